@*NumPy arrays.
Researchers keep attention data as NumPy or PyTorch arrays. This chapter
reads an instance from NumPy's own formats, so that no JSON file of many
megabytes needs to be written: an \.{.npz} archive (what |numpy.savez| and
|numpy.savez_compressed| write) holding arrays named \.{X}, \.{v} and
optionally \.{Y}, \.{W}, \.{T} and \.{loss}, or a single \.{.npy} file
holding \.{X} with the others in sibling files \.{STEM.v.npy},
\.{STEM.Y.npy}, \.{STEM.W.npy}, \.{STEM.T.npy} (\.{v} required). From
PyTorch, with tensors |X| ($n\times T\times d$) and |v|:
$$\vbox{\hbox{\tt numpy.savez("inst.npz", X=X.detach().cpu().double().numpy(),}
 \hbox{\tt \ \ \ \ v=v.detach().cpu().double().numpy())}}$$
NumPy refuses a tensor that requires its gradient, as every trained one
does, hence |detach|. An attention head's parameters are written by the
script \.{scripts/export\_torch.py} (see the command's \.{inspect}).
@^NumPy@>
@^npz@>

{\it The arrays.} \.{X} is $n\times T\times d$. Inputs with fewer tokens
are given in a padded \.{X} of $T=\max_iT_i$ tokens together with \.{T}, an
integer array of the $n$ lengths $1\le T_i\le T$; the padding is ignored.
\.{v} has $d$ entries, \.{Y} $n$ entries $\pm1$, \.{W} is $d\times d$, and
\.{loss} is a string (\.{logistic}, \.{exponential} or \.{correlation}).
The element types accepted are little-endian |float64| (\.{<f8}) and
|float32| (\.{<f4}, converted exactly to double) for the real arrays, and
little-endian integers (\.{<i8}, \.{<i4}, \.{<i2}, single bytes, and the
unsigned ones) for \.{T} and \.{Y}, which may also be real. Both C order
and Fortran order are read (the latter by its strides). Big-endian data,
other types (complex, object, strings other than \.{loss}) and shapes that
do not fit are refused with a message naming the array, as is a file whose
data is shorter or longer than its header says.

{\it Validation.} The arrays go through the checks of the JSON reader
(section ``Instances as JSON''), with its messages: shapes, labels
$\pm1$, finite values, the limits on $n$, $T_i$ and $d$, the loss's name;
the numbers are then copied straight into the instance (no JSON tree is
built: at $n=1000$, $T=64$, $d=32$ a tree of $2\cdot10^6$ numbers took
longer than everything \.{analyze} does before its search), and the
instance is completed by |mm_instance_refresh| as a JSON file's is. So an
instance gives the same answers, and a bad value the same message, whichever
format it came in. A \.{.npy} file is mapped into memory rather than
read, so that an instance of gigabytes is not held twice.

{\it Dispatch.} |mm_read_instance_any| opens the file once and looks at its
first bytes: the byte \.{0x93} followed by \.{NUMPY} is a \.{.npy} file,
\.{PK} a zip archive (\.{.npz}), anything else is read as JSON. A pipe
is read once into memory and dispatched from there, in any of the three
formats. Every subcommand that takes a FILE calls it.
@.not a NumPy array@>
@.unsupported dtype@>
@.truncated@>

@(npy.h@>=
#ifndef MM_NPY_H
#define MM_NPY_H
#include "model.h"
@<Npy: declarations@>@;
#endif

@ @(npy.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include <unistd.h>
#include <math.h>
#include <signal.h>
#include <setjmp.h>
#include <sys/stat.h>
#include <sys/mman.h>
#include <fcntl.h>
#include <zip.h>
#include <zlib.h>
#include <jansson.h>
#include "npy.h"
#include "io.h"
@<Npy: type definitions@>@;
@<Npy: global variables@>@;
@<Npy: subroutines@>@;

@ @<Npy: declarations@>=
mm_status mm_read_instance_any(const char *path, mm_instance **out);
mm_status mm_npy_read_instance(const char *path, mm_instance **out);
mm_status mm_npz_read_instance(const char *path, mm_instance **out);

@*1 One array.
A \.{.npy} file is the magic string (the byte \.{0x93}, then \.{NUMPY}), a version (1.0: a
two-byte header length; 2.0 and 3.0: four bytes), and a header that is a
Python dictionary literal with the keys \.{descr} (the element type),
\.{fortran\_order} and \.{shape}, padded with spaces to a multiple of 16 and
ended by a newline. The data follows, $\prod{\rm shape}$ elements. NumPy
reads the header with Python's literal evaluator and then insists on
exactly those three keys, a boolean order and a tuple of integers; the
header is parsed here the same way, as the literal it is (see
|parse_header|), so a key's name inside another key's string, or a word
that merely begins with \.{True}, is not mistaken for the thing itself.
@<Npy: type definitions@>=
typedef struct {
  char kind; /* |'f'| real, |'i'| signed, |'u'| unsigned, |'U'| string */
  int size; /* bytes per element */
  int fortran; /* Fortran (column-major) order */
  int ndim;
  long long shape[8];
  long long count; /* elements */
  const unsigned char *data; /* |count*size| bytes */
} npy_array;
#define MM_TORCH_HINT "is a PyTorch file (torch.save writes a zip archive with data.pkl), not a NumPy archive: write the arrays with scripts/export_torch.py or numpy.savez"

@ |parse_npy| reads the array in the memory block |buf| of |len| bytes; |name|
names it in messages.
@<Npy: subroutines@>=
@<Parse the header dictionary of a \.{.npy} file@>@;
static mm_status parse_npy(const unsigned char *buf, size_t len, const char *name, npy_array *a)
{
  size_t hlen, start;
  mm_status s;
  memset(a, 0, sizeof *a);
  if (len < 10 || memcmp(buf, "\x93NUMPY", 6))
    return mm_fail(MM_EINPUT, "%s: not a NumPy array (the file does not start with \\x93NUMPY)", name);
  if (buf[6] == 1) { hlen = buf[8] | (size_t)buf[9] << 8; start = 10; }
  else if ((buf[6] == 2 || buf[6] == 3) && len >= 12) {
    hlen = buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24; start = 12;
  } else return mm_fail(MM_EINPUT, "%s: unsupported .npy version %d.%d", name, buf[6], buf[7]);
  if (hlen > len - start) return mm_fail(MM_EINPUT, "%s: truncated or malformed .npy header", name);
  if ((s = parse_header((const char *)buf + start, hlen, name, a)) != MM_OK) return s;
  @<Check that the data has exactly the size the header says@>@;
  a->data = buf + start + hlen;
  return MM_OK;
}

@ The grammar is Python's for what NumPy writes: a dictionary \.{\{KEY:
VALUE, ...\}} with an optional comma before the brace, keys and the element
type as quoted strings (\.{'...'} or \.{"..."}, without escapes), the order
as the word \.{True} or \.{False}, the shape as a tuple of decimal
integers (each may carry the suffix \.{L} that Python~2 wrote, which NumPy
still reads in old files): \.{()}, \.{(n,)} or \.{(n1, n2, ...)} with an optional final comma
(\.{(n)} is an integer in Python, not a tuple, and NumPy refuses it).
Spaces, tabs and line ends may surround every token; after the closing
brace only they may follow (the padding). Each key must appear exactly
once; any other key, and anything Python would not read as such a literal
(a \.{Trueish}, a shape entry \.{2.0} or \.{-1}, a NUL byte), is refused,
and the message quotes the header from the token that failed.
Spellings Python accepts but NumPy's writer never produces (escapes in
strings, \.{0x10}, \.{1\_000}, a repeated key) are refused too.
@.malformed .npy header@>
@<Parse the header dictionary...@>=
typedef struct { const char *p, *end; } hdr_cursor;
static void hdr_skip(hdr_cursor *c) /* white space */
{
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r' || *c->p == '\f')) c->p++;
}
static int hdr_eat(hdr_cursor *c, char ch)
{
  hdr_skip(c);
  if (c->p < c->end && *c->p == ch) { c->p++; return 1; }
  return 0;
}
static int hdr_string(hdr_cursor *c, char *dst, size_t cap)
{
  size_t k = 0;
  char q;
  hdr_skip(c);
  if (c->p >= c->end || (*c->p != '\'' && *c->p != '"')) return 0;
  for (q = *c->p++; c->p < c->end && *c->p != q; c->p++) {
    if (*c->p == '\\' || *c->p == '\n' || *c->p == '\0' || k + 1 >= cap) return 0;
    dst[k++] = *c->p;
  }
  if (c->p >= c->end) return 0;
  c->p++; dst[k] = '\0';
  return 1;
}
@<Read a word, an integer and a tuple of integers from the header@>@;
static mm_status parse_header(const char *h, size_t hlen, const char *name, npy_array *a)
{
  hdr_cursor c = {h, h + hlen};
  char key[32], descr[32];
  int seen[3] = {0, 0, 0};
  const char *why = NULL, *tok = h;
  if (!hdr_eat(&c, '{')) why = "it is not a dictionary literal";
  else if (!hdr_eat(&c, '}'))
    while (1) {
      @<Read one key and its value, or set |why|@>@;
      if (why != NULL || hdr_eat(&c, '}')) break;
      tok = c.p;
      if (!hdr_eat(&c, ',')) { why = "expected ',' or '}' after a value"; break; }
      if (hdr_eat(&c, '}')) break;
    }
  if (why == NULL) { hdr_skip(&c); tok = c.p; if (c.p != c.end) why = "text after the dictionary"; }
  if (why == NULL && !(seen[0] && seen[1] && seen[2])) why = "the keys must be exactly descr, fortran_order and shape";
  if (why != NULL) { /* quote the header from the token that failed */
    char at[41];
    size_t k = (size_t)(c.end - tok) < 40 ? (size_t)(c.end - tok) : 40;
    memcpy(at, tok, k); at[k] = '\0';
    return mm_fail(MM_EINPUT, "%s: malformed .npy header: %s (at \"%s\")", name, why, at);
  }
  @<Check the element type |descr|@>@;
  return MM_OK;
}

