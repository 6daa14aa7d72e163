result: Theorem 3; Theorem 4
theorem: the limit property (Theorems 2-4)
chapter: proofs_checks/limit.w
claims: every diverging GD run converges in direction to the GMM
plausible: Theorem 2 says so under Assumption B, and the paper's experiments show most runs there
@x
    lr->nearest = mm_tokens_nearest(set, p, NULL);
    if (lr->nearest < 0) return;
@y
    lr->nearest = set->gmm;
    if (lr->nearest < 0) return;
@z
@x
    if (sel.kind == MM_SEL_LMM) {
      memcpy(lr->q, sel.lmm.p, sizeof(double) * (size_t)d);
@y
    if (sel.kind == MM_SEL_LMM && sel.lmm.global) {
      memcpy(lr->q, sel.lmm.p, sizeof(double) * (size_t)d);
@z
