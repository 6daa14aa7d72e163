@*The Python module.
\.{import mmattn} gives a Python program the command's answers on NumPy
arrays, without a file or a subprocess: |att_svm|, |gmm|, |classify|,
|analyze|, |train|, |regpath|, |inspect| and |exact|. Each function builds an instance from its
arrays, runs the library routines the command runs for the same question, and
returns a dictionary whose keys and values are those of the command's
\.{--json} output (vectors as NumPy arrays, lists of tokens as lists), so a
notebook and the command can never disagree. The functions:
\smallskip
\item{$\bullet$} |att_svm(K, alpha, relaxed=None, v=None, Y=None)| or
|att_svm(X, W, alpha, ...)|: the ATT-SVM of the selection |alpha| (one token per input, or
one integer for every input) on the keys |K| (shape $(n,T,d)$) or on the
keys $k_{it}=W^Tx_{it}$; as \.{mmattn svm --json} (the classification
keys only when |v| is given), with the multipliers |lambda| (shape $(n,T)$) besides. An infeasible selection raises
|mmattn.Infeasible|, whose |farkas| attribute is the Farkas vector (shape
$(n,T)$) and |radius| the radius it proves;
\item{$\bullet$} |gmm(X, v, Y=None, W=None, loss="logistic")|: the optimal
tokens and the GMM, the |opt| and |gmm| keys of \.{mmattn analyze --json};
\item{$\bullet$} |classify(X, v, alpha, ...)|: whether the selection is an
LMM direction, or which support token breaks local optimality (|kind|,
|where|), as the |limit| key of \.{mmattn train --json};
\item{$\bullet$} |analyze(X, v, ..., time_limit=5, max_nodes=2000000,
starts=64)|: \.{mmattn analyze --json};
\item{$\bullet$} |train(X, v, ..., method="ngd", eta=None, steps=1000,
init=None, trajectory=False, every=1, train="p")|: \.{mmattn train --json}
(|train| is the command's \.{--train}: \.{p}, \.{W} or \.{vp}); with |trajectory=True| the key |trajectory| holds the rows of the
command's \.{--trajectory} file as an array;
\item{$\bullet$} |regpath(X, v, radii, ..., starts=16)|: \.{mmattn regpath
--json};
\item{$\bullet$} |inspect(X, v, p=None, W_K=None, W_Q=None, z=None, ...,
steps=1000, eta=0.1)|: \.{mmattn inspect --json}, for a trained query or
attention heads given as arrays (tensors of a PyTorch model after
|detach().double().numpy()|);
\item{$\bullet$} |exact(K, alpha, relaxed=None, decimal=False)|, or\hfil\break
|exact(X, W, alpha, ...)|: \.{mmattn svm --exact --json} (\.{--exact-decimal} with
|decimal=True|), the exact numbers as Python |Fraction|s; an infeasible
selection is an answer here (|feasible| false, with |farkas_exact|). The
exact verdict of local optimality (|selection_exact|) depends on the scores,
so it needs the head |v| (and labels |Y|) of the instance; with keys |K|
the scores are taken as $Y_iv^Tk_{it}$.
\smallskip\noindent
Arrays of any real type are read as doubles (a float32 converts exactly), in
C or Fortran order; the instance holds its own copy, as the library's
instances always do. Inputs with different numbers of tokens are given as in
the \.{.npz} format: |X| padded to the largest count, and the counts in the
keyword |T| of every function. Bad input raises |ValueError| with the library's
message, or one naming the array and the index of the offending entry; a
selection out of range raises |ValueError| with the command's message; an
exhausted memory |MemoryError|; the library's other failures
|mmattn.Error|. The GIL is released while the library computes; Ctrl-C
stops a training between chunks of at most $200$ steps and an analysis at
its next progress tick (five per second) and raises |KeyboardInterrupt|
(the partial answer the command prints on SIGINT is not returned); a single
ATT-SVM, an exact certificate and a regularization path have no such hook,
and Ctrl-C takes effect when they return.
@^Python module@>
@.selects a token out of range@>

@(pymod.c@>=
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>
#include <math.h>
#include <string.h>
#include <signal.h>
#include <time.h>
#include "model.h"
#include "svm.h"
#include "tokens.h"
#include "dyn.h"
#include "dyn_path.h"
#include "exact.h"
#include "nuclear.h"
@<Py: prototypes@>@;
@<Py: errors@>@;
@<Py: arrays and instances@>@;
@<Py: results@>@;
@<Py: the ATT-SVM@>@;
@<Py: the nuclear-norm and Frobenius ATT-SVMs@>@;
@<Py: the GMM and classification@>@;
@<Py: analysis@>@;
@<Py: training@>@;
@<Py: inspection@>@;
@<Py: the regularization path@>@;
@<Py: exact certificates@>@;
@<Py: the module@>@;

@ The subroutines are defined beside their first use; their prototypes come first.
@<Py: prototypes@>=
static int set_append(PyObject *l, PyObject *v);
static int set_attr_new(PyObject *o, const char *k, PyObject *v);
static PyObject *svm_dict(const mm_instance *in, const int *alpha, const mm_svm *s);
static int add_classification(PyObject *o, const mm_instance *in, const int *alpha, const mm_svm *s);
static double mono(void);
static PyObject *search_dict(const mm_lmm_set *set, const mm_search_stats *ss);
static PyObject *analysis_dict(const mm_instance *in, const int *opt, int ties, const mm_svm *gs, const mm_selection *gsel,
  const mm_lmm_set *set, const mm_search_stats *ss, double seconds);
struct train_state;
static PyObject *traj_row(long k, const struct train_state *S, int d, const mm_dyn_value *v);
static PyObject *run_dict(const mm_run_shape *R);
static PyObject *train_dict(const mm_instance *in0, struct train_state *S, const mm_dyn_result *r, long k, PyObject *rows);

@ Errors. A library status becomes the exception the Python programmer
expects for it, with the library's message: bad input is a |ValueError|,
memory a |MemoryError|, infeasibility |mmattn.Infeasible|, and an iteration
limit, a numerical failure or a work limit |mmattn.Error|. A failure with an
exception already set (a conversion, an interruption) keeps that exception.
@<Py: errors@>=
static PyObject *MmError, *MmInfeasible;
static PyObject *raise_status(mm_status s)
{
  const char *m = mm_error_message();
  if (PyErr_Occurred()) return NULL;
  if (m == NULL || m[0] == 0) m = mm_status_name(s);
  if (s == MM_EINPUT) PyErr_SetString(PyExc_ValueError, m);
  else if (s == MM_ENOMEM) PyErr_SetString(PyExc_MemoryError, m);
  else if (s == MM_EINFEASIBLE) PyErr_SetString(MmInfeasible, m);
  else PyErr_SetString(MmError, m);
  return NULL;
}

@ An array argument is converted to a C-ordered array of doubles, checked
for its number of dimensions and, where the instance fixes them, its
extents; every entry must be finite, and the first that is not is named with
its index.
@.is not finite@>
@.must have ndim@>
@<Py: arrays and instances@>=
static PyArrayObject *as_doubles(PyObject *o, const char *name, int ndim, const npy_intp *shape, int finite)
{
  PyArrayObject *a = (PyArrayObject *)PyArray_FROM_OTF(o, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY);
  if (a == NULL) return NULL;
  if (PyArray_NDIM(a) != ndim) {
    PyErr_Format(PyExc_ValueError, "%s must have ndim %d, got an array of ndim %d", name, ndim, PyArray_NDIM(a));
    Py_DECREF(a); return NULL;
  }
  for (int k = 0; k < ndim; k++)
    if ((shape && shape[k] >= 0 && PyArray_DIM(a, k) != shape[k]) || PyArray_DIM(a, k) < 1 || PyArray_DIM(a, k) > INT_MAX / 2) {
      PyErr_Format(PyExc_ValueError, "%s has shape axis %d of length %zd, expected %zd", name, k,
        (Py_ssize_t)PyArray_DIM(a, k), (Py_ssize_t)(shape && shape[k] >= 0 ? shape[k] : 1));
      Py_DECREF(a); return NULL;
    }
  if (finite) @<Name the first entry that is not finite@>@;
  return a;
}

@ @<Name the first entry that is not finite@>=
{
  const double *x = PyArray_DATA(a);
  npy_intp m = PyArray_SIZE(a);
  for (npy_intp r = 0; r < m; r++) if (!isfinite(x[r])) {
    char idx[96] = "";
    npy_intp q = r, ix[3];
    size_t len = 0;
    for (int k = ndim - 1; k >= 0; k--) { ix[k] = q % PyArray_DIM(a, k); q /= PyArray_DIM(a, k); }
    for (int k = 0; k < ndim; k++)
      len += (size_t)snprintf(idx + len, sizeof idx - len, "%s%zd", k ? "," : "", (Py_ssize_t)ix[k]);
    PyErr_Format(PyExc_ValueError, "%s[%s] is %s: every entry must be finite", name, idx, isnan(x[r]) ? "nan" : x[r] > 0 ? "inf" : "-inf");
    Py_DECREF(a); return NULL;
  }
}

@ An instance from arrays: tokens |X| of shape $(n,T,d)$, the head |v| of
length $d$ (zero when |None|), labels |Y| of length $n$ ($+1$ when |None|),
the key-query matrix |W| (the identity when |None|), the loss by name, and
the token counts |T| ($n$ integers in $1\ldots T$; when given, input $i$ has
its first $T_i$ tokens and the rest of |X| is padding, as in the \.{.npz}
format). The instance is then checked by |mm_instance_check_range|, the
same check the command applies to a file.
@.unknown loss@>
@.every input has 1..T tokens@>
@<Py: arrays and instances@>=
static mm_instance *make_instance(PyObject *Xo, PyObject *vo, PyObject *Yo, PyObject *Wo, const char *loss, PyObject *To)
{
  PyArrayObject *X = NULL, *v = NULL, *Y = NULL, *W = NULL;
  mm_instance *in = NULL;
  int n, T, d, *Ts = NULL;
  mm_status st;
  if ((X = as_doubles(Xo, "X", 3, NULL, 0)) == NULL) return NULL;
  n = (int)PyArray_DIM(X, 0); T = (int)PyArray_DIM(X, 1); d = (int)PyArray_DIM(X, 2);
  {
    npy_intp sv[1] = {d}, sy[1] = {n}, sw[2] = {d, d};
    if (vo && vo != Py_None && (v = as_doubles(vo, "v", 1, sv, 1)) == NULL) goto fail;
    if (Yo && Yo != Py_None && (Y = as_doubles(Yo, "Y", 1, sy, 1)) == NULL) goto fail;
    if (Wo && Wo != Py_None && (W = as_doubles(Wo, "W", 2, sw, 1)) == NULL) goto fail;
  }
  if ((Ts = PyMem_Malloc(sizeof(int) * (size_t)n)) == NULL) { PyErr_NoMemory(); goto fail; }
  @<Read the token counts@>@;
  if ((in = mm_instance_new(n, Ts, d)) == NULL) { raise_status(mm_error_status()); goto fail; }
  for (int i = 0; i < n; i++) /* input $i$: its first $T_i$ rows of |X| */
    memcpy(in->X + (size_t)in->off[i] * d, (const double *)PyArray_DATA(X) + (size_t)i * T * d, sizeof(double) * (size_t)Ts[i] * d);
  if (v) memcpy(in->v, PyArray_DATA(v), sizeof(double) * (size_t)d);
  if (Y) memcpy(in->Y, PyArray_DATA(Y), sizeof(double) * (size_t)n);
  if (W) memcpy(in->W, PyArray_DATA(W), sizeof(double) * (size_t)d * d);
  @<Set the loss by its name@>@;
  if ((st = mm_instance_refresh(in)) != MM_OK || (st = mm_instance_check_range(in)) != MM_OK) { raise_status(st); goto fail; }
  Py_DECREF(X); Py_XDECREF(v); Py_XDECREF(Y); Py_XDECREF(W); PyMem_Free(Ts);
  return in;
fail:
  mm_instance_free(in);
  Py_XDECREF(X); Py_XDECREF(v); Py_XDECREF(Y); Py_XDECREF(W); PyMem_Free(Ts);
  return NULL;
}

@ The token counts are integers (a float array is refused by NumPy's
casting rules, with a |TypeError|). Padding entries of |X| are not read,
so they need not be finite: |X| is checked here, on the counted tokens
only, with the index of the first entry that is not finite.
@<Read the token counts@>=
if (To == NULL || To == Py_None) for (int i = 0; i < n; i++) Ts[i] = T;
else {
  PyArrayObject *a = (PyArrayObject *)PyArray_FROM_OTF(To, NPY_LONGLONG, NPY_ARRAY_IN_ARRAY);
  if (a == NULL) goto fail;
  if (PyArray_NDIM(a) != 1 || PyArray_DIM(a, 0) != n) {
    PyErr_Format(PyExc_ValueError, "T must have shape (%d,), one token count per input", n);
    Py_DECREF(a); goto fail;
  }
  for (int i = 0; i < n; i++) {
    long long c = ((const long long *)PyArray_DATA(a))[i];
    if (c < 1 || c > T) {
      PyErr_Format(PyExc_ValueError, "T[%d] is %lld: every input has 1..%d tokens (X has %d per input)", i, c, T, T);
      Py_DECREF(a); goto fail;
    }
    Ts[i] = (int)c;
  }
  Py_DECREF(a);
}
for (int i = 0; i < n; i++) for (int t = 0; t < Ts[i]; t++) for (int j = 0; j < d; j++) {
  double x = ((const double *)PyArray_DATA(X))[((size_t)i * T + t) * d + j];
  if (!isfinite(x)) {
    PyErr_Format(PyExc_ValueError, "X[%d,%d,%d] is %s: every entry must be finite", i, t, j, isnan(x) ? "nan" : x > 0 ? "inf" : "-inf");
    goto fail;
  }
}

@ @<Set the loss by its name@>=
if (loss == NULL || !strcmp(loss, "logistic")) in->loss = MM_LOSS_LOGISTIC;
else if (!strcmp(loss, "exponential")) in->loss = MM_LOSS_EXPONENTIAL;
else if (!strcmp(loss, "correlation")) in->loss = MM_LOSS_CORRELATION;
else { PyErr_Format(PyExc_ValueError, "unknown loss \"%s\": logistic, exponential or correlation", loss); goto fail; }

@ A selection: one integer for every input, or a sequence of $n$ integers,
each a token of its input; the messages are those of the command's
\.{--tokens}. A relaxed set is a sequence of input indices.
@.--relaxed names input@>
@<Py: arrays and instances@>=
static int *read_tokens(PyObject *o, const mm_instance *in)
{
  int *alpha = PyMem_Malloc(sizeof(int) * (size_t)in->n);
  PyObject *seq = NULL;
  Py_ssize_t m = 1;
  if (alpha == NULL) { PyErr_NoMemory(); return NULL; }
  if (!PyLong_Check(o) && !PyArray_IsScalar(o, Integer)) {
    if ((seq = PySequence_Fast(o, "alpha must be an integer or a sequence of integers")) == NULL) goto fail;
    m = PySequence_Fast_GET_SIZE(seq);
    if (m != in->n && m != 1) { PyErr_Format(PyExc_ValueError, "alpha has %zd entries, the instance has %d inputs (one entry selects that token in every input)", m, in->n); goto fail; }
  }
  for (int i = 0; i < in->n; i++) {
    Py_ssize_t e = m == 1 ? 0 : i;
    long x = PyLong_AsLong(seq ? PySequence_Fast_GET_ITEM(seq, e) : o);
    if (x == -1 && PyErr_Occurred()) goto fail;
    if (x < 0 || x >= in->T[i]) {
      PyErr_Format(PyExc_ValueError, "alpha selects a token out of range: entry %zd is %ld, input %d has tokens 0..%d", e, x, i, in->T[i] - 1);
      goto fail;
    }
    alpha[i] = (int)x;
  }
  Py_XDECREF(seq);
  return alpha;
fail:
  Py_XDECREF(seq); PyMem_Free(alpha);
  return NULL;
}

@ Results are built with a few subroutines that return new references or
|NULL| with an exception set; |set_new| steals its value, as jansson's
|json_object_set_new| does in the command.
@<Py: results@>=
static PyObject *vec(const double *x, int n)
{
  npy_intp dims[1] = {n};
  PyObject *a = PyArray_SimpleNew(1, dims, NPY_DOUBLE);
  if (a) memcpy(PyArray_DATA((PyArrayObject *)a), x, sizeof(double) * (size_t)n);
  return a;
}
static PyObject *mat(const double *x, int r, int c)
{
  npy_intp dims[2] = {r, c};
  PyObject *a = PyArray_SimpleNew(2, dims, NPY_DOUBLE);
  if (a) memcpy(PyArray_DATA((PyArrayObject *)a), x, sizeof(double) * (size_t)r * c);
  return a;
}
static PyObject *ints(const int *x, int n)
{
  PyObject *l = PyList_New(n);
  for (int j = 0; l && j < n; j++) {
    PyObject *e = PyLong_FromLong(x[j]);
    if (e == NULL) { Py_DECREF(l); return NULL; }
    PyList_SET_ITEM(l, j, e);
  }
  return l;
}
static int set_new(PyObject *d, const char *k, PyObject *v)
{
  int r;
  if (v == NULL) return -1;
  r = PyDict_SetItemString(d, k, v);
  Py_DECREF(v);
  return r;
}
static PyObject *real_or_none(double x) { if (isfinite(x)) return PyFloat_FromDouble(x); Py_RETURN_NONE; }

@ An LMM record, as the command's |lmm_json|.
@<Py: results@>=
static PyObject *lmm_dict(const mm_lmm *l)
{
  PyObject *o = PyDict_New(), *sup = PyList_New(l->n);
  if (o == NULL || sup == NULL) goto fail;
  for (int i = 0; i < l->n; i++) {
    PyObject *a = ints(l->support + l->support_off[i], l->support_off[i + 1] - l->support_off[i]);
    if (a == NULL) goto fail;
    PyList_SET_ITEM(sup, i, a);
  }
  if (set_new(o, "tokens", ints(l->alpha, l->n)) || set_new(o, "p", vec(l->p, l->d))
      || set_new(o, "margin", PyFloat_FromDouble(l->margin)) || PyDict_SetItemString(o, "support", sup)
      || set_new(o, "global", PyBool_FromLong(l->global))) goto fail;
  Py_DECREF(sup);
  return o;
fail:
  Py_XDECREF(o); Py_XDECREF(sup);
  return NULL;
}

@ The ATT-SVM. Its arguments are either the keys and a selection or the
tokens, $W$ and a selection; the instance built from keys has $W=I$, so its
keys are the given ones.
@<Py: the ATT-SVM@>=
static PyObject *py_att_svm(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {"", "", "", "relaxed", "v", "Y", "T", NULL};
  PyObject *a0, *a1, *a2 = NULL, *relo = Py_None, *res = NULL, *vo = Py_None, *Yo = Py_None, *To = Py_None;
  mm_instance *in = NULL;
  int *alpha = NULL, *relaxed = NULL;
  mm_svm s;
  mm_status st;
  (void)self;
  memset(&s, 0, sizeof s);
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|O$OOOO:att_svm", kwl, &a0, &a1, &a2, &relo, &vo, &Yo, &To)) return NULL;
  in = make_instance(a0, vo, Yo, a2 ? a1 : NULL, NULL, To);
  if (in == NULL) return NULL;
  if ((alpha = read_tokens(a2 ? a2 : a1, in)) == NULL) goto out;
  @<Read the relaxed inputs@>@;
  Py_BEGIN_ALLOW_THREADS
  st = mm_svm_att(in, alpha, relaxed, &s);
  Py_END_ALLOW_THREADS
  if (exact_case(st, &s)) {
    PyObject *ex = decided_dict(in, alpha, relaxed, &s, &st);
    if (ex == NULL) goto out;
    if (st == MM_OK) res = ex;
    else { @<Raise |Infeasible| with the Farkas vector@>@; Py_DECREF(ex); }
  } else if (st == MM_EINFEASIBLE) { PyObject *ex = NULL; @<Raise |Infeasible| with the Farkas vector@>@; }
  else if (st != MM_OK) raise_status(st);
  else if ((res = svm_dict(in, alpha, &s)) && (set_new(res, "decided", PyUnicode_FromString("floating"))
      || (relo == Py_None && vo != Py_None && add_classification(res, in, alpha, &s)))) Py_CLEAR(res);
out:
  mm_svm_free(&s); PyMem_Free(alpha); PyMem_Free(relaxed); mm_instance_free(in);
  return res;
}

@ The nuclear-norm ATT-SVM of the sequel, and the Frobenius one with
|frobenius=True|, as \.{mmattn nuclear --json}: the queries are the rows
of |Z| (shape $(n,d)$) or, by default, token |query| of each input. The
answer is a dict with the command's keys (|W| a $d\times d$ array,
|interval| a list of two numbers, |multipliers| an array of shape $(n,T)$ with each row's
multiplier at its (input, token) place); an infeasible selection raises
|Infeasible| with |ray| (the same shape) and |radius| (|None| when
infinite).
@<Py: the nuclear-norm and Frobenius ATT-SVMs@>=
static PyObject *py_nuclear(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {"", "", "Z", "query", "frobenius", NULL};
  PyObject *Xo, *ao, *Zo = Py_None, *res = NULL, *lam = NULL;
  PyArrayObject *Za = NULL;
  mm_instance *in = NULL;
  int *alpha = NULL, frob = 0, query = 0;
  double *Z = NULL;
  mm_nuclear r;
  mm_status st;
  (void)self;
  memset(&r, 0, sizeof r);
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|O$ip:nuclear", kwl, &Xo, &ao, &Zo, &query, &frob)) return NULL;
  if ((in = make_instance(Xo, NULL, NULL, NULL, NULL, NULL)) == NULL) return NULL;
  if ((alpha = read_tokens(ao, in)) == NULL) goto out;
  @<Read the queries |Z|, or take token |query| of each input@>@;
  Py_BEGIN_ALLOW_THREADS
  st = frob ? mm_nuclear_frobenius(in, alpha, Z, &r) : mm_nuclear_solve(in, alpha, Z, &r);
  Py_END_ALLOW_THREADS
  if (st != MM_OK && st != MM_EINFEASIBLE) { raise_status(st); goto out; }
  {
    npy_intp dims[2] = {in->n, mm_instance_max_tokens(in)};
    if ((lam = PyArray_ZEROS(2, dims, NPY_DOUBLE, 0)) == NULL) goto out;
    for (int k = 0; k < r.m; k++) ((double *)PyArray_DATA((PyArrayObject *)lam))[(size_t)r.input[k] * dims[1] + r.token[k]] = r.lambda[k];
  }
  if (st == MM_EINFEASIBLE) @<Raise |Infeasible| with the ray@>@;
  else @<Make the dict of the nuclear-norm answer@>@;
out:
  Py_XDECREF(lam); Py_XDECREF(Za);
  mm_nuclear_free(&r); PyMem_Free(alpha); PyMem_Free(Z); mm_instance_free(in);
  return res;
}

@ @<Read the queries |Z|, or take token |query| of each input@>=
if ((Z = PyMem_Malloc(sizeof(double) * (size_t)in->n * in->d)) == NULL) { PyErr_NoMemory(); goto out; }
if (Zo != Py_None) {
  npy_intp sz[2] = {in->n, in->d};
  if ((Za = as_doubles(Zo, "Z", 2, sz, 1)) == NULL) goto out;
  memcpy(Z, PyArray_DATA(Za), sizeof(double) * (size_t)in->n * in->d);
} else {
  for (int i = 0; i < in->n; i++) {
    if (query < 0 || query >= in->T[i]) { PyErr_Format(PyExc_ValueError, "query must be a token of every input: input %d has %d tokens, query is %d", i, in->T[i], query); goto out; }
    memcpy(Z + (size_t)i * in->d, in->X + (size_t)(in->off[i] + query) * in->d, sizeof(double) * (size_t)in->d);
  }
}

@ @<Make the dict of the nuclear-norm answer@>=
{
  res = PyDict_New();
  if (res == NULL || set_new(res, "problem", PyUnicode_FromString(frob ? "frobenius" : "nuclear"))
      || set_new(res, "status", PyUnicode_FromString("solved")) || set_new(res, "W", mat(r.W, in->d, in->d))
      || set_new(res, "norm", PyFloat_FromDouble(r.objective))
      || set_new(res, "interval", Py_BuildValue("[dd]", r.cert.lower, r.cert.upper))
      || set_new(res, "gap", PyFloat_FromDouble(r.cert.gap)) || set_new(res, "verified", PyBool_FromLong(r.cert.verified))
      || set_new(res, "rank", PyLong_FromLong(r.rank)) || set_new(res, "singular_values", vec(r.sigma, in->d))
      || PyDict_SetItemString(res, "multipliers", lam) || set_new(res, "tokens", ints(alpha, in->n))
      || set_new(res, "solver", PyUnicode_FromString(frob ? "active-set QP" : "DSDP"))
      || set_new(res, "iterations", PyLong_FromLong(r.iterations)) || set_new(res, "runs", PyLong_FromLong(r.rounds))
      || set_new(res, "working_set", PyLong_FromLong(r.working))) Py_CLEAR(res);
}

@ @<Raise |Infeasible| with the ray@>=
{
  PyObject *e = PyObject_CallFunction(MmInfeasible, "s", mm_error_message());
  if (e && !PyObject_SetAttrString(e, "ray", lam) && !set_attr_new(e, "radius", real_or_none(r.cert.radius))
      && !set_attr_new(e, "tokens", ints(alpha, in->n))) PyErr_SetObject(MmInfeasible, e);
  Py_XDECREF(e);
}

@ @<Read the relaxed inputs@>=
if ((relaxed = PyMem_Calloc((size_t)in->n, sizeof(int))) == NULL) { PyErr_NoMemory(); goto out; }
if (relo != Py_None) {
  PyObject *seq = PySequence_Fast(relo, "relaxed must be a sequence of input indices");
  if (seq == NULL) goto out;
  for (Py_ssize_t j = 0; j < PySequence_Fast_GET_SIZE(seq); j++) {
    long i = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, j));
    if (i == -1 && PyErr_Occurred()) { Py_DECREF(seq); goto out; }
    if (i < 0 || i >= in->n) { PyErr_Format(PyExc_ValueError, "relaxed names input %ld, the instance has inputs 0..%d", i, in->n - 1); Py_DECREF(seq); goto out; }
    relaxed[i] = 1;
  }
  Py_DECREF(seq);
}

