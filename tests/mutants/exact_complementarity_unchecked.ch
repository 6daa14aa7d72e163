chapter: web/exact.w
breaks: the exact KKT check skips complementarity (a positive multiplier on a slack row is accepted)
@x
  if (mpq_sgn(lambda[j]) != 0 && !tight[rows[j]]) {
@y
  if (0 && mpq_sgn(lambda[j]) != 0 && !tight[rows[j]]) {
@z
