#!/bin/bash
# Turn the results of scripts/mutants.sh into reports/mutants.{md,json,tex}.
# usage: scripts/mutants_report.sh RESULTS.tsv WALL_SECONDS TRIALS REPORTDIR [BASELINE_FAILED [LOAD]]
# RESULTS.tsv: name, chapter, outcome, seconds, failed checks, breaks, expect,
# pass (targeted:SUITE or full).
# A survivor whose expect line says "equivalent" or "out of scope" is counted
# apart; the kill rate is killed / (killed + unexplained survivors).
set -euo pipefail
tsv=$1 wall=$2 trials=$3 dir=$4 base=${5:-/dev/null} load=${6:-}
# The weight of a module: the lines of its chapter (the master web, the
# results chapter and the benchmarks are not library code).
weights=$(mktemp); ftsuite=$(mktemp); trap 'rm -f "$weights" "$ftsuite"' EXIT
# The suite of each planted false theorem (its suite: line, else its
# chapter's name): a Part II kill by a false theorem is a kill of that suite.
for f in tests/falsetheorems/*.ch; do
  [[ -f $f ]] || continue
  s=$(sed -n 's/^suite: *//p' "$f" | head -1); [[ -z $s ]] && s=$(basename "$(sed -n 's/^chapter: *//p' "$f" | head -1)" .w)
  echo "$(basename "$f" .ch) $s"
