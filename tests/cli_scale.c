/* End-to-end tests of the command's features at size: NumPy input (.npy
   with sibling arrays, .npz written here in C with libzip, and one written
   by NumPy itself when /usr/bin/python3 has numpy), malformed arrays, the
   trajectory's rows, analyze's labelled partial answers, and instances where
   every input has one token. Expected answers come from the JSON form of the
   same instance (a different reader of the same numbers), never from an
   earlier run of the tool. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <unistd.h>
#include <sys/wait.h>
#include <zip.h>
#include <jansson.h>
#include <criterion/criterion.h>
#include "gen.h"
#include "io.h"

static char dir[64];
static void setup(void)
{
  strcpy(dir, "/tmp/mmattn-scale-XXXXXX");
  cr_assert(mkdtemp(dir) != NULL);
}
static void teardown(void)
{
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  cr_assert(system(cmd) == 0);
}

/* Run mmattn (arguments with %D for the directory); stdout, and stderr too
   when merge is set, into out. */
static int run(const char *args, char *out, size_t cap, int merge)
{
  char cmd[4096], expanded[2048];
  const char *bin = getenv("MMATTN_BIN");
  size_t len = 0, k = 0;
  FILE *p;
  int st;
  cr_assert(bin != NULL, "MMATTN_BIN is not set");
  for (const char *a = args; *a && k + 64 < sizeof expanded; a++) {
    if (a[0] == '%' && a[1] == 'D') { k += (size_t)snprintf(expanded + k, sizeof expanded - k, "%s", dir); a++; }
    else expanded[k++] = *a;
  }
  expanded[k] = '\0';
  snprintf(cmd, sizeof cmd, "%s %s%s", bin, expanded, merge ? " 2>&1" : " 2>/dev/null");
  p = popen(cmd, "r");
  cr_assert(p != NULL, "cannot run %s", cmd);
  while (len + 1 < cap && (st = fgetc(p)) != EOF) out[len++] = (char)st;
  out[len] = '\0';
  st = pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}
static json_t *run_json(const char *args)
{
  static char out[1 << 20];
  json_error_t e;
  json_t *o;
  int rc = run(args, out, sizeof out, 0);
  cr_assert(rc == 0, "mmattn %s exited %d", args, rc);
  o = json_loads(out, 0, &e);
  cr_assert(o != NULL, "mmattn %s: output is not JSON (%s): %.200s", args, e.text, out);
  json_object_del(o, "seconds"); /* the only key that depends on the clock */
  return o;
}

/* A .npy image: version 1.0 header for the given descr and shape, then the
   raw bytes. */
typedef struct { unsigned char *b; size_t n; } blob;
static blob npy(const char *descr, int fortran, const long *shape, int ndim, const void *data, size_t bytes)
{
  char h[256];
  int k = snprintf(h, sizeof h, "{'descr': '%s', 'fortran_order': %s, 'shape': (", descr, fortran ? "True" : "False");
  blob o;
  size_t hl;
  for (int j = 0; j < ndim; j++) k += snprintf(h + k, sizeof h - (size_t)k, "%ld,%s", shape[j], j + 1 < ndim ? " " : "");
  k += snprintf(h + k, sizeof h - (size_t)k, "), }");
  while ((10 + k + 1) % 16) h[k++] = ' ';
  h[k++] = '\n';
  hl = (size_t)k;
  o.n = 10 + hl + bytes;
  o.b = malloc(o.n);
  memcpy(o.b, "\x93NUMPY\x01\x00", 8);
  o.b[8] = (unsigned char)(hl & 255); o.b[9] = (unsigned char)(hl >> 8);
  memcpy(o.b + 10, h, hl);
  memcpy(o.b + 10 + hl, data, bytes);
  return o;
}
static void put(const char *name, blob x)
{
  char path[256];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "wb");
  cr_assert(f != NULL);
  cr_assert(fwrite(x.b, 1, x.n, f) == x.n);
  fclose(f);
}
/* An .npz of the given members (stored, as numpy.savez writes them). */
static void put_npz(const char *name, const char **names, blob *x, int k)
{
  char path[256];
  int err;
  zip_t *z;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  z = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &err);
  cr_assert(z != NULL);
  for (int j = 0; j < k; j++) {
    zip_source_t *s = zip_source_buffer(z, x[j].b, x[j].n, 0);
    char m[64];
    zip_int64_t e = -1;
    snprintf(m, sizeof m, "%s.npy", names[j]);
    cr_assert(s != NULL);
    e = zip_file_add(z, m, s, ZIP_FL_OVERWRITE);
    cr_assert(e >= 0, "zip_file_add: %s", zip_strerror(z));
    zip_set_file_compression(z, (zip_uint64_t)e, ZIP_CM_STORE, 0);
  }
  cr_assert(zip_close(z) == 0, "zip_close: %s", zip_strerror(z));
}

