#!/bin/bash
# make mutants: measure the power of the checks with planted bugs.
#
# Each tests/mutants/*.ch is a CWEB change file against one chapter of the
# book, with one plausible defect; its header lines (outside @x...@z, which
# ctangle ignores) say
#     chapter: web/model.w
#     breaks:  what the defect breaks
#     expect:  killed | equivalent: why | out of scope: why   (optional)
# For each mutant this script tangles its chapter with the change file into a
# private copy of generated/, recompiles what changed, links the command and
# the checks, runs every check (at MUTANT_TRIALS times the trial counts) and
# records: killed (the checks that failed or crashed, or a timeout),
# survived, did-not-apply (the change file no longer matches the web) or
# did-not-compile. The mutants run MUTANT_JOBS at a time (default 2, the
# cores of this machine), each check run single-threaded.
#
# usage: scripts/mutants.sh [tests/mutants/NAME.ch ...]   (default: all)
# writes reports/mutants.{md,json,tex} and generated/mutants/NAME/ (logs).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
TRIALS=${MUTANT_TRIALS:-0.25}
JOBS=${MUTANT_JOBS:-2}
TIMEOUT=${MUTANT_TIMEOUT:-900}
OUT=generated/mutants
# MUTANT_FILTER (a Criterion --filter pattern) restricts the checks run, for
# trying one mutant against the checks meant to kill it; the report then
# says which filter was used.
FILTER=(); [[ -n "${MUTANT_FILTER:-}" ]] && FILTER=(--filter "$MUTANT_FILTER")
REPORTS=${MMATTN_REPORTS:-reports}

