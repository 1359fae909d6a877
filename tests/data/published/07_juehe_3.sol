   1.Qe8-c6 ! threat:
          2.Qc6*d5 #
      1...Kg2*h1
          2.Qc6*d5 +
              2...Kh1-g1
                  3.Bf4-h2 #
      1...Kg2-f3
          2.0-0 +
              2...Kf3-e2
                  3.Qc6-c2 #
              2...Kf3-e4
                  3.Qc6-g6 #
