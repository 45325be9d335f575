// --seed checked as a match file's seed is (scenario::parseSeed): CLI11 alone reads "-1" or
// a number past 2^64-1 as 2^64-1 and plays it.
#pragma once

#include <CLI/CLI.hpp>

namespace sandtable::cli {

// Refuses a --seed that is not a whole number from 0 to 2^64-1 (a bad command line, exit 2).
CLI::Validator seedCheck();

}  // namespace sandtable::cli
