chapter: web/svm.w
breaks: the primal residual counts satisfied rows as violated and violated ones as satisfied
@x
  viol = qp->b[r] - ax;
@y
  viol = ax - qp->b[r];
@z
