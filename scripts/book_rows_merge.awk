# Merge the report rows' index entries (the file ROWS, from scripts/book_rows.awk)
# into the woven index (standard input, mmattn.idx as scripts/book_index.awk
# left it): each row goes before the first entry whose key sorts after it, the
# key being the entry's head in lower case without TeX markup.
function key(e,   k) {
  k = e; sub(/,.*/, "", k); sub(/^\\I/, "", k)
  gsub(/\\_/, "_", k); gsub(/\\[.&|\\]|[{}]/, "", k)
  return tolower(k)
}
BEGIN {
  while ((getline r < ROWS) > 0) { nr++; row[nr] = r; rkey[nr] = key(r) }
  # the rows in key order (insertion sort: a few hundred at most)
  for (i = 2; i <= nr; i++) for (j = i; j > 1 && rkey[j] < rkey[j-1]; j--) {
    t = row[j]; row[j] = row[j-1]; row[j-1] = t; t = rkey[j]; rkey[j] = rkey[j-1]; rkey[j-1] = t }
  next_row = 1
}
/^\\I/ {
  k = key($0)
  while (next_row <= nr && rkey[next_row] < k) print row[next_row++]
}
{ print }
END { while (next_row <= nr) print row[next_row++] }
