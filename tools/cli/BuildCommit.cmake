# Run at every build (tools/cli/CMakeLists.txt): writes OUT, a source file that gives the git
# commit the build was made from ("<hash>", "<hash>-dirty" when tracked files differ from it,
# "" outside a git checkout), so that results written as data (`whatif --out`) say which code
# made them. The file is rewritten only when that changes, so a build recompiles nothing
# otherwise.
execute_process(COMMAND git -C "${SRC}" rev-parse HEAD
  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE failed ERROR_QUIET)
if(failed)
  set(commit "")
else()
  execute_process(COMMAND git -C "${SRC}" status --porcelain --untracked-files=no
    OUTPUT_VARIABLE changed OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(changed)
    set(commit "${commit}-dirty")
  endif()
endif()
file(CONFIGURE OUTPUT "${OUT}" CONTENT
"// Written by tools/cli/BuildCommit.cmake at build time.
#include \"ResultsFile.h\"

std::string sandtable::cli::buildCommit() { return \"${commit}\"; }
")
