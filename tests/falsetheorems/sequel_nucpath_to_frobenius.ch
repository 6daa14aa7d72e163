result: sequel (1)
theorem: the sequel: the (K, Q) path
chapter: proofs_checks/check_nucpath.w
suite: nucpath
filter: nucpath/paths_converge_to_their_svms
claims: the (K, Q) regularization path (the nuclear-norm path) converges in direction to the Frobenius ATT-SVM's solution W_F, like the W path
plausible: K Q^T and W range over the same matrices, and with one shared query the two paths are the same path (the nuclear and Frobenius solutions then coincide), so a referee could believe the factorisation does not change the limit
@x
    ca = 256 * thm_decreasing_angle(o.angN, NP_NR, 1, 1e-3); cb = 256 * thm_decreasing_angle(o.angF, NP_NR, 1, 1e-3);
@y
    ca = 256 * thm_decreasing_angle(o.angNF, NP_NR, 1, 1e-3); cb = 256 * thm_decreasing_angle(o.angF, NP_NR, 1, 1e-3); /* the false target: the nuclear path against W_F */
@z
@x
    sc = fmax(o.angN[NP_NR - 1] / o.angNF[NP_NR - 1], o.angF[NP_NR - 1] / o.angFN[NP_NR - 1]);
@y
    sc = fmax(o.angNF[NP_NR - 1] / o.angN[NP_NR - 1], o.angF[NP_NR - 1] / o.angFN[NP_NR - 1]);
@z
