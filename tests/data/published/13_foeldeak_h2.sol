  1.Rh2-f2 0-0-0 +   2.Kd3-e2 Rh1-e1 #
  1.Kd3-c2 Ra1-a2 +   2.Kc2-c1 0-0 #
