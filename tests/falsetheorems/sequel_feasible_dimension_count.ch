result: sequel (2)
theorem: the sequel: feasibility
chapter: proofs_checks/check_nuclear.w
suite: nuclear
filter: nuclear/every_selection_is_feasible_below_the_threshold
claims: every selection is feasible whenever the margin constraints are at most as many as the entries of W, n(T - 1) <= d^2, with no bound on the inputs or tokens alone
plausible: the naive count of equations against unknowns; with T <= d + 1 added it is true for queries and tokens in general position (the G_k are then generically independent), and it is false without it because the T - 1 differences of one input lie in a d-dimensional space and the selected token can lie in the convex hull of the others
@x
  int T[64];
@y
  int T[256]; /* up to d^2 inputs under the false threshold */
@z
@x
    mm_rng r; int n, d, T, alpha[16], tier = mm_prop_tier(&pr, k); double Z[256], stat = 0.0;
@y
    mm_rng r; int n, d, T, alpha[256], tier = mm_prop_tier(&pr, k); double Z[256 * 16], stat = 0.0;
@z
@x
    n = mm_rng_int(&r, 1, d); T = mm_rng_int(&r, 2, d + 1);
@y
    T = mm_rng_int(&r, 2, d * d + 1); n = mm_rng_int(&r, 1, d * d / (T - 1)); /* the false threshold n(T-1) <= d^2, T drawn first */
@z
