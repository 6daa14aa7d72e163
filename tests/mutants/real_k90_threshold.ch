chapter: web/real.w
breaks: k90 counts the patches holding 50 % of the mass instead of 90 %
@x
  while (k < T && c < 0.9L) c += work[k++];
@y
  while (k < T && c < 0.5L) c += work[k++];
@z
