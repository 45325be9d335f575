#include "ActionMenu.h"

#include <algorithm>
#include <set>

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

std::string unitName(const Game& game, UnitId id) {
  for (const UnitView& u : game.units()) {
    if (u.id == id) return u.name.empty() ? u.typeName : u.name;
  }
  return "unit " + std::to_string(id);
}

std::string compassOf(Point from, Point to) {
  const Angle b = bearing(from, to);
  static const char* names[] = {"north", "north-east", "east", "south-east",
                                "south", "south-west", "west", "north-west"};
  return names[static_cast<std::size_t>(((b + kEighthTurn / 2) / kEighthTurn) % 8)];
}

}  // namespace

std::string describe(const Game& game, const Action& a, const RulesetAdapter& adapter) {
  switch (a.kind) {
    case ActionKind::RollInitiative:
      return "Roll for initiative";
    case ActionKind::RollActivation:
      return "Roll for activations";
    case ActionKind::EndActivation:
      return "End this unit's activation";
    case ActionKind::EndTurn:
      return "End turn";
    case ActionKind::Attack:
      return adapter.attackVerb(game, a) + " " + unitName(game, a.target);
    case ActionKind::Move: {
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
    case ActionKind::Count_:
      break;
  }
  return std::string(actionKindName(a.kind));
}

std::vector<ActionChoice> unitActions(const Game& game, UnitId unit,
                                      const RulesetAdapter& adapter) {
  std::vector<ActionChoice> out;
  for (const Action& a : game.legalActions()) {
    if (a.unit == unit && (a.kind == ActionKind::Move || a.kind == ActionKind::Attack ||
                           a.kind == ActionKind::EndActivation)) {
      out.push_back({a, describe(game, a, adapter)});
    }
  }
  // Attacks first: they are the decisions; then moves.
  std::stable_sort(out.begin(), out.end(), [](const ActionChoice& x, const ActionChoice& y) {
    return (x.action.kind == ActionKind::Attack) > (y.action.kind == ActionKind::Attack);
  });
  return out;
}

std::vector<ActionChoice> sideActions(const Game& game) {
  std::vector<ActionChoice> out;
  const RulesetAdapter generic;
  for (const Action& a : game.legalActions()) {
    if (a.unit == kNoUnit) out.push_back({a, describe(game, a, generic)});
  }
  return out;
}

std::vector<UnitId> unitsThatCanAct(const Game& game) {
  std::set<UnitId> ids;
  for (const Action& a : game.legalActions()) {
    if (a.unit != kNoUnit) ids.insert(a.unit);
  }
  return {ids.begin(), ids.end()};
}

}  // namespace sandtable::view