var() { make -s --no-print-directory print-"$1"; }
CC=$(var CC); CFLAGS=$(var CFLAGS); LDLIBS=$(var LDLIBS)
# A mutant may leave a variable or parameter unused; that is no reason to
# reject it, so warnings are not errors here.
CFLAGS=${CFLAGS//-Werror/}
LIB=$(var LIB_MODULES); SUITES=$(var CHECK_SUITES); TESTS=$(var TEST_SUITES)
[[ -x generated/build/mmattn_checks ]] || { echo "mutants: build first (make build)" >&2; exit 1; }

# One mutant: prints one tab-separated line
#   name  chapter  outcome  seconds  failed-checks  breaks  expect
run_one() {
  local ch=$1 name chapter breaks expect d t0 changed f
  name=$(basename "$ch" .ch)
  chapter=$(sed -n 's/^chapter: *//p' "$ch" | head -1)
  breaks=$(sed -n 's/^breaks: *//p' "$ch" | head -1)
  expect=$(sed -n 's/^expect: *//p' "$ch" | head -1)
  d=$OUT/$name; rm -rf "$d"; mkdir -p "$d/src" "$d/obj" "$d/reports"
  t0=$(date +%s)
  emit() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$chapter" "$1" \
    "$(( $(date +%s) - t0 ))" "$2" "$breaks" "${expect:-killed}"; }
  if [[ -z "$chapter" || ! -f "$chapter" ]]; then emit bad-header ""; return; fi
  cp generated/*.c generated/*.h "$d/src/"
  if ! (cd "$d/src" && ctangle -bhp "$ROOT/$chapter" "$ROOT/$ch" _main.c) > "$d/tangle.log" 2>&1; then
    emit did-not-apply ""; return
  fi
  rm -f "$d/src/_main.c"
  # Which tangled files did the change alter? A header forces a full rebuild.
  changed=()
  for f in "$d"/src/*.[ch]; do
    cmp -s <(grep -v '^#line' "$f") <(grep -v '^#line' "generated/$(basename "$f")") || changed+=("$(basename "$f")")
  done
  if [[ ${#changed[@]} -eq 0 ]]; then emit no-change ""; return; fi
  cp generated/build/*.o "$d/obj/"
  local rebuild=() m
  if printf '%s\n' "${changed[@]}" | grep -q '\.h$'; then
    for m in $LIB $SUITES mmattn; do rebuild+=("$m"); done
    for m in $TESTS; do rebuild+=("t_$m"); done
  else
    for f in "${changed[@]}"; do rebuild+=("${f%.c}"); done
  fi
  for m in "${rebuild[@]}"; do
    if [[ $m == t_* ]]; then
      (cd "$d/src" && $CC $CFLAGS -I. -c "$ROOT/tests/${m#t_}.c" -o ../obj/$m.o) >> "$d/build.log" 2>&1
    elif [[ -f "$d/src/$m.c" ]]; then
      (cd "$d/src" && $CC $CFLAGS -c $m.c -o ../obj/$m.o) >> "$d/build.log" 2>&1
    else continue; fi || { emit did-not-compile ""; return; }
  done
  local o=$d/obj
  { rm -f $o/libmmattn.a && ar rcs $o/libmmattn.a $(for m in $LIB; do echo $o/$m.o; done) &&
    $CC -o $o/mmattn $o/mmattn.o $o/libmmattn.a $LDLIBS &&
    $CC -o $o/mmattn_checks $(for m in $SUITES; do echo $o/$m.o; done) \
      $(for m in $TESTS; do echo $o/t_$m.o; done) $o/libmmattn.a -lcriterion $LDLIBS
  } >> "$d/build.log" 2>&1 || { emit did-not-compile ""; return; }
  MMATTN_BIN=$ROOT/$o/mmattn MMATTN_TRIALS=$TRIALS MMATTN_REPORT_DIR=$ROOT/$d/reports \
    timeout -k 10 "$TIMEOUT" "$o/mmattn_checks" ${MUTANT_FILTER:+--filter "$MUTANT_FILTER"} --jobs 1 --ascii --tap="$d/tap.txt" \
    > "$d/run.log" 2>&1
  local rc=$? failed
  failed=$(grep -a '^not ok' "$d/tap.txt" 2>/dev/null | sed 's/^not ok[^-]*- //; s/ .*//' | sort -u \
    | grep -vxF -f "$OUT/baseline.failed" | paste -sd, -)
  if [[ $rc -eq 124 || $rc -eq 137 ]]; then emit killed "timeout${failed:+,$failed}"
  elif [[ -n "$failed" ]]; then emit killed "$failed"
  elif [[ $rc -ne 0 && ! -s "$OUT/baseline.failed" ]]; then emit killed "runner-exit-$rc"
  else emit survived ""; fi
}
export -f run_one
export ROOT TRIALS TIMEOUT OUT CC CFLAGS LDLIBS LIB SUITES TESTS MUTANT_FILTER

if [[ $# -gt 0 ]]; then list=("$@"); else list=(tests/mutants/*.ch); fi
mkdir -p "$OUT" "$REPORTS"
echo "mutants: ${#list[@]} change files, $JOBS at a time, trials x$TRIALS${MUTANT_FILTER:+, checks $MUTANT_FILTER}" >&2
start=$(date +%s)
# The baseline: the unmutated build at the same trial factor. A check that
# fails there cannot kill a mutant; it is named in the report instead.
MMATTN_BIN=$ROOT/generated/build/mmattn MMATTN_TRIALS=$TRIALS MMATTN_REPORT_DIR=$ROOT/$OUT/baseline \
  generated/build/mmattn_checks "${FILTER[@]}" --jobs "$JOBS" --ascii --tap="$OUT/baseline.tap" > "$OUT/baseline.log" 2>&1
grep -a '^not ok' "$OUT/baseline.tap" | sed 's/^not ok[^-]*- //; s/ .*//' | sort -u > "$OUT/baseline.failed"
if [[ -s "$OUT/baseline.failed" ]]; then
  echo "mutants: the unmutated build fails at trials x$TRIALS (excluded from the verdicts):" >&2
  sed 's/^/mutants:   /' "$OUT/baseline.failed" >&2
fi
grep -aq '^ok\|^not ok' "$OUT/baseline.tap" || { echo "mutants: the baseline run tested nothing" >&2; exit 1; }
printf '%s\n' "${list[@]}" | xargs -P "$JOBS" -I{} bash -c 'run_one "$1"' _ {} \
  | tee "$OUT/results.tsv" | awk -F'\t' '{printf "mutants: %-28s %-16s %s\n", $1, $3, $5}' >&2
wall=$(( $(date +%s) - start ))
scripts/mutants_report.sh "$OUT/results.tsv" "$wall" "$TRIALS" "$REPORTS" "$OUT/baseline.failed"
