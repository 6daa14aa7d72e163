@*NumPy arrays.
Researchers keep attention data as NumPy or PyTorch arrays. This chapter
reads an instance from NumPy's own formats, so that no JSON file of many
megabytes needs to be written: an \.{.npz} archive (what |numpy.savez| and
|numpy.savez_compressed| write) holding arrays named \.{X}, \.{v} and
optionally \.{Y}, \.{W}, \.{T} and \.{loss}, or a single \.{.npy} file
holding \.{X} with the others in sibling files \.{STEM.v.npy},
\.{STEM.Y.npy}, \.{STEM.W.npy}, \.{STEM.T.npy} (\.{v} required). From
PyTorch, with tensors |X| ($n\times T\times d$) and |v|:
$$\hbox{\tt numpy.savez("inst.npz", X=X.double().numpy(), v=v.double().numpy())}$$
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

{\it Validation.} The arrays are turned into the same JSON tree that a
\.{.json} file of the instance parses to, and handed to the JSON reader's
conversion, |mm_io_instance_from_json|, which checks shapes, labels,
finiteness and the supported range of values and builds the instance. So an
instance gives the same answers, and a bad value the same message (with
its path, e.g.\ \.{X[2][1]}), whichever format it came in; the format only
decides how the numbers are stored.

{\it Dispatch.} |mm_read_instance_any| looks at the first bytes of the file:
the byte \.{0x93} followed by \.{NUMPY} is a \.{.npy} file, \.{PK} a zip archive (\.{.npz}), anything
else is read as JSON. Every subcommand that takes a FILE calls it.
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
#include <sys/stat.h>
#include <zip.h>
#include <jansson.h>
#include "npy.h"
#include "io.h"
@<Npy: type definitions@>@;
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
ended by a newline. The data follows, $\prod{\rm shape}$ elements. We parse
the header by looking for the three keys; the element type is the string
after \.{descr}.
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

@ |parse_npy| reads the array in the memory block |buf| of |len| bytes; |name|
names it in messages.
@<Npy: subroutines@>=
static mm_status parse_npy(const unsigned char *buf, size_t len, const char *name, npy_array *a)
{
  size_t hlen, start;
  char hdr[4096];
  memset(a, 0, sizeof *a);
  if (len < 10 || memcmp(buf, "\x93NUMPY", 6))
    return mm_fail(MM_EINPUT, "%s: not a NumPy array (the file does not start with \\x93NUMPY)", name);
  if (buf[6] == 1) { hlen = buf[8] | (size_t)buf[9] << 8; start = 10; }
  else if ((buf[6] == 2 || buf[6] == 3) && len >= 12) {
    hlen = buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24; start = 12;
  } else return mm_fail(MM_EINPUT, "%s: unsupported .npy version %d.%d", name, buf[6], buf[7]);
  if (hlen >= sizeof hdr || start + hlen > len) return mm_fail(MM_EINPUT, "%s: truncated or malformed .npy header", name);
  memcpy(hdr, buf + start, hlen); hdr[hlen] = '\0';
  @<Read the element type, the order and the shape from |hdr|@>@;
  @<Check that the data has exactly the size the header says@>@;
  a->data = buf + start + hlen;
  return MM_OK;
}

