  1...a7*b8=Q   2.d2-d1=R d7*e8=B   3.Rd1-d8 c7*d8=S =
