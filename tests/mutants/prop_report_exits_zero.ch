chapter: web/prop.w
breaks: the report tool exits 0 when a property failed (make check would pass over a failure)
@x
  return failed ? 1 : 0;
@y
  return 0;
@z
