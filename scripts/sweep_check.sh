#!/bin/bash
# The checks that splitting the trials of a property changes nothing in the
# report: a set of property suites is run at a reduced trial factor
#   1. in one process, sequentially (MMATTN_JOBS=1): the reference;
#   2. in one process with two workers per property (MMATTN_JOBS=2, web/prop.w);
#   3. under mpirun with 2 ranks (web/sweep.w), each rank with two workers
#      (trial k on rank k mod 2, then on worker (k div 2) mod 2);
# and the verification.json and verification.md of 2 and 3 are compared with
# those of 1 byte for byte, and so are the saved counterexamples (if any).
# usage: scripts/sweep_check.sh VARIANT
set -uo pipefail
B=${1:-build}
BIN=generated/$B
export MMATTN_TRIALS=${MMATTN_SWEEP_CHECK_TRIALS:-0.05}
FILTER='@(lemma_pw|descent|thm1|thm2|thm4|limit|strict|losses)/*'
ONE=$(mktemp -d /tmp/mmattn-one-XXXXXX); JOBS=$(mktemp -d /tmp/mmattn-jobs-XXXXXX); TWO=$(mktemp -d /tmp/mmattn-two-XXXXXX)
trap 'rm -rf "$ONE" "$JOBS" "$TWO"' EXIT
command -v mpirun >/dev/null || { echo "mmattn sweep check: mpirun not found (scripts/deps.sh installs openmpi-bin)" >&2; exit 1; }
# What is compared is the report, verdicts included: at the reduced factor a
# property may fail (a rare-draw property that tested no draw fails by the
# runner's rule), and it must then fail in the same way in every mode. The
# correctness of the verdicts is the business of the full run, not of this
# check. A report program that refuses its input (status 2) is a failure.
single() { # single DIR JOBS: one process, JOBS workers per property
  MMATTN_JOBS=$2 MMATTN_REPORT_DIR=$1 "$BIN/mmattn_checks" --jobs 2 --filter "$FILTER" >/dev/null 2>"$1/log"
  echo $? > "$1/status"
  MMATTN_REPORT_DIR=$1 "$BIN/mmattn_report" >/dev/null
  [[ $? -le 1 ]] || { echo "mmattn sweep check: the report of the single-process run with MMATTN_JOBS=$2 was refused" >&2; tail -5 "$1/log" >&2; return 1; }
}
single "$ONE" 1 || exit 1
single "$JOBS" 2 || exit 1
MMATTN_JOBS=2 MMATTN_REPORT_DIR=$TWO mpirun --oversubscribe --allow-run-as-root -np 2 "$BIN/mmattn_sweep" --filter "$FILTER" >"$TWO/log" 2>&1
sw=$?  # 1: a property failed (compared below); anything else, or no report, is the sweep's own failure
[[ $sw -le 1 && -f "$TWO/verification.json" ]] || { echo "mmattn sweep check: the sweep failed (status $sw)" >&2; tail -5 "$TWO/log" >&2; exit 1; }
status=0
same() { # same DIR WHAT: DIR's report and counterexamples are those of $ONE
  for f in verification.json verification.md; do
    if ! cmp -s "$ONE/$f" "$1/$f"; then
      echo "mmattn sweep check: $f of $2 differs from one sequential process:" >&2
      diff "$ONE/$f" "$1/$f" | head -20 >&2
      status=1
    fi
  done
  if ! diff -r "$ONE/counterexamples" "$1/counterexamples" >/dev/null 2>&1 && [[ -d "$ONE/counterexamples" || -d "$1/counterexamples" ]]; then
    echo "mmattn sweep check: the counterexamples saved by $2 differ from those of one sequential process" >&2
    status=1
  fi
}
cmp -s "$ONE/status" "$JOBS/status" || { echo "mmattn sweep check: the runner's status with 2 workers ($(cat "$JOBS/status")) differs from one process's ($(cat "$ONE/status"))" >&2; status=1; }
same "$JOBS" "one process with 2 workers per property"
same "$TWO" "2 MPI ranks with 2 workers each"
rows=$(grep -c '"property"' "$ONE/verification.json")
[[ $status -eq 0 ]] && echo "mmattn sweep check: 2 workers, and 2 MPI ranks of 2 workers, wrote the report of one sequential process ($rows properties, trial factor $MMATTN_TRIALS)"
exit $status
