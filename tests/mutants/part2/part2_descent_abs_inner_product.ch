chapter: proofs_checks/descent.w
breaks: the inner product is taken as -|<g, p_mm>|: the sign the lemma is about can no longer be wrong
@x
      c = mm_dot(g, s.z, in->d);
@y
      c = -fabs(mm_dot(g, s.z, in->d));
@z
