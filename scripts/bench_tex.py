#!/usr/bin/python3
"""Set the output of `make bench` as a TeX listing for the record volume.

usage: /usr/bin/python3 scripts/bench_tex.py LOG OUT.tex

The listing is headed by the commit, the date and the processor (from
/proc/cpuinfo); lines longer than the page holds in 7.2-point typewriter
type are folded, the continuation indented. Every character TeX treats
specially is set by its code, so the listing is the log, character for
character.
"""
import datetime, subprocess, sys, textwrap

log, out = sys.argv[1:3]
WIDTH = 118
special = set('\\{}$&#^_%~')


def tex(s):
    return ''.join('{\\char%d}' % ord(c) if c in special else '\\ ' if c == ' ' else c
                   for c in s if c.isprintable())


def meta():
    try:
        commit = subprocess.run(['git', 'rev-parse', '--short', 'HEAD'], capture_output=True, text=True).stdout.strip()
        if subprocess.run(['git', 'diff', '--quiet', 'HEAD', '--', 'web', 'proofs_checks']).returncode:
            commit += ' (with uncommitted changes)'
    except OSError:
        commit = 'unknown'
    cpu = 'unknown'
    try:
        for line in open('/proc/cpuinfo'):
            if line.startswith('model name'):
                cpu = line.split(':', 1)[1].strip()
                break
    except OSError:
        pass
    return commit or 'unknown', cpu


commit, cpu = meta()
date = datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')
lines = []
for raw in open(log, errors='replace'):
    raw = raw.rstrip('\n').expandtabs()
    if raw.startswith(('cd generated', 'gcc ', 'rm -f generated', 'ar rcs', 'make[')):
        continue  # the build's own commands
    parts = textwrap.wrap(raw, WIDTH, subsequent_indent='    ', drop_whitespace=False,
                          break_long_words=True, replace_whitespace=False) or ['']
    lines.extend(parts)
with open(out + '.new', 'w') as f:
    f.write('\\noindent{\\bf The benchmarks of commit %s}, run %s on %s.\\par\\medskip\n'
            % (tex(commit).replace('\\ ', ' '), date, tex(cpu).replace('\\ ', ' ')))
    f.write('{\\font\\benchtt=cmtt8 scaled 900 \\benchtt \\parindent=0pt \\baselineskip=8.6pt\n')
    for s in lines:
        f.write('\\hbox{%s}\n' % tex(s))
    f.write('}\n')
import os
os.replace(out + '.new', out)