@ The Farkas vector $y$ has one entry per row of the problem solved, and
each row is a pair (input, token); it is returned as an array of shape
$(n,T)$ with $y$ at the rows' places and zero elsewhere (the selected
tokens, and rows a working-set solve never added).
@<Raise |Infeasible| with the Farkas vector@>=
{
  npy_intp dims[2] = {in->n, mm_instance_max_tokens(in)};
  PyObject *y = PyArray_ZEROS(2, dims, NPY_DOUBLE, 0), *e = NULL;
  int exact = ex != NULL;
  if (y != NULL) {
    double *Y = PyArray_DATA((PyArrayObject *)y);
    for (int r = 0; r < s.qp->m && s.farkas; r++)
      if (s.qp->input[r] >= 0 && s.qp->token[r] >= 0) Y[(size_t)s.qp->input[r] * dims[1] + s.qp->token[r]] = s.farkas[r];
    char msg[200];
    if (exact) snprintf(msg, sizeof msg, "infeasible: no p at all separates this selection (decided in exact arithmetic, an exact Farkas vector)");
    else if (isfinite(s.fcert.radius)) snprintf(msg, sizeof msg, "infeasible: a verified Farkas certificate shows no p with |p| < %.3g separates this selection", s.fcert.radius);
    else snprintf(msg, sizeof msg, "infeasible: no p at all separates this selection (a floating Farkas vector with A^T y = 0 exactly)");
    e = PyObject_CallFunction(MmInfeasible, "s", msg);
  }
  if (e && !PyObject_SetAttrString(e, "farkas", y) && !set_attr_new(e, "radius", exact ? Py_NewRef(Py_None) : real_or_none(s.fcert.radius))
      && !set_attr_new(e, "decided", PyUnicode_FromString(exact ? "exact" : "floating"))
      && !PyObject_SetAttrString(e, "answer", exact ? ex : Py_None)
      && !set_attr_new(e, "tokens", ints(alpha, in->n))) PyErr_SetObject(MmInfeasible, e);
  Py_XDECREF(y); Py_XDECREF(e);
}

