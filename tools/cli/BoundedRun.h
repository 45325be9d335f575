// Runs a command in a child process with a wall-clock and a memory bound, as `fuzz --hostile`
// runs sandtable-cli on each crafted input: a hang, a runaway allocation or a crash in the
// child is an outcome to report, never something that stops the caller.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::cli {

struct RunBounds {
  int seconds = 10;        // wall clock; the child is killed (SIGKILL) when it is up
  long memoryMb = 512;     // address space (RLIMIT_AS); 0 for none
  long outputKb = 256;     // stdout and stderr kept, together, for the caller to judge
};

struct RunResult {
  int exitCode = -1;       // the child's exit status when it exited
  int signal = 0;          // the signal that ended it, when one did
  bool timedOut = false;   // killed because the wall clock ran out
  std::string output;      // what it printed on stdout and stderr (the first outputKb)
  bool outputCut = false;  // it printed more than was kept
  double seconds = 0;
};

// Runs `argv` (argv[0] a path) with `bounds`, stdin from /dev/null, in `workDir`.
// Under AddressSanitizer the address-space limit cannot apply (its shadow memory reserves
// terabytes); memoryBoundApplies() says whether it does in this build.
RunResult runBounded(const std::vector<std::string>& argv, const RunBounds& bounds,
                     const std::filesystem::path& workDir);
bool memoryBoundApplies();

// The running program's own path, to run another of its commands.
std::filesystem::path selfExecutable();

}  // namespace sandtable::cli
