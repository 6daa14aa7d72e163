chapter: web/tokens.w
breaks: a support token that scores higher is called a tie, not a violation (>= for >)
@x
  if (diff < -tau) { sel->kind = MM_SEL_NOT_LOCAL; sel->where_i = i; sel->where_t = t; }
@y
  if (diff < -tau - 1.0) { sel->kind = MM_SEL_NOT_LOCAL; sel->where_i = i; sel->where_t = t; }
@z
