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
#include <float.h>
#include <stdint.h>
#include <errno.h>
#include <unistd.h>
#include <signal.h>
#include <sys/stat.h>
#include <fcntl.h>
#include "io.h"
#include "npy.h"
static mm_status read_numbers(json_t *a, int len, double *dst, const char *where, const char *path);
static const char *printable(const char *key, size_t max, char *dst, size_t cap);
static void register_temporary(char *name);
static void unregister_temporary(char *name);
@<Io: subroutines@>@;

@ @<Io: declarations@>=
mm_status mm_io_read_instance(const char *path, mm_instance **out);
mm_status mm_io_read_instance_mem(const char *buf, size_t len, const char *where, mm_instance **out);
mm_status mm_io_read_instance_tree(const char *buf, size_t len, const char *where, mm_instance **out);
int mm_io_json_fast(const char *buf, size_t len, mm_instance **out);
mm_status mm_io_instance_from_json(json_t *root, const char *where, mm_instance **out);
json_t *mm_io_instance_to_json(const mm_instance *in);
mm_status mm_io_write_instance(const char *path, const mm_instance *in);

@ Reading a file: read it whole, parse, then convert. A file that cannot be
opened or read (a directory, a device that reports an error) is an I/O
error, not a syntax error: the bytes are read before the parser sees them,
so a read error cannot masquerade as a truncated document.
@.cannot read@>
@.is a directory@>

@<Io: subroutines@>=
mm_status mm_io_read_instance(const char *path, mm_instance **out)
{
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  size_t len = 0, cap = 0;
  struct stat st;
  mm_status s;
  *out = NULL;
  if (f == NULL) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    return mm_fail(MM_EIO, "%s: cannot read: it is a directory, not an instance file", path);
  }
  @<Read all of |f| into |buf|, failing with |MM_EIO| or |MM_ENOMEM|@>@;
  fclose(f);
  s = mm_io_read_instance_mem(buf, len, path, out);
  free(buf);
  return s;
}

@ @<Read all of |f|...@>=
while (1) {
  size_t got;
  if (len == cap) {
    char *nb = cap > ((size_t)-1) / 4 ? NULL : realloc(buf, cap = cap ? 2 * cap : 65536);
    if (nb == NULL) { free(buf); fclose(f); return mm_fail(MM_ENOMEM, "%s: out of memory while reading the file (%zu bytes so far)", path, len); }
    buf = nb;
  }
  got = fread(buf + len, 1, cap - len, f);
  len += got;
  if (got == 0) break;
}
if (ferror(f)) {
  int e = errno;
  free(buf); fclose(f);
  return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(e));
}

@ Parsing. Duplicate keys are refused by the parser. Every number is read
as a double, integers too (|JSON_DECODE_INT_AS_REAL|): an integer literal
of $2^{63}$ or more is a number like \.{1e19}, not an overflow of
jansson's 64-bit integers.
@^JSON@> A UTF-8 byte-order
mark, which some editors put at the start of a file and which JSON does not
allow, is skipped. The parser also reports when memory runs out; that is
|MM_ENOMEM| (exit code~7), not a syntax error with an empty reason.
jansson does not say so on every path (some of its allocation failures
come back as an error with no text and no code), so the reader installs an
allocator for jansson that records a failed |malloc|, and asks it.
@.syntax error@>
@.out of memory while parsing@>
@^byte-order mark@>

@<Io: subroutines@>=
static int parser_out_of_memory;
static void *noting_malloc(size_t n)
{
  void *q = malloc(n);
  if (q == NULL) parser_out_of_memory = 1;
  return q;
}
mm_status mm_io_read_instance_mem(const char *buf, size_t len, const char *where, mm_instance **out)
{
  *out = NULL;
  if (len >= 3 && !memcmp(buf, "\xEF\xBB\xBF", 3)) buf += 3, len -= 3;
  if (mm_io_json_fast(buf, len, out)) return MM_OK;
  return mm_io_read_instance_tree(buf, len, where, out);
}
mm_status mm_io_read_instance_tree(const char *buf, size_t len, const char *where, mm_instance **out)
{
  json_error_t err;
  json_t *root;
  mm_status s;
  char why[400];
  *out = NULL;
  json_set_alloc_funcs(noting_malloc, free);
  parser_out_of_memory = 0;
  root = json_loadb(buf, len, JSON_REJECT_DUPLICATES | JSON_DECODE_INT_AS_REAL, &err);
  if (root == NULL) {
    if (parser_out_of_memory || json_error_code(&err) == json_error_out_of_memory)
      return mm_fail(MM_ENOMEM, "%s: out of memory while parsing (%zu bytes of JSON)", where, len);
    return mm_fail(MM_EINPUT, "%s:%d:%d: syntax error: %s", where, err.line, err.column,
      err.text[0] ? printable(err.text, sizeof err.text, why, sizeof why) : "(the parser gave no reason)");
  }
  s = mm_io_instance_from_json(root, where, out);
  json_decref(root);
  return s;
}

@*1 The direct reader.
Parsing into a tree of JSON values and converting the tree costs about
$0.5\,\mu$s per number (one allocation per value, then a walk of the
tree): a second for an instance of $n=1000$ inputs of $T=64$ tokens in
$d=32$ (a 42 MB file). Most files are exactly the format above, so
|mm_io_json_fast| reads them directly: a recursive-descent pass over the
bytes that appends the numbers of \.{X} to one array and checks the
shape as it goes, then fills the instance; about $60$\,ns per number, with
an exact fast path for the conversion of a numeral (below) in place of
|strtod|, which took two thirds of the time. At $n=1000$, $T=64$, $d=32$,
\.{svm} then spends about $0.25$\,s of processor time on a JSON file and
$0.13$\,s on the same instance as \.{.npz}: the binary format stays the
one for size.

