@*The paper's experiments.
This chapter reproduces every synthetic experiment of the paper with the library of the preceding chapters, draws each as a figure,
and states under each figure what was measured. The instances, starts, losses and
step rules are those of the authors' public code: the logistic loss and
normalised gradient descent $p\gets p-\eta\nabla L/\norm{\nabla L}$ with
$\eta=0.1$, except where it says otherwise (E2 also runs plain gradient
descent with $\eta=1$; E4 compares the correlation loss with the logistic
loss); all runs use the log-domain arithmetic of the dynamics chapter.

{\it What it computes.} E1a and E1b: the six starts of the paper on the
one-input instances, paths of $p$ in the plane of its first two coordinates
(the third is invisible to attention), with the tokens and every LMM
direction that the enumeration of the token chapter finds. E2: the same on
the three-input instance with Gaussian tokens, and normalised against plain
gradient descent from $p=0$. E3: joint training of $(v,p)$ on the tight and
the relaxed instance, with the head SVM direction $v^\mm$, the ATT-SVM
direction $p^\mm$ and the relaxed direction $p^{\rm relax}$ from the QP
oracle. E4: the transverse offset of $p$ for $C\in\{1,\ldots,10,100\}$ and
two losses, against its closed form. One figure the paper does not
have: how far a plain float32 computation of the same recursion follows
the direction. And one of the paper's sequel: training $W$ against
training its factors $(K,Q)$, with a query token per input, on a draw
where the Frobenius and the nuclear-norm ATT-SVMs differ.

{\it Where the data come from.} Every instance is built by |mm_example| of
the generator chapter from the numbers of the authors' public code; the Gaussian tokens of E2
come from our own generator (xoshiro) with the fixed seed |MM_E2_SEED|, so
they are not the paper's draws, and E2's figures agree with the paper's in
shape, not in the positions of the tokens. The sequel's instance is also
our own draw (seed |MM_EXP_KQ_SEED|), chosen by a rule stated with it.

{\it How to run it.} \.{make} runs \.{mmattn experiments --out
reports/figures}, which writes the data of every figure as CSV (or
whitespace tables for \.{gnuplot}) and a \TeX\ file \.{exp\_stats.tex} with
the measured numbers; \.{gnuplot} then draws PDF (this book) and PNG (the
README) with \.{scripts/exp\_figures.gp}. The check chapter ``Checks of the
paper's experiments'' runs the same functions longer and compares each
endpoint with the outcome the authors' code and presentation state.

