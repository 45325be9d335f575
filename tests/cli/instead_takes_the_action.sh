#!/usr/bin/env bash
# `whatif --match F --at-action N --instead TEXT`: a text that is not a lawful action there
# exits 2 and lists the lawful ones; each of those, given back, is taken first in every game,
# named in the report (beside the recorded action) and in JSON; the recorded one is said so.
# Usage: instead_takes_the_action.sh CLI MATCH ACTION
set -euo pipefail
cli="$1" match="$2" at="$3"
ais=(--side1 ai:random --side2 ai:random --games 3 --no-progress)
fail() { echo "FAIL: $*" >&2; exit 1; }
set +e
refused=$("$cli" whatif --match "$match" --at-action "$at" --instead "nonsense u0" "${ais[@]}" 2>&1)
code=$?
set -e
[ "$code" -eq 2 ] || fail "a text that is no action exited $code, not 2"
grep -q "^error: 'nonsense u0' is not a lawful action at action $at (turn [0-9]*), where side[12] is to act; the lawful ones are:" \
  <<<"$refused" || fail "no list of lawful actions: $refused"
mapfile -t lawful < <(sed -n 's/^  //p' <<<"$refused")
[ "${#lawful[@]}" -ge 1 ] || fail "the list of lawful actions is empty"
recorded=""
for action in "${lawful[@]}"; do
  text=$("$cli" whatif --match "$match" --at-action "$at" --instead "$action" "${ais[@]}")
  line=$(sed -n 2p <<<"$text")
  case "$line" in
    "Every game first takes $action, the recorded action") recorded="$action" ;;
    "Every game first takes $action, instead of the recorded "*) ;;
    *) fail "the report does not name '$action' as taken first: $line" ;;
  esac
  json=$("$cli" whatif --match "$match" --at-action "$at" --instead "$action" "${ais[@]}" --json)
  grep -qF "\"instead\": \"$action\"" <<<"$json" || fail "JSON does not name '$action': $json"
  grep -q '"recorded": "' <<<"$json" || fail "JSON does not name the recorded action"
done
# The recording's own action is lawful there, so one of the list is it.
[ -n "$recorded" ] || fail "none of the lawful actions was called the recorded one"
echo "ok: ${#lawful[@]} lawful actions at action $at, the recorded one: $recorded"
