// 001 2.4.8 Breaking off: who may (Skirmishers and Cavalry from slower troops, a Ready unit
// from a Worn or Broken opponent as fast, a supporting unit) and how far (Skirmishers up to a
// full move, drilled and Veteran up to half, others a random half move ending Unformed).
// Movement.BreakingOffSkirmishersFromSlowerTroops has the Skirmishers.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

Action breakOff(UnitId u, int spans) {
  Action a{ActionKind::BreakOff, u};
  a.option = spans;
  return a;
}

struct BreakOff : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
  int loose = bed.looseFoot();
};

TEST_F(BreakOff, CavalryFromSlowerTroopsWithARandomHalfMoveEndingUnformed) {
  const UnitId h = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 5, 180);  // front to front
  const UnitId h2 = bed.add(Side::One, cav, 3, 40, 5, 0);
  bed.add(Side::Two, cav, 3, 40, 5, 180);  // as fast as it
  auto g = bed.build();
  ASSERT_TRUE(g->contactBetween(g->unit(h), g->unit(e)));
  EventList ev;
  activateFirstW(*g, h, ev);
  Action b{ActionKind::BreakOff, h};
  EXPECT_FALSE(g->check(breakOff(h, 1)).legal) << "irregular: a random move, not a chosen one";
  ASSERT_TRUE(g->check(b).legal) << g->check(b).why;
  // Half of Cavalry's 4 spans: 2 dice, 3 and 4: 2 spans straight back.
  Dice d(0, {3, 4});
  play(*g, b, d, ev);
  EXPECT_EQ(g->unit(h).pose.front, at(20, 3));
  EXPECT_EQ(g->unit(h).pose.facing, 0);
  EXPECT_FALSE(g->unit(h).formed);
  EXPECT_FALSE(g->contactBetween(g->unit(h), g->unit(e)));
  Dice none;
  play(*g, {ActionKind::EndActivation, h}, none, ev);
  activateW(*g, h2, {6, 6}, ev);
  EXPECT_FALSE(g->check({ActionKind::BreakOff, h2}).legal) << "not from Cavalry as fast as itself";
}

TEST_F(BreakOff, AReadyUnitFromAWornOpponentAsFastAndDrilledUnitsChooseUpToHalfAMove) {
  const int dfoot = bed.drilled(foot);
  const UnitId u = bed.add(Side::One, dfoot, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 5, 180);
  const UnitId lf = bed.add(Side::One, loose, 3, 40, 5, 0);
  const UnitId slow = bed.add(Side::Two, foot, 3, 40, 5, 180);
  auto g = bed.build();
  auto ready = g->clone();
  W::unit(*g, e).morale = Morale::Worn;
  W::unit(*g, slow).morale = Morale::Worn;
  EventList ev;
  activateFirstW(*g, u, ev);
  Action b = breakOff(u, 1);
  ASSERT_TRUE(g->check(b).legal) << g->check(b).why;
  EXPECT_FALSE(g->check(breakOff(u, 2)).legal) << "drilled: at most half of 2 spans, at least 1";
  EXPECT_FALSE(g->check({ActionKind::BreakOff, u}).legal) << "drilled units choose the distance";
  Dice none;
  play(*g, b, none, ev);
  EXPECT_EQ(g->unit(u).pose.front, at(20, 4));
  EXPECT_TRUE(g->unit(u).formed);
  play(*g, {ActionKind::EndActivation, u}, none, ev);
  activateW(*g, lf, {6, 6}, ev);
  EXPECT_FALSE(g->check({ActionKind::BreakOff, lf}).legal) << "the Worn opponent is slower: not this case";
  // The same against a Ready opponent: no case applies.
  auto& r = static_cast<WarlordsGame&>(*ready);
  EventList ev2;
  activateFirstW(r, u, ev2);
  EXPECT_FALSE(r.check(b).legal);
}

TEST_F(BreakOff, ASupportingUnitMayBreakOffItsOpponentMayNot) {
  // Side one's two units both touch the enemy's front; the one with more front in contact is
  // the opponent (2.6), the other supports and may break off.
  const UnitId opp = bed.add(Side::One, foot, 2, 19.5, 5, 0);   // x 18.5 .. 20.5
  const UnitId sup = bed.add(Side::One, foot, 2, 21.5, 5, 0);   // x 20.5 .. 22.5
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 5, 180);     // x 18.5 .. 21.5
  auto g = bed.build();
  ASSERT_TRUE(g->contactBetween(g->unit(opp), g->unit(e)));
  ASSERT_TRUE(g->contactBetween(g->unit(sup), g->unit(e)));
  EventList ev;
  activateFirstW(*g, opp, ev);
  EXPECT_FALSE(g->check({ActionKind::BreakOff, opp}).legal) << "the opponent of an equal, Ready enemy";
  Dice none;
  play(*g, {ActionKind::EndActivation, opp}, none, ev);
  activateW(*g, sup, {6, 6}, ev);
  Action b{ActionKind::BreakOff, sup};
  ASSERT_TRUE(g->check(b).legal) << g->check(b).why;
  Dice d(0, {3});  // half of 2 spans: 1 die
  play(*g, b, d, ev);
  EXPECT_FALSE(g->contactBetween(g->unit(sup), g->unit(e)));
  EXPECT_TRUE(g->contactBetween(g->unit(opp), g->unit(e)));
}

}  // namespace
}  // namespace sandtable::test