{\it Status.} Every experiment runs (all of them together in about a
second, most of it the sequel's family of $32$ draws) and ends where the
authors' code and presentation say; the numbers in the
captions are those of the run that drew the figures. Measured findings: the
closed forms of the E4 offsets, derived in this chapter, ${1\over2}\ln C$ and
${1\over2}\ln\bigl(C(1+e)/(1+e^C)\bigr)$, are confirmed by the derivation
below and by the runs to six printed digits (the check of Part~II to within
$2^8\epsilon$ on the scale of the logits); in E3 relaxed $p$ follows
$p^{\rm relax}=(1,0)$ and its cosine to $p^\mm$ falls, as the paper
says; and the float32 recursion loses the direction after about $160$
steps, close to the about $150$ iterations after which the authors'
float32 code loses it.
@^experiments@>
@^E1@>
@^E2@>
@^E3@>
@^E4@>

@(experiments.h@>=
#ifndef MM_EXPERIMENTS_H
#define MM_EXPERIMENTS_H
#include "dyn.h"
#include "tokens.h"
@<Experiments: type definitions@>@;
@<Experiments: declarations@>@;
#endif

@ @(experiments.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <errno.h>
#include <sys/stat.h>
#include "gen.h"
#include "io.h"
#include "svm.h"
#include "nuclear.h"
#include "dyn_kq.h"
#include "experiments.h"
@<Experiments: static declarations@>@;
@<Experiments: subroutines@>@;

@*1 Paths from the paper's starts: E1a, E1b, E2.
The three instances share the protocol: six starts, normalised steps of
$0.1$, one trajectory row per recorded step with the cosine of $p$ to every
LMM direction, and the mean softmax mass on the optimal tokens. E1 starts
at $(0,s,0)$ and E2 at $(s,0,0)$ for $s\in\{1,0.5,0,-0.5,-1,-1.5\}$. The
limit a run reached is the LMM direction of largest cosine at its last step
(|mm_tokens_nearest|); the LMM directions are the oracle's, not the
closed forms, so that the check of Part~II can compare the two.

@<Experiments: type definitions@>=
#define MM_EXP_STARTS 6
typedef struct {
  mm_instance *in;
  mm_lmm_set set; /* every LMM direction; |set.gmm| is the global one */
  double *dirs; /* the LMM directions row by row, for the trajectories */
  int opt[8]; /* the optimal token of each input */
  double start[MM_EXP_STARTS][3];
  mm_dyn_traj tr[MM_EXP_STARTS];
  int limit[MM_EXP_STARTS]; /* index in |set| of the nearest LMM at the last step */
} mm_exp_paths;

@ @<Experiments: declarations@>=
extern const double mm_exp_start_values[MM_EXP_STARTS];
mm_status mm_exp_run_paths(const char *name, long steps, long every, mm_exp_paths *e);
void mm_exp_paths_free(mm_exp_paths *e);

@ The instance, its LMM directions and its optimal tokens are set up
first; a failure at any point leaves |e| in a state that
|mm_exp_paths_free| releases.
@.no path experiment@>
@<Experiments: subroutines@>=
const double mm_exp_start_values[MM_EXP_STARTS] = {1.0, 0.5, 0.0, -0.5, -1.0, -1.5};
mm_status mm_exp_run_paths(const char *name, long steps, long every, mm_exp_paths *e)
{
  int e2 = !strcmp(name, "E2");
  mm_status s;
  memset(e, 0, sizeof *e);
  if (!e2 && strcmp(name, "E1a") && strcmp(name, "E1b"))
    return mm_fail(MM_EINPUT, "mm_exp_run_paths: no path experiment \"%s\" (E1a, E1b, E2)", name);
  if ((s = setup(name, 0.0, &e->in, e->opt))) return s;
  if ((s = mm_tokens_enumerate_lmm(e->in, NULL, &e->set))) return s;
  if ((e->dirs = mm_alloc((size_t)e->set.count * 3, sizeof(double))) == NULL) return MM_ENOMEM;
  for (int k = 0; k < e->set.count; k++) memcpy(e->dirs + 3 * k, e->set.lmm[k].p, 3 * sizeof(double));
  for (int k = 0; k < MM_EXP_STARTS; k++) {
    e->start[k][e2 ? 0 : 1] = mm_exp_start_values[k];
    if ((s = ngd_run(e->in, e->start[k], steps, every, e->dirs, e->set.count, e->opt, &e->tr[k])))
      return s;
    e->limit[k] = mm_tokens_nearest(&e->set, e->tr[k].p + 3 * (e->tr[k].rows - 1), NULL);
  }
  return MM_OK;
}
void mm_exp_paths_free(mm_exp_paths *e)
{
  for (int k = 0; k < MM_EXP_STARTS; k++) mm_dyn_traj_free(&e->tr[k]);
  mm_lmm_set_free(&e->set); free(e->dirs); mm_instance_free(e->in);
  memset(e, 0, sizeof *e);
}

@ Two subroutines every experiment uses. |setup| builds the example and
finds its optimal tokens (a tie would make the mass columns meaningless,
and the paper's instances have none). |ngd_run| runs the paper's
protocol from |p0| for |steps| steps and keeps a row every |every| steps.
@.has a tie on the top score@>
@<Experiments: subroutines@>=
static mm_status setup(const char *name, double C, mm_instance **in, int *opt)
{
  if ((*in = mm_example(name, C)) == NULL) return MM_EINPUT;
  if ((*in)->n > 8) return mm_fail(MM_EINPUT, "%s: more than 8 inputs", name);
  if (mm_tokens_opt(*in, opt) != 0) return mm_fail(MM_EINPUT, "%s has a tie on the top score", name);
  return MM_OK;
}
static mm_status ngd_run(const mm_instance *in, const double *p0, long steps, long every,
  const double *dirs, int ndirs, const int *opt, mm_dyn_traj *tr)
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double p[8];
  memcpy(p, p0, sizeof(double) * (size_t)in->d);
  o.max_steps = steps; o.record_every = every;
  mm_dyn_traj_init(tr, in->d, dirs, ndirs, opt);
  return mm_dyn_run(in, &o, p, tr, &res);
}

@ @<Experiments: static declarations@>=
static mm_status setup(const char *name, double C, mm_instance **in, int *opt);
static mm_status ngd_run(const mm_instance *in, const double *p0, long steps, long every,
  const double *dirs, int ndirs, const int *opt, mm_dyn_traj *tr);

@*1 Normalised against plain gradient descent: E2.
From $p=0$ the paper compares normalised steps of $0.1$ with plain steps of
$\eta=1$; the caption states the bound~(5) $L_p$ of our draw, and whether
$\eta=1\le1/L_p$, the step the descent lemma allows. We record every step and report the first step at which the mean
softmax mass on the optimal tokens reaches $0.99$ ($-1$ if it does not
within the run).
@<Experiments: type definitions@>=
typedef struct {
  mm_instance *in;
  int opt[8];
  mm_dyn_traj ngd, gd;
  long hit_ngd, hit_gd; /* first step with mean optimal-token mass $\ge0.99$, or $-1$ */
} mm_exp_compare;

@ @<Experiments: declarations@>=
mm_status mm_exp_run_compare(long steps, mm_exp_compare *e);
void mm_exp_compare_free(mm_exp_compare *e);
long mm_exp_first_mass(const mm_dyn_traj *tr, double level);

@ @<Experiments: subroutines@>=
mm_status mm_exp_run_compare(long steps, mm_exp_compare *e)
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double p[3] = {0.0, 0.0, 0.0};
  mm_status s;
  memset(e, 0, sizeof *e);
  if ((s = setup("E2", 0.0, &e->in, e->opt))) return s;
  if ((s = ngd_run(e->in, p, steps, 1, NULL, 0, e->opt, &e->ngd))) return s;
  o.method = MM_DYN_GD; o.eta = 1.0; o.max_steps = steps; o.record_every = 1;
  mm_dyn_traj_init(&e->gd, 3, NULL, 0, e->opt);
  if ((s = mm_dyn_run(e->in, &o, p, &e->gd, &res))) return s;
  e->hit_ngd = mm_exp_first_mass(&e->ngd, 0.99);
  e->hit_gd = mm_exp_first_mass(&e->gd, 0.99);
  return MM_OK;
}
void mm_exp_compare_free(mm_exp_compare *e)
{
  mm_dyn_traj_free(&e->ngd); mm_dyn_traj_free(&e->gd); mm_instance_free(e->in);
  memset(e, 0, sizeof *e);
}
long mm_exp_first_mass(const mm_dyn_traj *tr, double level)
{
  for (long r = 0; r < tr->rows; r++) if (tr->mass[r] >= level) return tr->step[r];
  return -1;
}

@*1 Joint training: E3.
The head and the query are trained together from $p(0)=(0,-1)$,
$v(0)=(-1,0)$, each gradient normalised on its own (|mm_dyn_train_joint|).
The oracle gives the three directions the theory names: the head SVM
$v^\mm$ with its support samples $S$, the ATT-SVM $p^\mm$ of the optimal
tokens, and the relaxed ATT-SVM $p^{\rm relax}$ that asks margin $0$ only of
the inputs outside $S$ (equal to $p^\mm$ when $S=[n]$). Besides the softmax
mass on the optimal token the paper plots the mean logistic probability
$${1\over n}\sum_i{1\over1+e^{-Y_if(X_i)}},\qquad
  f(X_i)=\sum_ts_{it}\,v^Tx_{it},$$
which we compute from the recorded $(v,p)$ of each row.
@^joint training@>
@^relaxed ATT-SVM@>
@<Experiments: type definitions@>=
typedef struct {
  mm_instance *in;
  int opt[8], support[8], relaxed[8];
  double vmm[2], pmm[2], prelax[2];
  double dirs[4]; /* $p^\mm$, $p^{\rm relax}$: the trajectory's cosine columns */
  mm_dyn_traj tr;
  double *logistic; /* per row: the mean logistic probability */
  long hit; /* first step with optimal-token mass $\ge0.99$, or $-1$ */
} mm_exp_joint;

@ @<Experiments: declarations@>=
mm_status mm_exp_run_joint(const char *name, long steps, long every, mm_exp_joint *e);
void mm_exp_joint_free(mm_exp_joint *e);

@ @.no joint experiment@>
@<Experiments: subroutines@>=
mm_status mm_exp_run_joint(const char *name, long steps, long every, mm_exp_joint *e)
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double p[2] = {0.0, -1.0}, v[2] = {-1.0, 0.0};
  mm_status s;
  memset(e, 0, sizeof *e);
  if (strcmp(name, "E3-tight") && strcmp(name, "E3-relaxed"))
    return mm_fail(MM_EINPUT, "mm_exp_run_joint: no joint experiment \"%s\" (E3-tight, E3-relaxed)", name);
  if ((s = setup(name, 0.0, &e->in, e->opt))) return s;
  @<Experiments: solve for $v^\mm$, $p^\mm$ and $p^{\rm relax}$@>@;
  o.max_steps = steps; o.record_every = every;
  mm_dyn_traj_init(&e->tr, 2, e->dirs, 2, e->opt);
  if ((s = mm_dyn_train_joint(e->in, &o, v, p, &e->tr, &res))) return s;
  if ((e->logistic = mm_alloc((size_t)e->tr.rows, sizeof(double))) == NULL) return MM_ENOMEM;
  for (long r = 0; r < e->tr.rows; r++)
    e->logistic[r] = logistic_probability(e->in, e->tr.p + 2 * r, e->tr.v + 2 * r);
  e->hit = mm_exp_first_mass(&e->tr, 0.99);
  return MM_OK;
}
void mm_exp_joint_free(mm_exp_joint *e)
{
  mm_dyn_traj_free(&e->tr); free(e->logistic); mm_instance_free(e->in);
  memset(e, 0, sizeof *e);
}

@ Three QPs. An infeasible or failed QP is the oracle's verdict and comes
back as its status.
@<Experiments: solve for $v^\mm$...@>=
{
  mm_svm q;
  if ((s = mm_svm_head(e->in, e->opt, &q, e->support)) == MM_OK) memcpy(e->vmm, q.z, sizeof e->vmm);
  mm_svm_free(&q);
  if (s) return s;
  for (int i = 0; i < e->in->n; i++) e->relaxed[i] = !e->support[i];
  if ((s = mm_svm_att(e->in, e->opt, NULL, &q)) == MM_OK) memcpy(e->pmm, q.z, sizeof e->pmm);
  mm_svm_free(&q);
  if (s) return s;
  if ((s = mm_svm_att(e->in, e->opt, e->relaxed, &q)) == MM_OK) memcpy(e->prelax, q.z, sizeof e->prelax);
  mm_svm_free(&q);
  if (s) return s;
  memcpy(e->dirs, e->pmm, sizeof e->pmm); memcpy(e->dirs + 2, e->prelax, sizeof e->prelax);
}

@ The logistic probability $1/(1+e^{-u})$ of each margin $u=Y_if(X_i)$,
with the softmax of the model chapter (keys are the tokens here, $W=I$,
but we use the keys of the instance all the same).
@<Experiments: subroutines@>=
static double logistic_probability(const mm_instance *in, const double *p, const double *v)
{
  int d = in->d;
  double a[64], sm[64];
  long double mean = 0.0L;
  for (int i = 0; i < in->n; i++) {
    long double f = 0.0L;
    for (int t = 0; t < in->T[i]; t++) a[t] = mm_dot(in->K + (size_t)(in->off[i] + t) * d, p, d);
    mm_softmax(a, in->T[i], sm);
    for (int t = 0; t < in->T[i]; t++) f += sm[t] * mm_dot(in->X + (size_t)(in->off[i] + t) * d, v, d);
    mean += 1.0L / (1.0L + expl(-(long double)in->Y[i] * f)); /* $u=Y_if$ */
  }
  return (double)(mean / in->n);
}

@ @<Experiments: static declarations@>=
static double logistic_probability(const mm_instance *in, const double *p, const double *v);

@*1 The transverse offset: E4.
In E4 both inputs select their second token and $p^\mm=(1,0,0)$ whatever
$C$. Along this direction $p=(p_1,p_2,0)$ and the logits gaps are
$p_1+p_2$ and $p_1-p_2$, so the optimal tokens carry the masses
$\sigma(p_1+p_2)$ and $\sigma(p_1-p_2)$, $\sigma$ the logistic function, and
the margins are $u_1=C\sigma(p_1+p_2)$, $u_2=\sigma(p_1-p_2)$. The risk's
derivative in the transverse coordinate is
$${\partial L\over\partial p_2}={1\over2}\bigl(\ell'(u_1)\,C\,\sigma'(p_1+p_2)
  -\ell'(u_2)\,\sigma'(p_1-p_2)\bigr).$$
As $p_1\to\infty$, $\sigma'(z)=e^{-z}(1+O(e^{-z}))$, $u_1\to C$, $u_2\to1$,
and the derivative vanishes where
$$\ell'(C)\,C\,e^{-p_2}=\ell'(1)\,e^{p_2},\qquad
  p_2={1\over2}\ln{C\,\ell'(C)\over\ell'(1)}.$$
For the correlation loss $\ell'\equiv-1$ and $p_2={1\over2}\ln C$; for the
logistic loss $\ell'(u)=-1/(1+e^u)$ and
$p_2={1\over2}\ln\bigl(C(1+e)/(1+e^C)\bigr)$: the two closed forms. Normalised steps settle there: the
transverse component of the step is $-\eta\tanh(p_2-p_2^\star)$ times a
factor in $[1/\sqrt2,1]$, a contraction. The closed form is evaluated with
$\ln(1+e^C)=C+\log(1+e^{-C})$, so that $C=100$ does not overflow.
@^E4@>
@^transverse offset@>
@<Experiments: type definitions@>=
typedef struct {
  double C;
  mm_loss_kind loss;
  double p[3]; /* the last iterate */
  double offset, closed; /* $p_2$ at the end and its closed form */
  double angle; /* angle of $p$ to $(1,0,0)$, radians */
} mm_exp_offset;

@ @<Experiments: declarations@>=
double mm_exp_e4_closed(double C, mm_loss_kind loss);
mm_status mm_exp_run_e4(double C, mm_loss_kind loss, long steps, long every,
  mm_exp_offset *r, mm_dyn_traj *tr);

@ @.E4 closed form needs C > 0@>
@<Experiments: subroutines@>=
double mm_exp_e4_closed(double C, mm_loss_kind loss)
{
  if (!(C > 0)) { mm_fail(MM_EINPUT, "E4 closed form needs C > 0, got %g", C); return NAN; }
  if (loss == MM_LOSS_CORRELATION) return 0.5 * log(C);
  if (loss == MM_LOSS_LOGISTIC) return 0.5 * (log(C) + log1p(exp(1.0)) - C - log1p(exp(-C)));
  return 0.5 * (log(C) - C + 1.0); /* exponential: $\ell'(u)=-e^{-u}$ */
}

@ The run keeps the trajectory only when |tr| is not |NULL|.
@<Experiments: subroutines@>=
mm_status mm_exp_run_e4(double C, mm_loss_kind loss, long steps, long every,
  mm_exp_offset *r, mm_dyn_traj *tr)
{
  static const double e1[3] = {1.0, 0.0, 0.0};
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  mm_instance *in;
  int opt[8];
  mm_status s;
  memset(r, 0, sizeof *r);
  r->C = C; r->loss = loss;
  if (tr) mm_dyn_traj_init(tr, 3, e1, 1, NULL);
  if ((s = setup("E4", C, &in, opt))) { mm_instance_free(in); return s; }
  in->loss = loss;
  o.max_steps = steps; o.record_every = every;
  s = mm_dyn_run(in, &o, r->p, tr, &res);
  r->offset = r->p[1]; r->closed = mm_exp_e4_closed(C, loss);
  r->angle = mm_dyn_angle(r->p, e1, 3);
  mm_instance_free(in);
  return s;
}

@*1 The same recursion in float32.
The paper's code runs in single precision. To see what that costs we
program the recursion as one would without the dynamics chapter: logits in
|float|, the softmax with its largest logit subtracted (which every
framework does), the margin $u_i=\sum_ts_{it}\gamma_{it}$, and
$$g={1\over n}\sum_i\ell'(u_i)\sum_ts_{it}(\gamma_{it}-u_i)\,k_{it},$$
then $p\gets p-\eta g/\norm{g}$, all in |float|. Nothing here is wrong in
exact arithmetic; in float32 two things go: once the tail masses fall below
$2^{-24}$ relative to the optimal token, $u_i$ rounds to $\gamma_{i,\opt_i}$
and the optimal token's own term $s_{i\opt}(\gamma_{i\opt}-u_i)k_{i\opt}$
becomes $0$, so $g$ loses the key of the optimal token that should be
subtracted from every other key; and once they fall below the smallest
|float|, $g=0$ and the normalised step is $0/0$. We stop there (the
paper's code would produce NaN) and keep $p$. The function writes the
angle of $p$ to |dir| after every step (|angle| has |steps|${}+1$
entries), and returns the number of steps taken before $g$ vanished
(|steps| if it never did), or $-1$ for an instance beyond its fixed
arrays ($d\le8$, $T_i\le64$).
@.mm\_exp\_float32\_ngd: needs d <= 8@>
@^float32@>
@<Experiments: declarations@>=
long mm_exp_float32_ngd(const mm_instance *in, const double *p0, long steps, float eta,
  const double *dir, double *angle);

@ @<Experiments: subroutines@>=
long mm_exp_float32_ngd(const mm_instance *in, const double *p0, long steps, float eta,
  const double *dir, double *angle)
{
  int d = in->d;
  float p[8], g[8];
  double pd[8];
  long k;
  if (d > 8 || mm_instance_max_tokens(in) > 64 || steps < 0) {
    mm_fail(MM_EINPUT, "mm_exp_float32_ngd: needs d <= 8, at most 64 tokens and steps >= 0 (d = %d, steps = %ld)", d, steps);
    return -1;
  }
  for (int j = 0; j < d; j++) p[j] = (float)p0[j];
  angle[0] = mm_dyn_angle(p0, dir, d);
  for (k = 0; k < steps; k++) {
    float gn = 0.0f;
    @<Experiments: the float32 gradient |g|@>@;
    for (int j = 0; j < d; j++) gn += g[j] * g[j];
    gn = sqrtf(gn);
    if (!(gn > 0.0f) || !isfinite(gn)) break;
    for (int j = 0; j < d; j++) { p[j] -= eta * g[j] / gn; pd[j] = p[j]; }
    angle[k + 1] = mm_dyn_angle(pd, dir, d);
  }
  for (long r = k + 1; r <= steps; r++) angle[r] = angle[k];
  return k;
}

@ @<Experiments: the float32 gradient...@>=
for (int j = 0; j < d; j++) g[j] = 0.0f;
for (int i = 0; i < in->n; i++) {
  const double *K = in->K + (size_t)in->off[i] * d, *gam = in->gamma + in->off[i];
  int T = in->T[i];
  float a[64], amax = -INFINITY, z = 0.0f, u = 0.0f, c;
  for (int t = 0; t < T; t++) {
    a[t] = 0.0f;
    for (int j = 0; j < d; j++) a[t] += (float)K[t * d + j] * p[j];
    amax = fmaxf(amax, a[t]);
  }
  for (int t = 0; t < T; t++) { a[t] = expf(a[t] - amax); z += a[t]; }
  for (int t = 0; t < T; t++) { a[t] /= z; u += a[t] * (float)gam[t]; } /* $s_{it}$, $u_i$ */
  c = (float)mm_dloss(in->loss, (double)u) / (float)in->n;
  for (int t = 0; t < T; t++)
    for (int j = 0; j < d; j++) g[j] += c * a[t] * ((float)gam[t] - u) * (float)K[t * d + j];
}

@*1 The sequel: training $(K,Q)$ against training $W$.
The paper's sequel (Tarzanagh, Li, Thrampoulidis, Oymak, ``Transformers as
Support Vector Machines'') states that, with a query token $z_i$ per input
and the logits $x_{it}^TWz_i$, optimizing the factors of $W=KQ^T$ with
vanishing regularization converges in direction to the nuclear-norm
ATT-SVM's solution $W_N$, and optimizing $W$ to the Frobenius one's, $W_F$
(sequel~(1), \secref{seq1}). This section draws normalised gradient
descent in both parametrisations on one instance where the two solutions
differ: the angles of $W(k)$ to $W_F$ and to $W_N$ along both runs, and
the singular values of $W(k)/\norm{W(k)}_F$, where the factorised run's
lower rank shows. That descent on the factors goes to $W_N$ is a stronger
claim than the sequel's; the property check records it as an observation.
@^sequel@>
@^nuclear-norm ATT-SVM@>

{\it The family and the draw.} Draw $k$ of the family is seeded by
$(|MM_EXP_KQ_SEED|,k)$ and built as the property check of $(K,Q)$-training
builds its draws (\secref{chk:kq}), at one shape: $n=6$ inputs of $T=3$
tokens in $d=4$, tokens and queries standard normal, labels $\pm1$, the
head $v=e_1$ and Assumption~B exactly (the first coordinate of token
$\alpha_i$ is $Y_i$, that of the others $0$, so $\alpha$ is the optimal
selection); $n(T-1)=12\le d^2$, so both ATT-SVMs are feasible. The two
solutions for $\alpha$ come from the oracles with their certificates (the
QP on the lifted instance; the semidefinite oracle, whose duality gap must
be verified).

{\it The runs} are the check's: one start $W(0)=K(0)Q(0)^T$
(|mm_kq_init|, $m'=d$, each factor standard normal scaled to Frobenius
norm $10^{-2}$); normalised descent on $W$ with $\eta=\norm{W_F}_F$ until
$\norm W_F\ge10^3\norm{W_F}_F$, and normalised descent on both factors
with $\eta=\norm{W_N}_F^{1/2}$ until $\norm W_F\ge10^6\norm{W_N}_F$; at
most $2\cdot10^4$ steps each. A run {\it reaches\/} its solution when it
ends at the selection $\alpha$ and meets the check's rate: $\angle(W,W_F)\,\rho_W\le32$
with $\rho_W=\norm W_F/\norm{W_F}_F$, and $\angle(W,W_N)\,\rho^{1/2}\le32$
with $\rho=\norm W_*/\norm{W_N}_*$.

{\it The choice.} The first |MM_EXP_KQ_DRAWS| draws are run; a draw is
{\it tested\/} when both oracles certify and $\angle(W_F,W_N)\ge0.1$, the
check's conditions. The figure shows the first tested draw whose solutions
are at least $0.3$\,rad apart and where both runs reach their solutions:
a draw where the factorised run does reach $W_N$, which the property check
finds on most small draws but not on all. The caption says how many of the
family's draws are such.
@<Experiments: type definitions@>=
#define MM_EXP_KQ_SEED 20231210
#define MM_EXP_KQ_DRAWS 32
#define MM_EXP_KQ_N 6
#define MM_EXP_KQ_T 3
#define MM_EXP_KQ_D 4

@ One draw of the family. |Z| receives the queries and |alpha| the
selection.
@<Experiments: subroutines@>=
static mm_instance *kq_family_draw(mm_rng *r, double *Z, int *alpha)
{
  int n = MM_EXP_KQ_N, d = MM_EXP_KQ_D, T[MM_EXP_KQ_N];
  mm_instance *in;
  for (int i = 0; i < n; i++) T[i] = MM_EXP_KQ_T;
  if ((in = mm_instance_new(n, T, d)) == NULL) return NULL;
  for (size_t j = 0; j < (size_t)in->off[n] * d; j++) in->X[j] = mm_rng_normal(r);
  for (int j = 0; j < n * d; j++) Z[j] = mm_rng_normal(r);
  memset(in->v, 0, sizeof(double) * (size_t)d); in->v[0] = 1.0;
  for (int i = 0; i < n; i++) {
    in->Y[i] = mm_rng_uniform(r) < 0.5 ? -1.0 : 1.0;
    alpha[i] = mm_rng_int(r, 0, T[i] - 1);
    for (int t = 0; t < T[i]; t++) in->X[(size_t)(in->off[i] + t) * d] = t == alpha[i] ? in->Y[i] : 0.0; /* Assumption B, exactly */
  }
  if (mm_instance_refresh(in) != MM_OK) { mm_instance_free(in); return NULL; }
  return in;
}

@ What one draw gives.
@<Experiments: type definitions@>=
typedef struct {
  int tested; /* both oracles certified, $\angle(W_F,W_N)\ge0.1$ */
  int selW, selKQ; /* each run ends at the selection $\alpha$ */
  int reachW, reachKQ; /* and within the check's rate */
  double theta; /* $\angle(W_F,W_N)$ */
  double aF, aN, bN, bF; /* the ends' angles: $W$ run to $W_F$, $W_N$; $(K,Q)$ run to $W_N$, $W_F$ */
  double cW, cKQ; /* the rate statistics */
  long stepsW, stepsKQ;
  int rankF, rankN, rankW, rankKQ; /* at the relative threshold $10^{-3}$ */
  double WF[MM_EXP_KQ_D * MM_EXP_KQ_D], WN[MM_EXP_KQ_D * MM_EXP_KQ_D];
} mm_exp_kq;

@ Draw $k$, its two solutions and its two runs; with |trW| and |trKQ| not
|NULL|, the runs record every step there. A failure of an oracle is not an
error: the draw is then not tested.
@<Experiments: subroutines@>=
static mm_status kq_family_run(int k, mm_exp_kq *e, mm_dyn_traj *trW, mm_dyn_traj *trKQ)
{
  enum { d = MM_EXP_KQ_D, D = MM_EXP_KQ_D * MM_EXP_KQ_D };
  double Z[MM_EXP_KQ_N * MM_EXP_KQ_D], K[D], Q[D], W[D];
  int alpha[MM_EXP_KQ_N];
  mm_rng r;
  mm_instance *in, *lift = NULL;
  mm_svm fs;
  mm_nuclear ns;
  mm_status s = MM_OK;
  memset(e, 0, sizeof *e); memset(&fs, 0, sizeof fs); memset(&ns, 0, sizeof ns);
  mm_rng_seed(&r, MM_EXP_KQ_SEED, (uint64_t)k);
  if ((in = kq_family_draw(&r, Z, alpha)) == NULL || (lift = mm_kq_lift(in, Z)) == NULL) s = mm_error_status();
  else if (mm_svm_att(lift, alpha, NULL, &fs) == MM_OK && mm_nuclear_solve(in, alpha, Z, &ns) == MM_OK && ns.cert.verified) {
    memcpy(e->WF, fs.z, sizeof e->WF); memcpy(e->WN, ns.W, sizeof e->WN);
    e->theta = mm_dyn_angle(e->WF, e->WN, D);
    e->tested = e->theta >= 0.1;
    if (e->tested) @<Experiments: run both trainings of the draw@>@;
  }
  mm_svm_free(&fs); mm_nuclear_free(&ns); mm_instance_free(lift); mm_instance_free(in);
  return s;
}

@ @<Experiments: run both trainings of the draw@>=
{
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result res;
  double nF = mm_norm(e->WF, D), nN = mm_norm(e->WN, D), sg[d], nuc = 0.0, nucN = 0.0;
  mm_kq_init(&r, d, d, 1e-2, K, Q);
  kq_family_product(K, Q, W);
  o.max_steps = 20000; o.record_every = 1;
  o.eta = nF; o.max_norm = 1e3 * nF;
  if (trW) mm_dyn_traj_init(trW, D, NULL, 0, NULL);
  if ((s = mm_kq_train_W(lift, &o, W, trW, &res)) == MM_OK) {
    e->aF = mm_dyn_angle(W, e->WF, D); e->aN = mm_dyn_angle(W, e->WN, D); e->stepsW = res.steps;
    e->cW = e->aF * mm_norm(W, D) / nF;
    e->selW = kq_family_selects(lift, W, alpha);
    e->reachW = e->selW && e->cW <= 32.0;
    e->rankW = kq_family_rank(W);
    o.eta = sqrt(nN); o.max_norm = 1e6 * nN;
    if (trKQ) mm_dyn_traj_init(trKQ, D, NULL, 0, NULL);
    s = mm_kq_train_KQ(lift, &o, d, K, Q, trKQ, &res);
  }
  if (s == MM_OK && (s = mm_kq_singular_values(e->WN, d, sg)) == MM_OK) {
    for (int j = 0; j < d; j++) nucN += sg[j];
    kq_family_product(K, Q, W);
    if ((s = mm_kq_singular_values(W, d, sg)) == MM_OK) {
      for (int j = 0; j < d; j++) nuc += sg[j];
      e->bN = mm_dyn_angle(W, e->WN, D); e->bF = mm_dyn_angle(W, e->WF, D); e->stepsKQ = res.steps;
      e->cKQ = e->bN * sqrt(nuc / nucN);
      e->selKQ = kq_family_selects(lift, W, alpha);
      e->reachKQ = e->selKQ && e->cKQ <= 32.0;
      e->rankKQ = kq_family_rank(W); e->rankF = kq_family_rank(e->WF); e->rankN = kq_family_rank(e->WN);
    }
  }
}

@ Three helpers: $W=KQ^T$ (square factors), whether every input's top
logit under $W$ is its token $\alpha_i$ (strictly), and the rank at the
relative threshold $10^{-3}$ of \.{mmattn train}.
@<Experiments: subroutines@>=
static void kq_family_product(const double *K, const double *Q, double *W)
{
  int d = MM_EXP_KQ_D;
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) { long double x = 0.0L; for (int j = 0; j < d; j++) x += (long double)K[a * d + j] * Q[b * d + j]; W[a * d + b] = (double)x; }
}
static int kq_family_selects(const mm_instance *lift, const double *W, const int *alpha)
{
  int D = lift->d;
  for (int i = 0; i < lift->n; i++) {
    const double *x = lift->K + (size_t)lift->off[i] * D;
    double la = mm_dot(x + (size_t)alpha[i] * D, W, D);
    for (int t = 0; t < lift->T[i]; t++) if (t != alpha[i] && mm_dot(x + (size_t)t * D, W, D) >= la) return 0;
  }
  return 1;
}
static int kq_family_rank(const double *W)
{
  double sg[MM_EXP_KQ_D];
  int r = 0;
  if (mm_kq_singular_values(W, MM_EXP_KQ_D, sg) != MM_OK) return -1;
  for (int j = 0; j < MM_EXP_KQ_D; j++) r += sg[j] > 1e-3 * sg[0];
  return r;
}

