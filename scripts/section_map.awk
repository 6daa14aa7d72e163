# Print "file first_line section" for every section of the woven book, in
# cweave's numbering: the master web's sections and those of every @i file,
# in order.  A section starts at a line that begins with "@ ", "@*", "@" and a
# tab, or a lone "@".  usage: awk -f section_map.awk web/mmattn.w
function scan(f, dir,    line, n, inc) {
  n = 0
  while ((getline line < f) > 0) {
    n++
    if (line ~ /^@i /) {
      inc = line; sub(/^@i +/, "", inc); sub(/ .*/, "", inc)
      if ((getline tmp < ("web/" inc)) > 0) { close("web/" inc); scan("web/" inc) }
      else scan("proofs_checks/" inc)
      continue
    }
    if (line ~ /^@([ \t*]|$)/) print f, n, ++sec
  }
  close(f)
}
BEGIN { sec = 0; scan(ARGV[1]); exit }
