#!/usr/bin/env bash
# The HTML battle report opened in a real browser (Chromium from Debian, headless): every
# picture in the page is shown. Each figure marks itself data-shown="yes" when its picture has
# loaded and "missing" when it cannot; the page as the browser holds it after loading must have
# every figure marked "yes". With SHOT, also a picture of the page's top (the README's).
# Usage: report_html_in_browser.sh CLI SCENARIO SEED DIR [SHOT]
set -euo pipefail
cli="$(realpath "$1")" scenario="$2" seed="$3" dir="$4" shot="${5:-}"
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "no chromium: install Debian's chromium (tools/test installs it)"; exit 1; }
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
"$cli" battle --scenario "$scenario" --seed "$seed" --save battle.yaml >/dev/null
"$cli" report battle.yaml --html --out report.html >/dev/null
figures=$(grep -c '<figure ' report.html)
# A profile of its own, nothing fetched or updated: the page alone.
flags=(--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update
  --disable-sync --no-first-run --user-data-dir="$dir/profile" --virtual-time-budget=5000)
"$browser" "${flags[@]}" --dump-dom "file://$dir/report.html" >dom.html 2>browser.log || {
  cat browser.log; exit 1; }
shown=$({ grep -o 'data-shown="yes"' dom.html || true; } | wc -l)
missing=$({ grep -o 'data-shown="missing"' dom.html || true; } | wc -l)
if [ "$figures" -lt 3 ] || [ "$shown" -ne "$figures" ]; then
  echo "$figures figures, $shown shown, $missing missing"
  exit 1
fi
if [ -n "$shot" ]; then
  mkdir -p "$(dirname "$shot")"
  "$browser" "${flags[@]}" --hide-scrollbars --window-size=1280,1800 --screenshot="$shot" \
    "file://$dir/report.html" >/dev/null 2>>browser.log
  [ -s "$shot" ] || { echo "no screenshot"; cat browser.log; exit 1; }
fi
echo "the browser showed $shown of $figures pictures"
