   1.Sb2-c4 ? threat:
          2.Rb5-b6 #
      1...Qc1*c4
          2.Bb3*c4[+wSd5] #
      1...Rf3*h3
          2.Sc4-b6[+wQg5] #
      1...Sh5*f4
          2.Qh3-g4[+wPe5] #
    but
      1...Sh5*g7 !

   1.Bb3-c4 ? threat:
          2.Rb5-b6 #
      1...Qc1*c4
          2.Rb4*c4[+wBd4] #
      1...Rf3*f4
          2.Qh3-g4[+wPe5] #
      1...Sh5*f4
          2.Qh3-g4[+wPe5] #
      1...Sh5*g7
          2.Bc4-a2[+wPe5] #
    but
      1...Rf3*h3 !

   1.Qh3-g4 ? threat:
          2.Qg4-g6 #
          2.Qg4-g5 #
      1...Qc1-g1
          2.Rb5-b6 #
      1...Sh5*f4
          2.Bb3-c4[+wPg5] #
          2.Qg4-h5[+wPg5] #
          2.Qg4-g5 #
    but
      1...Rf3-g3 !

   1.Rb4-c4 ! threat:
          2.Rb5-b6 #
      1...Qc1*c4
          2.Sb2*c4[+wRd6] #
      1...Rf3*f4
          2.Qh3-g4[+wPe5] #
      1...Rf3*h3
          2.Rc4-c7[+wQh6] #
      1...Sh5*f4
          2.Qh3-g4[+wPe5] #
      1...Sh5*g7
          2.Rc4-c2[+wPg5] #

   1.Rb5-b6 + ?
    but
      1...Qc1-c6 !
