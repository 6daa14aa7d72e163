# mmattn: the whole pipeline.
#   make            install missing packages, tangle, build, weave the two volumes:
#                   reports/mmattn.pdf (the program) and reports/record.pdf (the record)
#   make book       the two volumes only (make record: the record alone)
#   make python     the Python module: generated/python/mmattn*.so (import mmattn)
#   make python-san the module under ASan + UBSan, and its checks
#   make check      build and run every check; writes reports/verification.md
#   make coverage   the checks built with --coverage; reports/coverage/index.html
#   make check-san  the checks under AddressSanitizer + UBSan (reduced trials)
#   make bench      benchmarks; reports/bench.tex (make bench-record: kept in docs/bench/)
#   make mutants    planted bugs (tests/mutants/*.ch) against the checks; reports/mutants.md
#   make mutants-record   the same, then kept in docs/mutants/ for the record
#   make replay WHAT=claim/property:trial   one trial: its instance, statistic, verdict
#   make falsetheorems (or power)   planted false theorems against their own theorem suites; reports/power.md
#   make mutants-part2   the mutants of the theorem checks alone; reports/part2/mutants.md
#   make sweep NP=4 TRIALS=10   the checks sharded over NP MPI ranks (one merged report)
#   make sweep-record NP=2 TRIALS=10 [FILTER=...]   a sweep kept in docs/sweeps/ for the record
#   make fuzz       libFuzzer harnesses (clang, ASan+UBSan); FUZZ_SECONDS=N total budget
#   make clean
SHELL := /bin/bash
CC := gcc
.DEFAULT_GOAL := all

# Library modules, in link order of no importance (one archive).
LIB_MODULES := base model gen io prop svm lp nuclear tokens dyn dyn_ngd dyn_wtrain dyn_kq dyn_nucpath dyn_joint dyn_nl dyn_path path_ref npy experiments real exact vit
# Part II chapters, each tangled to a Criterion suite named after it.
CHECK_SUITES := check_model check_io check_prop check_svm check_cert check_nuclear check_kq check_nucpath check_tokens check_dyn check_experiments check_real check_vit \
  lemma_pw descent thm1 thm2 thm3 thm4 limit nonlinear joint strict losses check_exact
