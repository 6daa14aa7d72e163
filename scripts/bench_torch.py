#!/usr/bin/python3
"""Our normalised GD step against the same step in PyTorch (float64, one thread),
with the reference BLAS and with OpenBLAS, in interleaved rounds.

usage: /usr/bin/python3 scripts/bench_torch.py --ours BENCH_DYN [--openblas DIR] FILE.bin...
       /usr/bin/python3 scripts/bench_torch.py --serve

Each FILE.bin is written by bench_dyn (see web/dyn_bench.w): the keys and scores of
one instance and the unit direction of our gradient at p = 0. Three worker processes
are started and kept: `BENCH_DYN --serve` (our step), and this script with --serve
twice, once as the system runs it (the reference BLAS) and once with DIR (a directory
holding OpenBLAS's libblas.so.3, extracted by make bench-deps) first in
LD_LIBRARY_PATH and OPENBLAS_NUM_THREADS=1, so that only that process uses OpenBLAS.
Each worker reports which BLAS its process mapped (/proc/self/maps); an anchor whose
BLAS is not the one asked for is reported as such and not used.

For each instance the three are run in turn, ours, reference, OpenBLAS, ours, ...,
five rounds, each run taking about 0.05 s of processor time (the steps fixed per
instance by the first run), so that all see the same load; each time is the thread
CPU time per step. Printed: the minimum and median of each, the ratios of the
minima and of the medians, the bound at that size (from bench_dyn), and where
OpenBLAS PyTorch is less than 5x our step, what the bound says about it.

A missing PyTorch or NumPy, or a missing OpenBLAS, is a named outcome, not a failure.
"""
import os
import statistics
import struct
import subprocess
import sys
import time

ROUNDS = 5
TARGET_S = 0.05


def load(path, np, torch):
    with open(path, "rb") as f:
        if f.read(8) != b"MMATTNB1":
            raise SystemExit(f"bench_torch: {path}: not a bench_dyn instance file")
        n, T, d = struct.unpack("3i", f.read(12))
        (ours,) = struct.unpack("d", f.read(8))
        K = np.fromfile(f, dtype=np.float64, count=n * T * d).reshape(n, T, d)
        gam = np.fromfile(f, dtype=np.float64, count=n * T).reshape(n, T)
        g = np.fromfile(f, dtype=np.float64, count=d)
    if K.size != n * T * d or gam.size != n * T or g.size != d:
        raise SystemExit(f"bench_torch: {path}: truncated")
    return n, T, d, torch.from_numpy(K), torch.from_numpy(gam), torch.from_numpy(g)


def header(path):
    with open(path, "rb") as f:
        if f.read(8) != b"MMATTNB1":
            raise SystemExit(f"bench_torch: {path}: not a bench_dyn instance file")
        return struct.unpack("3i", f.read(12))


def serve():
    """Worker: answer 'PATH SECONDS' with the CPU us per step of one run (and the
    largest difference of the first step's direction from ours, on the first request)."""
    try:
        import numpy as np
        import torch
    except ImportError as e:
        print(f"unavailable: PyTorch or NumPy is not installed ({e})", flush=True)
        return
    torch.set_num_threads(1)
    torch.set_num_interop_threads(1)

    def step(K, gam, p, eta=0.1):
        """One normalised step: L(p) = mean log(1 + exp(-u_i)), u_i = sum_t softmax(K_i p)_t gam_it."""
        p = p.detach().requires_grad_(True)
        s = torch.softmax(K @ p, dim=1)
        u = (s * gam).sum(dim=1)
        L = torch.nn.functional.softplus(-u).mean()
        (g,) = torch.autograd.grad(L, p)
        return (p - eta * g / g.norm()).detach(), g

    def run(K, gam, d, steps):
        p = torch.zeros(d, dtype=torch.float64)
        t0 = time.thread_time()
        for _ in range(steps):
            p, _ = step(K, gam, p)
        return (time.thread_time() - t0) / steps * 1e6

    step(torch.zeros(2, 3, 4, dtype=torch.float64), torch.zeros(2, 3, dtype=torch.float64),
         torch.ones(4, dtype=torch.float64))  # the first matrix product loads the BLAS
    blas = sorted({line.split()[-1] for line in open("/proc/self/maps")
                   if "blas" in line.rsplit("/", 1)[-1].lower()})
    print(f"ready PyTorch {torch.__version__}, {torch.get_num_threads()} thread, BLAS "
          + (" ".join(blas) if blas else "none mapped"), flush=True)
    cache = {}
    for line in sys.stdin:
        try:
            path, target = line.split()
            target = float(target)
            if path not in cache:
                n, T, d, K, gam, g_ours = load(path, np, torch)
                _, g = step(K, gam, torch.zeros(d, dtype=torch.float64))
                diff = float((g / g.norm() - g_ours).abs().max())
                run(K, gam, d, 2)  # warm up
                est = run(K, gam, d, 3)
                cache.clear()
                cache[path] = (K, gam, d, max(3, min(100000, int(target / (est * 1e-6)))), diff)
            K, gam, d, steps, diff = cache[path]
            print(f"{run(K, gam, d, steps):.3f} {diff:.2e}", flush=True)
        except (ValueError, OSError, SystemExit) as e:
            print(f"error: {e}", flush=True)


class Worker:
    def __init__(self, name, argv, env=None):
        self.name, self.ready, self.why = name, None, None
        try:
            self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                      env=env, bufsize=1)
            first = self.p.stdout.readline().strip()
        except OSError as e:
            first = f"unavailable: cannot start {argv[0]} ({e})"
            self.p = None
        if first.startswith("ready"):
            self.ready = first[len("ready"):].strip()
        else:
            self.why = first.removeprefix("unavailable:").strip() or "the worker exited before it was ready"

    def ask(self, request):
        self.p.stdin.write(request + "\n")
        self.p.stdin.flush()
        answer = self.p.stdout.readline().split()
        if not answer or answer[0] == "error:":
            raise SystemExit(f"bench_torch: {self.name} failed on '{request}': {' '.join(answer) or 'no answer'}")
        return [float(a) for a in answer]

    def close(self):
        if self.p:
            self.p.stdin.close()
            self.p.wait()


