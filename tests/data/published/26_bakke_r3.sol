   1.Sc6-d8 + !
      1...Kf7-g6
          2.Kh3-g2 threat:
                  3.Kg2-f1
                      3...d2-d1=Q #
                      3...d2-d1=R #
              2...d2-d1=Q +
                  3.Kg2-h3
                      3...Qd1-g4 #
              2...d2-d1=R +
                  3.Kg2-f3
                      3...Rd1*d3 #
              2...d2-d1=B +
                  3.Kg2-h1
                      3...Bd1-f3 #
      1...Kf7-g8
          2.Kh3-g2 threat:
                  3.Kg2-f1
                      3...d2-d1=Q #
                      3...d2-d1=R #
              2...d2-d1=Q +
                  3.Kg2-h3
                      3...Qd1-g4 #
              2...d2-d1=R +
                  3.Kg2-f3
                      3...Rd1*d3 #
              2...d2-d1=B +
                  3.Kg2-h1
                      3...Bd1-f3 #
      1...Kf7-e8
          2.Kh3-g2 threat:
                  3.Kg2-f1
                      3...d2-d1=Q #
                      3...d2-d1=R #
              2...d2-d1=Q +
                  3.Kg2-h3
                      3...Qd1-g4 #
              2...d2-d1=R +
                  3.Kg2-f3
                      3...Rd1*d3 #
              2...d2-d1=B +
                  3.Kg2-h1
                      3...Bd1-f3 #
      1...Kf7-e7
          2.Kh3-g2 threat:
                  3.Kg2-f1
                      3...d2-d1=Q #
                      3...d2-d1=R #
              2...d2-d1=Q +
                  3.Kg2-h3
                      3...Qd1-g4 #
              2...d2-d1=R +
                  3.Kg2-f3
                      3...Rd1*d3 #
              2...d2-d1=B +
                  3.Kg2-h1
                      3...Bd1-f3 #
      1...Kf7*g7
          2.Kh3-g2 threat:
                  3.Kg2-f1
                      3...d2-d1=Q #
                      3...d2-d1=R #
              2...d2-d1=Q +
                  3.Kg2-h3
                      3...Qd1-g4 #
              2...d2-d1=R +
                  3.Kg2-f3
                      3...Rd1*d3 #
              2...d2-d1=B +
                  3.Kg2-h1
                      3...Bd1-f3 #
