result: Theorem 6
theorem: Theorems 5-6 (joint training)
chapter: proofs_checks/joint.w
claims: Theorem 6's p converges to the full ATT-SVM(opt) direction instead of the relaxed one
plausible: Theorem 5 has the full ATT-SVM, and the relaxed problem only differs on samples that are not support vectors of v
@x
    memcpy(pt, all ? a.z : b.z, sizeof(double) * (size_t)d);
@y
    memcpy(pt, a.z, sizeof(double) * (size_t)d);
@z
