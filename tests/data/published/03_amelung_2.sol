   1.h5*g6 ep. ! threat:
          2.Rh8*h7 #
