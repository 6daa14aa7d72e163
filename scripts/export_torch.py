#!/usr/bin/python3
"""Write a PyTorch attention head and a batch as an .npz that `mmattn inspect` reads.

    import sys; sys.path.insert(0, "scripts")
    from export_torch import export
    export("head.npz", X, v, attn=mha, z=cls)         # an nn.MultiheadAttention
    export("head.npz", X, v, key=k, query=q, z=cls)   # two nn.Linear (d -> d_k), one head
    export("head.npz", X, v, p=p)                     # a trained query p (d,) or (H, d)

X is the batch of tokens (n, T, d), v the head (d,), z the class token (d,); each may
be a tensor that requires its gradient (it is detached) or a NumPy array. Y (n,
labels +1/-1) and T (n, token counts) are optional. Run as a script it writes the
example of the README: python3 scripts/export_torch.py OUT.npz.

Conventions (the book's chapter on the command, section inspect): a head's logits are
x^T W_K W_Q^T z / sqrt(d_k) with W_K, W_Q of shape (d, d_k), the transposes of the
weights of nn.Linear. Without a query bias the file holds W_K, W_Q (H, d, d_k) and z;
with one it holds the effective queries p (H, d), q_h = W_K,h (W_Q,h^T z + b_Q,h) / sqrt(d_k),
which is the same analysis. A key bias does not change the softmax and is dropped.
"""
import sys

import numpy as np


def _np(t):
    """A tensor or array as a float64 array, detached from autograd and moved to the CPU."""
    if t is None:
        return None
    if hasattr(t, "detach"):
        t = t.detach().cpu().double().numpy()
    return np.asarray(t, dtype=np.float64)


def _heads_of_mha(attn):
    """W_K, W_Q (H, d, d_k) and the query bias (H, d_k) or None of an nn.MultiheadAttention."""
    if not getattr(attn, "_qkv_same_embed_dim", True):
        WQ, WK = _np(attn.q_proj_weight), _np(attn.k_proj_weight)
    else:
        E = attn.embed_dim
        w = _np(attn.in_proj_weight)
        WQ, WK = w[:E], w[E:2 * E]
    H = attn.num_heads
    dk = WQ.shape[0] // H
    bq = None
    if attn.in_proj_bias is not None:
        bq = _np(attn.in_proj_bias)[:WQ.shape[0]].reshape(H, dk)
    # torch computes x @ w.T; head h owns rows h*dk..(h+1)*dk of w, so W = w[rows].T
    WK = WK.reshape(H, dk, -1).transpose(0, 2, 1)
    WQ = WQ.reshape(H, dk, -1).transpose(0, 2, 1)
    return WK, WQ, bq


def export(path, X, v, *, z=None, attn=None, key=None, query=None, W_K=None, W_Q=None, b_Q=None,
           p=None, Y=None, T=None):
    arrays = {"X": _np(X), "v": _np(v)}
    if Y is not None:
        arrays["Y"] = _np(Y)
    if T is not None:
        arrays["T"] = np.asarray(_np(T), dtype=np.int64)
    if attn is not None:
        W_K, W_Q, b_Q = _heads_of_mha(attn)
    elif key is not None or query is not None:
        if key is None or query is None:
            raise ValueError("export: key and query go together (two nn.Linear of d -> d_k)")
        W_K, W_Q = _np(key.weight).T, _np(query.weight).T
        b_Q = _np(query.bias) if query.bias is not None else None
    if p is not None:
        arrays["p"] = _np(p)
    elif W_K is not None:
        WK, WQ = _np(W_K), _np(W_Q)
        if WK.ndim == 2:
            WK, WQ = WK[None], WQ[None]
        if z is None:
            raise ValueError("export: a head needs z, the class token whose query decides the output")
        zz = _np(z).reshape(-1)
        bq = None if b_Q is None else _np(b_Q).reshape(WK.shape[0], -1)
        if bq is None or not bq.any():
            arrays.update(W_K=WK, W_Q=WQ, z=zz)
        else:  # a query bias: the effective queries, q_h = W_K,h (W_Q,h^T z + b_Q,h) / sqrt(d_k)
            dk = WK.shape[2]
            arrays["p"] = np.stack([WK[h] @ (WQ[h].T @ zz + bq[h]) / np.sqrt(dk) for h in range(WK.shape[0])])
    else:
        raise ValueError("export: give p, or a head (attn=, key= and query=, or W_K= and W_Q=) with z")
    np.savez(path, **arrays)
    return arrays


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    import torch
    torch.manual_seed(0)
    n, T, d, dk = 64, 8, 16, 4
    X, v, z = torch.randn(n, T, d), torch.randn(d), torch.randn(d)
    key, query = torch.nn.Linear(d, dk, bias=False), torch.nn.Linear(d, dk, bias=False)
    opt = torch.optim.SGD([*key.parameters(), *query.parameters()], lr=0.5)
    for _ in range(200):  # the paper's model f(X) = v^T X^T softmax(X W_K W_Q^T z / sqrt(d_k)), labels +1
        s = (key(X) @ query(z) / dk ** 0.5).softmax(1)
        loss = torch.nn.functional.softplus(-torch.einsum("nt,ntd,d->n", s, X, v)).mean()
        opt.zero_grad(); loss.backward(); opt.step()
    export(sys.argv[1], X, v, key=key, query=query, z=z)
