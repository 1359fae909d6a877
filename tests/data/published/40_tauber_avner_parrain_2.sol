   1.Qf3-c6 ! threat:
          2.Re3-e4 #
          2.Bb4-c3 #
      1...Sd3-b2
          2.Bb4-c3 #
          2.Bb4-c5 #
      1...Sd3-c1
          2.Bb4-c3 #
          2.Bb4-c5 #
      1...Sd3-e1
          2.Bb4-c3 #
          2.Bb4-c5 #
      1...Sd3*e5
          2.Bb4-c3 #
          2.Bb4-c5[+wPf6] #
      1...Sd3-c5
          2.Bb4-c3 #
          2.Bb4*c5 #
      1...Sd3*b4
          2.Qc6-c4[+wBb2] #
      1...f4*e3
          2.Kh3-h4[+wRe4] #
          2.Bb4-c3 #
          2.b5-b6[+wRe4] #
          2.Re7-e8[+wRe4] #
      1...Bb7*c6
          2.Re3-e1[+wQc4] #
      1...Rc7*c6
          2.Bb4-d2[+wQe4] #
      1...Qd7*c6
          2.Re7-d7[+wQb6] #
      1...Qd7-d5
          2.Bb4-c3 #
