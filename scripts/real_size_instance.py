#!/usr/bin/python3
"""Write a random attention instance of real size as an .npz file for mmattn.

usage: /usr/bin/python3 scripts/real_size_instance.py OUT.npz [n [T [d [seed]]]]
       (defaults n = 1000, T = 64, d = 32, seed 2026)

The tokens are standard normal divided by sqrt(d), so that keys and scores are of
order one; v is a unit vector, W the identity (not written), every label is +1,
and token 0 of every input is shifted by 3 v, so that token 0 scores best in
every input and selecting it everywhere is separable (p along v separates it). This is the instance of the
README's timings of `mmattn train`/`analyze`/`svm` at n = 1000.
"""
import sys

try:
    import numpy as np
except ImportError:
    sys.exit("real_size_instance.py: numpy is missing (apt-get install python3-numpy)")

if len(sys.argv) < 2:
    sys.exit(__doc__)
out = sys.argv[1]
n, T, d, seed = [int(a) for a in sys.argv[2:6]] + [1000, 64, 32, 2026][len(sys.argv[2:6]):]
rng = np.random.default_rng(seed)
X = rng.standard_normal((n, T, d)) / np.sqrt(d)
v = rng.standard_normal(d)
v /= np.linalg.norm(v)
Y = np.ones(n)
X[:, 0, :] += 3.0 * v[None, :]
np.savez(out, X=X, v=v, Y=Y)
print(f"{out}: n = {n}, T = {T}, d = {d}, seed {seed}")
