#!/bin/bash
# make falsetheorems: the power of each theorem check against planted false
# versions of its own theorem.
#
# Each tests/falsetheorems/*.ch is a CWEB change file against one Part II
# chapter that makes the check test a plausible false claim (a wrong limit,
# a wrong constant, a wrong sign) against the true dynamics.  Its header
# lines (outside @x...@z) say
#     theorem: the result whose false version this is
#     chapter: proofs_checks/thm1.w
#     suite:   the Criterion suite that checks it (default: the chapter's name)
#     claims:  the false claim, in words
#     result:  the results of the paper it falsifies, as the report's
#              verdicts name them ("Theorem 5; Theorem 6")
#     filter:  (optional) the tests of that suite that can see the change,
#              when the others cannot and cost most of the suite's time
# For every change file the script builds the variant (scripts/variant_build.sh)
# and runs that suite ALONE, at each trial factor of FT_FACTORS (default
# "1 0.25"; suites listed in FT_QUARTER_ONLY, default "thm2 nonlinear", at
# 0.25 only, their default runs being beyond the budget), single-threaded
# under nice -n 19.  It reads the per-property tallies the run wrote
# (DIR/reports-F/verification/*.json): detected means the suite failed
# (a check that also fails unmutated does not count), aborted when it
# failed before any property tallied a trial; f is the largest
# fraction of a counted property's trials that failed, and n99 =
# ln 0.01 / ln(1 - f) the trials that detect the false claim with
# probability 0.99.  The unmutated suite is run once per factor
# and timed (FT_REUSE_BASELINE=1 keeps one from an earlier run).
# Each row carries the commit it was measured on and the time its run ended
# (UTC). FT_APPEND=1 keeps the rows of an earlier run (a results.tsv seeded
# from docs/power/results.tsv, say) and replaces only those of the false
# theorems run now at the same factor, so a table can be completed without
# measuring again what it holds.
# usage: scripts/falsetheorems.sh [tests/falsetheorems/NAME.ch ...]
# writes generated/falsetheorems/results.tsv and reports/power.{md,tex,json}.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=generated/falsetheorems
FACTORS=${FT_FACTORS:-1 0.25}
QUARTER_ONLY=" ${FT_QUARTER_ONLY-thm2 nonlinear} "
REPORTS=${MMATTN_REPORTS:-reports}
var() { make -s --no-print-directory print-"$1"; }
CC=$(var CC); CFLAGS=$(var CFLAGS); LDLIBS=$(var LDLIBS)
CFLAGS=${CFLAGS//-Werror/}
LIB=$(var LIB_MODULES); SUITES=$(var CHECK_SUITES); TESTS=$(var TEST_SUITES)
export ROOT CC CFLAGS LDLIBS LIB SUITES TESTS
source scripts/variant_build.sh
[[ -x generated/build/mmattn_checks ]] || { echo "falsetheorems: build first (make build)" >&2; exit 1; }
mkdir -p "$OUT" "$REPORTS"

# run_suite BINDIR DIR FILTER FACTOR: the suite alone (FILTER SUITE/* or the
# false theorem's filter); prints "rc seconds".
run_suite() {
  local t0=$(date +%s.%N) rc
  rm -rf "$2/reports-$4"; mkdir -p "$2/reports-$4"
  MMATTN_BIN=$1/mmattn MMATTN_TRIALS=$4 MMATTN_JOBS=1 MMATTN_REPORT_DIR=$2/reports-$4 \
    nice -n 19 timeout -k 10 "${FT_TIMEOUT:-3600}" "$1/mmattn_checks" --filter "$3" --jobs 1 --ascii \
    --tap="$2/tap-$4.txt" > "$2/log-$4.txt" 2>&1
  rc=$?
  echo "$rc $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN {printf "%.0f", b - a}')"
}
# tallies DIR FACTOR: one line per property: kind<TAB>claim/property<TAB>trials<TAB>tested<TAB>failed
tallies() {
  local f
  for f in "$1/reports-$2"/verification/*.json; do
    [[ -s $f ]] && jq -r '[.kind, (.claim + "/" + .property), .trials, (.passed + .failed), .failed] | @tsv' "$f"
  done
}
# The most powerful counted property: prints "property trials tested failed",
# observations and findings apart (they do not fail the suite).
best() {
  awk -F'\t' -v want="$2" '($1 == "observation" || $1 == "finding") == (want == "obs") && $3 > 0 {
    f = $5 / $3; if (!seen || f > bf) { seen = 1; bf = f; b = $2 "\t" $3 "\t" $4 "\t" $5 } }
    END { print seen ? b : "-\t0\t0\t0" }' "$1"
}
failed_tests() {
  grep -a '^not ok' "$1" 2>/dev/null | sed 's/^not ok[^-]*- //; s/ .*//' | sort -u | paste -sd, -
}

if [[ $# -gt 0 ]]; then list=("$@"); else list=(tests/falsetheorems/*.ch); fi
echo "falsetheorems: ${#list[@]} change files, factors $FACTORS (quarter only: $QUARTER_ONLY)" >&2
{ printf 'commit %s' "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  n=$(git status --porcelain --untracked-files=no -- web proofs_checks tests scripts 2>/dev/null | wc -l)
  [[ $n -gt 0 ]] && printf ' with %d uncommitted changes' "$n"; echo; } > "$OUT/commit"
commit=$(sed 's/^commit //' "$OUT/commit")
results=$OUT/results.tsv
# row NAME FACTOR FIELDS...: write one row, replacing that of NAME at FACTOR
# and a placeholder of NAME (not-run) at any factor.
row() {
  local n=$1 f=$2; shift 2
  if [[ -s $results ]]; then
    awk -F'\t' -v n="$n" -v f="$f" '!($1 == n && ($4 + 0 == f + 0 || $5 == "not-run"))' "$results" > "$results.tmp" && mv "$results.tmp" "$results"
  fi
  (IFS=$'\t'; printf '%s\n' "$*") >> "$results"
}
declare -A based # the baselines run by this run (once per suite, filter and factor)
[[ "${FT_APPEND:-0}" == 1 ]] || : > "$results"
for ch in "${list[@]}"; do
  name=$(basename "$ch" .ch)
  theorem=$(sed -n 's/^theorem: *//p' "$ch" | head -1)
  chapter=$(sed -n 's/^chapter: *//p' "$ch" | head -1)
  claims=$(sed -n 's/^claims: *//p' "$ch" | head -1)
  result=$(sed -n 's/^result: *//p' "$ch" | head -1)
  suite=$(sed -n 's/^suite: *//p' "$ch" | head -1)
  [[ -z $suite ]] && suite=$(basename "$chapter" .w)
  filt=$(sed -n 's/^filter: *//p' "$ch" | head -1)
  d=$OUT/$name
  build_variant "$d" "$chapter" "$ch"; b=$?
  outcome=built
  case $b in 10) outcome=did-not-apply ;; 11) outcome=no-change ;; 12) outcome=did-not-compile ;; esac
  for F in $FACTORS; do
    [[ $F != 0.25 && $QUARTER_ONLY == *" $suite "* ]] && continue
    bd=$OUT/baseline-$suite${filt:+-$(printf '%s' "${filt#*/}" | tr -c 'a-zA-Z0-9_' _)}
    if [[ ! -s $bd/time-$F || ( "${FT_REUSE_BASELINE:-0}" != 1 && -z "${based[$bd-$F]:-}" ) ]]; then
      based[$bd-$F]=1
      mkdir -p "$bd"
      read -r brc bs < <(run_suite "$ROOT/generated/build" "$bd" "${filt:-$suite/*}" "$F")
      echo "$brc $bs" > "$bd/time-$F"
      echo "falsetheorems: baseline $suite x$F: exit $brc, $bs s" >&2
    fi
    read -r brc bs < "$bd/time-$F"
    base_failed=$(failed_tests "$bd/tap-$F.txt")
    if [[ $outcome != built ]]; then
      row "$name" "$F" "$name" "$theorem" "$suite" "$F" "$outcome" "" "" 0 0 0 "" 0 0 0 "$claims" "" "$filt" "$commit" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$result"
      continue
    fi
    read -r rc secs < <(run_suite "$ROOT/$d/obj" "$d" "${filt:-$suite/*}" "$F")
    failed=$(failed_tests "$d/tap-$F.txt" | tr ',' '\n' | grep -vxF -f <(echo "$base_failed" | tr ',' '\n' | grep .) | paste -sd, -)
    if [[ $rc -eq 124 || $rc -eq 137 ]]; then det=timeout; elif [[ -n $failed ]]; then det=detected; else det=missed; fi
    tallies "$d" "$F" > "$d/tallies-$F.tsv"
    IFS=$'\t' read -r prop trials tested nfail < <(best "$d/tallies-$F.tsv" counted)
    IFS=$'\t' read -r oprop otrials otested onfail < <(best "$d/tallies-$F.tsv" obs)
    # A suite that failed before any property tallied a trial failed on its
    # mechanics (the variant aborted: an assertion about the run, not the
    # claim), which detects nothing.
    [[ $det == detected && $trials == 0 && $otrials == 0 ]] && det=aborted
    row "$name" "$F" "$name" "$theorem" "$suite" "$F" "$det" "$failed" "$prop" "$trials" "$tested" "$nfail" \
      "$oprop" "$otrials" "$onfail" "$secs" "$claims" "$bs" "$filt" "$commit" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$result"
    echo "falsetheorems: $name x$F: $det ($prop $nfail/$trials failed; observation $oprop $onfail/$otrials) ${secs}s" >&2
  done
done
scripts/power_report.sh "$results" "$REPORTS"
