// Tests of bad input: what a call refused, as the first placed message of the
// data::ConfigErrors it threw.
#pragma once

#include <functional>
#include <string>

#include "data/ConfigError.h"

namespace sandtable::test {

// The first "file:line:col: message" of the data::ConfigErrors `body` throws; "" when it
// throws none (so a test of a refusal fails on an accepted file).
inline std::string configRefusal(const std::function<void()>& body) {
  try {
    body();
  } catch (const data::ConfigErrors& e) {
    return e.first();
  }
  return "";
}

}  // namespace sandtable::test
