result: descent lemma
theorem: descent lemma
chapter: proofs_checks/descent.w
claims: under B the gradient points against p itself: <grad L(p), p> <= -|p|/D < 0 (the risk falls along every ray)
plausible: the risk does fall along the GMM ray, and the norm of GD iterates does grow
@x
      c = mm_dot(g, s.z, in->d);
@y
      memcpy(s.z, p, sizeof(double) * (size_t)in->d);
      c = mm_dot(g, s.z, in->d);
@z
