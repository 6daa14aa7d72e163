chapter: web/lp.w
breaks: the Farkas LP loses its normalisation sum y <= 1 (unbounded: no certificate)
@x
  glp_set_row_bnds(L->P, d + 1, GLP_UP, 0.0, 1.0);
@y
  glp_set_row_bnds(L->P, d + 1, GLP_FR, 0.0, 0.0);
@z
