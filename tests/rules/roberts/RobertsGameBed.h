// What Robert's Rules' match tests share: a small Deployment on a flat 72" x 48" table (centred
// on the origin, side one facing +y from the south, side two facing it from the north) with
// the text's troops: the Swift militia spearmen with their Captain, two units of elite lancers
// with the General attached to the first, regular spearmen, the crossbowmen and a skirmisher.
#pragma once

#include <memory>
#include <optional>

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

}  // namespace sandtable::test::roberts
