chapter: web/prop.w
breaks: the runner counts a failed trial as a skip: no property ever fails
@x
  pr->failed++; c->failed++;
@y
  pr->skipped++; c->skipped++;
@z
