#!/bin/bash
# Build one variant of the book: a chapter tangled with a change file into a
# private copy of generated/, what changed recompiled, the command, the
# report tool and the checks linked.  Sourced by scripts/mutants.sh and
# scripts/falsetheorems.sh (which export ROOT CC CFLAGS LDLIBS LIB SUITES TESTS).
#   build_variant DIR CHAPTER CHANGEFILE [CHAPTER2 CHANGEFILE2]
# (a Part II mutant is also built together with a planted false theorem);
# returns 0 (built: DIR/obj/mmattn, DIR/obj/mmattn_checks), 10 (the change
# file does not apply), 11 (it changes no tangled file), 12 (does not compile).
build_variant() {
  local d=$1 changed=() f m web chapter ch k
  shift
  rm -rf "$d"; mkdir -p "$d/src" "$d/obj" "$d/reports" "$d/web"
  cp "$ROOT"/generated/*.c "$ROOT"/generated/*.h "$d/src/"
  # Pairs CHAPTER CHANGEFILE; a chapter named twice is rewritten by its
  # first change file (scripts/apply_change.py) and tangled with the second.
  while [[ $# -ge 2 ]]; do
    chapter=$1 ch=$2; shift 2
    web=$ROOT/$chapter
    if [[ $# -ge 2 && $1 == "$chapter" ]]; then
      python3 "$ROOT/scripts/apply_change.py" "$web" "$ROOT/$ch" > "$d/web/$(basename "$chapter")" 2>> "$d/tangle.log" || return 10
      web=$(cd "$d/web" && pwd)/$(basename "$chapter"); ch=$2; shift 2
    fi
    (cd "$d/src" && CWEBINPUTS=$ROOT/web:$ROOT/proofs_checks ctangle -bhp "$web" "$ROOT/$ch" _main.c) >> "$d/tangle.log" 2>&1 || return 10
    rm -f "$d/src/_main.c"
  done
  for f in "$d"/src/*.[ch]; do
    cmp -s <(grep -v '^#line' "$f") <(grep -v '^#line' "$ROOT/generated/$(basename "$f")") || changed+=("$(basename "$f")")
  done
  [[ ${#changed[@]} -eq 0 ]] && return 11
  cp "$ROOT"/generated/build/*.o "$d/obj/"
  local rebuild=()
  if printf '%s\n' "${changed[@]}" | grep -q '\.h$'; then
    for m in $LIB $SUITES mmattn report prop_criterion; do rebuild+=("$m"); done
    for m in $TESTS; do rebuild+=("t_$m"); done
  else
    for f in "${changed[@]}"; do rebuild+=("${f%.c}"); done
  fi
  for m in "${rebuild[@]}"; do
    if [[ $m == t_* ]]; then
      (cd "$d/src" && $CC $CFLAGS -I. -c "$ROOT/tests/${m#t_}.c" -o ../obj/$m.o) >> "$d/build.log" 2>&1
    elif [[ -f "$d/src/$m.c" ]]; then
      (cd "$d/src" && $CC $CFLAGS -c $m.c -o ../obj/$m.o) >> "$d/build.log" 2>&1
    else continue; fi || return 12
  done
  local o=$d/obj
  { rm -f $o/libmmattn.a && ar rcs $o/libmmattn.a $(for m in $LIB; do echo $o/$m.o; done) &&
    $CC -o $o/mmattn $o/mmattn.o $o/libmmattn.a $LDLIBS &&
    $CC -o $o/mmattn_report $o/report.o $o/libmmattn.a $LDLIBS &&
    $CC -o $o/mmattn_checks $(for m in $SUITES; do echo $o/$m.o; done) \
      $(for m in $TESTS; do echo $o/t_$m.o; done) $(ls $o/prop_criterion.o 2>/dev/null) $o/libmmattn.a -lcriterion $LDLIBS
  } >> "$d/build.log" 2>&1 || return 12
  return 0
}
