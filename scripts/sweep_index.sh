#!/bin/bash
# Rewrite docs/sweeps/all.tex, which the record (web/record.tex, reports/record.pdf)
# inputs: every recorded sweep summary, every sweep run in parts
# (docs/sweeps/shards-*/, see scripts/sweep_shard.sh) with how far it has
# got, and which factors have no sweep of every check. The text it writes
# calls the parts of such a sweep "parts" (MMATTN_SHARD=r/P), not shards.
set -uo pipefail
cd "$(dirname "$0")/.."
tex() { sed 's/[_&%#$]/\\&/g; s/[{}]/\\&/g' <<<"$1"; }
{
  echo "% written by scripts/sweep_index.sh: every recorded sweep, and what has not run"
  # \sweepfit (the record's macros) scales a sweep whose tables are wider than the page
  for f in docs/sweeps/sweep-*.tex; do [[ -e "$f" ]] && echo "\\sweepfit{\\input ../../$f\\relax}"; done
  for d in docs/sweeps/shards-*/; do
    [[ -f "$d/plan" ]] || continue
    read -r _ factor _ np _ filter _ seed _ commit < <(sed "s/'//g" "$d/plan")
    [[ $seed == default ]] && seed="20231210 (the default)"
    done_list=(); cpu=0; failed=0; props=(); declare -A where=()
    for ((r = 0; r < np; r++)); do
      grep -q "^shard $r of $np:" "$d/shards-run" 2>/dev/null || continue
      done_list+=("$r")
      t=$(tail -1 "$d/shard$r.time" 2>/dev/null | awk '{print $2 + $3}')
      cpu=$(awk -v a="$cpu" -v b="${t:-0}" 'BEGIN { print a + b }')
      for f in "$d"/verification/*.shard$r-of-$np.json; do
        [[ -e "$f" ]] || continue
        read -r kind nf < <(awk -F': ' '/^ "kind"/ && !k { k = $2 } /^ "failed"/ && !f { f = $2 } END { gsub(/[",]/, "", k); gsub(/,/, "", f); print (k == "observation" ? "obs" : "count"), f + 0 }' "$f")
        if [[ $kind == count && $nf -gt 0 ]]; then
          failed=$((failed + nf)); b=$(basename "$f"); b=${b%%.shard*}
          [[ -v "where[$b]" ]] || props+=("$b")
          where[$b]+="${where[$b]:+, }$nf in part $r"
        fi
      done
    done
    fails="none"
    if ((${#props[@]})); then  # by property, in the order first met, each with its shards
      fails="$failed, in"; sep=" "
      for b in "${props[@]}"; do fails+="$sep$b (${where[$b]})"; sep="; "; done
    fi
    unset where
    if ((${#done_list[@]} == np)) && [[ -f "$d/verification-summary.tex" ]]; then
      # every shard has run and mmattn_report has merged them: the merged tables
      run=$d/shards-run
      first=$(awk '/^shard [0-9]+ of/ { print $6, $7, "UTC"; exit }' "$run")
      last=$(awk '/^shard [0-9]+ of/ { l = $6 " " $7 " UTC" } END { print l }' "$run")
      read -r walls users syss < <(awk '/^shard [0-9]+ of/ { w[$2] = $(NF-3); u[$2] = $(NF-2); y[$2] = $(NF-1) } END { for (r in w) { W += w[r]; U += u[r]; Y += y[r] } printf "%.0f %.0f %.0f\n", W, U, Y }' "$run")  # a shard run twice counts once, its last run
      printf '\\sweepfit{\\medskip\\noindent{\\bf Sweep at %s times the default trials, in %s parts} (the checks \\.{%s} only). Commit %s, seed %s; trial $k$ in part $k \\bmod %s$ (\\.{MMATTN\\_SHARD}), the parts run one or two at a time, the first started %s and the last %s; processor time %s s user and %s s system; the parts'"'"' wall times add up to %s s (the host was shared). Failed trials (observations not counted): %s, by property in the table; the replay tables list the draws. The tables are the merged report of the %s parts, the one a single process would have written.\\smallskip\n' \
        "$factor" "$np" "$(tex "$filter" | sed 's/|/|}\\allowbreak\\.{/g')" "${commit:0:7}" "$seed" "$np" "$first" "$last" "$users" "$syss" "$walls" "$failed" "$np"
      echo "{\\eightrm\\baselineskip9pt"
      echo "\\input ../../${d%/}/verification-summary.tex"
      echo "}}"
      continue
    fi
    printf '\\smallskip{\\rightskip=0pt plus 8em\\noindent{\\bf Sweep at %s times the default trials, in %s parts} (the checks \\.{%s} only; commit %s, seed %s): one or two parts at a time, trial $k$ in part $k \\bmod %s$ (\\.{MMATTN\\_SHARD}). Parts done: %s of %s (%s); processor time so far %.0f s; failed trials so far (observations not counted): %s. When every part has run, the merged report (the one a single process would write) is recorded here.\\par}\n' \
      "$factor" "$np" "$(tex "$filter" | sed 's/|/|}\\allowbreak\\.{/g')" "${commit:0:7}" "$seed" "$np" "${#done_list[@]}" "$np" "${done_list[*]:-none}" "$cpu" "$(tex "$fails")"
  done
  for x in 10 100; do
    [[ -e docs/sweeps/sweep-${x}x.tex ]] || echo "\\smallskip\\noindent No sweep of every check at $x times the default trials has been recorded."
  done
} > docs/sweeps/all.tex
