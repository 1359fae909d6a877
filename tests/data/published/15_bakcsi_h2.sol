a)

  1.a7-a6 Bh4-g3   2.0-0-0 Sd7-b6 #

b) bKe8<-->bRa8

  1.Re8-h8 Sd7-b6 +   2.Ka8-b8 Bh4-g3 #
