   1.Kg3-h2[Ic5] ! zugzwang.
      1...Sc4-a3[Ia4] +
          2.Sf6-h7[Ic5] #
      1...Sc4-b2[Ib3] +
          2.Sf6-g8[Ic5] #
      1...Sc4-d2[Id3] +
          2.Sf6-e8[Ic5] #
      1...Sc4-e3[Ie4] +
          2.Sf6-d7[Ic5] #
      1...Sc4-e5[Ie6] +
          2.Sf6-d5[Ic5] #
      1...Sc4-d6[Id7] +
          2.Sf6-e4[Ic5] #
      1...Sc4-b6[Ib7] +
          2.Sf6-g4[Ic5] #
      1...Sc4-a5[Ia6] +
          2.Sf6-h5[Ic5] #
