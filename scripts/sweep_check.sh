#!/bin/bash
# The check that a sweep over MPI ranks writes the report of one process:
# run a set of property suites at a reduced trial factor once in one process
# and once under mpirun with 2 ranks (same seed), and compare the merged
# verification.json and verification.md byte for byte.
# usage: scripts/sweep_check.sh VARIANT
set -uo pipefail
B=${1:-build}
BIN=generated/$B
export MMATTN_TRIALS=${MMATTN_SWEEP_CHECK_TRIALS:-0.05}
FILTER='@(lemma_pw|descent|thm1|thm2|thm4|strict|losses)/*'
ONE=$(mktemp -d /tmp/mmattn-one-XXXXXX); TWO=$(mktemp -d /tmp/mmattn-two-XXXXXX)
trap 'rm -rf "$ONE" "$TWO"' EXIT
command -v mpirun >/dev/null || { echo "mmattn sweep check: mpirun not found (scripts/deps.sh installs openmpi-bin)" >&2; exit 1; }
MMATTN_REPORT_DIR=$ONE "$BIN/mmattn_checks" --jobs 2 --filter "$FILTER" >/dev/null 2>"$ONE/log" \
  || { echo "mmattn sweep check: the single-process run failed" >&2; tail -5 "$ONE/log" >&2; exit 1; }
MMATTN_REPORT_DIR=$ONE "$BIN/mmattn_report" >/dev/null || { echo "mmattn sweep check: single-process report failed" >&2; exit 1; }
MMATTN_REPORT_DIR=$TWO mpirun --oversubscribe --allow-run-as-root -np 2 "$BIN/mmattn_sweep" --filter "$FILTER" >"$TWO/log" 2>&1 \
  || { echo "mmattn sweep check: the sweep failed" >&2; tail -5 "$TWO/log" >&2; exit 1; }
status=0
for f in verification.json verification.md; do
  if ! cmp -s "$ONE/$f" "$TWO/$f"; then
    echo "mmattn sweep check: $f of 2 MPI ranks differs from one process:" >&2
    diff "$ONE/$f" "$TWO/$f" | head -20 >&2
    status=1
  fi
done
rows=$(grep -c '"property"' "$ONE/verification.json")
[[ $status -eq 0 ]] && echo "mmattn sweep check: 2 MPI ranks wrote the report of one process ($rows properties, trial factor $MMATTN_TRIALS)"
exit $status
