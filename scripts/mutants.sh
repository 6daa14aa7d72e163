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
# the checks, and runs the checks (at MUTANT_TRIALS times the trial counts)
# in two passes:
#   targeted: the check suites of the mutated chapter (the map below), one
#             suite at a time, fastest first; the first suite with
#             a failing check kills the mutant and the rest is not run;
#   full:     a mutant that survives the targeted pass runs every check, so
#             a survivor has always met the whole suite.
# It records: killed (the checks that failed or crashed, or a timeout, and
# the pass that killed), survived, did-not-apply (the change file no longer
# matches the web) or did-not-compile. The mutants run MUTANT_JOBS at a time
# (default 2, the cores of this machine), each check run single-threaded.
#
# usage: scripts/mutants.sh [tests/mutants/NAME.ch ...]   (default: all)
# writes reports/mutants.{md,json,tex} and generated/mutants/NAME/ (logs).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
TRIALS=${MUTANT_TRIALS:-0.25}
JOBS=${MUTANT_JOBS:-2}
OUT=generated/mutants
# MUTANT_FILTER (a Criterion --filter pattern) restricts the checks run, for
# trying one mutant against the checks meant to kill it; the report then
# says which filter was used.
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
  # A mutant may name the suites that exercise it (suites: ...), for a
  # chapter whose code several suites share (the theorem checks' subroutines).
  local own; own=$(sed -n 's/^suites: *//p' "$ch" | head -1)
  # A mutant may also name the one test that exercises it (filter: a
  # Criterion filter, SUITE/TEST): its targeted pass then runs that test
  # alone, for a chapter whose suite holds far costlier tests besides.
  local only; only=$(sed -n 's/^filter: *//p' "$ch" | head -1)
  d=$OUT/$name
  t0=$(date +%s)
  emit() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$chapter" "$1" \
    "$(( $(date +%s) - t0 ))" "$2" "$breaks" "${expect:-killed}" "${3:-}"; }
  if [[ -z "$chapter" || ! -f "$chapter" ]]; then emit bad-header ""; return; fi
  build_variant "$d" "$chapter" "$ch"
  case $? in 10) emit did-not-apply ""; return ;; 11) emit no-change ""; return ;; 12) emit did-not-compile ""; return ;; esac
  # Targeted pass: the suites of the mutated chapter, one at a time.
  local s failed rc
  if [[ -z "${MUTANT_FILTER:-}" ]]; then
    for s in ${only:-$(by_baseline_time ${own:-$(suites_of "$chapter")})}; do
      run_checks "$d" "${s//\//.}" "$(filter_of "$s")" "$(suite_timeout "$s")"; rc=$?
      failed=$(failed_in "$d/tap.${s//\//.}.txt")
      if [[ $rc -eq 124 || $rc -eq 137 ]]; then emit killed "timeout($s)${failed:+,$failed}" "targeted:$s"; return
      elif [[ -n "$failed" ]]; then emit killed "$failed" "targeted:$s"; return; fi
    done
  fi
  # Part II: a mutant of a theorem check that the true dynamics pass weakens
  # the check, and only a claim that is false can show it. It is built again
  # together with each planted false theorem that its suites detect
  # unmutated (power_partners), and killed when that false theorem is no
  # longer detected: the mutant hides it. Part II mutants have no full pass
  # (a theorem check's defect shows in its own suites or nowhere).
  if [[ $chapter == proofs_checks/* && -z "${MUTANT_FILTER:-}" ]]; then
    local ft fch fchap fsuite fflt apart=""
    for ft in $(power_partners "$chapter" "$own"); do
      fch=tests/falsetheorems/$ft.ch
      fchap=$(sed -n 's/^chapter: *//p' "$fch" | head -1)
      fsuite=$(sed -n 's/^suite: *//p' "$fch" | head -1); [[ -z $fsuite ]] && fsuite=$(basename "$fchap" .w)
      fflt=$(sed -n 's/^filter: *//p' "$fch" | head -1) # the tests its measurement ran (scripts/falsetheorems.sh)
      # A false theorem whose change file edits the lines the mutant edits
      # cannot be built with it; the survivor's row names it.
      build_variant "$d.ft" "$fchap" "$fch" "$chapter" "$ch" || { apart="${apart:+$apart,}$ft"; continue; }
      run_checks "$d.ft" "$ft" "${fflt:-$fsuite/*}" "$(suite_timeout "$fsuite")"; rc=$?
      failed=$(failed_in "$d.ft/tap.$ft.txt")
      if [[ $rc -ne 124 && $rc -ne 137 && -z "$failed" ]]; then emit killed "hides $ft" "power:$ft"; return; fi
      # Fewer failing trials of the false theorem's most powerful property
      # than unmutated: the mutant took away part of the check's power.
      local prop want got
      read -r prop want < <(awk -F'\t' -v n="$ft" -v f="$TRIALS" '$1 == n && $4 == f {print $7, $10}' "$(ft_results)")
      got=$(jq -r '.failed' "$d.ft/reports/verification/${prop%%/*}.${prop#*/}.json" 2>/dev/null)
      if [[ -n "$got" && -n "$want" && "$got" -lt "$want" ]]; then emit killed "weakens $ft ($prop fails $got trials, unmutated $want)" "power:$ft"; return; fi
    done
    emit survived "" "targeted+power${apart:+ (not composable with $apart)}"; return
  fi
  # MUTANT_TARGETED_ONLY=1 (a few Part I mutants tried against the suites of
  # their chapters, with the baseline of those suites alone): a survivor of
  # the targeted pass is reported unfinished, not run in the full pass.
  if [[ "${MUTANT_TARGETED_ONLY:-0}" == 1 ]]; then emit unfinished "" targeted; return; fi
  # Full pass: every check the targeted pass did not run (or MUTANT_FILTER's),
  # so that a survivor has met the whole suite.
  local rest=${MUTANT_FILTER:-}
  [[ -z "$rest" && -n "$(suites_of "$chapter")" ]] && rest="!(@($(suites_of "$chapter" | tr ' ' '|'))/*)"
  run_checks "$d" all "$rest" "$TIMEOUT"; rc=$?
  failed=$(failed_in "$d/tap.all.txt")
  if [[ $rc -eq 124 || $rc -eq 137 ]]; then emit killed "timeout${failed:+,$failed}" full
  elif [[ -n "$failed" ]]; then emit killed "$failed" full
  elif [[ $rc -ne 0 && ! -s "$OUT/baseline.failed" ]]; then emit killed "runner-exit-$rc" full
  else emit survived "" full; fi
}
# The planted false theorems a Part II mutant is tried with: those that the
# suites of its chapter detect unmutated at this trial factor (the record of
# scripts/falsetheorems.sh, FT_RESULTS), the hardest to detect first (the
# smallest failing fraction: a mutant that takes away part of a check's
# power hides those first), one for each property that fails before a second
# for any (a mutant weakens one property), at most MUTANT_POWER_PARTNERS
# (default 3), and
# only those whose own run took at most MUTANT_POWER_MAX_SECONDS (default:
# no limit).
ft_results() {
  local res=${FT_RESULTS:-generated/falsetheorems/results.tsv}
  [[ -s $res ]] || res=docs/power/results.tsv
  echo "$res"
}
power_partners() {
  local s res; res=$(ft_results)
  [[ -s $res ]] || return 0
  for s in ${2:-$(suites_of "$1")}; do
    awk -F'\t' -v s="$s" -v f="$TRIALS" -v cap="${MUTANT_POWER_MAX_SECONDS:-0}" \
      '$3 == s && $4 == f && $5 == "detected" && $8 > 0 && (cap == 0 || $14 <= cap) {print $10 / $8, $7, $1}' "$res"
  done | sort -g | awk '{ if (seen[$2]++) rest[++n] = $3; else print $3 } END { for (i = 1; i <= n; i++) print rest[i] }' \
    | head -n "${MUTANT_POWER_PARTNERS:-3}"
}
# run_checks DIR TAG FILTER SECONDS: the mutant's checks, single-threaded,
# TAP to DIR/tap.TAG.txt; returns the runner's exit status (124: timeout).
run_checks() {
  local o=$1/obj
  MMATTN_BIN=$ROOT/$o/mmattn MMATTN_TRIALS=$TRIALS MMATTN_REPORT_DIR=$ROOT/$1/reports \
    timeout -k 10 "$4" "$o/mmattn_checks" ${3:+--filter "$3"} --jobs 1 --ascii --tap="$1/tap.$2.txt" \
    >> "$1/run.log" 2>&1
}
# The failing checks of a TAP file, less those that fail unmutated.
failed_in() {
  grep -a '^not ok' "$1" 2>/dev/null | sed 's/^not ok[^-]*- //; s/ .*//' | sort -u \
    | grep -vxF -f "$OUT/baseline.failed" | paste -sd, -
}
# The Criterion filter of a baseline entry: a suite (all its tests) or one
# test named SUITE/TEST by a mutant's filter: line (the same line as a false theorem's).
filter_of() { [[ $1 == */* ]] && echo "$1" || echo "$1/*"; }
# The time limit of one suite in the targeted pass: ten times its baseline
# time (the machine may be loaded) and at least two minutes.
suite_timeout() {
  local b; b=$(awk -v s="$1" '$1 == s {print $2}' "$OUT/baseline.times")
  echo $(( ${b:-60} * 10 > 120 ? ${b:-60} * 10 : 120 ))
}
# Suites in increasing order of their baseline time: a cheap suite that kills
# saves the expensive ones (thm1 and thm2 take most of the full pass).
by_baseline_time() {
  local s
  for s in "$@"; do echo "$(awk -v s="$s" '$1 == s {print $2}' "$OUT/baseline.times") $s"; done \
    | sort -s -k1,1n | cut -d' ' -f2
}
# The map chapter -> check suites that the targeted pass tries (cheapest
# first, see above): the suite of the chapter's own checks and the claim
# families that use it. A chapter not listed goes straight to the full pass.
suites_of() {
  case $1 in
    web/base.w)        echo model svm io ;;
    web/model.w)       echo model losses lemma_pw descent dyn thm1 ;;
    web/gen.w)         echo gen thm1 thm2 svm tokens dyn experiments exact ;;
    web/prop.w)        echo prop gen model ;;
    web/io.w)          echo io cli regress scale ;;
    web/npy.w)         echo cli scale io ;;
    web/cli.w)         echo cli scale regress ;;
    web/svm.w)         echo svm cert exact tokens thm1 ;;
    web/lp.w)          echo cert svm exact ;;
    web/tokens.w)      echo tokens cert exact strict thm2 thm3 cli regress ;;
    web/dyn*.w)        echo dyn descent thm2 thm3 thm4 limit joint nonlinear strict ;;
    web/experiments.w) echo experiments ;;
    web/real.w)        echo real ;;
    web/exact.w)       echo exact ;;
    web/vit.w)         echo vit ;;
    web/nuclear.w)     echo nuclear ;;
    proofs_checks/thm1.w) echo thm4 thm3 limit ;; # the shared subroutines of the theorem checks (thm1 and thm2 use them too, at several times the cost)
    proofs_checks/check_*.w) basename "$1" .w | sed 's/^check_//' ;;
    proofs_checks/*.w) basename "$1" .w ;;
  esac
}
source scripts/variant_build.sh
export -f run_one run_checks failed_in filter_of suite_timeout suites_of by_baseline_time power_partners ft_results build_variant
export ROOT TRIALS OUT CC CFLAGS LDLIBS LIB SUITES TESTS MUTANT_FILTER MUTANT_TARGETED_ONLY FT_RESULTS MUTANT_POWER_PARTNERS MUTANT_POWER_MAX_SECONDS

if [[ $# -gt 0 ]]; then list=("$@"); else list=(tests/mutants/*.ch tests/mutants/part2/*.ch); fi
# The mutants expected to survive (equivalent or out of scope) run the whole
# suite, the others usually one suite: the long ones start first, so that
# the two lanes end together (longest job first). MUTANT_ORDER=kills-first
# runs them last instead, so that a run cut short has the most verdicts.
[[ "${MUTANT_ORDER:-}" == kills-first ]] && first=1 || first=0
mapfile -t list < <(for f in "${list[@]}"; do
  if grep -qE '^expect: *(equivalent|out of scope)' "$f"; then echo "$first $f"; else echo "$(( 1 - first )) $f"; fi
done | sort -s -k1,1n | cut -d' ' -f2-)
mkdir -p "$OUT" "$REPORTS"
echo "mutants: ${#list[@]} change files, $JOBS at a time, trials x$TRIALS${MUTANT_FILTER:+, checks $MUTANT_FILTER}" >&2
start=$(date +%s); load_start=$(cut -d" " -f1-3 /proc/loadavg)
# Which sources the mutants are planted in (scripts/mutants_record.sh reads it).
{ printf 'commit %s' "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  n=$(git status --porcelain --untracked-files=no -- web proofs_checks tests scripts 2>/dev/null | wc -l)
  [[ $n -gt 0 ]] && printf ' with %d uncommitted changes' "$n"; echo; } > "$OUT/commit"
# The baseline: the unmutated build at the same trial factor, one suite at a
# time (JOBS in parallel), each timed: a check that fails here cannot kill a
# mutant and is named in the report instead, and the times set the limits of
# the targeted pass.
# MUTANT_REUSE_BASELINE=1 keeps the baseline of the previous run (for trying
# a few mutants at a time; the full measurement always runs its own).
base_suite() {
  local t0=$(date +%s)
  MMATTN_BIN=$ROOT/generated/build/mmattn MMATTN_TRIALS=$TRIALS MMATTN_REPORT_DIR=$ROOT/$OUT/baseline \
    generated/build/mmattn_checks --filter "${MUTANT_FILTER:-$(filter_of "$1")}" --jobs 1 --ascii --tap="$OUT/baseline/tap.${1//\//.}.txt" \
    > "$OUT/baseline/log.${1//\//.}.txt" 2>&1
  echo "$1 $(( $(date +%s) - t0 ))"
}
export -f base_suite
if [[ -n "${MUTANT_FILTER:-}" ]]; then base_list=filter
elif [[ "${MUTANT_TARGETED_ONLY:-0}" == 1 ]] || ! printf '%s\n' "${list[@]}" | grep -qv '^tests/mutants/part2/'; then
  # Part II mutants only, or no full pass: the baseline of their own suites suffices.
  # (or the one test a mutant's filter: line names).
  base_list=$(for f in "${list[@]}"; do t=$(sed -n 's/^filter: *//p' "$f" | head -1); o=$(sed -n 's/^suites: *//p' "$f" | head -1)
    if [[ -n $t ]]; then echo "$t"; elif [[ -n $o ]]; then echo "$o"; else suites_of "$(sed -n 's/^chapter: *//p' "$f" | head -1)"; fi; done | tr ' ' '\n' | sort -u)
else base_list=$(generated/build/mmattn_checks --list 2>&1 | sed -n 's/^\([a-z_0-9]*\): [0-9]* tests\?$/\1/p'); fi
if [[ "${MUTANT_REUSE_BASELINE:-0}" != 1 || ! -s "$OUT/baseline.times" ]]; then
  rm -rf "$OUT/baseline"; mkdir -p "$OUT/baseline"
  printf '%s\n' $base_list | xargs -P "$JOBS" -I{} bash -c 'base_suite "$1"' _ {} > "$OUT/baseline.times"
  cat "$OUT"/baseline/tap.*.txt > "$OUT/baseline.tap"
fi
grep -a '^not ok' "$OUT/baseline.tap" | sed 's/^not ok[^-]*- //; s/ .*//' | sort -u > "$OUT/baseline.failed"
if [[ -s "$OUT/baseline.failed" ]]; then
  echo "mutants: the unmutated build fails at trials x$TRIALS (excluded from the verdicts):" >&2
  sed 's/^/mutants:   /' "$OUT/baseline.failed" >&2
fi
grep -aq '^ok\|^not ok' "$OUT/baseline.tap" || { echo "mutants: the baseline run tested nothing" >&2; exit 1; }
# The full pass may take four times the baseline's single-threaded time, and
# at least 15 minutes (MUTANT_TIMEOUT overrides).
base_total=$(awk '{s += $2} END {print s + 0}' "$OUT/baseline.times")
TIMEOUT=${MUTANT_TIMEOUT:-$(( base_total * 4 > 900 ? base_total * 4 : 900 ))}
echo "mutants: baseline $(wc -w <<< "$base_list") suites, ${base_total} s single-threaded; full-pass limit ${TIMEOUT} s" >&2
export TIMEOUT
printf '%s\n' "${list[@]}" | xargs -P "$JOBS" -I{} bash -c 'run_one "$1"' _ {} \
  | tee "$OUT/results.tsv" | while IFS=$'\t' read -r n _ o t f _ _ p; do
      printf 'mutants: %-32s %-15s %5ss %-18s %s\n' "$n" "$o" "$t" "$p" "$f" >&2; done
wall=$(( $(date +%s) - start ))
load=$(cut -d" " -f1-3 /proc/loadavg)
scripts/mutants_report.sh "$OUT/results.tsv" "$wall" "$TRIALS" "$REPORTS" "$OUT/baseline.failed" "$load_start / $load"
