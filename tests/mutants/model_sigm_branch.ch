chapter: web/model.w
breaks: the logistic derivative uses sigma(z) for z<0 with the wrong branch (1-sigma)
@x
  return e / (1.0 + e);
@y
  return 1.0 / (1.0 + e);
@z