/* The instance: ragged (T_i from 2 to 5), random W and labels, the
   exponential loss; X padded to max T with a marker the reader must
   ignore. Written as JSON, as X.npy with sibling arrays, and as .npz. */
static mm_instance *make_instance(void)
{
  mm_rng r;
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  mm_rng_seed(&r, 14, 5);
  o.n_min = o.n_max = 6; o.T_min = 2; o.T_max = 5; o.d_min = o.d_max = 4; o.random_W = 1; o.chosen_opt = 1;
  o.loss = MM_LOSS_EXPONENTIAL;
  in = mm_gen_instance(&r, &o, NULL);
  return in;
}
static void write_forms(const mm_instance *in, blob b[6])
{
  int n = in->n, d = in->d, Tm = 0;
  double *X;
  int64_t T[64];
  uint32_t loss[16] = {0};
  long sh3[3], sh1[1], sh2[2];
  char path[256];
  const char *names[6] = {"X", "v", "Y", "W", "T", "loss"};
  for (int i = 0; i < n; i++) if (in->T[i] > Tm) Tm = in->T[i];
  X = malloc(sizeof(double) * (size_t)n * Tm * d);
  for (int i = 0; i < n; i++)
    for (int t = 0; t < Tm; t++)
      for (int j = 0; j < d; j++)
        X[((size_t)i * Tm + t) * d + j] = t < in->T[i] ? in->X[(size_t)(in->off[i] + t) * d + j] : 1e300; /* padding */
  for (int i = 0; i < n; i++) T[i] = in->T[i];
  for (int c = 0; c < 11; c++) loss[c] = (uint32_t)"exponential"[c];
  sh3[0] = n; sh3[1] = Tm; sh3[2] = d; sh1[0] = d; sh2[0] = d; sh2[1] = d;
  b[0] = npy("<f8", 0, sh3, 3, X, sizeof(double) * (size_t)n * Tm * d);
  b[1] = npy("<f8", 0, sh1, 1, in->v, sizeof(double) * (size_t)d);
  sh1[0] = n;
  b[2] = npy("<f8", 0, sh1, 1, in->Y, sizeof(double) * (size_t)n);
  b[3] = npy("<f8", 0, sh2, 2, in->W, sizeof(double) * (size_t)d * d);
  b[4] = npy("<i8", 0, sh1, 1, T, sizeof(int64_t) * (size_t)n);
  b[5] = npy("<U11", 0, sh1, 0, loss, 44);
  put("inst.npy", b[0]); put("inst.v.npy", b[1]); put("inst.Y.npy", b[2]);
  put("inst.W.npy", b[3]); put("inst.T.npy", b[4]); put("inst.loss.npy", b[5]);
  put_npz("inst.npz", names, b, 6);
  snprintf(path, sizeof path, "%s/inst.json", dir);
  cr_assert(mm_io_write_instance(path, in) == MM_OK, "%s", mm_error_message());
  free(X);
}

/* Same instance, three formats: analyze, svm (on the optimal tokens) and
   train give identical JSON (every number bit for bit, since the arrays
   hold the same doubles and go through the same conversion). */