@ A floating answer that is not a proof (|mm_exact_needed|: an infeasible
one whose $A^Ty=0$ is not exact, a solution whose rows are not proved, a
failed certificate, an iteration limit) is decided in exact arithmetic by the command's routine
|mm_exact_cli_decide|; its JSON object, with the keys the command adds
(|tokens|, the floating |farkas| and |float_radius|, |exact_reading|),
becomes the answer. |*st| receives |MM_OK| or |MM_EINFEASIBLE|; on a
failure the exception is set and |NULL| returned.
@<Py: results@>=
static int exact_case(mm_status st, const mm_svm *s)
{
  return (st == MM_OK || st == MM_EINFEASIBLE || st == MM_ENUMERIC || st == MM_EITER) && mm_exact_needed(s);
}
static PyObject *farkas_list(const mm_svm *s)
{
  PyObject *a = PyList_New(0);
  for (int r = 0; a && r < s->qp->m; r++) if (s->farkas[r] != 0.0
      && set_append(a, Py_BuildValue("{s:i,s:i,s:d}", "input", s->qp->input[r], "token", s->qp->token[r], "y", s->farkas[r]))) Py_CLEAR(a);
  return a;
}
static PyObject *from_json(json_t *j, int frac);
static PyObject *decided_dict(const mm_instance *in, const int *alpha, const int *relaxed, mm_svm *s, mm_status *st)
{
  json_t *o = json_object();
  PyObject *res = NULL;
  if (o == NULL) return PyErr_NoMemory();
  Py_BEGIN_ALLOW_THREADS
  *st = mm_exact_cli_decide(in, alpha, relaxed, s, o);
  Py_END_ALLOW_THREADS
  if (*st != MM_OK && *st != MM_EINFEASIBLE) { json_decref(o); return raise_status(*st); }
  if ((res = from_json(o, 0)) == NULL || set_new(res, "tokens", ints(alpha, in->n))
      || (s->farkas && set_new(res, "farkas", farkas_list(s)))
      || (s->status == MM_EINFEASIBLE && set_new(res, "float_radius", real_or_none(s->fcert.radius)))
      || set_new(res, "exact_reading", PyUnicode_FromString("binary"))) Py_CLEAR(res);
  json_decref(o);
  return res;
}

@ @<Py: results@>=
static int set_attr_new(PyObject *o, const char *k, PyObject *v)
{
  int r;
  if (v == NULL) return -1;
  r = PyObject_SetAttrString(o, k, v);
  Py_DECREF(v);
  return r;
}

@ The feasible answer: the keys of \.{mmattn svm --json}, and the
multipliers in the layout of the Farkas vector.
@<Py: results@>=
static PyObject *svm_dict(const mm_instance *in, const int *alpha, const mm_svm *s)
{
  PyObject *o = PyDict_New(), *k = PyDict_New(), *sup = PyList_New(in->n), *lam;
  int *tight = PyMem_Malloc(sizeof(int) * (size_t)(s->qp->m + 1));
  npy_intp dims[2] = {in->n, mm_instance_max_tokens(in)};
  double kappa = mm_svm_active_kappa(s);
  lam = PyArray_ZEROS(2, dims, NPY_DOUBLE, 0);
  if (!o || !k || !sup || !tight || !lam) { PyErr_NoMemory(); goto fail; }
  mm_tokens_support_rows(s, tight);
  for (int i = 0; i < in->n; i++) {
    PyObject *a = PyList_New(0);
    if (a == NULL) goto fail;
    PyList_SET_ITEM(sup, i, a);
    for (int r = s->qp->row_off[i]; r < (i + 1 < in->n ? s->qp->row_off[i + 1] : s->qp->m); r++)
      if (tight[r] && set_append(a, PyLong_FromLong(s->qp->token[r]))) goto fail;
  }
  for (int r = 0; r < s->qp->m; r++)
    if (s->qp->input[r] >= 0 && s->qp->token[r] >= 0) ((double *)PyArray_DATA((PyArrayObject *)lam))[(size_t)s->qp->input[r] * dims[1] + s->qp->token[r]] = s->lambda[r];
  if (set_new(o, "feasible", PyBool_FromLong(1)) || set_new(o, "tokens", ints(alpha, in->n))
      || set_new(o, "p", vec(s->z, in->d)) || set_new(o, "margin", PyFloat_FromDouble(1.0 / mm_norm(s->z, in->d)))
      || PyDict_SetItemString(o, "support", sup)
      || set_new(k, "primal", PyFloat_FromDouble(s->kkt.primal)) || set_new(k, "dual", PyFloat_FromDouble(s->kkt.dual))
      || set_new(k, "stationarity", PyFloat_FromDouble(s->kkt.stationarity))
      || set_new(k, "complementarity", PyFloat_FromDouble(s->kkt.complementarity))
      || PyDict_SetItemString(o, "kkt", k) || set_new(o, "active_kappa", real_or_none(kappa))
      || set_new(o, "iterations", PyLong_FromLong(s->iterations)) || PyDict_SetItemString(o, "lambda", lam)) goto fail;
  Py_DECREF(k); Py_DECREF(sup); Py_DECREF(lam); PyMem_Free(tight);
  return o;
fail:
  Py_XDECREF(o); Py_XDECREF(k); Py_XDECREF(sup); Py_XDECREF(lam); PyMem_Free(tight);
  return NULL;
}

@ A separable selection solved in floating point, without relaxed inputs
and with the head |v| given (the scores the classification needs; without
it every token would score the same), also carries its classification, as the command's \.{svm} gives it: |kind|,
|locally_optimal|, |global| and, when an input and token decided it,
|where| (|mm_tokens_classify_solved|, which settles a support in doubt in
exact arithmetic itself).
@<Py: results@>=
static int add_classification(PyObject *o, const mm_instance *in, const int *alpha, const mm_svm *s)
{
  mm_selection sel;
  mm_status st = mm_tokens_classify_solved(in, alpha, s, &sel);
  int bad;
  if (st != MM_OK) { raise_status(st); return -1; }
  bad = set_new(o, "kind", PyUnicode_FromString(mm_sel_kind_name(sel.kind)))
    || set_new(o, "locally_optimal", PyBool_FromLong(sel.kind == MM_SEL_LMM))
    || set_new(o, "global", PyBool_FromLong(sel.lmm.global))
    || (sel.where_i >= 0 && set_new(o, "where", Py_BuildValue("{s:i,s:i}", "input", sel.where_i, "token", sel.where_t)));
  mm_selection_free(&sel);
  return bad ? -1 : 0;
}

@ @<Py: results@>=
static int set_append(PyObject *l, PyObject *v)
{
  int r;
  if (v == NULL) return -1;
  r = PyList_Append(l, v);
  Py_DECREF(v);
  return r;
}

@ The common arguments of the functions on an instance: the tokens |X|, the
head |v|, and the keywords |Y|, |W| and |loss|.
@<Py: arrays and instances@>=
#define INSTANCE_KW "X", "v", "Y", "W", "loss", "T"
#define INSTANCE_ARGS PyObject *Xo, *vo, *Yo = Py_None, *Wo = Py_None, *To = Py_None; const char *loss = NULL

@ The GMM: the optimal tokens and, when they are unique and separable, the
ATT-SVM of them classified, as the |opt| and |gmm| keys of \.{mmattn
analyze --json} (these are computed before its search, which does not change
them).
@<Py: the GMM and classification@>=
static PyObject *gmm_dict(const mm_instance *in, const int *opt, int ties, const mm_svm *gs, const mm_selection *gsel)
{
  PyObject *o = PyDict_New(), *g = PyDict_New(), *jo = PyList_New(in->n);
  int unconstrained = in->off[in->n] == in->n;
  if (!o || !g || !jo) goto fail;
  for (int i = 0; i < in->n; i++) {
    PyObject *e = opt[i] >= 0 ? PyLong_FromLong(opt[i]) : Py_NewRef(Py_None);
    if (e == NULL) goto fail;
    PyList_SET_ITEM(jo, i, e);
  }
  if (set_new(o, "n", PyLong_FromLong(in->n)) || set_new(o, "d", PyLong_FromLong(in->d)) || PyDict_SetItemString(o, "opt", jo)) goto fail;
  if (set_new(g, "feasible", PyBool_FromLong(unconstrained || (ties == 0 && gs->status == MM_OK)))) goto fail;
  if (unconstrained && set_new(g, "unconstrained", PyBool_FromLong(1))) goto fail;
  if (ties == 0 ? set_new(g, "tokens", ints(opt, in->n)) : set_new(g, "reason", PyUnicode_FromString("the optimal token is not unique in some input"))) goto fail;
  if (ties == 0 && !unconstrained && gs->status == MM_OK) {
    PyObject *l = lmm_dict(&gsel->lmm);
    if (l == NULL || PyDict_Update(g, l)) { Py_XDECREF(l); goto fail; }
    Py_DECREF(l);
    if (PyDict_DelItemString(g, "global") || set_new(g, "locally_optimal", PyBool_FromLong(gsel->kind == MM_SEL_LMM))
        || set_new(g, "kkt_worst", PyFloat_FromDouble(gs->kkt.worst))) goto fail;
  } else if (ties == 0 && !unconstrained && set_new(g, "infeasible_radius", real_or_none(gs->fcert.radius))) goto fail;
  if (ties == 0 && !unconstrained && set_new(g, "decided", PyUnicode_FromString(gs->decided_exactly ? "exact" : "floating"))) goto fail;
  if (PyDict_SetItemString(o, "gmm", g)) goto fail;
  Py_DECREF(g); Py_DECREF(jo);
  return o;
fail:
  Py_XDECREF(o); Py_XDECREF(g); Py_XDECREF(jo);
  return NULL;
}

