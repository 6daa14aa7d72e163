#!/bin/bash
# Complete a recorded run (Part II, docs/mutants/part2/, or Part I,
# docs/mutants/ with MMATTN_REPORTS=reports/part1) with mutants run
# again since, without running the others: the rows of the record, those of
# the mutants in the last scripts/mutants.sh run (generated/mutants/results.tsv,
# at the record's trial factor) replacing theirs, go through
# scripts/mutants_report.sh into REPORTS (default reports/part2), and
# generated/mutants/commit says which rows come from which run, so that
# scripts/mutants_record.sh (MUTANTS_REPORTS=reports/part2) records the
# merged table with its provenance. Nothing is typed by hand.
# usage: scripts/mutants_merge.sh [RECORD_DIR]   (default docs/mutants/part2)
set -euo pipefail
cd "$(dirname "$0")/.."
REC=${1:-docs/mutants/part2}
NEW=generated/mutants/results.tsv
REPORTS=${MMATTN_REPORTS:-reports/part2}
[[ -s $REC/mutants.json && -s $NEW && -s generated/mutants/commit ]] || { echo "mutants_merge: need $REC/mutants.json, $NEW and generated/mutants/commit" >&2; exit 1; }
rtrials=$(jq -r '.trials' "$REC/mutants.json")
ntrials=$(sed -n 's/^[0-9]* change files; trials x\([0-9.]*\);.*/\1/p' "${MMATTN_NEW_MD:-reports/mutants.md}" 2>/dev/null | head -1)
[[ -z $ntrials || $ntrials == "$rtrials" ]] || { echo "mutants_merge: the new run is at x$ntrials, the record at x$rtrials" >&2; exit 1; }
old_state=$(sed -n 's/.*(\(commit [^,]*\), [0-9]* processors).*/\1/p' "$REC/mutants.md" | head -1)
old_when=$(sed -n 's/.*from the run that ended \([^(]*UTC\).*/\1/p' "$REC/mutants.md" | head -1)
new_state=$(cat generated/mutants/commit)
merged=$(mktemp); trap 'rm -f "$merged" "$merged.new" "$merged.headers"' EXIT
# The recorded rows, with what the change file's header says now (breaks:
# and expect:, an explanation argued there since the run) in place of what
# it said then: the header is where an explanation lives, and it changes no
# outcome.
for f in tests/mutants/*.ch tests/mutants/part2/*.ch; do
  printf '%s\t%s\t%s\n' "$(basename "$f" .ch)" "$(sed -n 's/^breaks: *//p' "$f" | head -1)" "$(sed -n 's/^expect: *//p' "$f" | head -1)"
done > "$merged.headers"
jq -r '.mutants[] | [.name, .chapter, .outcome, (.seconds | tostring), .killed_by, .breaks, .expect, .pass] | @tsv' "$REC/mutants.json" \
  | awk -F'\t' -v OFS='\t' 'NR == FNR { b[$1] = $2; e[$1] = $3 == "" ? "killed" : $3; next } ($1 in b) { $6 = b[$1]; $7 = e[$1] } { print }' "$merged.headers" - > "$merged"
cut -f1 "$NEW" > "$merged.new"
names=$(paste -sd' ' "$merged.new")
{ grep -vxF -f <(cut -f1 "$NEW") <(cut -f1 "$merged") | while read -r n; do awk -F'\t' -v n="$n" '$1 == n' "$merged"; done; cat "$NEW"; } > "$merged.all"
wall=$(( $(jq -r '.wall_seconds' "$REC/mutants.json") + $(awk -F'\t' '{s += $4} END {print s + 0}' "$NEW") ))
scripts/mutants_report.sh "$merged.all" "$wall" "$rtrials" "$REPORTS" /dev/null "merged runs"
echo "$old_state (the run that ended $old_when); re-run on ${new_state#commit }: $names" > generated/mutants/commit
rm -f "$merged.all"
echo "mutants_merge: $REPORTS/mutants.md holds the record with $(wc -l < "$NEW") mutants re-run" >&2