TestSuite(scale, .init = setup, .fini = teardown);
Test(scale, npy_npz_and_json_give_identical_answers)
{
  mm_instance *in = make_instance();
  blob b[6];
  const char *cmds[3] = {"analyze %%D/inst.%s --json", "train %%D/inst.%s --steps 300 --json", "info %%D/inst.%s --json"};
  write_forms(in, b);
  for (int c = 0; c < 3; c++) {
    char a1[256], a2[256], a3[256];
    json_t *j, *y, *z;
    snprintf(a1, sizeof a1, cmds[c], "json"); snprintf(a2, sizeof a2, cmds[c], "npy"); snprintf(a3, sizeof a3, cmds[c], "npz");
    j = run_json(a1); y = run_json(a2); z = run_json(a3);
    cr_assert(json_equal(j, y), "%s: .npy and JSON differ", a2);
    cr_assert(json_equal(j, z), "%s: .npz and JSON differ", a3);
    if (c == 2) cr_assert(!strcmp(json_string_value(json_object_get(j, "loss")), "exponential"));
    json_decref(j); json_decref(y); json_decref(z);
  }
  for (int k = 0; k < 6; k++) free(b[k].b);
  mm_instance_free(in);
}

/* NumPy's own writer (numpy.savez_compressed: deflated members, and the
   padded X with lengths T) on the JSON instance; skipped with a message
   when /usr/bin/python3 or numpy is missing. */
Test(scale, npz_written_by_numpy_gives_the_json_answers)
{
  mm_instance *in = make_instance();
  blob b[6];
  char cmd[2048], a1[256], a2[256];
  json_t *j, *z;
  write_forms(in, b);
  if (system("/usr/bin/python3 -c 'import numpy' >/dev/null 2>&1") != 0) {
    cr_skip_test("/usr/bin/python3 with numpy is not available: NumPy-written .npz not tested");
  }
  snprintf(cmd, sizeof cmd, "cd '%s' && /usr/bin/python3 -c \"\n"
    "import json, numpy as np\n"
    "o = json.load(open('inst.json'))\n"
    "T = [len(x) for x in o['X']]; m = max(T); d = len(o['v'])\n"
    "X = np.zeros((len(T), m, d))\n"
    "for i, x in enumerate(o['X']): X[i, :len(x)] = x\n"
    "np.savez_compressed('py.npz', X=X, T=np.array(T), v=np.array(o['v']), Y=np.array(o['Y'], dtype=np.int8), W=np.asfortranarray(o['W']), loss=o['loss'])\n"
    "\"", dir);
  cr_assert(system(cmd) == 0, "python failed");
  for (int c = 0; c < 2; c++) {
    snprintf(a1, sizeof a1, c ? "train %%D/inst.json --steps 200 --json" : "analyze %%D/inst.json --json");
    snprintf(a2, sizeof a2, c ? "train %%D/py.npz --steps 200 --json" : "analyze %%D/py.npz --json");
    j = run_json(a1); z = run_json(a2);
    cr_assert(json_equal(j, z), "%s: numpy's .npz and JSON differ", a2);
    json_decref(j); json_decref(z);
  }
  for (int k = 0; k < 6; k++) free(b[k].b);
  mm_instance_free(in);
}

