chapter: proofs_checks/strict.w
breaks: the allowance log(N rho) is written log(N) rho (a misplaced parenthesis): the tolerance grows with the spread of the weights
@x
  else mm_prop_record(&pr, k, decreasing ? fabs(dev) / log(N * wmax / wmin) : INFINITY, in,
@y
  else mm_prop_record(&pr, k, decreasing ? fabs(dev) / (log(N) * wmax / wmin) : INFINITY, in,
@z
