// 000 Sequence of Play: who makes an Action Roll (a unit, its columns in melee, its separated
// stands), and the phase's bookkeeping of them.
#include <gtest/gtest.h>

#include "rules/roberts/PhaseLedger.h"
#include "rules/roberts/Rollers.h"

using sandtable::rules::Hasher;
using namespace sandtable::rules::roberts;

TEST(RobertsRollers, AUnitRollsAsAWhole) {
  const auto r = rollersOf(3, UnitShape{4});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0], (Roller{3, RollerKind::Unit, 0}));
}

// "Stands which become separated from the main body of their unit must make individual Action
// Rolls".
TEST(RobertsRollers, SeparatedStandsRollOnTheirOwn) {
  const auto r = rollersOf(3, UnitShape{3, {2}});
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0], (Roller{3, RollerKind::Unit, 0}));
  EXPECT_EQ(r[1], (Roller{3, RollerKind::Stand, 2}));
}

// "a unit involved in melee combat ... Action Rolls must be made for each column"; so too a unit
// firing at more than one enemy unit (000 Missile Fire).
TEST(RobertsRollers, UnitsInMeleeRollPerColumn) {
  const auto melee = rollersOf(1, UnitShape{5, {}, true});
  ASSERT_EQ(melee.size(), 5u);
  for (int c = 0; c < 5; ++c) EXPECT_EQ(melee[c], (Roller{1, RollerKind::Column, c}));
  const auto fire = rollersOf(1, UnitShape{2, {}, false, true});
  ASSERT_EQ(fire.size(), 2u);
  EXPECT_EQ(fire[1], (Roller{1, RollerKind::Column, 1}));
}

// A failure ends the failing roller's Actions, not its sister columns' or separated stands'.
TEST(RobertsRollers, AFailureEndsOnlyThatRollersActions) {
  PhaseLedger ledger(Phase::Combat);
  const Roller left{1, RollerKind::Column, 0}, right{1, RollerKind::Column, 1};
  ledger.recordAction(left, false);
  EXPECT_TRUE(ledger.hasFailed(left));
  EXPECT_FALSE(ledger.hasFailed(right));
  EXPECT_FALSE(ledger.hasFailed({1, RollerKind::Stand, 4}));
  EXPECT_EQ(ledger.actionsTaken(left), 1);
  EXPECT_EQ(ledger.actionsTaken(right), 0);
}

TEST(RobertsRollers, TheLedgerIsClearedEachPhaseAndHashed) {
  PhaseLedger a(Phase::Action), b(Phase::Action);
  Hasher h0;
  a.hashInto(h0);
  a.recordAction({0}, true);
  a.recordFreeAction({1}, 0);
  Hasher h1;
  a.hashInto(h1);
  EXPECT_NE(h0.value(), h1.value());
  b.recordAction({0}, true);
  b.recordFreeAction({1}, 0);
  Hasher h2;
  b.hashInto(h2);
  EXPECT_EQ(h1.value(), h2.value());
  a.begin(Phase::Reaction);
  EXPECT_EQ(a.actionsTaken({0}), 0);
  EXPECT_EQ(a.freeActionsGiven(0), 0);
  EXPECT_FALSE(a.tookFreeAction({1}));
  EXPECT_EQ(a.phase(), Phase::Reaction);
}