/* Malformed arrays: each gets exit code 2 and a message naming the problem. */
typedef struct { const char *what, *descr; int ndim; long shape[3]; int truncate, nan, version; const char *msg; } bad_npy;
Test(scale, malformed_arrays_are_refused_with_exit_2)
{
  static const bad_npy cases[] = {
    {"integer X", "<i8", 3, {2, 2, 2}, 0, 0, 1, "X must be a real array"},
    {"big-endian X", ">f8", 3, {2, 2, 2}, 0, 0, 1, "unsupported dtype '>f8'"},
    {"complex X", "<c16", 3, {2, 2, 2}, 0, 0, 1, "unsupported dtype"},
    {"two-dimensional X", "<f8", 2, {2, 4, 0}, 0, 0, 1, "X must be a real array of shape n x T x d"},
    {"truncated data", "<f8", 3, {2, 2, 2}, 8, 0, 1, "truncated"},
    {"NaN", "<f8", 3, {2, 2, 2}, 0, 1, 1, "X[0][1][1] is not finite"},
    {"bad version", "<f8", 3, {2, 2, 2}, 0, 0, 9, "unsupported .npy version"},
  };
  double X[8] = {1, 0, 0, 1, 2, 1, 0, 3}, v[2] = {1, 0};
  long sh1[1] = {2};
  char out[4096];
  {
    blob bv = npy("<f8", 0, sh1, 1, v, sizeof v);
    put("bad.v.npy", bv);
    free(bv.b);
  }
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    const bad_npy *k = &cases[c];
    double Xc[8];
    blob x;
    memcpy(Xc, X, sizeof X);
    if (k->nan) Xc[3] = NAN;
    x = npy(k->descr, 0, k->shape, k->ndim, Xc, sizeof Xc);
    x.n -= (size_t)k->truncate;
    x.b[6] = (unsigned char)k->version;
    put("bad.npy", x);
    free(x.b);
    cr_assert_eq(run("analyze %D/bad.npy", out, sizeof out, 1), 2, "%s: %s", k->what, out);
    cr_assert(strstr(out, k->msg), "%s: expected \"%s\" in: %s", k->what, k->msg, out);
  }
  { /* an .npz with an unknown member, one without v, one with T out of range, a corrupt archive */
    blob m[2];
    const char *names[2] = {"X", "extra"}, *names2[2] = {"X", "T"};
    long sh3[3] = {2, 2, 2};
    int64_t T[2] = {2, 3};
    m[0] = npy("<f8", 0, sh3, 3, X, sizeof X); m[1] = npy("<f8", 0, sh1, 1, v, sizeof v);
    put_npz("u.npz", names, m, 2);
    cr_assert_eq(run("svm %D/u.npz --tokens 0,0", out, sizeof out, 1), 2, "%s", out);
    cr_assert(strstr(out, "unknown array \"extra.npy\""), "%s", out);
    put_npz("nov.npz", names, m, 1);
    cr_assert_eq(run("train %D/nov.npz", out, sizeof out, 1), 2, "%s", out);
    cr_assert(strstr(out, "v is missing") || strstr(out, "v "), "%s", out);
    free(m[1].b);
    m[1] = npy("<i8", 0, sh1, 1, T, sizeof T);
    put_npz("t.npz", names2, m, 2);
    cr_assert_eq(run("analyze %D/t.npz", out, sizeof out, 1), 2, "%s", out);
    cr_assert(strstr(out, "T[1] = 3: T must hold the number of tokens"), "%s", out);
    m[0].n = 20; /* a zip that stops inside its first member */
    put("c.npz", (blob){(unsigned char *)"PK\x03\x04garbage", 11});
    cr_assert_eq(run("info %D/c.npz", out, sizeof out, 1), 2, "%s", out);
    cr_assert(strstr(out, "cannot read the .npz archive"), "%s", out);
    free(m[0].b); free(m[1].b);
  }
}

/* The trajectory has a row at step 0, at every K-th step and at the last
   step, and nothing else: 1000 steps with K = 300 give steps 0, 300, 600,
   900, 1000; with K = 1 every step. W-training writes q = Wp. */
