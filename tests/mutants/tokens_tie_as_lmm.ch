chapter: web/tokens.w
breaks: a tie on a support token is reported as locally optimal
@x
  else if (diff <= tau && sel->kind == MM_SEL_LMM) { sel->kind = MM_SEL_TIE; sel->where_i = i; sel->where_t = t; }
@y
  else if (diff < -tau && sel->kind == MM_SEL_LMM) { sel->kind = MM_SEL_TIE; sel->where_i = i; sel->where_t = t; }
@z