@ @<Experiments: static declarations@>=
static mm_instance *kq_family_draw(mm_rng *r, double *Z, int *alpha);
static mm_status kq_family_run(int k, mm_exp_kq *e, mm_dyn_traj *trW, mm_dyn_traj *trKQ);
static void kq_family_product(const double *K, const double *Q, double *W);
static int kq_family_selects(const mm_instance *lift, const double *W, const int *alpha);
static int kq_family_rank(const double *W);
static mm_status write_kq(const char *dir, FILE *tex);

@ The writer: the family's tally, then the chosen draw again with its
trajectories. Each run's table (\.{exp\_kq\_w.dat}, \.{exp\_kq\_kq.dat})
has per step the angles of $W(k)$ to $W_F$ and to $W_N$ and the singular
values of $W(k)/\norm{W(k)}_F$; \.{exp\_kq\_sol.dat} has those of the two
solutions, each over its Frobenius norm.
@.no draw of the (K, Q) family@>
@<Experiments: subroutines@>=
static mm_status write_kq(const char *dir, FILE *tex)
{
  mm_exp_kq e;
  mm_dyn_traj tr[2];
  int tested = 0, selW = 0, selKQ = 0, reachW = 0, reachKQ = 0, pick = -1;
  mm_status s = MM_OK;
  for (int k = 0; s == MM_OK && k < MM_EXP_KQ_DRAWS; k++) {
    if ((s = kq_family_run(k, &e, NULL, NULL)) != MM_OK || !e.tested) continue;
    tested++; selW += e.selW; selKQ += e.selKQ; reachW += e.reachW; reachKQ += e.reachKQ;
    if (pick < 0 && e.reachW && e.reachKQ && e.theta >= 0.3) pick = k;
  }
  if (s != MM_OK) return s;
  if (pick < 0) return mm_fail(MM_EINPUT, "experiments: no draw of the (K, Q) family among the first %d has both runs at their solutions", MM_EXP_KQ_DRAWS);
  memset(tr, 0, sizeof tr);
  if ((s = kq_family_run(pick, &e, &tr[0], &tr[1])) == MM_OK) s = write_kq_tables(dir, &e, tr);
  if (s == MM_OK) @<Experiments: write the caption of the $(K,Q)$ figure@>@;
  mm_dyn_traj_free(&tr[0]); mm_dyn_traj_free(&tr[1]);
  return s;
}