static int read_steps(const char *name, long *steps, int cap)
{
  char path[256], line[65536];
  FILE *f;
  int k = 0;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  f = fopen(path, "r");
  cr_assert(f != NULL, "no trajectory %s", path);
  cr_assert(fgets(line, sizeof line, f) && !strncmp(line, "step,norm,risk", 14), "bad header: %s", line);
  while (fgets(line, sizeof line, f) && k < cap) steps[k++] = atol(line);
  fclose(f);
  return k;
}
Test(scale, trajectory_has_the_requested_rows)
{
  char out[65536];
  long s[2048], want[5] = {0, 300, 600, 900, 1000};
  int k;
  cr_assert_eq(run("example E1b -o %D/e1b.json", out, sizeof out, 1), 0);
  cr_assert_eq(run("train %D/e1b.json --steps 1000 --every 300 --trajectory %D/a.csv", out, sizeof out, 1), 0, "%s", out);
  k = read_steps("a.csv", s, 2048);
  cr_assert(k == 5, "%d rows", k);
  for (int j = 0; j < 5; j++) cr_assert(s[j] == want[j], "row %d is step %ld", j, s[j]);
  cr_assert_eq(run("train %D/e1b.json --steps 457 --trajectory %D/b.csv", out, sizeof out, 1), 0, "%s", out);
  k = read_steps("b.csv", s, 2048);
  cr_assert(k == 458, "%d rows", k);
  for (int j = 0; j < k; j++) cr_assert(s[j] == j, "row %d is step %ld", j, s[j]);
  cr_assert_eq(run("train %D/e1b.json --train W --init 0,1,0 --steps 50 --every 10 --trajectory %D/w.csv", out, sizeof out, 1), 0, "%s", out);
  k = read_steps("w.csv", s, 2048);
  cr_assert(k == 6 && s[5] == 50, "%d rows", k);
  cr_assert_eq(run("train %D/e1b.json --train vp --steps 40 --every 20 --trajectory %D/v.csv", out, sizeof out, 1), 0, "%s", out);
  k = read_steps("v.csv", s, 2048);
  cr_assert(k == 3 && s[2] == 40, "%d rows", k);
}

/* The trained limit of a chunked run equals one run of the library: train
   with --trajectory (chunks of K = 7) and without (chunks of 200) end at
   the same p bit for bit. */
Test(scale, chunked_training_equals_one_run)
{
  json_t *a, *b;
  char out[256];
  cr_assert_eq(run("example E2 -o %D/e2.json", out, sizeof out, 1), 0);
  a = run_json("train %D/e2.json --steps 1000 --json");
  b = run_json("train %D/e2.json --steps 1000 --json --trajectory %D/t.csv --every 7");
  cr_assert(json_equal(json_object_get(a, "final_p"), json_object_get(b, "final_p")), "final p differs");
  json_decref(a); json_decref(b);
}

/* A partial answer at real size is labelled partial, and every LMM it lists
   is certified: svm on its tokens is feasible with the same p. The instance:
   n = 30 inputs of T = 16 Gaussian tokens in d = 8, token 0 of each shifted
   by 8 along the head (separable), 16^30 selections. */
Test(scale, partial_answers_are_labelled_and_certified)
{
  mm_rng r;
  mm_gen_options o = mm_gen_defaults();
  mm_instance *in;
  char path[256];
  json_t *a, *l;
  mm_rng_seed(&r, 14, 1);
  o.n_min = o.n_max = 30; o.T_min = o.T_max = 16; o.d_min = o.d_max = 8; o.random_labels = 0;
  in = mm_gen_instance(&r, &o, NULL);
  for (int j = 0; j < 8; j++) in->v[j] = j == 0;
  for (int i = 0; i < 30; i++) in->X[(size_t)in->off[i] * 8] += 8.0; /* token 0 shifted along the head: separable */
  cr_assert(mm_instance_refresh(in) == MM_OK);
  snprintf(path, sizeof path, "%s/big.json", dir);
  cr_assert(mm_io_write_instance(path, in) == MM_OK);
  a = run_json("analyze %D/big.json --json --time-limit 1 --max-nodes 50 --starts 8");
  cr_assert(json_is_false(json_object_get(a, "complete")));
  cr_assert(json_real_value(json_object_get(a, "space_log10")) > 36.0);
  l = json_object_get(a, "lmm");
  cr_assert(json_array_size(l) >= 1, "no LMM listed (the first leaf of the walk, the optimal tokens, is within 50 nodes)");
  for (size_t k = 0; k < json_array_size(l); k++) {
    json_t *e = json_array_get(l, k), *t = json_object_get(e, "tokens"), *s;
    char args[1024];
    int len = snprintf(args, sizeof args, "svm %%D/big.json --json --tokens ");
    for (size_t i = 0; i < json_array_size(t); i++)
      len += snprintf(args + len, sizeof args - (size_t)len, "%s%lld", i ? "," : "", (long long)json_integer_value(json_array_get(t, i)));
    s = run_json(args);
    cr_assert(json_is_true(json_object_get(s, "feasible")));
    cr_assert(json_equal(json_object_get(s, "p"), json_object_get(e, "p")), "LMM %zu: svm gives another p", k);
    cr_assert(json_is_string(json_object_get(e, "found_by")));
    json_decref(s);
  }
  json_decref(a); mm_instance_free(in);
}

