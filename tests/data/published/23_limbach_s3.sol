   1.f5-f6 ! zugzwang.
      1...e7-e6
          2.Qh3-g4 +
              2...Kg5*f6
                  3.Rd6*d7
                      3...Sg8-e7 #
      1...e7*f6
          2.Qh3-g3 +
              2...Kg5-f5
                  3.Se5*d7
                      3...Sg8-e7 #
      1...e7*d6
          2.Se5-f3 +
              2...Kg5*f6
                  3.Qh3*d7
                      3...Sg8-e7 #
