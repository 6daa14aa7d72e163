chapter: web/tokens.w
breaks: the NGD search reads the selection as the token with the smallest logit
@x
      if (l > bl) { bl = l; best = t; }
@y
      if (l < bl) { bl = l; best = t; }
@z
