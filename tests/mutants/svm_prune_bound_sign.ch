chapter: web/svm.w
breaks: the Cauchy-Schwarz skip of far rows uses + instead of - (skips rows that may be violated)
@x
    if (g->sref[r] - g->anorm[r] * delta > 0.0) continue;
@y
    if (g->sref[r] + g->anorm[r] * delta > 0.0) continue;
@z
