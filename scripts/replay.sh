#!/bin/bash
# Replay one trial of one property: scripts/replay.sh claim/property:trial
# Runs the one Criterion test that begins the property (found in proofs_checks/*.w;
# the whole suite of the claim if none is found) with MMATTN_ONLY set, one process,
# and a scratch report directory, then prints the trial's instance, statistic and
# verdict (web/prop.w, replaying one trial). MMATTN_SEED and MMATTN_TRIALS are
# passed through: they must be those of the run that recorded the trial; so is
# MMATTN_ONLY_TIERS, the tier shares of that run where the check's have changed.
# Exit status: 0 the trial passes, 1 it fails, 2 bad request or the trial was not
# run, 3 the trial was skipped. B=variant selects the build (default build).
set -uo pipefail
what=${1:-}
B=${B:-build}
if [[ ! "$what" =~ ^([A-Za-z0-9_]+)/([A-Za-z0-9_]+):([0-9]+)$ ]]; then
  echo "replay: WHAT must be claim/property:trial, e.g. thm2/gd_norm_diverges:17: \"$what\"" >&2; exit 2
fi
claim=${BASH_REMATCH[1]} prop=${BASH_REMATCH[2]}
test=$(awk -v c="\"$claim\"" -v p="\"$prop\"" '
  match($0, /^Test\([A-Za-z0-9_]+, *[A-Za-z0-9_]+/) { t = substr($0, 6, RLENGTH - 5); gsub(/ /, "", t); sub(/,/, "/", t) }
  index($0, "mm_prop_begin(") && index($0, c ", " p) && t != "" { print t; exit }' proofs_checks/*.w)
filter=${test:-$claim/*}
bin=generated/$B/mmattn_checks
[[ -x $bin ]] || { echo "replay: $bin is not built (make B=$B build)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
MMATTN_ONLY=$what MMATTN_JOBS=1 MMATTN_REPORT_DIR=$scratch MMATTN_BIN=$PWD/generated/$B/mmattn \
  "$bin" --jobs 1 --filter "$filter" >"$scratch/out" 2>"$scratch/err"
grep -a '^replay: \|^{' "$scratch/out"
verdict=$(grep -a "^replay: $claim/$prop:${BASH_REMATCH[3]}: \(statistic\|skipped\)" "$scratch/out" | tail -1)
if [[ -z "$verdict" ]] && grep -aq '^mmattn: MMATTN_ONLY' "$scratch/err"; then
  grep -a '^mmattn: MMATTN_ONLY' "$scratch/err" | sed 's/^mmattn:/replay:/' >&2
  exit 2
fi
if [[ -z "$verdict" ]]; then
  echo "replay: $what was not run by test $filter (is the trial below the trial count at MMATTN_TRIALS=${MMATTN_TRIALS:-1}?)" >&2
  tail -5 "$scratch/err" >&2
  exit 2
fi
case "$verdict" in
  *": passes") exit 0 ;;
  *": fails") exit 1 ;;
  *) exit 3 ;;
esac
