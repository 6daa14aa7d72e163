# mmattn: the whole pipeline.
#   make            install missing packages, tangle, build, weave reports/mmattn.pdf
#   make check      build and run every check; writes reports/verification.md
#   make coverage   the checks built with --coverage; reports/coverage/index.html
#   make check-san  the checks under AddressSanitizer + UBSan (reduced trials)
#   make bench      benchmarks
#   make clean
SHELL := /bin/bash
CC := gcc
.DEFAULT_GOAL := all

# Library modules, in link order of no importance (one archive).
LIB_MODULES := base model gen io prop svm lp tokens dyn dyn_ngd dyn_wtrain dyn_joint dyn_nl dyn_path experiments real vit
# Part II chapters, each tangled to a Criterion suite named after it.
CHECK_SUITES := check_model check_io check_prop check_svm check_tokens check_dyn check_experiments check_real check_vit \
  lemma_pw descent thm1 thm2 thm3 thm4 limit nonlinear joint strict losses
# Benchmarks: each chapter may tangle a bench_<name>.c with a main(); make bench
# builds and runs every one listed here (optimised build, single-threaded).
BENCHES := svm tokens dyn real
# Plain Criterion tests in tests/.
TEST_SUITES := $(patsubst tests/%.c,%,$(wildcard tests/*.c))

WEBS := $(wildcard web/*.w proofs_checks/*.w)

# Build variants: objects of variant B live in generated/B/.
B ?= build
VFLAGS_build := -O2
VFLAGS_cov := -O0 --coverage
VFLAGS_san := -O1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
LFLAGS_cov := --coverage
LFLAGS_san := -fsanitize=address,undefined
CFLAGS := -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -g $(VFLAGS_$(B))
LDLIBS := -ljansson -lglpk -llapacke -llapack -lblas -lz -lm
OBJ := generated/$(B)

.PHONY: all deps build figures book check check-san coverage bench clean tangle
all: deps
	$(MAKE) build figures book

deps:
	@bash scripts/deps.sh

tangle: generated/tangle.stamp
# Each chapter is tangled on its own (the master web is only woven): ctangle
# 4.7 corrupts the file names of its #line directives after a few @i
# inclusions, and per-chapter runs keep every #line pointing at its .w file.
CHAPTERS := $(filter-out web/mmattn.w,$(WEBS))
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
$(OBJ)/mmattn_checks: $(CHECK_SUITES:%=$(OBJ)/%.o) $(TEST_SUITES:%=$(OBJ)/t_%.o) $(OBJ)/libmmattn.a
	$(CC) $(LFLAGS_$(B)) -o $@ $^ -lcriterion $(LDLIBS)

$(OBJ)/bench_%: $(OBJ)/bench_%.o $(OBJ)/libmmattn.a
	$(CC) $(LFLAGS_$(B)) -o $@ $^ $(LDLIBS)

bench: deps
	$(MAKE) B=build $(BENCHES:%=generated/build/bench_%)
	@if [ -z "$(BENCHES)" ]; then echo "bench: no benchmarks yet"; fi
	@for b in $(BENCHES); do echo "== bench_$$b"; generated/build/bench_$$b || exit 1; done

# Figures of the real-data chapter: a default training run on Fashion-MNIST
# writes CSV data and the measured numbers (real_stats.tex, read by the book);
# a second run (T-shirt/top vs Shirt) is the book's contrast case;
# gnuplot draws PDF (for the book) and PNG (for the README). The stamp is
# touched last, so a failed step reruns the whole recipe.
FIG := reports/figures
figures: $(FIG)/real.stamp $(FIG)/exp.stamp $(FIG)/vit.stamp
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
$(FIG)/vit.stamp: $(OBJ)/mmattn scripts/vit_figures.gp
	@mkdir -p $(FIG)/vit
	$(OBJ)/mmattn train-vit --quiet --out $(FIG)/vit
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

# The book. cweave exits 5 on mere warnings: any non-zero exit fails.
book: reports/mmattn.pdf
reports/mmattn.pdf: $(WEBS) $(FIG)/real.stamp $(FIG)/exp.stamp $(FIG)/vit.stamp $(wildcard reports/verification.tex)
	@mkdir -p generated/book reports
	cd generated/book && CWEBINPUTS=../../web:../../proofs_checks cweave -bhp ../../web/mmattn.w
	cd generated/book && pdftex -interaction=nonstopmode -halt-on-error mmattn.tex > pdftex.log \
	  || { tail -30 mmattn.log; exit 1; }
	cp generated/book/mmattn.pdf $@
	@echo "book: $@ ($$(pdfinfo $@ | sed -n 's/Pages: *//p') pages)"

check: deps
	$(MAKE) B=build build
	bash scripts/run_checks.sh build; s=$$?; $(MAKE) --no-print-directory book >/dev/null || s=1; exit $$s

check-san: deps
	$(MAKE) B=san generated/san/mmattn generated/san/mmattn_report generated/san/mmattn_checks
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  MMATTN_TRIALS=$${MMATTN_TRIALS:-0.25} MMATTN_REPORT_DIR=generated/san/reports \
	  bash scripts/run_checks.sh san

coverage: deps
	rm -rf generated/cov
	$(MAKE) B=cov generated/cov/mmattn generated/cov/mmattn_report generated/cov/mmattn_checks
	bash scripts/coverage.sh

clean:
	find generated -mindepth 1 ! -name README ! -name .gitignore -exec rm -rf {} +
	find reports -mindepth 1 ! -name README ! -name .gitignore -exec rm -rf {} +
