#!/usr/bin/env bash
# `whatif --jobs N` plays the same games as one job and prints them, and their tally, in the
# same order: the output of 1 and 3 jobs is the same text, from a scenario's start and for
# --each-turn of a saved match.
# Usage: jobs_do_not_change_results.sh CLI MATCH
set -euo pipefail
cli="$1" match="$2"
ais=(--side1 ai:random --side2 ai:normal --no-progress --each)
for run in "--games 9 --alternate" "--match $match --each-turn --games 3"; do
  # shellcheck disable=SC2086
  one=$("$cli" whatif $run "${ais[@]}" --jobs 1)
  # shellcheck disable=SC2086
  three=$("$cli" whatif $run "${ais[@]}" --jobs 3)
  if [ "$one" != "$three" ]; then
    echo "whatif $run: 1 and 3 jobs differ"
    diff <(echo "$one") <(echo "$three") || true
    exit 1
  fi
  echo "whatif $run: the same with 1 and 3 jobs ($(echo "$one" | grep -cE '^(turn [0-9]+ )?game [0-9]+ seed ') games)"
done
