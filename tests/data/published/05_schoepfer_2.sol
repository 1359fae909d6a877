   1.Qa7-f2 ! threat:
          2.0-0 #
