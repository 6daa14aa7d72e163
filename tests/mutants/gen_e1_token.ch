chapter: web/gen.w
breaks: E1's first token is (0.1, 1, 1) instead of (-0.1, 1, 1)
@x
  double x[9] = {-0.1, 1, 1,  1, 0, 0.9,  0, 0, 0.9};
@y
  double x[9] = {0.1, 1, 1,  1, 0, 0.9,  0, 0, 0.9};
@z