done > "$ftsuite"
wc -l web/*.w | awk '$2 != "total" { m = $2; sub(/.*\//, "", m); sub(/\.w$/, "", m); if (m != "mmattn" && m != "results" && m != "dyn_bench") print m, $1 }' > "$weights"
baseline=$(paste -sd, "$base" 2>/dev/null || true)
mkdir -p "$dir"
sort -t $'\t' -k2,2 -k1,1 "$tsv" > "$tsv.sorted"
awk -F'\t' -v THEOREMS='^(lemma_pw|descent|thm1|thm2|thm3|thm4|limit|nonlinear|joint|losses|strict)$' -v wall="$wall" -v trials="$trials" -v md="$dir/mutants.md" \
    -v js="$dir/mutants.json" -v baseline="$baseline" -v load="$load" -v weights="$weights" -v ftsuite="$ftsuite" -v tex="$dir/mutants.tex" '
function jesc(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
function tesc(s) { gsub(/\\/, "$\\backslash$", s); gsub(/[_&%#$]/, "\\\\&", s);
  gsub(/[{}]/, "\\\\&", s); gsub(/\^/, "\\^{}", s); gsub(/~/, "\\~{}", s);
  gsub(/</, "$<$", s); gsub(/>/, "$>$", s); return s }
BEGIN { while ((getline fl < ftsuite) > 0) { split(fl, ff, " "); fts[ff[1]] = ff[2] } }
function module(ch,  m) { m = ch; sub(/.*\//, "", m); sub(/\.w$/, "", m); return m }
{
  name[NR] = $1; chap[NR] = $2; out[NR] = $3; secs[NR] = $4; fails[NR] = $5
  brk[NR] = $6; expc[NR] = $7; pass[NR] = $8; m = module($2); mod[NR] = m
  if ($3 == "killed") { if ($8 ~ /^targeted/) ktarg++; else if ($8 ~ /^power/) kpow++; else kfull++ }
  if ($3 == "unfinished") { unf++; if ($7 !~ /^equivalent/ && $7 !~ /^out of scope/) unflive++ }
  if (!(m in seen)) { seen[m] = 1; mods[++nm] = m }
  kind = $3
  if ($3 == "survived" && ($7 ~ /^equivalent/ || $7 ~ /^out of scope/)) kind = "explained"
  part = $2 ~ /^proofs_checks\// ? 2 : 1; pc[part, kind]++; pc[part, "all"]++
  cnt[m, kind]++; tot[kind]++; cnt[m, "all"]++
  if ($3 == "killed") {
    delete fam1
    # A kill by a planted false theorem (pass power:NAME) is credited to the
    # suite of that theorem; its description has commas of its own, so it is not
    # split like a list of failed checks.
    if ($8 ~ /^power:/) { s = $8; sub(/^power:/, "", s); fam1[((s in fts) ? fts[s] : s) " (by a planted false theorem)"] = 1 }
    else { n = split($5, f, ","); for (i = 1; i <= n; i++) { s = f[i]; sub(/::.*/, "", s); if (s != "") fam1[s] = 1 } }
    for (s in fam1) { if (!(s in killsby)) fams[++nf] = s; killsby[s]++ }
    bythm = 0; for (s in fam1) if (s ~ THEOREMS) bythm = 1
    if (part == 2) pc[2, $8 ~ /^power/ ? "by_false" : "by_suite"]++
    else pc[1, bythm ? "by_theorem" : "by_mechanics"]++
  }
}
END {
  for (q = 1; q <= 2; q++) { plive[q] = pc[q, "killed"] + pc[q, "survived"]; prate[q] = plive[q] > 0 ? 100 * pc[q, "killed"] / plive[q] : 0 }
  parts = ""
  if (pc[1, "all"] > 0) parts = sprintf("Part I (the library and the command): %d mutants, killed %d (the first killing suite a theorem suite %d times, a mechanics suite %d times), survived %d, explained %d; kill rate %.1f %%.", \
    pc[1, "all"], pc[1, "killed"], pc[1, "by_theorem"], pc[1, "by_mechanics"], pc[1, "survived"], pc[1, "explained"], prate[1])
  if (pc[2, "all"] > 0) parts = parts (parts != "" ? " " : "") sprintf("Part II (the theorem checks): %d mutants, killed %d (by their own suites on the true dynamics %d, by hiding a planted false theorem %d), survived %d, explained %d; kill rate %.1f %%.", \
    pc[2, "all"], pc[2, "killed"], pc[2, "by_suite"], pc[2, "by_false"], pc[2, "survived"], pc[2, "explained"], prate[2])
  while ((getline wl < weights) > 0) { split(wl, wf, " "); lines[wf[1]] = wf[2]; wtot += wf[2]
    if (!(wf[1] in seen)) { seen[wf[1]] = 1; mods[++nm] = wf[1] } }
  for (a = 2; a <= nm; a++) { v = mods[a]; for (b = a - 1; b >= 1 && mods[b] > v; b--) mods[b + 1] = mods[b]; mods[b + 1] = v }
  live = tot["killed"] + tot["survived"]
  rate = live > 0 ? 100 * tot["killed"] / live : 0
  # Markdown
  printf "# Mutants: the power of the checks\n\n" > md
  printf "%d change files; trials x%s; wall time %d s (%d min)%s.\n\n", NR, trials, wall, int((wall + 30) / 60), load != "" ? "; load average (1, 5, 15 min) at start / end: " load : "" > md
  printf "Killed in the targeted pass (the suites of the mutated chapter) %d, in the full pass %d, by a planted false theorem (Part II) %d; every survivor of Part I ran the full suite, every survivor of Part II its own suites and the false theorems they detect.\n\n", ktarg, kfull, kpow + 0 > md
  printf "Killed %d, survived %d (unexplained), survived but explained %d, did not apply %d, did not compile %d, no change %d.\n\n", \
    tot["killed"], tot["survived"], tot["explained"], tot["did-not-apply"], tot["did-not-compile"], tot["no-change"] > md
  if (baseline != "") printf "Checks that fail on the unmutated build at this trial factor (they kill no mutant): %s.\n\n", baseline > md
  printf "**Kill rate: %.1f %%** of the %d mutants that are neither equivalent nor out of scope.\n\n", rate, live > md
  printf "%s\n\n", parts > md
  if (unf > 0) printf "Unfinished (stopped before their full pass): %d, of which %d not expected to survive; counting those as survivors, the kill rate is %.1f %%.\n\n", unf, unflive, 100 * tot["killed"] / (live + unflive) > md
  printf "| module | lines | mutants | in proportion to lines | killed | survived | explained | not run |\n|---|---|---|---|---|---|---|---|\n" > md
  for (k = 1; k <= nm; k++) { m = mods[k]
    printf "| %s | %d | %d | %.1f | %d | %d | %d | %d |\n", m, lines[m], cnt[m,"all"], (wtot > 0 ? NR * lines[m] / wtot : 0), cnt[m,"killed"], cnt[m,"survived"], \
      cnt[m,"explained"], cnt[m,"all"] - cnt[m,"killed"] - cnt[m,"survived"] - cnt[m,"explained"] > md }
  printf "\n| check suite (claim family) | mutants it kills |\n|---|---|\n" > md
  for (k = 1; k <= nf; k++) printf "| %s | %d |\n", fams[k], killsby[fams[k]] > md
  printf "\n| mutant | module | outcome | s | what it breaks | killed by / why it survives |\n|---|---|---|---|---|---|\n" > md
  for (r = 1; r <= NR; r++) {
    why = fails[r]; if (out[r] != "killed") why = expc[r] == "killed" ? "" : expc[r]
    if (length(why) > 160) why = substr(why, 1, 157) "..."
    printf "| %s | %s | %s | %d | %s | %s |\n", name[r], mod[r], out[r], secs[r], brk[r], why > md }
  # JSON
  printf "{\"part1\": {\"mutants\": %d, \"killed\": %d, \"by_theorem_suite\": %d, \"by_mechanics_suites\": %d, \"survived\": %d, \"explained\": %d},\n \"part2\": {\"mutants\": %d, \"killed\": %d, \"by_own_suite\": %d, \"by_false_theorem\": %d, \"survived\": %d, \"explained\": %d},\n ", \
    pc[1, "all"], pc[1, "killed"], pc[1, "by_theorem"], pc[1, "by_mechanics"], pc[1, "survived"], pc[1, "explained"], pc[2, "all"], pc[2, "killed"], pc[2, "by_suite"], pc[2, "by_false"], pc[2, "survived"], pc[2, "explained"] > js
  printf "\"trials\": %s, \"wall_seconds\": %d, \"load\": \"%s\", \"kill_rate\": %.4f, \"killed\": %d, \"killed_targeted\": %d, \"killed_full\": %d, \"survived\": %d, \"explained\": %d,\n \"did_not_apply\": %d, \"did_not_compile\": %d, \"baseline_failures\": \"%s\",\n \"mutants\": [\n", \
    trials, wall, jesc(load), rate / 100, tot["killed"], ktarg, kfull, tot["survived"], tot["explained"], tot["did-not-apply"], tot["did-not-compile"], jesc(baseline) > js
  for (r = 1; r <= NR; r++) {
    printf "  {\"name\": \"%s\", \"chapter\": \"%s\", \"outcome\": \"%s\", \"seconds\": %d, \"pass\": \"%s\", \"killed_by\": \"%s\", \"breaks\": \"%s\", \"expect\": \"%s\"}%s\n", \
      jesc(name[r]), jesc(chap[r]), out[r], secs[r], pass[r], jesc(fails[r]), jesc(brk[r]), jesc(expc[r]), r < NR ? "," : "" > js }
  printf " ]}\n" > js
  # TeX for the book (plain TeX, read by the power chapter)
  printf "\\noindent %d change files, trials $\\times$%s, %d\\,s (%d\\,min) wall time on two cores%s. Killed %d (%d by the suites of the mutated chapter, %d in the full pass, %d by a planted false theorem), survived %d, explained survivors %d, did not apply %d, did not compile %d, unfinished %d. {\\bf Kill rate %.1f\\%%}%s.\\par\\medskip\n", \
    NR, trials, wall, int((wall + 30) / 60), load != "" ? ", load average " tesc(load) " at start / end" : "", tot["killed"], ktarg, kfull, kpow + 0, tot["survived"], tot["explained"], tot["did-not-apply"], tot["did-not-compile"], unf, rate, (unf > 0 ? sprintf(" (%.1f\\%% counting the %d unfinished that are not expected to survive as survivors)", 100 * tot["killed"] / (live + unflive), unflive) : "") > tex
  printf "%s\\par\\medskip\n", tesc(parts) > tex
  printf "\\halign{\\tt #\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n\\rm module&lines&mutants&by lines&killed&survived&explained\\cr\\noalign{\\smallskip}\n" > tex
  for (k = 1; k <= nm; k++) { m = mods[k]
    printf "%s&%d&%d&%.1f&%d&%d&%d\\cr\n", tesc(m), lines[m], cnt[m,"all"], (wtot > 0 ? NR * lines[m] / wtot : 0), cnt[m,"killed"], cnt[m,"survived"], cnt[m,"explained"] > tex }
  printf "}\\medskip\n\\halign{\\tt #\\hfil\\quad&\\hfil#\\cr\n\\rm check suite&mutants killed\\cr\\noalign{\\smallskip}\n" > tex
  for (k = 1; k <= nf; k++) printf "%s&%d\\cr\n", tesc(fams[k]), killsby[fams[k]] > tex
  printf "}\\medskip\n\\begingroup\\rightskip=0pt plus 3em\n" > tex
  for (r = 1; r <= NR; r++) {
    why = out[r] == "killed" ? fails[r] : expc[r]
    if (length(why) > 200) why = substr(why, 1, 197) "..."
    # Checks are listed with a space after each comma and a break allowed after
    # "::" and after each underscore, so that a long list of long check names stays within the line.
    why = tesc(why); if (out[r] == "killed") { gsub(/,/, ", ", why); gsub(/::/, "::\\allowbreak{}", why); gsub(/\\_/, "\\_\\allowbreak{}", why) }
    printf "\\item{} {\\tt %s} (%s, %s): %s. {\\sl %s}\\par\n", tesc(name[r]), tesc(mod[r]), out[r], tesc(brk[r]), why > tex }
  printf "\\endgroup\n" > tex
  printf "mutants: killed %d, survived %d, explained %d, kill rate %.1f%% (%s)\n", \
    tot["killed"], tot["survived"], tot["explained"], rate, md > "/dev/stderr"
}' "$tsv.sorted"
