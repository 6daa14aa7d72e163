#!/bin/bash
# Coverage of the book by the checks (make coverage; expects the cov variant
# built in generated/cov/).  Writes reports/coverage/:
#   index.html        the headline, library (Part I) and checks (Part II) apart,
#                     and one row per claim family (a Criterion suite)
#   all/              the .w source of the whole book, lines run by all checks
#                     (the union of the suites' runs: every check runs once)
#   <suite>/          the .w source of the chapters that claim is about, with
#                     the lines its checks alone executed there
#   <suite>/sections.html  the same per section of the book, each section
#                     linked to the woven book (mmattn.pdf#sec.N) and to its
#                     first line on the .w source page
# A claim's percentage is taken over the chapters it is about (the table
# CHAPTERS below), not over the whole book.
set -euo pipefail
OUT=reports/coverage
CK=generated/cov/mmattn_checks
export MMATTN_REPORT_DIR=generated/cov/reports MMATTN_BIN=$PWD/generated/cov/mmattn
quiet() { "$@" 2> >(grep -v 'redefined at' >&2); }
capture() { # $1 = name of the tracefile to write
  quiet lcov --quiet --capture --directory generated/cov --base-directory generated \
    --output-file generated/cov/$1.raw.info
  quiet lcov --quiet --extract generated/cov/$1.raw.info '*.w' --output-file generated/cov/$1.info
}
pct() { quiet lcov --summary "$1" 2>&1 | sed -n 's/.*lines\.*: *\([0-9.]*%\).*/\1/p'; }

# The library chapters (web/*.w) each claim family is about.
declare -A CHAPTERS=(
  [model]="model base"          [gen]="gen"                  [io]="io"
  [prop]="prop"                 [svm]="svm lp"               [tokens]="tokens"
  [dyn]="dyn dyn_ngd dyn_wtrain dyn_joint dyn_nl dyn_path"
  [experiments]="experiments"   [real]="real"                [cli]="cli io"
  [scale]="cli io npy"          [cert]="svm lp tokens"       [exact]="exact"
  [vit]="vit"                  [nuclear]="nuclear"
  [lemma_pw]="dyn_wtrain svm"   [descent]="dyn"              [thm1]="dyn_path"
  [thm2]="dyn dyn_ngd"          [thm3]="dyn_ngd tokens"      [thm4]="dyn_ngd dyn_path tokens"
  [limit]="dyn_ngd tokens"      [nonlinear]="dyn_nl dyn_path" [joint]="dyn_joint svm"
  [strict]="dyn tokens"         [losses]="dyn_ngd model"
)   # a suite not listed (regress: regression reproducers) is measured on the whole library

