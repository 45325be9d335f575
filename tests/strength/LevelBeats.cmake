# One strength check (tests/strength/CMakeLists.txt): `whatif --alternate --json` plays GAMES
# games of STRONG against WEAK on SCENARIO from seed 1, each level on each side in turn, and the
# check passes when STRONG won at least MIN_PERCENT % of the decided games (draws and games that
# did not end are left out of the share). Prints the figures either way.
# cmake -DCLI=... -DSCENARIO=... -DSTRONG=normal -DWEAK=random -DGAMES=100 -DMIN_PERCENT=80 -P LevelBeats.cmake
execute_process(
  COMMAND "${CLI}" whatif --scenario "${SCENARIO}" --side1 "ai:${STRONG}" --side2 "ai:${WEAK}" --alternate
          --games "${GAMES}" --seed 1 --json --no-progress
  OUTPUT_VARIABLE results ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "whatif failed (${status}): ${errors}")
endif()
# by_player names each player by its option: "first player (--side1 ai:normal)"; one that won
# no game is not there.
function(wins key out)
  string(JSON n ERROR_VARIABLE missing GET "${results}" by_player "${key}")
  if(missing)
    set(n 0)
  endif()
  set(${out} ${n} PARENT_SCOPE)
endfunction()
wins("first player (--side1 ai:${STRONG})" strong)
wins("second player (--side2 ai:${WEAK})" weak)
math(EXPR decided "${strong} + ${weak}")
string(JSON charges1 GET "${results}" battle side1 games_with_charges)
string(JSON charges2 GET "${results}" battle side2 games_with_charges)
string(JSON melee GET "${results}" battle melee_rounds median)
set(figures "${STRONG} against ${WEAK} on ${SCENARIO}, ${GAMES} games: ${STRONG} won ${strong} of ${decided} decided games (at least ${MIN_PERCENT} % wanted); games with charges by side1 ${charges1}, by side2 ${charges2}; median melee rounds ${melee}")
if(decided EQUAL 0)
  message(FATAL_ERROR "${figures}: no game was decided")
endif()
math(EXPR percent "100 * ${strong} / ${decided}")
math(EXPR won "100 * ${strong}")
math(EXPR wanted "${MIN_PERCENT} * ${decided}")
if(won LESS wanted)
  message(FATAL_ERROR "${figures}: ${percent} %")
endif()
message(STATUS "${figures}: ${percent} %")
