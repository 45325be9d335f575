#!/usr/bin/env bash
# `battle`'s line after each turn counts the units in the fight not in good order, and those
# broken but still on the table, in the words the system's own unit cards use: battles of
# seeds 1..SEEDS must name STATE (e.g. Demoralized) at least once, and every state they name
# must be one of STATES (an extended regex, e.g. "Demoralized"), never a word from another
# system ("shaken" in a Robert's Rules battle).
# Usage: strength_in_the_systems_words.sh CLI SCENARIO SEEDS STATE STATES
set -euo pipefail
cli="$1" scenario="$2" seeds="$3" state="$4" states="$5"
lines=$(for seed in $(seq 1 "$seeds"); do
  "$cli" battle --scenario "$scenario" --seed "$seed" | grep '^after turn '
done)
# Each side's counts: "(2 Demoralized)" after "in the fight", ", 1 Broken" before "lost".
named=$(echo "$lines" | tr '|' '\n' | sed -E 's/^after turn [0-9]+: //; s/^[^:]*: [0-9]+ units? in the fight//' |
  grep -oE '[0-9]+ [^,()0-9]+' | sed -E 's/^[0-9]+ //; s/ +$//' | grep -vx 'lost' | sort -u || true)
echo "$named" | grep -qxF "$state" || { echo "no battle named '$state'; states named: $named"; exit 1; }
while IFS= read -r word; do
  grep -qxE "$states" <<<"$word" || { echo "'$word' is not a state of this system ($states)"; echo "$lines"; exit 1; }
done <<<"$named"
echo "states in the system's words: $(echo "$named" | paste -sd ',')"
