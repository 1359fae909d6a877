a)

  1.Kb6-c7[If6] b7-b8[If7]=I   2.Kc7-c6[If6,b7] Kf5-e6[Ie7,a8] =
  1.Kb6-a7[Id6] b7-b8[Id7]=S   2.Ka7-a8[Id8] Sb8-c6[Ie6] =

b) wKf5-->g5

  1.Kb6-c7[If6] b7-b8[If7]=B +   2.Kc7-c8[If8] Bb8-d6[Ih6] =

c) Imitator c5

  1.Kb6-a6[Ib5] b7-b8[Ib6]=R   2.Ka6-a7[Ib7] Rb8-b2[Ib1] =

d) Imitator a7

  1.Kb6-c5[Ib6] b7-b8[Ib7]=Q   2.Kc5-d5[Ic7] Qb8-b4[Ic3] =
