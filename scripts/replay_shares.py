#!/usr/bin/env python3
"""Tier shares of a property at a commit: scripts/replay_shares.py COMMIT claim/property
prints "t,m,l" (the percentages its check gave mm_prop_tiers at that commit, 100,0,0
when it gave none) or nothing when the property is not found there. Used by
scripts/replay_list.sh to replay a trial at the size its run drew."""
import re, subprocess, sys

def show(commit, path):
    return subprocess.run(["git", "show", f"{commit}:{path}"], capture_output=True, text=True).stdout

def main():
    commit, what = sys.argv[1], sys.argv[2]
    claim, prop = what.split("/", 1)
    files = subprocess.run(["git", "ls-tree", "--name-only", commit, "proofs_checks/"],
                           capture_output=True, text=True).stdout.split()
    for path in files:
        if not path.endswith(".w"):
            continue
        text = show(commit, path)
        m = re.search(r'mm_prop_begin\(&(\w+),\s*"%s",\s*"%s"' % (re.escape(claim), re.escape(prop)), text)
        if not m:
            continue
        defines = dict(re.findall(r'^#define (\w+) ([^/\n]*)', text, re.M))
        nxt = re.search(r'mm_prop_begin\(&%s,' % m.group(1), text[m.end():])
        body = text[m.end():m.end() + nxt.start()] if nxt else text[m.end():]
        t = re.search(r'mm_prop_tiers\(&%s,\s*([^;]*?)\);' % m.group(1), body)
        if not t:
            print("100,0,0"); return
        args = t.group(1)
        for _ in range(5):
            args = re.sub(r'\b[A-Z_][A-Z0-9_]*\b', lambda x: defines.get(x.group(0), x.group(0)).strip(), args)
        try:
            vals = [int(eval(a, {"__builtins__": {}})) for a in args.split(",")]
        except Exception:
            return
        if len(vals) == 3 and sum(vals) == 100:
            print(",".join(map(str, vals)))
        return

main()
