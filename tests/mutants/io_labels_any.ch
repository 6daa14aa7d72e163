chapter: web/io.w
breaks: labels other than +1 and -1 are accepted by the loader
expect: equivalent: the loader's label test is doubled by mm_instance_refresh, which every instance passes through before use and which refuses labels other than +1 and -1 with the same message; the mutant removes one of two guards
@x
      if (in->Y[i] != 1.0 && in->Y[i] != -1.0) {
@y
      if (in->Y[i] != 1.0 && in->Y[i] != -1.0 && in->Y[i] != 0.5) {
@z