@ The GMM selection is solved and classified as the command's analysis
does it; an infeasible ATT-SVM is an answer here, not an error. A floating
answer that is not a proof is settled in exact arithmetic
(|mm_exact_settle|), and |decided| says which arithmetic decided; an
exactly infeasible GMM has |infeasible_radius| |None| (no $p$ at all
separates it, as the command's |null|).
@<Py: the GMM and classification@>=
static mm_status solve_gmm(const mm_instance *in, const int *opt, int ties, mm_svm *gs, mm_selection *gsel)
{
  mm_status st = MM_OK;
  gsel->kind = MM_SEL_INFEASIBLE;
  if (ties == 0 && in->off[in->n] != in->n) {
    st = mm_svm_att(in, opt, NULL, gs);
    if (mm_exact_needed(gs)) st = mm_exact_settle(in, opt, NULL, gs, gsel);
    else if (st == MM_OK) st = mm_tokens_classify_solved(in, opt, gs, gsel);
    else if (st == MM_EINFEASIBLE) st = MM_OK;
  }
  return st;
}
static PyObject *py_gmm(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {INSTANCE_KW, NULL};
  INSTANCE_ARGS;
  mm_instance *in;
  int *opt, ties;
  mm_svm gs;
  mm_selection gsel;
  mm_status st;
  PyObject *res = NULL;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|$OOzO:gmm", kwl, &Xo, &vo, &Yo, &Wo, &loss, &To)) return NULL;
  if ((in = make_instance(Xo, vo, Yo, Wo, loss, To)) == NULL) return NULL;
  memset(&gs, 0, sizeof gs); memset(&gsel, 0, sizeof gsel);
  if ((opt = PyMem_Malloc(sizeof(int) * (size_t)in->n)) == NULL) { PyErr_NoMemory(); goto out; }
  Py_BEGIN_ALLOW_THREADS
  ties = mm_tokens_opt(in, opt);
  st = solve_gmm(in, opt, ties, &gs, &gsel);
  Py_END_ALLOW_THREADS
  res = st == MM_OK ? gmm_dict(in, opt, ties, &gs, &gsel) : raise_status(st);
out:
  mm_selection_free(&gsel); mm_svm_free(&gs); PyMem_Free(opt); mm_instance_free(in);
  return res;
}

@ Classification of one selection: the keys of the |limit| record of
\.{mmattn train --json} that do not depend on a trained $p$ (|tokens|,
|feasible|, |kind|, |lmm|, |global|, |p_mm|, |margin|, |kkt_worst|,
|where| or |infeasible_radius|, |None| when no $p$ at all separates the
selection, as the command's |null| with |infeasible_radius_nonfinite|
\.{"inf"}: one convention for every infinite radius of the module).
@<Py: the GMM and classification@>=
static PyObject *limit_dict(const mm_instance *in, const int *alpha, int feasible, const mm_svm *s, const mm_selection *sel)
{
  PyObject *l = PyDict_New();
  if (l == NULL) return NULL;
  if (set_new(l, "tokens", ints(alpha, in->n)) || set_new(l, "feasible", PyBool_FromLong(feasible))
      || set_new(l, "decided", PyUnicode_FromString(s->decided_exactly ? "exact" : "floating"))
      || set_new(l, "kind", PyUnicode_FromString(mm_sel_kind_name(sel->kind)))
      || set_new(l, "lmm", PyBool_FromLong(feasible && sel->kind == MM_SEL_LMM))
      || set_new(l, "global", PyBool_FromLong(feasible && sel->lmm.global))) goto fail;
  if (feasible) {
    if (set_new(l, "p_mm", vec(sel->lmm.p, in->d)) || set_new(l, "margin", PyFloat_FromDouble(sel->lmm.margin))
        || set_new(l, "kkt_worst", PyFloat_FromDouble(s->kkt.worst))) goto fail;
    if (sel->where_i >= 0) {
      PyObject *w = Py_BuildValue("{s:i,s:i}", "input", sel->where_i, "token", sel->where_t);
      if (set_new(l, "where", w)) goto fail;
    }
  } else if (set_new(l, "infeasible_radius", real_or_none(s->fcert.radius))) goto fail;
  return l;
fail:
  Py_DECREF(l);
  return NULL;
}

@ @<Py: the GMM and classification@>=
static mm_status classify_sel(const mm_instance *in, const int *alpha, mm_svm *s, mm_selection *sel, int *feasible)
{
  mm_status st = mm_svm_att(in, alpha, NULL, s);
  sel->kind = MM_SEL_INFEASIBLE; sel->where_i = sel->where_t = -1;
  *feasible = 0;
  if (mm_exact_needed(s)) { if ((st = mm_exact_settle(in, alpha, NULL, s, sel)) == MM_OK) *feasible = s->status == MM_OK; }
  else if (st == MM_OK) { *feasible = 1; st = mm_tokens_classify_solved(in, alpha, s, sel); }
  else if (st == MM_EINFEASIBLE) st = MM_OK;
  return st;
}
static PyObject *py_classify(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {"X", "v", "alpha", "Y", "W", "loss", "T", NULL};
  INSTANCE_ARGS;
  PyObject *ao, *res = NULL;
  mm_instance *in;
  int *alpha = NULL, feasible = 0;
  mm_svm s;
  mm_selection sel;
  mm_status st;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OOO|$OOzO:classify", kwl, &Xo, &vo, &ao, &Yo, &Wo, &loss, &To)) return NULL;
  if ((in = make_instance(Xo, vo, Yo, Wo, loss, To)) == NULL) return NULL;
  memset(&s, 0, sizeof s); memset(&sel, 0, sizeof sel);
  if ((alpha = read_tokens(ao, in)) == NULL) goto out;
  Py_BEGIN_ALLOW_THREADS
  st = classify_sel(in, alpha, &s, &sel, &feasible);
  Py_END_ALLOW_THREADS
  res = st == MM_OK ? limit_dict(in, alpha, feasible, &s, &sel) : raise_status(st);
out:
  mm_selection_free(&sel); mm_svm_free(&s); PyMem_Free(alpha); mm_instance_free(in);
  return res;
}
@ Interruption. A long computation runs without the GIL; where the library
calls back (the search's progress, five times a second) the callback takes
the GIL for a moment and lets Python run its signal handlers. When a handler
raises (Ctrl-C raises |KeyboardInterrupt|), the stop flag the library polls
is set, the library returns what it has, and the function raises the
handler's exception instead of answering.
@<Py: analysis@>=
typedef struct { volatile sig_atomic_t stop; int raised; } py_tick;
static void py_search_tick(const mm_lmm_set *set, double elapsed, void *ctx)
{
  py_tick *c = ctx;
  PyGILState_STATE g = PyGILState_Ensure();
  (void)set; (void)elapsed;
  if (!c->raised && PyErr_CheckSignals() != 0) { c->raised = 1; c->stop = 1; }
  PyGILState_Release(g);
}

@ The analysis runs what \.{mmattn analyze} runs: the GMM first, then the
enumeration for half of the budget and, when it did not finish, the NGD
search for the rest.
@.--time-limit must be positive@>
@<Py: analysis@>=
static PyObject *py_analyze(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {INSTANCE_KW, "time_limit", "max_nodes", "starts", NULL};
  INSTANCE_ARGS;
  double time_limit = 5.0, t0;
  long long max_nodes = 2000000;
  long starts = 64;
  mm_instance *in = NULL;
  int *opt = NULL, ties = 0, unconstrained;
  mm_svm gs;
  mm_selection gsel;
  mm_lmm_set set;
  mm_search_stats ss;
  mm_status st = MM_OK;
  py_tick tick = {0, 0};
  PyObject *res = NULL;
  (void)self;
  memset(&gs, 0, sizeof gs); memset(&gsel, 0, sizeof gsel); memset(&set, 0, sizeof set); memset(&ss, 0, sizeof ss);
  set.gmm = -1;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|$OOzOdLl:analyze", kwl, &Xo, &vo, &Yo, &Wo, &loss, &To, &time_limit, &max_nodes, &starts)) return NULL;
  if (max_nodes < 1) { PyErr_SetString(PyExc_ValueError, "analyze: max_nodes must be positive"); return NULL; }
  if (!(time_limit > 0) || time_limit > 1e7) { PyErr_SetString(PyExc_ValueError, "analyze: time_limit must be positive (seconds, at most 1e7)"); return NULL; }
  if (starts < 0 || starts > 1000000) { PyErr_SetString(PyExc_ValueError, "analyze: starts must be in 0..1000000"); return NULL; }
  if ((in = make_instance(Xo, vo, Yo, Wo, loss, To)) == NULL) return NULL;
  if ((opt = PyMem_Malloc(sizeof(int) * (size_t)in->n)) == NULL) { PyErr_NoMemory(); goto out; }
  unconstrained = in->off[in->n] == in->n;
  t0 = mono();
  Py_BEGIN_ALLOW_THREADS
  ties = mm_tokens_opt(in, opt);
  st = solve_gmm(in, opt, ties, &gs, &gsel);
  if (st == MM_OK && !unconstrained) @<Search as the command does@>@;
  Py_END_ALLOW_THREADS
  if (tick.raised) goto out;
  if (st != MM_OK && st != MM_ELIMIT) { raise_status(st); goto out; }
  res = analysis_dict(in, opt, ties, &gs, &gsel, &set, &ss, mono() - t0);
out:
  mm_lmm_set_free(&set); mm_selection_free(&gsel); mm_svm_free(&gs); PyMem_Free(opt); mm_instance_free(in);
  return res;
}

@ @<Py: analysis@>=
static double mono(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

@ The search is the command's, |mm_tokens_analyze_search| of the token
chapter: the enumeration for a share of the budget, the GMM listed if the
walk did not reach it, then the NGD search.
@<Search as the command does@>=
{
  mm_enum_options eo = mm_enum_defaults();
  mm_search_options so = mm_search_defaults();
  eo.max_nodes = max_nodes; eo.stop = &tick.stop;
  eo.progress = py_search_tick; eo.ctx = &tick;
  so.starts = (int)starts;
  st = mm_tokens_analyze_search(in, gsel.kind == MM_SEL_LMM ? &gsel.lmm : NULL, time_limit, &so, &eo, &set, &ss);
}

@ The answer has the keys of \.{mmattn analyze --json}; the search's
record is the command's |search| object, its coverage of the radii included.
@<Py: analysis@>=
static PyObject *search_dict(const mm_lmm_set *set, const mm_search_stats *ss)
{
  PyObject *o = Py_BuildValue("{s:l,s:l,s:l,s:l,s:s,s:l,s:l,s:l,s:d,s:{s:l,s:l},s:{s:l,s:l},s:d}",
    "runs", ss->runs, "candidates", ss->candidates, "confirmed", ss->confirmed, "rejected", ss->rejected,
    "stopped", set->complete ? "not run" : mm_search_stop_name(ss->stop), "tied", ss->tied,
    "unsettled", ss->unsettled, "steps", ss->steps, "rho", ss->rho,
    "given", "runs", ss->given_runs, "at_lmm", ss->given_lmm, "near_gmm", "runs", ss->gmm_runs, "at_lmm", ss->gmm_lmm,
    "seconds", ss->seconds), *ra = PyList_New(0);
  if (o == NULL || ra == NULL) { Py_XDECREF(o); Py_XDECREF(ra); return NULL; }
  for (int j = 0; j < ss->nradii; j++)
    if (set_append(ra, Py_BuildValue("{s:d,s:d,s:l,s:l}", "radius", ss->radius[j], "multiple", ss->radius[j] / ss->rho,
        "runs", ss->runs_at[j], "at_lmm", ss->lmm_at[j]))) { Py_DECREF(o); Py_DECREF(ra); return NULL; }
  if (PyDict_SetItemString(o, "radii", ra)) { Py_DECREF(o); Py_DECREF(ra); return NULL; }
  Py_DECREF(ra);
  return o;
}

static PyObject *analysis_dict(const mm_instance *in, const int *opt, int ties, const mm_svm *gs, const mm_selection *gsel,
  const mm_lmm_set *set, const mm_search_stats *ss, double seconds)
{
  int unconstrained = in->off[in->n] == in->n;
  PyObject *o = gmm_dict(in, opt, ties, gs, gsel), *l = PyList_New(0);
  if (o == NULL || l == NULL) goto fail;
  for (int k = 0; k < set->count; k++) {
    PyObject *e = lmm_dict(&set->lmm[k]);
    if (e == NULL || set_new(e, "found_by", PyUnicode_FromString(mm_found_by_name(set->found_by[k])))
        || set_new(e, "reached", PyLong_FromLong(set->reached ? set->reached[k] : 0)) || set_append(l, e)) goto fail;
  }
  if (PyDict_SetItemString(o, "lmm", l)
      || set_new(o, "complete", PyBool_FromLong(unconstrained || set->complete))
      || set_new(o, "stopped", PyUnicode_FromString(unconstrained ? "unconstrained"
        : set->complete ? mm_enum_stop_name(set->stopped) : mm_search_stop_name(ss->stop)))
      || set_new(o, "enumeration_stopped", PyUnicode_FromString(unconstrained ? "unconstrained" : mm_enum_stop_name(set->stopped)))
      || set_new(o, "space_log10", PyFloat_FromDouble(set->log10_space))
      || set_new(o, "separable_not_local", PyLong_FromLongLong(set->not_local))
      || set_new(o, "ties", PyLong_FromLongLong(set->ties)) || set_new(o, "separable", PyLong_FromLongLong(set->separable))
      || set_new(o, "nodes", PyLong_FromLongLong(set->nodes)) || set_new(o, "qps", PyLong_FromLongLong(set->qps))
      || set_new(o, "pruned", PyLong_FromLongLong(set->pruned)) || set_new(o, "exact_decided", PyLong_FromLongLong(set->exact_decided))
      || set_new(o, "search", search_dict(set, ss))
      || set_new(o, "seconds", PyFloat_FromDouble(seconds))) goto fail;
  Py_DECREF(l);
  return o;
fail:
  Py_XDECREF(o); Py_XDECREF(l);
  return NULL;
}

@ Training, as \.{mmattn train}: |train="p"| (the query, by NGD or GD),
|"W"| (the key-query matrix with $p$ fixed at |init|; the run is analysed
through $q=Wp$ on the instance whose keys are the tokens) or |"vp"| (the
head and the query jointly, the limit analysed with the final head). The
same start, step and chunks of at most $200$ steps (and at every multiple of
|every| when the trajectory is recorded) as the command, so the run takes
exactly the command's steps. Between chunks the GIL is taken back and
Python's signal handlers run.
@.--method must be ngd or gd@>
@.--train must be p, W or vp@>
@.W-training needs --init@>
@<Py: training@>=
typedef struct train_state {
  char what; /* |'p'|, |'W'| or |'v'| */
  double *p, *v, *W, *q; /* the iterate; the head (|'v'|); $W$ and $q=Wp$ (|'W'|) */
  double *p0; /* the start, for the answer's |init| */
  mm_instance *ein; /* the instance the limit is analysed on */
  mm_run_shape R; /* the run's shape, measured as by the command */
} train_state;
static PyObject *py_train(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {INSTANCE_KW, "method", "eta", "steps", "init", "trajectory", "every", "train", NULL};
  INSTANCE_ARGS;
  const char *method = "ngd", *what = "p";
  PyObject *etao = Py_None, *inito = Py_None, *res = NULL, *rows = NULL;
  int trajectory = 0, first = 1, d;
  long steps = 1000, every = 1, k = 0;
  double eta = NAN;
  train_state S;
  mm_instance *in = NULL;
  mm_dyn_options o = mm_dyn_defaults();
  mm_dyn_result r;
  mm_status st = MM_OK;
  (void)self;
  memset(&r, 0, sizeof r); memset(&S, 0, sizeof S); S.what = 'p';
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|$OOzOsOlOpls:train", kwl, &Xo, &vo, &Yo, &Wo, &loss, &To, &method, &etao, &steps, &inito, &trajectory, &every, &what)) return NULL;
  @<Check the training arguments@>@;
  if ((in = make_instance(Xo, vo, Yo, Wo, loss, To)) == NULL) return NULL;
  d = in->d; S.what = what[0];
  @<Start the run where the command starts it@>@;
  if (trajectory && (rows = PyList_New(0)) == NULL) goto out;
  @<Train in chunks, checking for signals between them@>@;
  if (st == MM_OK && S.what == 'v') {
    memcpy(S.ein->v, S.v, sizeof(double) * (size_t)d);
    st = mm_instance_refresh(S.ein);
  }
  if (st != MM_OK) { raise_status(st); goto out; }
  res = train_dict(in, &S, &r, k, rows);
  if (res && in->off[in->n] != in->n && set_new(res, "init", vec(S.p0, d))) Py_CLEAR(res);
out:
  Py_XDECREF(rows); PyMem_Free(S.p0); PyMem_Free(S.p); PyMem_Free(S.q); PyMem_Free(S.v); PyMem_Free(S.W);
  PyMem_Free(S.R.p4); PyMem_Free(S.R.p2); PyMem_Free(S.R.prev);
  if (S.ein != in) mm_instance_free(S.ein);
  mm_instance_free(in);
  return res;
}

@ @<Check the training arguments@>=
if (strcmp(method, "ngd") && strcmp(method, "gd")) { PyErr_Format(PyExc_ValueError, "train: method must be ngd or gd, got \"%s\"", method); return NULL; }
if (strcmp(what, "p") && strcmp(what, "W") && strcmp(what, "vp")) { PyErr_Format(PyExc_ValueError, "train: train must be p, W or vp, got \"%s\"", what); return NULL; }
if (steps < 0 || steps > 100000000) { PyErr_SetString(PyExc_ValueError, "train: steps must be in 0..100000000"); return NULL; }
if (every < 1 || every > 100000000) { PyErr_SetString(PyExc_ValueError, "train: every must be in 1..100000000"); return NULL; }
if (etao != Py_None) {
  eta = PyFloat_AsDouble(etao);
  if (eta == -1.0 && PyErr_Occurred()) return NULL;
  if (!(eta > 0) || !isfinite(eta)) { PyErr_SetString(PyExc_ValueError, "train: eta must be positive"); return NULL; }
}
if (what[0] == 'W' && inito == Py_None) { PyErr_SetString(PyExc_ValueError, "train: W-training needs init (the fixed p)"); return NULL; }
if (what[0] == 'v' && !strcmp(method, "gd") && isnan(eta)) { PyErr_SetString(PyExc_ValueError, "train: joint GD needs eta (the bound L_p is for p alone)"); return NULL; }

@ @<Start the run where the command starts it@>=
S.p = PyMem_Calloc((size_t)d, sizeof(double)); S.q = PyMem_Calloc((size_t)d, sizeof(double));
S.R.p4 = PyMem_Calloc((size_t)d, sizeof(double)); S.R.p2 = PyMem_Calloc((size_t)d, sizeof(double)); S.R.prev = PyMem_Calloc((size_t)d, sizeof(double));
if (S.p == NULL || S.q == NULL || S.R.p4 == NULL || S.R.p2 == NULL || S.R.prev == NULL) { PyErr_NoMemory(); goto out; }
S.R.k4 = steps / 4; S.R.k2 = steps / 2;
if (inito != Py_None) {
  npy_intp sd[1] = {d};
  PyArrayObject *a = as_doubles(inito, "init", 1, sd, 1);
  if (a == NULL) goto out;
  memcpy(S.p, PyArray_DATA(a), sizeof(double) * (size_t)d);
  Py_DECREF(a);
}
if ((S.p0 = PyMem_Malloc(sizeof(double) * (size_t)d)) == NULL) { PyErr_NoMemory(); goto out; }
memcpy(S.p0, S.p, sizeof(double) * (size_t)d); /* the start, $0$ by default */
o.method = method[0] == 'n' ? MM_DYN_NGD : MM_DYN_GD;
S.ein = in;
if (S.what == 'W') {
  if (mm_norm(S.p, d) == 0) { PyErr_SetString(PyExc_ValueError, "train: W-training needs a non-zero init"); goto out; }
  if ((S.W = PyMem_Malloc(sizeof(double) * (size_t)d * d)) == NULL) { PyErr_NoMemory(); goto out; }
  if ((S.ein = mm_dyn_q_instance(in)) == NULL) { raise_status(MM_ENOMEM); goto out; }
  memcpy(S.W, in->W, sizeof(double) * (size_t)d * d);
} else if (S.what == 'v') {
  if ((S.v = PyMem_Malloc(sizeof(double) * (size_t)d)) == NULL) { PyErr_NoMemory(); goto out; }
  if ((S.ein = mm_instance_copy(in)) == NULL) { raise_status(MM_ENOMEM); goto out; }
  memcpy(S.v, in->v, sizeof(double) * (size_t)d);
}
if (o.method == MM_DYN_GD && S.what == 'p') {
  double Lp = mm_smoothness_bound(in);
  if (isnan(eta)) { if ((st = mm_gd_step(in, &eta)) != MM_OK) { raise_status(st); goto out; } }
  else if (eta * Lp > 1.0 && PyErr_WarnFormat(PyExc_RuntimeWarning, 1, "train: eta %g exceeds 1/L_p = %g; descent is not guaranteed", eta, 1.0 / Lp)) goto out;
}
o.eta = isnan(eta) ? (o.method == MM_DYN_NGD ? 0.1 : 0.0) : eta;

@ @<Train in chunks, checking for signals between them@>=
for (;;) {
  long c = steps - k;
  if (c > 200) c = 200;
  if (rows && c > every - k % every) c = every - k % every;
  if (k < S.R.k4 && k + c > S.R.k4) c = S.R.k4 - k; /* chunks end at $N/4$ and $N/2$ */
  if (k < S.R.k2 && k + c > S.R.k2) c = S.R.k2 - k;
  o.max_steps = first && rows ? 0 : c; /* a first call of no steps evaluates the start for row $0$ */
  first = 0;
  memcpy(S.R.prev, S.what == 'W' ? S.q : S.p, sizeof(double) * (size_t)d);
  Py_BEGIN_ALLOW_THREADS
  if (S.what == 'p') st = mm_dyn_run(in, &o, S.p, NULL, &r);
  else if (S.what == 'W') st = mm_dyn_train_W(in, S.p, &o, S.W, &r);
  else st = mm_dyn_train_joint(in, &o, S.v, S.p, NULL, &r);
  Py_END_ALLOW_THREADS
  if (st != MM_OK) break;
  if (o.eta == 0) o.eta = r.eta;
  k += r.steps;
  if (S.what == 'W') for (int a = 0; a < d; a++) S.q[a] = mm_dot(S.W + (size_t)a * d, S.p, d); /* $q=Wp$ */
  mm_run_record(&S.R, S.what == 'W' ? S.q : S.p, d, k, o.method == MM_DYN_NGD && S.what == 'p' ? o.eta * (double)r.steps : -1.0);
  if (rows && (o.max_steps == 0 || k % every == 0 || k == steps || r.stop != MM_DYN_STOP_STEPS)
      && set_append(rows, traj_row(k, &S, d, &r.last))) goto out;
  if (k >= steps || (r.stop != MM_DYN_STOP_STEPS && o.max_steps > 0)) break;
  if (PyErr_CheckSignals() != 0) goto out;
}

@ A row of the trajectory: |step|, |norm|, |risk|, |log_excess|,
|log_gnorm|, then $p$ ($q=Wp$ for |"W"|, whose norm is $\norm{W}_F$), then
$v$ for |"vp"|: the columns of the command's CSV file.
@<Py: training@>=
static PyObject *traj_row(long k, const struct train_state *S, int d, const mm_dyn_value *v)
{
  PyObject *a;
  double *x;
  npy_intp dims[1] = {5 + (S->v ? 2 : 1) * d};
  if ((a = PyArray_SimpleNew(1, dims, NPY_DOUBLE)) == NULL) return NULL;
  x = PyArray_DATA((PyArrayObject *)a);
  x[0] = (double)k; x[1] = S->W ? mm_norm(S->W, d * d) : mm_norm(S->p, d);
  x[2] = v->risk; x[3] = v->log_excess; x[4] = v->log_gnorm;
  memcpy(x + 5, S->W ? S->q : S->p, sizeof(double) * (size_t)d);
  if (S->v) memcpy(x + 5 + d, S->v, sizeof(double) * (size_t)d);
  return a;
}

@ The answer has the keys of \.{mmattn train --json} (|W| as a $d\times d$
array), |run| included: the run's shape, measured at $N/4$, $N/2$ and $N$
by the library's |mm_run_record| (the chunks end there, as the command's)
and classified by |mm_run_classify|; the limit is analysed as the command analyses it: the dominant
token of each input under the final $p$ (or $q$), its ATT-SVM classified,
and the cosines to $p^\mm(\alpha)$ and to the GMM.
@<Py: training@>=
static PyObject *train_dict(const mm_instance *in0, struct train_state *S, const mm_dyn_result *r, long k, PyObject *rows)
{
  const mm_instance *in = S->ein;
  const double *p = S->what == 'W' ? S->q : S->p;
  int n = in->n, d = in->d, *alpha = NULL, *opt = NULL, feasible = 0, has_gmm = 0;
  double cos_pmm = NAN, cos_gmm = NAN;
  mm_svm s, g;
  mm_selection sel;
  mm_status st = MM_OK;
  PyObject *j = NULL, *l = NULL;
  memset(&s, 0, sizeof s); memset(&g, 0, sizeof g); memset(&sel, 0, sizeof sel);
  if (in->off[n] == n) return Py_BuildValue("{s:O,s:l}", "unconstrained", Py_True, "steps", k);
  alpha = PyMem_Malloc(sizeof(int) * (size_t)n); opt = PyMem_Malloc(sizeof(int) * (size_t)n);
  if (!alpha || !opt) { PyErr_NoMemory(); goto out; }
  Py_BEGIN_ALLOW_THREADS
  @<Classify the dominant tokens and measure the cosines@>@;
  Py_END_ALLOW_THREADS
  if (st != MM_OK) { raise_status(st); goto out; }
  mm_run_classify(&S->R, p, d, k, r->stop);
  if ((j = PyDict_New()) == NULL || (l = limit_dict(in, alpha, feasible, &s, &sel)) == NULL) goto out;
  if (set_new(l, "directional", PyBool_FromLong(S->R.kind == MM_RUN_DIVERGES)) || set_new(j, "run", run_dict(&S->R))) { Py_CLEAR(j); goto out; }
  if ((feasible && set_new(l, "cos_p_mm", PyFloat_FromDouble(cos_pmm)))
      || set_new(l, "cos_gmm", has_gmm ? PyFloat_FromDouble(cos_gmm) : Py_NewRef(Py_None))
      || set_new(j, "train", PyUnicode_FromString(S->what == 'p' ? "p" : S->what == 'W' ? "W" : "vp"))
      || set_new(j, "final_p", vec(p, d))
      || (S->v && set_new(j, "final_v", vec(S->v, d)))
      || (S->W && set_new(j, "W", mat(S->W, d, d)))
      || set_new(j, "norm", PyFloat_FromDouble(mm_norm(p, d))) || set_new(j, "loss", PyFloat_FromDouble(r->last.risk))
      || set_new(j, "loss_name", PyUnicode_FromString(mm_loss_name(in0->loss))) || set_new(j, "steps", PyLong_FromLong(k))
      || set_new(j, "stop", PyUnicode_FromString(mm_dyn_stop_name(r->stop))) || set_new(j, "interrupted", PyBool_FromLong(0))
      || set_new(j, "eta", PyFloat_FromDouble(r->eta)) || PyDict_SetItemString(j, "limit", l)) { Py_CLEAR(j); goto out; }
  if (rows && set_new(j, "trajectory", PyArray_FROM_OTF(rows, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY))) Py_CLEAR(j);
out:
  Py_XDECREF(l); mm_svm_free(&s); mm_svm_free(&g); mm_selection_free(&sel); PyMem_Free(alpha); PyMem_Free(opt);
  return j;
}

@ The run's shape, as the command's |run| object: the library's
|mm_run_classify| on the iterates the loop recorded (|mm_run_record|), its
measurements |None| when the run was too short to measure them.
@<Py: training@>=
static PyObject *run_dict(const mm_run_shape *R)
{
#define M(x) (R->measured ? PyFloat_FromDouble(x) : Py_NewRef(Py_None))
  return Py_BuildValue("{s:s,s:N,s:N,s:N,s:N,s:N,s:N}", "verdict", mm_run_kind_name[R->kind],
    "directional_limit", PyBool_FromLong(R->kind == MM_RUN_DIVERGES), "norm_growth_last_half", M(R->G2),
    "path_last_half", M(R->S2), "norm_growth_previous_quarter", M(R->G1), "angle_last_half", M(R->th2),
    "angle_previous_quarter", M(R->th1));
#undef M
}

@ @<Classify the dominant tokens and measure the cosines@>=
for (int i = 0; i < n; i++) {
  const double *K = in->K + (size_t)in->off[i] * d;
  double bl = mm_dot(K, p, d);
  alpha[i] = 0;
  for (int t = 1; t < in->T[i]; t++) {
    double v = mm_dot(K + (size_t)t * d, p, d);
    if (v > bl) { bl = v; alpha[i] = t; }
  }
}
st = classify_sel(in, alpha, &s, &sel, &feasible);
if (st == MM_OK && feasible) cos_pmm = mm_cos(p, sel.lmm.p, d);
if (st == MM_OK && mm_tokens_opt(in, opt) == 0) {
  mm_status gst = mm_svm_att(in, opt, NULL, &g);
  if (gst == MM_OK) { has_gmm = 1; cos_gmm = mm_cos(p, g.z, d); }
  else if (gst != MM_EINFEASIBLE) st = gst;
}

@ The regularization path, as \.{mmattn regpath --json}: each radius
with its point, its certificate (the KKT residual and its rounding bound,
whether it is certified and on the sphere, the multiplier $\mu$) and what
the starts found (|agree|, |other_stationary|, |unconverged|, |f_spread|).
@.radii must be positive@>
@<Py: the regularization path@>=
static PyObject *py_regpath(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {"X", "v", "radii", "Y", "W", "loss", "T", "starts", NULL};
  INSTANCE_ARGS;
  PyObject *ro, *res = NULL, *path = NULL;
  PyArrayObject *R = NULL;
  long starts = 16;
  int nR, *opt = NULL;
  mm_instance *in = NULL;
  double *P = NULL, *gmm = NULL, *radii;
  mm_path_point *pt = NULL;
  mm_path_options po = mm_path_defaults();
  mm_status st = MM_OK;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OOO|$OOzOl:regpath", kwl, &Xo, &vo, &ro, &Yo, &Wo, &loss, &To, &starts)) return NULL;
  if (starts < 1 || starts > 100000) { PyErr_SetString(PyExc_ValueError, "regpath: starts must be in 1..100000"); return NULL; }
  if ((R = as_doubles(ro, "radii", 1, NULL, 1)) == NULL) return NULL;
  nR = (int)PyArray_DIM(R, 0); radii = PyArray_DATA(R);
  for (int k = 0; k < nR; k++) if (!(radii[k] > 0)) { PyErr_Format(PyExc_ValueError, "regpath: radii must be positive, got %g", radii[k]); goto out; }
  if ((in = make_instance(Xo, vo, Yo, Wo, loss, To)) == NULL) goto out;
  if (in->off[in->n] == in->n) { res = Py_BuildValue("{s:O,s:[],s:O}", "unconstrained", Py_True, "path", "gmm", Py_None); goto out; }
  po.starts = (int)starts;
  P = PyMem_Malloc(sizeof(double) * (size_t)nR * in->d); pt = PyMem_Malloc(sizeof(mm_path_point) * (size_t)nR);
  opt = PyMem_Malloc(sizeof(int) * (size_t)in->n); gmm = PyMem_Malloc(sizeof(double) * (size_t)in->d);
  if (!P || !pt || !opt || !gmm) { PyErr_NoMemory(); goto out; }
  Py_BEGIN_ALLOW_THREADS
  @<Keep the GMM direction for the cosines, if it exists@>@;
  st = mm_dyn_path(in, &po, radii, nR, P, pt);
  Py_END_ALLOW_THREADS
  if (st != MM_OK) { raise_status(st); goto out; }
  if ((path = PyList_New(nR)) == NULL) goto out;
  for (int k = 0; k < nR; k++) {
    const double *pk = P + (size_t)k * in->d;
    PyObject *e = Py_BuildValue("{s:d,s:N,s:d,s:N,s:i,s:d,s:i,s:d,s:d,s:N,s:N,s:d,s:i,s:i,s:d,s:i}", "R", radii[k], "p", vec(pk, in->d), "risk", pt[k].risk,
      "cos_gmm", gmm ? PyFloat_FromDouble(mm_cos(pk, gmm, in->d)) : Py_NewRef(Py_None), "agree", pt[k].agree, "stationarity", pt[k].stationarity,
      "starts", pt[k].starts, "kkt_residual", pt[k].kkt, "kkt_bound", pt[k].kkt_bound, "certified", PyBool_FromLong(pt[k].certified),
      "on_sphere", PyBool_FromLong(pt[k].boundary), "mu", pt[k].mu, "other_stationary", pt[k].other, "unconverged", pt[k].unconverged,
      "f_spread", pt[k].fspread, "polished", pt[k].polished);
    if (e == NULL) goto out;
    PyList_SET_ITEM(path, k, e);
  }
  res = Py_BuildValue("{s:O,s:N}", "path", path, "gmm", gmm ? vec(gmm, in->d) : Py_NewRef(Py_None));
out:
  Py_XDECREF(path); Py_XDECREF(R); PyMem_Free(P); PyMem_Free(pt); PyMem_Free(opt); PyMem_Free(gmm); mm_instance_free(in);
  return res;
}

@ @<Keep the GMM direction for the cosines, if it exists@>=
{
  mm_svm s;
  int have = 0;
  memset(&s, 0, sizeof s);
  if (mm_tokens_opt(in, opt) == 0 && mm_svm_att(in, opt, NULL, &s) == MM_OK) { memcpy(gmm, s.z, sizeof(double) * (size_t)in->d); have = 1; }
  mm_svm_free(&s);
  if (!have) { PyMem_Free(gmm); gmm = NULL; }
}

@ Exact certificates. The library's routine for the command adds the exact
answer to a JSON object; the object is turned into Python values, and the
strings that hold fractions (|p_exact|, |norm2_exact|, each |lambda| of
|lambda_exact| and |y| of |farkas_exact|) into |Fraction|s. GMP cannot
report an exhausted memory to its caller: it ends the process with exit
code~$7$ (see the exact chapter), the interpreter included.
@<Py: exact certificates@>=
static PyObject *Fraction;
static PyObject *from_json(json_t *j, int frac)
{
  if (json_is_object(j)) {
    PyObject *o = PyDict_New();
    const char *k;
    json_t *v;
    if (o == NULL) return NULL;
    json_object_foreach(j, k, v) {
      int f = !strcmp(k, "p_exact") || !strcmp(k, "norm2_exact") || !strcmp(k, "lambda") || !strcmp(k, "y");
      if (set_new(o, k, from_json(v, f))) { Py_DECREF(o); return NULL; }
    }
    return o;
  }
  if (json_is_array(j)) {
    PyObject *l = PyList_New(0);
    for (size_t i = 0; l && i < json_array_size(j); i++)
      if (set_append(l, from_json(json_array_get(j, i), frac))) Py_CLEAR(l);
    return l;
  }
  if (json_is_string(j)) return frac ? PyObject_CallFunction(Fraction, "s", json_string_value(j)) : PyUnicode_FromString(json_string_value(j));
  if (json_is_integer(j)) return PyLong_FromLongLong(json_integer_value(j));
  if (json_is_real(j)) return PyFloat_FromDouble(json_real_value(j));
  if (json_is_boolean(j)) return PyBool_FromLong(json_is_true(j));
  Py_RETURN_NONE;
}

@ The selection is solved in floating point first, as by the command, and
certified from there; a floating answer that is not a proof is decided in
exact arithmetic instead, as the command decides it (the answer of
|decided_dict|, with |"decided": "exact"|).
@<Py: exact certificates@>=
static PyObject *py_exact(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {"", "", "", "relaxed", "decimal", "v", "Y", "T", NULL};
  PyObject *a0, *a1, *a2 = NULL, *relo = Py_None, *res = NULL, *ex = NULL, *vo = Py_None, *Yo = Py_None, *To = Py_None;
  mm_instance *in = NULL;
  int *alpha = NULL, *relaxed = NULL, decimal = 0;
  json_t *o = NULL;
  mm_svm s;
  mm_status st, est = MM_OK;
  (void)self;
  memset(&s, 0, sizeof s);
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|O$OpOOO:exact", kwl, &a0, &a1, &a2, &relo, &decimal, &vo, &Yo, &To)) return NULL;
  in = make_instance(a0, vo, Yo, a2 ? a1 : NULL, NULL, To);
  if (in == NULL) return NULL;
  if ((alpha = read_tokens(a2 ? a2 : a1, in)) == NULL) goto out;
  @<Read the relaxed inputs@>@;
  if ((o = json_object()) == NULL) { PyErr_NoMemory(); goto out; }
  Py_BEGIN_ALLOW_THREADS
  st = mm_svm_att(in, alpha, relaxed, &s);
  if ((st == MM_OK || st == MM_EINFEASIBLE) && !mm_exact_needed(&s)) est = mm_exact_cli_svm(in, alpha, relaxed, &s, decimal, o);
  Py_END_ALLOW_THREADS
  if (exact_case(st, &s)) { res = decided_dict(in, alpha, relaxed, &s, &st); goto out; }
  if (st != MM_OK && st != MM_EINFEASIBLE) { raise_status(st); goto out; }
  if (est != MM_OK) { raise_status(est); goto out; }
  if (st == MM_OK) { if ((res = svm_dict(in, alpha, &s)) && (set_new(res, "decided", PyUnicode_FromString("floating"))
      || (relo == Py_None && vo != Py_None && add_classification(res, in, alpha, &s)))) Py_CLEAR(res); }
  else res = Py_BuildValue("{s:O,s:N,s:N,s:N,s:s}", "feasible", Py_False, "tokens", ints(alpha, in->n),
    "infeasible_radius", real_or_none(s.fcert.radius), "farkas", farkas_list(&s), "decided", "floating");
  if (res && ((ex = from_json(o, 0)) == NULL || PyDict_Update(res, ex))) Py_CLEAR(res);
out:
  Py_XDECREF(ex); if (o) json_decref(o);
  mm_svm_free(&s); PyMem_Free(alpha); PyMem_Free(relaxed); mm_instance_free(in);
  return res;
}

@ Inspection, as \.{mmattn inspect --json}: |inspect(X, v, p=None,
W_K=None, W_Q=None, z=None, *, Y, W, loss, T, steps=1000, eta=0.1)|. The
trained parameters are a query |p| (shape $(d,)$, or $(H,d)$ for $H$
queries) analysed on the keys $k_{it}=W^Tx_{it}$, or heads |W_K|, |W_Q|
(shape $(d,d_k)$ or $(H,d,d_k)$) with the class token |z|, analysed in
$q=W_KW_Q^Tz/\sqrt{d_k}$ on the tokens (the command's section on
\.{inspect} derives this). The answer has the keys of the command's JSON:
|n|, |d|, |source|, |interrupted| and per head |head|, |q|, |norm|,
|tokens|, |mass|, |mass_min|, |mass_mean|, |ties|, |svm|, |cos_q_mm|,
|margin_ratio|, |cos_gmm| and |ngd|. Each head is computed by the same
steps as the command's: the dominant tokens, their ATT-SVM classified
(|classify_sel|), the softmax masses and the margin ratio, then normalised
GD in chunks that end at $N/4$ and $N/2$, classified by |mm_run_classify|,
and its end classified again.
@.no trained parameters@>
@<Py: inspection@>=
typedef struct {
  int *alpha, feasible, has_gmm;
  mm_svm s;
  mm_selection sel;
  double cos_pmm, cos_gmm;
} py_sel;
static void py_sel_free(py_sel *a) { free(a->alpha); mm_svm_free(&a->s); mm_selection_free(&a->sel); }
static mm_status py_sel_of(const mm_instance *in, const double *q, py_sel *a) /* without the GIL */
{
  int n = in->n, d = in->d, *opt = malloc(sizeof(int) * (size_t)n);
  mm_status st;
  a->alpha = malloc(sizeof(int) * (size_t)n); a->cos_pmm = a->cos_gmm = NAN;
  if (a->alpha == NULL || opt == NULL) { free(opt); return mm_fail(MM_ENOMEM, "inspect: out of memory"); }
  for (int i = 0; i < n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d;
    double bl = mm_dot(K, q, d);
    a->alpha[i] = 0;
    for (int t = 1; t < in->T[i]; t++) { double l = mm_dot(K + (size_t)t * d, q, d); if (l > bl) { bl = l; a->alpha[i] = t; } }
  }
  st = classify_sel(in, a->alpha, &a->s, &a->sel, &a->feasible);
  if (st == MM_OK && a->feasible && mm_norm(q, d) > 0) a->cos_pmm = mm_cos(q, a->sel.lmm.p, d);
  if (st == MM_OK && mm_tokens_opt(in, opt) == 0) {
    mm_svm g;
    mm_status gs = mm_svm_att(in, opt, NULL, &g);
    if (gs == MM_OK) { a->has_gmm = 1; a->cos_gmm = mm_norm(q, d) > 0 ? mm_cos(q, g.z, d) : NAN; }
    else if (gs != MM_EINFEASIBLE) st = gs;
    mm_svm_free(&g);
  }
  free(opt);
  return st;
}

@ The masses and the margin ratio, by the command's formulas.
@<Py: inspection@>=
typedef struct {
  py_sel L, E;
  double *mass, mass_min, mass_mean, ratio, cos_limit, *pN;
  int worst, ties;
  mm_run_shape R;
  mm_dyn_result res;
  long k;
} py_head;
static void py_head_free(py_head *h)
{
  py_sel_free(&h->L); py_sel_free(&h->E);
  free(h->mass); free(h->pN); free(h->R.p4); free(h->R.p2); free(h->R.prev);
}
static void py_mass(const mm_instance *in, const double *q, py_head *h)
{
  int n = in->n, d = in->d;
  double mq = mm_norm(q, d), mmin = INFINITY;
  h->mass_min = INFINITY; h->mass_mean = 0.0;
  for (int i = 0; i < n; i++) {
    const double *K = in->K + (size_t)in->off[i] * d;
    int al = h->L.alpha[i], tied = 0;
    double aa = mm_dot(K + (size_t)al * d, q, d), z = 0.0;
    for (int t = 0; t < in->T[i]; t++) {
      double at = mm_dot(K + (size_t)t * d, q, d);
      z += exp(at - aa);
      if (t != al) { tied |= at == aa; if (mq > 0) mmin = fmin(mmin, (aa - at) / mq); }
    }
    h->mass[i] = 1.0 / z; h->mass_mean += h->mass[i] / n; h->ties += tied;
    if (h->mass[i] < h->mass_min) { h->mass_min = h->mass[i]; h->worst = i; }
  }
  h->ratio = h->L.feasible && mq > 0 && isfinite(mmin) ? mmin * mm_norm(h->L.sel.lmm.p, d) : NAN;
}

@ One head: the library works without the GIL, which is taken back
between chunks of the run so that Ctrl-C raises |KeyboardInterrupt|.
@<Py: inspection@>=
static int py_inspect_head(const mm_instance *in, const double *q, long steps, double eta, py_head *h)
{
  int d = in->d;
  mm_status st;
  mm_dyn_options o = mm_dyn_defaults();
  h->cos_limit = NAN;
  h->mass = malloc(sizeof(double) * (size_t)in->n); h->pN = malloc(sizeof(double) * (size_t)d);
  h->R.p4 = calloc((size_t)d, sizeof(double)); h->R.p2 = calloc((size_t)d, sizeof(double)); h->R.prev = calloc((size_t)d, sizeof(double));
  if (!h->mass || !h->pN || !h->R.p4 || !h->R.p2 || !h->R.prev) { PyErr_NoMemory(); return -1; }
  Py_BEGIN_ALLOW_THREADS
  st = py_sel_of(in, q, &h->L);
  if (st == MM_OK) py_mass(in, q, h);
  Py_END_ALLOW_THREADS
  if (st != MM_OK) { raise_status(st); return -1; }
  if (steps == 0) return 0;
  memcpy(h->pN, q, sizeof(double) * (size_t)d);
  h->R.k4 = steps / 4; h->R.k2 = steps / 2;
  o.method = MM_DYN_NGD; o.eta = eta;
  while (h->k < steps) {
    long c = steps - h->k > 200 ? 200 : steps - h->k;
    if (h->k < h->R.k4 && h->k + c > h->R.k4) c = h->R.k4 - h->k;
    if (h->k < h->R.k2 && h->k + c > h->R.k2) c = h->R.k2 - h->k;
    o.max_steps = c;
    memcpy(h->R.prev, h->pN, sizeof(double) * (size_t)d);
    Py_BEGIN_ALLOW_THREADS
    st = mm_dyn_run(in, &o, h->pN, NULL, &h->res);
    Py_END_ALLOW_THREADS
    if (st != MM_OK) { raise_status(st); return -1; }
    h->k += h->res.steps;
    mm_run_record(&h->R, h->pN, d, h->k, eta * (double)h->res.steps);
    if (h->res.stop != MM_DYN_STOP_STEPS) break;
    if (PyErr_CheckSignals() != 0) return -1;
  }
  mm_run_classify(&h->R, h->pN, d, h->k, h->res.stop);
  Py_BEGIN_ALLOW_THREADS
  st = py_sel_of(in, h->pN, &h->E);
  Py_END_ALLOW_THREADS
  if (st != MM_OK) { raise_status(st); return -1; }
  h->cos_limit = h->E.feasible && mm_norm(q, d) > 0 ? mm_cos(q, h->E.sel.lmm.p, d) : NAN;
  return 0;
}

@ The |svm| record of a selection, as the command's |limit_svm_json|.
@<Py: inspection@>=
static PyObject *py_svm_dict(const mm_instance *in, const py_sel *a)
{
  PyObject *o = PyDict_New();
  if (o == NULL) return NULL;
  if (set_new(o, "feasible", PyBool_FromLong(a->feasible)) || set_new(o, "decided", PyUnicode_FromString(a->s.decided_exactly ? "exact" : "floating"))) goto fail;
  if (a->feasible) {
    PyObject *l = lmm_dict(&a->sel.lmm);
    if (l == NULL || PyDict_SetItemString(o, "support", PyDict_GetItemString(l, "support"))) { Py_XDECREF(l); goto fail; }
    Py_DECREF(l);
    if (set_new(o, "p_mm", vec(a->sel.lmm.p, in->d)) || set_new(o, "margin", PyFloat_FromDouble(a->sel.lmm.margin))
        || set_new(o, "kkt_worst", PyFloat_FromDouble(a->s.kkt.worst)) || set_new(o, "kind", PyUnicode_FromString(mm_sel_kind_name(a->sel.kind)))
        || set_new(o, "locally_optimal", PyBool_FromLong(a->sel.kind == MM_SEL_LMM)) || set_new(o, "global", PyBool_FromLong(a->sel.lmm.global))) goto fail;
    if (a->sel.where_i >= 0 && set_new(o, "where", Py_BuildValue("{s:i,s:i}", "input", a->sel.where_i, "token", a->sel.where_t))) goto fail;
  } else {
    if (set_new(o, "infeasible_radius", real_or_none(a->s.fcert.radius))) goto fail;
    if (a->s.farkas && a->s.qp) {
      PyObject *f = PyList_New(0);
      if (f == NULL) goto fail;
      for (int r = 0; r < a->s.qp->m; r++) if (a->s.farkas[r] != 0.0
          && set_append(f, Py_BuildValue("{s:i,s:i,s:d}", "input", a->s.qp->input[r], "token", a->s.qp->token[r], "y", a->s.farkas[r]))) { Py_DECREF(f); goto fail; }
      if (set_new(o, "farkas", f)) goto fail;
    }
  }
  return o;
fail:
  Py_DECREF(o);
  return NULL;
}

@ @<Py: inspection@>=
static PyObject *py_head_dict(const mm_instance *in, const double *q, int hh, const py_head *h, long steps, double eta)
{
  PyObject *o = PyDict_New();
  if (o == NULL) return NULL;
  if (set_new(o, "head", PyLong_FromLong(hh)) || set_new(o, "q", vec(q, in->d)) || set_new(o, "norm", PyFloat_FromDouble(mm_norm(q, in->d)))
      || set_new(o, "tokens", ints(h->L.alpha, in->n)) || set_new(o, "mass", vec(h->mass, in->n))
      || set_new(o, "mass_min", PyFloat_FromDouble(h->mass_min)) || set_new(o, "mass_mean", PyFloat_FromDouble(h->mass_mean))
      || set_new(o, "ties", PyLong_FromLong(h->ties)) || set_new(o, "svm", py_svm_dict(in, &h->L))
      || set_new(o, "cos_q_mm", real_or_none(h->L.cos_pmm)) || set_new(o, "margin_ratio", real_or_none(h->ratio))
      || set_new(o, "cos_gmm", h->L.has_gmm ? real_or_none(h->L.cos_gmm) : Py_NewRef(Py_None))) goto fail;
  if (steps > 0) {
    PyObject *g = PyDict_New(), *l = py_svm_dict(in, &h->E);
    if (g == NULL || l == NULL || set_new(l, "tokens", ints(h->E.alpha, in->n)) || set_new(g, "steps", PyLong_FromLong(h->k))
        || set_new(g, "eta", PyFloat_FromDouble(eta)) || set_new(g, "run", PyUnicode_FromString(mm_run_kind_name[h->R.kind]))
        || set_new(g, "directional_limit", PyBool_FromLong(h->R.kind == MM_RUN_DIVERGES)) || set_new(g, "final_p", vec(h->pN, in->d))
        || PyDict_SetItemString(g, "limit", l) || set_new(g, "cos_trained", real_or_none(h->cos_limit)) || PyDict_SetItemString(o, "ngd", g)) {
      Py_XDECREF(g); Py_XDECREF(l); goto fail;
    }
    Py_DECREF(g); Py_DECREF(l);
  }
  return o;
fail:
  Py_DECREF(o);
  return NULL;
}

@ The queries: |p|, or the heads' $q_h=W_{K,h}(W_{Q,h}^Tz)/\sqrt{d_k}$,
with the command's messages for a partial or misshapen set and its data-range rule.
@<Py: inspection@>=
static int py_ndim(PyObject *o)
{
  PyArrayObject *a = (PyArrayObject *)PyArray_FROM_OTF(o, NPY_DOUBLE, NPY_ARRAY_IN_ARRAY);
  int nd = a ? PyArray_NDIM(a) : -1;
  Py_XDECREF(a);
  return nd;
}
static double *py_queries(PyObject *po, PyObject *ko, PyObject *qo, PyObject *zo, int d, int *H)
{
  double *Q = NULL;
  PyArrayObject *p = NULL, *K = NULL, *Wq = NULL, *z = NULL;
  if (po != Py_None) {
    int nd = py_ndim(po);
    npy_intp s[2] = {nd == 2 ? -1 : d, d};
    if (nd < 0) return NULL;
    if ((p = as_doubles(po, "p", nd == 2 ? 2 : 1, s, 1)) == NULL) return NULL;
    *H = nd == 2 ? (int)PyArray_DIM(p, 0) : 1;
    if ((Q = PyMem_Malloc(sizeof(double) * (size_t)*H * d)) == NULL) { PyErr_NoMemory(); goto fail; }
    memcpy(Q, PyArray_DATA(p), sizeof(double) * (size_t)*H * d);
  } else if (ko != Py_None) {
    @<Read the heads and form their queries@>@;
  } else { PyErr_SetString(PyExc_ValueError, "inspect: no trained parameters: give p, or W_K, W_Q and z"); return NULL; }
  for (int h = 0; h < *H; h++) {
    double a = 0.0;
    for (int j = 0; j < d; j++) a = fmax(a, fabs(Q[(size_t)h * d + j]));
    if (a > MM_RANGE_MAX || (a != 0.0 && a < MM_RANGE_MIN)) {
      PyErr_Format(PyExc_ValueError, "inspect: the query of head %d has largest magnitude %.17g, outside the supported range [1e-100, 1e100] (or all zeros)", h, a);
      goto fail;
    }
  }
  Py_XDECREF(p); Py_XDECREF(K); Py_XDECREF(Wq); Py_XDECREF(z);
  return Q;
fail:
  PyMem_Free(Q); Py_XDECREF(p); Py_XDECREF(K); Py_XDECREF(Wq); Py_XDECREF(z);
  return NULL;
}

@ @<Read the heads and form their queries@>=
{
  int nd = py_ndim(ko);
  npy_intp s[3] = {-1, d, -1}, sz[1] = {d};
  long long dk;
  if (nd < 0) return NULL;
  if (qo == Py_None || zo == Py_None) { PyErr_SetString(PyExc_ValueError, "inspect: W_K needs W_Q and z beside it (the query matrix and the class token)"); return NULL; }
  if (nd != 2 && nd != 3) { PyErr_Format(PyExc_ValueError, "inspect: W_K and W_Q must both have shape (d, d_k) or (H, d, d_k) with d = %d", d); return NULL; }
  if ((K = as_doubles(ko, "W_K", nd, nd == 3 ? s : s + 1, 1)) == NULL) goto fail;
  {
    npy_intp sq[3] = {PyArray_DIM(K, 0), PyArray_DIM(K, 1), nd == 3 ? PyArray_DIM(K, 2) : 0};
    if ((Wq = as_doubles(qo, "W_Q", nd, sq, 1)) == NULL || (z = as_doubles(zo, "z", 1, sz, 1)) == NULL) goto fail;
  }
  *H = nd == 3 ? (int)PyArray_DIM(K, 0) : 1; dk = PyArray_DIM(K, nd - 1);
  if ((Q = PyMem_Calloc((size_t)*H * d, sizeof(double))) == NULL) { PyErr_NoMemory(); goto fail; }
  for (int h = 0; h < *H; h++) {
    const double *Kh = (const double *)PyArray_DATA(K) + (size_t)h * d * dk, *Qh = (const double *)PyArray_DATA(Wq) + (size_t)h * d * dk, *zz = PyArray_DATA(z);
    for (long long c = 0; c < dk; c++) {
      double u = 0.0; /* $u_c=(W_Q^Tz)_c$, the command's order of operations */
      for (int a = 0; a < d; a++) u += Qh[(size_t)a * dk + c] * zz[a];
      for (int a = 0; a < d; a++) Q[(size_t)h * d + a] += Kh[(size_t)a * dk + c] * u / sqrt((double)dk);
    }
  }
}

@ @<Py: inspection@>=
static PyObject *py_inspect(PyObject *self, PyObject *args, PyObject *kw)
{
  static char *kwl[] = {"X", "v", "p", "W_K", "W_Q", "z", "Y", "W", "loss", "T", "steps", "eta", NULL};
  INSTANCE_ARGS;
  PyObject *po = Py_None, *ko = Py_None, *qo = Py_None, *zo = Py_None, *res = NULL, *heads = NULL;
  long steps = 1000;
  double eta = 0.1, *Q = NULL;
  int H = 1;
  mm_instance *in = NULL, *qin = NULL;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "OO|OOOO$OOzOld:inspect", kwl, &Xo, &vo, &po, &ko, &qo, &zo, &Yo, &Wo, &loss, &To, &steps, &eta)) return NULL;
  if (steps < 0 || steps > 100000000) { PyErr_SetString(PyExc_ValueError, "inspect: steps must be in 0..100000000"); return NULL; }
  if (!(eta > 0) || !isfinite(eta)) { PyErr_SetString(PyExc_ValueError, "inspect: eta must be positive"); return NULL; }
  if ((in = make_instance(Xo, vo, Yo, Wo, loss, To)) == NULL) return NULL;
  if ((Q = py_queries(po, ko, qo, zo, in->d, &H)) == NULL) goto out;
  if (po == Py_None && (qin = mm_dyn_q_instance(in)) == NULL) { raise_status(MM_ENOMEM); goto out; }
  if ((heads = PyList_New(0)) == NULL) goto out;
  for (int h = 0; h < H; h++) {
    py_head r;
    memset(&r, 0, sizeof r);
    if (py_inspect_head(qin ? qin : in, Q + (size_t)h * in->d, steps, eta, &r) || set_append(heads, py_head_dict(qin ? qin : in, Q + (size_t)h * in->d, h, &r, steps, eta))) {
      py_head_free(&r); goto out;
    }
    py_head_free(&r);
  }
  res = Py_BuildValue("{s:i,s:i,s:s,s:O,s:O}", "n", in->n, "d", in->d, "source", po == Py_None ? "heads" : "p", "heads", heads, "interrupted", Py_False);
out:
  Py_XDECREF(heads); PyMem_Free(Q); mm_instance_free(qin); mm_instance_free(in);
  return res;
}