It builds the instance only when the file is valid, and then the very
instance the tree reader builds; on anything else it {\it declines\/} (returns
$0$ and leaves no instance), and the caller runs the tree reader, whose
messages are the ones users see. So it needs no error messages, only an
exact notion of what it accepts, which is a subset of what the tree reader
accepts:
\item{$\bullet$} the top level is an object whose keys are plain strings
(printable ASCII, no escape), each of the seven keys at most once (a
duplicate key, which the parser refuses, declines);
\item{$\bullet$} numbers follow JSON's grammar, $-?(0\vert[1\hbox{-}9][0\hbox{-}9]^*)(.[0\hbox{-}9]^+)?([eE][+-]?[0\hbox{-}9]^+)?$,
at most $63$ characters, each converted to the double |strtod| gives, which
is what the tree reader's parser gives (integers included, so \.{-0} is
$-0$ in both); one that overflows declines;
\item{$\bullet$} \.{X} is a non-empty array of non-empty arrays of tokens of
one length $d$, within the tree reader's limits; \.{v} has $d$ numbers,
\.{Y} $n$ numbers $\pm1$, \.{W} $d$ rows of $d$; \.{loss} is one of the
three names; \.{name} and \.{comment} are plain strings;
\item{$\bullet$} nothing but whitespace (space, tab, newline, return) follows
the object, and |mm_instance_new| and |mm_instance_refresh| succeed.

\noindent The check \.{scale/json\_direct\_reader\_equals\_the\_tree\_reader}
holds it to this: on valid files of many forms and on thousands of
damaged ones, whenever it accepts, the tree reader accepts and the two
instances are equal bit for bit.
@^JSON@>

@<Io: subroutines@>=
typedef struct { const char *p, *e; } jcur;
static void jws(jcur *c)
{
  while (c->p < c->e && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) c->p++;
}
static int jlit(jcur *c, char ch)
{
  jws(c);
  if (c->p < c->e && *c->p == ch) { c->p++; return 1; }
  return 0;
}
static int jstr(jcur *c, const char **str, size_t *len)
{
  const char *q;
  jws(c);
  if (c->p >= c->e || *c->p != '"') return 0;
  for (q = c->p + 1; q < c->e && *q != '"'; q++)
    if ((unsigned char)*q < 0x20 || (unsigned char)*q >= 0x7f || *q == '\\') return 0;
  if (q >= c->e) return 0;
  *str = c->p + 1; *len = (size_t)(q - c->p - 1);
  c->p = q + 1;
  return 1;
}

@ Numbers. Each literal is checked against JSON's grammar, and its
significant digits (at most $19$, leading zeros skipped) are collected as
an integer $w<10^{19}$ with a decimal exponent $e$, so that its value is
$w\cdot10^e$. That value is then converted exactly as |strtod| converts
it, correctly rounded, by the fast path below when it can decide, and by
|strtod| itself otherwise.
@^JSON@>
@<Io: subroutines@>=
#define jdigit(q) ((q) < c->e && *(q) >= '0' && *(q) <= '9')
static int decimal_to_double(uint64_t w, int e, int neg, double *x);
static int jnum(jcur *c, double *x)
{
  const char *s, *q;
  char tmp[64];
  size_t len;
  uint64_t w = 0;
  int nd = 0, many = 0, e = 0, ev = 0, es = 1, neg = 0;
  jws(c);
  s = q = c->p;
  if (q < c->e && *q == '-') { q++; neg = 1; }
  if (!jdigit(q)) return 0;
#define jacc(ch) (w == 0 && (ch) == '0' ? 0 : nd < 19 ? (w = 10 * w + (uint64_t)((ch) - '0'), nd++) : (many = 1))
  if (*q == '0') q++; else while (jdigit(q)) { jacc(*q); q++; }
  if (q < c->e && *q == '.') { q++; if (!jdigit(q)) return 0; while (jdigit(q)) { jacc(*q); e--; q++; } }
#undef jacc
  if (q < c->e && (*q == 'e' || *q == 'E')) {
    q++;
    if (q < c->e && (*q == '+' || *q == '-')) { es = *q == '-' ? -1 : 1; q++; }
    if (!jdigit(q)) return 0;
    while (jdigit(q)) { if (ev < 100000) ev = 10 * ev + (*q - '0'); q++; }
  }
  if ((len = (size_t)(q - s)) >= sizeof tmp) return 0;
  c->p = q;
  if (!many && decimal_to_double(w, e + es * ev, neg, x)) return 1;
  memcpy(tmp, s, len); tmp[len] = '\0';
  if (!isfinite(*x = strtod(tmp, NULL))) { c->p = s; return 0; }
  return 1;
}

