  1.Kc4-c5   2.Rc3-c4   3.Se4-c3   4.Bd3-e4   5.d4-d3   6.Kc5-d4 Bg3-f2 #
