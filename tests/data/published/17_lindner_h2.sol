a)

  1.Kg8-h8 Rh1-f1   2.Sh3-g1 Rf1-f8 #

b) bSh3-->h4

  1.Kg8-h8 0-0   2.Sh4-g2 Rf1-f8 #
