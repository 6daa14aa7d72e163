result: Theorem 4
theorem: Theorem 4
chapter: proofs_checks/thm4.w
claims: only the GMM is a limit: GD started near a non-global LMM direction at large norm leaves every cone around it
plausible: Theorem 2 says all runs go to the GMM under Assumption B, and a referee may extend that to every instance
@x
    mm_prop_add(&pr, inexact, passed);
@y
    mm_prop_add(&pr, inexact, passed);
    if (found && full) for (int j = 0; j < set.count; j++) if (j != set.gmm) {
      memcpy(q, set.lmm[j].p, sizeof(double) * (size_t)in->d); th = 0.05;
      for (int l = 0; l < set.count; l++) if (l != j) th = fmin(th, 0.5 * mm_dyn_angle(set.lmm[l].p, q, in->d));
      break;
    }
@z
