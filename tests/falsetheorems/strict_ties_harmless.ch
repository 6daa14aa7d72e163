result: strictness
theorem: strictness and the risk gap
chapter: proofs_checks/strict.w
claims: Theorem 3 holds with non-strict local optimality: a tie between alpha_i and a support token leaves the attraction (the tied run is attracted like the strict one)
plausible: a tie changes nothing in the ATT-SVM, whose constraints see only keys
@x
    mm_prop_record(&pr, k, at2 >= 1e-3 ? as2 / at2 : INFINITY, in, "input %d, support token %d: angle strict %.3g, tied %.3g at |p| = 1000; %.3g and %.3g at 16000",
@y
    mm_prop_record(&pr, k, 0.25 * at2 / fmax(0.05, as2), in, "input %d, support token %d: angle strict %.3g, tied %.3g at |p| = 1000; %.3g and %.3g at 16000",
@z
@x
  } else mm_prop_record(&pr, k, at >= 1e-3 ? as / at : INFINITY, in, "input %d, support token %d: angle strict %.3g, tied %.3g",
@y
  } else mm_prop_record(&pr, k, 0.25 * at / fmax(0.05, as), in, "input %d, support token %d: angle strict %.3g, tied %.3g",
@z
