chapter: web/svm.w
breaks: the Farkas vector from the active-set method takes +r_j instead of -r_j
@x
  for (int j = 0; j < g->q; j++) s->farkas[g->act[j]] = -g->r[j] > 0.0 ? -g->r[j] : 0.0;
@y
  for (int j = 0; j < g->q; j++) s->farkas[g->act[j]] = g->r[j] > 0.0 ? g->r[j] : 0.0;
@z
