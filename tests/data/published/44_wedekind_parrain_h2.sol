  1.Qa7-e3 Ge8-e2   2.Qe3*f4 Gf6*f4[+wGf2] #
  1.Qa7-g7 Gg2-g8   2.Qg7*f6 Gf4*f6[+wGf8] #
