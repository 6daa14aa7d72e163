@*Instances as JSON.
Users bring their own instances as JSON files of this form:
$$\vbox{\halign{\.{#}\hfil\quad&#\hfil\cr
"X": [[[x, ...], ...], ...]&tokens: $n$ inputs, $T_i$ tokens each, $d$ numbers per token\cr
"Y": [1, -1, ...]&labels, optional, default all $+1$\cr
"v": [...]&the head, $d$ numbers\cr
"W": [[...], ...]&key-query matrix, $d\times d$, optional, default $I$\cr
"loss": "logistic"&or \.{"exponential"}, \.{"correlation"}; optional\cr
"name", "comment"&free text, optional, ignored\cr}}$$
Inputs may have different numbers of tokens; every token of every input has
the same length $d$, which must equal the length of \.{v}. Any other key is
refused, so that a misspelt \.{"w"} does not silently leave $W=I$.
@^instance format@>
@^JSON@>

Reading is strict, because a verification suite that guesses what a file
meant gives answers nobody can trust. Every problem is reported with the
file name and either the line and column (for syntax errors, as the parser
reports them) or the JSON path of the offending value, such as
\.{X[2][1][0]}. Numbers must be finite: JSON has no NaN or infinity, and a
literal too large for a double (\.{1e999}) is refused by the parser as an
overflow.

@(io.h@>=
#ifndef MM_IO_H
#define MM_IO_H
#include <stdio.h>
#include <jansson.h>
#include "model.h"
@<Io: declarations@>@;
#endif

@ @(io.c@>=
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <errno.h>
#include <unistd.h>
#include "io.h"
static mm_status read_numbers(json_t *a, int len, double *dst, const char *where, const char *path);
@<Io: subroutines@>@;

@ @<Io: declarations@>=
mm_status mm_io_read_instance(const char *path, mm_instance **out);
mm_status mm_io_instance_from_json(json_t *root, const char *where, mm_instance **out);
json_t *mm_io_instance_to_json(const mm_instance *in);
mm_status mm_io_write_instance(const char *path, const mm_instance *in);

@ Reading a file: parse, then convert. Duplicate keys are refused by the
parser. A file that cannot be opened is an I/O error, not a syntax error.
@.cannot read@>
@.syntax error@>

@<Io: subroutines@>=
mm_status mm_io_read_instance(const char *path, mm_instance **out)
{
  json_error_t err;
  json_t *root;
  mm_status s;
  FILE *f = fopen(path, "rb");
  *out = NULL;
  if (f == NULL) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  root = json_loadf(f, JSON_REJECT_DUPLICATES, &err);
  fclose(f);
  if (root == NULL)
    return mm_fail(MM_EINPUT, "%s:%d:%d: syntax error: %s", path, err.line, err.column, err.text);
  s = mm_io_instance_from_json(root, path, out);
  json_decref(root);
  return s;
}

@ Conversion checks the shape in the order a reader would: the top level, the
keys, then \.{X} (which fixes $n$, the $T_i$ and $d$), then the optional
members against that shape.
@.top level must be an object@>
@.unknown key@>

@<Io: subroutines@>=
mm_status mm_io_instance_from_json(json_t *root, const char *where, mm_instance **out)
{
  const char *key;
  json_t *val, *X, *Y, *v, *W, *loss;
  int n, d = -1, *T = NULL;
  mm_instance *in = NULL;
  mm_status s = MM_OK;
  *out = NULL;
  if (!json_is_object(root)) return mm_fail(MM_EINPUT, "%s: the top level must be an object with keys X, v (and optionally Y, W, loss)", where);
  json_object_foreach(root, key, val)
    if (strcmp(key, "X") && strcmp(key, "Y") && strcmp(key, "v") && strcmp(key, "W")
        && strcmp(key, "loss") && strcmp(key, "name") && strcmp(key, "comment"))
      return mm_fail(MM_EINPUT, "%s: unknown key \"%s\" (allowed: X, Y, v, W, loss, name, comment)", where, key);
  X = json_object_get(root, "X"); Y = json_object_get(root, "Y");
  v = json_object_get(root, "v"); W = json_object_get(root, "W");
  loss = json_object_get(root, "loss");
  @<Check the shape of \.{X}, setting |n|, |T| and |d|@>@;
  in = mm_instance_new(n, T, d);
  free(T);
  if (in == NULL) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", mm_error_message());
    return mm_fail(MM_EINPUT, "%s: %s", where, msg);
  }
  @<Copy \.{X}, \.{v}, \.{Y}, \.{W} and \.{loss} into |in|, checking each@>@;
  s = mm_instance_refresh(in);
  if (s != MM_OK) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", mm_error_message()); /* |mm_fail| overwrites the buffer */
    mm_fail(s, "%s: %s", where, msg); goto fail;
  }
  *out = in;
  return MM_OK;
fail:
  mm_instance_free(in);
  return s;
}

@ @.X is missing@>
@.X must be a non-empty array@>
@.ragged@>
@<Check the shape of \.{X}...@>=
if (X == NULL) return mm_fail(MM_EINPUT, "%s: X is missing", where);
if (!json_is_array(X) || json_array_size(X) == 0)
  return mm_fail(MM_EINPUT, "%s: X must be a non-empty array of inputs", where);
if (json_array_size(X) > 10000000)
  return mm_fail(MM_EINPUT, "%s: X has too many inputs (%zu)", where, json_array_size(X));
n = (int)json_array_size(X);
T = malloc(sizeof(int) * (size_t)n);
if (T == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", where);
for (int i = 0; i < n; i++) {
  json_t *Xi = json_array_get(X, (size_t)i);
  if (!json_is_array(Xi) || json_array_size(Xi) == 0 || json_array_size(Xi) > 10000000) {
    free(T);
    return mm_fail(MM_EINPUT, "%s: X[%d] must be a non-empty array of tokens", where, i);
  }
  T[i] = (int)json_array_size(Xi);
  for (int t = 0; t < T[i]; t++) {
    json_t *x = json_array_get(Xi, (size_t)t);
    if (!json_is_array(x) || json_array_size(x) == 0) {
      free(T);
      return mm_fail(MM_EINPUT, "%s: X[%d][%d] must be a non-empty array of numbers", where, i, t);
    }
    if (json_array_size(x) > 100000) {
      free(T);
      return mm_fail(MM_EINPUT, "%s: X[%d][%d] has %zu numbers; dimensions above 100000 are not supported", where, i, t, json_array_size(x));
    }
    if (d < 0) d = (int)json_array_size(x);
    else if ((int)json_array_size(x) != d) {
      free(T);
      return mm_fail(MM_EINPUT, "%s: ragged tokens: X[%d][%d] has %zu numbers, X[0][0] has %d", where, i, t, json_array_size(x), d);
    }
  }
}

@ One helper reads a JSON array of numbers of known length into doubles,
naming the path on error. Integers are accepted where reals are expected.
@.must be a number@>
@.must be an array@>

@<Io: subroutines@>=
static mm_status read_numbers(json_t *a, int len, double *dst, const char *where, const char *path)
{
  if (!json_is_array(a))
    return mm_fail(MM_EINPUT, "%s: %s must be an array of %d numbers", where, path, len);
  if ((int)json_array_size(a) != len)
    return mm_fail(MM_EINPUT, "%s: %s has %zu numbers, expected %d", where, path, json_array_size(a), len);
  for (int j = 0; j < len; j++) {
    json_t *e = json_array_get(a, (size_t)j);
    if (!json_is_number(e))
      return mm_fail(MM_EINPUT, "%s: %s[%d] must be a number", where, path, j);
    dst[j] = json_number_value(e);
    if (!isfinite(dst[j]))
      return mm_fail(MM_EINPUT, "%s: %s[%d] is not finite", where, path, j);
  }
  return MM_OK;
}

@ @.v is missing@>
@.labels must be +1 or -1@>
@.unknown loss@>
@<Copy \.{X}, \.{v}, \.{Y}, \.{W}...@>=
{
  char path[64];
  for (int i = 0; i < n; i++)
    for (int t = 0; t < in->T[i]; t++) {
      snprintf(path, sizeof path, "X[%d][%d]", i, t);
      s = read_numbers(json_array_get(json_array_get(X, (size_t)i), (size_t)t), d,
        in->X + (size_t)(in->off[i] + t) * d, where, path);
      if (s) goto fail;
    }
  if (v == NULL) { s = mm_fail(MM_EINPUT, "%s: v is missing (the head, %d numbers)", where, d); goto fail; }
  if ((s = read_numbers(v, d, in->v, where, "v"))) goto fail;
  if (Y) {
    if ((s = read_numbers(Y, n, in->Y, where, "Y"))) goto fail;
    for (int i = 0; i < n; i++)
      if (in->Y[i] != 1.0 && in->Y[i] != -1.0) {
        s = mm_fail(MM_EINPUT, "%s: labels must be +1 or -1, Y[%d] = %g", where, i, in->Y[i]); goto fail;
      }
  }
  if (W) {
    if (!json_is_array(W) || (int)json_array_size(W) != d) {
      s = mm_fail(MM_EINPUT, "%s: W must be an array of %d rows of %d numbers", where, d, d); goto fail;
    }
    for (int a = 0; a < d; a++) {
      snprintf(path, sizeof path, "W[%d]", a);
      if ((s = read_numbers(json_array_get(W, (size_t)a), d, in->W + (size_t)a * d, where, path))) goto fail;
    }
  }
  if (loss) {
    const char *ln = json_string_value(loss);
    if (ln && !strcmp(ln, "logistic")) in->loss = MM_LOSS_LOGISTIC;
    else if (ln && !strcmp(ln, "exponential")) in->loss = MM_LOSS_EXPONENTIAL;
    else if (ln && !strcmp(ln, "correlation")) in->loss = MM_LOSS_CORRELATION;
    else { s = mm_fail(MM_EINPUT, "%s: unknown loss (expected \"logistic\", \"exponential\" or \"correlation\")", where); goto fail; }
  }
}

@ Writing is the inverse. Reals are printed with 17 significant digits,
enough to round-trip every double exactly; \.{W} is written only when it is
not the identity.

@<Io: subroutines@>=
static json_t *numbers(const double *x, int len)
{
  json_t *a = json_array();
  for (int j = 0; j < len; j++) json_array_append_new(a, json_real(x[j]));
  return a;
}
json_t *mm_io_instance_to_json(const mm_instance *in)
{
  int d = in->d, ident = 1;
  json_t *root = json_object(), *X = json_array(), *W;
  for (int i = 0; i < in->n; i++) {
    json_t *Xi = json_array();
    for (int t = 0; t < in->T[i]; t++)
      json_array_append_new(Xi, numbers(in->X + (size_t)(in->off[i] + t) * d, d));
    json_array_append_new(X, Xi);
  }
  json_object_set_new(root, "X", X);
  json_object_set_new(root, "Y", numbers(in->Y, in->n));
  json_object_set_new(root, "v", numbers(in->v, d));
  for (int a = 0; a < d; a++)
    for (int b = 0; b < d; b++) if (in->W[a * d + b] != (a == b)) ident = 0;
  if (!ident) {
    W = json_array();
    for (int a = 0; a < d; a++) json_array_append_new(W, numbers(in->W + (size_t)a * d, d));
    json_object_set_new(root, "W", W);
  }
  json_object_set_new(root, "loss", json_string(mm_loss_name(in->loss)));
  return root;
}

@*1 Writing files atomically.
No output file is ever left half written. Every writer opens a temporary
file in the target's directory (so that the final |rename| stays on one file
system and is atomic), writes, checks every error including the one |fclose|
reports when the disk is full, and only then renames it over the target. On
any failure the temporary file is removed and the target is untouched.
@^atomic writes@>
@.cannot write@>

@<Io: declarations@>=
typedef struct { FILE *f; char *tmp; char *path; } mm_atomic_file;
mm_status mm_io_atomic_open(mm_atomic_file *af, const char *path);
mm_status mm_io_atomic_commit(mm_atomic_file *af);
void mm_io_atomic_abort(mm_atomic_file *af);
mm_status mm_io_write_json(const char *path, json_t *root);

@ @<Io: subroutines@>=
mm_status mm_io_atomic_open(mm_atomic_file *af, const char *path)
{
  size_t len = strlen(path);
  int fd;
  af->f = NULL; af->path = strdup(path); af->tmp = malloc(len + 16);
  if (af->path == NULL || af->tmp == NULL) {
    free(af->path); free(af->tmp); af->path = af->tmp = NULL;
    return mm_fail(MM_ENOMEM, "%s: out of memory", path);
  }
  snprintf(af->tmp, len + 16, "%s.tmp.XXXXXX", path);
  fd = mkstemp(af->tmp);
  if (fd < 0) {
    mm_status s = mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
    free(af->path); free(af->tmp); af->path = af->tmp = NULL;
    return s;
  }
  af->f = fdopen(fd, "w");
  if (af->f == NULL) { close(fd); mm_io_atomic_abort(af); return mm_fail(MM_EIO, "%s: cannot write", path); }
  return MM_OK;
}
void mm_io_atomic_abort(mm_atomic_file *af)
{
  if (af->f) fclose(af->f);
  if (af->tmp) unlink(af->tmp);
  free(af->tmp); free(af->path);
  af->f = NULL; af->tmp = af->path = NULL;
}
mm_status mm_io_atomic_commit(mm_atomic_file *af)
{
  int bad = ferror(af->f);
  bad |= fclose(af->f) != 0;
  af->f = NULL;
  if (!bad && rename(af->tmp, af->path) == 0) {
    free(af->tmp); free(af->path); af->tmp = af->path = NULL;
    return MM_OK;
  }
  {
    mm_status s = mm_fail(MM_EIO, "%s: cannot write: %s", af->path, strerror(errno));
    mm_io_atomic_abort(af);
    return s;
  }
}

@ @<Io: subroutines@>=
mm_status mm_io_write_json(const char *path, json_t *root)
{
  mm_atomic_file af;
  mm_status s = mm_io_atomic_open(&af, path);
  if (s) return s;
  if (json_dumpf(root, af.f, JSON_INDENT(1) | JSON_REAL_PRECISION(17)) != 0 || fputc('\n', af.f) == EOF) {
    mm_io_atomic_abort(&af);
    return mm_fail(MM_EIO, "%s: cannot write", path);
  }
  return mm_io_atomic_commit(&af);
}
mm_status mm_io_write_instance(const char *path, const mm_instance *in)
{
  json_t *root = mm_io_instance_to_json(in);
  mm_status s = mm_io_write_json(path, root);
  json_decref(root);
  return s;
}