@ @<Experiments: static declarations@>=
static mm_status write_kq_tables(const char *dir, const mm_exp_kq *e, const mm_dyn_traj *tr);

@ @<Experiments: subroutines@>=
static mm_status write_kq_tables(const char *dir, const mm_exp_kq *e, const mm_dyn_traj *tr)
{
  static const char *name[2] = {"exp_kq_w.dat", "exp_kq_kq.dat"};
  enum { d = MM_EXP_KQ_D, D = MM_EXP_KQ_D * MM_EXP_KQ_D };
  mm_atomic_file af;
  double sg[d], sF[d], sN[d];
  mm_status s = MM_OK;
  for (int m = 0; s == MM_OK && m < 2; m++) {
    if ((s = open_out(&af, dir, name[m])) != MM_OK) break;
    fprintf(af.f, "# step angle(W,W_F) angle(W,W_N) sigma_1..sigma_%d of W/|W|_F\n", d);
    for (long k = 0; s == MM_OK && k < tr[m].rows; k++) {
      const double *W = tr[m].p + (size_t)k * D;
      double nf = mm_norm(W, D);
      if ((s = mm_kq_singular_values(W, d, sg)) != MM_OK) break;
      fprintf(af.f, "%ld %.9g %.9g", tr[m].step[k], mm_dyn_angle(W, e->WF, D), mm_dyn_angle(W, e->WN, D));
      for (int j = 0; j < d; j++) fprintf(af.f, " %.9g", sg[j] / nf);
      fputc('\n', af.f);
    }
    if (s == MM_OK) s = mm_io_atomic_commit(&af); else mm_io_atomic_abort(&af);
  }
  if (s == MM_OK && (s = mm_kq_singular_values(e->WF, d, sF)) == MM_OK && (s = mm_kq_singular_values(e->WN, d, sN)) == MM_OK
      && (s = open_out(&af, dir, "exp_kq_sol.dat")) == MM_OK) {
    fprintf(af.f, "# j sigma_j(W_F)/|W_F|_F sigma_j(W_N)/|W_N|_F\n");
    for (int j = 0; j < d; j++) fprintf(af.f, "%d %.9g %.9g\n", j + 1, sF[j] / mm_norm(e->WF, D), sN[j] / mm_norm(e->WN, D));
    s = mm_io_atomic_commit(&af);
  }
  return s;
}

