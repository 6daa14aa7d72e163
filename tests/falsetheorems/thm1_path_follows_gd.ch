result: Theorem 1
theorem: Theorem 1
chapter: proofs_checks/thm1.w
claims: where gradient descent converges to a non-global LMM, the regularization path converges to that LMM too
plausible: the path and gradient descent agree on every instance with one LMM, and the path is often described as the limit of GD
@x
        cr_assert(thm1_path(in, &set, set.lmm[b].p, ang, ango) == MM_OK, "%s", mm_error_message());
@y
        { int g0 = set.gmm; set.gmm = b; b = g0; }
        cr_assert(thm1_path(in, &set, set.lmm[b].p, ang, ango) == MM_OK, "%s", mm_error_message());
@z
