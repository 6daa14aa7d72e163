#!/bin/bash
# Run the Criterion runner of one build variant, print its Synthesis line,
# assemble the verification report, and fail on any failure, on a run that
# tested nothing, and (for sanitizer builds) on any sanitizer report.
# usage: scripts/run_checks.sh VARIANT [criterion options...]
set -uo pipefail
B=${1:?variant}; shift
BIN=generated/$B
REPORTS=${MMATTN_REPORT_DIR:-reports}
# A report directory that cannot be written would lose every tally (each
# property then fails with exit code 6, web/prop.w); say why at once.
if ! mkdir -p "$REPORTS" || [[ ! -w "$REPORTS" ]]; then
  echo "mmattn check: the report directory $REPORTS cannot be created or written (MMATTN_REPORT_DIR)" >&2
  exit 1
fi
rm -rf "$REPORTS/verification" "$REPORTS/counterexamples"
LOG=$(mktemp)
export MMATTN_BIN="$PWD/$BIN/mmattn"
# Criterion runs CR_JOBS checks at a time, each in a process of its own, and a
# property whose loop opts in splits its trials over MMATTN_JOBS processes
# (web/prop.w, parallel trials). Both default to 2, the cores of the machine the
# suite is written on: the two levels together keep both cores busy until the
# last long check ends (see README, make check).
export MMATTN_JOBS=${MMATTN_JOBS:-2}
CR_JOBS=${MMATTN_CRITERION_JOBS:-2}
# The runner's stderr (where Criterion prints) goes through tee into $LOG in a
# pipeline, so that tee has finished writing when $LOG is read below (a
# process substitution is not waited for reliably); stdout passes through.
{ "$BIN/mmattn_checks" --jobs "$CR_JOBS" "$@" 2>&1 1>&3 3>&- | tee "$LOG" >&2; } 3>&1
rc=${PIPESTATUS[0]}
syn=$(grep -a 'Synthesis:' "$LOG" | tail -1 | sed 's/\x1b\[[0-9;]*m//g')
status=0
if [[ -z "$syn" ]]; then echo "mmattn check: no Synthesis line: the runner did not finish" >&2; status=1; fi
tested=$(sed -n 's/.*Tested: *\([0-9]*\).*/\1/p' <<<"$syn")
if [[ -n "$syn" && "${tested:-0}" -eq 0 ]]; then echo "mmattn check: no test ran" >&2; status=1; fi
if [[ $rc -ne 0 ]]; then echo "mmattn check: the runner exited with $rc" >&2; status=1; fi
if grep -aqE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$LOG"; then
  echo "mmattn check: sanitizer report found:" >&2
  grep -aE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$LOG" | head -20 >&2
  status=1
fi
rm -f "$LOG"
"$BIN/mmattn_report" || status=1
# The MPI sweep must write the report of one process (web/sweep.w); skipped
# only for the sanitizer variant, whose build has no sweep driver.
if [[ -x "$BIN/mmattn_sweep" ]]; then bash scripts/sweep_check.sh "$B" || status=1; fi
# The Python module's checks (tests/python/test_mmattn.py) compare the module
# (built by make python, -O2) with the command of the default build, so they run
# with that variant only. Skipped, with a line that says so, only when the
# interpreter lacks the C headers or NumPy (the module cannot be built).
PY=${MMATTN_PYTHON:-/usr/bin/python3}
if [[ "$B" == build ]]; then
  mod=$(ls generated/python/mmattn*.so 2>/dev/null | head -1)
  if [[ -n "$mod" ]]; then
    PYTHONPATH=generated/python "$PY" tests/python/test_mmattn.py || { echo "mmattn check: the Python module's checks failed" >&2; status=1; }
  elif "$PY" -c 'import os, sysconfig, numpy; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' 2>/dev/null; then
    echo "mmattn check: the Python module was not built (make python)" >&2; status=1
  else
    echo "SKIP python module checks: $PY lacks python3-dev or python3-numpy (apt-get install python3-dev python3-numpy)"
  fi
fi
echo "mmattn check ($B): $syn"
exit $status