@ The fast path (Clinger's idea, with the extended precision of the x87
format). When $\vert e\vert\le27$, both $w<10^{19}<2^{64}$ and $10^{\vert
e\vert}=2^{\vert e\vert}5^{\vert e\vert}$ ($5^{27}<2^{63}$) are exact in a
|long double| of $64$ significant bits, so $r=w\times10^e$ or $w/10^{-e}$
is the exact value $v$ rounded once: $\vert r-v\vert\le{1\over2}$ unit in
the $64$th bit. Rounding $r$ to a double gives the double nearest to $v$
unless a halfway point between two doubles lies within that half unit of
$r$, which is when the $11$ bits of $r$ below the double's $53$ are
$10000000000_2$ (or, conservatively, one unit either side); then the
fast path declines and |strtod| decides. The values it handles are
between $10^{-27}$ and $10^{46}$ in magnitude, far from overflow and from
the subnormal range. A zero significand is $\pm0$, as |strtod| gives it.
The significand is read from the x87 format's first eight bytes, so the
fast path is compiled for x86 processors only; elsewhere it always
declines. Every fixed test ends with the check
\.{regress/json\_numbers\_convert\_as\_strtod\_does}, which compares it
with |strtod| on a million numerals built to be hard (halfway cases among
them).
@^Clinger's fast path@>
@^correct rounding@>
@<Io: subroutines@>=
static int decimal_to_double(uint64_t w, int e, int neg, double *x)
{
#if LDBL_MANT_DIG == 64 && (defined(__x86_64__) || defined(__i386__))
  static const long double p10[28] = {1e0L, 1e1L, 1e2L, 1e3L, 1e4L, 1e5L, 1e6L, 1e7L, 1e8L, 1e9L, 1e10L, 1e11L,
    1e12L, 1e13L, 1e14L, 1e15L, 1e16L, 1e17L, 1e18L, 1e19L, 1e20L, 1e21L, 1e22L, 1e23L, 1e24L, 1e25L, 1e26L, 1e27L};
  long double r;
  uint64_t low;
  if (w == 0) { *x = neg ? -0.0 : 0.0; return 1; }
  if (e < -27 || e > 27) return 0;
  r = e >= 0 ? (long double)w * p10[e] : (long double)w / p10[-e]; /* $v$ rounded once */
  memcpy(&low, &r, 8); /* the $64$-bit significand, integer bit included */
  low &= 0x7FF; /* the $11$ bits below the double's $53$ */
  if (low >= 0x3FF && low <= 0x401) return 0; /* near a halfway point: |strtod| decides */
  *x = neg ? -(double)r : (double)r;
  return 1;
#else
  (void)w; (void)e; (void)neg; (void)x;
  return 0;
#endif
}

@ A growing array of numbers.
@<Io: subroutines@>=
typedef struct { double *x; size_t n, cap; } jvec;
static int jpush(jvec *v, double x)
{
  if (v->n == v->cap) {
    size_t nc = v->cap ? 2 * v->cap : 1024;
    double *q = realloc(v->x, sizeof(double) * nc);
    if (q == NULL) return 0;
    v->x = q; v->cap = nc;
  }
  v->x[v->n++] = x;
  return 1;
}
static int jnumbers(jcur *c, jvec *v) /* \.{[}$x$\.{,} \dots\.{]}, possibly empty */
{
  double x;
  if (!jlit(c, '[')) return 0;
  if (jlit(c, ']')) return 1;
  do { if (!jnum(c, &x) || !jpush(v, x)) return 0; } while (jlit(c, ','));
  return jlit(c, ']');
}

@ \.{X}: inputs of tokens of $d$ numbers; |T| collects the token counts.
@<Io: subroutines@>=
static int jtokens(jcur *c, jvec *X, int **T, int *n, int *d)
{
  int cap = 0;
  if (!jlit(c, '[')) return 0;
  do {
    int Ti = 0;
    if (*n >= 10000000 || !jlit(c, '[')) return 0;
    do {
      size_t before = X->n;
      if (Ti >= 10000000 || !jnumbers(c, X)) return 0;
      if (*d < 0) *d = (int)(X->n - before);
      if (X->n - before != (size_t)*d || *d == 0 || *d > 100000) return 0;
      Ti++;
    } while (jlit(c, ','));
    if (!jlit(c, ']')) return 0;
    if (*n == cap) {
      int *q = realloc(*T, sizeof(int) * (size_t)(cap = cap ? 2 * cap : 1024));
      if (q == NULL) return 0;
      *T = q;
    }
    (*T)[(*n)++] = Ti;
  } while (jlit(c, ','));
  return jlit(c, ']');
}

@ @<Io: subroutines@>=
int mm_io_json_fast(const char *buf, size_t len, mm_instance **out)
{
  static const char *const keys[7] = {"X", "v", "Y", "W", "loss", "name", "comment"};
  jcur c = {buf, buf + len};
  jvec X = {NULL, 0, 0}, v = {NULL, 0, 0}, Y = {NULL, 0, 0}, W = {NULL, 0, 0};
  int *T = NULL, n = 0, d = -1, seen[7] = {0}, ok = 0, Wrows = 0;
  size_t Wlen = 0;
  mm_loss_kind loss = MM_LOSS_LOGISTIC;
  mm_instance *in = NULL;
  *out = NULL;
  if (!jlit(&c, '{') || jlit(&c, '}')) goto done;
  @<Read the members of the object, declining on anything unusual@>@;
  jws(&c);
  if (c.p != c.e || !seen[0] || !seen[1]) goto done;
  @<Check \.{v}, \.{Y} and \.{W} against the shape, and build the instance@>@;
  ok = 1;
done:
  free(X.x); free(v.x); free(Y.x); free(W.x); free(T);
  if (!ok) mm_instance_free(in); else *out = in;
  return ok;
}

