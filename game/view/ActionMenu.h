// The actions a player can take now, labelled for buttons: the selected unit's moves and
// attacks and the side's general actions (roll initiative, roll activation, end turn).
// Labels come from the ruleset (via its adapter) so they read as the rules speak.
#pragma once

#include <string>
#include <vector>

#include "RulesetAdapter.h"
#include "rules/core/Game.h"

namespace sandtable::view {

struct ActionChoice {
  rules::Action action;
  std::string label;
};

// Every action of the unit (moves, attacks, and whatever else its ruleset lists),
// labelled, decisions first; empty when the unit may not act.
std::vector<ActionChoice> unitActions(const rules::Game& game, rules::UnitId unit,
                                      const RulesetAdapter& adapter);
// Actions that belong to no unit (rolls, end turn, pass, fight the melees), labelled.
std::vector<ActionChoice> sideActions(const rules::Game& game, const RulesetAdapter& adapter);
std::vector<ActionChoice> sideActions(const rules::Game& game);  // generic labels
// Units of the side to act that have at least one legal action.
std::vector<rules::UnitId> unitsThatCanAct(const rules::Game& game);

// A label for any action: "Move to (3,2)", "Charge Arverni warriors", "Roll initiative".
std::string describe(const rules::Game& game, const rules::Action& a,
                     const RulesetAdapter& adapter);

}  // namespace sandtable::view
