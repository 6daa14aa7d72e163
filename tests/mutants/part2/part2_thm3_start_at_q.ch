chapter: proofs_checks/thm3.w
breaks: every run starts 1e-3 theta from q instead of anywhere up to the cone's boundary: the cone is never tested
@x
  double phi = boundary ? c->theta : c->theta * mm_rng_uniform(r); /* the start's angle from $q$ */
@y
  double phi = 1e-3 * c->theta; /* the start's angle from $q$ */
@z