@ @<Experiments: write the caption of the $(K,Q)$ figure@>=
{
  fprintf(tex, "\\gdef\\expKQDraw{%d}\\gdef\\expKQDraws{%d}\\gdef\\expKQSeed{%d}%%\n", pick, MM_EXP_KQ_DRAWS, MM_EXP_KQ_SEED);
  fprintf(tex, "\\gdef\\expKQTested{%d}\\gdef\\expKQSelKQ{%d}\\gdef\\expKQReachKQ{%d}%%\n", tested, selKQ, reachKQ);
  fprintf(tex, "\\gdef\\expKQRankF{%d}\\gdef\\expKQRankN{%d}%%\n", e.rankF, e.rankN);
  fprintf(tex, "\\gdef\\expKQ{$\\angle(W_F,W_N)=%.3g$\\,rad, ranks (at $10^{-3}$ of the largest singular value) $%d$ for $W_F$ and $%d$ for $W_N$. "
    "$W$ run: %ld steps, its end at $%.2g$\\,rad from $W_F$ and $%.3g$\\,rad from $W_N$, rank $%d$, rate statistic $%.3g$. "
    "$(K,Q)$ run: %ld steps, its end at $%.2g$\\,rad from $W_N$ and $%.3g$\\,rad from $W_F$, rank $%d$, rate statistic $%.3g$. "
    "Of the first %d draws of the family, %d were tested; the $W$ run ended at the optimal selection on %d of them and reached $W_F$ on %d of those, "
    "the $(K,Q)$ run ended at the optimal selection on %d and reached $W_N$ on %d of those.}%%\n",
    e.theta, e.rankF, e.rankN, e.stepsW, e.aF, e.aN, e.rankW, e.cW, e.stepsKQ, e.bN, e.bF, e.rankKQ, e.cKQ,
    MM_EXP_KQ_DRAWS, tested, selW, reachW, selKQ, reachKQ);
}

@*1 Writing the data and the captions.
|mm_exp_write| runs everything at the figure settings and writes into
|dir|: one CSV trajectory per start of E1a, E1b and E2
(\.{exp\_e1a\_run1.csv}, \dots), the geometry of each figure (tokens and
directions, \.{exp\_*\_geom.dat}), the E2 comparison, the two E3 runs with
their probabilities, the E4 offsets and paths, the float32 comparison, the
sequel's two runs (\.{exp\_kq\_*.dat}), and
\.{exp\_stats.tex} with one caption macro per figure. The figure runs take
$1000$ steps, recorded at every step, and the captions report cosines at
step $200$ and at the last step; the float32 figure takes $10^4$.
@<Experiments: declarations@>=
mm_status mm_exp_write(const char *dir);
int mm_exp_cli(int argc, char **argv);

@ @<Experiments: type definitions@>=
#define MM_EXP_STEPS 1000
#define MM_EXP_EARLY 200
#define MM_EXP_LONG 10000

@ Output files are opened under |dir| and written atomically.
@<Experiments: subroutines@>=
static mm_status open_out(mm_atomic_file *af, const char *dir, const char *name)
{
  char path[1024];
  if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path)
    return mm_fail(MM_EINPUT, "output path too long: %s/%s", dir, name);
  return mm_io_atomic_open(af, path);
}
static mm_status write_traj(const char *dir, const char *name, const mm_dyn_traj *tr)
{
  char path[1024];
  if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path)
    return mm_fail(MM_EINPUT, "output path too long: %s/%s", dir, name);
  return mm_dyn_traj_write_csv(tr, path);
}

@ @<Experiments: static declarations@>=
static mm_status open_out(mm_atomic_file *af, const char *dir, const char *name);
static mm_status write_traj(const char *dir, const char *name, const mm_dyn_traj *tr);

@ The main writer. Each experiment writes its data and appends its
caption macro to the \TeX\ file, which is committed last.
@<Experiments: subroutines@>=
mm_status mm_exp_write(const char *dir)
{
  mm_atomic_file tex;
  mm_status s;
  if ((s = open_out(&tex, dir, "exp_stats.tex"))) return s;
  fprintf(tex.f, "%% written by mmattn experiments; do not edit\n");
  fprintf(tex.f, "\\gdef\\expSteps{%d}\\gdef\\expEarly{%d}\\gdef\\expLong{%d}\\gdef\\expEFourSteps{%d}%%\n",
    MM_EXP_STEPS, MM_EXP_EARLY, MM_EXP_LONG, MM_EXP_E4_STEPS);
  if ((s = write_paths(dir, "E1a", "e1a", "EOneA", tex.f)) == MM_OK
    && (s = write_paths(dir, "E1b", "e1b", "EOneB", tex.f)) == MM_OK
    && (s = write_paths(dir, "E2", "e2", "ETwo", tex.f)) == MM_OK
    && (s = write_compare(dir, tex.f)) == MM_OK
    && (s = write_joint(dir, "E3-tight", "e3t", "EThreeT", tex.f)) == MM_OK
    && (s = write_joint(dir, "E3-relaxed", "e3r", "EThreeR", tex.f)) == MM_OK
    && (s = write_e4(dir, tex.f)) == MM_OK
    && (s = write_float(dir, tex.f)) == MM_OK
    && (s = write_kq(dir, tex.f)) == MM_OK)
    return mm_io_atomic_commit(&tex);
  mm_io_atomic_abort(&tex);
  return s;
}

@ @<Experiments: static declarations@>=
static mm_status write_paths(const char *dir, const char *name, const char *tag, const char *mac, FILE *tex);
static mm_status write_compare(const char *dir, FILE *tex);
static mm_status write_joint(const char *dir, const char *name, const char *tag, const char *mac, FILE *tex);
static mm_status write_e4(const char *dir, FILE *tex);
static mm_status write_float(const char *dir, FILE *tex);
static mm_status write_geometry(const char *dir, const char *tag, const mm_instance *in,
  const int *opt, const double *dirs, const char *const *labels, int ndirs, int dim);

