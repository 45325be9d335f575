// Small War of the Roses battles for the match's tests: units of the outline's troops placed
// in inches on an open flat table (72 x 48"), every unit in one battle/wing whose captain, and
// the C-in-C, ride with the side's first unit; forced dice make each event exact.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "WotrBed.h"
#include "rules/core/Battlefield.h"
#include "rules/wotr/WotrGame.h"

namespace sandtable::test::wotr {

inline std::shared_ptr<const Tables> sharedTables() {
  static const std::shared_ptr<const Tables> t =
      scenario::loadWotrTables(configPath("rulesets/wotr.yaml"));
  return t;
}

inline UnitLine line(UnitLine u, int bases) {
  u.bases = bases;
  u.wing = "w";
  return u;
}
inline UnitLine billmen(int figures = 16) {
  return line(unit(Kind::Militia, MoraleClass::Ordinary, figures, Protection::None, {"bill"}), 4);
}
inline UnitLine bowmen(int figures = 16) {
  return line(unit(Kind::Militia, MoraleClass::Ordinary, figures, Protection::Light, {"longbow"}),
              4);
}
inline UnitLine lancers(int figures = 12) {
  return line(
      unit(Kind::Knight, MoraleClass::Chivalric, figures, Protection::Full, {"lance", "horse"}), 4);
}
inline UnitLine levy(int figures = 16) {
  return line(unit(Kind::Levy, MoraleClass::Ordinary, figures, Protection::None, {"spear"}), 4);
}

// Side 1's units first, then side 2's: a unit's UnitId is the order it is added in.
class MatchBed {
 public:
  rules::UnitId add(rules::Side side, UnitLine u, double x, double y, int facingDegrees,
                    int ranks = 1) {
    SideDeployment& sd = mDeployment.sides[static_cast<std::size_t>(rules::sideIndex(side))];
    if (sd.army.wings.empty()) {
      sd.army.commander = side == rules::Side::One ? "General One" : "General Two";
      sd.army.wings.push_back(
          {"w", "The battle", side == rules::Side::One ? "Captain One" : "Captain Two"});
    }
    u.id = "u" + std::to_string(sd.units.size());
    Placement p;
    p.line = u.id;
    p.name = u.name + " " + std::to_string(mNext);
    p.front = {Battle::inches(x), Battle::inches(y)};
    p.facing = rules::degrees(facingDegrees);
    p.ranks = ranks;
    sd.army.units.push_back(std::move(u));
    sd.units.push_back(std::move(p));
    return mNext++;
  }
  // The match at Event I of turn 1 with no orders in play: every unit moves as the rules of
  // movement, fire and melee alone allow (the tests of those events).
  std::unique_ptr<WotrGame> start(int turnLimit = 8) {
    auto game = startUnderOrders(turnLimit);
    game->dropOrdersForTests();
    return game;
  }
  // The match before the battle, each side's battle/wing under `orders` (side 1's, side 2's),
  // written and waiting for the sides' Pass.
  std::unique_ptr<WotrGame> startUnderOrders(int turnLimit = 8, Order one = Order::Defend,
                                             Order two = Order::Defend) {
    return startUnderOrdersOn(std::make_shared<rules::FlatBattlefield>(table()), turnLimit, one,
                              two);
  }
  // The same on a battlefield of the test's own.
  std::unique_ptr<WotrGame> startUnderOrdersOn(std::shared_ptr<const rules::Battlefield> field,
                                               int turnLimit = 8, Order one = Order::Defend,
                                               Order two = Order::Defend) {
    mDeployment.victory.turnLimit = turnLimit;
    mDeployment.sides[0].openingOrders = {{"w", one}};
    mDeployment.sides[1].openingOrders = {{"w", two}};
    return startGame(sharedTables(), std::move(field), mDeployment);
  }
  // The match with no orders, as start(), on a battlefield of the test's own.
  std::unique_ptr<WotrGame> startOn(std::shared_ptr<const rules::Battlefield> field) {
    auto game = startGame(sharedTables(), std::move(field), mDeployment);
    game->dropOrdersForTests();
    return game;
  }
  // The open table, 72 x 48" from the south-west corner.
  static rules::Rect table() {
    return {{36 * rules::kInch, 24 * rules::kInch}, 0, 72 * rules::kInch, 48 * rules::kInch};
  }
  Deployment& deployment() { return mDeployment; }

 private:
  Deployment mDeployment;
  rules::UnitId mNext = 0;
};

// Unit `id` put to rout in the turn before this one, so Event VI may rally it this turn.
inline void routedLastTurn(WotrGame& game, rules::UnitId id) {
  rules::wotr::UnitState& u = game.battleForTests().unit(id);
  u.mode = rules::wotr::Mode::Routed;
  u.everRouted = true;
  u.routedTurn = game.turn() - 1;
}

// A move of `unit` straight ahead by `inches`.
inline rules::Action forward(const WotrGame& game, rules::UnitId unit, double inches) {
  const Pose& p = game.battle().unit(unit).pose;
  rules::Action a{rules::ActionKind::Move, unit};
  a.point = p.front + rules::heading(p.facing, Battle::inches(inches));
  a.facing = p.facing;
  return a;
}

// The dice-rolled events' rolls whose purpose starts with `purpose`.
inline int rollsFor(const rules::EventList& events, const std::string& purpose) {
  int n = 0;
  for (const rules::Event& e : events.events) {
    if (e.kind == rules::EventKind::DiceRolled && e.roll && e.roll->purpose.rfind(purpose, 0) == 0)
      ++n;
  }
  return n;
}

}  // namespace sandtable::test::wotr
