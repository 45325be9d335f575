#!/usr/bin/env bash
# `battle --random-terrain` (MicroBattle's terrain cards, 003 Set Up): the deal is printed and
# comes from the seed (the same seed deals the same terrain and plays the same battle, another
# seed deals another); the saved match says so and replays to the same hashes, and without the
# flag in the file the replay fails; a scenario of a rule system without cards is bad input.
# Usage: random_terrain.sh CLI DATA WORKDIR
set -euo pipefail
cli="$1" data="$2" work="$3"
mkdir -p "$work"
scenario="$data/config/scenarios/microbattle_river_crossing.yaml"
fail() { echo "FAIL: $*" >&2; exit 1; }
terrain() { grep -E '^  [a-z]+ in sector [0-9]+ ' <<<"$1" || true; }
hash_of() { grep '^Final state hash:' <<<"$1"; }

first=$("$cli" battle --scenario "$scenario" --seed 7 --random-terrain --save "$work/dealt.yaml")
again=$("$cli" battle --scenario "$scenario" --seed 7 --random-terrain)
other=$("$cli" battle --scenario "$scenario" --seed 8 --random-terrain)
plain=$("$cli" battle --scenario "$scenario" --seed 7)
[ "$(terrain "$first" | wc -l)" -eq 4 ] || fail "four cards are not listed: $first"
terrain "$first" | grep -Eq '^  (woods|hill|river|rough|fields) in sector [1-8] ' || fail "a card line reads oddly: $(terrain "$first")"
[ "$(terrain "$first")" = "$(terrain "$again")" ] || fail "seed 7 dealt two different terrains"
[ "$(hash_of "$first")" = "$(hash_of "$again")" ] || fail "seed 7 with random terrain ended in two different states"
[ "$(terrain "$first")" != "$(terrain "$other")" ] || fail "seeds 7 and 8 dealt the same terrain"
grep -q '^terrain dealt' <<<"$plain" && fail "the scenario's own terrain was reported as dealt"
[ "$(hash_of "$first")" != "$(hash_of "$plain")" ] || fail "the dealt battle ended in the state of the scenario's own"

json=$("$cli" battle --scenario "$scenario" --seed 7 --random-terrain --json)
grep -q '"terrain_dealt": \[' <<<"$json" || fail "JSON does not list the dealt terrain"

grep -q '^  random_terrain: true$' "$work/dealt.yaml" || fail "the saved match does not say the terrain was dealt"
"$cli" replay "$work/dealt.yaml" | grep -q "every hash matches" || fail "the saved match does not replay"
grep -v '^  random_terrain: true$' "$work/dealt.yaml" >"$work/undealt.yaml"
set +e
"$cli" replay "$work/undealt.yaml" >/dev/null 2>&1
code=$?
refused=$("$cli" battle --scenario "$data/config/scenarios/warlords_hastings_1066.yaml" --random-terrain 2>&1 >/dev/null)
refusedCode=$?
set -e
[ "$code" -ne 0 ] || fail "the match replayed on the scenario's own terrain"
[ "$refusedCode" -eq 2 ] || fail "random terrain for a Warlords scenario exited $refusedCode, not 2"
grep -q "^error: --random-terrain: .*warlords_hastings_1066.yaml is a warlords scenario" <<<"$refused" ||
  fail "no reason given: $refused"
echo "ok"
