chapter: web/io.w
breaks: output files get mode 0600 whatever the umask
@x
  if (m == (mode_t)-1) { mode_t u = umask(022); umask(u); m = 0666 & ~u; }
@y
  if (m == (mode_t)-1) { mode_t u = umask(022); umask(u); m = 0600 | (0 & u); }
@z
