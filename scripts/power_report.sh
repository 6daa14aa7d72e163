#!/bin/bash
# Turn scripts/falsetheorems.sh's results into reports/power.{md,json,tex}.
# usage: scripts/power_report.sh RESULTS.tsv REPORTDIR
# RESULTS.tsv, one line per false theorem and trial factor: name, theorem,
# suite, factor, outcome (detected | missed | timeout | did-not-apply ...),
# failing tests, the counted property with the largest failing fraction, its
# trials, tested trials and failures, the same for the observations (name,
# trials, failures), seconds, the false claim, the baseline's seconds, the
# test filter when the false theorem names one, the commit it was measured
# on, the time its run ended, the results of the paper it falsifies.
# f = failures / trials of that property (a skipped trial cannot detect);
# n99 = ln 0.01 / ln(1 - f), the trials for a 99 % chance of at least one
# failure; the power of one run at the default trial count N is 1 - (1 - f)^N.
# A false theorem run at x0.25 only is "implied" detected at x1 when the
# quarter run detects it: a trial's draw depends on the seed and its index
# alone, so the quarter's trials are the first quarter of the default's.
set -euo pipefail
tsv=$1 dir=$2
mkdir -p "$dir"
awk -F'\t' -v md="$dir/power.md" -v js="$dir/power.json" -v tex="$dir/power.tex" '
function jesc(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
function tesc(s) { gsub(/\\/, "$\\backslash$", s); gsub(/[_&%#$]/, "\\\\&", s);
  gsub(/[{}]/, "\\\\&", s); gsub(/\^/, "\\^{}", s); gsub(/~/, "\\~{}", s);
  gsub(/</, "$<$", s); gsub(/>/, "$>$", s); return s }
function tbrk(s) { s = tesc(s); gsub(/\\_/, "\\_\\allowbreak{}", s); gsub(/\//, "/\\allowbreak{}", s); return s }
function mdesc(s) { gsub(/\|/, "\\|", s); return s }
function n99(f) { return f <= 0 ? "inf" : f >= 1 ? 1 : int(log(0.01) / log(1 - f)) + (log(0.01) / log(1 - f) > int(log(0.01) / log(1 - f))) }
function power(f, N) { return f <= 0 ? 0 : 1 - exp(N * log(1 - (f >= 1 ? 1 - 1e-12 : f))) }
{
  k = $1; if (!(k in seen)) { seen[k] = 1; names[++nn] = k; thm[k] = $2; suite[k] = $3 ($17 != "" ? " (" $17 " only)" : ""); claim[k] = $15
    if (!($2 in tseen)) { tseen[$2] = 1; thms[++nt] = $2 } }
  F = $4 + 0; key = k SUBSEP F
  out[key] = $5; fails[key] = $6; prop[key] = $7; tr[key] = $8 + 0; te[key] = $9 + 0; nf[key] = $10 + 0
  oprop[key] = $11; otr[key] = $12 + 0; onf[key] = $13 + 0; secs[key] = $14 + 0
  com[key] = $18 != "" ? $18 : "unknown"; when[key] = $19; res[k] = $20
  facs[k] = facs[k] (facs[k] != "" ? "," : "") F
  if (!(k in mf) || F == 1 || (mf[k] != 1 && F > mf[k])) mf[k] = F
}
END {
  # Each false theorem is judged on its run at the largest factor it has;
  # below the default, a detection implies that of the default run (its trials
  # are the first ones of the default run) and the power at the default
  # trial count N is 1 - (1 - f)^N with the f of that run.
  for (i = 1; i <= nn; i++) { k = names[i]; F = mf[k]; key = k SUBSEP F
    f = tr[key] > 0 ? nf[key] / tr[key] : 0
    N1 = F > 0 ? int(tr[key] / F + 0.5) : 0
    p1[k] = power(f, N1); ff[k] = f; NN[k] = N1
    det1[k] = F == 1 ? out[key] : out[key] == "detected" ? "implied" : "not known"
    detF[k] = out[key]
    ndet[thm[k]] += out[key] == "detected"
    ntot[thm[k]]++
    if (p1[k] >= 0.99) nsure[thm[k]]++
    if (onf[key] > 0 && nf[key] == 0) obsonly[k] = oprop[key] " " onf[key] "/" otr[key]
  }
  printf "# Power against false theorems\n\n" > md
  printf "Each false theorem is a change file in `tests/falsetheorems/` that makes one theorem check test a plausible false version of its claim against the true dynamics; its suite runs alone. " > md
  printf "*f* is the fraction of the most powerful counted property'"'"'s trials that fail, n99 = ln 0.01 / ln(1 - f) the trials that detect the false claim with probability 0.99, and *power* the probability that one run at the default trials N detects it, 1 - (1 - f)^N. Every failing trial is a draw on which the false claim is false (the unmutated check passes on every trial), so f is also a lower bound on the fraction of draws where the claim is false. " > md
  printf "A run below the default trials (factor < 1) sees the first trials of the default run with the same seed, so its detection implies the default'"'"'s (*implied*).\n\n" > md
  printf "| theorem | false versions | detected | power >= 0.99 |\n|---|---:|---:|---:|\n" > md
  for (t = 1; t <= nt; t++) printf "| %s | %d | %d | %d |\n", thms[t], ntot[thms[t]], ndet[thms[t]], nsure[thms[t]] + 0 > md
  printf "\n| false theorem | suite | claim | run at | outcome | failing property | f | default trials N | n99 | power | at x1 | s | measured |\n|---|---|---|---:|---|---|---:|---:|---:|---:|---|---:|---|\n" > md
  for (i = 1; i <= nn; i++) { k = names[i]; a = k SUBSEP mf[k]
    printf "| %s | %s | %s | x%s | %s | %s (%d of %d) | %.3g | %d | %s | %.4f | %s | %d | %s |\n", k, suite[k], mdesc(claim[k]), mf[k], detF[k], prop[a], nf[a], tr[a], ff[k], NN[k], n99(ff[k]), p1[k], det1[k], secs[a], when[a] != "" ? "commit " com[a] ", " when[a] : "-" > md }
  for (i = 1; i <= nn; i++) if (obsonly[names[i]] != "") printf "\n* %s fails only an observation (not counted, so the suite passes): %s.", names[i], obsonly[names[i]] > md
  printf "\n" > md
  # JSON
  printf "{\"false_theorems\": [\n" > js
  for (i = 1; i <= nn; i++) { k = names[i]; a = k SUBSEP mf[k]
    printf "  {\"name\": \"%s\", \"theorem\": \"%s\", \"suite\": \"%s\", \"claim\": \"%s\", \"factor\": %s, \"outcome\": \"%s\", \"default\": \"%s\", \"property\": \"%s\", \"trials\": %d, \"failed\": %d, \"f\": %.6g, \"n99\": \"%s\", \"default_trials\": %d, \"power_default\": %.6g, \"failing_tests\": \"%s\", \"observation\": \"%s\", \"observation_failed\": %d, \"seconds\": %d, \"results\": \"%s\", \"commit\": \"%s\", \"date\": \"%s\"}%s\n", \
      jesc(k), jesc(thm[k]), jesc(suite[k]), jesc(claim[k]), mf[k], detF[k], det1[k], prop[a], tr[a], nf[a], ff[k], n99(ff[k]), NN[k], p1[k], fails[a], oprop[a], onf[a], secs[a], jesc(res[k]), jesc(com[a]), jesc(when[a]), i < nn ? "," : "" > js }
  printf "]}\n" > js
  # TeX
  printf "\\halign{#\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\cr\n\\bf theorem&\\bf false versions&\\bf detected&\\bf power${}\\ge0.99$\\cr\\noalign{\\smallskip}\n" > tex
  for (t = 1; t <= nt; t++) printf "%s&%d&%d&%d\\cr\n", tesc(thms[t]), ntot[thms[t]], ndet[thms[t]], nsure[thms[t]] + 0 > tex
  printf "}\\medskip\n{\\eightrm\\baselineskip9pt\n\\halign{\\tt #\\hfil\\quad&\\hfil#\\quad&#\\hfil\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&\\hfil#\\quad&#\\hfil\\cr\n\\rm false theorem&\\rm run at&\\rm outcome&\\rm failed&\\rm $f$&\\rm $n_{99}$&\\rm power&\\rm at $\\times1$\\cr\\noalign{\\smallskip}\n" > tex
  for (i = 1; i <= nn; i++) { k = names[i]; a = k SUBSEP mf[k]
    printf "%s&$\\times$%s&%s&%d/%d&%.3g&%s&%.4f&%s\\cr\n", tesc(k), mf[k], tesc(detF[k]), nf[a], tr[a], ff[k], n99(ff[k]) == "inf" ? "$\\infty$" : n99(ff[k]), p1[k], tesc(det1[k]) > tex }
  printf "}}\\medskip\n\\begingroup\\rightskip=0pt plus 3em\n" > tex
  for (i = 1; i <= nn; i++) { k = names[i]; a = k SUBSEP mf[k]
    printf "\\item{} {\\tt %s} (%s; the suite {\\tt %s}; fails {\\tt %s}): %s.%s%s\\par\n", tbrk(k), tesc(thm[k]), tbrk(suite[k]), tbrk(prop[a]), tesc(claim[k]), obsonly[k] != "" ? " Fails only an observation, which is not counted: " tesc(obsonly[k]) "." : "", when[a] != "" ? " Measured on commit " tesc(com[a]) ", " tesc(when[a]) "." : "" > tex }
  printf "\\endgroup\n" > tex
}' "$tsv"
echo "power: $(awk -F'\t' '{print $1}' "$tsv" | sort -u | wc -l) false theorems; $dir/power.md" >&2
