result: sequel (2)
theorem: the sequel: feasibility
chapter: proofs_checks/check_nuclear.w
suite: nuclear
filter: nuclear/every_selection_is_feasible_below_the_threshold
claims: every selection is feasible when n <= d and each input has at most d + 2 tokens (one more than the derived threshold T <= d + 1)
plausible: the bound on the tokens looks like an artefact of the proof (a referee may count the d + 1 differences of d + 2 tokens against the d^2 entries of W); it is false because the differences of one input then lie in a d-dimensional space, and the selected token can lie in the convex hull of the others, which no W separates
@x
    n = mm_rng_int(&r, 1, d); T = mm_rng_int(&r, 2, d + 1);
@y
    n = mm_rng_int(&r, 1, d); T = mm_rng_int(&r, 2, d + 2); /* the false threshold */
@z
