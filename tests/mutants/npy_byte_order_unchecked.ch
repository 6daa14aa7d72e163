chapter: web/npy.w
breaks: a big-endian dtype ('>f8') is accepted and read as little-endian (silently wrong numbers)
@x
  if (strlen(descr) < 3 || (descr[0] != '<' && descr[0] != '|' && descr[0] != '=')
@y
  if (strlen(descr) < 3
@z
