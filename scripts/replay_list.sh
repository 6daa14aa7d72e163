#!/bin/bash
# Replay a list of recorded failed (or decided) trials on the current build and
# write the TeX table the book includes: scripts/replay_list.sh LIST OUT.tex
# LIST: comment lines (#), then sections, each opened by one of
#   sweep DIR                    a recorded sweep: DIR/plan gives its factor, seed
#                                and commit, DIR/verification/ its tallies (the
#                                recorded statistic, from the failure message, and
#                                the tier shares)
#   run FACTOR SEED COMMIT | TEXT  a run recorded only in prose: its trial factor,
#                                seed ("default" for 20231210) and commit, each
#                                "?" where the record does not give it (a trial's
#                                draw does not depend on the factor, so "?" replays
#                                at the smallest factor that has the trial; the
#                                commit gives the tier shares); TEXT (TeX) heads
#                                the section in the table
# and followed by one line per trial:
#   SHARD TRIAL claim/property [recorded=S] | what it was (TeX)
# (SHARD "-" outside a sharded sweep, TRIAL "?" where the record names no number,
# recorded=S the statistic the prose records, why=REASON_WITH_UNDERSCORES for a
# trial whose draw the check no longer makes, such as one of a generator since
# replaced, which is then not replayed). Each trial is replayed by
# scripts/replay.sh at the run's factor and seed and at the tier shares its check
# had then (the tally's, or those of the commit's sources,
# scripts/replay_shares.py), so it draws the recorded size; a replay that takes
# longer than REPLAY_SECONDS (default 900) of wall time is reported as such, and a
# trial that cannot be replayed (no number, factor or seed recorded; a property
# no longer in the suite) keeps its row with the reason. B=variant selects the build.
set -uo pipefail
list=${1:?list}; out=${2:?output .tex}
B=${B:-build}
limit=${REPLAY_SECONDS:-900}
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- web proofs_checks || commit="$commit (with uncommitted changes)"
date=$(date -u '+%Y-%m-%d %H:%M UTC')
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
tex_number() { # a number as TeX: 1.2e-05 -> 1.2\cdot10^{-5}
  awk -v x="$1" 'BEGIN { if (x == "") { print "---"; exit }
    if (x ~ /^-?inf$/) { print (x ~ /^-/ ? "$-\\infty$" : "$\\infty$"); exit }
    if (x ~ /nan/) { print "NaN"; exit }
    if (x !~ /e/) { print "$" x "$"; exit }
    split(x, a, "e"); e = a[2] + 0; print "$" a[1] "\\cdot10^{" e "}$" }'
}
tier_of() { # tier_of t,m,l trial: the tier web/prop.w gives the trial under these shares
  awk -v s="$1" -v k="$2" 'BEGIN { split(s, a, ","); p = (37 * (k % 100)) % 100
    print (p < a[1] ? "tiny" : p < a[1] + a[2] ? "medium" : "large") }'
}
short() { awk '{ s = $1; for (i = 2; i <= NF && length(s " " $i) <= 60; i++) s = s " " $i; print s (i <= NF ? "\\dots" : "") }'; }
sweep= factor=1 seed= shards=1 runcommit= sharded= n=0 npass=0 nfail=0 nskip=0 nother=0 nnot=0 cpu=0
: >"$out.rows"
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  if [[ "$line" == sweep\ * ]]; then
    sweep=${line#sweep }
    read -r _ factor _ shards _ _ _ seed _ runcommit < <(sed 's/filter .* seed/filter x seed/' "$sweep/plan")
    runcommit=${runcommit:0:7}
    [[ "$seed" == default ]] && seed=
    continue
  fi
  if [[ "$line" == run\ * ]]; then
    sweep=
    read -r _ factor seed runcommit <<<"${line%%|*}"
    [[ "$seed" == default ]] && seed=
    head=${line#*|}; head=${head# }
    printf '\\noalign{\\smallskip}\\omit\\span\\omit\\span\\omit\\span\\omit\\span\\omit\\span\\omit{\\it %s\\/}\\hfil\\cr\n' "$head" >>"$out.rows"
    continue
  fi
  read -r shard trial what fields <<<"${line%%|*}"
  desc=${line#*|}; desc=${desc# }
  claim=${what%%/*} prop=${what#*/}
  rec= shares= why=
  for f in $fields; do
    case $f in recorded=*) rec=${f#recorded=} ;; why=*) why=${f#why=}; why=${why//_/ } ;; esac
  done
  if [[ -n "$sweep" ]]; then
    tally="$sweep/verification/$claim.$prop.shard$shard-of-$shards.json"
    read -r rec shares < <(python3 -c 'import json,re,sys
try: o=json.load(open(sys.argv[1]))
except Exception: print("- -"); sys.exit()
r=""
for f in o["failures"]:
    if f["trial"]==int(sys.argv[2]):
        m=re.search(r"statistic (\S+) >",f["message"]); r=m.group(1) if m else ""; break
t=o.get("tiers") or {}
s=",".join(str(t[x]["share"]) for x in ("tiny","medium","large")) if t else "100,0,0"
print(r or "-", s)' "$tally" "$trial" 2>/dev/null)
    [[ "$rec" == - ]] && rec=
    [[ "$shares" == - ]] && shares=
  fi
  if [[ -z "$shares" && -n "$runcommit" && "$runcommit" != "?" ]]; then
    shares=$(python3 scripts/replay_shares.py "$runcommit" "$what" 2>/dev/null)
  fi
  if [[ -n "$why" ]]; then :
  elif [[ "$trial" == "?" ]]; then why="no number recorded"
  elif [[ "$seed" == "?" ]]; then why="seed unknown"
  elif ! grep -q "mm_prop_begin(&[A-Za-z0-9_]*, \"$claim\", \"$prop\"" proofs_checks/*.w; then why="property gone"
  fi
  now= drew=
  if [[ -n "$why" ]]; then
    verdict="not replayable"; desc="$desc; not replayable: $why"; nnot=$((nnot+1)); rc=-1
  else
    start=$(date +%s)
    f=$factor
    [[ "$f" == "?" ]] && f=1
    MMATTN_TRIALS=$f MMATTN_SEED=$seed MMATTN_ONLY_TIERS=$shares B=$B timeout -k 10 "$limit" \
      bash scripts/replay.sh "$what:$trial" </dev/null >"$tmp" 2>"$tmp.err"
    rc=$?
    # A factor the record does not give: the draw of trial k does not depend on
    # it (web/prop.w), only whether k exists; the smallest that has k.
    count=$(sed -n 's/.*which has trials 0\.\.\([0-9]*\) at MMATTN_TRIALS=1$/\1/p' "$tmp.err" | head -1)
    if [[ "$factor" == "?" && -n "$count" ]]; then
      f=$(( (trial + count + 1) / (count + 1) ))
      MMATTN_TRIALS=$f MMATTN_SEED=$seed MMATTN_ONLY_TIERS=$shares B=$B timeout -k 10 "$limit" \
        bash scripts/replay.sh "$what:$trial" </dev/null >"$tmp" 2>"$tmp.err"
      rc=$?
    fi
    secs=$(( $(date +%s) - start ))
    now=$(sed -n "s|^replay: $what:$trial: statistic [^ ]* (\([^)]*\)).*|\1|p" "$tmp" | tail -1)
    [[ -n "$now" ]] && now=$(awk -v x="$now" 'BEGIN { printf "%.6g", x }')
    drew=$(sed -n "s|^replay: $what:$trial: seed [0-9]*, tier \([a-z]*\).*|\1|p" "$tmp" | head -1)
    case $rc in
      0) verdict=passes; npass=$((npass+1)) ;;
      1) verdict=fails; nfail=$((nfail+1)) ;;
      3) verdict=skipped; desc="$desc; skipped: $(sed -n "s|^replay: $what:$trial: skipped: \([^:;(]*\).*|\1|p" "$tmp" | tail -1 | short)"
         nskip=$((nskip+1)) ;;
      124|137) verdict="not decided in $limit s"; nother=$((nother+1)) ;;
      *) if grep -q 'MMATTN_ONLY asks for trial' "$tmp.err"; then verdict="not run: beyond trial count"
         else verdict="not run (status $rc)"; fi; nother=$((nother+1)) ;;
    esac
    if [[ -n "$drew" && -n "$shares" && "$drew" != "$(tier_of "$shares" "$trial")" ]]; then
      verdict="$verdict (drew $drew, not $(tier_of "$shares" "$trial"))"
    fi
  fi
  n=$((n+1))
  [[ "$shard" != - ]] && sharded=1
  echo "${shard} $trial $what: recorded ${rec:-?}, now ${now:-?}, tiers ${shares:-own}, ${secs:-0} s: $verdict${why:+ ($why)}" >&2
  secs=
  printf '%s&%s&%s&%s&%s&%s\\cr\n&&\\omit\\span\\omit\\span\\omit\\span\\omit\\quad %s\\hfil\\cr\n' \
    "${shard/#-/---}" "$trial" "$(sed 's/_/\\_/g' <<<"$what")" \
    "$(tex_number "$rec")" "$(tex_number "$now")" "$(sed 's/_/\\_/g' <<<"$verdict")" "$desc" >>"$out.rows"
done <"$list"
rm -f "$tmp.err"
# A list without a sharded sweep has no shard column (the page is narrow).
if [[ -z "$sharded" ]]; then
  sed -i 's/^---&//; s/^&&\\omit/\&\\omit/; s/^\(\\noalign{\\smallskip}\)\\omit\\span/\1/' "$out.rows"
  cols='\hfil#\enspace&{\replaytt#}\hfil\enspace&\hfil#\enspace&\hfil#\enspace&#\hfil\cr' head='trial&'
else
  cols='\hfil#\enspace&\hfil#\enspace&{\replaytt#}\hfil\enspace&\hfil#\enspace&\hfil#\enspace&#\hfil\cr' head='part&trial&'
fi
{
  echo "% Generated by scripts/replay_list.sh from $list; do not edit."
  echo "\\begingroup\\font\\replayrm=cmr8 \\font\\replaytt=cmtt8 \\replayrm"
  echo "\\def\\replaynote{Replayed on commit $commit, $date: $n trials, $npass pass, $nfail fail, $nskip skipped, $nother undecided, $nnot not replayable.}"
  echo "\\par\\medskip\\halign{$cols"
  echo "$head\\omit property (below it: what the failure was)\\hfil&recorded&now&verdict now\\cr"
  echo "\\noalign{\\smallskip}"
  cat "$out.rows"
  echo "}\\medskip"
  echo "\\centerline{\\replaynote}\\endgroup"
} >"$out.new"
rm -f "$out.rows"
mv "$out.new" "$out"
echo "replay_list: $out: $n trials, $npass pass, $nfail fail, $nskip skipped, $nother undecided, $nnot not replayable (commit $commit)" >&2
