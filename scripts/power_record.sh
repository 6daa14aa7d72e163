#!/bin/bash
# Keep the last scripts/falsetheorems.sh run for the book: copy
# reports/power.{md,json,tex} and the raw results into docs/power/ (committed,
# so a fresh clone's book shows the power table) and write
# docs/power/provenance.tex: when, on which commits, at which trial factors.
# Nothing in the record is typed by hand.
# usage: scripts/power_record.sh [TREE]   (after make falsetheorems in TREE)
set -euo pipefail
cd "$(dirname "$0")/.."
TREE=${1:-.}
for f in md json tex; do
  [[ -s $TREE/reports/power.$f ]] || { echo "power_record: $TREE/reports/power.$f is missing; run make falsetheorems first" >&2; exit 1; }
done
res=$TREE/generated/falsetheorems/results.tsv
n_cat=$(ls tests/falsetheorems/*.ch | wc -l)
n_run=$(cut -f1 "$res" | sort -u | wc -l)
[[ "$n_run" == "$n_cat" ]] || { echo "power_record: the run has $n_run false theorems, the catalogue $n_cat" >&2; exit 1; }
when=$(date -u -r "$TREE/reports/power.json" '+%Y-%m-%d %H:%M UTC')
# Each row names the commit it was measured on and when its run ended (a
# table completed with FT_APPEND=1 holds several runs); a row without them
# is from the run that wrote the commit file.
commits=$(awk -F'\t' '$5 != "not-run" && $18 != "" {print $18}' "$res" | sort -u | paste -sd, - | sed 's/,/, /g')
first=$(awk -F'\t' '$19 != "" {print $19}' "$res" | sort | head -1)
last=$(awk -F'\t' '$19 != "" {print $19}' "$res" | sort | tail -1)
if [[ -n $commits ]]; then state="commits $commits, measured $first to $last; each row names its own"
else state=$(cat "$TREE/generated/falsetheorems/commit" 2>/dev/null || echo "commit unknown"); fi
factors=$(cut -f4 "$res" | sort -u | paste -sd/ -)
mkdir -p docs/power
{ echo "Recorded by \`scripts/power_record.sh\` from the run that ended $when ($state, trial factors $factors)."; echo; cat "$TREE/reports/power.md"; } > docs/power/power.md
cp "$TREE/reports/power.json" "$TREE/reports/power.tex" docs/power/
cp "$res" docs/power/results.tsv
printf '%s\n' "{\\it The recorded run} (docs/power/, kept with the sources; \\.{make falsetheorems} in a build replaces it by that build's own run): ended $when, ${state//_/\\_}, trial factors $factors, each theorem suite alone, single-threaded under \\.{nice}.\\par\\smallskip" > docs/power/provenance.tex
echo "power_record: docs/power/ now holds the run of $when ($state)"