@ @.unsupported dtype@>
@<Read the element type, the order...@>=
{
  char *p = strstr(hdr, "'descr'"), *q;
  char descr[32];
  int k = 0;
  if (p == NULL || (p = strchr(p + 7, '\'')) == NULL) return mm_fail(MM_EINPUT, "%s: malformed .npy header (no descr)", name);
  for (p++; *p && *p != '\'' && k < 31; p++) descr[k++] = *p;
  descr[k] = '\0';
  if (strlen(descr) < 3 || (descr[0] != '<' && descr[0] != '|' && descr[0] != '=')
      || !strchr("fiuU", descr[1]) || (a->size = atoi(descr + 2)) <= 0)
    return mm_fail(MM_EINPUT, "%s: unsupported dtype '%s' (use little-endian float64 or float32; integers for T and Y)", name, descr);
  a->kind = descr[1];
  if (a->kind == 'U') a->size *= 4; /* UTF-32 code units */
  if ((a->kind == 'f' && a->size != 4 && a->size != 8) || ((a->kind == 'i' || a->kind == 'u') && a->size != 1 && a->size != 2 && a->size != 4 && a->size != 8))
    return mm_fail(MM_EINPUT, "%s: unsupported dtype '%s' (use little-endian float64 or float32; integers for T and Y)", name, descr);
  p = strstr(hdr, "'fortran_order'");
  if (p == NULL) return mm_fail(MM_EINPUT, "%s: malformed .npy header (no fortran_order)", name);
  p += 15; while (*p == ':' || *p == ' ') p++;
  if (!strncmp(p, "True", 4)) a->fortran = 1;
  else if (strncmp(p, "False", 5)) return mm_fail(MM_EINPUT, "%s: malformed .npy header (fortran_order)", name);
  p = strstr(hdr, "'shape'");
  if (p == NULL || (p = strchr(p, '(')) == NULL || (q = strchr(p, ')')) == NULL)
    return mm_fail(MM_EINPUT, "%s: malformed .npy header (no shape)", name);
  a->count = 1;
  for (p++; p < q;) {
    char *end;
    long long s;
    while (p < q && (*p == ' ' || *p == ',')) p++;
    if (p >= q) break;
    errno = 0;
    s = strtoll(p, &end, 10);
    if (end == p || errno || s < 0 || a->ndim == 8) return mm_fail(MM_EINPUT, "%s: malformed .npy header (shape)", name);
    a->shape[a->ndim++] = s;
    if (s > 0 && a->count > (1LL << 40) / s) return mm_fail(MM_EINPUT, "%s: the array is too large", name);
    a->count *= s;
    p = end;
  }
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
The arrays found (any may be missing; \.{X} and \.{v} are required by the
conversion) become a JSON object with the keys of the instance format.
Reals go in as JSON reals, unchanged; the conversion then refuses what the
JSON reader refuses. A real array where integers are expected (\.{T}) must
hold whole numbers.
@.T must hold the number of tokens@>
@<Npy: subroutines@>=
static mm_status arrays_to_instance(npy_array *arr[6], const char *where, mm_instance **out)
{
  npy_array *X = arr[0], *v = arr[1], *Y = arr[2], *W = arr[3], *T = arr[4], *loss = arr[5];
  json_t *root = json_object();
  mm_status s;
  *out = NULL;
  if (X == NULL) { json_decref(root); return mm_fail(MM_EINPUT, "%s: X is missing", where); }
  @<Put \.{X} into |root|, cut to the lengths \.{T} when given@>@;
  if (v) @<Put the one-dimensional array |v| into |root| under \.{v}@>@;
  if (Y) @<Put \.{Y} into |root|@>@;
  if (W) @<Put \.{W} into |root|@>@;
  if (loss) @<Put the string \.{loss} into |root|@>@;
  s = mm_io_instance_from_json(root, where, out);
  json_decref(root);
  return s;
}

@ @<Put \.{X} into |root|...@>=
{
  long long n, Tm, d;
  json_t *jX = json_array();
  if (X->kind != 'f' || X->ndim != 3) { json_decref(root); json_decref(jX); return mm_fail(MM_EINPUT, "%s: X must be a real array of shape n x T x d, got %d dimensions of kind '%c'", where, X->ndim, X->kind); }
  n = X->shape[0]; Tm = X->shape[1]; d = X->shape[2];
  if (T && (T->ndim != 1 || T->shape[0] != n)) { json_decref(root); json_decref(jX); return mm_fail(MM_EINPUT, "%s: T must have one entry per input (%lld), got %d dimensions", where, n, T->ndim); }
  for (long long i = 0; i < n; i++) {
    json_t *Xi = json_array();
    long long Ti = Tm;
    if (T) {
      double t = npy_get(T, i);
      if (!(t >= 1 && t <= (double)Tm && t == floor(t))) {
        json_decref(Xi); json_decref(jX); json_decref(root);
        return mm_fail(MM_EINPUT, "%s: T[%lld] = %g: T must hold the number of tokens of each input, 1..%lld", where, i, t, Tm);
      }
      Ti = (long long)t;
    }
    for (long long t = 0; t < Ti; t++) {
      json_t *x = json_array();
      for (long long j = 0; j < d; j++) json_array_append_new(x, json_real(npy_get(X, (i * Tm + t) * d + j)));
      json_array_append_new(Xi, x);
    }
    json_array_append_new(jX, Xi);
  }
  json_object_set_new(root, "X", jX);
}

@ A value that is not finite cannot go into a JSON real (|json_real| refuses
it); it is reported here, with the path the JSON reader would give.
@.is not finite@>
@<Put the one-dimensional array |v|...@>=
{
  json_t *a = json_array();
  for (long long j = 0; j < v->count; j++) json_array_append_new(a, json_real(npy_get(v, j)));
  if (v->ndim != 1) { json_decref(a); json_decref(root); return mm_fail(MM_EINPUT, "%s: v must be one-dimensional, got %d dimensions", where, v->ndim); }
  json_object_set_new(root, "v", a);
}

@ @<Put \.{Y} into |root|@>=
{
  json_t *a = json_array();
  for (long long j = 0; j < Y->count; j++) json_array_append_new(a, json_real(npy_get(Y, j)));
  if (Y->ndim != 1) { json_decref(a); json_decref(root); return mm_fail(MM_EINPUT, "%s: Y must be one-dimensional, got %d dimensions", where, Y->ndim); }
  json_object_set_new(root, "Y", a);
}

@ @<Put \.{W} into |root|@>=
{
  json_t *a = json_array();
  if (W->ndim != 2) { json_decref(a); json_decref(root); return mm_fail(MM_EINPUT, "%s: W must be a d x d matrix, got %d dimensions", where, W->ndim); }
  for (long long r = 0; r < W->shape[0]; r++) {
    json_t *row = json_array();
    for (long long c = 0; c < W->shape[1]; c++) json_array_append_new(row, json_real(npy_get(W, r * W->shape[1] + c)));
    json_array_append_new(a, row);
  }
  json_object_set_new(root, "W", a);
}

@ A NumPy string (\.{<U$k$}) is $k$ UTF-32 code units, padded with zeros;
only ASCII is meaningful here.
@<Put the string \.{loss} into |root|@>=
{
  char name[64];
  int k = 0;
  if (loss->kind != 'U' || loss->count != 1 || loss->size / 4 >= (int)sizeof name) { json_decref(root); return mm_fail(MM_EINPUT, "%s: loss must be one string", where); }
  for (int c = 0; c < loss->size / 4; c++) {
    uint32_t u;
    memcpy(&u, loss->data + 4 * c, 4);
    if (u == 0) break;
    name[k++] = u < 128 && u >= 32 ? (char)u : '?';
  }
  name[k] = '\0';
  json_object_set_new(root, "loss", json_string(name));
}

@ Non-finite numbers: |json_real| returns |NULL| for them and the array
append then fails silently, so the arrays are checked first, each element
named by its position in C order.
@<Npy: subroutines@>=
static mm_status check_finite(const npy_array *a, const char *aname, const char *where)
{
  if (a == NULL || a->kind == 'U') return MM_OK;
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
@.cannot read@>
@<Npy: subroutines@>=
static mm_status slurp(const char *path, unsigned char **buf, size_t *len)
{
  FILE *f = fopen(path, "rb");
  size_t cap = 1 << 16, n = 0, got;
  unsigned char *b;
  *buf = NULL; *len = 0;
  if (f == NULL) return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno));
  if ((b = malloc(cap)) == NULL) { fclose(f); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
  while ((got = fread(b + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      unsigned char *q = cap > ((size_t)1 << 34) ? NULL : realloc(b, cap * 2);
      if (q == NULL) { free(b); fclose(f); return mm_fail(MM_ENOMEM, "%s: out of memory", path); }
      b = q; cap *= 2;
    }
  }
  if (ferror(f)) { free(b); fclose(f); return mm_fail(MM_EIO, "%s: cannot read: %s", path, strerror(errno)); }
  fclose(f);
  *buf = b; *len = n;
  return MM_OK;
}

@ The names of the arrays, in the order |arrays_to_instance| takes them.
@<Npy: subroutines@>=
static const char *const array_names[6] = {"X", "v", "Y", "W", "T", "loss"};
static mm_status finish(npy_array *arr[6], const char *where, mm_instance **out)
{
  mm_status s = MM_OK;
  for (int k = 0; k < 6 && s == MM_OK; k++) s = check_finite(arr[k], array_names[k], where);
  return s == MM_OK ? arrays_to_instance(arr, where, out) : s;
}

@ @<Npy: subroutines@>=
mm_status mm_npy_read_instance(const char *path, mm_instance **out)
{
  unsigned char *buf[6] = {NULL};
  size_t len;
  npy_array a[6], *arr[6] = {NULL};
  mm_status s;
  size_t pl = strlen(path);
  *out = NULL;
  if ((s = slurp(path, &buf[0], &len)) != MM_OK) return s;
  if ((s = parse_npy(buf[0], len, path, &a[0])) != MM_OK) goto done;
  arr[0] = &a[0];
  for (int k = 1; k < 6; k++) { /* siblings \.{STEM.v.npy} etc. */
    char *sib = malloc(pl + 16);
    if (sib == NULL) { s = mm_fail(MM_ENOMEM, "%s: out of memory", path); goto done; }
    snprintf(sib, pl + 16, "%.*s.%s.npy", (int)(pl > 4 && !strcmp(path + pl - 4, ".npy") ? pl - 4 : pl), path, array_names[k]);
    if (access(sib, F_OK) == 0) {
      if ((s = slurp(sib, &buf[k], &len)) == MM_OK && (s = parse_npy(buf[k], len, sib, &a[k])) == MM_OK) arr[k] = &a[k];
    }
    free(sib);
    if (s != MM_OK) goto done;
  }
  s = finish(arr, path, out);
done:
  for (int k = 0; k < 6; k++) free(buf[k]);
  return s;
}

@ An \.{.npz} file is a zip archive with one member \.{NAME.npy} per array,
stored or deflated; libzip reads both. A member whose name is not one of
the six is refused, as an unknown key is in JSON.
@.unknown array@>
@<Npy: subroutines@>=
mm_status mm_npz_read_instance(const char *path, mm_instance **out)
{
  int err = 0;
  zip_t *z = zip_open(path, ZIP_RDONLY, &err);
  unsigned char *buf[6] = {NULL};
  npy_array a[6], *arr[6] = {NULL};
  mm_status s = MM_OK;
  zip_int64_t m;
  *out = NULL;
  if (z == NULL) {
    zip_error_t ze;
    zip_error_init_with_code(&ze, err);
    s = mm_fail(err == ZIP_ER_OPEN || err == ZIP_ER_READ ? MM_EIO : MM_EINPUT, "%s: cannot read the .npz archive: %s", path, zip_error_strerror(&ze));
    zip_error_fini(&ze);
    return s;
  }
  m = zip_get_num_entries(z, 0);
  for (zip_int64_t e = 0; e < m && s == MM_OK; e++)
    @<Read member |e| of the archive into its slot@>@;
  if (s == MM_OK) s = finish(arr, path, out);
  for (int k = 0; k < 6; k++) free(buf[k]);
  zip_discard(z);
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
  if ((s = parse_npy(buf[k], st.size, label, &a[k])) == MM_OK) arr[k] = &a[k];
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
  struct stat fs;
  if (!(st.valid & ZIP_STAT_COMP_SIZE) || stat(path, &fs) != 0 || st.comp_size > (zip_uint64_t)fs.st_size
      || st.size > 1032 * st.comp_size + 1024) {
    s = mm_fail(MM_EINPUT, "%s: corrupt archive: the member's declared size is impossible for its compressed size", label); break;
  }
  if (buf[k] != NULL) { s = mm_fail(MM_EINPUT, "%s: the array appears twice in the archive", label); break; }
}

@ The dispatch on the first bytes.
@<Npy: subroutines@>=
mm_status mm_read_instance_any(const char *path, mm_instance **out)
{
  unsigned char head[6] = {0};
  size_t got = 0;
  FILE *f = fopen(path, "rb");
  if (f != NULL) { got = fread(head, 1, sizeof head, f); fclose(f); }
  if (got == 6 && !memcmp(head, "\x93NUMPY", 6)) return mm_npy_read_instance(path, out);
  if (got >= 2 && head[0] == 'P' && head[1] == 'K') return mm_npz_read_instance(path, out);
  return mm_io_read_instance(path, out);
}
