   1.c6-c7 ? threat:
          2.Rd7-d8 #
    but
      1...0-0 !

   1.Ra7-a8 ? threat:
          2.Ra8*c8 #
    but
      1...0-0 !

   1.Ra7-b7 ? zugzwang.
      1...g7-g5
          2.Rd7-e7 +
              2...Sc8*e7
                  3.Rb7-b8 +
                      3...Se7-c8
                          4.Rb8*c8 #
              2...Ke8-d8
                  3.Rb7-d7 #
                  3.c6-c7 #
              2...Ke8-f8
                  3.Rb7-b8 threat:
                          4.Rb8*c8 #
      1...g7-g6
          2.Rd7-e7 +
              2...Sc8*e7
                  3.Rb7-b8 +
                      3...Se7-c8
                          4.Rb8*c8 #
              2...Ke8-d8
                  3.Rb7-d7 #
                  3.c6-c7 #
              2...Ke8-f8
                  3.Rb7-b8 threat:
                          4.Rb8*c8 #
      1...Sc8-a7
          2.Rb7-b8 +
              2...Sa7-c8
                  3.Rb8*c8 #
      1...Sc8-b6
          2.Rb7-b8 +
              2...Sb6-c8
                  3.Rb8*c8 #
      1...Sc8-d6
          2.Rb7-b8 +
              2...Sd6-c8
                  3.Rb8*c8 #
      1...Sc8-e7
          2.Rb7-b8 +
              2...Se7-c8
                  3.Rb8*c8 #
          2.Rd7*e7 +
              2...Ke8-d8
                  3.Rb7-b8 #
              2...Ke8-f8
                  3.Rb7-b8 #
      1...0-0
          2.Rd7*g7 +
              2...Kg8-h8
                  3.Rg7-h7 +
                      3...Kh8-g8
                          4.Rb7-g7 #
      1...Ke8-f8
          2.Rd7-d8 #
      1...Rh8-h7
          2.c6-c7 threat:
                  3.Rd7-d8 #
          2.Rb7-b8 threat:
                  3.Rb8*c8 #
      1...Rh8-f8
          2.Rd7-e7 +
              2...Sc8*e7
                  3.Rb7-b8 +
                      3...Se7-c8
                          4.Rb8*c8 #
              2...Ke8-d8
                  3.Rb7-d7 #
                  3.c6-c7 #
      1...Rh8-g8
          2.c6-c7 threat:
                  3.Rd7-d8 #
          2.Rb7-b8 threat:
                  3.Rb8*c8 #
    but
      1...h6-h5 !

   1.Rd7-c7 ? threat:
          2.Rc7*c8 #
      1...Sc8-b6
          2.Ra7-a8 +
              2...Sb6-c8
                  3.Ra8*c8 #
                  3.Rc7*c8 #
              2...Sb6*a8
                  3.Rc7-c8 #
      1...Sc8-d6
          2.Ra7-a8 +
              2...Sd6-c8
                  3.Ra8*c8 #
                  3.Rc7*c8 #
      1...Sc8-e7
          2.Ra7-a8 +
              2...Se7-c8
                  3.Ra8*c8 #
                  3.Rc7*c8 #
          2.Rc7*e7 +
              2...Ke8-d8
                  3.Ra7-a8 #
              2...Ke8-f8
                  3.Ra7-a8 #
      1...0-0
          2.Rc7*g7 +
              2...Kg8-h8
                  3.Rg7-h7 +
                      3...Kh8-g8
                          4.Ra7-g7 #
      1...Ke8-d8
          2.Rc7-d7 +
              2...Kd8-e8
                  3.c6-c7 threat:
                          4.Rd7-d8 #
                  3.Ra7-a8 threat:
                          4.Ra8*c8 #
    but
      1...Sc8*a7 !

   1.Rd7-d8 + !
      1...Ke8*d8
          2.c6-c7 +
              2...Kd8-e8
                  3.Ra7-a8 threat:
                          4.Ra8*c8 #
          2.Ra7-d7 +
              2...Kd8-e8
                  3.c6-c7 threat:
                          4.Rd7-d8 #

   1.Rd7-e7 + ?
      1...Sc8*e7
          2.Ra7-a8 +
              2...Se7-c8
                  3.Ra8*c8 #
      1...Ke8-d8
          2.Ra7-d7 #
          2.c6-c7 #
    but
      1...Ke8-f8 !
