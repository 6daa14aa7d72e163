chapter: web/model.w
breaks: the v-gradient drops the label Y_i
@x
  double c = mm_dloss(in->loss, u) / in->n * (centred ? 1.0 : in->Y[i]);
@y
  double c = mm_dloss(in->loss, u) / in->n;
@z
