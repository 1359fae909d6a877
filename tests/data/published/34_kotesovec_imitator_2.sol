      1...Be1-h4[If5]
          2.b6-b7[If6] #
      1...Be1-g3[Ie4]
          2.Qc7-b8[Id5] #
      1...Be1-f2[Id3]
          2.Qc7-b7[Ic3] #

   1.Bf1-h3[Ie4] ? threat:
          2.Qc7-b8[Id5] #
      1...Be1-g3[Ig6]
          2.Qc7-b7[If6] #
      1...Be1-f2[If5]
          2.b6-b7[If6] #
    but
      1...Bg1-f2[Id5] !

   1.Bf1-g2[Id3] ! zugzwang.
      1...Be1-h4[Ig6]
          2.Qc7-b7[If6] #
      1...Be1-g3[If5]
          2.b6-b7[If6] #
      1...Be1-f2[Ie4]
          2.Qc7-b8[Id5] #

   1.c4-c5[Ic3] ? zugzwang.
    but
      1...Bg1-f2[Ib4] !

   1.g5-g6[Ic3] ? zugzwang.
    but
      1...Bg1-f2[Ib4] !

   1.b6-b7[Ic3] + ?
    but
      1...Bg1-f2[Ib4] !

   1.Sc6-b8[Ib4] ? zugzwang.
      1...Be1-h4[Ie7]
          2.Qc7-a7[Ic7] #
      1...Be1-g3[Id6]
          2.Qc7-c6[Id5] #
    but
      1...Be1-f2[Ic5] !

   1.Qc7-b8[Ib3] + ?
    but
      1...Bg1-f2[Ia4] !

   1.Qc7-a7[Ia2] + ?
    but
      1...Ka8*a7[Ia1] !

   1.Qc7-b7[Ib2] + ?
    but
      1...Bg1-f2[Ia3] !

   1.Qc7-c8[Ic3] + ?
    but
      1...Bg1-f2[Ib4] !
