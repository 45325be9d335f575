#!/usr/bin/env bash
# tools/test leaves the strength checks (label strength) out unless a label is asked for: it
# hands ctest -LE strength, or joins strength to the caller's own -LE; with -L it adds nothing.
# cmake and ctest are stand-ins that note what they were asked (no build, no tests run).
# Usage: test_leaves_strength_out.sh REPO_ROOT BUILD_DIR SCRATCH
set -euo pipefail
root="$1" build="$2" scratch="$3"
rm -rf "$scratch"
mkdir -p "$scratch/stubs"
for tool in cmake ctest; do
  printf '#!/bin/sh\necho "%s: $*" >> "%s/calls"\n' "$tool" "$scratch" > "$scratch/stubs/$tool"
  chmod +x "$scratch/stubs/$tool"
done
export PATH="$scratch/stubs:$PATH" SANDTABLE_BUILD_DIR="$build" DISPLAY=:0
fail() { echo "$1: $(grep '^ctest' "$scratch/calls")"; exit 1; }
ctest_given() { : > "$scratch/calls"; "$root/tools/test" "$@"; grep '^ctest: ' "$scratch/calls"; }
ctest_given -R Warlords | grep -qE -- "^ctest: --test-dir $build .*-LE strength -R Warlords$" ||
  fail "without a label, strength is not left out"
ctest_given -LE render | grep -qF -- "-LE (render)|strength" || fail "strength is not joined to the caller's -LE"
ctest_given -L strength | grep -qE -- "-L strength$" || fail "-L strength is not handed on"
ctest_given -L strength | grep -qF -- "-LE" && fail "with -L, strength is still left out"
echo "tools/test leaves the strength checks out unless a label is asked for"
