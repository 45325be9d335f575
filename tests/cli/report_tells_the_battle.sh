#!/usr/bin/env bash
# `report` of a battle saved with `battle --seed S --save`: its headings in order, the result
# line the battle printed ("Winner: ..."), a row per turn played, the units in the fight at the
# end as the battle's last line counted them; `--out` writes the same report to the file and
# leaves no temporary file beside it.
# Usage: report_tells_the_battle.sh CLI SCENARIO SEED DIR
set -euo pipefail
cli="$1" scenario="$2" seed="$3" dir="$4"
rm -rf "$dir"
mkdir -p "$dir"
match="$dir/battle.yaml"
battle=$("$cli" battle --scenario "$scenario" --seed "$seed" --save "$match")
winner=$(echo "$battle" | grep '^Winner: ')
turns=$(echo "$battle" | sed -n 's/^Turns played: //p')
report=$("$cli" report "$match")
fail() { echo "$1"; echo "--- the report:"; echo "$report"; exit 1; }
# The headings, each once and in this order (the historical ones where the battle is).
# A battle in which anyone attacked lists the attacks with their odds after the turn table.
attacks="(;## The attacks, and their odds before the dice)?"
expected="# .*: battle report;## Result;## Turn by turn$attacks;## The armies at the end;---"
if grep -q '^## Briefing$' <<<"$report"; then
  # A historical battle has its narration too: turn 1's cue at least, in the chronicle.
  expected="# .*: battle report;## Result;## Briefing;## Turn by turn$attacks;## The chronicle;## The armies at the end;## What happened in history;---"
fi
headings=$(echo "$report" | grep -E '^(#{1,2} |---$)' | paste -sd ';')
grep -qxE "$expected" <<<"$headings" || fail "headings: $headings"
grep -qxF "$winner" <<<"$report" || fail "no '$winner' line"
grep -qxF -- "- Turns played: $turns" <<<"$report" || fail "not $turns turns"
# The turn table's rows: from its rule to the blank line after it, one a turn, numbered 1..turns.
rows=$(echo "$report" | awk '/^## Turn by turn$/ { inside = 1 } inside && /^\|---/ { table = 1; next }
  table && /^$/ { exit } table { print }')
[ "$(echo "$rows" | wc -l)" -eq "$turns" ] || fail "$(echo "$rows" | wc -l) rows for $turns turns"
numbers=$(echo "$rows" | awk -F'|' '{ gsub(/ /, "", $2); printf "%s ", $2 }')
[ "$numbers" = "$(seq -s ' ' 1 "$turns") " ] || fail "turn rows numbered $numbers"
grep -qxF "sandtable-cli replay --verbose battle.yaml" <<<"$report" || fail "no replay command"
# The battle's last count of each side's units in the fight is the report's at the end (a
# Warlords unit Broken but still on the table is in neither).
fighting=$(echo "$battle" | grep '^after turn ' | tail -1 | grep -oE '[0-9]+ units? in the fight' | grep -oE '^[0-9]+' | paste -sd ' ')
at_end=$(echo "$report" | tr '\n' ' ' | sed -n 's/.*Units in the fight at the start: [^;]*; at the end: \([^.]*\)\..*/\1/p' | grep -oE '[0-9]+' | paste -sd ' ')
[ -n "$fighting" ] && [ "$fighting" = "$at_end" ] || fail "the battle's last line counts '$fighting' in the fight, the report '$at_end'"
# --out: the same bytes in the file, and nothing else left in the folder.
"$cli" report "$match" --out "$dir/report.md" >/dev/null
[ "$(cat "$dir/report.md")" = "$report" ] || fail "--out wrote another report"
left=$(cd "$dir" && ls -A | grep -vxE 'battle.yaml|report.md' || true)
[ -z "$left" ] || fail "left behind: $left"
echo "report: $winner, $turns turns, a row each"
