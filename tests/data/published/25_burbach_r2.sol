   1.Sg1-e2 ! zugzwang.
      1...Qe5*e4
          2.0-0
              2...Qe4-g2 #
