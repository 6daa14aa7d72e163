result: Theorem 4
theorem: Theorem 4
chapter: proofs_checks/thm4.w
claims: the local regularization path around a non-LMM direction q converges to q
plausible: the local path is a minimisation over a cone, and a referee may think the cone keeps it at its axis
@x
    mm_prop_record(&pp, k, st, in, "%s draw, q of kind %d, theta %.3g, |q| = %.4g: |p(R)/R - q/|q|| = %.3g %.3g %.3g %.3g %.3g at R = 4, 8, ..., 64 |q|%s, statistic at %d |q| (the last radius resolved), stationarity <= %.2g",
@y
    mm_prop_record(&pp, k, 1.0 / st, in, "%s draw, q of kind %d, theta %.3g, |q| = %.4g: |p(R)/R - q/|q|| = %.3g %.3g %.3g %.3g %.3g at R = 4, 8, ..., 64 |q|%s, statistic at %d |q| (the last radius resolved), stationarity <= %.2g",
@z
@x
    mm_prop_record(&pp, k, 0.0, in, "certified: a cone point at |x| >= 64 |q| has (L(x) - L_beta)/S = %.3g", cert);
@y
    mm_prop_record(&pp, k, INFINITY, in, "certified: a cone point at |x| >= 64 |q| has (L(x) - L_beta)/S = %.3g", cert);
@z
