# Keep the index entries a reader looks up: the library's names (mm_..., MM_...),
# the types it defines, user-visible messages (@.) and the paper's labels and
# other topics (@^, @:).  Dropped: local variables, C library names, test names.
# An entry starts with \I and may continue on the following lines.
function flush() {
  if (entry == "") return
  head = entry
  sub(/^\\I/, "", head)
  keep = 0
  if (head ~ /^\\\\\{/ || head ~ /^\\&\{/) {          # identifiers, types
    keep = (head ~ /^\\.\{(mm|MM)\\_/)
  } else if (head ~ /^\\\|\{/) {                       # one-letter names
    keep = 0
  } else if (head ~ /^\\\.\{/) {                       # strings and CAPITAL names
    name = head; sub(/\}.*/, "", name); sub(/^\\\.\{/, "", name)
    keep = (name ~ /^MM\\_/) || (name !~ /^[A-Z0-9\\_]+$/)
  } else keep = 1                                      # @^ topics, @: entries
  if (keep) printf "%s", entry
  entry = ""
}
/^\\I/ { flush() }
{ entry = entry $0 "\n" }
END { flush() }
