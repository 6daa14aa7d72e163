chapter: web/model.w
breaks: the softmax forgets to subtract the largest logit (overflow at large logits)
@x
  for (int t = 0; t < T; t++) { s[t] = exp(a[t] - amax); z += s[t]; }
@y
  for (int t = 0; t < T; t++) { s[t] = exp(a[t]); z += s[t]; }
@z
