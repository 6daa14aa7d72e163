result: strictness
theorem: strictness and the risk gap
chapter: proofs_checks/strict.w
claims: along the GMM ray the excess risk closes at twice the margin rate, L - L* ~ exp(-2 rho)
plausible: the excess is a product of a loss-derivative factor and an attention tail, and a referee could count the exponential twice
@x
  else mm_prop_record(&pr, k, decreasing ? fabs(F2 - F1 + 200.0) / log(N * wmax / wmin) : INFINITY, in,
@y
  else mm_prop_record(&pr, k, decreasing ? fabs(F2 - F1 + 400.0) / log(N * wmax / wmin) : INFINITY, in,
@z
