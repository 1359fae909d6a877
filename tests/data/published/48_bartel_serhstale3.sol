  1.g2-g1=B   2.Bg1-a7   3.Ba7-b8 c7-c8=Q =
  1.g2-g1=R   2.Rg1-g8   3.Rg8-d8 + c7*d8=S =
