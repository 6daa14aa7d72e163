result: Lemma 1
theorem: Lemma 1 (p and W)
chapter: proofs_checks/lemma_pw.w
claims: the W-SVM solution is q p^T/|p|^2 with q the ATT-SVM on the keys X W(0) instead of the tokens X
plausible: the ATT-SVM everywhere else in the paper is on the keys; on the W-SVM the keys are what is being trained
@x
  if (mm_svm_att_on_tokens(in, alpha, NULL, &q) != MM_OK) { mm_svm_free(&q); return NAN; }
@y
  if (mm_svm_att(in, alpha, NULL, &q) != MM_OK) { mm_svm_free(&q); return NAN; }
@z
