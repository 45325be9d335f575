#!/usr/bin/env bash
# `report --html` of a battle saved with `battle --seed S --save`: one web page with every section,
# its maps and the losses chart inside it (data: URIs); --out writes it there, and the same file
# gives the same bytes; without --out it goes to a new MATCH-report.html in the working
# directory, numbered rather than written over an earlier one; Markdown stays the default; and
# a web page asked for under a Markdown name, or the other way round, is refused (exit 2).
# Usage: report_html.sh CLI SCENARIO SEED DIR
set -euo pipefail
cli="$(realpath "$1")" scenario="$2" seed="$3" dir="$4"
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
"$cli" battle --scenario "$scenario" --seed "$seed" --save battle.yaml >/dev/null
fail() { echo "$1"; exit 1; }
"$cli" report battle.yaml --html --out page.html >out.txt || fail "report --html --out failed"
grep -q "^Wrote the battle report of .* to page.html$" out.txt || fail "said: $(cat out.txt)"
head -1 page.html | grep -qx '<!DOCTYPE html>' || fail "not a web page"
for id in result maps turns armies odds; do
  grep -q "<section id=\"$id\">" page.html || fail "no section $id"
done
maps=$(grep -c '<figure class="map" data-shown="no">' page.html || true)
[ "$maps" -ge 2 ] && [ "$maps" -le 6 ] || fail "$maps maps"
charts=$(grep -c '<figure class="chart" data-shown="no">' page.html || true)
[ "$charts" -eq 1 ] || fail "$charts charts"
pictures=$(grep -c '<img src="data:image/svg+xml;charset=utf-8,' page.html || true)
[ "$pictures" -eq $((maps + charts)) ] || fail "$pictures pictures inside the page for $((maps + charts)) figures"
grep -q 'src="http\|src="file:\|<link ' page.html && fail "something is fetched from outside the page"
grep -qF "sandtable-cli replay --verbose battle.yaml" page.html || fail "no replay command"
# The same match file, the same bytes.
"$cli" report battle.yaml --html --out again.html >/dev/null
cmp -s page.html again.html || fail "two reports of one file differ"
# No --out: a new file each time in the working directory.
"$cli" report battle.yaml --html >first.txt
"$cli" report battle.yaml --html >second.txt
grep -q " to battle-report.html$" first.txt || fail "first: $(cat first.txt)"
grep -q " to battle-report-2.html$" second.txt || fail "second: $(cat second.txt)"
cmp -s page.html battle-report.html && cmp -s page.html battle-report-2.html || fail "the numbered reports differ"
# Markdown is still the default.
"$cli" report battle.yaml >report.md
head -1 report.md | grep -q '^# .*: battle report$' || fail "Markdown is not the default"
# A format its file's name does not say, and a folder that is not there: exit 2, and why.
set +e
"$cli" report battle.yaml --html --out page.md 2>err.txt; md=$?
"$cli" report battle.yaml --out page2.html 2>err2.txt; html=$?
"$cli" report battle.yaml --html --out no_such_dir/page.html 2>err3.txt; nowhere=$?
set -e
[ "$md" -eq 2 ] && grep -q "error: --out page.md names a Markdown file, but --html writes a web page" err.txt ||
  fail "--html --out page.md: exit $md, $(cat err.txt)"
[ "$html" -eq 2 ] && grep -q "error: --out page2.html names a web page, but the report is Markdown without --html" err2.txt ||
  fail "--out page2.html: exit $html, $(cat err2.txt)"
[ "$nowhere" -eq 2 ] && grep -q "error: .*no_such_dir/page.html" err3.txt || fail "--out into no folder: exit $nowhere"
[ ! -e page.md ] && [ ! -e page2.html ] || fail "a refused report was written"
left=$(ls -A | grep -vxE 'battle.yaml|page.html|again.html|battle-report.html|battle-report-2.html|report.md|(out|first|second|err|err2|err3).txt' || true)
[ -z "$left" ] || fail "left behind: $left"
echo "report --html: $maps maps, $charts chart, the same bytes twice, numbered, refused 3"
