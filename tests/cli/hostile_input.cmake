# Hostile input at the command line (docs/limits.md): files that are not regular files are
# refused by name before a byte is read, and a seed out of range is refused, not wrapped.
# Included from tests/cli/CMakeLists.txt, whose cli_test() it uses.

# /dev/zero never ends and a FIFO waits for a writer: each must be refused at once. The
# memory and time bounds make a regression fail fast instead of filling the machine.
# An address-space limit bounds a read of /dev/zero that the checks failed to stop; under
# AddressSanitizer (which reserves terabytes of shadow memory) the timeout alone bounds it.
set(DEVICE_MEMORY_LIMIT "ulimit -v 2000000; ")
if(SANDTABLE_SANITIZE)
  set(DEVICE_MEMORY_LIMIT "")
endif()
foreach(cmd "validate" "replay" "battle;--scenario")
  string(REPLACE ";" "_" cmdName "${cmd}")
  string(REPLACE "-" "" cmdName "${cmdName}")
  add_test(NAME cli.${cmdName}_refuses_a_device COMMAND sh -c
    "${DEVICE_MEMORY_LIMIT}timeout 10 \"$0\" \"$@\" 2>&1; echo \"exit $?\"" ${CLI} ${cmd} /dev/zero)
  set_tests_properties(cli.${cmdName}_refuses_a_device PROPERTIES ENVIRONMENT "SANDTABLE_DATA=${DATA}"
    PASS_REGULAR_EXPRESSION "^/dev/zero: not a regular file \\(a device\\); only regular files are read\nexit 2\n$")
endforeach()
add_test(NAME cli.validate_refuses_a_fifo COMMAND sh -c
  "dir=$(mktemp -d); mkfifo \"$dir/m.yaml\"; timeout 10 \"$0\" validate \"$dir/m.yaml\" >\"$dir/out\" 2>&1; code=$?; sed \"s|$dir|DIR|\" \"$dir/out\"; echo \"exit $code\"; rm -rf \"$dir\""
  ${CLI})
set_tests_properties(cli.validate_refuses_a_fifo PROPERTIES ENVIRONMENT "SANDTABLE_DATA=${DATA}"
  PASS_REGULAR_EXPRESSION "^DIR/m.yaml: not a regular file \\(a FIFO\\); only regular files are read\nexit 2\n$")
cli_test(validate_refuses_a_directory ARGS validate ${BAD}
  PASS "bad: not a regular file \\(a directory\\); only regular files are read")
cli_test(validate_directory_exit EXIT 2 ARGS validate ${BAD})

# --seed as a match file's seed: 0 to 2^64-1, nothing wrapped round.
foreach(seed "-1" "18446744073709551616" "1.5")
  string(MAKE_C_IDENTIFIER "${seed}" seedName)
  cli_test(battle_seed_${seedName}_exit EXIT 2 ARGS battle --seed=${seed})
  cli_test(battle_seed_${seedName}_message ARGS battle --seed=${seed}
    PASS "--seed: the seed must be a whole number from 0 to 2\\^64-1, not '${seed}'")
endforeach()
cli_test(whatif_seed_past_2_64 EXIT 2 ARGS whatif --games 1 --seed 99999999999999999999)
cli_test(battle_seed_largest ARGS battle --seed 18446744073709551615 PASS "seed 18446744073709551615")
