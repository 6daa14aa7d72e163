chapter: web/gen.w
breaks: the chosen optimal token gets no margin over the others (gap ignored)
@x
      mm_gen_set_score(in, i, c, mean + o->gap + o->scale * mm_rng_uniform(r));
@y
      mm_gen_set_score(in, i, c, mean + o->scale * mm_rng_uniform(r) - o->gap);
@z
