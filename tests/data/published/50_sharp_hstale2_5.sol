  1...c7-c8=Q +   2.Kb7-a7 Qc8-c6   3.Rf7-c7 Kd8*c7 =
  1...c7-c8=B +   2.Kb7-a7 Bc8-b7   3.Rf7-c7 Kd8*c7 =
  1...c7-c8=S   2.Rf7-d7 + Kd8*d7   3.Kb7-a8 Kd7-c7 =
  1...c7-c8=R   2.Rf7-c7 Rc8*c7 +   3.Kb7-a8 Kd8-c8 =
