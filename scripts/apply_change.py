#!/usr/bin/env python3
"""Apply a CWEB change file to a web and print the changed web.

usage: scripts/apply_change.py WEB CHANGEFILE > NEW_WEB

ctangle takes one change file; a Part II mutant run against a planted false
theorem needs two (scripts/mutants.sh), so the first is applied here, with
ctangle's rule: each @x block's lines must match consecutive lines of the
web, later blocks after earlier ones; lines outside @x...@z are comments.
Exits 1, naming the block, when a block does not match.
"""
import sys


def blocks(lines):
    out, state, old, new = [], None, [], []
    for ln in lines:
        if ln.startswith("@x"):
            state, old, new = "x", [], []
        elif ln.startswith("@y") and state == "x":
            state = "y"
        elif ln.startswith("@z") and state == "y":
            out.append((old, new))
            state = None
        elif state == "x":
            old.append(ln)
        elif state == "y":
            new.append(ln)
    return out


def main():
    web = open(sys.argv[1]).read().split("\n")
    ch = open(sys.argv[2]).read().split("\n")
    pos = 0
    for k, (old, new) in enumerate(blocks(ch)):
        at = next((i for i in range(pos, len(web) - len(old) + 1) if web[i:i + len(old)] == old), None)
        if at is None:
            sys.stderr.write("apply_change: block %d of %s does not match %s\n" % (k + 1, sys.argv[2], sys.argv[1]))
            return 1
        web[at:at + len(old)] = new
        pos = at + len(new)
    sys.stdout.write("\n".join(web))
    return 0


if __name__ == "__main__":
    sys.exit(main())
