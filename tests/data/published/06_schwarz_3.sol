   1.Rh1-h3 + !
      1...Kc3-b2
          2.Ke1-d2 zugzwang.
              2...Kb2-b1
                  3.Rh3-b3 #
          2.Ke1-d1 zugzwang.
              2...Kb2-b1
                  3.Rh3-b3 #
      1...Kc3-c2
          2.Ra4-b4 zugzwang.
              2...Kc2-c1
                  3.Rh3-c3 #
