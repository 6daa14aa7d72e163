#!/usr/bin/python3
"""make bench: the mmattn command on instances of real size.

usage: bench_commands.py MMATTN [DIR]

Writes two seeded random instances with scripts/real_size_instance.py (the
README's instances: n = 100 and n = 1000 inputs of T = 64 tokens in d = 32,
token 0 of every input shifted along the head so that the GMM exists) and runs
on each
    analyze FILE            (the time until the GMM line, and until the end)
    svm FILE --tokens 0     (the ATT-SVM of every input's token 0, until its
                             certificate line, "separable: ..." or "infeasible: ...")
    train FILE --steps 1000 (the time until the cosines are printed)
It prints, per command, the wall time from the start of the process to the
landmark line, the process's CPU time (user + system) and the load average
beside it: wall times are only comparable on an idle machine.  A command that
fails or does not print its landmark is reported as such, and the script exits
1.
"""
import os, re, subprocess, sys, tempfile, time, resource


def instance(n, path):
    """The README's instance of real size, written by scripts/real_size_instance.py."""
    here = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([sys.executable, os.path.join(here, "real_size_instance.py"), path, str(n)], check=True)


def timed(argv, landmarks):
    """Run argv; return (rc, {landmark: seconds to its first line}, wall, cpu)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    seen = {}
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    for raw in p.stdout:
        line = raw.decode(errors="replace")
        for name, rx in landmarks.items():
            if name not in seen and re.search(rx, line):
                seen[name] = time.monotonic() - t0
    rc = p.wait()
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return rc, seen, wall, cpu


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: bench_commands.py MMATTN [DIR]")
    exe = sys.argv[1]
    work = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="mmattn_bench_")
    os.makedirs(work, exist_ok=True)
    ok = True
    print("instance      command                   landmark          to landmark  wall    CPU    load")
    for n in (100, 1000):
        f = os.path.join(work, f"real{n}.npz")
        instance(n, f)
        runs = [
            ("analyze", [exe, "analyze", f], {"GMM": r"^GMM: ", "end": r"^(complete|partial)"}),
            ("svm --tokens 0", [exe, "svm", f, "--tokens", "0"], {"certificate": r"^(separable|infeasible): "}),
            ("train --steps 1000", [exe, "train", f, "--steps", "1000"], {"cosines": r"cos\(p, p\^mm"}),
        ]
        for name, argv, marks in runs:
            load = os.getloadavg()[0]
            rc, seen, wall, cpu = timed(argv, marks)
            for m in marks:
                if m in seen:
                    at = f"{seen[m]:8.2f} s"
                else:
                    at = "   (none)"
                    ok = False
                print(f"n={n:<5d} T=64 d=32  {name:24s}  {m:16s}  {at}  {wall:5.2f} s {cpu:5.2f} s {load:5.2f}"
                      + ("" if rc == 0 else f"  exit {rc}"))
            if rc != 0:
                ok = False
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
