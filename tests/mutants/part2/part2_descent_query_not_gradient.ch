chapter: proofs_checks/descent.w
breaks: the inner product is taken with the query point p instead of the gradient at p: the statistic is computed on the wrong vector
@x
      c = mm_dot(g, s.z, in->d);
@y
      c = mm_dot(p, s.z, in->d);
@z
