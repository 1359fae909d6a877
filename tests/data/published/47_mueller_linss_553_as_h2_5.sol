  1...Re6-e8   2.Bd6-e7 Sc3*e2   3.Ke3*e4 Re8*e7 #

  1...Bd6-f8   2.Re6-e7 Se2*c3 +   3.Kb5-c5 Bf8*e7 #
