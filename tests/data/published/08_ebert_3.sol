   1.0-0-0 ! threat:
          2.c7-c8=Q threat:
                  3.Qc8-h8 #
              2...d7-d5
                  3.c5*d6 ep. #
      1...d7-d5
          2.c5*d6 ep. threat:
                  3.c7-c8=Q #
                  3.c7-c8=R #
      1...d7-d6
          2.c5*d6 threat:
                  3.c7-c8=Q #
                  3.c7-c8=R #
