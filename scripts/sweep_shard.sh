#!/bin/bash
# One shard of a sweep too long for one session (the 100x sweep on two cores).
# usage: scripts/sweep_shard.sh FACTOR P R [FILTER]
# runs shard R of P (trial k of every split property on shard k mod P; see
# web/prop.w) of the checks at trial factor FACTOR, with MMATTN_JOBS workers
# (default 2), and keeps its tallies in DIR = $MMATTN_SWEEP_DIR or
# reports/sweep-FACTORx-P-shards (keep that directory between sessions). Trial k
# is a function of (seed, k) alone, so shards run on different days merge
# exactly: when every shard 0..P-1 has its tallies in DIR, mmattn_report merges
# them into DIR/verification.{md,json,tex} and verification-summary.tex, the
# report one process would have written. DIR/plan fixes the factor, P, the
# filter, the seed and the commit of the sweep; a shard run with other values,
# or from sources with uncommitted changes, is refused. To keep a sweep across
# sessions, point MMATTN_SWEEP_DIR into the repository (docs/sweeps/) and commit
# the directory after each shard: its plan, shards-run, shardR.time and
# verification/*.shardR-of-P.json files are all the merge needs. Shards write
# only their own files, so two can run at once into one DIR, each with
# MMATTN_JOBS=1 (one test at a time, one worker): on two cores that keeps both
# busy, where one shard with two workers leaves one idle while its last test
# of a family runs alone.
set -uo pipefail
FACTOR=${1:?trial factor}; P=${2:?number of shards}; R=${3:?shard}; FILTER=${4:-}
BIN=generated/build
DIR=${MMATTN_SWEEP_DIR:-reports/sweep-${FACTOR}x-$P-shards}
[[ "$R" =~ ^[0-9]+$ && "$P" =~ ^[0-9]+$ && "$R" -lt "$P" ]] || { echo "sweep_shard: need 0 <= R < P, got R=$R P=$P" >&2; exit 2; }
mkdir -p "$DIR"
commit=$(git rev-parse HEAD 2>/dev/null) || { echo "sweep_shard: not in a git checkout; a shard must name its commit" >&2; exit 2; }
git diff --quiet HEAD -- web proofs_checks Makefile || { echo "sweep_shard: the sources differ from $commit; shards of one sweep must run one commit" >&2; exit 2; }
plan="factor $FACTOR shards $P filter '${FILTER}' seed ${MMATTN_SEED:-default} commit $commit"
if [[ -f "$DIR/plan" ]]; then
  [[ "$(cat "$DIR/plan")" == "$plan" ]] || { echo "sweep_shard: $DIR belongs to another sweep: $(cat "$DIR/plan")" >&2; exit 2; }
else echo "$plan" > "$DIR/plan"; fi
args=(); [[ -n "$FILTER" ]] && args=(--filter "$FILTER")
rm -f "$DIR"/verification/*.shard"$R"-of-"$P".json
start=$(date -u '+%Y-%m-%d %H:%M UTC')
MMATTN_SHARD=$R/$P MMATTN_TRIALS=$FACTOR MMATTN_JOBS=${MMATTN_JOBS:-2} MMATTN_REPORT_DIR=$DIR \
  /usr/bin/time -f '%e %U %S' -o "$DIR/shard$R.time" nice "$BIN/mmattn_checks" --jobs "${MMATTN_JOBS:-2}" "${args[@]}" >"$DIR/shard$R.log" 2>&1
rc=$?
echo "shard $R of $P: started $start, status $rc, wall/user/sys $(cat "$DIR/shard$R.time" | tail -1) s" >> "$DIR/shards-run"
missing=()
# A shard counts as run when it has tallies and a line in shards-run: one
# still running (or cut off) has some tallies but no line yet.
for ((r = 0; r < P; r++)); do
  compgen -G "$DIR/verification/*.shard$r-of-$P.json" >/dev/null && grep -q "^shard $r of $P:" "$DIR/shards-run" || missing+=("$r")
done
if ((${#missing[@]})); then
  echo "sweep_shard: shard $R of $P done (status $rc); ${#missing[@]} shard(s) still to run or running: ${missing[*]}"
else
  MMATTN_REPORT_DIR=$DIR "$BIN/mmattn_report"; rc2=$?
  # the report program exits 1 when the merged report has failures, 2 when it cannot merge
  if ((rc2 <= 1)); then echo "sweep_shard: every shard has run; merged report in $DIR (report status $rc2)"
  else echo "sweep_shard: every shard has a line in shards-run, but the report program could not merge (status $rc2; a shard rerun and still running?)" >&2; fi
  [[ $rc -eq 0 ]] && rc=$rc2
fi
exit $rc
