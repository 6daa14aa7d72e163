#!/usr/bin/python3
"""cvxopt anchor of bench_nuclear: solve the dual of the nuclear-norm ATT-SVM,
max sum(lambda) s.t. lambda >= 0 and [[I, M], [M^T, I]] psd, M = sum_k lambda_k G_k,
with cvxopt's SDP solver (solvers.sdp) on the instance bench_nuclear wrote
(int64 m, int64 d, then the m matrices G_k, d x d row-major, float64, little
endian), and print its status, the tolerance it reached, iterations, wall-clock and processor time,
and the optimal value sum(lambda) (the optimum of min ||W||_* s.t.
<G_k, W> >= 1, by strong duality). Run with Debian's /usr/bin/python3
(python3-cvxopt, python3-numpy)."""
import sys
import time

import numpy as np
from cvxopt import matrix, solvers, spmatrix


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: cvxopt_sdp_anchor.py INSTANCE")
    with open(sys.argv[1], "rb") as f:
        m, d = (int(x) for x in np.fromfile(f, dtype="<i8", count=2))
        G = np.fromfile(f, dtype="<f8", count=m * d * d).reshape(m, d, d)
    if G.shape != (m, d, d):
        sys.exit("cvxopt_sdp_anchor.py: truncated instance file")
    N = 2 * d
    # Column k of Gs is vec of the symmetric block matrix -[[0, G_k], [G_k^T, 0]]
    # (cvxopt's vec is column-major over the whole N x N matrix).
    Gs = np.zeros((N * N, m))
    for k in range(m):
        B = np.zeros((N, N))
        B[:d, d:] = G[k]
        B[d:, :d] = G[k].T
        Gs[:, k] = -B.flatten(order="F")
    hs = matrix(np.eye(N).flatten(order="F"), (N, N))
    c = matrix(-np.ones(m))
    Gl = spmatrix(-1.0, range(m), range(m))
    hl = matrix(np.zeros(m))
    # At 1e-10 cvxopt's scaling update divides by zero on these instances (the
    # multipliers of inactive rows go to zero); 1e-9 works on the bench's
    # instances, and looser tolerances are tried if it breaks down. The time
    # printed is the processor time of every attempt.
    c0, t0 = time.process_time(), time.perf_counter()
    sol, used = None, None
    for tol in (1e-9, 1e-8, 1e-7):
        solvers.options.update(abstol=tol, reltol=tol, feastol=tol, show_progress=False, maxiters=200)
        try:
            sol = solvers.sdp(c, Gl=Gl, hl=hl, Gs=[matrix(Gs)], hs=[hs])
        except ArithmeticError as e:
            print("attempt", tol, type(e).__name__)
            continue
        used = tol
        break
    c1, t1 = time.process_time(), time.perf_counter()
    if sol is None:
        print("status failed_at_every_tolerance")
        return
    print("status", sol["status"].replace(" ", "_"))
    print("tolerance", repr(used))
    print("iterations", sol["iterations"])
    print("time", repr(t1 - t0))
    print("cpu", repr(c1 - c0))
    po = sol["primal objective"]
    print("value", repr(-po if po is not None else float("nan")))

if __name__ == "__main__":
    main()