@ @<Read one key and its value...@>=
{
  int which;
  hdr_skip(&c); tok = c.p;
  if (!hdr_string(&c, key, sizeof key)) { why = "a key must be a quoted string"; break; }
  which = !strcmp(key, "descr") ? 0 : !strcmp(key, "fortran_order") ? 1 : !strcmp(key, "shape") ? 2 : -1;
  if (which < 0) { why = "the keys must be exactly descr, fortran_order and shape"; break; }
  if (seen[which]) { why = "a key appears twice"; break; }
  seen[which] = 1;
  if (!hdr_eat(&c, ':')) { why = "expected ':' after a key"; break; }
  hdr_skip(&c); tok = c.p;
  if (which == 0 && !hdr_string(&c, descr, sizeof descr)) why = "descr must be a short quoted string";
  if (which == 1 && (a->fortran = hdr_bool(&c)) < 0) why = "fortran_order must be True or False";
  if (which == 2 && !hdr_shape(&c, a)) why = "shape must be a tuple of at most 8 integers 0..2^40";
}

@ A word ends where the characters of a Python name end, so \.{Trueish} is
one word, and not \.{True}. Shape entries are bounded by $2^{40}$ as they
are read, and so is their product (the number of elements), so no
arithmetic on them can overflow.
@<Read a word, an integer...@>=
static int hdr_bool(hdr_cursor *c)
{
  const char *w;
  size_t k;
  hdr_skip(c);
  for (w = c->p; c->p < c->end && (*c->p == '_' || (*c->p >= '0' && *c->p <= '9') || (*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z')); c->p++) ;
  k = (size_t)(c->p - w);
  return k == 4 && !memcmp(w, "True", 4) ? 1 : k == 5 && !memcmp(w, "False", 5) ? 0 : -1;
}
static int hdr_int(hdr_cursor *c, long long *v)
{
  const char *w;
  hdr_skip(c);
  *v = 0;
  for (w = c->p; c->p < c->end && *c->p >= '0' && *c->p <= '9'; c->p++) {
    *v = 10 * *v + (*c->p - '0');
    if (*v > (1LL << 40)) return 0;
  }
  if (c->p == w || (*w == '0' && c->p - w > 1)) return 0; /* none, or a leading zero */
  if (c->p < c->end && *c->p == 'L') c->p++; /* Python 2's long, in old files */
  return c->p == c->end || !(*c->p == '_' || *c->p == '.' || (*c->p >= '0' && *c->p <= '9') || (*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z'));
}
static int hdr_shape(hdr_cursor *c, npy_array *a)
{
  int commas = 0;
  a->ndim = 0; a->count = 1;
  if (!hdr_eat(c, '(')) return 0;
  if (hdr_eat(c, ')')) return 1; /* \.{()}: a scalar, one element */
  while (1) {
    long long s;
    if (a->ndim == 8 || !hdr_int(c, &s)) return 0;
    a->shape[a->ndim++] = s;
    if (s > 0 && a->count > (1LL << 40) / s) return 0;
    a->count *= s;
    if (hdr_eat(c, ',')) { commas++; if (hdr_eat(c, ')')) break; }
    else if (hdr_eat(c, ')')) break;
    else return 0;
  }
  return a->ndim > 1 || commas == 1; /* \.{(n)} is not a tuple */
}

@ The element type is a byte order (\.{<} little-endian, a vertical bar: not
applicable, \.{=} native, which is little-endian on the machines this
builds on), a kind and a size in bytes: the numeric kinds \.{f}, \.{i},
\.{u} with the sizes listed above, and strings \.{U$k$} of $k$ UTF-32
characters, for \.{loss} only, at most $63$ of them. The size is read with
at most three digits, so a type such as \.{<U99999999999} is refused by
its length and never overflows a counter. Everything else---big-endian
types, booleans, complex numbers, dates, bytes, objects, structured
types---is refused with the type in the message.
@.unsupported dtype@>
@<Check the element type |descr|@>=
{
  size_t dl = strlen(descr), k;
  int size = 0;
  for (k = 2; k < dl && k < 5 && descr[k] >= '0' && descr[k] <= '9'; k++) size = 10 * size + (descr[k] - '0');
  if (dl < 3 || k != dl || (descr[0] != '<' && descr[0] != '|' && descr[0] != '=') || descr[1] == '\0' || !strchr("fiuU", descr[1])
      || (descr[1] == 'f' && size != 4 && size != 8)
      || ((descr[1] == 'i' || descr[1] == 'u') && size != 1 && size != 2 && size != 4 && size != 8)
      || (descr[1] == 'U' && (size < 1 || size > 63)))
    return mm_fail(MM_EINPUT, "%s: unsupported dtype '%s' (use little-endian float64 or float32; integers for T and Y; a string of at most 63 characters for loss)", name, descr);
  a->kind = descr[1];
  a->size = a->kind == 'U' ? 4 * size : size; /* UTF-32 code units */
}

@ @.truncated@>
@<Check that the data has exactly...@>=
{
  size_t have = len - start - hlen, want = (size_t)a->count * (size_t)a->size;
  if (have < want) return mm_fail(MM_EINPUT, "%s: truncated: the header promises %zu bytes of data, the file has %zu", name, want, have);
  if (have > want) return mm_fail(MM_EINPUT, "%s: %zu bytes after the data that the header does not account for", name, have - want);
}

@ Element $e$ (counted in C order) of an array, as a double. In Fortran
order the C index is mapped to its column-major offset. Unaligned data is
read with |memcpy|.
@<Npy: subroutines@>=
static double npy_get(const npy_array *a, long long e)
{
  long long off = e;
  const unsigned char *p;
  if (a->fortran && a->ndim > 1) {
    long long rest = e, stride = 1;
    off = 0;
    for (int k = a->ndim - 1; k >= 0; k--) { /* C index digits, least significant last */
      long long ik = rest % a->shape[k];
      rest /= a->shape[k];
      (void)ik;
    }
    rest = e;
    { /* column-major: the first index varies fastest */
      long long idx[8];
      for (int k = a->ndim - 1; k >= 0; k--) { idx[k] = rest % a->shape[k]; rest /= a->shape[k]; }
      for (int k = 0; k < a->ndim; k++) { off += idx[k] * stride; stride *= a->shape[k]; }
    }
  }
  p = a->data + (size_t)off * (size_t)a->size;
  switch (a->kind) {
  case 'f': if (a->size == 8) { double x; memcpy(&x, p, 8); return x; } else { float x; memcpy(&x, p, 4); return x; }
  case 'i': switch (a->size) {
    case 1: return (double)(int8_t)p[0];
    case 2: { int16_t x; memcpy(&x, p, 2); return x; }
    case 4: { int32_t x; memcpy(&x, p, 4); return x; }
    default: { int64_t x; memcpy(&x, p, 8); return (double)x; } }
  case 'u': switch (a->size) {
    case 1: return p[0];
    case 2: { uint16_t x; memcpy(&x, p, 2); return x; }
    case 4: { uint32_t x; memcpy(&x, p, 4); return x; }
    default: { uint64_t x; memcpy(&x, p, 8); return (double)x; } }
  }
  return NAN;
}

@*1 From arrays to an instance.
The arrays found (any may be missing; \.{X} and \.{v} are required) fill
an instance directly. Each check below is one the JSON reader makes, with
its message, in its order: \.{X} fixes $n$, the $T_i$ and $d$, then \.{v},
\.{Y}, \.{W} and \.{loss} are checked against that shape. A real array
where integers are expected (\.{T}) must hold whole numbers.
@.T must hold the number of tokens@>
@.X has too many inputs@>
@.v has k numbers, expected d@>
@<Npy: subroutines@>=
static mm_status check_finite(const npy_array *a, const char *aname, const char *where);
static const char *const array_names[6];
static mm_status arrays_to_instance(npy_array *arr[6], const char *where, mm_instance **out)
{
  npy_array *X = arr[0], *v = arr[1], *Y = arr[2], *W = arr[3], *T = arr[4], *loss = arr[5];
  mm_instance *in = NULL;
  int *Ts = NULL;
  long long n, Tm, d;
  mm_status s;
  *out = NULL;
  if (X == NULL) return mm_fail(MM_EINPUT, "%s: X is missing", where);
  @<Check the array \.{X} and the lengths \.{T}, setting |n|, |Tm|, |d| and |Ts|@>@;
  bus_in = in = mm_instance_new((int)n, Ts, (int)d);
  bus_Ts = NULL; free(Ts);
  if (in == NULL) { /* too large (bad input) or out of memory */
    char msg[512];
    mm_status why = mm_error_status() == MM_ENOMEM ? MM_ENOMEM : MM_EINPUT;
    snprintf(msg, sizeof msg, "%s", mm_error_message());
    return mm_fail(why, "%s: %s", where, msg);
  }
  @<Copy the tokens of \.{X} into |in|, without the padding@>@;
  @<Check that the tokens of \.{X} are finite; the padding is not looked at@>@;
  for (int k = 1; k < 6; k++) /* after the size is known to fit: the scan reads every page */
    if (arr[k] && (arr[k]->kind == 'U') != (k == 5)) {
      s = mm_fail(MM_EINPUT, "%s: %s must be %s", where, array_names[k], k == 5 ? "one string" : "numeric, not a string");
      goto fail;
    } else if ((s = check_finite(arr[k], array_names[k], where)) != MM_OK) goto fail;
  if (v == NULL) { s = mm_fail(MM_EINPUT, "%s: v is missing (the head, %lld numbers)", where, d); goto fail; }
  @<Copy \.{v}, \.{Y} and \.{W} into |in|, checking their shapes and the labels@>@;
  if (loss) @<Set the loss named by the string \.{loss}@>@;
  if ((s = mm_instance_refresh(in)) != MM_OK) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", mm_error_message()); /* |mm_fail| overwrites the buffer */
    mm_fail(s, "%s: %s", where, msg); goto fail;
  }
  *out = in;
  return MM_OK;
fail:
  bus_in = NULL;
  mm_instance_free(in);
  return s;
}

@ The limits are the JSON reader's: at most $10^7$ inputs and $10^7$ tokens
per input, dimensions up to $10^5$.
@.X must be a real array@>
@<Check the array \.{X} and the lengths...@>=
if (X->kind != 'f' || X->ndim != 3) return mm_fail(MM_EINPUT, "%s: X must be a real array of shape n x T x d, got %d dimensions of kind '%c'", where, X->ndim, X->kind);
n = X->shape[0]; Tm = X->shape[1]; d = X->shape[2];
if (n == 0) return mm_fail(MM_EINPUT, "%s: X must be a non-empty array of inputs", where);
if (n > 10000000) return mm_fail(MM_EINPUT, "%s: X has too many inputs (%lld)", where, n);
if (Tm == 0) return mm_fail(MM_EINPUT, "%s: X[0] must be a non-empty array of tokens", where);
if (Tm > 10000000) return mm_fail(MM_EINPUT, "%s: X has %lld tokens per input; at most 10^7 tokens per input are supported", where, Tm);
if (d == 0) return mm_fail(MM_EINPUT, "%s: X[0][0] must be a non-empty array of numbers", where);
if (d > 100000) return mm_fail(MM_EINPUT, "%s: X[0][0] has %lld numbers; dimensions above 100000 are not supported", where, d);
if (T && (T->ndim != 1 || T->shape[0] != n)) return mm_fail(MM_EINPUT, "%s: T must have one entry per input (%lld), got %d dimensions", where, n, T->ndim);
if ((bus_Ts = Ts = malloc(sizeof(int) * (size_t)n)) == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", where);
for (long long i = 0; i < n; i++) {
  double t = T ? npy_get(T, i) : (double)Tm;
  if (!(t >= 1 && t <= (double)Tm && t == floor(t))) {
    bus_Ts = NULL; free(Ts);
    return mm_fail(MM_EINPUT, "%s: T[%lld] = %g: T must hold the number of tokens of each input, 1..%lld", where, i, t, Tm);
  }
  Ts[i] = (int)t;
}

@ A little-endian |float64| array in C order is copied input by input with
|memcpy| (each input's first $T_i$ rows are contiguous); any other layout
element by element.
@<Copy the tokens of \.{X} into |in|...@>=
if (X->size == 8 && !X->fortran)
  for (long long i = 0; i < n; i++)
    memcpy(in->X + (size_t)in->off[i] * (size_t)d, X->data + (size_t)(i * Tm) * (size_t)d * 8, sizeof(double) * (size_t)in->T[i] * (size_t)d);
else
  for (long long i = 0; i < n; i++)
    for (long long t = 0; t < in->T[i]; t++)
      for (long long j = 0; j < d; j++)
        in->X[((size_t)in->off[i] + (size_t)t) * (size_t)d + (size_t)j] = npy_get(X, (i * Tm + t) * d + j);

@ The padding of \.{X} (tokens $T_i$ and beyond of input $i$) is ignored,
whatever it holds: only the tokens copied into the instance are checked,
each non-finite one named by its position in \.{X}.
@.is not finite@>
@<Check that the tokens of \.{X} are finite...@>=
for (long long i = 0; i < n; i++)
  for (long long t = 0; t < in->T[i]; t++)
    for (long long j = 0; j < d; j++) {
      double x = in->X[((size_t)in->off[i] + (size_t)t) * (size_t)d + (size_t)j];
      if (!isfinite(x)) { s = mm_fail(MM_EINPUT, "%s: X[%lld][%lld][%lld] is not finite (%g)", where, i, t, j, x); goto fail; }
    }

@ @.labels must be +1 or -1@>
@.W must be a d x d matrix@>
@<Copy \.{v}, \.{Y} and \.{W}...@>=
if (v->ndim != 1) { s = mm_fail(MM_EINPUT, "%s: v must be one-dimensional, got %d dimensions", where, v->ndim); goto fail; }
if (v->count != d) { s = mm_fail(MM_EINPUT, "%s: v has %lld numbers, expected %lld", where, v->count, d); goto fail; }
for (long long j = 0; j < d; j++) in->v[j] = npy_get(v, j);
if (Y) {
  if (Y->ndim != 1) { s = mm_fail(MM_EINPUT, "%s: Y must be one-dimensional, got %d dimensions", where, Y->ndim); goto fail; }
  if (Y->count != n) { s = mm_fail(MM_EINPUT, "%s: Y has %lld numbers, expected %lld", where, Y->count, n); goto fail; }
  for (long long i = 0; i < n; i++)
    if ((in->Y[i] = npy_get(Y, i)) != 1.0 && in->Y[i] != -1.0) {
      s = mm_fail(MM_EINPUT, "%s: labels must be +1 or -1, Y[%lld] = %g", where, i, in->Y[i]); goto fail;
    }
}
if (W) {
  if (W->ndim != 2) { s = mm_fail(MM_EINPUT, "%s: W must be a d x d matrix, got %d dimensions", where, W->ndim); goto fail; }
  if (W->shape[0] != d || W->shape[1] != d) { s = mm_fail(MM_EINPUT, "%s: W must be an array of %lld rows of %lld numbers", where, d, d); goto fail; }
  for (long long e = 0; e < d * d; e++) in->W[e] = npy_get(W, e);
}

@ A NumPy string (\.{<U$k$}) is $k$ UTF-32 code units, padded with zeros;
only ASCII is meaningful here.
@<Set the loss named by the string \.{loss}@>=
{
  char name[64];
  int k = 0;
  if (loss->kind != 'U' || loss->count != 1 || loss->size / 4 >= (int)sizeof name) { s = mm_fail(MM_EINPUT, "%s: loss must be one string", where); goto fail; }
  for (int c = 0; c < loss->size / 4; c++) {
    uint32_t u;
    memcpy(&u, loss->data + 4 * c, 4);
    if (u == 0) break;
    name[k++] = u < 128 && u >= 32 ? (char)u : '?';
  }
  name[k] = '\0';
  if (!strcmp(name, "logistic")) in->loss = MM_LOSS_LOGISTIC;
  else if (!strcmp(name, "exponential")) in->loss = MM_LOSS_EXPONENTIAL;
  else if (!strcmp(name, "correlation")) in->loss = MM_LOSS_CORRELATION;
  else { s = mm_fail(MM_EINPUT, "%s: unknown loss (expected \"logistic\", \"exponential\" or \"correlation\")", where); goto fail; }
}

@ Non-finite numbers are looked for once the instance is known to fit in
memory (the scan reads every page of a mapped file), each element named by
its position in C order, the path the JSON reader would give.
@.is not finite@>
@<Npy: subroutines@>=
static mm_status check_finite(const npy_array *a, const char *aname, const char *where)
{
  if (a == NULL || a->kind == 'U') return MM_OK;
  if (a->kind == 'f' && a->size == 8 && !a->fortran) { /* the common case, at memory speed */
    long long e = 0;
    for (; e < a->count; e++) { double x; memcpy(&x, a->data + 8 * (size_t)e, 8); if (!isfinite(x)) break; }
    if (e == a->count) return MM_OK;
  }
  for (long long e = 0; e < a->count; e++) {
    double x = npy_get(a, e);
    if (!isfinite(x)) {
      char pos[128];
      int k = 0;
      long long rest = e, idx[8];
      for (int m = a->ndim - 1; m >= 0; m--) { idx[m] = a->shape[m] ? rest % a->shape[m] : 0; rest = a->shape[m] ? rest / a->shape[m] : 0; }
      for (int m = 0; m < a->ndim && k < 100; m++) k += snprintf(pos + k, sizeof pos - (size_t)k, "[%lld]", idx[m]);
      pos[k] = '\0';
      return mm_fail(MM_EINPUT, "%s: %s%s is not finite (%g)", where, aname, pos, x);
    }
  }
  return MM_OK;
}

@*1 Files.
A whole file is read into memory (the arrays point into it). For a
\.{.npy} file the sibling arrays are read the same way when they exist.
A regular file is mapped (|mmap|, read-only) instead of read: its pages
come from the page cache as the conversion copies them, and an instance of
gigabytes is not held in memory twice. Other files (a pipe, a device) are
read, once, through the descriptor that was opened.
@.cannot read@>
@<Npy: subroutines@>=
typedef struct { unsigned char *buf; size_t len; int mapped; } npy_file;
static mm_status read_fd(int fd, const char *path, unsigned char **buf, size_t *len);
static mm_status map_or_read_fd(int fd, const char *path, npy_file *f) /* closes |fd| */
{
  struct stat st;
  mm_status s;
  f->buf = NULL; f->len = 0; f->mapped = 0;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m != MAP_FAILED) {
      close(fd);
      f->buf = m; f->len = (size_t)st.st_size; f->mapped = 1;
      return MM_OK;
    }
  }
  s = read_fd(fd, path, &f->buf, &f->len);
  close(fd);
  return s;
}
static mm_status map_or_read(const char *path, npy_file *f)
{
  int fd = open(path, O_RDONLY);
  f->buf = NULL; f->len = 0; f->mapped = 0;
  if (fd < 0) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  return map_or_read_fd(fd, path, f);
}
static void unmap_or_free(npy_file *f)
{
  if (f->mapped) munmap(f->buf, f->len); else free(f->buf);
  f->buf = NULL;
}

@ Reading a descriptor to its end. The buffer doubles as it fills, up to
$2^{35}$ bytes ($32$~GB), beyond which the input is reported as not fitting
in memory (exit code~7).
@<Npy: subroutines@>=
static mm_status read_fd(int fd, const char *path, unsigned char **buf, size_t *len)
{
  size_t cap = 1 << 16, n = 0;
  unsigned char *b = malloc(cap);
  *buf = NULL; *len = 0;
  if (b == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", path);
  while (1) {
    ssize_t got = read(fd, b + n, cap - n);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) { int e = errno; free(b); return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(e)); }
    if (got == 0) break;
    n += (size_t)got;
    if (n == cap) {
      unsigned char *q = cap > ((size_t)1 << 34) ? NULL : realloc(b, cap * 2);
      if (q == NULL) { free(b); return mm_fail(MM_ENOMEM, "%s: out of memory (%zu bytes read)", path, n); }
      b = q; cap *= 2;
    }
  }
  *buf = b; *len = n;
  return MM_OK;
}

@ A mapped file can shrink under the reader: a program that rewrites it
in place (as |numpy.save| does when it saves over an existing file)
truncates it first, and touching a page of the mapping beyond the new end
raises \.{SIGBUS}. That is a truncated file---bad input, exit code~2---not
a crash. Every access to mapped bytes (the parse of the headers and the
copy into the instance, |npy_convert|) runs under a handler whose
recovery point is set just before it. A \.{SIGBUS} whose faulting address
lies in one of the mappings jumps back there (|siglongjmp|); the recovery
frees the two blocks the copy may have allocated, which it finds in
|bus_Ts| and |bus_in|, and names the file. The jump is sound because the
code it abandons only reads mapped bytes into memory it owns: a fault
happens inside a load or a |memcpy| from the mapping, never inside
|malloc|, |mm_fail| or any other call that holds a lock or half-updated
state (those run between accesses and touch no mapped byte). A \.{SIGBUS}
at any other address is not a truncation: the handler restores the
previous action and returns, and the faulting access repeats under it.
@.truncated while being read@>
@<Npy: global variables@>=
static int *bus_Ts; /* the blocks the copy holds, for the recovery */
static mm_instance *bus_in;

@ @<Npy: subroutines@>=
static sigjmp_buf bus_jump;
static const npy_file *bus_files; /* the six slots of the conversion running */
static volatile sig_atomic_t bus_hit; /* the slot whose mapping faulted */
static struct sigaction bus_old;
static void on_sigbus(int sig, siginfo_t *si, void *ctx)
{
  const unsigned char *a = si->si_addr;
  (void)sig; (void)ctx;
  for (int k = 0; k < 6; k++)
    if (bus_files[k].mapped && a >= bus_files[k].buf && a < bus_files[k].buf + bus_files[k].len) {
      bus_hit = k;
      siglongjmp(bus_jump, 1);
    }
  sigaction(SIGBUS, &bus_old, NULL);
}

@ The guard. |npy_convert| parses the files of the slots present (those
with a name) and builds the instance; the guard around it holds no
variable that the conversion changes, so nothing is lost by the jump.
@<Npy: subroutines@>=
static const char *const array_names[6];
static mm_status npy_convert(npy_file file[6], char *names[6], const char *where, mm_instance **out)
{
  npy_array a[6], *arr[6] = {NULL};
  mm_status s;
  for (int k = 0; k < 6; k++)
    if (names[k] != NULL) {
      if ((s = parse_npy(file[k].buf, file[k].len, names[k], &a[k])) != MM_OK) return s;
      arr[k] = &a[k];
    }
  return arrays_to_instance(arr, where, out);
}
static mm_status npy_guarded(npy_file file[6], char *names[6], const char *where, mm_instance **out)
{
  struct sigaction sa;
  mm_status s;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_sigbus; sa.sa_flags = SA_SIGINFO; sigemptyset(&sa.sa_mask);
  bus_files = file; bus_Ts = NULL; bus_in = NULL;
  sigaction(SIGBUS, &sa, &bus_old);
  if (sigsetjmp(bus_jump, 1)) {
    sigaction(SIGBUS, &bus_old, NULL);
    free(bus_Ts); mm_instance_free(bus_in);
    bus_Ts = NULL; bus_in = NULL; *out = NULL;
    return mm_fail(MM_EINPUT, "%s: truncated while being read (the file shrank after it was opened: another program rewrote it)", names[bus_hit]);
  }
  s = npy_convert(file, names, where, out);
  sigaction(SIGBUS, &bus_old, NULL);
  bus_Ts = NULL; bus_in = NULL;
  return s;
}

@ The names of the arrays, in the order |arrays_to_instance| takes them.
@<Npy: subroutines@>=
static const char *const array_names[6] = {"X", "v", "Y", "W", "T", "loss"};

@ A \.{.npy} instance: the file of \.{X}, already opened (|first|, owned
from here on), and its siblings, all opened and mapped (or read) before
any byte of them is looked at.
@<Npy: subroutines@>=
static mm_status npy_read(npy_file *first, const char *path, mm_instance **out)
{
  npy_file file[6] = {{NULL, 0, 0}};
  char *names[6] = {NULL};
  mm_status s = MM_OK;
  size_t pl = strlen(path);
  file[0] = *first; names[0] = (char *)path;
  for (int k = 1; k < 6 && s == MM_OK; k++) { /* siblings \.{STEM.v.npy} etc. */
    char *sib = malloc(pl + 16);
    if (sib == NULL) { s = mm_fail(MM_ENOMEM, "%s: out of memory", path); break; }
    snprintf(sib, pl + 16, "%.*s.%s.npy", (int)(pl > 4 && !strcmp(path + pl - 4, ".npy") ? pl - 4 : pl), path, array_names[k]);
    if (access(sib, F_OK) == 0 && (s = map_or_read(sib, &file[k])) == MM_OK) names[k] = sib;
    else free(sib);
  }
  if (s == MM_OK) s = npy_guarded(file, names, path, out);
  for (int k = 0; k < 6; k++) unmap_or_free(&file[k]);
  for (int k = 1; k < 6; k++) free(names[k]);
  return s;
}
mm_status mm_npy_read_instance(const char *path, mm_instance **out)
{
  npy_file f;
  mm_status s;
  *out = NULL;
  if ((s = map_or_read(path, &f)) != MM_OK) return s;
  return npy_read(&f, path, out);
}

@ The files a read opens. An output of a run must not be one of them
(\.{train X.npy} with \.{--trajectory X.v.npy} would overwrite an
array of the run), so |mm_npy_input_files| lists them for the command's check: the file
itself and, for a regular file, every sibling that exists under the names
of the loop above. A sibling is listed whatever the format of the file (it
is read only for a \.{.npy}), which refuses at most a harmless output
name; the file is not opened here, so a stream is not consumed. It returns
the number of names (at most $6$), each allocated, or $-1$ when memory
runs out.
@<Npy: declarations@>=
int mm_npy_input_files(const char *path, char *names[6]);

@ @<Npy: subroutines@>=
int mm_npy_input_files(const char *path, char *names[6])
{
  size_t pl = strlen(path);
  struct stat st;
  int n = 0;
  if ((names[n++] = strdup(path)) == NULL) return -1;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return n;
  for (int k = 1; k < 6; k++) {
    char *sib = malloc(pl + 16);
    if (sib == NULL) { while (n > 0) free(names[--n]); return -1; }
    snprintf(sib, pl + 16, "%.*s.%s.npy", (int)(pl > 4 && !strcmp(path + pl - 4, ".npy") ? pl - 4 : pl), path, array_names[k]);
    if (access(sib, F_OK) == 0) names[n++] = sib; else free(sib);
  }
  return n;
}

@ An \.{.npz} file is a zip archive with one member \.{NAME.npy} per array,
stored or deflated; libzip reads both. A member whose name is not one of
the six is refused, as an unknown key is in JSON, except the trained
parameters \.{p}, \.{W\_K}, \.{W\_Q} and \.{z}, which are left to the
command that reads them (|mm_npy_read_array|); a PyTorch file is named as
such.
@.unknown array@>
@<Npy: subroutines@>=
static int npz_param_member(const char *nm);
static int npz_is_torch(zip_t *z);
static mm_status npz_read(zip_t *z, const char *path, zip_uint64_t archive_size, mm_instance **out)
{
  unsigned char *buf[6] = {NULL};
  npy_array a[6], *arr[6] = {NULL};
  mm_status s = MM_OK;
  zip_int64_t m = zip_get_num_entries(z, 0);
  *out = NULL;
  if (npz_is_torch(z)) s = mm_fail(MM_EINPUT, "%s: " MM_TORCH_HINT, path);
  for (zip_int64_t e = 0; e < m && s == MM_OK; e++)
    @<Read member |e| of the archive into its slot@>@;
  if (s == MM_OK) s = arrays_to_instance(arr, path, out);
  for (int k = 0; k < 6; k++) free(buf[k]);
  zip_discard(z);
  return s;
}

@ Opening the archive: a regular file through its descriptor (libzip
seeks in it), a stream from the bytes already read into memory (a zip
archive is read from its end, its central directory, so a pipe cannot be
read in place).
@<Npy: subroutines@>=
static mm_status npz_open_failed(const char *path, zip_error_t *ze)
{
  int err = zip_error_code_zip(ze);
  mm_status s = mm_fail(err == ZIP_ER_OPEN || err == ZIP_ER_READ ? MM_EIO : err == ZIP_ER_MEMORY ? MM_ENOMEM : MM_EINPUT,
    "%s: cannot read the .npz archive: %s", path, zip_error_strerror(ze));
  zip_error_fini(ze);
  return s;
}
static mm_status npz_read_fd(int fd, const char *path, zip_uint64_t size, mm_instance **out)
{
  int err = 0;
  zip_t *z = zip_fdopen(fd, ZIP_RDONLY, &err); /* owns |fd| if it succeeds */
  zip_error_t ze;
  if (z != NULL) return npz_read(z, path, size, out);
  close(fd);
  zip_error_init_with_code(&ze, err);
  return npz_open_failed(path, &ze);
}
static mm_status npz_read_buffer(const unsigned char *buf, size_t len, const char *path, mm_instance **out)
{
  zip_error_t ze;
  zip_source_t *src;
  zip_t *z = NULL;
  zip_error_init(&ze);
  if ((src = zip_source_buffer_create(buf, len, 0, &ze)) != NULL && (z = zip_open_from_source(src, ZIP_RDONLY, &ze)) == NULL)
    zip_source_free(src);
  if (z == NULL) return npz_open_failed(path, &ze);
  zip_error_fini(&ze);
  return npz_read(z, path, len, out);
}
mm_status mm_npz_read_instance(const char *path, mm_instance **out)
{
  int fd = open(path, O_RDONLY);
  struct stat st;
  unsigned char *buf;
  size_t len;
  mm_status s;
  *out = NULL;
  if (fd < 0) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) return npz_read_fd(fd, path, (zip_uint64_t)st.st_size, out);
  s = read_fd(fd, path, &buf, &len);
  close(fd);
  if (s != MM_OK) return s;
  s = npz_read_buffer(buf, len, path, out);
  free(buf);
  return s;
}

@ @<Read member |e|...@>=
{
  zip_stat_t st;
  const char *nm = zip_get_name(z, (zip_uint64_t)e, 0);
  int k = 0;
  char label[512];
  zip_file_t *f;
  size_t nl = nm ? strlen(nm) : 0;
  if (npz_param_member(nm)) continue; /* a trained parameter, not part of the instance */
  while (k < 6 && !(nm && nl == strlen(array_names[k]) + 4 && !strncmp(nm, array_names[k], nl - 4) && !strcmp(nm + nl - 4, ".npy"))) k++;
  if (k == 6) { s = mm_fail(MM_EINPUT, "%s: unknown array \"%.64s\" (allowed: X, v, Y, W, T, loss)", path, nm ? nm : "?"); break; }
  snprintf(label, sizeof label, "%s: %s", path, nm);
  if (zip_stat_index(z, (zip_uint64_t)e, 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE) || st.size > ((zip_uint64_t)1 << 34)) {
    s = mm_fail(MM_EINPUT, "%s: cannot read the member's size", label); break;
  }
  @<Refuse a member whose declared size its compressed bytes cannot hold, or a repeated one@>@;
  if ((buf[k] = malloc(st.size + 1)) == NULL) { s = mm_fail(MM_ENOMEM, "%s: out of memory", label); break; }
  if ((f = zip_fopen_index(z, (zip_uint64_t)e, 0)) == NULL) { s = mm_fail(MM_EINPUT, "%s: cannot open: %s", label, zip_strerror(z)); break; }
  if (zip_fread(f, buf[k], st.size) != (zip_int64_t)st.size) { s = mm_fail(MM_EINPUT, "%s: truncated or corrupt member: %s", label, zip_file_strerror(f)); zip_fclose(f); break; }
  zip_fclose(f);
  @<Refuse a member whose bytes do not have the CRC-32 the archive records@>@;
  if ((s = parse_npy(buf[k], st.size, label, &a[k])) == MM_OK) arr[k] = &a[k];
}

@ Every member of a zip archive carries the CRC-32 of its bytes, and NumPy
refuses a member whose bytes do not match it (a flipped bit in a stored
member changes a number silently otherwise). libzip checks the CRC only
when a read reaches the member's end, which a read of exactly the declared
size need not do, so the reader computes it (zlib's |crc32|, in pieces
that fit its |uInt| length) and compares it with the central directory's.
A member without a recorded CRC is refused as well.
@.CRC-32 mismatch@>
@<Refuse a member whose bytes do not have the CRC-32...@>=
{
  uLong crc = crc32(0L, Z_NULL, 0);
  for (zip_uint64_t o = 0; o < st.size; o += (zip_uint64_t)1 << 30)
    crc = crc32(crc, buf[k] + o, (uInt)(st.size - o < ((zip_uint64_t)1 << 30) ? st.size - o : (zip_uint64_t)1 << 30));
  if (!(st.valid & ZIP_STAT_CRC) || crc != st.crc) {
    s = mm_fail(MM_EINPUT, "%s: corrupt member: CRC-32 mismatch (the archive records %08lx, the bytes give %08lx)", label,
      (unsigned long)((st.valid & ZIP_STAT_CRC) ? st.crc : 0), (unsigned long)crc);
    break;
  }
}

@ The size a member declares is read before its bytes, and memory for it
is allocated then, so a file of a few hundred bytes could ask for
gigabytes. Deflate expands at most $1032$-fold (a run of $258$ bytes
costs at least two bits), and a stored member is its compressed bytes, so
a member whose declared size exceeds $1032$ times its compressed size
(plus a small allowance for the stream's framing), or whose compressed size
exceeds the archive, is corrupt, and is refused before any allocation
(\.{make fuzz} found a 594-byte archive declaring 4 GB). A member that
appears twice is refused too.
@.declared size is impossible@>

@<Refuse a member whose declared size...@>=
{
  if (!(st.valid & ZIP_STAT_COMP_SIZE) || st.comp_size > archive_size
      || st.size > 1032 * st.comp_size + 1024) {
    s = mm_fail(MM_EINPUT, "%s: corrupt archive: the member's declared size is impossible for its compressed size", label); break;
  }
  if (buf[k] != NULL) { s = mm_fail(MM_EINPUT, "%s: the array appears twice in the archive", label); break; }
}

@ The dispatch on the first bytes. The file is opened once, and its
first bytes are looked at without consuming them when it is a regular
file (|pread|); anything else (a pipe, \.{/dev/stdin}, a process
substitution \.{<(...)}) is read to its end first, through the same
descriptor, and the bytes in memory are dispatched: a stream can be read
only once, so opening its path again (as a sniff followed by a reader
would) would find the first bytes gone. An \.{.npz} from a stream is
read from memory, within the limit of |read_fd|; a \.{.npy} from a stream
has no siblings.
@.is a directory@>
@<Npy: subroutines@>=
mm_status mm_read_instance_any(const char *path, mm_instance **out)
{
  unsigned char head[6] = {0};
  struct stat st;
  npy_file f = {NULL, 0, 0};
  mm_status s;
  int fd = open(path, O_RDONLY);
  *out = NULL;
  if (fd < 0) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  if (fstat(fd, &st) != 0) { int e = errno; close(fd); return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(e)); }
  if (S_ISDIR(st.st_mode)) { close(fd); return mm_fail(MM_EIO, "%s: cannot read: it is a directory, not an instance file", path); }
  if (S_ISREG(st.st_mode)) {
    ssize_t got = pread(fd, head, sizeof head, 0);
    if (got == 6 && !memcmp(head, "\x93NUMPY", 6)) {
      if ((s = map_or_read_fd(fd, path, &f)) != MM_OK) return s;
      return npy_read(&f, path, out);
    }
    if (got >= 2 && head[0] == 'P' && head[1] == 'K') return npz_read_fd(fd, path, (zip_uint64_t)st.st_size, out);
  }
  s = read_fd(fd, path, &f.buf, &f.len);
  close(fd);
  if (s != MM_OK) return s;
  if (f.len >= 6 && !memcmp(f.buf, "\x93NUMPY", 6)) return npy_read(&f, path, out);
  if (f.len >= 2 && f.buf[0] == 'P' && f.buf[1] == 'K') s = npz_read_buffer(f.buf, f.len, path, out);
  else s = mm_io_read_instance_mem((const char *)f.buf, f.len, path, out);
  free(f.buf);
  return s;
}

@*1 A matrix of points.
Lists of vectors (starting points of a search, trained parameters) come as
a \.{.npy} array of shape $(k,d)$, one point a row, or $(d)$ for a single
point. |mm_npy_matrix| reads such an array from the bytes |buf| of a whole
\.{.npy} file, with the rules of the instance reader (the header's grammar,
the element types, non-finite numbers refused), into a new array of
|*rows| times |*cols| doubles in C order.
@.a list of points must be a 1-D or 2-D array@>
@<Npy: declarations@>=
mm_status mm_npy_matrix(const unsigned char *buf, size_t len, const char *name, long long *rows, long long *cols, double **data);

@ @<Npy: subroutines@>=
mm_status mm_npy_matrix(const unsigned char *buf, size_t len, const char *name, long long *rows, long long *cols, double **data)
{
  npy_array a;
  mm_status s;
  *data = NULL; *rows = *cols = 0;
  if ((s = parse_npy(buf, len, name, &a)) != MM_OK) return s;
  if (a.kind == 'U' || a.ndim < 1 || a.ndim > 2)
    return mm_fail(MM_EINPUT, "%s: a list of points must be a 1-D or 2-D array of numbers (this one has %d dimension(s)%s)",
      name, a.ndim, a.kind == 'U' ? " of strings" : "");
  if ((s = check_finite(&a, "points", name)) != MM_OK) return s;
  *rows = a.ndim == 2 ? a.shape[0] : 1; *cols = a.shape[a.ndim - 1];
  if ((*data = malloc(sizeof(double) * (size_t)(a.count > 0 ? a.count : 1))) == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", name);
  for (long long e = 0; e < a.count; e++) (*data)[e] = npy_get(&a, e);
  return MM_OK;
}

@*1 One named array: trained parameters and long lists.
A trained model's parameters are arrays beside the instance: a query
\.{p} ($d$ entries), or per attention head a key matrix \.{W\_K} and a
query matrix \.{W\_Q} (each $d\times d_k$, or $H\times d\times d_k$ for
$H$ heads) with the class token \.{z} ($d$ entries). An \.{.npz} instance
may carry them as members; the instance reader leaves those four names to
the command that asks for them (see |npz_param_member|). Long lists of
numbers given to options (a start, a selection of $10^5$ tokens) come from
files in the same way. |mm_npy_read_array| reads one array from |path|:
from a \.{.npy} file, from the member |member| of an \.{.npz} archive
(|a->found| is $0$ when the archive has no such member), or, when |member|
is |NULL| and the file is neither, as text: numbers in the command line's
decimal syntax, separated by white space or commas. The numbers are
doubles in C order with the array's shape, and must be finite.
A \.{.pt} file is a zip archive too (|torch.save| writes one with a member
\.{data.pkl}); it is refused with a message that says so and names the
export script.
@.is a PyTorch file@>
@.not a number@>
@.no numbers@>
@<Npy: declarations@>=
typedef struct { double *x; long long count; int ndim; long long shape[8]; int found; } mm_array;
mm_status mm_npy_read_array(const char *path, const char *member, mm_array *a);
void mm_array_free(mm_array *a);

@ The names an instance archive may carry for a command besides its own six.
@<Npy: subroutines@>=
static int npz_param_member(const char *nm)
{
  static const char *const params[] = {"p.npy", "W_K.npy", "W_Q.npy", "z.npy"};
  for (int k = 0; k < 4; k++) if (nm && !strcmp(nm, params[k])) return 1;
  return 0;
}
static int npz_is_torch(zip_t *z)
{
  return zip_name_locate(z, "data.pkl", ZIP_FL_NODIR) >= 0;
}

@ @<Npy: subroutines@>=
void mm_array_free(mm_array *a)
{
  free(a->x); a->x = NULL; a->count = 0;
}
static mm_status array_from_npy(const npy_array *na, const char *name, mm_array *a)
{
  if (na->kind == 'U') return mm_fail(MM_EINPUT, "%s: a string array, not numbers", name);
  if (na->count > 1 << 30) return mm_fail(MM_EINPUT, "%s: %lld entries, more than the 2^30 supported", name, na->count);
  a->x = malloc(sizeof(double) * (size_t)(na->count + 1));
  if (a->x == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", name);
  a->count = na->count; a->ndim = na->ndim;
  for (int k = 0; k < na->ndim; k++) a->shape[k] = na->shape[k];
  for (long long e = 0; e < na->count; e++) {
    a->x[e] = npy_get(na, e);
    if (!isfinite(a->x[e])) { mm_array_free(a); return mm_fail(MM_EINPUT, "%s: entry %lld is not finite", name, e); }
  }
  a->found = 1;
  return MM_OK;
}

@ Text: the command line's number syntax (|mm_io_parse_number|), so a
file says what the same list typed as an argument says.
@<Npy: subroutines@>=
static mm_status array_from_text(const unsigned char *buf, size_t len, const char *name, mm_array *a)
{
  long long cap = 1, k = 0;
  char *s = malloc(len + 1), *c;
  if (s == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", name);
  memcpy(s, buf, len); s[len] = '\0';
  if (strlen(s) != len) { free(s); return mm_fail(MM_EINPUT, "%s: not a text file of numbers (a NUL byte)", name); }
  for (size_t j = 0; j < len; j++) cap += s[j] == ',' || s[j] == ' ' || s[j] == '\n' || s[j] == '\t' || s[j] == '\r';
  if ((a->x = malloc(sizeof(double) * (size_t)cap)) == NULL) { free(s); return mm_fail(MM_ENOMEM, "%s: out of memory", name); }
  for (c = s; ; ) {
    const char *end;
    while (*c == ' ' || *c == '\t' || *c == '\n' || *c == '\r' || *c == ',') c++;
    if (*c == '\0') break;
    if (mm_io_parse_number(c, &end, &a->x[k]) != MM_NUM_OK || (*end && !strchr(" \t\n\r,", *end))) {
      size_t w = strcspn(c, " \t\n\r,");
      mm_fail(MM_EINPUT, "%s: entry %lld \"%.*s\" is not a number in the supported range (decimal, |x| <= 1e100)", name, k, (int)(w > 40 ? 40 : w), c);
      free(s); mm_array_free(a); return MM_EINPUT;
    }
    k++; c = (char *)end;
  }
  free(s);
  if (k == 0) { mm_array_free(a); return mm_fail(MM_EINPUT, "%s: no numbers in the file", name); }
  a->count = k; a->ndim = 1; a->shape[0] = k; a->found = 1;
  return MM_OK;
}

@ A member of an archive: the checks of the instance reader on its
declared size and its CRC-32, then the \.{.npy} parse.
@<Npy: subroutines@>=
static mm_status array_from_npz(zip_t *z, const char *path, size_t archive_size, const char *member, mm_array *a)
{
  char nm[80], label[600];
  zip_int64_t e;
  zip_stat_t st;
  zip_file_t *f;
  unsigned char *buf;
  npy_array na;
  mm_status s;
  uLong crc = crc32(0L, Z_NULL, 0);
  if (npz_is_torch(z)) return mm_fail(MM_EINPUT, "%s: " MM_TORCH_HINT, path);
  snprintf(nm, sizeof nm, "%s.npy", member);
  snprintf(label, sizeof label, "%s: %s", path, nm);
  if ((e = zip_name_locate(z, nm, 0)) < 0) return MM_OK; /* |a->found| stays $0$ */
  if (zip_stat_index(z, (zip_uint64_t)e, 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE) || !(st.valid & ZIP_STAT_COMP_SIZE)
      || st.comp_size > archive_size || st.size > 1032 * st.comp_size + 1024 || st.size > ((zip_uint64_t)1 << 34))
    return mm_fail(MM_EINPUT, "%s: corrupt archive: the member's declared size is impossible for its compressed size", label);
  if ((buf = malloc(st.size + 1)) == NULL) return mm_fail(MM_ENOMEM, "%s: out of memory", label);
  if ((f = zip_fopen_index(z, (zip_uint64_t)e, 0)) == NULL) { free(buf); return mm_fail(MM_EINPUT, "%s: cannot open: %s", label, zip_strerror(z)); }
  if (zip_fread(f, buf, st.size) != (zip_int64_t)st.size) { zip_fclose(f); free(buf); return mm_fail(MM_EINPUT, "%s: truncated or corrupt member", label); }
  zip_fclose(f);
  for (zip_uint64_t o = 0; o < st.size; o += (zip_uint64_t)1 << 30)
    crc = crc32(crc, buf + o, (uInt)(st.size - o < ((zip_uint64_t)1 << 30) ? st.size - o : (zip_uint64_t)1 << 30));
  if (!(st.valid & ZIP_STAT_CRC) || crc != st.crc) { free(buf); return mm_fail(MM_EINPUT, "%s: corrupt member: CRC-32 mismatch", label); }
  s = parse_npy(buf, st.size, label, &na);
  if (s == MM_OK) s = array_from_npy(&na, label, a);
  free(buf);
  return s;
}

@ The dispatch, on the first bytes as for an instance.
@<Npy: subroutines@>=
mm_status mm_npy_read_array(const char *path, const char *member, mm_array *a)
{
  npy_file f;
  mm_status s;
  struct stat st;
  memset(a, 0, sizeof *a);
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) return mm_fail(MM_EIO, "%s: cannot read: it is a directory", path);
  if ((s = map_or_read(path, &f)) != MM_OK) return s;
  if (f.len >= 6 && !memcmp(f.buf, "\x93NUMPY", 6)) {
    npy_array na;
    if ((s = parse_npy(f.buf, f.len, path, &na)) == MM_OK) s = array_from_npy(&na, path, a);
  } else if (f.len >= 2 && f.buf[0] == 'P' && f.buf[1] == 'K') {
    zip_error_t ze;
    zip_source_t *src;
    zip_t *z = NULL;
    zip_error_init(&ze);
    if ((src = zip_source_buffer_create(f.buf, f.len, 0, &ze)) != NULL && (z = zip_open_from_source(src, ZIP_RDONLY, &ze)) == NULL)
      zip_source_free(src);
    if (z == NULL) s = npz_open_failed(path, &ze);
    else {
      zip_error_fini(&ze);
      if (npz_is_torch(z)) s = mm_fail(MM_EINPUT, "%s: " MM_TORCH_HINT, path);
      else if (member == NULL) s = mm_fail(MM_EINPUT, "%s: an .npz archive; give this list as a .npy file or as text", path);
      else s = array_from_npz(z, path, f.len, member, a);
      zip_discard(z);
    }
  } else if (member != NULL && strcmp(member, "p")) s = mm_fail(MM_EINPUT, "%s: not a NumPy file (.npy or .npz)", path);
  else s = array_from_text(f.buf, f.len, path, a);
  unmap_or_free(&f);
  return s;
}
