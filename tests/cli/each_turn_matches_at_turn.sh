#!/usr/bin/env bash
# `whatif --each-turn` plays, from each turn's start, the games `whatif --at-turn T` plays:
# the same seeds, winners and lengths, game by game, for turn T.
# Usage: each_turn_matches_at_turn.sh CLI MATCH TURN
set -euo pipefail
cli="$1" match="$2" turn="$3"
ais=(--side1 ai:random --side2 ai:random --games 4 --no-progress --each)
each_turn=$("$cli" whatif --match "$match" --each-turn "${ais[@]}" |
  sed -n "s/^turn $turn game \([0-9]*\) seed \([0-9]*\): \([a-z0-9]*\) after \([0-9]*\) turns.*/\1 \2 \3 \4/p")
at_turn=$("$cli" whatif --match "$match" --at-turn "$turn" "${ais[@]}" |
  sed -n "s/^game \([0-9]*\) seed \([0-9]*\) side1 [^ ]* side2 [^ ]*: \([a-z0-9]*\) after \([0-9]*\) turns.*/\1 \2 \3 \4/p")
[ "$(echo "$each_turn" | wc -l)" -eq 4 ] || { echo "expected 4 games from turn $turn, got: $each_turn"; exit 1; }
if [ "$each_turn" != "$at_turn" ]; then
  printf 'each-turn:\n%s\nat-turn:\n%s\n' "$each_turn" "$at_turn"
  exit 1
fi
echo "turn $turn: the same 4 games"
