# tools/play without a display: the nearest thing headless. A new battle is played AI against
# AI (sandtable-cli battle); a saved match given with --study or --load is replayed with every
# event and die roll (sandtable-cli replay --verbose). What sandtable-cli understands is kept;
# the table's own options are left out and named. Sourced, not run; tests/cli runs it too.

# sandtable_play_headless BIN_DIR [table arguments...]: execs the CLI in BIN_DIR.
sandtable_play_headless() {
  local bin="$1"
  shift
  local battle_args=() match="" dropped=()
  while [ $# -gt 0 ]; do
    case "$1" in
      -h|--help) exec "$bin/sandtable-cli" battle --help ;;
      --study|--load) [ $# -ge 2 ] || { echo "tools/play: $1 needs a match file" >&2; exit 2; }
        match="$2"; shift 2 ;;
      --study=*|--load=*) match="${1#*=}"; shift ;;
      --scenario|--seed) [ $# -ge 2 ] || { echo "tools/play: $1 needs a value" >&2; exit 2; }
        battle_args+=("$1" "$2"); shift 2 ;;
      --scenario=*|--seed=*) battle_args+=("$1"); shift ;;
      --side1|--side2) [ $# -ge 2 ] || { echo "tools/play: $1 needs a value" >&2; exit 2; }
        # A person cannot play without the table: the AI the battle plays by default takes the side.
        if [ "$2" = human ]; then dropped+=("$1 $2"); else battle_args+=("$1" "$2"); fi
        shift 2 ;;
      # The table's options that take a value.
      --size|--autosave|--screenshot|--script|--frames|--shot-info|--camera|--select|--hover|\
      --ai-actions|--panels|--tape|--bench-frames|--terrain|--stands)
        dropped+=("$1 ${2:-}"); shift; [ $# -gt 0 ] && shift ;;
      *) dropped+=("$1"); shift ;;
    esac
  done
  if [ ${#dropped[@]} -gt 0 ]; then
    echo "No display: left out what only the 3D table uses: ${dropped[*]}"
  fi
  if [ -n "$match" ]; then
    if [ ${#battle_args[@]} -gt 0 ]; then
      echo "No display: a saved match names its own scenario, seed and players; left out: ${battle_args[*]}"
    fi
    echo "No display to open the 3D table on: replaying $match with every event and die roll."
    exec "$bin/sandtable-cli" replay --verbose "$match"
  fi
  echo "No display to open the 3D table on: playing the battle headless, AI against AI."
  exec "$bin/sandtable-cli" battle "${battle_args[@]}"
}
