chapter: web/io.w
breaks: a UTF-8 byte-order mark is no longer skipped
@x
  if (len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3)) buf += 3, len -= 3;
@y
  if (0 && len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3)) buf += 3, len -= 3;
@z
