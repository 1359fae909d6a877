  1.Ra2*a4 Nb5*f3   2.e4*f3 Gg4*a4 #
  1.Ra2*h2 Gg4-e2   2.f3*e2 Nb5*h2 #
