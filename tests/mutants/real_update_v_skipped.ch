chapter: web/real.w
breaks: training never updates the head v
@x
  for (int a = 0; a < d; a++) { res->p[a] -= o->lr * gp[a]; res->v[a] -= o->lr * gv[a]; }
@y
  for (int a = 0; a < d; a++) { res->p[a] -= o->lr * gp[a]; res->v[a] -= 0.0 * gv[a]; }
@z
