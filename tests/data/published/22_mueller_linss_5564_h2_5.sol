  1...Bh4*e7   2.Rf4-f6 Bf1-e2 +   3.Kh5-h4 Be7*f6 #

  1...Rf4*f1   2.Bh4-f2 Se7-f5 +   3.Ke3-f4 Rf1*f2 #