@ How the module is checked. \.{make check} runs
\.{tests/python/test\_mmattn.py} with the interpreter the module was built
for (a line starting with \.{SKIP} replaces it only when that interpreter
lacks its C headers or NumPy, so the module cannot be built). It runs the
command with \.{--json} on the paper's instances, a random one with
exponential loss and $W\ne I$, and one of real size ($n=100$, $T=64$,
$d=32$), and requires every key of the command's answer to be equal in the
module's, floats bit for bit: both run the same routines on the same
doubles, and seventeen digits of JSON give a double back exactly. Only an
analysis cut by its time limit is not compared (where the clock stops the
search is not reproducible), nor the wall-clock |seconds|. It also checks
that bad arrays raise the errors above, that SIGINT ends a long training or
search within $1.5$ seconds, and that $10^5$ calls leave reference counts,
Python's traced memory and the resident size where they were.
\.{make python-san} builds the module and the library under AddressSanitizer
and UBSan and runs the same checks with the sanitizers' runtimes preloaded
into the interpreter (leak detection off: the interpreter keeps memory until
it exits; the resident size is not compared, since freed memory waits in the
sanitizer's quarantine).
@^sanitizers@>

@ The module: its functions, the exception |mmattn.Error| (a
|RuntimeError|) and |mmattn.Infeasible| (an |mmattn.Error|, with the
attributes |farkas|, the floating Farkas vector of shape $(n,T)$; |tokens|;
|decided|, |"floating"| or |"exact"|, as the command's key; |answer|, the
command's whole JSON answer when the selection was decided in exact
arithmetic, |None| otherwise; and |radius|, the command's
|infeasible_radius|: |None| when no $p$ at all separates the selection,
which is every infeasible answer now, since a floating vector that proves
only a radius is decided in exact arithmetic; a finite radius would say
that no $p$ shorter than it separates). The dictionaries carry every key of
the command's \.{--json}: |decided| of the ATT-SVM and of the GMM,
|exact_decided| of the analysis, |run| and |limit|'s |directional| of
training, and per radius |starts|, |kkt_residual|, |kkt_bound|,
|certified|, |on_sphere|, |mu|, |other_stationary|, |unconverged| and
|f_spread| of the path.
@<Py: the module@>=
#define FN(name, f, doc) {name, (PyCFunction)(void (*)(void))f, METH_VARARGS | METH_KEYWORDS, doc}
static PyMethodDef methods[] = {
  FN("att_svm", py_att_svm, "att_svm(K, alpha, *, relaxed=None, v=None, Y=None) or att_svm(X, W, alpha, ...): the ATT-SVM, certified"),
  FN("gmm", py_gmm, "gmm(X, v, *, Y=None, W=None, loss='logistic'): the optimal tokens and the GMM"),
  FN("classify", py_classify, "classify(X, v, alpha, *, Y=None, W=None, loss='logistic'): is alpha an LMM direction?"),
  FN("analyze", py_analyze, "analyze(X, v, *, Y, W, loss, time_limit=5, max_nodes=2000000, starts=64): as mmattn analyze --json"),
  FN("train", py_train, "train(X, v, *, Y, W, loss, method='ngd', eta=None, steps=1000, init=None, trajectory=False, every=1, train='p'): as mmattn train --json"),
  FN("inspect", py_inspect, "inspect(X, v, p=None, W_K=None, W_Q=None, z=None, *, Y, W, loss, T, steps=1000, eta=0.1): as mmattn inspect --json"),
  FN("exact", py_exact, "exact(K, alpha, *, relaxed=None, decimal=False, v=None, Y=None) or exact(X, W, alpha, ...): as mmattn svm --exact --json"),
  FN("nuclear", py_nuclear, "nuclear(X, alpha, Z=None, *, query=0, frobenius=False): as mmattn nuclear --json (the sequel's ATT-SVM with query tokens)"),
  FN("regpath", py_regpath, "regpath(X, v, radii, *, Y, W, loss, starts=16): as mmattn regpath --json"),
  {NULL, NULL, 0, NULL}};
static struct PyModuleDef moddef = {PyModuleDef_HEAD_INIT, "mmattn",
  "Max-margin token selection in attention: the mmattn library's certified answers on NumPy arrays.", -1, methods,
  NULL, NULL, NULL, NULL};
PyMODINIT_FUNC PyInit_mmattn(void)
{
  PyObject *m;
  import_array();
  if (Fraction == NULL) {
    PyObject *fr = PyImport_ImportModule("fractions");
    if (fr == NULL) return NULL;
    Fraction = PyObject_GetAttrString(fr, "Fraction");
    Py_DECREF(fr);
    if (Fraction == NULL) return NULL;
  }
  if ((m = PyModule_Create(&moddef)) == NULL) return NULL;
  MmError = PyErr_NewException("mmattn.Error", PyExc_RuntimeError, NULL);
  MmInfeasible = MmError ? PyErr_NewException("mmattn.Infeasible", MmError, NULL) : NULL;
  if (MmInfeasible == NULL || PyModule_AddObjectRef(m, "Error", MmError) || PyModule_AddObjectRef(m, "Infeasible", MmInfeasible)) {
    Py_DECREF(m); return NULL;
  }
  return m;
}
