// The narration cues of a historical scenario, checked the same way for every battle: each
// has its text and says where its history comes from, a turn within the day, a unit or a
// personality that is really in the battle, and one cue for each way the day can end.
#pragma once

#include <set>
#include <string>

#include "rules/core/Game.h"
#include "scenario/Scenario.h"

namespace sandtable::test {

// Checks every cue of `scenario` (its units named as `game` names them) with gtest
// expectations, `battle` naming it in their messages; returns the personalities whose
// loss has a cue, for the caller to ask after the ones that matter to its battle.
std::set<std::string> expectCuesNameRealUnitsAndPersonalities(const scenario::LoadedScenario& scenario,
                                                              const rules::Game& game, const std::string& battle);

}  // namespace sandtable::test