@ The geometry file for \.{gnuplot}, comma-separated like the
trajectories: block $0$ the tokens (first two
coordinates of the keys, and $1$ for an optimal token), block $1$ the
directions as unit vectors, one per line with its label. Blocks are
separated by two blank lines, \.{gnuplot}'s \.{index}.
@<Experiments: subroutines@>=
static mm_status write_geometry(const char *dir, const char *tag, const mm_instance *in,
  const int *opt, const double *dirs, const char *const *labels, int ndirs, int dim)
{
  char name[64];
  mm_atomic_file af;
  mm_status s;
  int d = in->d;
  snprintf(name, sizeof name, "exp_%s_geom.dat", tag);
  if ((s = open_out(&af, dir, name))) return s;
  fprintf(af.f, "# k1,k2,optimal\n");
  for (int i = 0; i < in->n; i++)
    for (int t = 0; t < in->T[i]; t++) {
      const double *k = in->K + (size_t)(in->off[i] + t) * d;
      fprintf(af.f, "%.17g,%.17g,%d\n", k[0], k[1], t == opt[i]);
    }
  fprintf(af.f, "\n\n# u1,u2,label\n");
  for (int m = 0; m < ndirs; m++) {
    double nu = mm_norm(dirs + (size_t)m * dim, dim);
    fprintf(af.f, "%.17g,%.17g,%s\n", dirs[m * dim] / nu, dirs[m * dim + 1] / nu, labels[m]);
  }
  return mm_io_atomic_commit(&af);
}

@ The caption of a path figure: the cosine of each run to the LMM it
reached at $200$ and $1000$ steps, the LMM it reached (the global one or
another), and the growth of $\norm{p}$ per step over the second half of the
run, which normalised steps make close to $\eta$ once the direction has
settled. The row of step $k$ is row $k$ since every step is recorded.
@<Experiments: subroutines@>=
static mm_status write_paths(const char *dir, const char *name, const char *tag, const char *mac, FILE *tex)
{
  mm_exp_paths e;
  char file[64];
  const char *labels[16];
  char lab[16][16];
  mm_status s = mm_exp_run_paths(name, MM_EXP_STEPS, 1, &e);
  for (int k = 0; s == MM_OK && k < MM_EXP_STARTS; k++) {
    snprintf(file, sizeof file, "exp_%s_run%d.csv", tag, k + 1);
    s = write_traj(dir, file, &e.tr[k]);
  }
  for (int m = 0; m < e.set.count && m < 16; m++) {
    snprintf(lab[m], sizeof lab[m], "%s", m == e.set.gmm ? "GMM" : "LMM");
    labels[m] = lab[m];
  }
  if (s == MM_OK) s = write_geometry(dir, tag, e.in, e.opt, e.dirs, labels, e.set.count < 16 ? e.set.count : 16, 3);
  if (s == MM_OK) @<Experiments: write the caption of a path figure@>@;
  mm_exp_paths_free(&e);
  return s;
}

@ @<Experiments: write the caption of a path figure@>=
{
  int ngmm = 0;
  fprintf(tex, "\\gdef\\exp%s{", mac);
  for (int k = 0; k < MM_EXP_STARTS; k++) {
    const mm_dyn_traj *t = &e.tr[k];
    int m = e.limit[k], nd = t->ndirs;
    const double *st = e.start[k];
    ngmm += m == e.set.gmm;
    fprintf(tex, "$(%g,%g,%g)\\to{}$%s: $%.7f$, $%.7f$; ", st[0], st[1], st[2], m == e.set.gmm ? "GMM" : "LMM",
      t->cosine[(long)MM_EXP_EARLY * nd + m], t->cosine[(long)MM_EXP_STEPS * nd + m]);
  }
  fprintf(tex, "%d of %d starts reached the GMM. ", ngmm, MM_EXP_STARTS);
  @<Experiments: write the norm slopes@>@;
  fprintf(tex, "}%%\n");
}

@ @<Experiments: write the norm slopes@>=
{
  double lo = INFINITY, hi = -INFINITY, h = MM_EXP_STEPS / 2;
  for (int k = 0; k < MM_EXP_STARTS; k++) {
    double sl = (e.tr[k].norm[MM_EXP_STEPS] - e.tr[k].norm[MM_EXP_STEPS / 2]) / h;
    lo = fmin(lo, sl); hi = fmax(hi, sl);
  }
  fprintf(tex, "Over steps %d--%d, $\\Vert p\\Vert$ grew by $%.5f$ to $%.5f$ per step (LMM directions found by the enumeration: %d).",
    MM_EXP_STEPS / 2, MM_EXP_STEPS, lo, hi, e.set.count);
}

@ The comparison of E2: the step at which the mean optimal-token mass
passes $0.99$, the final masses, and $\norm{p}$ at the end for both.
@<Experiments: subroutines@>=
static mm_status write_compare(const char *dir, FILE *tex)
{
  mm_exp_compare e;
  mm_status s = mm_exp_run_compare(MM_EXP_STEPS, &e);
  if (s == MM_OK && (s = write_traj(dir, "exp_e2_ngd.csv", &e.ngd)) == MM_OK
    && (s = write_traj(dir, "exp_e2_gd.csv", &e.gd)) == MM_OK) {
    long a = e.ngd.rows - 1, b = e.gd.rows - 1;
    double Lp = mm_smoothness_bound(e.in);
    fprintf(tex, "\\gdef\\expETwoCmp{The bound (5) is $L_p=%.4f$, so $\\eta=1$ is %s $1/L_p=%.4f$. ",
      Lp, 1.0 <= 1.0 / Lp ? "within" : "above", 1.0 / Lp);
    put_hit(tex, "normalised steps ($\\eta=0.1$)", e.hit_ngd);
    put_hit(tex, "plain steps ($\\eta=1$)", e.hit_gd);
    fprintf(tex, "After %ld steps the mean mass is $%.6f$ (normalised) and $%.6f$ (plain), "
      "$\\Vert p\\Vert=%.3f$ and $%.3f$.}%%\n", e.ngd.step[a], e.ngd.mass[a], e.gd.mass[b], e.ngd.norm[a], e.gd.norm[b]);
  }
  mm_exp_compare_free(&e);
  return s;
}
static void put_hit(FILE *tex, const char *what, long hit)
{
  if (hit >= 0) fprintf(tex, "With %s the mean softmax mass on the optimal tokens passes $0.99$ at step %ld. ", what, hit);
  else fprintf(tex, "With %s it does not reach $0.99$ within the run. ", what);
}

@ Numbers that are zero up to rounding (a QP solution component of
$10^{-16}$, an offset of $-10^{-17}$) are printed as $0$ in captions: below
$2^{-40}$ in absolute value, far under the four to six digits shown.
@<Experiments: subroutines@>=
static double clean(double x)
{
  return fabs(x) < 0x1p-40 ? 0.0 : x;
}

@ @<Experiments: static declarations@>=
static void put_hit(FILE *tex, const char *what, long hit);
static double clean(double x);

@ E3: the trajectory with $v$ (CSV), a table of step, softmax mass and
logistic probability, and the geometry with $v^\mm$, $p^\mm$,
$p^{\rm relax}$. The caption gives the oracle's directions, the support
set, and the cosines of $v$ to $v^\mm$ and of $p$ to $p^\mm$ and
$p^{\rm relax}$ at $200$ and $1000$ steps.
@<Experiments: subroutines@>=
static mm_status write_joint(const char *dir, const char *name, const char *tag, const char *mac, FILE *tex)
{
  mm_exp_joint e;
  char file[64];
  mm_atomic_file af;
  mm_status s = mm_exp_run_joint(name, MM_EXP_STEPS, 1, &e);
  snprintf(file, sizeof file, "exp_%s.csv", tag);
  if (s == MM_OK) s = write_traj(dir, file, &e.tr);
  snprintf(file, sizeof file, "exp_%s_prob.dat", tag);
  if (s == MM_OK && (s = open_out(&af, dir, file)) == MM_OK) {
    fprintf(af.f, "# step softmax_mass logistic_probability\n");
    for (long r = 0; r < e.tr.rows; r++) fprintf(af.f, "%ld %.17g %.17g\n", e.tr.step[r], e.tr.mass[r], e.logistic[r]);
    s = mm_io_atomic_commit(&af);
  }
  if (s == MM_OK) {
    double dirs[6];
    const char *labels[3] = {"v^mm", "p^mm", "p^relax"};
    memcpy(dirs, e.vmm, 2 * sizeof(double)); memcpy(dirs + 2, e.pmm, 2 * sizeof(double)); memcpy(dirs + 4, e.prelax, 2 * sizeof(double));
    s = write_geometry(dir, tag, e.in, e.opt, dirs, labels, 3, 2);
  }
  if (s == MM_OK) @<Experiments: write the caption of a joint figure@>@;
  mm_exp_joint_free(&e);
  return s;
}

