   1.Ke2-d2[Id1] !
      1...Kf8-e8[Ic1]
          2.Rc7-b7[Ib1]
              2...Ke8-f8[Ic1]
                  3.Rb7-b8[Ic2]
                      3...Kf8-e8[Ib2]
                          4.Rd7-d6[Ib1] #
      1...Kf8-g8[Ie1]
          2.Rc7-c8[Ie2]
              2...Kg8-h7[If1]
                  3.Rd7-a7[Ic1]
                      3...Kh7-g8[Ib2]
                          4.Ra7-a6[Ib1] #
                      3...Kh7-h8[Ic2]
                          4.Ra7-a6[Ic1] #
              2...Kg8-h8[If2]
                  3.Rd7-d6[If1]
                      3...Kh8-g8[Ie1]
                          4.Rd6-a6[Ib1] #
