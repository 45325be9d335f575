// What War of the Roses' tests share: the shipped tables, unit lines and profiles of the
// outline's troops, and the shipped ruleset's text for the file tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "data/YamlReader.h"
#include "rules/wotr/Army.h"
#include "rules/wotr/Profile.h"
#include "rules/wotr/Tables.h"
#include "scenario/wotr/WotrData.h"
#include "support/TestPaths.h"
#include "support/TextEdits.h"

namespace sandtable::test::wotr {

using namespace rules::wotr;

// config/rulesets/wotr.yaml, loaded once.
inline const Tables& tables() {
  static const std::shared_ptr<const Tables> t =
      scenario::loadWotrTables(configPath("rulesets/wotr.yaml"));
  return *t;
}

inline UnitLine unit(Kind kind, MoraleClass morale, int figures, Protection protection,
                     std::vector<std::string> weapons) {
  UnitLine u;
  u.id = "u";
  u.name = "test unit";
  u.kind = kind;
  u.morale = morale;
  u.bases = 1;
  u.groups.push_back({figures, protection, std::move(weapons)});
  return u;
}

inline Profile profile(Kind kind, MoraleClass morale, int figures, Protection protection,
                       std::vector<std::string> weapons) {
  return profileOf(tables(), unit(kind, morale, figures, protection, std::move(weapons)));
}

// The outline's troops.
inline Profile militiaFoot(int figures = 16, Protection p = Protection::None) {
  return profile(Kind::Militia, MoraleClass::Ordinary, figures, p, {"bill"});
}
inline Profile longbowmen(int figures = 16, Protection p = Protection::Light) {
  return profile(Kind::Militia, MoraleClass::Ordinary, figures, p, {"longbow"});
}
inline Profile knightsMounted(int figures = 12, MoraleClass m = MoraleClass::Ordinary) {
  return profile(Kind::Knight, m, figures, Protection::Full, {"lance", "horse"});
}

// The shipped ruleset's text; the errors of reading a changed copy; one passage changed; the
// line of a passage.
inline std::string shippedRulesetText() {
  return test::fileText(test::configPath("rulesets/wotr.yaml"));
}
inline std::vector<data::ConfigError> rulesetErrorsOf(std::string text) {
  data::YamlReader r = data::YamlReader::fromString(std::move(text), "wotr.yaml");
  scenario::parseWotrTables(r);
  return r.errors();
}
using test::lineOf;
using test::replaced;

}  // namespace sandtable::test::wotr
