@*The $(K,Q)$ regularization path is the nuclear-norm path.
{\it What it computes.} For the model with query tokens
(\secref{nuc-model}) and its lifted instance (chapter ``Training $W$ and
$(K,Q)$ with a query token per input''), |mm_nucpath_solve| computes for
each radius $R_k$ of a list
$$W_R=\mathop{\rm argmin}_{\norm{W}_*\le R}L(W)\qquad\hbox{or}\qquad
W_R=\mathop{\rm argmin}_{\norm{W}_F\le R}L(W),$$
the nuclear-norm path or the Frobenius-norm path, by accelerated projected
gradient descent with restarts, warm-started along increasing radii, and
ends every radius with its Frank--Wolfe gap. |mm_nucpath_draw| draws the
instances of the sequel's checks.
@^regularization path@>
@^nuclear norm@>
@^sequel@>

{\it Where it is checked.} Part~II, chapter ``The nuclear-norm path'': a
shared query, where both paths are the paper's path of $p$ times
$z^T/\norm z^2$; the directions of both paths at growing radii against the
two ATT-SVMs, on the draws of the $(K,Q)$ training checks.

{\it Status.} Both balls, with gaps and several starts; a radius that
does not reach its tolerance within the iteration limit is reported, not
hidden. At $n=100$, $T\le16$, $d=16$ three radii up to $100\,\norm{W_N}_*$
from two starts take about $3$ to $5$\,s of processor time (the
semidefinite oracle for $W_N$ about $4$\,s). The command has no option
for it yet.

