  1.Ke6-d6 Se7-g8   2.Bd5-e6 Bf6-e7 +   3.Kd6-d5 Sg8-f6 #
