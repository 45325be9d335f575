#!/usr/bin/env bash
# The game-over panel's Open and Show folder, end to end: the table (under with-display.sh)
# finishes a battle, exports its report and clicks both, with a stand-in xdg-open on PATH that
# notes what it was given; the stand-in must be given the report's page, then its folder. Then
# again with no xdg-open at all: the table says so (export_report_no_opener.txt).
# Usage: open_report.sh WITH_DISPLAY TABLE SCRIPTS DIR
set -euo pipefail
with_display="$1" table="$2" scripts="$3" dir="$4"
rm -rf "$dir"
mkdir -p "$dir/bin" "$dir/nothing"
opened="$dir/opened.txt"
printf '#!/bin/sh\necho "$1" >> "%s"\n' "$opened" >"$dir/bin/xdg-open"
chmod +x "$dir/bin/xdg-open"
battle=(--mute --side1 ai:random --side2 ai:random --no-setup --ai-actions 100000)
"$with_display" env PATH="$dir/bin" "$table" "${battle[@]}" --script "$scripts/export_report_open.txt"
# The stand-in runs detached from the table: give it a moment to write.
for _ in $(seq 50); do
  [ -f "$opened" ] && [ "$(wc -l <"$opened")" -ge 2 ] && break
  sleep 0.1
done
page=$(sed -n 1p "$opened" 2>/dev/null || true)
folder=$(sed -n 2p "$opened" 2>/dev/null || true)
case "$page" in
  */reports/meeting-engagement-at-the-ridge-*.html) ;;
  *) echo "xdg-open was given '$page' for the page"; exit 1 ;;
esac
[ -f "$page" ] || { echo "$page is not there"; exit 1; }
[ "$folder" = "$(dirname "$page")" ] || { echo "xdg-open was given '$folder' for the folder"; exit 1; }
"$with_display" env PATH="$dir/nothing" "$table" "${battle[@]}" --script "$scripts/export_report_no_opener.txt"
echo "opened the report and its folder; said so without xdg-open"
