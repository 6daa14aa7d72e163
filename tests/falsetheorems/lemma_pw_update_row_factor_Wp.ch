result: Lemma 1
theorem: Lemma 1 (p and W)
chapter: proofs_checks/lemma_pw.w
claims: W(K) - W(0) is rank one with row factor (W(0) p)^T instead of p^T (the lemma with a rank-two correction)
plausible: the update is the outer product of a key-space vector with a query-space vector, and W p is the query the keys see
@x
  long double s2 = 0.0L;
@y
  long double s2 = 0.0L;
  double pw[MM_GEN_MAXD], ppw;
  for (int a = 0; a < d; a++) pw[a] = mm_dot(in->W + a * d, p, d);
  ppw = mm_dot(pw, pw, d);
@z
@x
    for (int b = 0; b < d; b++) dp += (long double)(W[a * d + b] - in->W[a * d + b]) * p[b];
@y
    for (int b = 0; b < d; b++) dp += (long double)(W[a * d + b] - in->W[a * d + b]) * pw[b];
@z
@x
      long double x = (long double)(W[a * d + b] - in->W[a * d + b]) - dp * p[b] / pp;
@y
      long double x = (long double)(W[a * d + b] - in->W[a * d + b]) - dp * pw[b] / ppw;
@z
