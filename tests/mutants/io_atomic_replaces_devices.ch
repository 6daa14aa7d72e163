chapter: web/io.w
breaks: the atomic write replaces device nodes and FIFOs by a regular file
@x
  *direct = access(*target, F_OK) == 0 && !S_ISREG(st.st_mode);
@y
  *direct = 0;
@z
