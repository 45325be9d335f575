#!/usr/bin/env bash
# tools/play and tools/test run in the caller's directory: a relative path on their command
# line is the caller's file, not one in the repository. Played from a folder of its own with no
# display, `tools/play --study mine.yaml` (and --load) replays that folder's mine.yaml;
# `tools/test -O log.txt --output-junit junit.xml` hands ctest paths in that folder. cmake and
# ctest are stand-ins that note what they were asked (no build, no tests run from a test).
# Usage: tools_keep_the_callers_paths.sh REPO_ROOT BUILD_DIR SAVED_MATCH SCRATCH
set -euo pipefail
root="$1" build="$2" saved="$3" scratch="$4"
rm -rf "$scratch"
mkdir -p "$scratch/stubs" "$scratch/mine"
for tool in cmake ctest; do
  printf '#!/bin/sh\necho "%s in $PWD: $*" >> "%s/calls"\n' "$tool" "$scratch" > "$scratch/stubs/$tool"
  chmod +x "$scratch/stubs/$tool"
done
cp "$saved" "$scratch/mine/mine.yaml"
cd "$scratch/mine"
fail() { echo "$1"; exit 1; }
export PATH="$scratch/stubs:$PATH" SANDTABLE_BUILD_DIR="$build"
for option in --study --load; do
  out=$(env -u DISPLAY "$root/tools/play" "$option" mine.yaml 2>&1) || fail "tools/play $option mine.yaml failed: $out"
  grep -q "replaying mine.yaml with every event" <<<"$out" || fail "tools/play $option: $out"
  grep -q "every hash matches" <<<"$out" || fail "tools/play $option did not replay the caller's file: $out"
done
grep -qxF "cmake in $scratch/mine: -S $root -B $build -DCMAKE_BUILD_TYPE=RelWithDebInfo" "$scratch/calls" ||
  fail "tools/play configured otherwise: $(cat "$scratch/calls")"
: > "$scratch/calls"
DISPLAY=:0 "$root/tools/test" -R nothing -O log.txt --output-junit junit.xml
grep -qE "^ctest in $scratch/mine: --test-dir $build .*-O log.txt --output-junit $scratch/mine/junit.xml$" "$scratch/calls" ||
  fail "tools/test ran ctest otherwise: $(cat "$scratch/calls")"
echo "tools/play and tools/test keep the caller's paths"
