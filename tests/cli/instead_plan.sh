#!/usr/bin/env bash
# `whatif --instead "activate_unit uA" --then "charge uA -> uB"`: "what if the unit had been
# activated and charged?". The charge and its activation are taken from a recorded Warlords
# battle (`replay --verbose`); every game activates the unit and charges when its activation
# allows, and the report counts the games where it did not; the same games with 1 and 3 jobs;
# an order the unit could not be given exits 2 listing those it could; --then needs --instead.
# Usage: instead_plan.sh CLI MATCH
set -euo pipefail
cli="$1" match="$2"
ais=(--side1 ai:random --side2 ai:random --games 6 --no-progress)
fail() { echo "FAIL: $*" >&2; exit 1; }
verbose=$("$cli" replay --verbose "$match")
charge=$(grep -m1 -E '^\[action [0-9]+\] charge u[0-9]+ -> u[0-9]+  \(whatif' <<<"$verbose") || fail "no charge recorded"
unit=$(sed -E 's/^\[action [0-9]+\] charge (u[0-9]+) -> .*/\1/' <<<"$charge")
order=$(sed -E 's/^\[action [0-9]+\] (charge u[0-9]+ -> u[0-9]+)  .*/\1/' <<<"$charge")
number=$(sed -E 's/^\[action ([0-9]+)\].*/\1/' <<<"$charge")
# The unit's activation before it, and the point just before that.
activation=$(grep -E "^\[action [0-9]+\] activate_unit $unit  \(whatif --at-action [0-9]+\)" <<<"$verbose" |
  awk -v n="$number" '{ gsub(/[^0-9]/, "", $2); if ($2 + 0 < n + 0) last = $0 } END { print last }')
[ -n "$activation" ] || fail "no activation of $unit before its charge"
at=$(sed -E 's/.*--at-action ([0-9]+)\)$/\1/' <<<"$activation")
plan=(--match "$match" --at-action "$at" --instead "activate_unit $unit" --then "$order")
one=$("$cli" whatif "${plan[@]}" "${ais[@]}" --each --jobs 1)
three=$("$cli" whatif "${plan[@]}" "${ais[@]}" --each --jobs 3)
[ "$one" = "$three" ] || { diff <(echo "$one") <(echo "$three") || true; fail "1 and 3 jobs differ"; }
again=$("$cli" whatif "${plan[@]}" "${ais[@]}" --each --jobs 1)
[ "$one" = "$again" ] || fail "the same seed played other games"
grep -qF "Every game first takes activate_unit $unit (the recorded action), then $order when the rules allow it" \
  <<<"$one" || fail "the report does not name the plan: $(sed -n 2p <<<"$one")"
followed=$(sed -nE 's/^The plan was followed to its end in ([0-9]+) of 6 games; in ([0-9]+) the rules did not allow.*/\1 \2/p' <<<"$one")
[ -n "$followed" ] || fail "no count of the games that followed the plan: $one"
read -r given cut <<<"$followed"
[ $((given + cut)) -eq 6 ] || fail "$given and $cut games do not make 6"
json=$("$cli" whatif "${plan[@]}" "${ais[@]}" --json)
grep -qF "\"plan_followed\": $given" <<<"$json" || fail "JSON does not count $given games: $json"
grep -qF "\"$order\"" <<<"$json" || fail "JSON does not name the order"
# Without the order, the same seed plays other games (the AI chooses for the unit).
plain=$("$cli" whatif --match "$match" --at-action "$at" --instead "activate_unit $unit" "${ais[@]}" --each --jobs 1)
[ "$(grep '^game' <<<"$plain")" != "$(grep '^game' <<<"$one")" ] || echo "note: the order changed no game's result"
set +e
refused=$("$cli" whatif --match "$match" --at-action "$at" --instead "activate_unit $unit" --then "charge $unit -> u999" \
  "${ais[@]}" 2>&1)
code=$?
lonely=$("$cli" whatif --match "$match" --at-action "$at" --then "$order" "${ais[@]}" 2>&1)
lonelyCode=$?
set -e
[ "$code" -eq 2 ] || fail "an order the unit could not be given exited $code, not 2"
grep -qF "'charge $unit -> u999' is not an order the unit could be given after activate_unit $unit" <<<"$refused" ||
  fail "no reason: $refused"
grep -qF "  $order" <<<"$refused" || fail "the orders it could be given are not listed: $refused"
[ "$lonelyCode" -eq 2 ] || fail "--then without --instead exited $lonelyCode, not 2"
grep -q "needs --instead" <<<"$lonely" || fail "no reason for --then alone: $lonely"
echo "ok: activate_unit $unit then $order at action $at: followed in $given of 6 games, the same with 1 and 3 jobs"