# Benchmarks: each chapter may tangle a bench_<name>.c with a main(); make bench
# builds and runs every one listed here (optimised build, single-threaded).
BENCHES := svm tokens dyn real exact nuclear
# Plain Criterion tests in tests/.
TEST_SUITES := $(patsubst tests/%.c,%,$(wildcard tests/*.c))

WEBS := $(wildcard web/*.w proofs_checks/*.w)

# Build variants: objects of variant B live in generated/B/.
B ?= build
VFLAGS_build := -O2
# Optimisation levels checked for clean builds (make B=o3 build, make B=native build).
VFLAGS_o3 := -O3
VFLAGS_native := -O3 -march=native
VFLAGS_cov := -O0 --coverage
# The library compiled position-independent, for the Python module (make python),
# and so under the sanitizers (make python-san).
VFLAGS_pic := -O2 -fPIC
VFLAGS_pysan := -O1 -fPIC -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
VFLAGS_san := -O2 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
LFLAGS_cov := --coverage
LFLAGS_san := -fsanitize=address,undefined
VFLAGS_fuzz := -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -Wno-error
# GCC builds only (the fuzz variant is built by clang without them):
# -fopenmp: the evaluation of web/dyn.w shares large instances among threads;
# -Wno-psabi: dyn.w's vector helpers take and return 32-byte vectors; they are
# always inlined, so no calling convention is involved and GCC's ABI note is noise.
OMPFLAGS := $(if $(filter fuzz,$(B)),,-fopenmp)
CFLAGS := -std=c11 -D_GNU_SOURCE $(OMPFLAGS) $(if $(filter fuzz,$(B)),,-Wno-psabi) -Wall -Wextra -Werror -g $(VFLAGS_$(B))
LDLIBS := -lzip -ljansson -lglpk -ldsdp -llapacke -llapack -lblas -lgmp -lz -lm $(OMPFLAGS)
OBJ := generated/$(B)

.PHONY: python all deps build figures book record check replay check-opt check-san coverage bench bench-run bench-deps bench-record clean tangle mutants mutants-record falsetheorems power power-record mutants-part2 mutants-part2-record fuzz sweep
all: deps
	$(MAKE) build python figures book

deps:
	@bash scripts/deps.sh

tangle: generated/tangle.stamp
# Each chapter is tangled on its own (the master web is only woven): ctangle
# 4.7 corrupts the file names of its #line directives after a few @i
# inclusions, and per-chapter runs keep every #line pointing at its .w file.
# web/results.w (the paper's results), proofs_checks/power.w (the mutants'
# table) and proofs_checks/calibration.w (how the checks were calibrated) have
# no code: woven only.
CHAPTERS := $(filter-out web/mmattn.w web/results.w proofs_checks/power.w proofs_checks/calibration.w,$(WEBS))
generated/tangle.stamp: $(WEBS)
	@cd generated && for w in $(CHAPTERS:%=../%); do \
	  b=$$(basename $$w .w); \
	  ctangle -bhp $$w - _main_$$b.c || exit 1; rm -f _main_$$b.c; \
	done
	@echo "tangled $(words $(CHAPTERS)) chapters into generated/"
	@touch $@

build: $(OBJ)/mmattn $(OBJ)/mmattn_report $(OBJ)/mmattn_checks
	@ln -sf $(B)/mmattn generated/mmattn

# Compile inside generated/, where ctangle ran, so that #line paths
# (../web/x.w) resolve for the compiler, gdb and gcov alike.
$(OBJ)/t_%.o: tests/%.c generated/tangle.stamp
	@mkdir -p $(OBJ)
	cd generated && $(CC) $(CFLAGS) -I. -c ../tests/$*.c -o $(B)/t_$*.o
$(OBJ)/%.o: generated/tangle.stamp
	@mkdir -p $(OBJ)
	cd generated && $(CC) $(CFLAGS) -c $*.c -o $(B)/$*.o

$(OBJ)/libmmattn.a: $(LIB_MODULES:%=$(OBJ)/%.o)
	rm -f $@ && ar rcs $@ $^
$(OBJ)/mmattn: $(OBJ)/mmattn.o $(OBJ)/libmmattn.a
	$(CC) $(LFLAGS_$(B)) -o $@ $^ $(LDLIBS)
$(OBJ)/mmattn_report: $(OBJ)/report.o $(OBJ)/libmmattn.a
	$(CC) $(LFLAGS_$(B)) -o $@ $^ $(LDLIBS)
$(OBJ)/mmattn_checks: $(CHECK_SUITES:%=$(OBJ)/%.o) $(TEST_SUITES:%=$(OBJ)/t_%.o) $(OBJ)/prop_criterion.o $(OBJ)/libmmattn.a
	$(CC) $(LFLAGS_$(B)) -o $@ $^ -lcriterion $(LDLIBS)

# The Python module (web/python.w): the tangled pymod.c and the library, both
# compiled with -fPIC (variant pic), linked into one shared object in
# generated/python/. Debian's python3 is preferred: its python3-dev and
# python3-numpy (installed by make deps) provide the headers.
PYTHON ?= $(if $(wildcard /usr/bin/python3),/usr/bin/python3,python3)
PY_INC := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null)
PY_NP_INC := $(shell $(PYTHON) -c 'import numpy; print(numpy.get_include())' 2>/dev/null)
PY_EXT := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))' 2>/dev/null)
PY_MODULE := generated/python/mmattn$(PY_EXT)
generated/pic/pymod.o: CFLAGS += -I$(PY_INC) -I$(PY_NP_INC)
$(PY_MODULE): generated/pic/pymod.o generated/pic/libmmattn.a
	@mkdir -p generated/python
	$(CC) -shared -o $@ $^ $(LDLIBS)
# The module under AddressSanitizer + UBSan (variant pysan): make python-san, then
# run the Python checks with the sanitizer runtimes preloaded (see the book's chapter
# on the module; leak detection is off, the interpreter keeps memory until exit).
generated/pysan/pymod.o: CFLAGS += -I$(PY_INC) -I$(PY_NP_INC)
generated/python-san/mmattn$(PY_EXT): generated/pysan/pymod.o generated/pysan/libmmattn.a
	@mkdir -p generated/python-san
	$(CC) -shared -fsanitize=address,undefined -o $@ $^ $(LDLIBS)
.PHONY: python-san
python-san: python
	$(MAKE) --no-print-directory B=pysan generated/python-san/mmattn$(PY_EXT)
	LD_PRELOAD="$$($(CC) -print-file-name=libasan.so) $$($(CC) -print-file-name=libubsan.so)" \
	  ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 PYTHONPATH=generated/python-san \
	  MMATTN_BIN=$(CURDIR)/generated/build/mmattn $(PYTHON) tests/python/test_mmattn.py
python: generated/tangle.stamp
	@if [ ! -f "$(PY_INC)/Python.h" ] || [ ! -f "$(PY_NP_INC)/numpy/arrayobject.h" ]; then \
	  echo "python: $(PYTHON) lacks its C headers or NumPy's (Debian: apt-get install python3-dev python3-numpy)" >&2; exit 1; fi
	$(MAKE) --no-print-directory B=pic $(PY_MODULE)

# The MPI sweep driver (web/sweep.w) is the only program built with mpicc;
# make check needs it only for the check that compares a sweep with one process.
MPICC ?= mpicc
$(OBJ)/sweep.o: generated/tangle.stamp
	@mkdir -p $(OBJ)
	cd generated && $(MPICC) $(CFLAGS) -c sweep.c -o $(B)/sweep.o
$(OBJ)/mmattn_sweep: $(OBJ)/sweep.o
	$(MPICC) $(LFLAGS_$(B)) -o $@ $^ -ljansson
NP ?= 2
TRIALS ?= 1
sweep: deps
	$(MAKE) B=build build generated/build/mmattn_sweep
	MMATTN_JOBS=$${MMATTN_JOBS:-1} MMATTN_TRIALS=$(TRIALS) mpirun --oversubscribe --allow-run-as-root -np $(NP) generated/build/mmattn_sweep
# A sweep kept for the record: scripts/sweep_record.sh writes docs/sweeps/ from
# the sweep's own report (FILTER: a Criterion filter, default every check).
.PHONY: sweep-record
FILTER ?=
sweep-record: deps
	$(MAKE) B=build build generated/build/mmattn_sweep
	bash scripts/sweep_record.sh $(TRIALS) $(NP) '$(FILTER)'

$(OBJ)/bench_%: $(OBJ)/bench_%.o $(OBJ)/libmmattn.a
	$(CC) $(LFLAGS_$(B)) -o $@ $^ $(LDLIBS)

# The whole output is kept as generated/build/bench.log and set as
# reports/bench.tex (commit, date, processor) for the record volume.
bench: deps bench-deps
	@mkdir -p generated/build reports
	@set -o pipefail; $(MAKE) --no-print-directory bench-run 2>&1 | tee generated/build/bench.log; s=$$?; \
	  /usr/bin/python3 scripts/bench_tex.py generated/build/bench.log reports/bench.tex && $(MAKE) --no-print-directory record >/dev/null; exit $$s
bench-run:
	$(MAKE) B=build $(BENCHES:%=generated/build/bench_%) generated/build/bench_path generated/build/bench_lmm
	@if [ -z "$(BENCHES)" ]; then echo "bench: no benchmarks yet"; fi
	@echo "== machine: $$(nproc) processors; load average (1, 5, 15 min) at the start: $$(cut -d' ' -f1-3 /proc/loadavg)"
	@mkdir -p generated/build/torch
	@for b in $(BENCHES); do echo "== bench_$$b"; a=; [ $$b = dyn ] && a=generated/build/torch; \
	  MMATTN_OPENBLAS=$(abspath $(OPENBLAS)) generated/build/bench_$$b $$a || exit 1; done
	@echo "== PyTorch on bench_dyn's instances (scripts/bench_torch.py)"
	@if [ -x /usr/bin/python3 ]; then /usr/bin/python3 scripts/bench_torch.py --ours generated/build/bench_dyn \
	  --openblas $(OPENBLAS) generated/build/torch/base.bin generated/build/torch/grid*.bin; \
	  else echo "bench: skipped, /usr/bin/python3 is missing"; fi
	@echo "== the command on instances of real size (scripts/bench_commands.py)"
	@/usr/bin/python3 scripts/bench_commands.py generated/build/mmattn generated/build/bench_commands
	@echo "== regpath against an independent long double reference (bench_path, web/dyn_path.w)"
	@generated/build/bench_path generated/build/bench_commands/real1000.npz
	@echo "== the LMMs NGD reaches from 32 starts, against analyze's list (bench_lmm)"
	@generated/build/bench_lmm generated/build/bench_commands/real100.npz generated/build/bench_commands/real1000.npz
	@echo "== load average (1, 5, 15 min) at the end: $$(cut -d' ' -f1-3 /proc/loadavg)"

# The record of a bench run kept with the sources: the record volume shows it
# when the build has not run make bench itself (a fresh clone).
bench-record:
	@[ -e reports/bench.tex ] || { echo "bench-record: no reports/bench.tex; run make bench first"; exit 1; }
	@mkdir -p docs/bench && cp reports/bench.tex docs/bench/bench.tex
	@printf '%s\n' '\noindent{\it The run kept in \.{docs/bench/} by \.{make bench-record}: this build has not run \.{make bench}.}\par\smallskip' > docs/bench/provenance.tex
	@echo "bench-record: docs/bench/bench.tex"

# Anchors that only make bench runs (never make check): cvxopt for bench_svm,
# PyTorch for bench_dyn, and OpenBLAS for the anchors' processes only: the
# package is downloaded and unpacked under generated/ (never installed, which
# would switch the BLAS of every program), and scripts/bench_torch.py puts its
# directory first in LD_LIBRARY_PATH of one anchor process.
OPENBLAS := generated/openblas/usr/lib/x86_64-linux-gnu/openblas-pthread
bench-deps:
	@[ -e $(OPENBLAS)/libblas.so.3 ] || { echo "bench: unpacking libopenblas0-pthread under generated/openblas"; \
	  rm -rf generated/openblas && mkdir -p generated/openblas && cd generated/openblas \
	  && apt-get download libopenblas0-pthread >/dev/null 2>&1 && dpkg -x libopenblas0-pthread_*.deb . \
	  || echo "bench: libopenblas0-pthread could not be downloaded; the OpenBLAS anchor will say so"; }
	@/usr/bin/python3 -c 'import cvxopt, numpy' 2>/dev/null || { echo "bench: installing python3-cvxopt"; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3-cvxopt python3-numpy; }
	@/usr/bin/python3 -c 'import torch, numpy' 2>/dev/null || { echo "bench: installing python3-torch"; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3-torch python3-numpy \
	  || echo "bench: python3-torch could not be installed; the PyTorch comparison will say so"; }

# Figures of the real-data chapter: a default training run on Fashion-MNIST
# writes CSV data and the measured numbers (real_stats.tex, read by the book);
# a second run (T-shirt/top vs Shirt) is the book's contrast case;
# gnuplot draws PDF (for the book) and PNG (for the README). The stamp is
# touched last, so a failed step reruns the whole recipe.
FIG := reports/figures
# The README shows some of the figures from docs/, which is committed so that a
# fresh clone has them; make refreshes a copy only when its content changed.
DOCS_PNG := docs/exp_e1.png docs/exp_float.png docs/exp_kq.png docs/real_curves.png docs/real_maps.png docs/real_svm.png docs/vit_curves.png
figures: $(FIG)/real.stamp $(FIG)/exp.stamp $(FIG)/vit.stamp $(DOCS_PNG)
docs/exp_%.png: $(FIG)/exp.stamp
	@mkdir -p docs && cmp -s $(FIG)/exp_$*.png $@ || cp $(FIG)/exp_$*.png $@
docs/real_%.png: $(FIG)/real.stamp
	@mkdir -p docs && cmp -s $(FIG)/real_$*.png $@ || cp $(FIG)/real_$*.png $@
docs/vit_%.png: $(FIG)/vit.stamp
	@mkdir -p docs && cmp -s $(FIG)/vit/vit_$*.png $@ || cp $(FIG)/vit/vit_$*.png $@
$(FIG)/real.stamp: $(OBJ)/mmattn scripts/real_figures.gp
	@mkdir -p $(FIG)
	$(OBJ)/mmattn train-images --out $(FIG)
	@mkdir -p $(FIG)/contrast
	$(OBJ)/mmattn train-images --quiet --classes 0,6 --epochs 15 --tex-name contrast --out $(FIG)/contrast
	gnuplot -e "dir='$(FIG)'; ext='pdf'" scripts/real_figures.gp
	gnuplot -e "dir='$(FIG)'; ext='png'" scripts/real_figures.gp
	gnuplot -e "dir='$(FIG)/contrast'; ext='pdf'" scripts/real_figures.gp
	gnuplot -e "dir='$(FIG)/contrast'; ext='png'" scripts/real_figures.gp
	@touch $@

# Figures of the vision-transformer chapter: a short default run (about a minute of
# CPU; `mmattn train-vit --epochs 30 --train-size 60000` is the long one).
$(FIG)/vit.stamp: $(OBJ)/mmattn scripts/vit_figures.gp scripts/vit_inspect.py
	@mkdir -p $(FIG)/vit
	$(OBJ)/mmattn train-vit --quiet --out $(FIG)/vit
	/usr/bin/python3 scripts/vit_inspect.py $(OBJ)/mmattn $(FIG)/vit
	gnuplot -e "dir='$(FIG)/vit'; ext='pdf'" scripts/vit_figures.gp
	gnuplot -e "dir='$(FIG)/vit'; ext='png'" scripts/vit_figures.gp
	@touch $@

# Figures of the experiments chapter: the paper's synthetic experiments and the
# float32 comparison (data, then exp_stats.tex with the measured captions).
$(FIG)/exp.stamp: $(OBJ)/mmattn scripts/exp_figures.gp
	@mkdir -p $(FIG)
	$(OBJ)/mmattn experiments --out $(FIG)
	gnuplot -e "dir='$(FIG)'; ext='pdf'" scripts/exp_figures.gp
	gnuplot -e "dir='$(FIG)'; ext='png'" scripts/exp_figures.gp
	@touch $@

# The book, in two volumes: the program (reports/mmattn.pdf, woven from the webs)
# and the record (reports/record.pdf, web/record.tex with the calibration table
# and the tables of the recorded runs). cweave exits 5 on mere warnings: any
# non-zero exit fails.
book: reports/mmattn.pdf reports/record.pdf
reports/mmattn.pdf: $(WEBS) scripts/book_index.awk scripts/book_rows.awk scripts/book_rows_merge.awk $(FIG)/real.stamp $(FIG)/exp.stamp $(FIG)/vit.stamp $(wildcard reports/verdicts.tex reports/run-stamp.tex)
	@mkdir -p generated/book reports
	cd generated/book && CWEBINPUTS=../../web:../../proofs_checks cweave -bhp ../../web/mmattn.w
	cd generated/book && awk -v REF=rows.ref -f ../../scripts/book_rows.awk mmattn.tex > rows.idx \
	  && awk -f ../../scripts/book_index.awk mmattn.idx | awk -v ROWS=rows.idx -f ../../scripts/book_rows_merge.awk > mmattn.idx.new \
	  && mv mmattn.idx.new mmattn.idx
# The contents (at the front) and the section references are read from the
# previous pass: pdfTeX runs until both are stable (at most four passes).
	cd generated/book && for pass in 1 2 3 4; do \
	  cat mmattn.toc mmattn.ref > prev.aux 2>/dev/null; \
	  pdftex -interaction=nonstopmode -halt-on-error mmattn.tex > pdftex.log \
	    || { tail -30 mmattn.log; exit 1; }; \
	  cat mmattn.toc mmattn.ref 2>/dev/null | cmp -s - prev.aux && break; \
	done
	cp generated/book/mmattn.pdf $@
	@echo "book: $@ ($$(pdfinfo $@ | sed -n 's/Pages: *//p') pages, $$(grep -c '^Overfull' generated/book/mmattn.log) overfull boxes)"

# The record: every table that a run wrote (reports/ when this build ran it,
# else the run kept in docs/), every replay table docs/sweeps/replay-*.tex (listed
# into replays.tex, each under its name and its list's first line), pdfTeX run
# until the contents and the chapter references are stable.
record: reports/record.pdf
RECORD_INPUTS := web/record.tex proofs_checks/calibration.tex $(wildcard reports/verification.tex \
  reports/mutants.tex reports/part2/mutants.tex reports/power.tex reports/bench.tex reports/coverage/summary.tex \
  docs/sweeps/*.tex docs/sweeps/*.list docs/sweeps/shards-*/verification-summary.tex \
  docs/mutants/*.tex docs/mutants/part2/*.tex docs/power/*.tex docs/bench/*.tex)
reports/record.pdf: $(RECORD_INPUTS)
	@mkdir -p generated/record reports
	cd generated/record && for f in ../../docs/sweeps/replay-*.tex; do [ -e "$$f" ] || continue; \
	  n=$$(basename "$$f" .tex); d=$$(sed -n '1s/^# *//p' "../../docs/sweeps/$$n.list" 2>/dev/null | sed 's/ *(docs\/[^)]*)//; s/[_&%#$$]/\\&/g'); \
	  printf '\\replayfile{%s}{%s}\n' "$$n" "$$d"; done > replays.tex.new && mv replays.tex.new replays.tex
	cd generated/record && for pass in 1 2 3 4; do \
	  cat record.cnt record.ref > prev.aux 2>/dev/null; \
	  pdftex -interaction=nonstopmode -halt-on-error ../../web/record.tex > pdftex.log \
	    || { tail -30 record.log; exit 1; }; \
	  cat record.cnt record.ref 2>/dev/null | cmp -s - prev.aux && break; \
	done
	cp generated/record/record.pdf $@
	@echo "record: $@ ($$(pdfinfo $@ | sed -n 's/Pages: *//p') pages, $$(grep -c '^Overfull' generated/record/record.log) overfull boxes)"

check: deps
	@if [ -n "$$MMATTN_ONLY" ]; then exec $(MAKE) --no-print-directory replay WHAT="$$MMATTN_ONLY"; fi; \
	$(MAKE) B=build build generated/build/mmattn_sweep || exit 1; \
	$(MAKE) --no-print-directory python || true; \
	MMATTN_PYTHON=$(PYTHON) bash scripts/run_checks.sh build; s=$$?; $(MAKE) --no-print-directory book >/dev/null || s=1; exit $$s

# One trial of one property (web/prop.w, replaying one trial): its instance,
# statistic and verdict, nothing else run. MMATTN_SEED and MMATTN_TRIALS must be
# those of the run that recorded it. MMATTN_ONLY=WHAT make check does the same.
replay: deps
	@$(MAKE) --no-print-directory B=build build >/dev/null
	@env -u MMATTN_ONLY bash scripts/replay.sh "$(WHAT)"

# The full checks at the other optimisation levels of the build variants
# (o3: -O3, native: -O3 -march=native), each with its report in generated/V/reports:
# make check-opt, or make check-opt OPT_LEVELS=native for one level.
OPT_LEVELS ?= o3 native
check-opt: deps
	@for v in $(OPT_LEVELS); do $(MAKE) --no-print-directory B=$$v build generated/$$v/mmattn_sweep || exit 1; \
	  MMATTN_REPORT_DIR=generated/$$v/reports bash scripts/run_checks.sh $$v || exit 1; done

check-san: deps
	$(MAKE) B=san generated/san/mmattn generated/san/mmattn_report generated/san/mmattn_checks
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  MMATTN_TRIALS=$${MMATTN_TRIALS:-0.25} MMATTN_REPORT_DIR=generated/san/reports \
	  bash scripts/run_checks.sh san

coverage: deps
	rm -rf generated/cov
	$(MAKE) B=cov generated/cov/mmattn generated/cov/mmattn_report generated/cov/mmattn_checks
	bash scripts/coverage.sh

# The power of the checks: every change file in tests/falsetheorems/ makes one
# theorem check test a plausible false version of its claim, and
# scripts/falsetheorems.sh runs that suite alone against it (reports/power.*);
# every change file in tests/mutants/ (Part I) and tests/mutants/part2/
# (Part II, the theorem checks) plants one bug in one chapter, and
# scripts/mutants.sh builds each variant and runs the checks (a Part II
# mutant also against the false theorems its suites detect).
mutants: deps
	$(MAKE) B=build build
	bash scripts/falsetheorems.sh
	bash scripts/mutants.sh
	$(MAKE) --no-print-directory book >/dev/null

# A full run kept in docs/mutants/ and docs/power/ (committed) for the book of a fresh clone.
mutants-record: mutants
	bash scripts/power_record.sh
	bash scripts/mutants_record.sh

# The false theorems alone (FT_FACTORS, default "1 0.25"), and their record.
falsetheorems power: deps
	$(MAKE) B=build build
	bash scripts/falsetheorems.sh
power-record: power
	bash scripts/power_record.sh

# The Part II mutants alone (their report in reports/part2/), and their record
# in docs/mutants/part2/.
mutants-part2: deps
	$(MAKE) B=build build
	MMATTN_REPORTS=reports/part2 bash scripts/mutants.sh tests/mutants/part2/*.ch
mutants-part2-record: mutants-part2
	MUTANTS_REPORTS=reports/part2 bash scripts/mutants_record.sh

# make print-VAR prints a variable (scripts/mutants.sh reads the module lists).
print-%:
	@echo '$($*)'
# Fuzzing (tests/fuzz/*.c, one libFuzzer harness each): the library is
# tangled as always and compiled by Debian's clang with ASan + UBSan
# (variant B=fuzz); the seeds are tests/fuzz/corpus/<harness>/, what the
# fuzzer adds goes to generated/fuzz/corpus/<harness>/, crashes to
# generated/fuzz/artifacts/. One process under nice -n 19; the budget
# FUZZ_SECONDS (default 600) is split evenly between the harnesses.
FUZZ_SECONDS ?= 600
FUZZ_HARNESSES := $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/*.c))
generated/fuzz/fuzz_%: tests/fuzz/%.c generated/fuzz/libmmattn.a
	cd generated && clang $(CFLAGS) -fsanitize=fuzzer,address,undefined -I. ../tests/fuzz/$*.c fuzz/libmmattn.a -o fuzz/fuzz_$* $(LDLIBS)
fuzz:
	@bash scripts/deps.sh clang libclang-rt-14-dev
	$(MAKE) B=fuzz CC=clang $(FUZZ_HARNESSES:%=generated/fuzz/fuzz_%)
	@mkdir -p generated/fuzz/artifacts
	@per=$$(( $(FUZZ_SECONDS) / $(words $(FUZZ_HARNESSES)) )); status=0; \
	for h in $(FUZZ_HARNESSES); do \
	  mkdir -p generated/fuzz/corpus/$$h; \
	  echo "== fuzz $$h for $$per s"; \
	  nice -n 19 generated/fuzz/fuzz_$$h -max_total_time=$$per -timeout=20 -rss_limit_mb=3072 \
	    -max_len=65536 -print_final_stats=1 -artifact_prefix=generated/fuzz/artifacts/$$h- \
	    generated/fuzz/corpus/$$h tests/fuzz/corpus/$$h || status=1; \
	done; exit $$status

clean:
	find generated -mindepth 1 ! -name README ! -name .gitignore -exec rm -rf {} +
	find reports -mindepth 1 ! -name README ! -name .gitignore -exec rm -rf {} +
