result: descent lemma
theorem: descent lemma
chapter: proofs_checks/descent.w
claims: the quantitative form <g/|g|, p_mm> <= -1/D holds with D the smallest key difference |k_opt - k_t| instead of the largest
plausible: the support tokens, which set the margin, are the nearest keys, so the nearest distance looks like the natural constant
@x
      D = fmax(D, mm_dist(in->K + (size_t)(in->off[i] + opt[i]) * in->d, in->K + (size_t)(in->off[i] + t) * in->d, in->d));
@y
      if (t != opt[i]) D = D == 0.0 ? mm_dist(in->K + (size_t)(in->off[i] + opt[i]) * in->d, in->K + (size_t)(in->off[i] + t) * in->d, in->d)
        : fmin(D, mm_dist(in->K + (size_t)(in->off[i] + opt[i]) * in->d, in->K + (size_t)(in->off[i] + t) * in->d, in->d));
@z
