# Report rows of the woven book (generated/book/mmattn.tex): every call
# mm_prop_begin(&x, "claim", "property", ...) in the checks gives the row
# claim/property, found in the section that opens it; a family of rows whose
# names a function completes, mm_prop_begin(&x, "claim", f("base", ...), ...)
# (rows base.logistic, base.start_0,1,0, ...), gives the row claim/base.  Writes, for the book's
# limbo (web/mmattn.w), \rowdef{claim/property}{section} lines to the file
# named by the variable REF, and prints index entries \I\.{claim/property}, \[N].
# (the section underlined: it defines the row) for scripts/book_index.awk's
# caller to merge into mmattn.idx.  Rows whose names are variables are not
# found and get no entry.
{
  line = $0
  while (line ~ /%$/ && (getline nxt) > 0) { sub(/%$/, "", line); line = line nxt }
  gsub(/\}\\\)\\\.\{/, "", line)   # a long string that cweave broke: }\)\.{
  if (match(line, /^\\[MN]\{[0-9]+\}(\{[0-9]+\})?/)) {
    s = substr(line, RSTART, RLENGTH); gsub(/[^0-9}]/, "", s)
    n = split(s, parts, "}"); sec = parts[n - 1]
  }
  rest = line
  while (match(rest, /prop\\_begin\}\(\{\\AND\}[^,]*,\\39\\\.\{"[A-Za-z0-9\\_]+"\},\\39(\\\\\{[A-Za-z0-9\\_]+\}\()?\\\.\{"[A-Za-z0-9\\_]+"\}/)) {
    m = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
    split(m, q, "\"")
    row = q[2] "/" q[4]
    if (!(row in seen)) { seen[row] = sec; order[++nrows] = row }
  }
}
END {
  for (i = 1; i <= nrows; i++) {
    row = order[i]
    printf "\\rowdef{%s}{%s}\n", row, seen[row] > REF
    printf "\\I\\.{%s}, \\[%s].\n", row, seen[row]
  }
}
