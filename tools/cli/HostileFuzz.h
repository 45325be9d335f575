// `sandtable-cli fuzz --hostile`: runs the hostile cases (HostileCases.h), each in a child
// process with a time and a memory bound, and reports every case that crashes, hangs, runs
// out of its bounds, exits other than 0 or 2, or breaks one of its own expectations.
#pragma once

#include <string>
#include <vector>

namespace sandtable::cli {

struct HostileOptions {
  std::vector<std::string> classes;  // "all", or some of hostileClasses()
  std::vector<std::string> only;     // case names; empty: every case of the classes
  std::vector<std::string> skip;     // case names left out
  int seconds = 10;
  long memoryMb = 512;
  bool list = false;  // print the cases' names and what each tries, run nothing
};

// 0 when every case passed, 1 when one failed, 2 for a bad command line.
int runHostileFuzz(const HostileOptions& o);

}  // namespace sandtable::cli
