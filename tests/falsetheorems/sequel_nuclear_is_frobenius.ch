result: sequel (1)
theorem: the sequel: the two ATT-SVMs
chapter: proofs_checks/check_nuclear.w
suite: nuclear
filter: nuclear/the_two_oracles_check_each_other
claims: the nuclear-norm and Frobenius ATT-SVMs have the same solution also with a query token per input, so (K, Q) and W reach the same limit: ||W_F||_* is the nuclear-norm optimum
plausible: with one shared query the two problems have the same rank-one solution (the nuclear chapter's corollary), and a referee could carry that over to distinct queries
@x
  if (f->cert.lower / c->cy.upper > c->cross) c->cross = f->cert.lower / c->cy.upper;
@y
  if (f->cert.lower / c->cy.upper > c->cross) c->cross = f->cert.lower / c->cy.upper;
  { /* The false claim: ||W_F||_* at most the nuclear optimum's proven upper bound, to the finding's 1e-3. */
    double s = 0.0;
    for (int j = 0; j < d; j++) s += f->sigma[j];
    if (s / nu->cert.upper / (1.0 + 1e-3) > c->cross) c->cross = s / nu->cert.upper / (1.0 + 1e-3);
  }
@z
