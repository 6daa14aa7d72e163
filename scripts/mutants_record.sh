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
R=${MUTANTS_REPORTS:-$TREE/reports} # where the run wrote its report (a Part II run: reports/part2; a merged record: the MMATTN_REPORTS of scripts/mutants_merge.sh)
for f in md json tex; do
  [[ -s $R/mutants.$f ]] || { echo "mutants_record: $R/mutants.$f is missing; run make mutants first" >&2; exit 1; }
done
# The run must be of the whole catalogue, of the whole of Part I (the
# mutants of the library and the command, tests/mutants/*.ch, kept in
# docs/mutants/ as the whole catalogue is), or of the whole of Part II (the
# mutants of the theorem checks, tests/mutants/part2/, kept apart in
# docs/mutants/part2/): a run of a few change files is no record.
n_cat=$(ls tests/mutants/*.ch tests/mutants/part2/*.ch | wc -l)
n_p1=$(ls tests/mutants/*.ch | wc -l)
n_p2=$(ls tests/mutants/part2/*.ch | wc -l)
n_run=$(sed -n 's/^\([0-9]*\) change files.*/\1/p' "$R/mutants.md" | head -1)
DEST=docs/mutants
if [[ "$n_run" == "$n_p2" ]] && ! grep -q '"chapter": "web/' "$R/mutants.json"; then DEST=docs/mutants/part2
elif [[ "$n_run" == "$n_p1" ]] && ! grep -q '"chapter": "proofs_checks/' "$R/mutants.json"; then DEST=docs/mutants
elif [[ "$n_run" != "$n_cat" ]]; then echo "mutants_record: the report has ${n_run:-no} mutants, the catalogue $n_cat (Part I alone $n_p1, Part II alone $n_p2)" >&2; exit 1; fi
when=$(date -u -r "$R/mutants.json" '+%Y-%m-%d %H:%M UTC')
if [[ -s $TREE/generated/mutants/commit ]]; then state=$(cat "$TREE/generated/mutants/commit")
elif [[ -n ${MUTANTS_COMMIT:-} ]]; then state="commit $MUTANTS_COMMIT"
else echo "mutants_record: $TREE/generated/mutants/commit is missing (a run older than this script); set MUTANTS_COMMIT" >&2; exit 1; fi
mkdir -p "$DEST"
{ echo "Recorded by \`scripts/mutants_record.sh\` from the run that ended $when ($state, $(nproc) processors)."; echo; cat "$R/mutants.md"; } > "$DEST/mutants.md"
cp "$R/mutants.json" "$R/mutants.tex" "$DEST/"
printf '%s\n' "{\\it The recorded run} ($DEST/, kept with the sources; \\.{make mutants} in a build replaces it by that build's own run): ended $when, ${state//_/\\_}, $(nproc) processors.\\par\\smallskip" > "$DEST/provenance.tex"
echo "mutants_record: $DEST/ now holds the run of $when ($state)"
