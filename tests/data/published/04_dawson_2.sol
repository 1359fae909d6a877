   1.Rh1-f1 ! threat:
          2.Rf1-f8 #
