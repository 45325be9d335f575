// What the Briefing panel shows of a scenario, in order: the battle as the scenario
// describes it, the historical situation, and how the battle went in history. Until the
// battle is over, the last is kept folded at the end (the teacher may open it), so that a
// class can fight the day before learning how it ended; once it is over, it comes first,
// open, beside the result just played.
#pragma once

#include <string>
#include <vector>

#include "scenario/Scenario.h"

namespace sandtable::view {

struct BriefingSection {
  std::string heading;
  std::string text;
  bool folded = false;  // shown only when opened
};

std::vector<BriefingSection> briefingSections(const scenario::ScenarioInfo& info, bool battleOver);

}  // namespace sandtable::view
