#include "TurnGuide.h"

#include <algorithm>

#include "ActionMenu.h"
#include "PlayController.h"
#include "rules/core/Wording.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

const char* const kDot = " \u00b7 ";

std::string plural(std::size_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "1" or "1-9": the digit keys that give `n` orders (the first nine).
std::string digits(std::size_t n) { return n == 1 ? "1" : "1-" + std::to_string(std::min<std::size_t>(n, 9)); }

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : kDot) + p;
  return out;
}

// The selected unit if it is among `units` (sorted), else the first after it, round to the front.
UnitId selectedOrNext(const std::vector<UnitId>& units, std::optional<UnitId> selected) {
  if (selected) {
    if (std::find(units.begin(), units.end(), *selected) != units.end()) return *selected;
    const auto it = std::upper_bound(units.begin(), units.end(), *selected);
    if (it != units.end()) return *it;
  }
  return units.front();
}

}  // namespace

TurnGuide guideFor(const Game& game, std::optional<UnitId> selected, const RulesetAdapter& adapter) {
  TurnGuide g;
  const std::vector<Action> legal = game.legalActions();
  std::vector<Action> side, activations, ends;
  for (const Action& a : legal) {
    if (a.unit == kNoUnit) side.push_back(a);
    if (a.is(ActionRole::UnitActivation)) activations.push_back(a);
    if (a.is(ActionRole::EndActivation)) ends.push_back(a);
  }
  g.activationsLeft = adapter.activationsLeft(game);
  const std::optional<Action> pass = passStep(game);
  g.canPass = pass.has_value();
  const std::string passKey = "X: pass the rest";
  std::vector<std::string> parts, hint;

  if (!activations.empty()) {
    // Units still to activate, one at a time: Enter activates the selected one, or the next.
    for (const Action& a : activations) g.toAct.push_back(a.unit);
    std::sort(g.toAct.begin(), g.toAct.end());
    const UnitId pick = selectedOrNext(g.toAct, selected);
    g.enter = *std::find_if(activations.begin(), activations.end(), [&](const Action& a) { return a.unit == pick; });
    g.enterUnit = pick;
    parts.push_back("Enter: " + inSentence(describe(game, *g.enter, adapter)));
    hint.push_back("Enter: activate");
    if (g.toAct.size() > 1) {
      parts.push_back("Tab: another unit (" + std::to_string(g.toAct.size()) + " to activate)");
      hint.push_back("Tab: next unit");
    }
  } else if (!ends.empty()) {
    // A unit is under way: its orders by number, Enter to end it.
    const UnitId u = ends.front().unit;
    g.toAct = {u};
    g.enter = ends.front();
    g.enterUnit = u;
    const OrderMenu menu = orderMenu(game, u, adapter);
    if (!menu.orders.empty()) {
      parts.push_back(digits(menu.orders.size()) + ": give " + unitName(game, u) + " an order");
      hint.push_back(digits(menu.orders.size()) + ": an order");
    }
    parts.push_back("Enter: " + inSentence(describe(game, ends.front(), adapter)));
    hint.push_back("Enter: end");
  } else {
    // Units that may act (MicroBattle's activations, a charged unit's answer, shots at a
    // charger) and the side's own actions (a roll, the end of its turn, the next melee).
    g.toAct = unitsThatCanAct(game);
    if (g.activationsLeft) {
      parts.push_back(plural(static_cast<std::size_t>(*g.activationsLeft), "activation", "activations") + " left");
      hint.push_back(parts.back());
    }
    const bool selectedActs =
        selected && std::find(g.toAct.begin(), g.toAct.end(), *selected) != g.toAct.end();
    const OrderMenu menu = selectedActs ? orderMenu(game, *selected, adapter) : OrderMenu{};
    if (!menu.orders.empty()) {
      parts.push_back(digits(menu.orders.size()) + ": an order for " + unitName(game, *selected));
      hint.push_back(digits(menu.orders.size()) + ": an order");
    } else if (g.toAct.size() == 1) {
      parts.push_back("Tab: select " + unitName(game, g.toAct.front()) + ", which may act");
    } else if (!g.toAct.empty()) {
      parts.push_back("Tab: select a unit that may act (" + std::to_string(g.toAct.size()) + ")");
    }
    if (selectedActs && g.toAct.size() > 1) hint.push_back("Tab: next unit");
    if (!side.empty()) {
      g.enter = side.front();
      parts.push_back("Enter: " + inSentence(describe(game, side.front(), adapter)));
      hint.push_back("Enter: " + inSentence(describe(game, side.front(), adapter)));
      // Ending the turn with activations unused gives them up (where the ruleset counts none,
      // while any unit could still act).
      const bool unused = g.activationsLeft ? *g.activationsLeft > 0 : !g.toAct.empty();
      if (side.front().is(ActionRole::EndTurn) && unused) {
        g.enterConfirm = "End the turn with " +
                         (g.activationsLeft
                              ? plural(static_cast<std::size_t>(*g.activationsLeft), "activation", "activations") +
                                    " unused?"
                              : plural(g.toAct.size(), "unit", "units") + " still able to act?");
      }
    }
  }
  if (pass) {
    if (pass->is(ActionRole::EndTurn)) {
      g.passConfirm = g.enterConfirm.empty() ? "End the turn?" : g.enterConfirm;
    } else {
      const std::size_t left = activations.size();
      std::string what = ends.empty() ? "" : "the activation under way ends";
      if (left > 0) {
        what += std::string(what.empty() ? "" : ", and ") +
                (left == 1 ? "the one unit still to activate is activated"
                           : "each of the " + std::to_string(left) + " units still to activate is activated") +
                " and its activation ended at once";
      }
      g.passConfirm = "Pass the rest of this turn? " + capitalised(what) +
                      ", with no orders given: the rules still roll each activation, with whatever a failure brings.";
    }
    if (!pass->is(ActionRole::EndTurn) || !g.enter || !g.enter->is(ActionRole::EndTurn)) {
      parts.push_back(passKey);
      hint.push_back(passKey);
    }
  }
  for (std::string& part : parts) part = rules::theWithinSentences(part);
  g.text = joined(parts);
  g.hint = joined(hint);
  return g;
}

TurnGuide guideFor(const PlayController& play, std::optional<UnitId> selected, const RulesetAdapter& adapter) {
  TurnGuide g;
  if (play.over()) {
    g.text = "The battle is over";
  } else if (play.studying()) {
    g.text = "Space: play or pause \u00b7 . and ,: a step forward or back \u00b7 ] and [: a turn";
  } else if (play.handoverPending()) {
    g.text = "Enter: take the table \u00b7 R: take it and first see what the other side did";
  } else if (play.passing()) {
    const std::vector<Action> legal = play.game().legalActions();
    const auto left = std::count_if(legal.begin(), legal.end(), [](const Action& a) {
      return a.is(ActionRole::UnitActivation);
    });
    g.text = "Passing the rest of the turn: " + plural(static_cast<std::size_t>(left), "unit", "units") +
             " still to activate \u00b7 Esc: stop";
  } else if (play.aiToAct()) {
    g.text = play.aiPaused() ? "The AI is paused (untick Pause to let it play)"
                             : "The AI is playing \u00b7 K: let it finish its turn at once";
  } else if (play.humanToAct()) {
    return guideFor(play.game(), selected, adapter);
  }
  return g;
}

}  // namespace sandtable::view
