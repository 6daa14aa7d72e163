chapter: proofs_checks/descent.w
breaks: a draw with a positive inner product is skipped instead of recorded: a skip that swallows failures
@x
      mm_prop_record(&pr, k, (1.0 + D * c) / (D * mm_norm(s.z, in->d)), in,
@y
      if (c > 0) mm_prop_skip(&pr, "the gradient is ahead of p_mm"); else mm_prop_record(&pr, k, (1.0 + D * c) / (D * mm_norm(s.z, in->d)), in,
@z
