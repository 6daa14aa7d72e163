chapter: proofs_checks/lemma_pw.w
breaks: part (c) tests only that W_mm has rank one, not that it equals q_mm p^T/|p|^2
@x
  stat = isfinite(kappa) ? fmax(sv[1] / sv[0], mm_dist(w.z, Wq, d * d) / mm_norm(w.z, d * d)) / (0x1p12 * DBL_EPSILON * kappa) : INFINITY;
@y
  stat = isfinite(kappa) ? sv[1] / sv[0] / (0x1p12 * DBL_EPSILON * kappa) : INFINITY;
@z