@ @<Experiments: write the caption of a joint figure@>=
{
  const mm_dyn_traj *t = &e.tr;
  long a = MM_EXP_EARLY, b = MM_EXP_STEPS;
  fprintf(tex, "\\gdef\\exp%s{Oracle: $v^{\\rm mm}=(%.4g,%.4g)$, support samples $S=\\{", mac, clean(e.vmm[0]), clean(e.vmm[1]));
  for (int i = 0, first = 1; i < e.in->n; i++) if (e.support[i]) { fprintf(tex, first ? "%d" : ",%d", i + 1); first = 0; }
  fprintf(tex, "\\}$, $p^{\\rm mm}=(%.4g,%.4g)$, $p^{\\rm relax}=(%.4g,%.4g)$. ", clean(e.pmm[0]), clean(e.pmm[1]), clean(e.prelax[0]), clean(e.prelax[1]));
  fprintf(tex, "Cosines at steps %ld and %ld: $v$ to $v^{\\rm mm}$ $%.7f$, $%.7f$; $p$ to $p^{\\rm mm}$ $%.7f$, $%.7f$; "
    "$p$ to $p^{\\rm relax}$ $%.7f$, $%.7f$. ", a, b,
    mm_cos(t->v + 2 * a, e.vmm, 2), mm_cos(t->v + 2 * b, e.vmm, 2),
    t->cosine[2 * a], t->cosine[2 * b], t->cosine[2 * a + 1], t->cosine[2 * b + 1]);
  if (e.hit >= 0) fprintf(tex, "The softmax mass on the optimal token passes $0.99$ at step %ld; ", e.hit);
  else fprintf(tex, "The softmax mass on the optimal token stays below $0.99$; ");
  fprintf(tex, "at step %ld it is $%.6f$ and the mean logistic probability $%.6f$.}%%\n", b, t->mass[b], e.logistic[b]);
}

@ E4: for each loss and each $C$ a run of $3000$ steps (longer than the
others, because for the logistic loss and $C=100$ the offset is about
$-47$ and normalised steps move $p_2$ by at most $0.1$ per step), its path
every $10$ steps in a table with one block per run, and the final offsets
against the closed forms in a second table and in the caption.
@<Experiments: type definitions@>=
#define MM_EXP_E4_STEPS 3000
#define MM_EXP_NC 11

@ @<Experiments: subroutines@>=
const double mm_exp_e4_C[MM_EXP_NC] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100};
static mm_status write_e4(const char *dir, FILE *tex)
{
  static const mm_loss_kind loss[2] = {MM_LOSS_CORRELATION, MM_LOSS_LOGISTIC};
  mm_atomic_file paths, tab;
  mm_status s;
  if ((s = open_out(&paths, dir, "exp_e4_paths.dat"))) return s;
  if ((s = open_out(&tab, dir, "exp_e4_offsets.dat"))) { mm_io_atomic_abort(&paths); return s; }
  fprintf(tab.f, "# C offset_correlation closed_correlation offset_logistic closed_logistic\n");
  fprintf(tex, "\\gdef\\expEFour{");
  for (int c = 0; s == MM_OK && c < MM_EXP_NC; c++) {
    mm_exp_offset r[2];
    for (int l = 0; s == MM_OK && l < 2; l++) @<Experiments: run E4 for one loss and write its path@>@;
    if (s) break;
    fprintf(tab.f, "%g %.17g %.17g %.17g %.17g\n", r[0].C, r[0].offset, r[0].closed, r[1].offset, r[1].closed);
    fprintf(tex, "$C=%g$: $%.6f$ ($%.6f$), $%.6f$ ($%.6f$), angle $%.2g$; ", r[0].C, clean(r[0].offset), clean(r[0].closed),
      clean(r[1].offset), clean(r[1].closed), fmax(r[0].angle, r[1].angle));
  }
  fprintf(tex, "}%%\n");
  if (s) { mm_io_atomic_abort(&paths); mm_io_atomic_abort(&tab); return s; }
  if ((s = mm_io_atomic_commit(&paths))) { mm_io_atomic_abort(&tab); return s; }
  return mm_io_atomic_commit(&tab);
}

@ @<Experiments: run E4 for one loss...@>=
{
  mm_dyn_traj tr;
  s = mm_exp_run_e4(mm_exp_e4_C[c], loss[l], MM_EXP_E4_STEPS, 10, &r[l], &tr);
  if (s == MM_OK) {
    fprintf(paths.f, "# C = %g, loss %s\n", mm_exp_e4_C[c], mm_loss_name(loss[l]));
    for (long k = 0; k < tr.rows; k++) fprintf(paths.f, "%ld %.17g %.17g\n", tr.step[k], tr.p[3 * k], tr.p[3 * k + 1]);
    fprintf(paths.f, "\n\n");
  }
  mm_dyn_traj_free(&tr);
}

@ @<Experiments: declarations@>=
extern const double mm_exp_e4_C[MM_EXP_NC];

@ The float32 figure: E1a from $(0,0,0)$, E1b from $(0,0,0)$ (to the GMM)
and from $(0,-1,0)$ (to the LMM), $10^4$ normalised steps each, in the log
domain (|mm_dyn_run|) and in float32. The table has the step and, for each
run, the angles of both computations; $1-\cos\theta=2\sin^2(\theta/2)$ is
formed by \.{gnuplot} from the angle, which keeps it accurate where
$\cos\theta$ rounds to $1$. We call the float32 run {\it lost\/} from the
first step after which its angle differs from the log-domain angle by more
than half of the latter for good (at every later step).
@<Experiments: subroutines@>=
static mm_status write_float(const char *dir, FILE *tex)
{
  static const char *name[3] = {"E1a", "E1b", "E1b"};
  static const double s0[3] = {0.0, 0.0, -1.0};
  const long N = MM_EXP_LONG;
  double *ang = mm_alloc((size_t)6 * (size_t)(N + 1), sizeof(double));
  long lost[3], stop[3];
  mm_atomic_file af;
  mm_status s = ang ? MM_OK : MM_ENOMEM;
  for (int m = 0; s == MM_OK && m < 3; m++) @<Experiments: run one float32 comparison@>@;
  if (s == MM_OK && (s = open_out(&af, dir, "exp_float.dat")) == MM_OK) {
    fprintf(af.f, "# step E1a_log E1a_f32 E1b_gmm_log E1b_gmm_f32 E1b_lmm_log E1b_lmm_f32 (angles, radians)\n");
    for (long k = 0; k <= N; k++) {
      fprintf(af.f, "%ld", k);
      for (int c = 0; c < 6; c++) fprintf(af.f, " %.17g", ang[(size_t)c * (N + 1) + k]);
      fputc('\n', af.f);
    }
    s = mm_io_atomic_commit(&af);
  }
  if (s == MM_OK) @<Experiments: write the caption of the float32 figure@>@;
  free(ang);
  return s;
}

@ @<Experiments: run one float32 comparison@>=
{
  mm_instance *in;
  int opt[8];
  double p0[3] = {0.0, s0[m], 0.0}, *al = ang + (size_t)(2 * m) * (N + 1), *af32 = al + (N + 1);
  double dir[3];
  mm_dyn_traj tr;
  if ((s = setup(name[m], 0.0, &in, opt)) == MM_OK) {
    dir[0] = m == 2 ? 1.0 : -10.0 / 101.0; dir[1] = m == 2 ? 0.0 : 100.0 / 101.0; dir[2] = 0.0; /* the closed-form limits */
    s = ngd_run(in, p0, N, 1, NULL, 0, NULL, &tr);
    for (long k = 0; s == MM_OK && k <= N; k++) al[k] = mm_dyn_angle(tr.p + 3 * k, dir, 3);
    mm_dyn_traj_free(&tr);
    stop[m] = mm_exp_float32_ngd(in, p0, N, 0.1f, dir, af32);
    lost[m] = -1;
    for (long k = N; k >= 0; k--)
      if (!(fabs(af32[k] - al[k]) > 0.5 * al[k])) { lost[m] = k < N ? k + 1 : -1; break; }
  }
  mm_instance_free(in);
}

@ @<Experiments: write the caption of the float32...@>=
{
  static const char *what[3] = {"E1a from $(0,0,0)$ (GMM)", "E1b from $(0,0,0)$ (GMM)", "E1b from $(0,-1,0)$ (LMM)"};
  fprintf(tex, "\\gdef\\expFloat{");
  for (int m = 0; m < 3; m++) {
    const double *al = ang + (size_t)(2 * m) * (N + 1), *af32 = al + (N + 1);
    fprintf(tex, "%s: float32 ", what[m]);
    if (lost[m] >= 0) fprintf(tex, "lost the direction at step %ld", lost[m]);
    else fprintf(tex, "kept within half the log-domain angle to the end");
    if (stop[m] < N) fprintf(tex, ", its gradient vanished at step %ld", stop[m]);
    fprintf(tex, "; angles at step %ld: log domain $%.3g$, float32 $%.3g$. ", N, al[N], af32[N]);
  }
  fprintf(tex, "}%%\n");
}

@*1 Results.
\input ../../reports/figures/exp_stats.tex
\input ../../reports/figures/exp_draw.tex
\gdef\expcaption{\sevenrm \textfont0=\sevenrm \textfont1=\seveni
  \textfont2=\sevensy \scriptfont0=\fiverm \scriptfont1=\fivei
  \scriptfont2=\fivesy \baselineskip=9pt}
