  1.d2*e1[Ib4]=Q + g7*f8[Ia5]=Q   2.Qe1-g3[Ic7] + Qf8-d6[Ia5] +   3.Qg3-h3[Ib5] + Qd6-c6[Ia5] =
  1.d2*e1[Ib4]=S + g7*f8[Ia5]=S   2.Se1-f3[Ib7] + Sf8-e6[Ia5]   3.Sf3-h2[Ic4] + Se6-c7[Ia5] =
  1.d2*e1[Ib4]=R + g7*f8[Ia5]=R   2.Re1-f1[Ib5] + Rf8*e8[Ia5]   3.Rf1-g1[Ib5] + Re8-d8[Ia5] =
  1.d2*e1[Ib4]=B + g7*f8[Ia5]=B   2.Be1-g3[Ic7] + Bf8-d6[Ia5]   3.Bg3-h2[Ib4] + Bd6-c7[Ia5] =
