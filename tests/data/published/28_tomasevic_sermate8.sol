  1.Qe8-e4   2.Qe4-g2   3.Kh1-g1   4.Kg1-f2   5.Kf2-e3   6.Ke3-d4   7.Kd4-c5   8.Qg2-a8 #
