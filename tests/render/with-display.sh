#!/usr/bin/env bash
# Runs a command with a display: the one there is, or a virtual one (Xvfb, Mesa's software
# renderer) when there is none. Render tests start the 3D table through this.
set -euo pipefail
if [ -n "${DISPLAY:-}" ]; then
  exec "$@"
fi
# -noreset: see tools/test (a connection made while Xvfb resets is refused).
exec xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" "$@"
