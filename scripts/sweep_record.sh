#!/bin/bash
# Run a large sweep and keep its summary for the book.
# usage: scripts/sweep_record.sh FACTOR NP [FILTER]
#   FACTOR  the trial factor (MMATTN_TRIALS), e.g. 10
#   NP      MPI ranks on this host (make sweep's NP)
#   FILTER  a Criterion filter (default: every check)
# The sweep writes its report into reports/sweep-FACTORx[-NAME]/ (NAME from the
# filter); scripts/sweep_summary.sh then writes docs/sweeps/sweep-FACTORx[-NAME].tex
# (what ran: factor, seed, ranks, filter, date, wall and processor time, the
# load average; then the report's compact tables) and docs/sweeps/all.tex, which
# the book's verification chapter inputs. Nothing in the summary is typed by hand.
set -uo pipefail
FACTOR=${1:?trial factor}; NP=${2:?ranks}; FILTER=${3:-}
BIN=generated/build
NAME=sweep-${FACTOR}x
[[ -n "$FILTER" ]] && NAME="$NAME-$(tr -c 'A-Za-z0-9\n' '-' <<<"$FILTER" | tr -s '-' | sed 's/^-//; s/-$//')"
OUT=reports/$NAME
mkdir -p "$OUT"
load0=$(cut -d' ' -f1 /proc/loadavg)
start=$(date -u '+%Y-%m-%d %H:%M UTC')
args=(); [[ -n "$FILTER" ]] && args=(--filter "$FILTER")
MMATTN_JOBS=1 MMATTN_TRIALS=$FACTOR MMATTN_REPORT_DIR=$OUT /usr/bin/time -f '%e %U %S' -o "$OUT/time" \
  nice mpirun --oversubscribe --allow-run-as-root -np "$NP" "$BIN/mmattn_sweep" "${args[@]}" >"$OUT/log" 2>&1
rc=$?
load1=$(cut -d' ' -f1 /proc/loadavg)
read -r wall user sys < <(tail -1 "$OUT/time")
bash scripts/sweep_summary.sh "$OUT" "$NAME" "$FACTOR" "$NP" "$FILTER" "$start" "$wall" "$user" "$sys" "$load0" "$load1" "$rc" || exit 1
exit $rc
