  1.b6-b7   2.b7-b8=Q   3.Qb8-e5   4.Bc2-d1 + Qa4*d1 #
  1.b6-b7   2.b7-b8=B   3.Bb8-f4   4.Bc2-d1 + Qa4*d1 #
  1.a7-a8=S   2.Sa8-c7   3.Sc7-d5   4.Bc2-d1 + Qa4*d1 #
  1.a7-a8=R   2.Ra8-e8   3.Re8*e6   4.Bc2-d1 + Qa4*d1 #
