result: strictness
theorem: strictness and the risk gap
chapter: proofs_checks/strict.w
claims: along the GMM ray the excess risk closes at twice the margin rate, L - L* ~ exp(-2 rho)
plausible: the excess is a product of a loss-derivative factor and an attention tail, and a referee could count the exponential twice
@x
  dev = F2 - F1 + 200.0; /* $F(R_2)-F(R_1)+m(R_2-R_1)$ */
@y
  dev = F2 - F1 + 400.0; /* $F(R_2)-F(R_1)+m(R_2-R_1)$ */
@z
