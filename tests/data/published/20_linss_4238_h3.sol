  1.Qf4-f5 Sg4-e3   2.Ke4-f4 g2-g4   3.Qf5-e4 Se3-g2 #
