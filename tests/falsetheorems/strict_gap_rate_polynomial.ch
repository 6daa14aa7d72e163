result: strictness
theorem: strictness and the risk gap
chapter: proofs_checks/strict.w
claims: along the GMM ray the excess risk closes like exp(-rho)/rho^2 (a polynomial correction to the margin rate)
plausible: corrections of that kind appear in the rates of related implicit-bias results
@x
  else mm_prop_record(&pr, k, decreasing ? fabs(F2 - F1 + 200.0) / log(N * wmax / wmin) : INFINITY, in,
@y
  else mm_prop_record(&pr, k, decreasing ? fabs(F2 - F1 + 200.0 + 2.0 * log(2.0)) / log(N * wmax / wmin) : INFINITY, in,
@z