/* Every input has one token: no constraint, every direction optimal; no
   zero vector is called a direction. */
Test(scale, one_token_inputs_say_what_is_true)
{
  char out[4096];
  json_t *a;
  FILE *f;
  char path[256];
  snprintf(path, sizeof path, "%s/one.json", dir);
  f = fopen(path, "w");
  fputs("{\"X\": [[[1, 0]], [[0, 2]], [[3, 1]]], \"v\": [1, 0]}", f);
  fclose(f);
  cr_assert_eq(run("analyze %D/one.json", out, sizeof out, 1), 0, "%s", out);
  cr_assert(strstr(out, "no constraint") && !strstr(out, "margin inf") && !strstr(out, "GMM: p"), "%s", out);
  a = run_json("analyze %D/one.json --json");
  cr_assert(json_is_true(json_object_get(json_object_get(a, "gmm"), "unconstrained")));
  cr_assert(json_array_size(json_object_get(a, "lmm")) == 0);
  json_decref(a);
  cr_assert_eq(run("regpath %D/one.json --radii 1,2", out, sizeof out, 1), 0, "%s", out);
  cr_assert(strstr(out, "does not depend on p") && !strstr(out, "starts agree"), "%s", out);
  cr_assert_eq(run("train %D/one.json --steps 5", out, sizeof out, 1), 0, "%s", out);
  cr_assert(strstr(out, "does not depend on p"), "%s", out);
}

/* The direct JSON reader (mm_io_json_fast) against the tree reader: on
   valid files of many forms it must accept, and build the tree reader's
   instance bit for bit; on damaged files, whenever it accepts, the tree
   reader accepts the same bytes and builds the same instance. The expected
   instance always comes from the tree reader (jansson), a different parser
   of the same bytes. */
