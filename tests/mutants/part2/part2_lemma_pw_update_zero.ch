chapter: proofs_checks/lemma_pw.w
breaks: part (b) subtracts W(K) from itself: the update it projects is zero and the statistic cannot fail
@x
    for (int b = 0; b < d; b++) dp += (long double)(W[a * d + b] - in->W[a * d + b]) * p[b];
@y
    for (int b = 0; b < d; b++) dp += (long double)(W[a * d + b] - W[a * d + b]) * p[b];
@z
@x
      long double x = (long double)(W[a * d + b] - in->W[a * d + b]) - dp * p[b] / pp;
@y
      long double x = (long double)(W[a * d + b] - W[a * d + b]) - dp * p[b] / pp;
@z