def cpu_name():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown processor"


def coordinate(ours_bin, openblas, paths):
    cpu = cpu_name()
    me = [sys.executable, os.path.abspath(__file__), "--serve"]
    env_ref = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "LD_PRELOAD")}
    ours = Worker("our step", [ours_bin, "--serve"])
    if not ours.ready:
        raise SystemExit(f"bench_torch: {ours_bin} --serve: {ours.why}")
    anchors = [Worker("PyTorch, reference BLAS", me, env_ref)]
    if openblas and os.path.exists(os.path.join(openblas, "libblas.so.3")):
        env_ob = dict(env_ref, LD_LIBRARY_PATH=os.path.abspath(openblas), OPENBLAS_NUM_THREADS="1")
        anchors.append(Worker("PyTorch, OpenBLAS", me, env_ob))
    else:
        print(f"PyTorch with OpenBLAS: unavailable (no libblas.so.3 in {openblas or 'an OpenBLAS directory'}; "
              "make bench-deps extracts libopenblas0-pthread there)")
    live = []
    for a in anchors:
        if not a.ready:
            print(f"{a.name}: unavailable ({a.why})")
            continue
        is_ob = "openblas" in a.ready.lower()
        if is_ob != (a.name.endswith("OpenBLAS")):
            print(f"{a.name}: not used, its process mapped another BLAS ({a.ready})")
            continue
        print(f"{a.name}: {a.ready}")
        live.append(a)
    if not live:
        print("bench_torch: no PyTorch anchor available; nothing to compare")
        ours.close()
        return
    print(f"our step and the anchors in {ROUNDS} interleaved rounds (ours, then each anchor, about {TARGET_S} s "
          f"of CPU time per run), thread CPU us per step, minimum / median; ratio = anchor / ours [{cpu}]:")
    head = f"  {'n':>5} {'T':>4} {'d':>4} {'ours':>13}"
    for a in live:
        head += f" {'ref BLAS' if not a.name.endswith('OpenBLAS') else 'OpenBLAS':>15} {'ratio':>11}"
    head += f" {'bound add/ovl':>14} {'ours/ovl':>8}"
    print(head)
    notes = []
    for path in paths:
        n, T, d = header(path)
        times = [[] for _ in range(1 + len(live))]
        bound = None
        diffs = []
        for _ in range(ROUNDS):
            us, add, ovl = ours.ask(f"{n} {T} {d} {TARGET_S}")
            times[0].append(us)
            bound = (add, ovl)
            for k, a in enumerate(live):
                t, diff = a.ask(f"{path} {TARGET_S}")
                times[k + 1].append(t)
                diffs.append(diff)
        mins = [min(t) for t in times]
        meds = [statistics.median(t) for t in times]
        row = f"  {n:5d} {T:4d} {d:4d} {mins[0]:6.1f}/{meds[0]:6.1f}"
        for k in range(len(live)):
            row += f" {mins[k + 1]:7.1f}/{meds[k + 1]:7.1f} {mins[k + 1] / mins[0]:5.1f}/{meds[k + 1] / meds[0]:5.1f}"
        row += f" {bound[0]:6.1f}/{bound[1]:6.1f} {mins[0] / bound[1]:8.2f}"
        print(row + ("" if max(diffs) < 1e-12 else f"  (directions differ by {max(diffs):.1e})"))
        ob = [k for k, a in enumerate(live) if a.name.endswith("OpenBLAS")]
        if ob:
            t_ob = mins[ob[0] + 1]
            if t_ob / mins[0] < 5:
                need = t_ob / 5
                if need < bound[1]:
                    why = (f"5x would need {need:.1f} us, below the overlapped bound {bound[1]:.1f}: "
                           "no code on this machine reaches it")
                elif need < bound[0]:
                    why = (f"5x would need {need:.1f} us, between the bounds ({bound[1]:.1f} overlapped, "
                           f"{bound[0]:.1f} additive): only a step that overlaps its exponentials with the "
                           "stream and the arithmetic could")
                else:
                    why = (f"the bound allows it: 5x needs {need:.1f} us, {need / bound[1]:.2f}x the overlapped "
                           f"bound, and our step takes {mins[0] / bound[1]:.2f}x it (the time above the bound: "
                           "bench_dyn's breakdown by passes)")
                notes.append(f"  n = {n}, T = {T}, d = {d}: {t_ob / mins[0]:.1f}x OpenBLAS PyTorch; {why}")
    print("the largest difference of PyTorch's first direction from ours: %.1e" % max(diffs))
    if notes:
        print("where OpenBLAS PyTorch takes less than 5x our step, what the bound says:")
        print("\n".join(notes))
    elif any(a.name.endswith("OpenBLAS") for a in live):
        print("OpenBLAS PyTorch takes at least 5x our step at every size")
    for w in [ours] + anchors:
        w.close()


def main(argv):
    if argv[:1] == ["--serve"]:
        serve()
        return
    ours_bin, openblas, paths = None, None, []
    it = iter(argv)
    for a in it:
        if a == "--ours":
            ours_bin = next(it, None)
        elif a == "--openblas":
            openblas = next(it, None)
        else:
            paths.append(a)
    if not ours_bin or not paths:
        raise SystemExit(__doc__)
    coordinate(ours_bin, openblas, paths)


if __name__ == "__main__":
    main(sys.argv[1:])
