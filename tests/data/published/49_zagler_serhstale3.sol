  1.a2-a1=Q   2.Qa1-b2   3.Qb2-b4 a3*b4 =
  1.a2-a1=S   2.Sa1-c2   3.Sc2-b4 + a3*b4 =
  1.a2-a1=R   2.Ra1-b1   3.Rb1-b4 a3*b4 =
  1.a2-a1=B   2.Ba1-c3   3.Bc3-b4 a3*b4 =
