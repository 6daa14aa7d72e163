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

Usage, from the top of the repository after \.{make build}:
$$\vbox{\halign{\.{#}\hfil\cr
make sweep NP=4 TRIALS=10\cr
mpirun -np 4 generated/build/mmattn\_sweep [criterion options]\cr
mpirun --hostfile hosts -np 16 generated/build/mmattn\_sweep\cr
srun -n 64 generated/build/mmattn\_sweep\cr}}$$
Several hosts need the same build at the same path (a shared file system,
or a copy); a hostfile lists one host per line with its number of slots
(\.{node1 slots=8}); under Slurm, \.{srun} starts the ranks (OpenMPI's
\.{mpirun} also works inside an allocation). Rank $0$'s working directory
receives the report. The environment variables of the checks
(\.{MMATTN\_TRIALS}, \.{MMATTN\_SEED}) are passed to every rank by
\.{mpirun} (\.{-x NAME} on several hosts). The exit status is non-zero when
a rank's checks failed, or the report found a failure.
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
content) and the counterexample instances it saved.
@<Sweep: subroutines@>=
static void collect_dir(json_t *into, const char *dir)
{
  DIR *dp = opendir(dir);
  struct dirent *e;
  char path[1024];
  if (dp == NULL) return;
  while ((e = readdir(dp)) != NULL) {
    size_t len = strlen(e->d_name);
    json_t *o;
    if (len < 6 || strcmp(e->d_name + len - 5, ".json")) continue;
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if ((o = json_load_file(path, 0, NULL)) != NULL) json_object_set_new(into, e->d_name, o);
    else fprintf(stderr, "mmattn_sweep: %s: unreadable\n", path);
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

@ @<Sweep: subroutines@>=
static char outdir[512]; /* the report directory the sweep was given */
static const char *out_dir(void) { return outdir; }
static int write_gathered(const char *all, const int *offs, int size)
{
  char path[2048];
  int bad = 0;
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
        snprintf(path, sizeof path, "%s/%s/%s", out_dir(), sub[m], k);
        if (json_dump_file(v, path, JSON_INDENT(2))) { fprintf(stderr, "mmattn_sweep: cannot write %s\n", path); bad = 1; }
      }
    }
    json_decref(o);
  }
  return bad;
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
