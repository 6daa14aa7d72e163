@*Joint training of $v$ and $p$.
{\it What it computes.} |mm_dyn_train_joint| trains the head $v$ and the
query $p$ together, from the given $(v,p)$, which it leaves at the final
iterate; options, result and trajectory are those of |mm_dyn_run|, and the
trajectory records $v$ as well. Bad options or a non-finite $v$ are
|MM_EINPUT|. |mm_dyn_joint_path| computes a point of the joint
regularization path, certified by the KKT conditions of both balls.

{\it Where it is checked.} ``Checks of the dynamics'', sections ``The
$v$-gradient where the dominant token is zero'' (the gradient in $v$ against
a |long double| reference) and ``Joint training''; the chapter on joint
training (Theorems~5 and~6) runs both, the path in its section on the
regularization paths.

{\it Status.} Complete.

@ @(dyn_joint.h@>=
#ifndef MM_DYN_JOINT_H
#define MM_DYN_JOINT_H
#include "dyn_ngd.h"
@<Joint training: declarations@>@;
#endif

@ @(dyn_joint.c@>=
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "dyn.h"
#include "dyn_internal.h"
#include "gen.h"
@<Joint training: train $v$ and $p$ together@>@;
static int jp_solve_small(double *A, int m);
static double jp_head(const mm_instance *in, const double *Z, const double *v, double r, double *H, double *g);
@<Joint path: the head's step on the ball@>@;
@<Joint path: solve from one start@>@;
@<Joint path: solve from several starts@>@;

@ The protocol.
Theorems 5 and 6 concern training the head and the query together. We follow
the paper's protocol: both gradients are taken at the current $(v,p)$ and
each is normalised separately,
$$v\gets v-\eta{\nabla_vL\over\norm{\nabla_vL}},\qquad
  p\gets p-\eta{\nabla_pL\over\norm{\nabla_pL}},$$
or, with method |MM_DYN_GD|, both plain steps with the same $\eta$ (no
default: the bound~(5) is for $p$ alone). The scores depend on $v$, so a
private copy of the instance is refreshed after each step of $v$; the
$v$-gradient comes from the same pass as the $p$-gradient, in log form
(as described for the evaluation above), so that neither underflows as the margins
grow. The trajectory records $v$ as well as $p$.
@^joint training@>
@^Theorem 5@>
@^Theorem 6@>

@<Joint training: declarations@>=
mm_status mm_dyn_train_joint(const mm_instance *in, const mm_dyn_options *o,
  double *v, double *p, mm_dyn_traj *tr, mm_dyn_result *res);

@ @<Joint training: train $v$ and $p$ together@>=
static mm_status rescore(mm_instance *c) /* $\gamma_{it}=Y_iv^Tx_{it}$ for a new $v$ */
{
  int d = c->d;
  if (!mm_all_finite(c->v, (size_t)d)) return mm_fail(MM_EINPUT, "non-finite number in the head v");
  for (int i = 0; i < c->n; i++)
    for (int r = c->off[i]; r < c->off[i + 1]; r++) c->gamma[r] = c->Y[i] * mm_dot(c->v, c->X + (size_t)r * d, d);
  if (!mm_all_finite(c->gamma, (size_t)c->off[c->n]))
    return mm_fail(MM_EINPUT, "keys or scores overflow: the entries of X, W or v are too large");
  return MM_OK;
}
mm_status mm_dyn_train_joint(const mm_instance *in, const mm_dyn_options *o,
  double *v, double *p, mm_dyn_traj *tr, mm_dyn_result *res)
{
  int d = in->d;
  mm_instance *c;
  double *gp, *gv;
  mm_dyn_value val;
  mm_status s = mm_dyn_check_options("mm_dyn_train_joint", o, 0);
  long k = 0;
  if (s || (s = mm_dyn_check_traj("mm_dyn_train_joint", in, tr))) return s;
  if (!mm_all_finite(v, (size_t)d)) return mm_fail(MM_EINPUT, "mm_dyn_train_joint: non-finite head v");
  c = mm_instance_copy(in);
  gp = malloc(sizeof(double) * (size_t)d); gv = malloc(sizeof(double) * (size_t)d);
  if (!c || !gp || !gv) { mm_instance_free(c); free(gp); free(gv); return mm_fail(MM_ENOMEM, "mm_dyn_train_joint: out of memory"); }
  memset(res, 0, sizeof *res);
  res->eta = o->eta;
  if (tr) tr->dv = d;
  for (;;) {
    @<Joint training: evaluate both gradients at $(v,p)$ and record@>@;
    if (k >= o->max_steps) { res->stop = MM_DYN_STOP_STEPS; break; }
    if (o->max_norm > 0 && mm_norm(p, d) >= o->max_norm) { res->stop = MM_DYN_STOP_NORM; break; }
    if (val.log_gnorm == -INFINITY && val.log_gvnorm == -INFINITY) { res->stop = MM_DYN_STOP_STALLED; break; }
    {
      double cp = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gnorm);
      double cv = o->method == MM_DYN_NGD ? o->eta : o->eta * exp(val.log_gvnorm);
      for (int j = 0; j < d; j++) { p[j] -= cp * gp[j]; v[j] -= cv * gv[j]; }
    }
    k++;
  }
  res->steps = k; res->norm = mm_norm(p, d); res->last = val;
  if (s == MM_OK && tr && tr->step[tr->rows - 1] != k) s = mm_dyn_traj_push(tr, c, k, p, v, &val);
  mm_instance_free(c); free(gp); free(gv);
  return s;
}

@ The copy is refreshed in full before the first evaluation; after that
only the scores change with $v$ ($X$, $W$ and the keys do not), and
|rescore| recomputes them by the same expression as the refresh, so the
bits are those of a full refresh without its $O(md)$ validation and copy
of the keys at every step.
@<Joint training: evaluate both gradients...@>=
memcpy(c->v, v, sizeof(double) * (size_t)d);
if ((s = k == 0 ? mm_instance_refresh(c) : rescore(c)) != MM_OK) break;
if ((s = mm_dyn_evaluate_full(c, c->K, p, gp, gv, &val)) != MM_OK) break;
if (tr && (k == 0 || (o->record_every > 0 && k % o->record_every == 0)))
  if ((s = mm_dyn_traj_push(tr, c, k, p, v, &val)) != MM_OK) break;


@*1 The joint regularization path.
|mm_dyn_joint_path| computes a point of the joint regularization path,
$$(\bar v,\bar p)(r,R)=\mathop{\rm argmin}_{\norm{v}\le r,\ \norm{p}\le R}L(v,p),$$
for the logistic loss, by block-coordinate descent from several starts,
and certifies the answer by the first-order (KKT) conditions of the
product of the two balls. The starts are the given $(v,p)$ (a warm start;
the path's previous point scaled) and |starts| random points on the two
spheres. Each start alternates two exact-enough block minimisations: in
$p$ at fixed $v$ the global path solver of section ``Regularization
paths'' (|mm_dyn_path|, its Newton polish and certificate, with the current
$p$ as an extra start direction); in $v$ at fixed $p$ projected gradient
descent on the ball (the next section). Both blocks are
certified at the end point: for $v$ the residual
$\norm{\nabla_vL+\mu_vv}/\norm{\nabla_vL}$ with $\mu_v=-\nabla_vL^Tv/r^2>0$ on
the sphere, and $r\norm{\nabla_v\log L}$ inside it (the plain gradient,
made scale free), at most $10^{-8}$; for $p$ the certificate of
|mm_dyn_path| at that $v$. The product of the balls has separate
constraints, so the two block conditions together are the KKT conditions
of the joint problem. The answer is the certified end point of least risk
(ties, to $10^{-13}$ relative, broken by the log-excess); |pt| says how many
starts were certified and how many ended within $10^{-6}$ rad (in both $v$
and $p$) of the answer. A local method with a few starts finds a KKT point,
not necessarily the global minimiser; the agreement count is the evidence
for globality that the caller can weigh. Bad arguments or another loss
are |MM_EINPUT|.
@^regularization path, joint@>
@^joint training@>
@.joint path: the logistic loss only@>
@.joint path: bad radii or starts@>

@<Joint training: declarations@>=
#define JP_MAXN 64 /* the joint path's limits: inputs, tokens per input, dimension, random starts */
#define JP_MAXT 64
#define JP_MAXD 64
#define JP_MAXS 16
typedef struct {
  double kkt_v, kkt_p; /* the answer's relative KKT residuals */
  double risk; /* $L(\bar v,\bar p)$ */
  int certified; /* both residuals within their tolerances */
  int rounds; /* alternation rounds of the answer's start */
  int starts, certified_starts, agree; /* starts tried, certified, within $10^{-6}$ rad of the answer */
} mm_joint_path_point;
mm_status mm_dyn_joint_path(const mm_instance *in, double r, double R, int starts,
  uint64_t seed, double *v, double *p, mm_joint_path_point *pt);

@ The head's step. At fixed $p$ the attended tokens $z_i=X_i^Ts_i$ are
fixed and $L$ is the logistic risk $h(v)={1\over n}\sum_i\ell(Y_iv^Tz_i)$,
convex in $v$. Its logarithm $H=\log h$ is minimised (same minimiser, values
of order $1$ however small $h$ is) by projected gradient steps onto the
ball with Armijo backtracking; the step doubles after every accepted step.
|jp_head| evaluates $H$ and $\nabla H$ in log form:
$\log\ell(u)=\log\log(1+e^{-u})$, taken as $-u+\log(1-e^{-u}/2)$ to second
order once $u>35$, and $\nabla H=\sum_i-e^{\log\vert\ell'(u_i)\vert-\log n-H}Y_iz_i$.
It returns the $v$-residual of the certificate above.
@<Joint path: the head's step on the ball@>=
static double jp_head(const mm_instance *in, const double *Z, const double *v, double r, double *H, double *g)
{
  int n = in->n, d = in->d;
  double lw[JP_MAXN], m = -INFINITY, sum = 0.0, nv = mm_norm(v, d), ng, mu;
  for (int i = 0; i < n; i++) {
    double u = in->Y[i] * mm_dot(v, Z + (size_t)i * d, d);
    lw[i] = u > 35 ? -u + log1p(-0.5 * exp(-u)) : log(u < -30 ? -u + log1p(exp(u)) : log1p(exp(-u)));
    m = fmax(m, lw[i]);
  }
  for (int i = 0; i < n; i++) sum += exp(lw[i] - m);
  *H = m + log(sum) - log((double)n);
  for (int j = 0; j < d; j++) g[j] = 0.0;
  for (int i = 0; i < n; i++) {
    double u = in->Y[i] * mm_dot(v, Z + (size_t)i * d, d), c = -exp(mm_dyn_log_dloss(MM_LOSS_LOGISTIC, u) - log((double)n) - *H) * in->Y[i];
    for (int j = 0; j < d; j++) g[j] += c * Z[(size_t)i * d + j];
  }
  ng = mm_norm(g, d); mu = -mm_dot(g, v, d) / (r * r);
  if (ng == 0.0) return 0.0;
  if (nv >= r * (1 - 1e-12) && mu > 0) {
    double res = 0.0;
    for (int j = 0; j < d; j++) res += (g[j] + mu * v[j]) * (g[j] + mu * v[j]);
    return sqrt(res) / ng;
  }
  return r * ng;
}

@ On the sphere the head's block is finished by Newton's method on its
KKT system $\nabla H(v)+\mu v=0$, $\norm{v}^2=r^2$ (unknowns $v$ and $\mu$),
whose Jacobian is bordered by $v$:
$$\pmatrix{\nabla^2H+\mu I&v\cr v^T&0\cr},\qquad
\nabla^2H=\sum_ie^{\log\ell''(u_i)-\log n-H}z_iz_i^T-\nabla H\,\nabla H^T,$$
with $\log\ell''(u)=-\log(1+e^u)-\log(1+e^{-u})$ for the logistic loss. A step is
kept (and $v$ scaled back onto the sphere) only if it lowers the residual
of the certificate; at most $30$ steps, by Gaussian elimination with
partial pivoting on the system of order $d+1$. It returns the residual.
@<Joint path: the head's step on the ball@>=
static double jp_head_newton(const mm_instance *in, const double *Z, double *v, double r, double res)
{
  int d = in->d, n = in->n, m = d + 1;
  for (int it = 0; it < 30 && res > 1e-12; it++) {
    double H, g[JP_MAXD], J[(JP_MAXD + 1) * (JP_MAXD + 2)], vn[JP_MAXD], Hn, gn[JP_MAXD], mu, rn;
    jp_head(in, Z, v, r, &H, g);
    mu = -mm_dot(g, v, d) / (r * r);
    if (!(mu > 0)) break;
    for (int a = 0; a < d; a++) {
      for (int b = 0; b < d; b++) J[a * (m + 1) + b] = (a == b) * mu - g[a] * g[b];
      J[a * (m + 1) + d] = v[a]; J[d * (m + 1) + a] = v[a];
      J[a * (m + 1) + m] = -(g[a] + mu * v[a]);
    }
    J[d * (m + 1) + d] = 0.0; J[d * (m + 1) + m] = -0.5 * (mm_dot(v, v, d) - r * r);
    for (int i = 0; i < n; i++) {
      double u = in->Y[i] * mm_dot(v, Z + (size_t)i * d, d), sp = u > 0 ? u + log1p(exp(-u)) : log1p(exp(u));
      double w = exp(-sp - (sp - u) - log((double)n) - H); /* $\log(1+e^{-u})=\log(1+e^u)-u$ */
      for (int a = 0; a < d; a++) for (int b = 0; b < d; b++) J[a * (m + 1) + b] += w * Z[(size_t)i * d + a] * Z[(size_t)i * d + b];
    }
    if (!jp_solve_small(J, m)) break;
    for (int a = 0; a < d; a++) vn[a] = v[a] + J[a * (m + 1) + m];
    { double nv = mm_norm(vn, d); if (!(nv > 0)) break; for (int a = 0; a < d; a++) vn[a] *= r / nv; }
    rn = jp_head(in, Z, vn, r, &Hn, gn);
    if (!(rn < res)) break;
    memcpy(v, vn, sizeof(double) * (size_t)d); res = rn;
  }
  return res;
}

@ Gaussian elimination with partial pivoting on the augmented $m\times(m+1)$
matrix; the solution replaces the last column. It returns $0$ on a zero pivot.
@<Joint path: the head's step on the ball@>=
static int jp_solve_small(double *A, int m)
{
  int w = m + 1;
  for (int c = 0; c < m; c++) {
    int piv = c;
    for (int i = c + 1; i < m; i++) if (fabs(A[i * w + c]) > fabs(A[piv * w + c])) piv = i;
    if (A[piv * w + c] == 0.0) return 0;
    if (piv != c) for (int j = 0; j < w; j++) { double t = A[c * w + j]; A[c * w + j] = A[piv * w + j]; A[piv * w + j] = t; }
    for (int i = 0; i < m; i++) if (i != c) {
      double f = A[i * w + c] / A[c * w + c];
      for (int j = c; j < w; j++) A[i * w + j] -= f * A[c * w + j];
    }
  }
  for (int i = 0; i < m; i++) A[i * w + m] /= A[i * w + i];
  return 1;
}

@ The attended tokens, then at most |iters| projected steps. The
projection scales $v$ back onto the sphere when it leaves the ball.
@<Joint path: the head's step on the ball@>=
static void jp_attend(const mm_instance *in, const double *p, double *Z)
{
  int d = in->d;
  double a[JP_MAXT], s[JP_MAXT];
  for (int i = 0; i < in->n; i++) {
    int T = in->T[i];
    for (int t = 0; t < T; t++) a[t] = mm_dot(in->K + (size_t)(in->off[i] + t) * d, p, d);
    mm_softmax(a, T, s);
    for (int j = 0; j < d; j++) {
      Z[(size_t)i * d + j] = 0.0;
      for (int t = 0; t < T; t++) Z[(size_t)i * d + j] += s[t] * in->X[(size_t)(in->off[i] + t) * d + j];
    }
  }
}
static double jp_head_step(const mm_instance *in, const double *Z, double *v, double r, int iters, double *eta)
{
  int d = in->d;
  double H, g[JP_MAXD], Hn, gn[JP_MAXD], vn[JP_MAXD], res = jp_head(in, Z, v, r, &H, g);
  if (iters > 0) res = jp_head_newton(in, Z, v, r, res);
  if (res <= 1e-13) return res;
  res = jp_head(in, Z, v, r, &H, g);
  for (int it = 0; it < iters && res > 1e-9; it++) {
    for (int back = 0; back < 60; back++) {
      double nv, dec = 0.0;
      for (int j = 0; j < d; j++) vn[j] = v[j] - *eta * g[j];
      if ((nv = mm_norm(vn, d)) > r) for (int j = 0; j < d; j++) vn[j] *= r / nv;
      for (int j = 0; j < d; j++) dec += g[j] * (vn[j] - v[j]);
      res = jp_head(in, Z, vn, r, &Hn, gn);
      if (Hn <= H + 1e-4 * dec) break;
      *eta *= 0.5;
    }
    if (!(Hn <= H)) { res = jp_head(in, Z, v, r, &H, g); break; } /* no decrease left at rounding */
    memcpy(v, vn, sizeof(double) * (size_t)d); memcpy(g, gn, sizeof(double) * (size_t)d); H = Hn;
    *eta *= 2.0;
  }
  return res;
}

@ One start. Each round solves the $p$-block at the current $v$ (one random
start and the current $p$'s direction, with the path solver's certificate),
then measures the $v$-residual at the new $p$: the start ends when that
residual is at most $10^{-8}$ and the $p$-block is certified (both blocks
then hold at the same point), and otherwise takes up to $500$ head steps and goes round again, up
to $200$ rounds.
@<Joint path: solve from one start@>=
static mm_status jp_solve(mm_instance *c, double r, double R, uint64_t seed, double *v, double *p, double *Z, mm_joint_path_point *pt)
{
  int d = c->d;
  double eta = 1.0, pn[JP_MAXD];
  mm_path_options o = mm_path_defaults();
  mm_path_point pp;
  mm_status s;
  o.starts = 1; o.seed = seed;
  memset(pt, 0, sizeof *pt);
  for (pt->rounds = 1; pt->rounds <= 200; pt->rounds++) {
    memcpy(c->v, v, sizeof(double) * (size_t)d);
    if ((s = mm_instance_refresh(c)) != MM_OK) return s;
    o.dirs = mm_norm(p, d) > 0 ? p : NULL; o.ndirs = o.dirs != NULL;
    if ((s = mm_dyn_path(c, &o, &R, 1, pn, &pp)) != MM_OK) return s;
    memcpy(p, pn, sizeof(double) * (size_t)d);
    jp_attend(c, p, Z);
    pt->kkt_v = jp_head_step(c, Z, v, r, 0, &eta); pt->kkt_p = pp.kkt;
    pt->certified = pt->kkt_v <= 1e-11 && pp.certified;
    if (pt->certified) break;
    jp_head_step(c, Z, v, r, 500, &eta);
  }
  if (pt->rounds > 200) pt->rounds = 200;
  pt->risk = pp.risk;
  return MM_OK;
}

@ Several starts, and the choice of the answer.
@<Joint path: solve from several starts@>=
mm_status mm_dyn_joint_path(const mm_instance *in, double r, double R, int starts,
  uint64_t seed, double *v, double *p, mm_joint_path_point *pt)
{
  int d = in->d, best = -1;
  double V[(JP_MAXS + 1) * JP_MAXD], P[(JP_MAXS + 1) * JP_MAXD], Z[JP_MAXN * JP_MAXD], fx[JP_MAXS + 1], bx = INFINITY, bf = INFINITY;
  mm_joint_path_point q[JP_MAXS + 1];
  mm_instance *c;
  mm_status s = MM_OK;
  if (in->loss != MM_LOSS_LOGISTIC) return mm_fail(MM_EINPUT, "joint path: the logistic loss only");
  if (!(r > 0 && R > 0 && isfinite(r) && isfinite(R)) || starts < 0 || starts > JP_MAXS || !mm_all_finite(v, (size_t)d) || !mm_all_finite(p, (size_t)d))
    return mm_fail(MM_EINPUT, "joint path: bad radii or starts (radii positive and finite, 0 to %d starts, finite v and p)", JP_MAXS);
  if (in->n > JP_MAXN || d > JP_MAXD) return mm_fail(MM_EINPUT, "joint path: at most %d inputs and %d dimensions", JP_MAXN, JP_MAXD);
  for (int i = 0; i < in->n; i++) if (in->T[i] > JP_MAXT) return mm_fail(MM_EINPUT, "joint path: at most %d tokens per input", JP_MAXT);
  if ((c = mm_instance_copy(in)) == NULL) return mm_fail(MM_ENOMEM, "joint path: out of memory");
  @<Joint path: place the starts@>@;
  for (int k = 0; k <= starts && s == MM_OK; k++) {
    mm_dyn_value val;
    if ((s = jp_solve(c, r, R, seed + (uint64_t)k, V + k * d, P + k * d, Z, q + k)) != MM_OK) break;
    memcpy(c->v, V + k * d, sizeof(double) * (size_t)d);
    if ((s = mm_instance_refresh(c)) != MM_OK || (s = mm_dyn_evaluate(c, P + k * d, Z, &val)) != MM_OK) break;
    fx[k] = val.log_excess;
    if (q[k].certified && (best < 0 || q[k].risk < bx * (1 - 1e-13) || (q[k].risk <= bx * (1 + 1e-13) && fx[k] < bf)))
      { best = k; bx = q[k].risk; bf = fx[k]; }
  }
  if (s == MM_OK) @<Joint path: report the answer and the agreement@>@;
  mm_instance_free(c);
  return s;
}

@ The warm start is the caller's $(v,p)$, moved onto the spheres if it
lies inside (a zero vector gets a random direction); the others are
random directions at the full radii.
@<Joint path: place the starts@>=
{
  mm_rng g;
  mm_rng_seed(&g, seed, 0x6a6f696e74ULL);
  for (int k = 0; k <= starts; k++)
    for (int b = 0; b < 2; b++) {
      double *x = (b ? P : V) + k * d, rad = b ? R : r, nx;
      if (k == 0) memcpy(x, b ? p : v, sizeof(double) * (size_t)d);
      if (k > 0 || mm_norm(x, d) == 0.0) for (int j = 0; j < d; j++) x[j] = mm_rng_normal(&g);
      if ((nx = mm_norm(x, d)) > 0) for (int j = 0; j < d; j++) x[j] *= rad / nx;
    }
}

@ With no certified start the answer is the warm start's end point,
marked uncertified.
@<Joint path: report the answer and the agreement@>=
{
  int a = best < 0 ? 0 : best;
  *pt = q[a];
  pt->starts = starts + 1; pt->certified_starts = 0; pt->agree = 0;
  for (int k = 0; k <= starts; k++) {
    pt->certified_starts += q[k].certified;
    pt->agree += q[k].certified && mm_dyn_angle(V + k * d, V + a * d, d) <= 1e-6 && mm_dyn_angle(P + k * d, P + a * d, d) <= 1e-6;
  }
  memcpy(v, V + a * d, sizeof(double) * (size_t)d); memcpy(p, P + a * d, sizeof(double) * (size_t)d);
}
