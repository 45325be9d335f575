// The shipped config/rulesets/roberts.yaml as text, and what the ruleset tests do with it: read
// a changed copy and collect its errors, change one passage, find the line of a passage.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "data/YamlReader.h"
#include "scenario/roberts/RobertsData.h"
#include "support/TestPaths.h"
#include "support/TextEdits.h"

namespace sandtable::test::roberts {

inline std::string shippedRulesetText() {
  return test::fileText(test::configPath("rulesets/roberts.yaml"));
}

// The errors of reading `text` as roberts.yaml.
inline std::vector<data::ConfigError> rulesetErrorsOf(std::string text) {
  data::YamlReader r = data::YamlReader::fromString(std::move(text), "roberts.yaml");
  scenario::parseRobertsTables(r);
  return r.errors();
}

using test::lineOf;
using test::replaced;

}  // namespace sandtable::test::roberts
