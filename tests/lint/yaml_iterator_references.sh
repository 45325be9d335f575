#!/bin/sh
# Fails when a reference is bound to what a yaml-cpp iterator hands out.
#
# yaml-cpp's map iterator returns its key/value pair by value, and `it->second` reaches it
# through a proxy that dies at the end of the statement: `const YAML::Node& n = it->second;`
# leaves `n` pointing into a dead stack object (AddressSanitizer: stack-use-after-scope).
# YAML::Node is a cheap handle, so a local copy (`const YAML::Node n = it->second;`) costs
# nothing. This check refuses, in the sources under game/, engine/, tools/ and tests/:
#   1. any local variable declared as a reference to YAML::Node (`YAML::Node& n = ...`,
#      `const YAML::Node& n{...}`): a copy is always as good and never dangles;
#   2. in files that use yaml-cpp, any reference initialised from `x->first`, `x->second`,
#      `(*x).first`, `(*x).second` or `x.begin()->`: the pair such an expression names may be
#      a temporary;
#   3. in those files, a range-for over `x->first` or `x->second` (`for (... : it->second)`):
#      the loop's range is a reference into the same dead proxy.
# Parameters (`f(const YAML::Node& n)`) and range-for variables (`for (const YAML::Node& n : seq)`,
# whose temporaries live as long as the loop body) are not declarations of this form.
# Usage: yaml_iterator_references.sh SOURCE_ROOT
set -u
root=${1:?usage: $0 SOURCE_ROOT}
cd "$root" || exit 2
dirs="game engine tools tests"
status=0
node_ref='(^\s*|[;{]\s*)(const\s+)?YAML::Node\s*(const\s*)?&&?\s*\w+\s*(=[^=]|\{)'
pair_ref='&&?\s*\w+\s*(=[^=]|\{).*(->\s*(first|second)\b|\(\s*\*\s*\w+\s*\)\s*\.\s*(first|second)\b|\.begin\(\)\s*->)'
if grep -rnP --include='*.cpp' --include='*.h' "$node_ref" $dirs; then
  echo "error: a local reference to a YAML::Node (above); declare a copy instead, 'const YAML::Node n = ...'" >&2
  status=1
fi
pair_loop='\bfor\s*\(.*:\s*\w+\s*->\s*(first|second)\s*\)'
for f in $(grep -rlP --include='*.cpp' --include='*.h' 'YAML::|yaml-cpp' $dirs); do
  if grep -nP "$pair_ref" "$f" | sed "s|^|$f:|" | grep .; then
    echo "error: $f: a reference bound to an iterator's pair (above); yaml-cpp's pairs are temporaries, copy the value" >&2
    status=1
  fi
  if grep -nP "$pair_loop" "$f" | sed "s|^|$f:|" | grep .; then
    echo "error: $f: a loop over an iterator's pair (above); copy the node first, 'const YAML::Node row = it->second;'" >&2
    status=1
  fi
done
[ $status -eq 0 ] && echo "no references into yaml-cpp's iterator temporaries"
exit $status
