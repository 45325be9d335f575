#!/usr/bin/env bash
# Text from data files reaches the terminal escaped: a side's and a unit's name and a teacher's
# note holding ANSI escapes (clear the screen, red), a bell, a C1 control and a right-to-left
# override are printed as visible \uXXXX escapes by battle, replay (text and JSON), note,
# validate and report, never as the raw characters; and the HTML report holds none of them
# raw and forbids itself to load anything from outside (its Content-Security-Policy).
# Usage: output_escaped.sh CLI DATA DIR
set -euo pipefail
cli="$(realpath "$1")" data="$2" dir="$3"
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
fail() { echo "$1"; exit 1; }
# The default scenario with hostile names (YAML escapes: \e is ESC, \a a bell, \x9b the C1
# CSI, \u202E the right-to-left override).
sed -e 's/name: Romans/name: "Romans\\e[2J\\u202Emalicious"/' \
    -e 's/{name: "Cretan archers"/{name: "Cretan\\e[31m archers\\a\\x9b"/' \
    "$data/config/scenarios/microbattle_meeting_engagement.yaml" >hostile.yaml
grep -q 'e\[2J' hostile.yaml && grep -q 'e\[31m' hostile.yaml || fail "the names were not changed"
# Raw control characters or reordering ones in a command's output (stdout and stderr).
raw() { LC_ALL=C grep -qE $'\x1b|\x07|\xc2\x9b|\xe2\x80\xae' "$1"; }
# Each command as a person runs it: it may refuse the file (exit 2), never crash or pass the
# characters through.
check() {
  local name="$1"; shift
  set +e
  "$cli" "$@" >"$name.out" 2>&1
  local code=$?
  set -e
  [ "$code" -eq 0 ] || [ "$code" -eq 2 ] || fail "$name: exit $code: $(cat "$name.out")"
  ! raw "$name.out" || fail "$name printed a control character raw: $(cat -v "$name.out" | grep -m3 -E '\^\[|\^G|M-BM-\^\[|M-bM-\^@M-.')"
  echo "$code"
}
checked=0
played=$(check battle battle --scenario hostile.yaml --seed 4 --verbose --save m.yaml); checked=$((checked + 1))
if [ "$played" -eq 0 ]; then
  grep -qF 'Romans\u001b[2J\u202emalicious' battle.out || fail "battle: the side's name not escaped visibly: $(grep -m1 Romans battle.out)"
else
  # Loaders that refuse control characters in names: the default scenario carries the note.
  "$cli" battle --seed 4 --save m.yaml >/dev/null
fi
cat >>m.yaml <<'YAML'
notes:
  - {at_action: 0, text: "Look \e[31mhere\e[0m \u202Eesrever\a \x9b1m"}
YAML
check replay replay m.yaml >/dev/null; checked=$((checked + 1))
grep -qF 'Look \u001b[31mhere\u001b[0m \u202eesrever\u0007 \u009b1m' replay.out || fail "replay: the note: $(grep -m1 Look replay.out)"
check replay_json replay m.yaml --json >/dev/null; checked=$((checked + 1))
grep -qF '"text": "Look \u001b[31mhere\u001b[0m \u202eesrever\u0007 \u009b1m"' replay_json.out || fail "replay --json: $(grep -m1 Look replay_json.out)"
check note note m.yaml >/dev/null; checked=$((checked + 1))
check validate validate m.yaml hostile.yaml >/dev/null; checked=$((checked + 1))
check report report m.yaml >/dev/null; checked=$((checked + 1))
check report_html report m.yaml --html --out report.html >/dev/null; checked=$((checked + 1))
! raw report.html || fail "the HTML report holds a control character raw"
grep -qF 'Look \u001b[31mhere\u001b[0m \u202eesrever\u0007 \u009b1m' report.html || fail "the HTML report's note"
grep -qF "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:;" report.html ||
  fail "the HTML report does not forbid loading from outside"
echo "escaped: $checked commands, the HTML report with its policy"