static int same_instance(const mm_instance *a, const mm_instance *b)
{
  size_t m;
  if (a->n != b->n || a->d != b->d || a->loss != b->loss) return 0;
  for (int i = 0; i < a->n; i++) if (a->T[i] != b->T[i]) return 0;
  m = (size_t)a->off[a->n];
  return !memcmp(a->X, b->X, sizeof(double) * m * (size_t)a->d) && !memcmp(a->K, b->K, sizeof(double) * m * (size_t)a->d)
    && !memcmp(a->gamma, b->gamma, sizeof(double) * m) && !memcmp(a->v, b->v, sizeof(double) * (size_t)a->d)
    && !memcmp(a->Y, b->Y, sizeof(double) * (size_t)a->n) && !memcmp(a->W, b->W, sizeof(double) * (size_t)a->d * (size_t)a->d);
}
/* Returns 1 when the direct reader accepted (and then checks agreement). */
static int direct_vs_tree(const char *text, size_t len, const char *what)
{
  mm_instance *f = NULL, *t = NULL;
  int acc = mm_io_json_fast(text, len, &f);
  mm_status st = mm_io_read_instance_tree(text, len, "t.json", &t);
  if (acc) {
    cr_assert(st == MM_OK, "%s: the direct reader accepts what the tree reader refuses (%s): %.300s", what, mm_error_message(), text);
    cr_assert(same_instance(f, t), "%s: the two readers build different instances: %.300s", what, text);
  } else cr_assert(f == NULL, "%s: a declined read left an instance", what);
  mm_instance_free(f); mm_instance_free(t);
  return acc;
}
Test(scale, json_direct_reader_equals_the_tree_reader)
{
  static const char *valid[] = {
    "{\"X\": [[[1, 0], [0, 1]], [[2, 1]]], \"v\": [1, -0]}",
    "{\"v\":[1e0,-0.0],\"X\":[[[-0,0.5E+1],[1e-320,-2.5e-308]]],\"Y\":[-1],\"loss\":\"exponential\"}",
    " \t\r\n{ \"name\" : \"E0\" , \"X\" : [ [ [ 123456789012345678 , -0.1 ] ] ] , \"v\" : [ 0.30000000000000004 , 1 ] , \"comment\" : \"a b\" }\n",
    "{\"X\":[[[1,2],[3,4]]],\"v\":[1,1],\"W\":[[0,1],[1,0]],\"loss\":\"correlation\",\"Y\":[1]}",
    "{\"X\":[[[1.7976931348623157e308,4.9e-324]]],\"v\":[1,1]}",
    "{\"X\":[[[1234567890123456789,92233720368547758080]]],\"v\":[1,1]}", /* integers beyond 64 bits */
  };
  static const char *declined[] = { /* valid for the tree reader, declined by design */
    "{\"X\":[[[1,2]]],\"v\":[1,1],\"name\":\"caf\\u00e9\"}", /* an escape */
    "{\"X\":[[[1,2]]],\"v\":[1,1],\"comment\":{\"a\":[1]}}", /* a comment that is not a string */
  };
  static const char *invalid[] = {
    "{\"X\":[[[1,2]]],\"v\":[1,1],\"v\":[1,1]}", "{\"X\":[[[1,2]]],\"X\":[[[3,4]]],\"v\":[1,1]}",
    "{\"loss\":\"logistic\",\"X\":[[[1,2]]],\"v\":[1,1],\"loss\":\"exponential\"}", "{\"X\":[[[1,2]]],\"v\":[1,1]} x", "{\"X\":[[[1,2]]],\"v\":[1,1],}",
    "{\"X\":[[[01,2]]],\"v\":[1,1]}", "{\"X\":[[[1.,2]]],\"v\":[1,1]}", "{\"X\":[[[1e999,2]]],\"v\":[1,1]}",
    "{\"X\":[[[1,2]]],\"v\":[1,1,3]}", "{\"X\":[[[1,2],[3]]],\"v\":[1,1]}", "{\"X\":[[[1,2]]],\"v\":[1,1],\"Y\":[0]}",
    "{\"X\":[[[1,2]]],\"v\":[1,1],\"W\":[[1,0,0],[1]]}", "{\"X\":[[[1,2]]],\"v\":[1,1],\"w\":[[1]]}", "{\"X\":[[]],\"v\":[]}",
    "{\"X\":[[[1,2]]],\"v\":[1,1],\"loss\":\"hinge\"}", "{\"X\":[[[1e300,1e300]]],\"v\":[1e300,1e300]}", "{\"X\":[[[+1,2]]],\"v\":[1,1]}",
  };
  char buf[4096];
  mm_rng r;
  int accepted = 0;
  for (size_t k = 0; k < sizeof valid / sizeof *valid; k++)
    cr_assert(direct_vs_tree(valid[k], strlen(valid[k]), "valid"), "the direct reader declines a valid file: %s", valid[k]);
  for (size_t k = 0; k < sizeof declined / sizeof *declined; k++)
    cr_assert(!direct_vs_tree(declined[k], strlen(declined[k]), "declined"), "accepted: %s", declined[k]);
  for (size_t k = 0; k < sizeof invalid / sizeof *invalid; k++)
    cr_assert(!direct_vs_tree(invalid[k], strlen(invalid[k]), "invalid"), "the direct reader accepts an invalid file: %s", invalid[k]);
  for (int g = 0; g < 20; g++) { /* generated instances, written as the tool writes them, compact and indented */
    mm_gen_options o = mm_gen_defaults();
    mm_instance *in;
    json_t *j;
    char *s;
    mm_rng_seed(&r, 1414, (uint64_t)g);
    o.n_min = 1; o.n_max = 8; o.T_min = 1; o.T_max = 6; o.d_min = 1; o.d_max = 5; o.random_W = g % 2;
    in = mm_gen_instance(&r, &o, NULL);
    j = mm_io_instance_to_json(in);
    for (int f = 0; f < 2; f++) {
      s = json_dumps(j, JSON_REAL_PRECISION(17) | (f ? JSON_INDENT(1) : JSON_COMPACT));
      cr_assert(direct_vs_tree(s, strlen(s), "generated"), "the direct reader declines a written instance: %.300s", s);
      if (f == 0) { /* and 200 damaged copies of the compact form */
        size_t len = strlen(s);
        for (int m = 0; m < 200 && len + 8 < sizeof buf; m++) {
          static const char alphabet[] = "[]{},:\"-+.eE0123456789 \\Xvx";
          size_t at, L = len;
          memcpy(buf, s, len);
          for (int e = 0; e < 1 + m % 3; e++) {
            at = (size_t)mm_rng_int(&r, 0, (int)L - 1);
            switch (mm_rng_int(&r, 0, 2)) {
            case 0: memmove(buf + at, buf + at + 1, L - at - 1); L--; break; /* delete */
            case 1: memmove(buf + at + 1, buf + at, L - at); buf[at] = alphabet[mm_rng_int(&r, 0, (int)sizeof alphabet - 2)]; L++; break;
            default: buf[at] = alphabet[mm_rng_int(&r, 0, (int)sizeof alphabet - 2)];
            }
          }
          buf[L] = '\0';
          accepted += direct_vs_tree(buf, L, "damaged");
        }
      }
      free(s);
    }
    json_decref(j);
    mm_instance_free(in);
  }
  cr_assert(accepted > 0, "no damaged file was accepted: the comparison did not happen");
}