@ @(dyn_nucpath.h@>=
#ifndef MM_DYN_NUCPATH_H
#define MM_DYN_NUCPATH_H
#include "dyn.h"
#include "gen.h"
@<Nucpath: type definitions@>@;
@<Nucpath: declarations@>@;
#endif

@ @(dyn_nucpath.c@>=
#include <math.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <lapacke.h>
#include "dyn_nucpath.h"
@<Nucpath: subroutines@>@;

@*1 Why the $(K,Q)$ path is the nuclear-norm path.
The sequel's claim~(1) {\it[sequel: abstract]} is about optimising the
attention layer, parametrised by $(K,Q)$, ``with vanishing
regularization''. Its two forms are the penalised path
$\min_{K,Q}L(KQ^T)+\lambda(\norm K_F^2+\norm Q_F^2)/2$, $\lambda\to0$, and
the constrained path $\min L(KQ^T)$ subject to $\norm K_F^2+\norm
Q_F^2\le2R$, $R\to\infty$. Both reduce to $W$ {\it[derived]}:
\smallskip
\item{1.} For $K,Q\in\R^{d\times m'}$ and $W=KQ^T$,
$\norm W_*\le\norm K_F\norm Q_F\le(\norm K_F^2+\norm Q_F^2)/2$ (the first
is H\"older's inequality for Schatten norms, $\norm{KQ^T}_*\le\norm K_{S_2}
\norm Q_{S_2}$; the second is the mean inequality). Equality is reached:
with the singular value decomposition $W=U\Sigma V^T$ of rank $r\le m'$,
$K=U\Sigma^{1/2}$ and $Q=V\Sigma^{1/2}$ (padded by zero columns) give
$\norm K_F^2=\norm Q_F^2={\rm tr}\,\Sigma=\norm W_*$. So for $m'\ge d$
$$\min\{(\norm K_F^2+\norm Q_F^2)/2:KQ^T=W\}=\norm W_*,$$
and the set $\{KQ^T:\norm K_F^2+\norm Q_F^2\le2R\}$ is the nuclear-norm
ball of radius $R$. The constrained $(K,Q)$ path therefore has exactly the
products $W_R$ of the nuclear-norm path; the penalised one has the
minimisers of $L(W)+\lambda\norm W_*$.
\item{2.} A minimiser $W_\lambda$ of $L+\lambda\norm\cdot_*$ minimises $L$
over the ball of radius $R=\norm{W_\lambda}_*$: a $W'$ in that ball with
$L(W')<L(W_\lambda)$ would give $L(W')+\lambda\norm{W'}_*<L(W_\lambda)+
\lambda R$. Under Assumption~B the risk has no minimiser (its infimum
$L_\star$ is approached only as the margins grow), so
$\norm{W_\lambda}_*\to\infty$ as $\lambda\to0$ (a bounded subsequence would
have a limit point minimising $L$). Hence if the constrained path
$W_R/R$ converges to a direction as $R\to\infty$, the penalised path
converges to the same one. For a convex risk the two paths coincide up to
the parametrisation $R(\lambda)$; this risk is not convex
(\secref{nucpath-gap}), and then the constrained path is the larger
object: checking its direction checks the penalised form too.
\smallskip\noindent
The same argument with $\norm W_F^2$ for $\norm K_F^2+\norm Q_F^2$ shows
that the $W$-parametrised path is the Frobenius-norm path, which on the
lifted instance is the paper's regularization path of $p={\rm vec}(W)$.
\lbl{nucpath-equiv}
@^Schatten norms@>
@^H\"older's inequality@>

@*1 The method.
The objective is, as for the paper's path (chapter ``Regularization
paths''), $F(W)=\log(L(W)-L_\star)$: it has the minimisers of $L$, is
computed to full relative precision by the log-domain evaluation of the
lifted instance where $L-L_\star$ is far below the rounding of $L$, and
its gradient $\nabla F=\nabla L/(L-L_\star)=e^{\log\norm{\nabla
L}-F}\,\hat g$ is representable. On the ball $B_R$ ($\norm W_*\le R$ or
$\norm W_F\le R$) the method is FISTA, accelerated projected gradient
descent:
$$x_{k+1}=\Pi_R\bigl(y_k-s\nabla F(y_k)\bigr),\qquad
y_{k+1}=x_{k+1}+{t_k-1\over t_{k+1}}(x_{k+1}-x_k),\qquad
t_{k+1}={1+\sqrt{1+4t_k^2}\over2},$$
with the step $s$ found by backtracking (halved until
$F(x_{k+1})\le F(y_k)+\langle\nabla F(y_k),x_{k+1}-y_k\rangle+\norm{x_{k+1}-y_k}_F^2/(2s)$,
and enlarged by $5/4$ after each accepted step, so that a small step found
where the objective is curved does not persist where it is not), and the
momentum restarted ($t=1$, $y=x$) whenever a step raises $F$: from $y=x$
the backtracked step cannot raise it, so $F(x_k)$ never increases. Every
radius starts from the previous radius's answer scaled to the new radius
(then projected), the first from the caller's start; every requested
radius is also solved from each of the caller's start directions
(|o->dirs|, scaled to the radius), and the start that ends with the lowest
$F$ among those within their gap tolerance (or the lowest of all, if none
is) is the answer. The risk is not convex (\secref{nucpath-gap}): one start
certifies a stationary point, several that agree are the evidence that it
is the global minimiser, and the path continues from the answer.
@^FISTA@>
@^projected gradient@>

@ The projections. For the Frobenius ball, $\Pi_R(W)=W\min(1,R/\norm
W_F)$. For the nuclear-norm ball, with the singular value decomposition
$W=U\,{\rm diag}(\sigma)V^T$, the projection in the Frobenius norm is
$U\,{\rm diag}(\sigma')V^T$ with $\sigma'$ the Euclidean projection of
$\sigma$ onto $\{s\ge0,\ \sum_js_j\le R\}$ (the Frobenius norm and the
nuclear norm are both unitarily invariant, so the nearest matrix shares
the singular vectors, and von Neumann's trace inequality reduces the
problem to the vector of singular values). If $\sum_j\sigma_j\le R$,
$W$ is returned unchanged; otherwise $\sigma'_j=\max(\sigma_j-\theta,0)$
with $\theta>0$ chosen so that $\sum_j\sigma'_j=R$: with $\sigma$ sorted
decreasingly, $\theta=(\sum_{j\le\rho}\sigma_j-R)/\rho$ for the largest
$\rho$ with $\sigma_\rho>(\sum_{j\le\rho}\sigma_j-R)/\rho$ (the projection
onto the simplex of radius $R$). The singular values come from LAPACK's
|dgesvd|.
@^simplex projection@>
@<Nucpath: type definitions@>=
typedef enum { MM_NUCPATH_NUCLEAR, MM_NUCPATH_FROBENIUS } mm_nucpath_ball;

@ @<Nucpath: declarations@>=
mm_status mm_nucpath_project(mm_nucpath_ball ball, int d, double R, double *W);

@ @.nucpath: LAPACK's dgesvd failed@>
@<Nucpath: subroutines@>=
static mm_status np_svd(const double *W, int d, double *U, double *s, double *VT, double *work)
{
  memcpy(work, W, sizeof(double) * (size_t)d * d);
  if (LAPACKE_dgesvd(LAPACK_ROW_MAJOR, U ? 'A' : 'N', U ? 'A' : 'N', d, d, work, d, s, U, d, VT, d, work + (size_t)d * d) != 0)
    return mm_fail(MM_ENUMERIC, "nucpath: LAPACK's dgesvd failed on a %d x %d matrix", d, d);
  return MM_OK;
}
mm_status mm_nucpath_project(mm_nucpath_ball ball, int d, double R, double *W)
{
  size_t dd = (size_t)d * d;
  double *U, *VT, *s, *work;
  long double sum = 0.0L, theta = 0.0L;
  mm_status st;
  if (ball == MM_NUCPATH_FROBENIUS) {
    double nf = mm_norm(W, (int)dd);
    if (nf > R) for (size_t j = 0; j < dd; j++) W[j] *= R / nf;
    return MM_OK;
  }
  if ((U = mm_alloc(4 * dd + 2 * (size_t)d, sizeof(double))) == NULL) return MM_ENOMEM;
  VT = U + dd; s = VT + dd; work = s + d;
  if ((st = np_svd(W, d, U, s, VT, work)) == MM_OK) {
    for (int j = 0; j < d; j++) sum += s[j];
    if (sum > R) @<Nucpath: shrink the singular values onto the simplex, and rebuild $W$@>@;
  }
  free(U);
  return st;
}

@ @<Nucpath: shrink the singular values...@>=
{
  long double run = 0.0L;
  for (int j = 0; j < d; j++) { /* $\theta$ from the largest $\rho$ that keeps $\sigma_\rho-\theta>0$ */
    long double th;
    run += s[j]; th = (run - R) / (j + 1);
    if (s[j] > th) theta = th;
  }
  for (int j = 0; j < d; j++) s[j] = s[j] > theta ? (double)(s[j] - theta) : 0.0;
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) { /* $W=U\,{\rm diag}(\sigma')V^T$ */
      long double x = 0.0L;
      for (int j = 0; j < d; j++) x += (long double)U[(size_t)a * d + j] * s[j] * VT[(size_t)j * d + b];
      W[(size_t)a * d + b] = (double)x;
    }
}

@*1 The certificate of a radius: the Frank--Wolfe gap.
\lbl{nucpath-gap}For $W\in B_R$ the Frank--Wolfe gap is
$$g(W)=\max_{V\in B_R}\langle\nabla F(W),W-V\rangle
=\langle\nabla F(W),W\rangle+R\,\norm{\nabla F(W)}_\circ,$$
with $\norm\cdot_\circ$ the dual norm of the ball's: the operator norm
(the largest singular value) for the nuclear ball, the Frobenius norm for
the Frobenius ball (the maximum of $\langle-\nabla F,V\rangle$ over the
ball is $R$ times the dual norm, by the definition of the dual norm).
{\it What it proves} [derived]. (i) $g(W)\ge0$ ($V=W$ is in the ball),
and $g(W)=0$ exactly when $W$ is a first-order stationary point of $F$ on
$B_R$ (no feasible direction descends); so $g$ measures stationarity in
units of $F$, which is the logarithm of the excess risk: $g$ is the
relative excess in $L-L_\star$ that a linear model of the risk still
promises. (ii) If $F$ is convex on $B_R$, then for every $V\in B_R$,
$F(V)\ge F(W)+\langle\nabla F(W),V-W\rangle\ge F(W)-g(W)$, so
$$F(W)-\min_{B_R}F\le g(W),$$
and since $\nabla F=\nabla L/(L-L_\star)$, the same holds for $L$ when $L$
is convex: $L(W)-\min_{B_R}L\le\langle\nabla L,W\rangle+R\norm{\nabla
L}_\circ=g(W)\,(L(W)-L_\star)$.
{\it The risk is not convex} in general: with one input of two tokens in
$d=1$ the risk is $\ell$ of a logistic function of $W$, bounded and
monotone, hence not convex; where every margin is large, $L-L_\star$ is
close to a positive combination of exponentials of linear functions of $W$
and $F$ close to a log-sum-exp, which is convex, but no bound on that
closeness is computed here. So a small gap certifies a stationary point of
the ball problem and, where the objective is convex near the path, its
optimality; the checks add starts from elsewhere and compare values.
The gap is formed in |long double| from a double gradient: at the
optimum its two terms cancel, each of size $R\norm{\nabla F}_\circ$, about
$\rho$ (the margin in units of the solution's), since $F$ falls by about
$\rho$ per unit of $\log R$. The gap is therefore judged relative to that
size: a radius is done when $g\le\tau\max(1,R\norm{\nabla F}_\circ)$. The
rounding of $g$ is about $d^2\epsilon$ relative to that size. The method
itself has a floor well above that: the gap is first order in the
distance to the minimiser, with the factor $\rho$, and near a minimiser of
low rank the projected steps stall; measured, a nuclear path at $\rho=64$
within $4\cdot10^{-9}$ (relative) of the reference stopped improving at a
relative gap of $1.5\cdot10^{-9}$ over $2\cdot10^4$ iterations. The
default $\tau=10^{-8}$ sits a factor of about six above that floor.
@^Frank--Wolfe gap@>
@^certificate@>
@<Nucpath: subroutines@>=
static mm_status np_gap(mm_nucpath_ball ball, int d, double R, const double *W, const double *g, double *work, double *gap, double *scale)
{
  size_t dd = (size_t)d * d;
  long double ip = 0.0L;
  double dual;
  for (size_t j = 0; j < dd; j++) ip += (long double)g[j] * W[j];
  if (ball == MM_NUCPATH_FROBENIUS) dual = mm_norm(g, (int)dd);
  else {
    mm_status st = np_svd(g, d, NULL, work + dd + 6 * (size_t)d, NULL, work);
    if (st) return st;
    dual = work[dd + 6 * (size_t)d]; /* $\sigma_1(\nabla F)=\norm{\nabla F}_{\rm op}$ */
  }
  *gap = (double)(ip + (long double)R * dual);
  *scale = R * dual;
  return MM_OK;
}

@*1 The evaluation.
$F$, the risk and $\nabla F$ at $W$ from |mm_dyn_evaluate| on the lifted
instance. An excess that is exactly zero or not finite (logits beyond the
range of a double) ends the path with |MM_ENUMERIC|.
@.nucpath: the excess risk is not positive and finite@>
@<Nucpath: subroutines@>=
static mm_status np_eval(const mm_instance *lift, const double *W, double *g, double *F, double *risk, long *evals)
{
  mm_dyn_value val;
  mm_status st = mm_dyn_evaluate(lift, W, g, &val);
  double sc;
  (*evals)++;
  if (st) return st;
  if (!isfinite(val.log_excess))
    return mm_fail(MM_ENUMERIC, "nucpath: the excess risk is not positive and finite (its logarithm is %g)", val.log_excess);
  sc = val.log_gnorm == -INFINITY ? 0.0 : exp(val.log_gnorm - val.log_excess);
  for (int j = 0; j < lift->d; j++) g[j] *= sc; /* $\nabla F=e^{\log\norm{\nabla L}-F}\hat g$ */
  *F = val.log_excess;
  if (risk) *risk = val.risk;
  return MM_OK;
}

@*1 One radius.
|mm_nucpath_radius| runs the method at radius |R| from |W| (projected
first) and leaves the answer in |W|, with its objective, risk, gap, norm
and counts in |pt|. It stops when the gap is at most |o->tol| or after
|o->max_iter| iterations (then |pt->converged| is $0$); |*step| carries
the step between radii (a step $\le0$ is replaced by the one that moves
the start by a tenth of the radius). The options: the ball, the relative tolerance $\tau$ (default
$10^{-8}$, see the gap's rounding above), the iteration limit (default
$2\cdot10^4$).
@<Nucpath: type definitions@>=
typedef struct {
  mm_nucpath_ball ball;
  double tol; /* the Frank--Wolfe gap of $F$ at which a radius is done */
  long max_iter; /* per radius */
  const double *dirs; int ndirs; /* extra start directions, $d^2$ entries each */
} mm_nucpath_options;
typedef struct {
  double R; /* the radius */
  double F; /* $\log(L-L_\star)$ at the answer */
  double risk; /* $L$ */
  double gap; /* the Frank--Wolfe gap of $F$ */
  double scale; /* $R\norm{\nabla F}_\circ$, the size of the gap's two terms */
  double norm; /* $\norm{W}_*$ or $\norm{W}_F$, the ball's norm */
  long iters, evals; /* of the answer's start */
  int converged; /* gap $\le$ tolerance times $\max(1,$|scale|$)$ */
  int start; /* the answer's start: $0$ the warm start, $j+1$ direction $j$ */
  int agree; /* starts that ended within $10^{-9}(1+\vert F\vert)$ of the answer's $F$ */
} mm_nucpath_point;

@ @<Nucpath: declarations@>=
mm_nucpath_options mm_nucpath_defaults(void);
mm_status mm_nucpath_radius(const mm_instance *lift, const mm_nucpath_options *o, double R,
  double *W, double *step, mm_nucpath_point *pt);
mm_status mm_nucpath_norm(mm_nucpath_ball ball, const double *W, int d, double *norm);

@ @<Nucpath: subroutines@>=
mm_nucpath_options mm_nucpath_defaults(void)
{
  mm_nucpath_options o = {MM_NUCPATH_NUCLEAR, 1e-8, 20000, NULL, 0};
  return o;
}
mm_status mm_nucpath_norm(mm_nucpath_ball ball, const double *W, int d, double *norm)
{
  double *w;
  long double s = 0.0L;
  mm_status st;
  if (ball == MM_NUCPATH_FROBENIUS) { *norm = mm_norm(W, d * d); return MM_OK; }
  if ((w = mm_alloc((size_t)d * d + 6 * (size_t)d, sizeof(double))) == NULL) return MM_ENOMEM;
  if ((st = np_svd(W, d, NULL, w + (size_t)d * d + 5 * (size_t)d, NULL, w)) == MM_OK)
    for (int j = 0; j < d; j++) s += w[(size_t)d * d + 5 * (size_t)d + j];
  free(w);
  *norm = (double)s;
  return st;
}

@ The lifted instance has dimension $d^2$; the workspace holds the points
$x$, $y$, $x_{k+1}$, their gradients, and the SVD's scratch.
@.nucpath: lifted instance expected@>
@.nucpath: the radius must be positive and finite@>
@<Nucpath: subroutines@>=
mm_status mm_nucpath_radius(const mm_instance *lift, const mm_nucpath_options *o, double R,
  double *W, double *step, mm_nucpath_point *pt)
{
  int d = (int)lround(sqrt((double)lift->d)), D = lift->d;
  double *x, *y, *xn, *gx, *gy, *gn, *work, Fx, Fy, Fn, rx, rn, t = 1.0;
  int restart, from_x = 1; /* |from_x|: $y=x$, the last step had no momentum */
  mm_status st;
  long it = 0;
  if (d * d != D) return mm_fail(MM_EINPUT, "nucpath: lifted instance expected (dimension %d is not a square)", D);
  if (!(R > 0) || !isfinite(R)) return mm_fail(MM_EINPUT, "nucpath: the radius must be positive and finite, got %g", R);
  if ((x = mm_alloc(7 * (size_t)D + 8 * (size_t)d, sizeof(double))) == NULL) return MM_ENOMEM;
  y = x + D; xn = y + D; gx = xn + D; gy = gx + D; gn = gy + D; work = gn + D;
  memset(pt, 0, sizeof *pt); pt->R = R;
  memcpy(x, W, sizeof(double) * (size_t)D);
  if ((st = mm_nucpath_project(o->ball, d, R, x)) != MM_OK || (st = np_eval(lift, x, gx, &Fx, &rx, &pt->evals)) != MM_OK) goto out;
  memcpy(y, x, sizeof(double) * (size_t)D); memcpy(gy, gx, sizeof(double) * (size_t)D); Fy = Fx;
  if (!(*step > 0)) { /* the first step moves $x$ by a tenth of the radius at most */
    double gn = mm_norm(gx, D);
    *step = gn > 0 ? 0.1 * R / gn : 1.0;
  }
  for (;;) {
    if ((st = np_gap(o->ball, d, R, x, gx, work, &pt->gap, &pt->scale)) != MM_OK) goto out;
    if (pt->gap <= o->tol * fmax(1.0, pt->scale)) { pt->converged = 1; break; }
    if (it >= o->max_iter) break;
    it++;
    @<Nucpath: take a backtracked projected step from $y$ to $x_{k+1}$@>@;
    @<Nucpath: restart, or accept $x_{k+1}$ and extrapolate@>@;
  }
  pt->iters = it; pt->F = Fx; pt->risk = rx;
  memcpy(W, x, sizeof(double) * (size_t)D);
  st = mm_nucpath_norm(o->ball, W, d, &pt->norm);
out:
  free(x);
  return st;
}

@ The sufficient decrease is tested with a slack of $8\epsilon\vert F\vert$,
the rounding of $F$ itself: without it a step that changes $F$ by less
than its rounding could be refused forever. With the slack alone, near
the minimiser every step would pass and the step would grow without
bound, so a second test that rounding does not blur is added: the
curvature along the step, $\langle\nabla F(x_{k+1})-\nabla F(y),x_{k+1}-y\rangle
\le\norm{x_{k+1}-y}_F^2/s$, the secant form of the bound $1/s$ on the
Lipschitz constant of $\nabla F$ that the decrease test stands for. A step below $10^{-300}$
means the objective is not smooth at that scale: a numerical failure.
@.nucpath: the backtracking step vanished@>
@<Nucpath: take a backtracked projected step...@>=
for (;;) {
  long double lin = 0.0L, sq = 0.0L, curv = 0.0L;
  for (int j = 0; j < D; j++) xn[j] = y[j] - *step * gy[j];
  if ((st = mm_nucpath_project(o->ball, d, R, xn)) != MM_OK || (st = np_eval(lift, xn, gn, &Fn, &rn, &pt->evals)) != MM_OK) goto out;
  for (int j = 0; j < D; j++) {
    double e = xn[j] - y[j];
    lin += (long double)gy[j] * e; sq += (long double)e * e; curv += (long double)(gn[j] - gy[j]) * e;
  }
  if (Fn <= (double)(Fy + lin + sq / (2.0L * *step)) + 8 * DBL_EPSILON * fabs(Fy) && *step * curv <= sq) break;
  *step /= 2;
  if (*step < 1e-300) { st = mm_fail(MM_ENUMERIC, "nucpath: the backtracking step vanished at radius %g", R); goto out; }
}

@ @<Nucpath: restart, or accept...@>=
{
  long double dot = 0.0L; /* $\langle y-x_{k+1},x_{k+1}-x_k\rangle$ */
  for (int j = 0; j < D; j++) dot += (long double)(y[j] - xn[j]) * (xn[j] - x[j]);
  restart = dot > 0;
}
if (Fn > Fx + 8 * DBL_EPSILON * fabs(Fx) && !from_x) { /* restart the momentum from $x$ */
  t = 1.0; memcpy(y, x, sizeof(double) * (size_t)D); memcpy(gy, gx, sizeof(double) * (size_t)D); Fy = Fx; from_x = 1;
} else {
  double tn = restart ? 1.0 : (1.0 + sqrt(1.0 + 4.0 * t * t)) / 2.0, beta = restart ? 0.0 : (t - 1.0) / tn;
  for (int j = 0; j < D; j++) { y[j] = xn[j] + beta * (xn[j] - x[j]); x[j] = xn[j]; gx[j] = gn[j]; }
  Fx = Fn; rx = rn; t = tn;
  from_x = beta == 0.0;
  if (from_x) { memcpy(gy, gx, sizeof(double) * (size_t)D); Fy = Fx; }
  else if ((st = mm_nucpath_project(o->ball, d, R, y)) != MM_OK || (st = np_eval(lift, y, gy, &Fy, NULL, &pt->evals)) != MM_OK) goto out;
  *step *= 1.25;
}

@*1 The path.
|mm_nucpath_solve| solves the radii |radii[0..nr-1]| (increasing) in
turn; row $k$ of |P| ($d^2$ entries) receives $W_{R_k}$ and |pt[k]| its
point. Radii that are not positive, finite and increasing are
|MM_EINPUT|.

{\it Continuation.} The risk is not convex, and it has plateaus: where the
softmax of some input has collapsed onto a wrong token, $L-L_\star$ stays
near the constant that input contributes and the gradient is exponentially
small, so a descent method that lands there stops with a tiny gap (a
stationary point in all but name) far above the path's value. A long first
step from the origin, or a long jump between distant radii, can land
there, and measured paths did. So the path is followed, not jumped to: it
starts at the radius $r_0=\min(R_0,1/\norm{\nabla F(W_0)}_\circ)$, on which
$F$ changes by at most about $1$ over the whole ball, so the first problem
is nearly linear and its minimiser is where the gradient points; the
radius then doubles (intermediate radii solved and not recorded) up to each
requested radius, every radius warm-started from the previous answer times
the ratio of the radii. The first radius starts from |W0| ($d^2$ entries;
|NULL| for $W=0$). Continuation does not make the method global: the
global path can jump from one branch to another as the radius grows, and
a followed branch can end on a plateau. At the real size of the Part~II
check ($n=100$, $T\le16$, $d=16$) the path followed from $0$ was on a
plateau $0.22$ rad from $W_N$ at $\rho=100$ with $F=-2.0$, while the start
$R\,W_N/\norm{W_N}_*$ reached $F=-101.1$ at $0.018$ rad; so callers give
start directions (|o->dirs|), and the answer is the best start's.
@^continuation@>
@^plateau@>
@.nucpath: the radii must increase@>
@<Nucpath: declarations@>=
mm_status mm_nucpath_solve(const mm_instance *lift, const mm_nucpath_options *o, int nr, const double *radii,
  const double *W0, double *P, mm_nucpath_point *pt);

@ @<Nucpath: subroutines@>=
static mm_status np_other_starts(const mm_instance *lift, const mm_nucpath_options *o, double R, int d,
  double *W, double *X, mm_nucpath_point *best);
mm_status mm_nucpath_solve(const mm_instance *lift, const mm_nucpath_options *o, int nr, const double *radii,
  const double *W0, double *P, mm_nucpath_point *pt)
{
  size_t D = (size_t)lift->d;
  int d = (int)lround(sqrt((double)D));
  double step = 0.0, r, *W, *g;
  mm_nucpath_point ip;
  mm_status st = MM_OK;
  for (int k = 0; k < nr; k++)
    if (!(radii[k] > 0) || !isfinite(radii[k]) || (k > 0 && !(radii[k] > radii[k - 1])))
      return mm_fail(MM_EINPUT, "nucpath: the radii must increase and be positive and finite (radius %d is %g)", k, radii[k]);
  if ((size_t)d * d != D) return mm_fail(MM_EINPUT, "nucpath: lifted instance expected (dimension %zu is not a square)", D);
  if ((W = mm_alloc(3 * D + 8 * (size_t)d, sizeof(double))) == NULL) return MM_ENOMEM;
  g = W + D;
  if (W0) memcpy(W, W0, sizeof(double) * D);
  @<Nucpath: choose the first radius $r_0$@>@;
  for (int k = 0; k < nr && st == MM_OK; k++) {
    while (st == MM_OK && 2 * r < radii[k]) { /* an intermediate radius */
      for (size_t j = 0; j < D; j++) W[j] *= 2;
      r *= 2;
      st = mm_nucpath_radius(lift, o, r, W, &step, &ip);
    }
    if (st) break;
    for (size_t j = 0; j < D; j++) W[j] *= radii[k] / r;
    r = radii[k];
    if ((st = mm_nucpath_radius(lift, o, r, W, &step, pt + k)) == MM_OK) st = np_other_starts(lift, o, r, d, W, g, pt + k);
    if (st == MM_OK) memcpy(P + (size_t)k * D, W, sizeof(double) * D);
  }
  free(W);
  return st;
}

@ The other starts at a requested radius; |X| ($d^2$ entries) is scratch.
An answer is better when it is certified and the incumbent is not, or,
with the same certification, when its $F$ is lower.
@<Nucpath: subroutines@>=
static mm_status np_other_starts(const mm_instance *lift, const mm_nucpath_options *o, double R, int d,
  double *W, double *X, mm_nucpath_point *best)
{
  size_t D = (size_t)d * d;
  double Fs[65], step, nrm;
  mm_nucpath_point q;
  mm_status st = MM_OK;
  int ns = o->ndirs < 64 ? o->ndirs : 64;
  Fs[0] = best->F; best->start = 0;
  for (int j = 0; j < ns && st == MM_OK; j++) {
    if ((st = mm_nucpath_norm(o->ball, o->dirs + j * D, d, &nrm)) != MM_OK) break;
    if (!(nrm > 0)) { Fs[j + 1] = NAN; continue; }
    for (size_t e = 0; e < D; e++) X[e] = o->dirs[j * D + e] * (R / nrm);
    step = 0.0;
    if ((st = mm_nucpath_radius(lift, o, R, X, &step, &q)) != MM_OK) break;
    Fs[j + 1] = q.F;
    if (q.converged > best->converged || (q.converged == best->converged && q.F < best->F)) {
      q.start = j + 1; *best = q; memcpy(W, X, sizeof(double) * D);
    }
  }
  best->agree = 0;
  for (int j = 0; j <= ns; j++) best->agree += fabs(Fs[j] - best->F) <= 1e-9 * (1.0 + fabs(best->F));
  return st;
}

@ The dual norm of the gradient at the start sets $r_0$; a zero gradient
(the start is stationary) leaves $r_0=R_0$. A start outside the ball of
radius $r_0$ is scaled into it, so that $r$ below is the radius the
iterate is on.
@<Nucpath: choose the first radius $r_0$@>=
{
  double F, gd;
  long ev = 0;
  r = radii[0];
  if ((st = mm_nucpath_project(o->ball, d, r, W)) == MM_OK && (st = np_eval(lift, W, g, &F, NULL, &ev)) == MM_OK) {
    if (o->ball == MM_NUCPATH_FROBENIUS) gd = mm_norm(g, (int)D);
    else if ((st = np_svd(g, d, NULL, g + 2 * D + 7 * (size_t)d, NULL, g + D)) == MM_OK) gd = g[2 * D + 7 * (size_t)d];
    else gd = 0.0;
    if (st == MM_OK && gd > 0 && 1.0 / gd < r) { r = 1.0 / gd; st = mm_nucpath_project(o->ball, d, r, W); }
  }
  if (st == MM_OK) st = mm_nucpath_radius(lift, o, r, W, &step, &ip);
}

@*1 The draws of the sequel's checks.
|mm_nucpath_draw| draws the instances of the checks of the sequel's claims,
in three tiers of size (tiny $n\in[2,4]$, $T\in[2,4]$, $d\in[3,5]$;
medium $n\in[4,8]$, $T\in[3,5]$, $d\in[5,8]$; large $n\in[8,12]$,
$T\in[4,8]$, $d\in[9,12]$), with $n(T-1)\le d^2$ (the shape is drawn again
until it holds, so that every selection is generically feasible),
standard normal tokens and queries, labels $\pm1$, the head $v=e_1$, and
Assumption~B exactly: the first coordinate of the chosen token $\alpha_i$
is $Y_i$, that of every other token $0$, so the scores are $1$ and $0$ bit
for bit. |Z| ($n\times d$, at most $12\cdot12$) receives the queries and
|alpha| ($n\le12$ entries) the chosen tokens. The random numbers are drawn
in the order of the draws of the $(K,Q)$ training checks, so one seed and
trial give one instance in both.
@^Assumption B@>
@<Nucpath: declarations@>=
mm_instance *mm_nucpath_draw(mm_rng *r, int tier, double *Z, int *alpha);

@ @.nucpath: tier must be 0, 1 or 2@>
@<Nucpath: subroutines@>=
mm_instance *mm_nucpath_draw(mm_rng *r, int tier, double *Z, int *alpha)
{
  static const int lo[3][3] = {{2, 2, 3}, {4, 3, 5}, {8, 4, 9}}, hi[3][3] = {{4, 4, 5}, {8, 5, 8}, {12, 8, 12}};
  int n, d, T[12], rows;
  mm_instance *in;
  if (tier < 0 || tier > 2) { mm_fail(MM_EINPUT, "nucpath: tier must be 0, 1 or 2, got %d", tier); return NULL; }
  do {
    n = mm_rng_int(r, lo[tier][0], hi[tier][0]); d = mm_rng_int(r, lo[tier][2], hi[tier][2]); rows = 0;
    for (int i = 0; i < n; i++) { T[i] = mm_rng_int(r, lo[tier][1], hi[tier][1]); rows += T[i] - 1; }
  } while (rows > d * d);
  if ((in = mm_instance_new(n, T, d)) == NULL) return NULL;
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mm_rng_normal(r);
  for (int j = 0; j < n * d; j++) Z[j] = mm_rng_normal(r);
  memset(in->v, 0, sizeof(double) * (size_t)d); in->v[0] = 1.0;
  for (int i = 0; i < n; i++) {
    in->Y[i] = mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0;
    alpha[i] = mm_rng_int(r, 0, T[i] - 1);
    for (int t = 0; t < T[i]; t++) in->X[(size_t)(in->off[i] + t) * d] = t == alpha[i] ? in->Y[i] : 0.0;
  }
  if (mm_instance_refresh(in) != MM_OK) { mm_instance_free(in); return NULL; }
  return in;
}
