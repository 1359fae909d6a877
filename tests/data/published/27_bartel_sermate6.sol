  1.Kf1-e2   2.Ke2-d3   3.Kd3-c4   4.Kc4-b5   5.Kb5-a6   6.Rb7-a7 #

  1.Ka8*b7   2.Kb7-c6   3.Kc6-d5   4.Kd5-e4   5.Ke4-f3   6.Rb8-b1 #
