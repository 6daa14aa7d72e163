#!/usr/bin/python3
"""cvxopt anchor of bench_svm: solve min 1/2|z|^2 s.t. A z >= b on the instance
bench_svm wrote (int64 m, int64 d, then A row-major and b, float64, little endian),
with tight tolerances, and print the wall-clock and processor time of solvers.qp, its status and z.
Run with Debian's /usr/bin/python3 (python3-cvxopt, python3-numpy)."""
import os
import sys
import time

import numpy as np
from cvxopt import matrix, solvers
import cvxopt.blas  # noqa: F401  (loads the BLAS, to name it below)


def blas_library():
    """The BLAS shared object this process loaded, resolved through symlinks."""
    with open("/proc/self/maps") as f:
        for line in f:
            path = line.split()[-1]
            base = os.path.basename(path)
            if "blas" in base and ".so" in base and "cvxopt" not in path:
                return os.path.realpath(path)
    return "unknown"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: cvxopt_anchor.py INSTANCE")
    with open(sys.argv[1], "rb") as f:
        m, d = (int(x) for x in np.fromfile(f, dtype="<i8", count=2))
        A = np.fromfile(f, dtype="<f8", count=m * d).reshape(m, d)
        b = np.fromfile(f, dtype="<f8", count=m)
    if A.shape != (m, d) or b.shape != (m,):
        sys.exit("cvxopt_anchor.py: truncated instance file")
    P, q = matrix(np.eye(d)), matrix(np.zeros(d))
    G, h = matrix(-A), matrix(-b)
    solvers.options.update(abstol=1e-12, reltol=1e-12, feastol=1e-12,
                           show_progress=False, maxiters=200)
    c0, t0 = time.process_time(), time.perf_counter()
    sol = solvers.qp(P, q, G, h)
    c1, t1 = time.process_time(), time.perf_counter()
    print("status", sol["status"].replace(" ", "_"))
    print("iterations", sol["iterations"])
    print("time", repr(t1 - t0))
    print("cpu", repr(c1 - c0))
    print("blas", blas_library())
    print("z", " ".join(repr(float(x)) for x in sol["x"]))


if __name__ == "__main__":
    main()
