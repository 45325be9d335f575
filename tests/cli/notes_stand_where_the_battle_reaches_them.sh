#!/usr/bin/env bash
# `note` on a battle saved with `battle --seed S --save`: a note added at an action and one at
# the start of a turn are listed in the recording's order, printed by `replay` (after the
# action they follow in `replay --verbose`) and in the report's own section; the recording's
# actions, hashes and result are as they were; removing one leaves the other; bad requests
# exit 2 with a message and leave the file alone.
# Usage: notes_stand_where_the_battle_reaches_them.sh CLI SCENARIO SEED DIR
set -euo pipefail
cli="$1" scenario="$2" seed="$3" dir="$4"
rm -rf "$dir"
mkdir -p "$dir"
match="$dir/battle.yaml"
"$cli" battle --scenario "$scenario" --seed "$seed" --save "$match" >/dev/null
fail() { echo "$1"; exit 1; }
before=$("$cli" replay --json "$match")
actions_before=$(grep -v '^#' "$match" | sed -n '/^actions:/,/^result:/p')
"$cli" note "$match" | grep -qxF "$match has no notes" || fail "a new recording has notes"
"$cli" note "$match" --at-action 40 --text "Why did this unit halt?" >/dev/null
listed=$("$cli" note "$match" --at-turn 3 --text "Turn three: who holds the initiative?")
# Listed in the recording's order, whichever of the two comes first.
echo "$listed" | grep -qE "^  [12]\. turn 3, after action [0-9]+: Turn three: who holds the initiative\?$" || fail "listed: $listed"
echo "$listed" | grep -qE "^  [12]\. turn [0-9]+, after action 40: Why did this unit halt\?$" || fail "listed: $listed"
[ "$(echo "$listed" | grep -c '^  [0-9]\.')" -eq 2 ] || fail "listed: $listed"
# Nothing of the game changed: the same replay (actions, final hash, result) and actions.
outcome() { echo "$1" | grep -E '^  "(actions|ending|hash|reason|turns|verified|winner)"'; }
[ "$(outcome "$("$cli" replay --json "$match")")" = "$(outcome "$before")" ] || fail "the replay changed"
[ "$(grep -v '^#' "$match" | sed -n '/^actions:/,/^notes:/p' | sed '$d')" = "$(echo "$actions_before" | sed '$d')" ] ||
  fail "the actions changed"
# replay --verbose: the note after action 40's events, before action 41 is announced.
verbose=$("$cli" replay --verbose "$match")
line_note=$(echo "$verbose" | grep -n "^Teacher's note, turn [0-9]*, after action 40:$" | cut -d: -f1)
line_40=$(echo "$verbose" | grep -n '^\[action 40\] ' | cut -d: -f1)
line_41=$(echo "$verbose" | grep -n '^\[action 41\] ' | cut -d: -f1)
[ -n "$line_note" ] && [ "$line_40" -lt "$line_note" ] && [ "$line_note" -lt "$line_41" ] ||
  fail "the note at 40 is at line '$line_note', action 40 at $line_40, action 41 at $line_41"
# The report gives both in their own section.
report=$("$cli" report "$match")
notes=$(echo "$report" | awk '/^## The teacher.s notes$/ { inside = 1; next } inside && /^## / { exit } inside && /^\*\*Turn/ { print }')
[ "$(echo "$notes" | wc -l)" -eq 2 ] || fail "the report's notes: $notes"
# Rewording the second changes its words, not its place.
reworded=$("$cli" note "$match" --reword 2 --text "Reworded: what changed here?")
echo "$reworded" | grep -qE "^  2\. turn [0-9]+, after action [0-9]+: Reworded: what changed here\?$" || fail "reworded: $reworded"
[ "$(echo "$reworded" | sed -n 's/^  2\. \(turn [0-9]*, after action [0-9]*\):.*/\1/p')" = \
  "$(echo "$listed" | sed -n 's/^  2\. \(turn [0-9]*, after action [0-9]*\):.*/\1/p')" ] || fail "the reworded note moved"
# Removing the first leaves the second.
left=$("$cli" note "$match" --remove 1)
[ "$(echo "$left" | grep -c '^  [0-9]\.')" -eq 1 ] || fail "after removing: $left"
# Broken copies of a file with notes are refused with their place, never a crash.
"$cli" fuzz "$match" --cases 30 >"$dir/fuzz" 2>&1 || fail "fuzz: $(tail -5 "$dir/fuzz")"
# Bad requests: exit 2, a message, the file untouched.
saved=$(cat "$match")
for bad in "--at-action 999999 --text x" "--at-turn 999 --text x" "--remove 5" "--text x" "--at-action 3" \
  "--at-action 3 --at-turn 2 --text x" "--remove 0" "--reword 9 --text x" "--reword 1" "--reword 1 --at-action 2 --text x"; do
  # shellcheck disable=SC2086
  if "$cli" note "$match" $bad >/dev/null 2>"$dir/err"; then fail "'note $bad' was accepted"; fi
  [ "$(cat "$dir/err")" != "" ] || fail "'note $bad' said nothing"
  [ "$(cat "$match")" = "$saved" ] || fail "'note $bad' changed the file"
done
if "$cli" note "$match" --at-action 3 --text "   " >/dev/null 2>"$dir/err"; then fail "a blank note was accepted"; fi
grep -q "needs something for the class to read" "$dir/err" || fail "a blank note: $(cat "$dir/err")"
[ "$(cat "$match")" = "$saved" ] || fail "a blank note changed the file"
echo "notes: 2 added, listed, replayed after their action, reported, 1 reworded, 1 removed; 11 bad requests refused"
