#include "Briefing.h"

namespace sandtable::view {

std::vector<BriefingSection> briefingSections(const scenario::ScenarioInfo& info, bool battleOver) {
  std::vector<BriefingSection> out;
  const BriefingSection history{"What happened in history", info.historicalOutcome, !battleOver};
  if (battleOver && !history.text.empty()) out.push_back(history);
  if (!info.description.empty()) out.push_back({"The battle", info.description, false});
  if (!info.briefing.empty()) out.push_back({"The situation", info.briefing, false});
  if (!battleOver && !history.text.empty()) out.push_back(history);
  if (out.empty()) out.push_back({"The battle", info.name + ": this scenario has no description.", false});
  return out;
}

}  // namespace sandtable::view
