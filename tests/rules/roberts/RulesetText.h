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

// `text` with its first `from` replaced by `to`; a test fails when `from` is not there.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// The 1-based line of the first occurrence of `what`.
inline int lineOf(const std::string& text, const std::string& what) {
  const auto at = text.find(what);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

}  // namespace sandtable::test::roberts
