chapter: proofs_checks/limit.w
breaks: a diverging run with no LMM direction to compare with scores 0 (passes) instead of infinity
@x
      double c = lr.has_q ? limit_shape(&lr) : INFINITY;
@y
      double c = lr.has_q ? limit_shape(&lr) : 0.0;
@z
