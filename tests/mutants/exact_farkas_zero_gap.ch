chapter: web/exact.w
breaks: the exact Farkas check accepts b^T y = 0 (a vector that proves nothing)
@x
  if (st == MM_OK && mpq_sgn(bty) <= 0) st = mm_fail(MM_ENUMERIC, "exact: the Farkas vector does not verify (b^T y <= 0)");
@y
  if (st == MM_OK && mpq_sgn(bty) < 0) st = mm_fail(MM_ENUMERIC, "exact: the Farkas vector does not verify (b^T y <= 0)");
@z
