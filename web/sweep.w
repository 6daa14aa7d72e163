@*Sweeps on MPI.
A large sweep (ten or a hundred times the default trial count) is too long
for one machine's cores, and its trials are independent. The program
\.{mmattn\_sweep} spreads it over the ranks of an MPI job: rank $r$ of $P$
runs the whole check binary with \.{MMATTN\_SHARD=$r$/$P$}, so that every
property runs its trials $k\equiv r\pmod P$ (see the property runner's
section on shards), writes its tallies into a directory of its own, and
sends them, with the counterexamples its failing trials saved, to rank~$0$.
Rank~$0$ writes them into \.{reports/verification/} and
\.{reports/counterexamples/}, and the report program merges the shards into
the rows one process would have written: with the same seed and trial
factor, \.{verification.json} and \.{verification.md} are identical row
for row to those of a single-process run (a check in \.{make check}
compares them).
@^MPI@>
@^sweep@>
@^shards@>

The work divides only where a check's loop visits its own trials: a loop
written with |mm_prop_first| and |mm_prop_next| (see the property runner's
section on parallel trials) runs $1/P$ of the trials on each rank, and in
a rank with \.{MMATTN\_JOBS=$J$} each of $J$ workers runs $1/(PJ)$ of them.
A check that keeps the plain loop over $k=0,1,\ldots$ visits every trial
on every rank and records only its own: the report is the same, the time
is not divided. Assertions that a check makes after its loop (no failure,
a minimum tested fraction) apply to each rank's share of the trials.

Usage, from the top of the repository after \.{make build}:
$$\vbox{\halign{\.{#}\hfil\cr
make sweep NP=4 TRIALS=10\cr
mpirun -np 4 generated/build/mmattn\_sweep [criterion options]\cr
mpirun --hostfile hosts -np 16 -x MMATTN\_TRIALS -x MMATTN\_SEED \\\cr
\quad generated/build/mmattn\_sweep\cr
MMATTN\_TRIALS=100 srun --mpi=pmix -n 64 generated/build/mmattn\_sweep\cr}}$$
Several hosts need the same build at the same path (a shared file system,
or a copy); the reports need no shared file system, since every rank
sends its tallies and counterexamples to rank~$0$ through MPI. A hostfile
lists one host per line with its number of slots (\.{node1 slots=8});
OpenMPI's \.{mpirun} passes an environment variable to the ranks on other
hosts only when it is named with \.{-x}. Under Slurm, \.{srun} starts the
ranks inside an allocation (\.{salloc -n 64}, or an \.{sbatch} script whose
last line is the \.{srun} line) and passes the whole environment; how
\.{srun} reaches OpenMPI is the site's choice (\.{--mpi=pmix} for Debian's
OpenMPI, which is built with PMIx; \.{srun --mpi=list} shows what a site
offers), and OpenMPI's \.{mpirun} also works inside an allocation. On
one host, one rank per core is the natural choice (\.{make sweep} passes
\.{MMATTN\_JOBS=1}); on hosts with many cores, one rank per host with
\.{MMATTN\_JOBS} set to its cores works as well. Rank~$0$'s working directory
(or \.{MMATTN\_REPORT\_DIR}) receives the report. The exit status is
non-zero when a rank's checks failed, or the report found a failure. The
hostfile and Slurm forms are written from OpenMPI's and Slurm's
documentation; the machine this suite is developed on has neither a
second host nor Slurm, and \.{make check} exercises the one-host form.
@.MMATTN\_SHARD@>

