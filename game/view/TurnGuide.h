// What the player may do next, in one short line with its keys (the top bar and the Orders
// panel show it), and what the keys do there: Enter takes the common next step (activate the
// unit, end its activation, the side's roll or end of turn), Tab selects the next unit that
// still has to act, the digits give the selected unit's numbered orders (ActionMenu's
// orderMenu), and X passes the rest of the side's turn. It reads the rules' legal actions by
// their kinds and names them in the adapter's words, so it holds for any ruleset; it changes
// nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "RulesetAdapter.h"
#include "rules/core/Game.h"

namespace sandtable::view {

class PlayController;

struct TurnGuide {
  // "Enter: activate Housecarls (needs more than 4) · Tab: another unit (6 to activate) · X: pass
  // the rest": what the player may do next and the key for each.
  std::string text;
  // The keys alone, in a few words, for the top of the Orders panel.
  std::string hint;
  std::optional<rules::Action> enter;      // what Enter does now
  std::optional<rules::UnitId> enterUnit;  // the unit it is for (selected before it acts)
  // Not empty when Enter gives something up (ends a turn with units still able to act): the
  // question to ask before doing it.
  std::string enterConfirm;
  // Units that still have to act, in Tab's order.
  std::vector<rules::UnitId> toAct;
  // X: the side's turn may be passed (ActionMenu's passStep), after this question.
  bool canPass = false;
  std::string passConfirm;
  std::optional<int> activationsLeft;  // where the ruleset counts them for the side
};

// For a person to act at `game` with `selected` selected.
TurnGuide guideFor(const rules::Game& game, std::optional<rules::UnitId> selected,
                   const RulesetAdapter& adapter);
// For the table as it stands: also while the AI plays, a hot-seat handover waits, a recording
// is studied, the rest of a turn is being passed, or the battle is over (text only).
TurnGuide guideFor(const PlayController& play, std::optional<rules::UnitId> selected,
                   const RulesetAdapter& adapter);

}  // namespace sandtable::view
