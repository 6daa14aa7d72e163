result: strictness
theorem: strictness and the risk gap
chapter: proofs_checks/strict.w
claims: along the GMM ray the excess risk closes like exp(-rho)/rho^2 (a polynomial correction to the margin rate)
plausible: corrections of that kind appear in the rates of related implicit-bias results
@x
  dev = F2 - F1 + 200.0; /* $F(R_2)-F(R_1)+m(R_2-R_1)$ */
@y
  dev = F2 - F1 + 200.0 + 2.0 * log(2.0); /* $F(R_2)-F(R_1)+m(R_2-R_1)$ */
@z
