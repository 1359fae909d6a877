  1.e4*d3 ep. Bf3*g4   2.f4-f3 Bg4-e6 #
