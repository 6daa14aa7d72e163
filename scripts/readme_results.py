#!/usr/bin/python3
"""Print the README's results table from a verification report.

usage: /usr/bin/python3 scripts/readme_results.py [reports/verification.json]

Each property declares the results it tests (a "result" field, several
separated by "; "); its tested draws (passed + failed) are added to each
of them, by kind. A result's verdict follows from the kinds that tested it
and their failures: "holds as stated" when it was tested in the paper's own
form (kind theorem), "in the suite's formulation" when tested only in the
suite's, and the failures, if any, are named.
"""
import collections, json, sys

path = sys.argv[1] if len(sys.argv) > 1 else "reports/verification.json"
props = json.load(open(path))
order = ["Lemma 1", "descent lemma", "Theorem 1", "Theorem 2", "Theorem 3", "Theorem 4",
         "nonlinear head", "Theorem 5", "Theorem 6", "strictness", "E1", "E2", "E3", "E4", "E5",
         "sequel (1)", "sequel (2)"]
short = {"theorem": "thm", "suite formulation": "suite", "observation": "obs", "finding": "find", "mechanics": "mech"}
draws = collections.defaultdict(collections.Counter)
failed = collections.Counter()
for p in props:
    for r in filter(None, (p.get("result") or "").split("; ")):
        draws[r][p["kind"]] += p["passed"] + p["failed"]
        if p["kind"] in ("theorem", "suite formulation") and p["failed"]:
            failed[r] += p["failed"]
print("| result | verdict | tested draws |\n|---|---|---|")
for r in order + sorted(set(draws) - set(order)):
    c = draws.get(r)
    if not c:
        print(f"| {r} | not tested | - |")
        continue
    if failed[r]:
        v = f"{failed[r]} tested draws failed"
    elif c["theorem"] and c["suite formulation"]:
        v = "holds as stated and in the suite's formulation"
    elif c["theorem"]:
        v = "holds as stated on every tested draw"
    elif c["suite formulation"]:
        v = "holds in the suite's formulation"
    else:
        v = "no row tests the claim itself"
    kinds = ", ".join(f"{c[k]:,} {short[k]}" for k in short if c[k])
    print(f"| {r} | {v} | {kinds} |")
tests = len(props)
print(f"\n{tests} properties, {sum(p['trials'] for p in props):,} trials, "
      f"{sum(p['failed'] for p in props if p['kind'] not in ('observation',)):,} failed", file=sys.stderr)
