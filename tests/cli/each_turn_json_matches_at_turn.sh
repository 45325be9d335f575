#!/usr/bin/env bash
# `whatif --each-turn --json` tallies each turn's games under the keys plain `whatif --json`
# uses: its `by_side` for turn T counts what `whatif --at-turn T --json` counts (the same
# games), draws as `draw` and games that did not end as `unfinished`, never lumped together.
# Usage: each_turn_json_matches_at_turn.sh CLI MATCH TURN GAMES
set -euo pipefail
cli="$1" match="$2" turn="$3" games="$4"
ais=(--side1 ai:random --side2 ai:random --games "$games" --no-progress --json)
# The "by_side" block(s) as "key n" lines, zeros left out (plain whatif leaves them out); with a
# turn, only the block of the --each-turn row whose "turn" is that one (the row's last key).
by_side() {
  awk -v turn="${1:-}" '
    /^ *"by_side": \{/ { inside = 1; block = ""; next }
    inside && /\}/ { inside = 0; if (turn == "") printf "%s", block; next }
    inside { gsub(/[",:]/, ""); if ($2 != 0) block = block $1 " " $2 "\n"; next }
    turn != "" && $0 ~ "^ *\"turn\": " turn "$" { printf "%s", block }'
}
each_turn=$("$cli" whatif --match "$match" --each-turn "${ais[@]}")
for key in side1 side2 draw unfinished; do
  # Every turn's row carries all four keys, zeros included.
  rows=$(echo "$each_turn" | grep -c "^ *\"turn\": [0-9]*$")
  with=$(echo "$each_turn" | grep -c "^ *\"$key\": [0-9][0-9]*,\?$" || true)
  [ "$with" -ge "$rows" ] || { echo "--each-turn: $key in $with of $rows turns' by_side"; exit 1; }
done
if grep -q '"drawn"' <<<"$each_turn"; then
  echo "--each-turn still reports \"drawn\""
  exit 1
fi
from_each=$(echo "$each_turn" | by_side "$turn")
from_at=$("$cli" whatif --match "$match" --at-turn "$turn" "${ais[@]}" | by_side)
if [ -z "$from_each" ] || [ "$from_each" != "$from_at" ]; then
  printf 'each-turn, turn %s:\n%s\nat-turn:\n%s\n' "$turn" "$from_each" "$from_at"
  exit 1
fi
echo "turn $turn: the same tally, ${from_each//$'\n'/, }"
