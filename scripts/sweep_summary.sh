#!/bin/bash
# Write the book's summary of one sweep from the sweep's own report.
# usage: scripts/sweep_summary.sh DIR NAME FACTOR RANKS FILTER START WALL USER SYS LOAD0 LOAD1 STATUS [NOTE]
# DIR holds the sweep's report (verification.json, verification-summary.tex,
# written by mmattn_report); the summary goes to docs/sweeps/NAME.tex, and
# docs/sweeps/all.tex (which the book's verification chapter inputs) is
# rewritten to input every summary and to say which factors have no sweep of
# every check. Called by scripts/sweep_record.sh; NOTE is a sentence added
# when a sweep was stopped before the end.
set -uo pipefail
DIR=$1; NAME=$2; FACTOR=$3; NP=$4; FILTER=$5; START=$6; WALL=$7; USER=$8; SYS=$9; LOAD0=${10}; LOAD1=${11}; RC=${12}; NOTE=${13:-}
[[ -f "$DIR/verification-summary.tex" ]] || { echo "sweep_summary: $DIR has no report" >&2; exit 1; }
mkdir -p docs/sweeps
seed=$(sed -n 's/.*"seed": *\([0-9]*\).*/\1/p' "$DIR/verification.json" | head -1)
tex=docs/sweeps/$NAME.tex
commit=$(git rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD -- web proofs_checks 2>/dev/null || commit="$commit with uncommitted changes to the sources"
{
  echo "% written by scripts/sweep_summary.sh from $DIR; do not edit"
  printf '\\medskip\\noindent{\\bf Sweep at %s times the default trials}' "$FACTOR"
  [[ -n "$FILTER" ]] && printf ' (the checks \\.{%s} only)' "$(sed 's/[_&%#$]/\\&/g; s/[{}]/\\&/g' <<<"$FILTER")"
  printf '. Commit %s, seed %s, %s MPI ranks on one two-core host, started %s; wall time %.0f s, processor time %.0f s user and %.0f s system; load average %s at the start and %s at the end (the host was shared); exit status %s.' \
    "$commit" "$seed" "$NP" "$START" "$WALL" "$USER" "$SYS" "$LOAD0" "$LOAD1" "$RC"
  [[ -n "$NOTE" ]] && printf ' %s' "$NOTE"
  printf '\\smallskip\n'
  echo "{\\eightrm\\baselineskip9pt"
  cat "$DIR/verification-summary.tex"
  echo "}"
} > "$tex"
bash scripts/sweep_index.sh
echo "sweep_summary: $tex"
