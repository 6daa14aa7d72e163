#!/bin/bash
# Coverage of the book by the checks: one report for all suites together
# (reports/coverage/all/), one per claim family, i.e. per Criterion suite
# (reports/coverage/<suite>/), and an index page linking them.
# Expects the cov variant built in generated/cov/.
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
rm -rf "$OUT"; mkdir -p "$OUT"
suites=$("$CK" --list 2>&1 | sed -n 's/^\([A-Za-z0-9_]*\): [0-9]* tests\?$/\1/p')
[[ -n "$suites" ]] || { echo "coverage: no suites found" >&2; exit 1; }
rows=""
for s in $suites; do
  quiet lcov --quiet --zerocounters --directory generated/cov
  "$CK" --jobs 2 --filter "$s/*" >/dev/null 2>&1 || echo "coverage: suite $s had failures (see make check)" >&2
  capture "$s"
  quiet genhtml --quiet --title "mmattn: book lines executed by the $s checks" generated/cov/$s.info -o "$OUT/$s"
  pct=$(quiet lcov --summary generated/cov/$s.info 2>&1 | sed -n 's/.*lines\.*: *\([0-9.]*%\).*/\1/p')
  rows+="<tr><td><a href=\"$s/index.html\">$s</a></td><td>$pct</td></tr>"
done
quiet lcov --quiet --zerocounters --directory generated/cov
bash scripts/run_checks.sh cov >/dev/null || echo "coverage: checks had failures (see make check)" >&2
capture all
quiet genhtml --quiet --title "mmattn: coverage of the book by all checks" generated/cov/all.info -o "$OUT/all"
total=$(quiet lcov --summary generated/cov/all.info 2>&1 | sed -n 's/.*lines\.*: *\([0-9.]*%\).*/\1/p')
cat > "$OUT/index.html" <<HTML
<!doctype html><html><head><meta charset="utf-8"><title>mmattn coverage</title></head><body>
<h1>mmattn: which lines of the book each claim's checks execute</h1>
<p>Each row is one claim family (a Criterion suite of Part II) run alone; its report shows
the .w source of the book with the lines that suite executed. <a href="all/index.html">All
checks together</a>: $total of the book's lines.</p>
<table border="1" cellpadding="4"><tr><th>claim family</th><th>lines of the book executed</th></tr>
$rows
</table></body></html>
HTML
echo "coverage: $OUT/index.html (all checks: $total of the book's lines)"
