   1.Sd5*c3 ! threat:
          2.Sc3-b5 #
      1...Bd1-a4
          2.Sc3*e2 #
      1...Re2*e4[+bPc5]
          2.b4-b5[+wBe5] #
      1...Sf2*e4[+bPb5]
          2.Sd7-b8[+wBc5] #

   1.Sd5-f4 ? threat:
          2.Sf4-e6 #
      1...Re2*e4
          2.Sd7-b8[+wBc5] #
      1...Sf2*e4
          2.b4-b5[+wBe5] #
      1...g5*f4
          2.Kf5*f4[+wSf3] #
      1...c8*d7
          2.Be4-c2[+wSb5] #
    but
      1...Sh7-f8 !

   1.Sd7-f8 ? threat:
          2.Sf8-e6 #
      1...Re2*e4
          2.Sd5-b6[+wBc5] #
      1...Sf2*e4
          2.Sd5-b6[+wBc5] #
    but
      1...Sh7*f8 !
