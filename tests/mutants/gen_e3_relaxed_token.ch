chapter: web/gen.w
breaks: E3-relaxed's third input keeps the tight token (0.5, 1)
@x
  if (name[3] == 'r') x[11] = 1.5;
@y
  if (name[3] == 'r') x[11] = 1.0;
@z
