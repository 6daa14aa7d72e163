#!/bin/bash
# Keep the last `make mutants` run for the book: copy reports/mutants.{md,json,tex}
# into docs/mutants/ (which is committed, so a fresh clone's book shows the
# power table without an hour of mutant runs) and write docs/mutants/provenance.tex
# and the first line of docs/mutants/mutants.md: when, on which commit, with
# which settings. Nothing in the record is typed by hand.
# usage: scripts/mutants_record.sh [TREE]   (after make mutants in TREE, default
# this checkout; TREE/generated/mutants/commit, written by scripts/mutants.sh when
# the run starts, names the commit the mutants were planted in)
set -euo pipefail
cd "$(dirname "$0")/.."
TREE=${1:-.}
for f in md json tex; do
  [[ -s $TREE/reports/mutants.$f ]] || { echo "mutants_record: $TREE/reports/mutants.$f is missing; run make mutants first" >&2; exit 1; }
done
# The run must be of the whole catalogue: a run of a few change files is no record.
n_cat=$(ls tests/mutants/*.ch | wc -l)
n_run=$(sed -n 's/^\([0-9]*\) change files.*/\1/p' "$TREE/reports/mutants.md" | head -1)
[[ "$n_run" == "$n_cat" ]] || { echo "mutants_record: the report has ${n_run:-no} mutants, the catalogue $n_cat" >&2; exit 1; }
when=$(date -u -r "$TREE/reports/mutants.json" '+%Y-%m-%d %H:%M UTC')
if [[ -s $TREE/generated/mutants/commit ]]; then state=$(cat "$TREE/generated/mutants/commit")
elif [[ -n ${MUTANTS_COMMIT:-} ]]; then state="commit $MUTANTS_COMMIT"
else echo "mutants_record: $TREE/generated/mutants/commit is missing (a run older than this script); set MUTANTS_COMMIT" >&2; exit 1; fi
mkdir -p docs/mutants
{ echo "Recorded by \`scripts/mutants_record.sh\` from the run that ended $when ($state, $(nproc) processors)."; echo; cat "$TREE/reports/mutants.md"; } > docs/mutants/mutants.md
cp "$TREE/reports/mutants.json" "$TREE/reports/mutants.tex" docs/mutants/
printf '%s\n' "{\\it The recorded run} (docs/mutants/, kept with the sources; \\.{make mutants} in a build replaces it by that build's own run): ended $when, ${state//_/\\_}, $(nproc) processors.\\par\\smallskip" > docs/mutants/provenance.tex
echo "mutants_record: docs/mutants/ now holds the run of $when ($state)"
