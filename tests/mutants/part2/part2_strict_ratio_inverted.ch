chapter: proofs_checks/strict.w
breaks: the tie statistic is the tied angle over the strict one (inverted ratio)
@x
  } else mm_prop_record(&pr, k, at >= 1e-3 ? as / at : INFINITY, in, "input %d, support token %d: angle strict %.3g, tied %.3g",
@y
  } else mm_prop_record(&pr, k, as >= 1e-3 ? at / as : INFINITY, in, "input %d, support token %d: angle strict %.3g, tied %.3g",
@z
