// The `sides:` section every ruleset's scenario has: `side1` and `side2`, each a map with
// the side's `name`, its `units` list and whatever else the ruleset adds. The frame is read
// here once; each ruleset reads its own keys and units through the callback.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "Scenario.h"
#include "data/YamlReader.h"
#include "rules/core/Units.h"

namespace sandtable::scenario {

// The sides' keys, by index (0 or 1).
inline constexpr const char* kSideKeys[] = {"side1", "side2"};

// Reads one side's own keys and units: its index (0 or 1), its Side and its map.
using SideReader = std::function<void(int index, rules::Side side, const YAML::Node& node)>;

// Checks the section and each side (allowed keys `keys`, a required `name`), puts the
// names into info.sideNames and hands each side present to readSide. Returns the section
// (undefined when it is missing).
YAML::Node readSides(data::YamlReader& r, const YAML::Node& root, const std::vector<std::string>& keys,
                     ScenarioInfo& info, const SideReader& readSide);

// A side's `units` list, reported when missing, not a list, or empty; nullopt when there is
// no list to read.
std::optional<YAML::Node> sideUnits(data::YamlReader& r, const YAML::Node& side);

// The most letters a unit's `short` name may have: it stands in for the name on a floating
// label where the whole name does not fit, so it has to be narrow on the screen.
inline constexpr std::size_t kShortNameLetters = 14;

// A unit's optional `short` name ("Gyrth" for "Gyrth's housecarls"): reported at its value
// when empty or longer than kShortNameLetters letters; "" when the unit has none.
std::string unitShortName(data::YamlReader& r, const YAML::Node& unit);

}  // namespace sandtable::scenario
