chapter: proofs_checks/lemma_pw.w
breaks: part (a) compares q(K) with W(0) p, the start, instead of W(K) p: a statistic computed on the wrong run
@x
  for (int a = 0; a < d; a++) e[a] = mm_dot(W + a * d, p, d) - q[a];
@y
  for (int a = 0; a < d; a++) e[a] = mm_dot(in->W + a * d, p, d) - q[a];
@z