@ @<Read the members of the object...@>=
do {
  const char *k;
  size_t kl;
  int m = 0;
  if (!jstr(&c, &k, &kl) || !jlit(&c, ':')) goto done;
  while (m < 7 && !(strlen(keys[m]) == kl && !memcmp(keys[m], k, kl))) m++;
  if (m == 7 || seen[m]++) goto done;
  switch (m) {
  case 0: if (!jtokens(&c, &X, &T, &n, &d)) goto done; break;
  case 1: if (!jnumbers(&c, &v)) goto done; break;
  case 2: if (!jnumbers(&c, &Y)) goto done; break;
  case 3:
    if (!jlit(&c, '[')) goto done;
    do { /* every row as long as the first */
      size_t before = W.n;
      if (!jnumbers(&c, &W)) goto done;
      if (Wrows == 0) Wlen = W.n; else if (W.n - before != Wlen) goto done;
      Wrows++;
    } while (jlit(&c, ','));
    if (!jlit(&c, ']')) goto done;
    break;
  case 4:
    if (!jstr(&c, &k, &kl)) goto done;
    if (kl == 8 && !memcmp(k, "logistic", 8)) loss = MM_LOSS_LOGISTIC;
    else if (kl == 11 && !memcmp(k, "exponential", 11)) loss = MM_LOSS_EXPONENTIAL;
    else if (kl == 11 && !memcmp(k, "correlation", 11)) loss = MM_LOSS_CORRELATION;
    else goto done;
    break;
  default: if (!jstr(&c, &k, &kl)) goto done;
  }
} while (jlit(&c, ','));
if (!jlit(&c, '}')) goto done;

@ Every row of \.{W} was as long as the first, so $d$ rows and $d^2$
numbers make it $d\times d$.
@<Check \.{v}, \.{Y} and \.{W}...@>=
if (v.n != (size_t)d || (seen[2] && Y.n != (size_t)n)) goto done;
for (size_t i = 0; i < Y.n; i++) if (Y.x[i] != 1.0 && Y.x[i] != -1.0) goto done;
if (seen[3] && (Wrows != d || W.n != (size_t)d * (size_t)d)) goto done;
if ((in = mm_instance_new(n, T, d)) == NULL) goto done;
memcpy(in->X, X.x, sizeof(double) * X.n);
memcpy(in->v, v.x, sizeof(double) * (size_t)d);
if (seen[2]) memcpy(in->Y, Y.x, sizeof(double) * (size_t)n);
if (seen[3]) memcpy(in->W, W.x, sizeof(double) * (size_t)d * (size_t)d);
in->loss = loss;
if (mm_instance_refresh(in) != MM_OK) goto done;

@ A key that the format does not know is named in the error message, but a
file can hold anything in a key: newlines, escape sequences that would
drive the terminal, or a megabyte of text. |printable| copies at most |max|
bytes of it ($40$ for a key) with every byte outside printable ASCII written as \.{\\xNN},
so that the error stays one printable line. The parser's own messages
quote the text near an error and pass through it too.
@.unknown key@>

