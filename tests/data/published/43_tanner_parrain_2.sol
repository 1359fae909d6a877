   1.Rh2-h8 ! zugzwang.
      1...f5*e4
          2.Rh8-h7[+wPe3] #
      1...d6*c5
          2.Rh8-h6[+wPc3] #
      1...Qb8*a7
          2.Rh8-h2[+wBa1] #
      1...Qb8*c7
          2.Rh8-h5[+wRc4] #
      1...Qb8*b7
          2.Rh8-h4[+wSb3] #
      1...Qb8*a8
          2.Rh8-h1[+wQa1] #
      1...Qb8*c8
          2.Rh8-h3[+wBc3] #
