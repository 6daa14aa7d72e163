chapter: web/lp.w
breaks: the l1 margin LP bounds t - z_j twice instead of t + z_j (|z_j| not bounded below)
@x
  lp_entry(L, m + 2 * j + 2, c, 1.0); lp_entry(L, m + 2 * j + 2, j + 1, 1.0);
@y
  lp_entry(L, m + 2 * j + 2, c, 1.0); lp_entry(L, m + 2 * j + 2, j + 1, -1.0);
@z
