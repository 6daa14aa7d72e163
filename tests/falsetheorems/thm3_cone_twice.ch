result: Theorem 3
theorem: Theorem 3
chapter: proofs_checks/thm3.w
claims: the cone of Theorem 3 may be twice as wide as the derived one: GD started at twice the derived angle theta stays within arctan(tau) and converges to the LMM
plausible: the derived constants are sufficient conditions, and a referee expects them to be conservative by a factor
@x
  thm_cone_point(r, q, d, c->R, phi, p);
@y
  thm_cone_point(r, q, d, c->R, 2.0 * phi, p);
@z
