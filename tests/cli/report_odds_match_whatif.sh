#!/usr/bin/env bash
# `report --odds N --seed S --level L`: its "How the odds moved" counts, turn by turn, are those
# of `whatif --each-turn --json` with the same games, seed and level (the same games).
# Usage: report_odds_match_whatif.sh CLI MATCH GAMES SEED LEVEL
set -euo pipefail
cli="$1" match="$2" games="$3" seed="$4" level="$5"
# "turn side1 side2 draw unfinished" a line, from the report's table (no Unfinished column: 0).
from_report=$("$cli" report "$match" --odds "$games" --seed "$seed" --level "$level" --no-progress |
  awk -F'|' '/^## How the odds moved$/ { inside = 1 } inside && /^\|---/ { table = 1; next }
    table && /^$/ { exit }
    table { for (i = 2; i <= NF; ++i) { gsub(/^ +| +$/, "", $i); split($i, n, " "); $i = n[1] }
            print $2, $4, $5, $6, (NF > 7 ? $7 : 0) }')
# The same from the JSON: each turn's by_side block comes before its "turn" (keys are sorted).
from_whatif=$("$cli" whatif --match "$match" --each-turn --games "$games" --seed "$seed" \
  --side1 "ai:$level" --side2 "ai:$level" --json --no-progress |
  awk '/^ *"by_side": \{/ { inside = 1; next }
    inside && /\}/ { inside = 0; next }
    inside { gsub(/[",:]/, ""); count[$1] = $2; next }
    /^ *"turn": [0-9]+$/ { gsub(/[",:]/, ""); print $2, count["side1"], count["side2"], count["draw"], count["unfinished"] }')
if [ -z "$from_report" ] || [ "$from_report" != "$from_whatif" ]; then
  printf 'report:\n%s\nwhatif:\n%s\n' "$from_report" "$from_whatif"
  exit 1
fi
echo "the same $(echo "$from_report" | wc -l) turns: ${from_report//$'\n'/; }"
