   1.0-0-0 ! zugzwang.
      1...d7-d5
          2.e5*d6 ep. =
      1...d7-d6
          2.e5*d6 =
      1...d7*e6
          2.Rd1-f1 =
      1...d7*c6
          2.c7-c8=B =
