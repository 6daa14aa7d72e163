chapter: web/lp.w
breaks: confirmed multipliers are not clipped at zero and a duplicated row counts once
@x
  for (int j = 0; j < q; j++) lambda[active[j]] += fmax(glp_get_col_prim(L->P, j + 1), 0.0);
@y
  for (int j = 0; j < q; j++) lambda[active[j]] = glp_get_col_prim(L->P, j + 1);
@z
