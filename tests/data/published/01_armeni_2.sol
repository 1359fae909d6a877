   1.f2-f4 ! threat:
          2.f4*e5 #
      1...Rf1*f4
          2.Rh1-d1 #
      1...g4*f3 ep.
          2.Sc5-b7 #
      1...e5*f4
          2.e4-e5 #
      1...g5*f4
          2.Bh4*e7 #
      1...Rf8*f4
          2.c7-c8=S #
      1...Rf8-f5
          2.c7-c8=S #
      1...Rf8-b8 +
          2.c7*b8=Q #
          2.c7*b8=B #

   1.Bh4*g5 ? threat:
          2.Bg5*e7 #
      1...Rf8-f6
          2.c7-c8=S #
      1...Rf8-f7
          2.c7-c8=S #
      1...Rf8-b8 +
          2.c7*b8=Q #
          2.c7*b8=B #
    but
      1...Rf8-e8 !

   1.Sg6*f8 ? threat:
          2.c7-c8=S #
          2.Sc5-b7 #
      1...Bb5-d7
          2.Sc5-b7 #
      1...Bb5-c6
          2.c7-c8=S #
      1...e7-e6
          2.c7-c8=S #
    but
      1...Bb5-a6 !

   1.c7-c8=Q ? threat:
          2.Qc8-e6 #
          2.Qc8-c7 #
          2.Sc5-b7 #
      1...Bb5*c4
          2.Qc8-d7 #
          2.Qc8-c6 #
          2.Qc8-c7 #
          2.Sc5-b7 #
      1...Bb5-d7
          2.Qc8*d7 #
          2.Qc8-c7 #
      1...Bb5-c6
          2.Qc8-e6 #
          2.Qc8*c6 #
          2.Qc8-c7 #
      1...Bb5-a6
          2.Qc8-e6 #
          2.Qc8-d7 #
          2.Qc8-c6 #
          2.Qc8-c7 #
      1...Rf8-f6
          2.Qc8-c7 #
          2.Qc8-b8 #
          2.Sc5-b7 #
    but
      1...Rf8*c8 !

   1.c7-c8=S + ?
    but
      1...Rf8*c8 !
