result: Lemma 1
theorem: Lemma 1 (p and W)
chapter: proofs_checks/lemma_pw.w
claims: the W-SVM solution is q_mm p^T/|p| (the factor 1/|p| instead of 1/|p|^2)
plausible: the rank-one shape is right and only the normalisation is off, the slip of reading W p = q with |p| = 1
@x
  for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) Wq[a * d + b] = q.z[a] * p[b] / pp;
@y
  for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) Wq[a * d + b] = q.z[a] * p[b] / sqrt(pp);
@z
