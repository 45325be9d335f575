#!/usr/bin/env bash
# `whatif --out FILE` writes what `--json` prints, and under "made_by" the command line that
# made it, the build's commit (when the build knew it) and the date; nothing else is left beside
# the file (its temporary is renamed onto it), and a second run replaces it whole.
# Usage: whatif_out.sh CLI SCRATCH_DIR
set -euo pipefail
cli="$1" dir="$2"
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$dir" && mkdir -p "$dir"
args=(whatif --games 3 --seed 4 --side1 ai:random --side2 ai:scripted --no-progress)
"$cli" "${args[@]}" --out "$dir/results.json" >"$dir/text.txt"
grep -q "^Results written to $dir/results.json$" "$dir/text.txt" || fail "the text does not say where the results went"
[ "$(ls "$dir")" = "$(printf 'results.json\ntext.txt')" ] || fail "files left beside the results: $(ls "$dir")"
json=$("$cli" "${args[@]}" --json)
# The file less its "made_by" block is what --json printed.
diff <(sed '/^  "made_by": {$/,/^  },$/d' "$dir/results.json") <(echo "$json") || fail "the file differs from --json"
grep -qE "^    \"command\": \"[^\"]*sandtable-cli whatif --games 3 --seed 4 --side1 ai:random --side2 ai:scripted --no-progress --out $dir/results.json\",$" "$dir/results.json" ||
  fail "no command line in the file"
grep -qE '^    "date": "20[0-9]{2}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z"$' "$dir/results.json" || fail "no date in the file"
if git -C "$(dirname "$0")" rev-parse HEAD >/dev/null 2>&1; then
  grep -qE '^    "commit": "[0-9a-f]{40}(-dirty)?",$' "$dir/results.json" || fail "no commit in the file, built from a checkout"
fi
# Written again with other games: the new results, whole.
"$cli" whatif --games 2 --seed 4 --side1 ai:random --side2 ai:random --no-progress --out "$dir/results.json" >/dev/null
grep -q '"games": 2,' "$dir/results.json" || fail "the second run did not replace the file"
[ "$(ls "$dir" | wc -l)" -eq 2 ] || fail "files left beside the results after the second run: $(ls "$dir")"
echo "whatif --out: the --json results with the command, commit and date; nothing left beside them"
