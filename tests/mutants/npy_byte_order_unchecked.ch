chapter: web/npy.w
breaks: a big-endian dtype ('>f8') is accepted and read as little-endian (silently wrong numbers)
@x
  if (dl < 3 || k != dl || (descr[0] != '<' && descr[0] != '|' && descr[0] != '=') || descr[1] == '\0' || !strchr("fiuU", descr[1])
@y
  if (dl < 3 || k != dl || descr[1] == '\0' || !strchr("fiuU", descr[1])
@z
