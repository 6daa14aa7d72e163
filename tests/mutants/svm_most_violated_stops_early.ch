chapter: web/svm.w
breaks: the active-set loop stops at the first refinement even if a row is violated
@x
if (gi_most_violated(&g) < 0) { st = MM_OK; break; }
@y
if (1) { st = MM_OK; break; }
@z
