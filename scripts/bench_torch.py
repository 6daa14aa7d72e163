#!/usr/bin/python3
"""Time the normalised GD step of bench_dyn's instances in PyTorch (float64, one thread).

usage: /usr/bin/python3 scripts/bench_torch.py FILE.bin...

Each file is written by bench_dyn (see web/dyn_bench.w): the keys and scores of one
instance and our CPU time per step. For each, this script runs the same step
(logistic loss, p from 0, eta = 0.1, p -= eta * grad / |grad|) written as plain
PyTorch with autograd, reports the CPU time per step (minimum over runs) and the
ratio to ours, and how far the direction of the gradient at p = 0 is from the one
our evaluation returns (a check that both compute the same step).
"""
import struct
import sys
import time

try:
    import numpy as np
    import torch
except ImportError as e:  # make bench installs them; say so if they are missing
    print(f"bench_torch: skipped, PyTorch or NumPy is not installed ({e})")
    sys.exit(0)


def load(path):
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
    return n, T, d, ours, torch.from_numpy(K), torch.from_numpy(gam), torch.from_numpy(g)


def step(K, gam, p, eta=0.1):
    """One normalised step: L(p) = mean log(1 + exp(-u_i)), u_i = sum_t softmax(K_i p)_t gam_it."""
    p = p.detach().requires_grad_(True)
    s = torch.softmax(K @ p, dim=1)
    u = (s * gam).sum(dim=1)
    L = torch.nn.functional.softplus(-u).mean()
    (g,) = torch.autograd.grad(L, p)
    return (p - eta * g / g.norm()).detach(), g


def cpu_per_step(K, gam, d, steps, reps):
    best = float("inf")
    for _ in range(reps):
        p = torch.zeros(d, dtype=torch.float64)
        t0 = time.thread_time()
        for _ in range(steps):
            p, _ = step(K, gam, p)
        best = min(best, (time.thread_time() - t0) / steps * 1e6)
    return best


def main(paths):
    torch.set_num_threads(1)
    torch.set_num_interop_threads(1)
    print(f"PyTorch {torch.__version__}, float64, {torch.get_num_threads()} thread, CPU time per step:")
    print(f"  {'n':>6} {'T':>5} {'d':>5} {'ours us':>10} {'torch us':>10} {'torch/ours':>11}   max |dir diff| at p = 0")
    for k, path in enumerate(paths):
        n, T, d, ours, K, gam, g_ours = load(path)
        _, g = step(K, gam, torch.zeros(d, dtype=torch.float64))
        diff = float((g / g.norm() - g_ours).abs().max())
        work = n * T * d
        steps = max(3, min(1000, int(2e7 / work)))
        cpu_per_step(K, gam, d, 2, 1)  # warm up
        us = cpu_per_step(K, gam, d, steps, 5)
        print(f"  {n:6d} {T:5d} {d:5d} {ours:10.1f} {us:10.1f} {us / ours:11.1f}   {diff:.1e}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    main(sys.argv[1:])
