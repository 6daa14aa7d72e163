chapter: web/real.w
breaks: training steps p up the gradient (ascent) while W and v descend
@x
  for (int a = 0; a < d; a++) { res->p[a] -= o->lr * gp[a]; res->v[a] -= o->lr * gv[a]; }
@y
  for (int a = 0; a < d; a++) { res->p[a] += o->lr * gp[a]; res->v[a] -= o->lr * gv[a]; }
@z
