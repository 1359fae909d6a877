   1.Sf1-e3[Ia4] ! zugzwang.
      1...f2*g1[Ib3]=Q +
          2.h7*g8[Ia4]=Q zugzwang.
              2...Qg1-h2[Ib5]
                  3.Qg8*f7[Ia4]
                      3...Ke1-f2[Ib5] #
              2...Qg1*h1[Ib4]
                  3.Qg8-f8[Ia4]
                      3...Ke1-f2[Ib5] #
      1...f2*g1[Ib3]=S
          2.h7*g8[Ia4]=S zugzwang.
              2...Sg1-h3[Ib6]
                  3.Sg8-f6[Ia4]
                      3...Ke1-f2[Ib5] #
      1...f2*g1[Ib3]=R +
          2.h7*g8[Ia4]=R zugzwang.
              2...Rg1*h1[Ib4]
                  3.Rg8-f8[Ia4]
                      3...Ke1-f2[Ib5] #
      1...f2*g1[Ib3]=B
          2.h7*g8[Ia4]=B zugzwang.
              2...Bg1-h2[Ib5]
                  3.Bg8*f7[Ia4]
                      3...Ke1-f2[Ib5] #