/* The memory cap: a .npy of 10^7 rows (n = 156250 inputs of T = 64
   tokens, d = 32: 2.56 GB of zeros, a sparse file) under a 5 GB address-space
   limit. The file maps, but X and its keys (5.1 GB) and the solver's working
   set do not fit: refused before any allocation, exit 7, with the sizes and
   the limit named. Skipped where the binary cannot start under the limit
   (sanitizer builds reserve terabytes of shadow memory). */
Test(scale, memory_cap_comes_from_the_limit_and_names_the_sizes)
{
  char out[4096], path[256];
  long sh3[3] = {156250, 64, 32}, sh1[1] = {32};
  double v[32] = {1};
  blob h = npy("<f8", 0, sh3, 3, v, 0), bv = npy("<f8", 0, sh1, 1, v, sizeof v);
  FILE *f;
  if (run("--version", out, sizeof out, 1) != 0) cr_skip_test("mmattn --version failed");
  snprintf(path, sizeof path, "ulimit -v 5000000; %s --version >/dev/null 2>&1", getenv("MMATTN_BIN"));
  if (system(path) != 0) cr_skip_test("the binary cannot start under a 5 GB address-space limit (sanitizer build)");
  snprintf(path, sizeof path, "%s/big.npy", dir);
  f = fopen(path, "wb");
  cr_assert(f != NULL);
  cr_assert(fwrite(h.b, 1, h.n, f) == h.n);
  cr_assert(ftruncate(fileno(f), (off_t)(h.n + (size_t)156250 * 64 * 32 * 8)) == 0);
  fclose(f);
  put("big.v.npy", bv);
  free(h.b); free(bv.b);
  snprintf(path, sizeof path, "sh -c 'ulimit -v 5000000; exec %s svm %s/big.npy --tokens 0' 2>&1", getenv("MMATTN_BIN"), dir);
  {
    FILE *p = popen(path, "r");
    size_t len = fread(out, 1, sizeof out - 1, p);
    int st = pclose(p);
    out[len] = '\0';
    cr_assert(WIFEXITED(st) && WEXITSTATUS(st) == 7, "exit %d: %s", WEXITSTATUS(st), out);
  }
  cr_assert(strstr(out, "the instance needs 5.") && strstr(out, "10000000 tokens of dimension 32") && strstr(out, "RLIMIT_AS"), "%s", out);
}
