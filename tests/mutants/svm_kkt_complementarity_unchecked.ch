chapter: web/svm.w
breaks: the KKT check ignores complementarity (multipliers on slack rows pass)
@x
  cnum += fabsl(l) * fabsl(ax - qp->b[r]);
@y
  cnum += 0.0L * fabsl(l) * fabsl(ax - qp->b[r]);
@z
