result: Theorem 5; Theorem 6
theorem: Theorems 5-6 (joint training)
chapter: proofs_checks/joint.w
claims: v converges to the max-margin head of the data with the first sample's label flipped
plausible: a planted sign convention error (Y_1 read with the opposite sign) of the kind a derivation can carry unnoticed
@x
    memcpy(vmm, h.z, sizeof(double) * (size_t)d);
@y
    memcpy(vmm, h.z, sizeof(double) * (size_t)d);
    { mm_instance *fl = mm_instance_copy(in); mm_svm hf; memset(&hf, 0, sizeof hf); mm_assert(fl != NULL); fl->Y[0] = -fl->Y[0];
      if (mm_instance_refresh(fl) == MM_OK && mm_svm_head(fl, opt, &hf, NULL) == MM_OK) memcpy(vmm, hf.z, sizeof(double) * (size_t)d);
      mm_svm_free(&hf); mm_instance_free(fl); }
@z
