#!/bin/bash
# Ensure the Debian packages mmattn needs are installed.
# Installs what is missing: directly as root, through sudo otherwise, and
# stops with a clear message when neither is possible.
set -euo pipefail
PKGS=(texlive-binaries texlive-base texlive-extra-utils libcriterion-dev
      libglpk-dev libdsdp-dev liblapacke-dev libjansson-dev gnuplot-nox lcov poppler-utils
      zlib1g-dev libzip-dev dataset-fashion-mnist pkg-config make gcc
      libopenmpi-dev openmpi-bin
      libgmp-dev python3-dev python3-numpy python3-setuptools)
# Other targets' own dependency steps (make fuzz) pass their packages instead.
if [[ $# -gt 0 ]]; then PKGS=("$@"); fi
if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "mmattn deps: dpkg-query not found; this is not a Debian system." >&2
  echo "mmattn deps: install by hand: ${PKGS[*]}" >&2
  for c in ctangle cweave pdftex gcc; do
    command -v "$c" >/dev/null || { echo "mmattn deps: $c is missing" >&2; exit 1; }
  done
  exit 0
fi
missing=()
for p in "${PKGS[@]}"; do
  st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$st" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0
echo "mmattn deps: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO=(sudo)
else
  echo "mmattn deps: missing Debian packages: ${missing[*]}" >&2
  echo "mmattn deps: run as root or with sudo: apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "mmattn deps: done" >&2
