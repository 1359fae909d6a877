  1...Bg4-e2   2.0-0-0 Be2-a6 #

  1.Ra8-d8 Bg3-d6   2.e7-e5 Bg4-h5 #
