chapter: proofs_checks/thm3.w
breaks: every run starts 1e-3 theta from q instead of anywhere up to the cone's boundary: the cone is never tested
@x
  thm_cone_point(r, q, d, c->R, boundary ? c->theta : c->theta * mm_rng_uniform(r), p);
@y
  thm_cone_point(r, q, d, c->R, 1e-3 * c->theta, p);
@z
