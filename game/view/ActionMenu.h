// The actions a player can take now, labelled for buttons: the selected unit's moves and
// attacks and the side's general actions (roll initiative, roll activation, end turn).
// Labels come from the ruleset (via its adapter) so they read as the rules speak.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "RulesetAdapter.h"
#include "rules/core/Game.h"

namespace sandtable::view {

struct ActionChoice {
  rules::Action action;
  std::string label;
};

// Every action of the unit (moves, attacks, and whatever else its ruleset lists, with the
// orders its adapter adds: RulesetAdapter::moreOrders), labelled, decisions first; empty when
// the unit may not act. Wheels within kSameWheel of one listed before are left out: the rules
// may offer a wheel to face the nearest enemy 2 degrees from their 45-degree step, and a
// player needs only one of them (a drag with Shift still wheels to any angle); and of actions
// the same words name (two moves a few degrees apart), the first.
std::vector<ActionChoice> unitActions(const rules::Game& game, rules::UnitId unit,
                                      const RulesetAdapter& adapter);
inline constexpr rules::Angle kSameWheel = rules::kFullTurn * 5 / 360;  // 5 degrees

// The selected unit's orders as the Orders panel shows them and the keys give them: the
// activation to roll (Enter), the orders numbered from 1 (the digit keys give the first nine),
// and the end of its activation (Enter once activated), which the panel keeps in sight.
struct OrderMenu {
  std::optional<ActionChoice> activate;
  std::vector<ActionChoice> orders;
  std::optional<ActionChoice> end;
  bool empty() const { return !activate && orders.empty() && !end; }
};
OrderMenu orderMenu(const rules::Game& game, rules::UnitId unit, const RulesetAdapter& adapter);

// The rules' own way for the side to act to do nothing more this turn, one step at a time:
// end its turn where the ruleset has that, else end the activation under way, else activate
// its next unit (which then ends at once). Nothing when the side has no such step (a reaction,
// the melee phase). "Pass the rest" takes these steps until the side's part of the turn ends.
std::optional<rules::Action> passStep(const rules::Game& game);
// Actions that belong to no unit (rolls, end turn, pass, fight the melees), labelled.
std::vector<ActionChoice> sideActions(const rules::Game& game, const RulesetAdapter& adapter);
std::vector<ActionChoice> sideActions(const rules::Game& game);  // generic labels
// Units of the side to act that have at least one legal action.
std::vector<rules::UnitId> unitsThatCanAct(const rules::Game& game);

// Where an action's button goes among a unit's, in the order a player decides: activating,
// attacks and reactions, then shooting, then formations and moves, ending the activation last.
int buttonRank(rules::ActionKind k);

// A button's label inside a sentence: "Roll for initiative" -> "roll for initiative".
std::string inSentence(std::string label);

// A label for any action: "Move to (3,2)", "Charge Arverni warriors", "Roll initiative".
std::string describe(const rules::Game& game, const rules::Action& a,
                     const RulesetAdapter& adapter);

}  // namespace sandtable::view
