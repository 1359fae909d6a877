   1.0-0-0 ? threat:
          2.Sf3-e1 #
    but
      1...Qf8*a3 + !

   1.0-0 ? threat:
          2.Sf3-e1 #
    but
      1...Rg7*g3 + !

   1.Ke1-f2 ? threat:
          2.Sf3-e1 #
      1...h4*g3 +
          2.Kf2-g1 threat:
                  3.Sf3-e1 #
          2.Kf2-g2 threat:
                  3.Sf3-e1 #
    but
      1...f5*e4 !

   1.Ke1-d1 ? threat:
          2.Sf3-e1 #
    but
      1...Bd7-a4 + !

   1.Ke1-f1 ? threat:
          2.Sf3-e1 #
    but
      1...f5*e4 !

   1.Qa2-b1 + ?
    but
      1...Kd3-c4 !

   1.Qa2-c4 + ?
      1...Kd3-c2
          2.Sc3-d1 #
          2.Sc3-a4 #
          2.Ra1-a2 #
    but
      1...Kd3*c4 !

   1.Sf3*e5 + ?
    but
      1...Ra5*e5 !

   1.d4-d5 ! threat:
          2.Sf3*e5 #
      1...Ra5*d5
          2.Qa2*d5 +
              2...Kd3-c2
                  3.Ra1-a2 #
      1...c7-c5
          2.0-0-0 threat:
                  3.Sf3-e1 #
      1...c7-c6
          2.Ke1-d1 threat:
                  3.Sf3-e1 #
      1...Qf8-d6
          2.Ke1-f1 threat:
                  3.Sf3-e1 #
      1...Qf8-f6
          2.0-0-0 threat:
                  3.Sf3-e1 #
      1...Sh8-f7
          2.Ke1-f1 threat:
                  3.Sf3-e1 #
      1...Sh8-g6
          2.0-0 threat:
                  3.Sf3-e1 #
