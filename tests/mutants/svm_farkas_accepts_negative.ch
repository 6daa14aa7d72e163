chapter: web/svm.w
breaks: the Farkas check accepts vectors with negative entries
@x
  return f->negative == 0.0 && f->gap > 0.0 && f->residual <= MM_SVM_CERT_TOL;
@y
  return f->gap > 0.0 && f->residual <= MM_SVM_CERT_TOL;
@z
