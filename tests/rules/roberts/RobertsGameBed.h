// What Robert's Rules' match tests share: a small Deployment on a flat 72" x 48" table (centred
// on the origin, side one facing +y from the south, side two facing it from the north) with
// the text's troops: the Swift militia spearmen with their Captain, two units of elite lancers
// with the General attached to the first, regular spearmen, the crossbowmen and a skirmisher.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "RobertsBed.h"
#include "rules/roberts/RobertsGame.h"
#include "scenario/roberts/RobertsData.h"
#include "support/TestPaths.h"

namespace sandtable::test::roberts {

inline std::shared_ptr<const rules::roberts::Tables> sharedTables() {
  return scenario::loadRobertsTables(configPath("rulesets/roberts.yaml"));
}

inline std::shared_ptr<const rules::Battlefield> flatTable() {
  return std::make_shared<rules::FlatBattlefield>(
      rules::Rect{{0, 0}, 0, 72 * rules::kInch, 48 * rules::kInch});
}

inline rules::Point at(double xInches, double yInches) {
  return {static_cast<rules::Length>(xInches * rules::kInch),
          static_cast<rules::Length>(yInches * rules::kInch)};
}

inline rules::roberts::UnitLine line(rules::roberts::UnitLine u, std::string id, std::string name,
                                     int count = 1) {
  u.id = std::move(id);
  u.name = std::move(name);
  u.count = count;
  return u;
}

inline rules::roberts::Placement place(std::string lineId, rules::Point front, rules::Angle facing,
                                       int ranks = 1, std::string name = {}) {
  rules::roberts::Placement p;
  p.line = std::move(lineId);
  p.name = std::move(name);
  p.front = front;
  p.facing = facing;
  p.ranks = ranks;
  return p;
}

// The two armies with nobody placed yet.
inline rules::roberts::Deployment emptyDeployment() {
  using namespace rules::roberts;
  Deployment d;
  SideDeployment& ours = d.sides[0];
  ours.name = "Ours";
  ours.army.name = "Ours";
  ours.army.units = {line(spearmen(9, {"militia", "swift"}), "militia", "Militia spearmen"),
                     line(eliteLancers(3), "lancers", "Elite lancers", 2),
                     line(spearmen(6), "regulars", "Regular spearmen")};
  ours.army.leaders = {{"Captain", LeaderRank::Captain, "militia"},
                       {"General", LeaderRank::General, "lancers"}};
  SideDeployment& theirs = d.sides[1];
  theirs.name = "Theirs";
  theirs.army.name = "Theirs";
  theirs.army.units = {
      line(crossbowmen(10), "crossbows", "Crossbowmen"),
      line(unit(rules::roberts::TroopKind::Skirmisher, 1, "hand_weapons", "", {}, {}, false),
           "skirmishers", "Skirmishers", 2)};
  d.victory.turnLimit = 3;
  return d;
}

// The militia 8" from the lancers and their General, beyond his 6"; the crossbowmen far off;
// the Captain roams free at `captain` (none: attached to the militia, as the army has him).
inline rules::roberts::Deployment withFreeCaptain(std::optional<rules::Point> captain) {
  rules::roberts::Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-15, -15), 0, 3), place("lancers", at(0, -15), 0)};
  d.sides[1].units = {place("crossbows", at(0, 10), rules::kHalfTurn, 2)};
  if (captain) {
    d.sides[0].army.leaders[0].with.clear();
    d.sides[0].freeLeaders = {{"Captain", *captain}};
  }
  return d;
}

// The chance `odds` gives the outcome worded `words`; a test failure, and -1, when it has none.
inline double chanceOfOutcome(const rules::ActionOdds& odds, const std::string& words) {
  for (const rules::OutcomeChance& c : odds.outcomes)
    if (c.outcome == words) return c.chance;
  ADD_FAILURE() << "no outcome '" << words << "'";
  return -1.0;
}

// The share of every way four dice fall (two 2d6 melee rolls) in which combat `clash`, fought
// from `game`, pushes back each unit: [0] the unit `first`, [1] any other. A clash whose rolls
// count together (000 Melee Combat: only the higher roll counts) pushes back at most one.
inline std::array<double, 2> pushedBackOverEveryRoll(const rules::roberts::RobertsGame& game,
                                                     const rules::Action& clash,
                                                     rules::UnitId first) {
  std::array<int, 2> pushed{};
  int all = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b)
      for (int c = 1; c <= 6; ++c)
        for (int d = 1; d <= 6; ++d) {
          rules::roberts::RobertsGame copy(game);
          rules::Dice dice(1, {a, b, c, d});
          rules::EventList fought;
          copy.apply(clash, dice, fought);
          ++all;
          for (const rules::Event& e : fought.events) {
            if (e.kind != rules::EventKind::UnitRetreated) continue;
            ++pushed[e.unit == first ? 0 : 1];
            break;
          }
        }
  return {static_cast<double>(pushed[0]) / all, static_cast<double>(pushed[1]) / all};
}

}  // namespace sandtable::test::roberts
