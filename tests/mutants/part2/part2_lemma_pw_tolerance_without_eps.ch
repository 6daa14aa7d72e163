chapter: proofs_checks/lemma_pw.w
breaks: part (a)'s statistic is divided by the rung twice over: |W(K)p - q(K)| / (max |W|_F |p|) without the epsilon, against the rung 2^12
@x
  mm_prop_record(&pa, k, mm_norm(e, d) / (DBL_EPSILON * nW * sqrt(pp)), in,
@y
  mm_prop_record(&pa, k, mm_norm(e, d) / (nW * sqrt(pp)), in,
@z
