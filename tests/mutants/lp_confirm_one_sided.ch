chapter: web/lp.w
breaks: the multiplier LP bounds the residual on one side only
@x
  glp_set_row_bnds(L->P, d + k + 1, GLP_UP, 0.0, z[k]); /* $\sum_j\lambda_ja_{jk}-e\le z_k$ */
@y
  glp_set_row_bnds(L->P, d + k + 1, GLP_FR, 0.0, z[k]); /* $\sum_j\lambda_ja_{jk}-e\le z_k$ */
@z
