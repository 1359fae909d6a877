  1.Re4-d4 Sf2-h1   2.Kd5-e4 Kg3-f2   3.Rd4-d5 Sh1-g3 #