@(sweep.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <mpi.h>
#include <jansson.h>
#include "prop.h"
@<Sweep: declarations@>@;
@<Sweep: subroutines@>@;
int main(int argc, char **argv)
{
  int rank, size, status, worst;
  char dir[256];
  json_t *mine;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  snprintf(outdir, sizeof outdir, "%s", getenv("MMATTN_REPORT_DIR") && *getenv("MMATTN_REPORT_DIR") ? getenv("MMATTN_REPORT_DIR") : "reports");
  @<Run this rank's shard of the checks in a directory of its own@>@;
  mine = collect(dir);
  remove_tree(dir);
  @<Send every rank's tallies and counterexamples to rank 0, which writes them@>@;
  MPI_Allreduce(&status, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (rank == 0) @<Write the report, and take its status into account@>@;
  MPI_Bcast(&worst, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return worst ? 1 : 0;
}

@ The check binary and the report program sit next to \.{mmattn\_sweep}
(all three are built into the same directory), so each is found from this
program's own path. A rank runs its shard with one Criterion job: the
ranks are the parallelism.
@<Run this rank's shard of the checks...@>=
{
  char shard[64], bin[1024];
  snprintf(dir, sizeof dir, "/tmp/mmattn-sweep-%d-XXXXXX", rank);
  if (mkdtemp(dir) == NULL) { perror("mmattn_sweep: mkdtemp"); MPI_Abort(MPI_COMM_WORLD, 6); }
  snprintf(shard, sizeof shard, "%d/%d", rank, size);
  setenv("MMATTN_SHARD", shard, 1);
  setenv("MMATTN_REPORT_DIR", dir, 1);
  sibling(argv[0], "mmattn_checks", bin, sizeof bin);
  status = run_child(bin, argc, argv);
  if (status) fprintf(stderr, "mmattn_sweep: rank %d of %d: the checks exited with status %d\n", rank, size, status);
}

@ @<Sweep: subroutines@>=
static void sibling(const char *self, const char *name, char *out, size_t len)
{
  const char *slash = strrchr(self, '/');
  if (slash == NULL) snprintf(out, len, "%s", name);
  else snprintf(out, len, "%.*s/%s", (int)(slash - self), self, name);
}
static int run_child(const char *bin, int argc, char **argv)
{
  pid_t pid = fork();
  int st;
  if (pid < 0) return 7;
  if (pid == 0) {
    char **av = calloc((size_t)argc + 3, sizeof(char *));
    int m = 0;
    av[m++] = (char *)bin; av[m++] = "--jobs"; av[m++] = "1";
    for (int j = 1; j < argc; j++) av[m++] = argv[j];
    execv(bin, av);
    perror(bin);
    _exit(127);
  }
  if (waitpid(pid, &st, 0) < 0) return 7;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

@ What a rank sends: one JSON object with the tallies (file name and
content) and the counterexample instances it saved. A file's content is
sent as it is, byte for byte (a JSON string), so that rank~$0$ writes the
very files a single process would have written.
@<Sweep: subroutines@>=
static void collect_dir(json_t *into, const char *dir)
{
  DIR *dp = opendir(dir);
  struct dirent *e;
  char path[1024];
  if (dp == NULL) return;
  while ((e = readdir(dp)) != NULL) {
    size_t len = strlen(e->d_name);
    FILE *f;
    char *text;
    long m;
    if (len < 6 || strcmp(e->d_name + len - 5, ".json")) continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if ((f = fopen(path, "rb")) == NULL) { fprintf(stderr, "mmattn_sweep: %s: unreadable\n", path); continue; }
    fseek(f, 0, SEEK_END); m = ftell(f); rewind(f);
    text = malloc((size_t)m + 1);
    if (text && fread(text, 1, (size_t)m, f) == (size_t)m) json_object_set_new(into, e->d_name, json_stringn(text, (size_t)m));
    else fprintf(stderr, "mmattn_sweep: %s: unreadable\n", path);
    free(text);
    fclose(f);
  }
  closedir(dp);
}
static json_t *collect(const char *dir)
{
  json_t *o = json_object(), *t = json_object(), *c = json_object();
  char path[512];
  snprintf(path, sizeof path, "%s/verification", dir);
  collect_dir(t, path);
  snprintf(path, sizeof path, "%s/counterexamples", dir);
  collect_dir(c, path);
  json_object_set_new(o, "verification", t);
  json_object_set_new(o, "counterexamples", c);
  return o;
}
static void remove_tree(const char *dir)
{
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0) fprintf(stderr, "mmattn_sweep: could not remove %s\n", dir);
}

@ The gather: every rank's object as text, lengths first, then the texts
into one buffer on rank $0$, which writes each file under the report
directory (\.{reports}, or \.{MMATTN\_REPORT\_DIR} as given to the sweep:
each rank saw its own directory, so the original value is kept aside).
@<Send every rank's tallies...@>=
{
  char *text = json_dumps(mine, JSON_COMPACT), *all = NULL;
  int len = (int)strlen(text) + 1, *lens = NULL, *offs = NULL, total = 0;
  if (rank == 0) { lens = malloc(sizeof(int) * (size_t)size); offs = malloc(sizeof(int) * (size_t)size); }
  MPI_Gather(&len, 1, MPI_INT, lens, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    for (int r = 0; r < size; r++) { offs[r] = total; total += lens[r]; }
    all = malloc((size_t)total);
  }
  MPI_Gatherv(text, len, MPI_CHAR, all, lens, offs, MPI_CHAR, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    if (write_gathered(all, offs, size)) status = status ? status : 6;
    free(all); free(lens); free(offs);
  }
  free(text);
  json_decref(mine);
}

@ @<Sweep: declarations@>=
static int beyond_cap(json_t *cap, const char *name);
static json_t *counterexamples_beyond_cap(const char *all, const int *offs, int size);

@ @<Sweep: subroutines@>=
static char outdir[512]; /* the report directory the sweep was given */
static const char *out_dir(void) { return outdir; }
static int write_gathered(const char *all, const int *offs, int size)
{
  char path[2048];
  int bad = 0;
  json_t *cap = counterexamples_beyond_cap(all, offs, size);
  mkdir(out_dir(), 0777);
  snprintf(path, sizeof path, "rm -rf '%s/verification' '%s/counterexamples'", out_dir(), out_dir());
  if (system(path) != 0) return 1;
  for (int r = 0; r < size; r++) {
    json_t *o = json_loads(all + offs[r], 0, NULL), *v;
    const char *sub[2] = {"verification", "counterexamples"}, *k;
    if (o == NULL) { fprintf(stderr, "mmattn_sweep: rank %d sent unreadable tallies\n", r); bad = 1; continue; }
    for (int m = 0; m < 2; m++) {
      snprintf(path, sizeof path, "%s/%s", out_dir(), sub[m]);
      mkdir(path, 0777);
      json_object_foreach(json_object_get(o, sub[m]), k, v) {
        FILE *f;
        if (m == 1 && beyond_cap(cap, k)) continue;
        snprintf(path, sizeof path, "%s/%s/%s", out_dir(), sub[m], k);
        if ((f = fopen(path, "wb")) == NULL || fwrite(json_string_value(v), 1, json_string_length(v), f) != json_string_length(v)) {
          fprintf(stderr, "mmattn_sweep: cannot write %s\n", path); bad = 1;
        }
        if (f && fclose(f)) { fprintf(stderr, "mmattn_sweep: cannot write %s\n", path); bad = 1; }
      }
    }
    json_decref(o);
  }
  json_decref(cap);
  return bad;
}

@ A process saves the counterexamples of its first |MM_PROP_MAXFAIL|
failures of a property, so the ranks together may have saved more than
one process would. The failures a single process saves are those of the
smallest trial numbers, and each tally lists the trials of its saved
failures: the files of the trials beyond the first |MM_PROP_MAXFAIL| of
all ranks are named in |cap| and not written.
@<Sweep: subroutines@>=
static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int beyond_cap(json_t *cap, const char *name) { return json_object_get(cap, name) != NULL; }
static json_t *counterexamples_beyond_cap(const char *all, const int *offs, int size)
{
  json_t *trials = json_object(), *cap = json_object(), *v, *a;
  const char *k;
  for (int r = 0; r < size; r++) {
    json_t *o = json_loads(all + offs[r], 0, NULL);
    json_object_foreach(json_object_get(o, "verification"), k, v) {
      json_t *t = json_loads(json_string_value(v), 0, NULL), *f;
      char key[1024];
      size_t j;
      if (t == NULL) continue;
      snprintf(key, sizeof key, "%s.%s.seed%lld", json_string_value(json_object_get(t, "claim")),
        json_string_value(json_object_get(t, "property")), (long long)json_integer_value(json_object_get(t, "seed")));
      if ((a = json_object_get(trials, key)) == NULL) json_object_set_new(trials, key, a = json_array());
      json_array_foreach(json_object_get(t, "failures"), j, f) json_array_append(a, json_object_get(f, "trial"));
      json_decref(t);
    }
    json_decref(o);
  }
  json_object_foreach(trials, k, a) {
    size_t m = json_array_size(a);
    int *x = malloc(sizeof(int) * (m + 1));
    for (size_t j = 0; j < m; j++) x[j] = (int)json_integer_value(json_array_get(a, j));
    qsort(x, m, sizeof *x, cmp_int);
    for (size_t j = MM_PROP_MAXFAIL; j < m; j++) {
      char name[1100];
      snprintf(name, sizeof name, "%s.trial%d.json", k, x[j]);
      json_object_set_new(cap, name, json_true());
      snprintf(name, sizeof name, "%s.trial%d.shrunk.json", k, x[j]);
      json_object_set_new(cap, name, json_true());
    }
    free(x);
  }
  json_decref(trials);
  return cap;
}

@ The report program runs on rank $0$ with the report directory set to
where the tallies were written.
@<Write the report, and take its status into account@>=
{
  char bin[1024];
  int rc;
  sibling(argv[0], "mmattn_report", bin, sizeof bin);
  setenv("MMATTN_REPORT_DIR", out_dir(), 1);
  {
    char *av[] = {bin, NULL};
    pid_t pid = fork();
    int st = 0;
    if (pid == 0) { execv(bin, av); perror(bin); _exit(127); }
    rc = pid < 0 || waitpid(pid, &st, 0) < 0 ? 7 : WIFEXITED(st) ? WEXITSTATUS(st) : 128;
  }
  if (rc) worst = worst ? worst : rc;
  printf("mmattn_sweep: %d ranks; checks status %d, report status %d\n", size, worst, rc);
}
