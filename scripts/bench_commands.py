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
and on a third instance with query tokens, n = 100 inputs of T = 16 tokens in
d = 16 (the same construction), with token 1 of every input as its query z_i
(not the shifted token 0, which would make every z_i nearly parallel and the
problems rank one):
    train FILE --train w --query 1   (1000 normalised steps on W, then the
    train FILE --train kq --query 1   Frobenius QP and the nuclear-norm SDP
                                      of the final selection; 1000 steps on
                                      the factors K, Q)
    svm FILE --nuclear --query 1      (the nuclear-norm ATT-SVM of the optimal
                                      selection, until its status line)
For these the time each phase took, as the command reports it (wall clock:
training, the Frobenius QP, the semidefinite program), is printed under the
row with its share of the process's wall time.
It prints, per command, the wall time from the start of the process to the
landmark line, the process's CPU time (user + system) and the load average
beside it: wall times are only comparable on an idle machine.  A command that
fails or does not print its landmark is reported as such, and the script exits
1.
"""
import os, re, subprocess, sys, tempfile, time, resource


def instance(n, path, T=64, d=32):
    """The README's instance of real size, written by scripts/real_size_instance.py."""
    here = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([sys.executable, os.path.join(here, "real_size_instance.py"), path, str(n), str(T), str(d)], check=True)


def timed(argv, landmarks, lines=None):
    """Run argv; return (rc, {landmark: seconds to its first line}, wall, cpu).
    The output's lines are appended to lines when it is a list."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    seen = {}
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    for raw in p.stdout:
        line = raw.decode(errors="replace")
        if lines is not None:
            lines.append(line)
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
    ok = query_tokens(exe, work) and ok
    sys.exit(0 if ok else 1)


PHASES = re.compile(r"time: training ([0-9.]+) s, Frobenius QP ([0-9.]+) s, nuclear SDP ([0-9.]+) s")
SDP = re.compile(r"^DSDP: .*; time ([0-9.]+) s", re.M)


def query_tokens(exe, work):
    """The commands of the model with query tokens on n = 100, T = 16, d = 16;
    return whether each printed its landmark and exited 0."""
    f = os.path.join(work, "real100x16.npz")
    instance(100, f, 16, 16)
    print("query tokens z_i = x_i1 (--query 1 in each command below)")
    ok = True
    runs = [
        ("train --train w", [exe, "train", f, "--train", "w", "--query", "1"], {"report": r"^nuclear-norm ATT-SVM: "}),
        ("train --train kq", [exe, "train", f, "--train", "kq", "--query", "1"], {"report": r"^nuclear-norm ATT-SVM: "}),
        ("svm --nuclear", [exe, "svm", f, "--nuclear", "--query", "1"], {"status": r"^status: (solved|infeasible)"}),
    ]
    for name, argv, marks in runs:
        load = os.getloadavg()[0]
        out = []
        rc, seen, wall, cpu = timed(argv, marks, out)
        for m in marks:
            at = f"{seen[m]:8.2f} s" if m in seen else "   (none)"
            ok = ok and m in seen
            print(f"n=100   T=16 d=16  {name:24s}  {m:16s}  {at}  {wall:5.2f} s {cpu:5.2f} s {load:5.2f}"
                  + ("" if rc == 0 else f"  exit {rc}"))
        ok = ok and rc == 0
        text = "".join(out)
        ph, sd = PHASES.search(text), SDP.search(text)
        if ph:
            tr, qp, sdp = (float(x) for x in ph.groups())
            print(f"{'':20s}phases (wall): training {tr:.2f} s ({100 * tr / wall:.0f} %), Frobenius QP {qp:.2f} s ({100 * qp / wall:.0f} %),"
                  f" nuclear SDP {sdp:.2f} s ({100 * sdp / wall:.0f} %)")
        elif sd:
            sdp = float(sd.group(1))
            print(f"{'':20s}phases (wall): nuclear SDP {sdp:.2f} s ({100 * sdp / wall:.0f} %)")
        else:
            print(f"{'':20s}phases: the command did not report them")
            ok = False
    return ok


if __name__ == "__main__":
    main()
