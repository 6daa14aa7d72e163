chapter: web/prop.w
breaks: the tolerance comparison is written as !(stat > tol): a NaN statistic passes
@x
  int ok = stat <= pr->tol;
@y
  int ok = !(stat > pr->tol);
@z
