chapter: web/exact.w
breaks: exact optimal tokens: a score equal to the best is not a tie (the first of two tied tokens is called optimal)
@x
      if (c > 0) { b = t; tied = 0; mpq_set(best, g); } else if (c == 0) tied = 1;
@y
      if (c > 0) { b = t; tied = 0; mpq_set(best, g); } else if (c == 0) tied = 0;
@z
