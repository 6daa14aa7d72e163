chapter: web/tokens.w
breaks: a tie on the top score is not reported (opt is the first maximiser)
@x
      if (t != best && g[best] - g[t] <= tau) { opt[i] = -1; ties++; break; }
@y
      if (t != best && g[best] - g[t] < 0.0) { opt[i] = -1; ties++; break; }
@z