The figures below were drawn by \.{make} from the files of
\.{mmattn experiments}; every number in the captions is read from
\.{reports/figures/exp\_stats.tex}, which the same run wrote, and how
much of each path is drawn from \.{reports/figures/exp\_draw.tex}, which
the plotting script wrote. Paths are
drawn in the plane of the first two coordinates of $p$ (the third is
invisible to attention, $W={\rm diag}(1,1,0)$) over their first steps
(\expDrawEOneA\ in E1a, \expDrawETwo\ in E2 and \expDrawEOneB\ in E1b,
whose slowest start turns late), with an arrow every \expDrawEvery\ steps; the rays from
the origin are the oracle's max-margin directions, the circles the keys
(filled: the optimal token of its input). Cosines are of $p$ with the LMM
direction the run reached, at steps \expEarly\ and \expSteps.

@ {\it E1 (the paper's Fig.~1a and 1b).} In E1a there is one LMM direction,
the GMM $(-10,100,0)/101$, and every start goes there; in E1b the second
token becomes locally optimal with $p^\mm=(1,0,0)$, and the two lowest
starts go there while the others go to the GMM, as the paper reports.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/exp_e1.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\expcaption E1a (left), measured: \expEOneA\par
\smallskip\noindent E1b (right), measured: \expEOneB\par}}
\medskip

@ {\it E2 (the paper's Fig.~1c and its comparison of normalised and plain
steps).} The tokens are our own draws (seed |MM_E2_SEED|), so the picture
differs from the paper's in detail; the outcome is the same: every start
goes to the GMM. From $p=0$, normalised steps grow $\norm{p}$ linearly and
bring the optimal tokens' mass to $1$ within tens of steps; plain steps
with $\eta=1$ are much slower, because the gradient shrinks with the tail
mass.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/exp_e2.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\expcaption Left, measured: \expETwo\par
\smallskip\noindent Right (top and bottom), measured: \expETwoCmp\par}}
\medskip

@ {\it E3 (joint training, Theorems 5 and 6).} In the tight instance every
input is a support sample of the head SVM and $p$ follows $p^\mm$; in the
relaxed one the third input is not, and $p$ follows $p^{\rm relax}$, not
$p^\mm$, while $v$ follows $v^\mm$ in both.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/exp_e3.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\expcaption Paths over their first \expDrawEThree\ steps, with an
arrow every \expDrawEThreeEvery.
Tight (left column), measured: \expEThreeT\par
\smallskip\noindent Relaxed (right column), measured: \expEThreeR\par}}
\medskip

@ {\it E4 (the loss comparison).} The measured transverse offsets agree
with both closed forms to the six digits printed (derived above); the direction is $(1,0,0)$ for every $C$
and both losses, with an angle that is the offset over $p_1$ and therefore
largest for the logistic loss at the largest $C$ (the caption's last
entry).

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/exp_e4.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\expcaption Measured after \expEFourSteps\ steps, for each $C$:
$p_2$ for the correlation loss (its closed form ${1\over2}\ln C$), $p_2$
for the logistic loss (its closed form), and the larger angle of the two runs to
$(1,0,0)$ in radians: \expEFour\par}}
\medskip

@ {\it float32 (not in the paper).} After a few hundred steps the
log-domain runs approach their limits like $c/\norm{p}$ ($1-\cos$ falls
like $\norm{p}^{-2}$, a slope of $-2$ on these axes) up to the last of the
\expLong\ steps; earlier, $1-\cos$ dips where a path crosses its limit ray.
The float32 runs follow them for the first steps (the caption gives the
step at which each is lost) and then leave: the optimal token's own term has vanished from the gradient,
the direction turns away from the limit, and (in the two GMM runs) a few
hundred steps later the gradient underflows to $0$. This is the
observation that the float32 code published with the paper (Tarzanagh, Li,
Zhang, Oymak, NeurIPS 2023) loses the direction after about $150$
iterations, measured.

\medskip
\vbox{\centerline{\pdfximage width 0.95\hsize {../../reports/figures/exp_float.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\expcaption Measured: \expFloat\ ``Lost'' is the first
step from which the float32 angle to the limit differs from the log-domain
angle by more than half the latter at every later step.\par}}
\medskip

@ {\it $(K,Q)$ against $W$ (the paper's sequel).} On the draw shown, the
two parametrisations of one model, started from the same small $W(0)$,
end in different directions: training $W$ ends at the Frobenius solution
$W_F$ (rank \expKQRankF) and training the factors $K$ and $Q$ at the
nuclear-norm solution $W_N$ (rank \expKQRankN); each end stays as far
from the other solution as the two solutions are from each other. Along
the factorised run the singular values of $W(k)/\norm{W(k)}_F$ beyond
$W_N$'s rank fall towards zero, while those of the $W$ run settle at
$W_F$'s. The $W$ run's angle to $W_F$ falls like $c/\norm W_F$, a slope of
$-1$ on these axes, since normalised steps grow $\norm W_F$ linearly; the
factorised run's angle to $W_N$ stays within the property check's
allowance $32\rho^{-1/2}$ (\secref{chk:kq}; its statistic is in the
caption), although $\norm W_F$ grows like $k^2$ there, both factors
growing linearly. Both angles oscillate, as steps of fixed length do about
a limit direction. This draw is one where the factorised
run does reach $W_N$: that is not so on every draw. In the family drawn
here it reached $W_N$ on \expKQReachKQ\ of the \expKQSelKQ\ draws where it
ended at the optimal selection (see the caption), and the property check,
over $1000$ draws of three sizes, finds it on a share that falls with the
size; the runs that miss $W_N$ end near a KKT point of
$\min\norm K_F^2+\norm Q_F^2$ that is not the nuclear-norm solution. (A
run that ends at another selection, as a few in the family do with either
parametrisation, is outside the sequel's statement for the optimal one.)

\medskip
\vbox{\centerline{\pdfximage width 0.9\hsize {../../reports/figures/exp_kq.pdf}\pdfrefximage\pdflastximage}
\smallskip
{\narrower\noindent\expcaption Draw \expKQDraw\ of the family of the
sequel's section (seed \expKQSeed; $n=6$ inputs of $T=3$ tokens in $d=4$,
standard normal tokens and queries $z_i$, $v=e_1$, Assumption~B exactly).
Both runs start at $W(0)=K(0)Q(0)^T$, $K(0)$ and $Q(0)$ of size $4\times4$
with standard normal entries scaled to Frobenius norm $10^{-2}$. Blue: normalised gradient
descent on $W$, $W\gets W-\eta\nabla L/\norm{\nabla L}_F$ with
$\eta=\norm{W_F}_F$, until $\norm W_F\ge10^3\norm{W_F}_F$. Red: normalised
gradient descent on $(K,Q)$ (one step on both factors, normalised by the
norm of the joint gradient) with $\eta=\norm{W_N}_F^{1/2}$, until
$\norm W_F\ge10^6\norm{W_N}_F$. Every step is drawn from step $1$. Top: the
angle of $W(k)$ to $W_F$ (solid) and to $W_N$ (dashed). Bottom: the
singular values $\sigma_j$ of $W(k)/\norm{W(k)}_F$; grey lines, those of
$W_F$ (left) and of $W_N$ (right; those below the axis, zero up to
the solver's accuracy, are not drawn). The rate statistics are $\angle(W,W_F)\,\norm W_F/\norm{W_F}_F$
and $\angle(W,W_N)\,(\norm W_*/\norm{W_N}_*)^{1/2}$; the check's tolerance
is $32$. This draw is the first of the family whose solutions are at
least $0.3$\,rad apart and where both runs reach their solutions (end at
the optimal selection within that tolerance). Measured: \expKQ\par}}
\medskip

@*1 The command.
\.{mmattn experiments --out DIR} creates |DIR| if needed and writes
everything above into it. It is the only entry point \.{make} uses.
@.experiments: --out DIR is required@>
@<Experiments: subroutines@>=
int mm_exp_cli(int argc, char **argv)
{
  const char *out = NULL;
  mm_status s;
  for (int a = 1; a < argc; a++) {
    if (!strcmp(argv[a], "--help") || !strcmp(argv[a], "-h")) {
      printf("usage: mmattn experiments --out DIR\n"
        "Runs the paper's synthetic experiments E1a, E1b, E2, E3, E4, the float32 comparison and the sequel's\n"
        "(K, Q) against W training,\n"
        "and writes their data (CSV and gnuplot tables) and exp_stats.tex into DIR.\n");
      return 0;
    }
    if (!strcmp(argv[a], "--out") && a + 1 < argc) out = argv[++a];
    else { fprintf(stderr, "mmattn: experiments: unknown option or missing value \"%s\"\n", argv[a]); return 1; }
  }
  if (out == NULL) { fprintf(stderr, "mmattn: experiments: --out DIR is required\n"); return 1; }
  if ((s = mm_io_check_output_dir(out)) == MM_OK) s = mm_exp_write(out);
  if (s != MM_OK) fprintf(stderr, "mmattn: experiments: %s\n", mm_error_message());
  return (int)s;
}
