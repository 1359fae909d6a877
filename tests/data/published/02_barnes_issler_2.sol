a)

   1.Se4-f6 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...c7*d6
          2.e5*d6 #
      1...g7*f6 +
          2.e5*f6 #
    but
      1...c7-c6 !

   1.c5-c6 ? threat:
          2.Se4-c5 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...c7*d6 !

   1.e5*f6 ep. ! threat:
          2.Bf1-h3 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...c7*d6
          2.Se4*d6 #
      1...g7*f6 +
          2.Se4*f6 #

   1.Kg5-f4 ? threat:
          2.Se4-g5 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...c7*d6 !

   1.Kg5*g6 ? threat:
          2.Se4-g5 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...c7*d6 !

b) bPc7-->e7

   1.Re1-a1 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Re1-b1 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Re1-c1 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Re1-d1 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Re1-e3 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Bf1-e2 ? zugzwang.
      1...d5-d4
          2.Be2-c4 #
      1...d5*e4
          2.Be2-c4 #
      1...f5-f4
          2.Be2-g4 #
      1...f5*e4
          2.Be2-g4 #
    but
      1...e7*d6 !

   1.d2-d4 ? zugzwang.
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.f2-f4 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.f2-f3 ? zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Se4-f6 ! zugzwang.
      1...d5-d4
          2.Bf1-c4 #
      1...f5-f4
          2.Bf1-h3 #
      1...e7*f6 +
          2.e5*f6 #
      1...e7*d6
          2.e5*d6 #
      1...g7*f6 +
          2.e5*f6 #

   1.c5-c6 ? threat:
          2.Se4-c5 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.e5*f6 ep. ! threat:
          2.Bf1-h3 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...e7*f6 +
          2.Se4*f6 #
      1...e7*d6
          2.Se4*d6 #
      1...g7*f6 +
          2.Se4*f6 #

   1.Kg5-f4 ? threat:
          2.Se4-g5 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !

   1.Kg5*g6 ? threat:
          2.Se4-g5 #
      1...d5-d4
          2.Bf1-c4 #
      1...d5*e4
          2.Bf1-c4 #
      1...f5*e4
          2.Bf1-h3 #
    but
      1...e7*d6 !
