// What `army-cost` asks of a rule system whose armies are bought by points: read the army file
// by the ruleset file and give its cost sheet, line by line. A system provides one by a
// tools/cli/<id>/ArmyCost.cpp defining systems::<id>ArmyCost; tools/cli/CMakeLists.txt finds
// the file and lists the system in the generated ArmyCosters.inc.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::cli {

struct ArmyCostSheet {
  struct Line {
    int indent = 0;  // 0: a heading or total; 1: an item of the line above
    std::string label;
    std::string amount;  // empty: none
  };
  std::string title;  // "<army> (<system>, ...)"
  std::vector<Line> lines;
};

// Reads and checks the army (throws data::ConfigErrors on bad input) and costs it.
using ArmyCoster = ArmyCostSheet (*)(const std::filesystem::path& army,
                                     const std::filesystem::path& ruleset);

// An army file read and costed by the rule system its `army: {ruleset: <id>}` names, by
// `ruleset` (empty: the shipped config/rulesets/<id>.yaml); `army-cost` prints the sheet and
// `validate` (and so `fuzz`) checks army files so. Throws data::ConfigErrors on bad input.
ArmyCostSheet costArmyFile(const std::filesystem::path& army,
                           const std::filesystem::path& ruleset = {});

namespace systems {
#define SANDTABLE_ARMY_COSTER(id)                               \
  ArmyCostSheet id##ArmyCost(const std::filesystem::path& army, \
                             const std::filesystem::path& ruleset);
#include "ArmyCosters.inc"
#undef SANDTABLE_ARMY_COSTER
}  // namespace systems

}  // namespace sandtable::cli
