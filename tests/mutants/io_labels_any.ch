chapter: web/io.w
breaks: labels other than +1 and -1 are accepted by the loader
@x
      if (in->Y[i] != 1.0 && in->Y[i] != -1.0) {
@y
      if (in->Y[i] != 1.0 && in->Y[i] != -1.0 && in->Y[i] != 0.5) {
@z