# sections.html of one claim: per section of its chapters, lines executed of
# lines instrumented.  $1 suite, $2 tracefile, $3 output directory.
sections_page() {
  local s=$1 info=$2 dir=$3
  awk -v suite="$s" -v dir="$dir" '
    FNR == NR { sf[$1, ++nsec[$1]] = $2; sn[$1, nsec[$1]] = $3; next }  # section map
    /^SF:/ { g = substr($0, 4); next }
    /^DA:/ && (g in nsec) { split(substr($0, 4), a, ","); l = a[1] + 0; c = a[2] + 0
             i = 0; for (j = 1; j <= nsec[g]; j++) if (sf[g, j] <= l) i = j
             if (i == 0) next
             key = sn[g, i]; file[key] = g; first[key] = sf[g, i]
             tot[key]++; if (c > 0) hit[key]++ }
    END {
      print "<!doctype html><html><head><meta charset=\"utf-8\"><title>" suite " by section</title></head><body>"
      print "<h1>Lines of the book executed by the " suite " checks, per section</h1>"
      print "<p>Only sections with instrumented code in the chapters this claim is about. The section"
      print "number links to the woven book, the file name to the .w source with the executed lines marked.</p>"
      print "<table border=\"1\" cellpadding=\"3\"><tr><th>section</th><th>chapter file</th><th>lines executed</th><th>of</th></tr>"
      n = 0; for (k in tot) keys[++n] = k + 0
      for (x = 1; x <= n; x++) for (y = x + 1; y <= n; y++) if (keys[y] < keys[x]) { t = keys[x]; keys[x] = keys[y]; keys[y] = t }
      for (x = 1; x <= n; x++) { k = keys[x]; f = file[k]; b = f; sub(/.*\//, "", b)
        printf "<tr><td><a href=\"../../mmattn.pdf#sec.%d\">%d</a></td><td><a href=\"%s#%d\">%s</a></td><td>%d</td><td>%d</td></tr>\n", k, k, page[b], first[k], f, hit[k] + 0, tot[k] }
      print "</table></body></html>" }
    ' <(awk -f scripts/section_map.awk web/mmattn.w) \
      <(sed "s#^SF:.*/\(web\|proofs_checks\)/#SF:\1/#" "$info") > "$dir/sections.tmp"
  # link each file to the page genhtml wrote for it
  local sedargs=()
  while IFS= read -r p; do
    local b; b=$(basename "$p" .gcov.html)
    sedargs+=(-e "s|href=\"#\\([0-9]*\\)\">\\([a-z_]*/\\)\\?$b<|href=\"${p#$dir/}#\\1\">\\2$b<|")
  done < <(find "$dir" -name '*.w.gcov.html')
  sed "${sedargs[@]}" "$dir/sections.tmp" | sed 's|href="#|href="index.html#|' > "$dir/sections.html"
  rm -f "$dir/sections.tmp"
}

rm -rf "$OUT"; mkdir -p "$OUT"
suites=$("$CK" --list 2>&1 | sed -n 's/^\([A-Za-z0-9_]*\): [0-9]* tests\?$/\1/p')
[[ -n "$suites" ]] || { echo "coverage: no suites found" >&2; exit 1; }
rows="" texrows=""
for s in $suites; do
  if [[ -z ${COVERAGE_RENDER_ONLY:-} ]]; then
    quiet lcov --quiet --zerocounters --directory generated/cov
    "$CK" --jobs 2 --filter "$s/*" >/dev/null 2>&1 || echo "coverage: suite $s had failures (see make check)" >&2
    capture "$s"
  fi
  chapters=${CHAPTERS[$s]:-}
  if [[ -z "$chapters" ]]; then # a suite about no one chapter: the whole library
    chapters=$(cd web && ls *.w | sed 's/\.w$//' | grep -v '^\(mmattn\|results\)$' | tr '\n' ' ')
  fi
  pats=(); for c in $chapters; do pats+=("*/web/$c.w"); done
  quiet lcov --quiet --extract generated/cov/$s.info "${pats[@]}" --output-file generated/cov/$s.lib.info
  quiet lcov --quiet --extract generated/cov/$s.info '*/proofs_checks/*' '*/tests/*' --output-file generated/cov/$s.chk.info || true
  quiet genhtml --quiet --title "mmattn: the chapters $chapters, lines executed by the $s checks" \
    generated/cov/$s.lib.info -o "$OUT/$s"
  sections_page "$s" generated/cov/$s.lib.info "$OUT/$s"
  p=$(pct generated/cov/$s.lib.info)
  list=""; for c in $chapters; do list+="$c.w "; done
  rows+="<tr><td>$s</td><td>${list% }</td><td><a href=\"$s/index.html\">$p</a></td><td><a href=\"$s/sections.html\">by section</a></td></tr>"$'\n'
  texrows+="\\.{${s//_/\\_}}&${list//_/\\_}&${p//%/\\%}\\cr"$'\n'
done
# All checks together: the union of the suites' tracefiles (the checks are
# run once, suite by suite, above).
adds=(); for s in $suites; do adds+=(--add-tracefile "generated/cov/$s.info"); done
quiet lcov --quiet "${adds[@]}" --output-file generated/cov/all.info
quiet lcov --quiet --extract generated/cov/all.info '*/web/*' --output-file generated/cov/all.lib.info
quiet lcov --quiet --extract generated/cov/all.info '*/proofs_checks/*' --output-file generated/cov/all.chk.info
quiet genhtml --quiet --title "mmattn: coverage of the book by all checks" generated/cov/all.info -o "$OUT/all"
lib=$(pct generated/cov/all.lib.info); chk=$(pct generated/cov/all.chk.info); total=$(pct generated/cov/all.info)
cat > "$OUT/index.html" <<HTML
<!doctype html><html><head><meta charset="utf-8"><title>mmattn coverage</title></head><body>
<h1>mmattn: which lines of the book the checks execute</h1>
<p><b>The library (Part I, web/*.w): $lib of its lines are executed by all checks together.</b>
The checks' own code (Part II, proofs_checks/*.w): $chk. Both together: $total.
<a href="all/index.html">The whole book's source</a> with the executed lines marked.</p>
<p>Each row below is one claim family (a Criterion suite) run alone. Its percentage is taken
over the library chapters the claim is about, listed in the row; its report shows those
chapters' .w source with the lines the claim's checks executed, and its section table links
every section to the woven book.</p>
<table border="1" cellpadding="4"><tr><th>claim family</th><th>chapters it is about</th>
<th>lines executed there</th><th>per section</th></tr>
$rows</table></body></html>
HTML
# The same table for the record volume (reports/record.pdf), with the commit and date.
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD -- web proofs_checks 2>/dev/null || commit="$commit (with uncommitted changes)"
{
  printf '\\noindent{\\bf Coverage of commit %s}, run %s: the library (Part~I) %s of its lines, the checks%s own code %s, together %s. Each row is one claim family run alone, over the chapters it is about.\\par\\medskip\n' \
    "$commit" "$(date -u '+%Y-%m-%d %H:%M UTC')" "${lib//%/\\%}" "'" "${chk//%/\\%}" "${total//%/\\%}"
  printf '{\\eightrm\\baselineskip=9.5pt\\halign{#\\hfil\\enspace&\\vtop{\\hsize=300pt\\raggedright\\noindent#\\strut}\\enspace&\\hfil#\\cr\n'
  printf '\\bf claim family&\\bf chapters it is about&\\bf lines executed\\cr\\noalign{\\smallskip}\n'
  printf '%s' "$texrows"
  printf '}}\n'
} > "$OUT/summary.tex"
echo "coverage: $OUT/index.html (library: $lib of its lines; checks' own code: $chk; together $total)"
