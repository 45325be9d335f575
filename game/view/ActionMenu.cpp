#include "ActionMenu.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <set>

#include "rules/core/Wording.h"

namespace sandtable::view {

using namespace sandtable::rules;

std::string unitName(const Game& game, UnitId id) {
  for (const UnitView& u : game.units()) {
    if (u.id == id) return u.name.empty() ? u.typeName : u.name;
  }
  return "unit " + std::to_string(id);
}

namespace {

std::string compassOf(Point from, Point to) {
  const Angle b = bearing(from, to);
  static const char* names[] = {"north", "north-east", "east", "south-east",
                                "south", "south-west", "west", "north-west"};
  return names[static_cast<std::size_t>(((b + kEighthTurn / 2) / kEighthTurn) % 8)];
}

}  // namespace

std::string inSentence(std::string label) {
  if (!label.empty()) label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
  return label;
}

namespace {

std::string describeAction(const Game& game, const Action& a, const RulesetAdapter& adapter) {
  if (auto own = adapter.describe(game, a)) return *own;
  if (a.is(ActionRole::Attack)) return adapter.attackVerb(game, a) + " " + unitName(game, a.target);
  if (a.is(ActionRole::Move)) {
    if (a.square) {
      std::string dir;
      for (const UnitView& u : game.units()) {
        if (u.id == a.unit && u.square) {
          const Square d{a.square->col - u.square->col, a.square->row - u.square->row};
          dir = d.row > 0 ? "north" : d.row < 0 ? "south" : d.col > 0 ? "east" : "west";
        }
      }
      return "Move " + dir + " to (" + std::to_string(a.square->col) + "," +
             std::to_string(a.square->row) + ")";
    }
    if (a.point) {
      for (const UnitView& u : game.units()) {
        if (u.id == a.unit) {
          const Length d = distance(unitCentre(u), *a.point);
          return "Move " + compassOf(unitCentre(u), *a.point) + " " +
                 std::to_string(d / kMillimetre) + " mm";
        }
      }
    }
    return "Move";
  }
  // The kind's own words (a system's adapter names its orders better): a follow-up declined is
  // staying; an order aimed at a unit names it; a unit's activation names the unit.
  const std::string_view words = actionInfo(a.kind).words;
  if (words.empty()) return std::string(actionKindName(a.kind));
  if (a.is(ActionRole::FollowUp) && a.option == 0) return "Stay";
  std::string label = capitalised(std::string(words));
  if (a.target != kNoUnit) return label + " " + unitName(game, a.target);
  if (a.is(ActionRole::UnitActivation)) return label + " " + unitName(game, a.unit);
  return label;
}

}  // namespace

std::string describe(const Game& game, const Action& a, const RulesetAdapter& adapter) {
  return theWithinSentences(describeAction(game, a, adapter));
}

int buttonRank(ActionKind k) {
  // The decisions first (activating, then closing with the enemy, then shooting or standing),
  // then the unit's own arrangements, its moves, changes before the battle, and stopping.
  const ActionRoles roles = actionInfo(k).roles;
  using R = ActionRole;
  const std::pair<ActionRoles, int> ranks[] = {
      {{R::UnitActivation}, 0},
      {{R::Attack, R::Charge, R::Evade, R::FollowUp}, 1},
      {{R::Shoot, R::Stand}, 2},
      {{R::Champion, R::Halt, R::Withdraw}, 3},
      {{R::Turn, R::Formation}, 4},
      {{R::Move}, 5},
      {{R::Setup}, 6},
      {{R::EndActivation}, 7},
  };
  for (const auto& [among, rank] : ranks)
    if (roles.any(among)) return rank;
  return 8;
}

std::vector<ActionChoice> unitActions(const Game& game, UnitId unit,
                                      const RulesetAdapter& adapter) {
  std::vector<Action> actions;
  for (const Action& a : game.legalActions()) {
    if (a.unit == unit) actions.push_back(a);
  }
  if (actions.empty()) return {};
  // The adapter's orders first, so that among near-equal wheels its (to face an enemy) is kept.
  std::vector<Action> all;
  for (const Action& a : adapter.moreOrders(game, unit)) {
    if (a.unit == unit && std::find(all.begin(), all.end(), a) == all.end() && game.check(a)) all.push_back(a);
  }
  for (const Action& a : actions) {
    if (std::find(all.begin(), all.end(), a) == all.end()) all.push_back(a);
  }
  std::vector<ActionChoice> out;
  std::vector<Angle> wheels;
  for (const Action& a : all) {
    if (a.is(ActionRole::Turn) && a.facing) {
      const bool near = std::any_of(wheels.begin(), wheels.end(), [&](Angle f) {
        return std::abs(angleDifference(f, *a.facing)) < kSameWheel;
      });
      if (near) continue;
      wheels.push_back(*a.facing);
    }
    // Two moves a few degrees apart can read the same ("Move 1 span north"): one button.
    std::string label = describe(game, a, adapter);
    if (std::any_of(out.begin(), out.end(), [&](const ActionChoice& c) { return c.label == label; })) continue;
    out.push_back({a, std::move(label)});
  }
  // Attacks first: they are the decisions; then moves.
  std::stable_sort(out.begin(), out.end(), [](const ActionChoice& x, const ActionChoice& y) {
    return buttonRank(x.action.kind) < buttonRank(y.action.kind);
  });
  return out;
}

OrderMenu orderMenu(const Game& game, UnitId unit, const RulesetAdapter& adapter) {
  OrderMenu m;
  for (ActionChoice& c : unitActions(game, unit, adapter)) {
    if (c.action.is(ActionRole::UnitActivation) && !m.activate)
      m.activate = std::move(c);
    else if (c.action.is(ActionRole::EndActivation) && !m.end)
      m.end = std::move(c);
    else
      m.orders.push_back(std::move(c));
  }
  return m;
}

std::optional<Action> passStep(const Game& game) {
  const std::vector<Action> legal = game.legalActions();
  for (ActionRole r :
       {ActionRole::EndTurn, ActionRole::EndActivation, ActionRole::UnitActivation}) {
    for (const Action& a : legal) {
      if (a.is(r)) return a;
    }
  }
  return std::nullopt;
}

std::vector<ActionChoice> sideActions(const Game& game, const RulesetAdapter& adapter) {
  std::vector<ActionChoice> out;
  for (const Action& a : game.legalActions()) {
    if (a.unit == kNoUnit) out.push_back({a, describe(game, a, adapter)});
  }
  return out;
}

std::vector<ActionChoice> sideActions(const Game& game) {
  const RulesetAdapter generic;
  return sideActions(game, generic);
}

std::vector<UnitId> unitsThatCanAct(const Game& game) {
  std::set<UnitId> ids;
  for (const Action& a : game.legalActions()) {
    if (a.unit != kNoUnit) ids.insert(a.unit);
  }
  return {ids.begin(), ids.end()};
}

}  // namespace sandtable::view
