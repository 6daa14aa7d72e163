#!/bin/bash
# Run a large sweep and keep its summary for the book.
# usage: scripts/sweep_record.sh FACTOR NP [FILTER]
#   FACTOR  the trial factor (MMATTN_TRIALS), e.g. 10
#   NP      MPI ranks on this host (make sweep's NP)
#   FILTER  a Criterion filter (default: every check)
# The sweep writes its report into reports/sweep-FACTORx[-NAME]/ (NAME from the
# filter), then this script writes docs/sweeps/sweep-FACTORx[-NAME].tex: one
# paragraph with what ran (factor, seed, ranks, filter, date, wall and processor
# time, the load average) followed by the report's compact tables
# (verification-summary.tex, written by mmattn_report from the sweep's tallies),
# and docs/sweeps/all.tex, which inputs every recorded sweep; the book's
# verification chapter inputs that file. Nothing in the summary is typed by hand.
set -uo pipefail
FACTOR=${1:?trial factor}; NP=${2:?ranks}; FILTER=${3:-}
BIN=generated/build
NAME=sweep-${FACTOR}x
[[ -n "$FILTER" ]] && NAME="$NAME-$(tr -c 'A-Za-z0-9\n' '-' <<<"$FILTER" | tr -s '-' | sed 's/^-//; s/-$//')"
OUT=reports/$NAME
mkdir -p "$OUT" docs/sweeps
load0=$(cut -d' ' -f1 /proc/loadavg)
start=$(date -u '+%Y-%m-%d %H:%M UTC')
args=(); [[ -n "$FILTER" ]] && args=(--filter "$FILTER")
MMATTN_JOBS=1 MMATTN_TRIALS=$FACTOR MMATTN_REPORT_DIR=$OUT /usr/bin/time -f '%e %U %S' -o "$OUT/time" \
  nice mpirun --oversubscribe --allow-run-as-root -np "$NP" "$BIN/mmattn_sweep" "${args[@]}" >"$OUT/log" 2>&1
rc=$?
load1=$(cut -d' ' -f1 /proc/loadavg)
read -r wall user sys < <(tail -1 "$OUT/time")
[[ -f "$OUT/verification-summary.tex" ]] || { echo "sweep_record: no report was written (status $rc); see $OUT/log" >&2; exit 1; }
seed=$(sed -n 's/.*"seed": *\([0-9]*\).*/\1/p' "$OUT/verification.json" | head -1)
tex=docs/sweeps/$NAME.tex
{
  echo "% written by scripts/sweep_record.sh from $OUT; do not edit"
  printf '\\medskip\\noindent{\\bf Sweep at %s times the default trials}' "$FACTOR"
  [[ -n "$FILTER" ]] && printf ' (the checks \\.{%s} only)' "$(sed 's/[_&%#$]/\\&/g; s/[{}]/\\&/g' <<<"$FILTER")"
  printf '. Seed %s, %s MPI ranks on one two-core host, started %s; wall time %.0f s, processor time %.0f s user and %.0f s system; load average %s at the start and %s at the end (the host was shared); exit status %s.\\smallskip\n' \
    "$seed" "$NP" "$start" "$wall" "$user" "$sys" "$load0" "$load1" "$rc"
  echo "{\\eightrm\\baselineskip9pt"
  cat "$OUT/verification-summary.tex"
  echo "}"
} > "$tex"
{
  echo "% written by scripts/sweep_record.sh: every recorded sweep"
  for f in docs/sweeps/sweep-*.tex; do echo "\\input ../../$f"; done
} > docs/sweeps/all.tex
echo "sweep_record: $tex (wall $wall s, status $rc)"
exit $rc