@<Io: subroutines@>=
static const char *printable(const char *key, size_t max, char *dst, size_t cap)
{
  size_t k = 0, j;
  for (j = 0; key[j] && j < max && k + 8 < cap; j++) {
    unsigned char c = (unsigned char)key[j];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') dst[k++] = (char)c;
    else k += (size_t)snprintf(dst + k, cap - k, "\\x%02X", c);
  }
  if (key[j]) k += (size_t)snprintf(dst + k, cap - k, "...");
  dst[k] = '\0';
  return dst;
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
    { char pk[200];
      return mm_fail(MM_EINPUT, "%s: unknown key \"%s\" (allowed: X, Y, v, W, loss, name, comment)", where, printable(key, 40, pk, sizeof pk)); }
  X = json_object_get(root, "X"); Y = json_object_get(root, "Y");
  v = json_object_get(root, "v"); W = json_object_get(root, "W");
  loss = json_object_get(root, "loss");
  @<Check the shape of \.{X}, setting |n|, |T| and |d|@>@;
  in = mm_instance_new(n, T, d);
  free(T);
  if (in == NULL) { /* too large (bad input) or out of memory */
    char msg[512];
    mm_status why = mm_error_status() == MM_ENOMEM ? MM_ENOMEM : MM_EINPUT;
    snprintf(msg, sizeof msg, "%s", mm_error_message());
    return mm_fail(why, "%s: %s", where, msg);
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

@ At most $10^7$ inputs and $10^7$ tokens per input are read (the
README's limits); each limit has its own message.
@.X is missing@>
@.X must be a non-empty array@>
@.tokens per input are supported@>
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
  if (!json_is_array(Xi) || json_array_size(Xi) == 0) {
    free(T);
    return mm_fail(MM_EINPUT, "%s: X[%d] must be a non-empty array of tokens", where, i);
  }
  if (json_array_size(Xi) > 10000000) {
    free(T);
    return mm_fail(MM_EINPUT, "%s: X[%d] has %zu tokens; at most 10^7 tokens per input are supported", where, i, json_array_size(Xi));
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

@ One subroutine reads a JSON array of numbers of known length into doubles,
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
    for (int b = 0; b < d; b++) if (in->W[(size_t)a * d + b] != (a == b)) ident = 0;
  if (!ident) {
    W = json_array();
    for (int a = 0; a < d; a++) json_array_append_new(W, numbers(in->W + (size_t)a * d, d));
    json_object_set_new(root, "W", W);
  }
  json_object_set_new(root, "loss", json_string(mm_loss_name(in->loss)));
  return root;
}

@*1 Writing files.
No output file is ever left half written. Every writer opens a temporary
file in the target's directory (so that the final |rename| stays on one file
system and is atomic), writes, checks every error including the one |fclose|
reports when the disk is full, and only then renames it over the target. On
any failure the temporary file is removed and the target is untouched.
@^atomic writes@>
@.cannot write@>

Renaming replaces whatever the name pointed to, so it is done only where
that is what the user means: when the target does not exist or is a
regular file. A symbolic link is followed, and the file it points to is
replaced (the link stays a link). A directory is refused. Anything else (a
character device such as a terminal or \.{/dev/null}, a named pipe, a
socket) is opened and written in place, as a shell redirection would: a
device cannot be replaced atomically, and replacing it with a regular file
(as a plain |rename| would, even \.{/dev/full} when run as root) destroys it.
For such targets the write is as atomic as the device makes it, and write
errors are still reported.
@^device files@>

The temporary file is named \.{.mmattn-XXXXXX} in the target's directory,
whatever the length of the target's name, so a valid name of $255$ bytes
still gets a valid temporary name; |mkstemp| creates it with mode $0600$,
and we give it the mode $0666$ less the umask before anything is written,
so output files have the permissions every other program's files have.
@^umask@>

@<Io: declarations@>=
typedef struct { FILE *f; char *tmp; char *path; int direct; } mm_atomic_file;
mm_status mm_io_atomic_open(mm_atomic_file *af, const char *path);
mm_status mm_io_atomic_commit(mm_atomic_file *af);
void mm_io_atomic_abort(mm_atomic_file *af);
mm_status mm_io_write_json(const char *path, json_t *root);

@ Where the target is. |resolve_target| follows a symbolic link to the file
it names and classifies the result (a link to something other than a
regular file, such as \.{/dev/stdout} on a pipe, is written through the
link, in place): $0$ for a regular file or a name that
does not exist yet, $1$ for a file to be written in place; it fails for a
directory and for a link to nothing.
@.is a directory@>
@.dangling symbolic link@>

@<Io: subroutines@>=
static mm_status resolve_target(const char *path, char **target, int *direct)
{
  struct stat st;
  memset(&st, 0, sizeof st);
  *direct = 0; *target = NULL;
  if (lstat(path, &st) != 0) {
    if (errno != ENOENT) return mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
    *target = strdup(path);
  } else if (S_ISLNK(st.st_mode)) {
    if (stat(path, &st) != 0) return mm_fail(MM_EIO, "%s: cannot write: a symbolic link to a file that does not exist (%s)", path, strerror(errno));
    *target = S_ISREG(st.st_mode) ? realpath(path, NULL) : strdup(path);
    if (*target == NULL && S_ISREG(st.st_mode)) return mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
  } else *target = strdup(path);
  if (*target == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", path);
  if (access(*target, F_OK) == 0 && S_ISDIR(st.st_mode)) {
    free(*target); *target = NULL;
    return mm_fail(MM_EIO, "%s: cannot write: it is a directory", path);
  }
  *direct = access(*target, F_OK) == 0 && !S_ISREG(st.st_mode);
  return MM_OK;
}

@ Opening. For a regular target the temporary file is created next to it
and registered for removal on a signal (see below).
@<Io: subroutines@>=
static mode_t file_mode(void) /* $0666$ less the umask */
{
  static mode_t m = (mode_t)-1;
  if (m == (mode_t)-1) { mode_t u = umask(022); umask(u); m = 0666 & ~u; }
  return m;
}
mm_status mm_io_atomic_open(mm_atomic_file *af, const char *path)
{
  mm_status s;
  int fd;
  af->f = NULL; af->tmp = NULL; af->path = NULL; af->direct = 0;
  if ((s = resolve_target(path, &af->path, &af->direct)) != MM_OK) return s;
  if (af->direct) @<Open the non-regular target |af->path| for writing in place@>@;
  @<Make the temporary name \.{DIR/.mmattn-XXXXXX} in |af->tmp|@>@;
  {
    sigset_t all, old; /* no signal between creating the file and registering it */
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &old);
    fd = mkstemp(af->tmp);
    if (fd >= 0) register_temporary(af->tmp);
    sigprocmask(SIG_SETMASK, &old, NULL);
  }
  if (fd < 0) {
    s = mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
    free(af->path); free(af->tmp); af->path = af->tmp = NULL;
    return s;
  }
  if (fchmod(fd, file_mode()) != 0 || (af->f = fdopen(fd, "w")) == NULL) {
    s = mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
    close(fd); mm_io_atomic_abort(af);
    return s;
  }
  return MM_OK;
}

@ @<Open the non-regular target...@>=
{
  fd = open(af->path, O_WRONLY | O_NOCTTY);
  if (fd < 0 || (af->f = fdopen(fd, "w")) == NULL) {
    s = mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
    if (fd >= 0) close(fd);
    free(af->path); af->path = NULL;
    return s;
  }
  return MM_OK;
}

@ @<Make the temporary name...@>=
{
  const char *slash = strrchr(af->path, '/');
  size_t dl = slash ? (size_t)(slash - af->path) + 1 : 0;
  af->tmp = malloc(dl + 16);
  if (af->tmp == NULL) { free(af->path); af->path = NULL; return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
  memcpy(af->tmp, af->path, dl);
  strcpy(af->tmp + dl, ".mmattn-XXXXXX");
}

@ Committing and aborting. A write in place has nothing to rename; its
errors are the ones |fclose| reports.
@<Io: subroutines@>=
void mm_io_atomic_abort(mm_atomic_file *af)
{
  if (af->f) fclose(af->f);
  if (af->tmp) { unlink(af->tmp); unregister_temporary(af->tmp); }
  free(af->tmp); free(af->path);
  af->f = NULL; af->tmp = af->path = NULL;
}
mm_status mm_io_atomic_commit(mm_atomic_file *af)
{
  int bad = ferror(af->f), e = 0;
  if (fflush(af->f) != 0) { bad = 1; e = errno; }
  if (fclose(af->f) != 0) { bad = 1; if (!e) e = errno; }
  af->f = NULL;
  if (!bad && (af->tmp == NULL || rename(af->tmp, af->path) == 0)) {
    if (af->tmp) unregister_temporary(af->tmp);
    free(af->tmp); free(af->path); af->tmp = af->path = NULL;
    return MM_OK;
  }
  {
    mm_status s = mm_fail(MM_EIO, "%s: cannot write: %s", af->path, strerror(e ? e : errno ? errno : EIO));
    mm_io_atomic_abort(af);
    return s;
  }
}

@ Interruption. A run stopped by \.{SIGINT}, \.{SIGTERM}, \.{SIGHUP} or
\.{SIGXCPU} while
a temporary file is open would leave it behind. The open temporaries are
kept in a small table, and the first |mm_io_atomic_open| installs a handler
for those signals that removes every file in the table (|unlink| is safe to
call in a signal handler) and then dies of the same signal with its default
action, so the exit status still says what happened. Targets are never
touched by it: they were either replaced whole or not at all. A handler is
installed only where the disposition is the default one, so a program that
handles those signals itself (or a shell that ignores them, as \.{nohup}
does) keeps its choice; such a program can call |mm_io_remove_temporaries|
from its own handler. The table holds |MM_MAX_TEMPORARIES| names, more than
any writer here keeps open at once; beyond that a name is simply not
registered. Signals are blocked while the table changes, and from the
creation of a temporary file until it is registered, so that no signal can
fall between the two.
@^signals@>
@^interruption@>

Resource limits send signals of their own. A file-size limit
(\.{ulimit -f}) sends \.{SIGXFSZ} at the write that crosses it, and its
default action kills the process with the temporary file half written;
ignored, the same write fails with |EFBIG|, which the writers already
report as an error of the file they write (exit code~$6$, the file named).
A soft CPU-time limit (\.{ulimit -S -t}) sends \.{SIGXCPU}, which cannot
be turned into an error of one write: it is handled like \.{SIGTERM}, with
the temporaries removed, and one line on standard error says why the run
ended. |mm_io_guard_limits|, called by the command at its start, sets
both up (where their disposition is the default one).
@.CPU time limit exceeded@>
@^resource limits@>

@<Io: declarations@>=
#define MM_MAX_TEMPORARIES 64
void mm_io_remove_temporaries(void);
void mm_io_guard_limits(void);

@ @<Io: subroutines@>=
static char *volatile temporaries[MM_MAX_TEMPORARIES];
void mm_io_remove_temporaries(void)
{
  for (int k = 0; k < MM_MAX_TEMPORARIES; k++)
    if (temporaries[k]) unlink(temporaries[k]);
}
static void on_fatal_signal(int sig)
{
  mm_io_remove_temporaries();
  if (sig == SIGXCPU) {
    static const char msg[] = "mmattn: CPU time limit exceeded (SIGXCPU, ulimit -t): stopped; no partial output file is left\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
  }
  signal(sig, SIG_DFL);
  raise(sig);
}
static void install_default_handlers(const int *sigs, int n)
{
  for (int k = 0; k < n; k++) {
    struct sigaction cur, act;
    if (sigaction(sigs[k], NULL, &cur) == 0 && !(cur.sa_flags & SA_SIGINFO) && cur.sa_handler == SIG_DFL) {
      memset(&act, 0, sizeof act);
      act.sa_handler = on_fatal_signal;
      sigemptyset(&act.sa_mask);
      sigaction(sigs[k], &act, NULL);
    }
  }
}
void mm_io_guard_limits(void)
{
  const int xcpu = SIGXCPU;
  struct sigaction cur;
  if (sigaction(SIGXFSZ, NULL, &cur) == 0 && !(cur.sa_flags & SA_SIGINFO) && cur.sa_handler == SIG_DFL)
    signal(SIGXFSZ, SIG_IGN);
  install_default_handlers(&xcpu, 1);
}
static void update_temporaries(char *name, int add)
{
  static int installed;
  sigset_t all, old;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &old);
  if (!installed) @<Install the handler where the disposition is the default@>@;
  for (int k = 0; k < MM_MAX_TEMPORARIES; k++)
    if (add ? temporaries[k] == NULL : temporaries[k] == name) { temporaries[k] = add ? name : NULL; break; }
  sigprocmask(SIG_SETMASK, &old, NULL);
}
static void register_temporary(char *name) { update_temporaries(name, 1); }
static void unregister_temporary(char *name) { update_temporaries(name, 0); }

@ @<Install the handler...@>=
{
  const int sigs[4] = {SIGINT, SIGTERM, SIGHUP, SIGXCPU};
  installed = 1;
  install_default_handlers(sigs, 4);
}

@*1 Checking an output before the work.
A run that computes for minutes and only then finds that it cannot write
its output has wasted the minutes. |mm_io_check_output| is called when the
options are read: it refuses (as bad input, exit code~$2$) an output that
is the same file (the same device and inode) as any file the run reads,
the instance and the sibling arrays of a \.{.npy} (|mm_npy_input_files|);
|mm_io_check_stdout_inputs| does the same for standard output redirected
to a regular file (\.{train X.npy --trajectory X.v.npy} would otherwise
overwrite an array of the run). It also refuses a directory, and a directory that cannot be written (it creates and removes a
temporary file there, the only test that sees read-only file systems,
permissions, quotas of zero and missing directories alike).
|mm_io_check_output_dir| does the same for commands that write into a
directory (\.{experiments}, \.{train-images}), creating it if needed.
@.refusing to overwrite the input@>
@.cannot create directory@>

@<Io: declarations@>=
mm_status mm_io_check_output(const char *path, const char *input);
mm_status mm_io_check_output_inputs(const char *path, const char *const *inputs, int n);
mm_status mm_io_check_stdout_inputs(const char *const *inputs, int n);
mm_status mm_io_check_output_dir(const char *dir);

@ @<Io: subroutines@>=
static mm_status probe_directory(const char *dir, const char *shown)
{
  size_t dl = strlen(dir);
  char *t = malloc(dl + 18);
  int fd;
  if (t == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", shown);
  snprintf(t, dl + 18, "%s/.mmattn-XXXXXX", dl ? dir : ".");
  {
    sigset_t all, old; /* the probe is never left behind by a signal */
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &old);
    fd = mkstemp(t);
    if (fd >= 0) { close(fd); unlink(t); }
    else fd = -errno;
    sigprocmask(SIG_SETMASK, &old, NULL);
  }
  if (fd < 0) {
    mm_status s = mm_fail(MM_EIO, "%s: cannot write: %s", shown, strerror(-fd));
    free(t);
    return s;
  }
  free(t);
  return MM_OK;
}
mm_status mm_io_check_output(const char *path, const char *input)
{
  return mm_io_check_output_inputs(path, &input, input ? 1 : 0);
}
mm_status mm_io_check_output_inputs(const char *path, const char *const *inputs, int n)
{
  struct stat so, si;
  char *target, *slash;
  int direct;
  mm_status s;
  for (int k = 0; k < n; k++)
    if (stat(path, &so) == 0 && stat(inputs[k], &si) == 0 && so.st_dev == si.st_dev && so.st_ino == si.st_ino)
      return mm_fail(MM_EINPUT, "%s: refusing to overwrite the input file %s, which this run reads", path, inputs[k]);
  if ((s = resolve_target(path, &target, &direct)) != MM_OK) return s;
  if (direct) s = access(target, W_OK) == 0 ? MM_OK : mm_fail(MM_EIO, "%s: cannot write: %s", path, strerror(errno));
  else {
    slash = strrchr(target, '/');
    if (slash == NULL) s = probe_directory(".", path);
    else if (slash == target) s = probe_directory("/", path);
    else { *slash = '\0'; s = probe_directory(target, path); }
  }
  free(target);
  return s;
}
mm_status mm_io_check_stdout_inputs(const char *const *inputs, int n)
{
  struct stat so, si;
  if (fstat(1, &so) != 0 || !S_ISREG(so.st_mode)) return MM_OK;
  for (int k = 0; k < n; k++)
    if (stat(inputs[k], &si) == 0 && so.st_dev == si.st_dev && so.st_ino == si.st_ino)
      return mm_fail(MM_EINPUT, "standard output is the input file %s, which this run reads: refusing to write into it", inputs[k]);
  return MM_OK;
}
mm_status mm_io_check_output_dir(const char *dir)
{
  struct stat st;
  if (mkdir(dir, 0777) != 0 && errno != EEXIST)
    return mm_fail(MM_EIO, "%s: cannot create directory (%s)", dir, strerror(errno));
  if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
    return mm_fail(MM_EIO, "%s: cannot create directory (a file of that name exists)", dir);
  return probe_directory(dir, dir);
}

@*1 Numbers on the command line.
One rule reads every numeric option value of every subcommand, so that
\.{train}, \.{train-images} and \.{train-vit} agree on what a number is:
decimal notation only (digits, a sign, a point and an exponent), so
\.{0x10}, \.{inf} and \.{nan}, which |strtod| would accept, are refused;
a non-zero value that rounds to $0$ is refused; and the value must lie in
$[-10^{100},10^{100}]$, the range of the instance data. |mm_io_parse_number|
reads a number at the start of |s| and sets |*endp| after it;
|mm_io_number_rule| prints the rule for a refused value with enough digits
($17$ significant ones) that a value just outside the range is not shown as
its bound.
@^option values@>
@.outside the supported range@>
@.rounds to zero@>
@.decimal notation only@>

@<Io: declarations@>=
typedef enum { MM_NUM_OK, MM_NUM_SYNTAX, MM_NUM_RANGE, MM_NUM_ZERO } mm_num_check;
mm_num_check mm_io_parse_number(const char *s, const char **endp, double *x);
mm_num_check mm_io_parse_double(const char *s, double *x);
void mm_io_number_rule(FILE *f, const char *cmd, const char *opt, const char *arg, mm_num_check c, const char *what);

@ @<Io: subroutines@>=
mm_num_check mm_io_parse_number(const char *s, const char **endp, double *x)
{
  char *end;
  size_t n = strspn(s, "0123456789+-.eE");
  int nonzero = 0;
  for (size_t k = 0; k < n && s[k] != 'e' && s[k] != 'E'; k++) nonzero |= s[k] >= '1' && s[k] <= '9';
  errno = 0;
  *x = strtod(s, &end);
  *endp = end;
  if (end == s || (size_t)(end - s) > n) return MM_NUM_SYNTAX;
  if (!isfinite(*x) || fabs(*x) > 1e100) return MM_NUM_RANGE;
  if (*x == 0.0 && nonzero) return MM_NUM_ZERO;
  return MM_NUM_OK;
}
mm_num_check mm_io_parse_double(const char *s, double *x)
{
  const char *end;
  mm_num_check c = mm_io_parse_number(s, &end, x);
  return c == MM_NUM_OK && *end != '\0' ? MM_NUM_SYNTAX : c;
}
void mm_io_number_rule(FILE *f, const char *cmd, const char *opt, const char *arg, mm_num_check c, const char *what)
{
  if (c == MM_NUM_RANGE) fprintf(f, "mmattn: %s: %s: \"%s\" is outside the supported range [-1e100, 1e100]\n", cmd, opt, arg);
  else if (c == MM_NUM_ZERO) fprintf(f, "mmattn: %s: %s: \"%s\" rounds to zero in double precision\n", cmd, opt, arg);
  else fprintf(f, "mmattn: %s: %s: \"%s\" is not a valid %s (decimal notation only)\n", cmd, opt, arg, what);
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

@*1 Lists of points.
A list of vectors given by the user (the starting points of the LMM search,
trained parameters) is read by |mm_read_points| from a \.{.npy} file (an
array of shape $(k,d)$, or $(d)$ for one point; recognised by its first
bytes) or from a text file with one point a line: $d$ numbers separated by
spaces, tabs or commas, in the decimal notation of the command's options;
empty lines and the rest of a line from \.{\#} are ignored. Every point must
have the dimension |d| of the instance; a file with no point, a line of
another length, a number that is not one, or more than $10^6$ points is
refused with the line (or the shape) in the message, and nothing is
returned. |*points| is a new array of |*count| rows of |d| doubles.
@.has no point@>
@.points have the wrong dimension@>
@.is not a number@>
@<Io: declarations@>=
mm_status mm_read_points(const char *path, int d, double **points, int *count);

@ @<Io: subroutines@>=
static mm_status read_text_points(const char *buf, size_t len, const char *path, int d, double **points, int *count);
mm_status mm_read_points(const char *path, int d, double **points, int *count)
{
  FILE *f = fopen(path, "rb");
  char *buf = NULL;
  size_t len = 0, cap = 0;
  mm_status s;
  *points = NULL; *count = 0;
  if (f == NULL) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  @<Read the whole file |f| into |buf|@>@;
  if (len >= 6 && !memcmp(buf, "\x93NUMPY", 6)) {
    long long rows, cols;
    if ((s = mm_npy_matrix((const unsigned char *)buf, len, path, &rows, &cols, points)) == MM_OK) {
      if (cols != d) s = mm_fail(MM_EINPUT, "%s: points have the wrong dimension: %lld numbers a point, the instance has d = %d", path, cols, d);
      else if (rows < 1) s = mm_fail(MM_EINPUT, "%s: has no point", path);
      else if (rows > 1000000) s = mm_fail(MM_EINPUT, "%s: more than 10^6 points (%lld)", path, rows);
      else *count = (int)rows;
      if (s != MM_OK) { free(*points); *points = NULL; }
    }
  } else s = read_text_points(buf, len, path, d, points, count);
  free(buf);
  return s;
}

@ The file is read to its end (a pipe as well as a regular file), up to
$2^{30}$ bytes.
@.too large@>
@<Read the whole file |f| into |buf|@>=
while (1) {
  size_t got;
  if (len == cap) {
    char *q = cap >= ((size_t)1 << 30) ? NULL : realloc(buf, cap ? 2 * cap : 4096);
    if (q == NULL) { free(buf); fclose(f); return mm_fail(cap >= ((size_t)1 << 30) ? MM_EINPUT : MM_ENOMEM, "%s: too large for a list of points (over 1 GiB)", path); }
    buf = q; cap = cap ? 2 * cap : 4096;
  }
  got = fread(buf + len, 1, cap - len, f);
  len += got;
  if (got == 0) break;
}
if (ferror(f)) { int e = errno; free(buf); fclose(f); return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(e)); }
fclose(f);

@ A text line is split at spaces, tabs and commas; each field must be a
whole number in the option rule (|mm_io_parse_number|), and a line that
holds any field must hold $d$.
@<Io: subroutines@>=
static mm_status read_text_points(const char *buf, size_t len, const char *path, int d, double **points, int *count)
{
  double *pts = NULL;
  long rows = 0, cap = 0, line = 0;
  size_t at = 0;
  while (at < len) {
    size_t end = at;
    int k = 0;
    while (end < len && buf[end] != '\n') end++;
    line++;
    @<Parse the fields of the line |buf[at..end)| into a new row of |pts|@>@;
    at = end + 1;
  }
  if (rows == 0) { free(pts); return mm_fail(MM_EINPUT, "%s: has no point (a line of %d numbers a point)", path, d); }
  *points = pts; *count = (int)rows;
  return MM_OK;
}

@ @<Parse the fields of the line...@>=
{
  size_t c = at;
  while (c < end && buf[c] != '#') {
    char field[128];
    size_t f0;
    double x;
    const char *e;
    while (c < end && (buf[c] == ' ' || buf[c] == '\t' || buf[c] == ',' || buf[c] == '\r')) c++;
    if (c >= end || buf[c] == '#') break;
    f0 = c;
    while (c < end && buf[c] != ' ' && buf[c] != '\t' && buf[c] != ',' && buf[c] != '\r' && buf[c] != '#') c++;
    if (c - f0 >= sizeof field || (memcpy(field, buf + f0, c - f0), field[c - f0] = '\0', mm_io_parse_number(field, &e, &x)) != MM_NUM_OK || *e != '\0') {
      free(pts);
      return mm_fail(MM_EINPUT, "%s: line %ld: \"%.*s\" is not a number (decimal notation, at most 1e100 in magnitude)", path, line, (int)(c - f0 < 40 ? c - f0 : 40), buf + f0);
    }
    if (k == 0) {
      if (rows == 1000000) { free(pts); return mm_fail(MM_EINPUT, "%s: more than 10^6 points", path); }
      if (rows == cap) {
        double *q = realloc(pts, sizeof(double) * (size_t)d * (size_t)(cap = cap ? 2 * cap : 16));
        if (q == NULL) { free(pts); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
        pts = q;
      }
      rows++;
    }
    if (k == d) { free(pts); return mm_fail(MM_EINPUT, "%s: line %ld: points have the wrong dimension: more than d = %d numbers", path, line, d); }
    pts[(size_t)(rows - 1) * d + k++] = x;
  }
  if (k > 0 && k < d) { free(pts); return mm_fail(MM_EINPUT, "%s: line %ld: points have the wrong dimension: %d numbers, the instance has d = %d", path, line, k, d); }
}

