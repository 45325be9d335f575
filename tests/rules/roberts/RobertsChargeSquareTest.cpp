// A charge that strikes its target at an angle squares up against the edge it struck: the
// charger arrives with a corner first, and only edges that lie along each other make a combat.
#include <gtest/gtest.h>

#include "RobertsGameBed.h"
#include "measured/Contact.h"
#include "rules/roberts/CombatPhase.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

const Action kEndPhase{rules::ActionKind::EndTurn};
constexpr UnitId kLancers = 1;
constexpr UnitId kCrossbows = 2;
constexpr Angle kTwentyDegrees = 3641;

}  // namespace

TEST(RobertsChargeSquare, AChargeStrikingAtAnAngleSquaresUpAndFights) {
  // The crossbowmen in two ranks facing away; the lancers half an inch off their left flank
  // (as the crossbowmen face), turned twenty degrees off square.
  Deployment d = emptyDeployment();
  d.sides[1].units = {place("crossbows", at(0, -13.5), kHalfTurn, 2)};
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(-20, 10), 0)};
  auto probe = startGame(sharedTables(), flatTable(), d);
  const Rect xb = probe->table().block(probe->table().unit(kCrossbows));
  const Point flank{xb.centre.x + xb.width / 2 + kInch / 2, xb.centre.y};
  const Angle square = bearing(flank, xb.centre);
  d.sides[0].units[1] = place("lancers", flank, normalizeAngle(square + kTwentyDegrees));
  auto g = startGame(sharedTables(), flatTable(), d);
  const Rect before = g->table().block(g->table().unit(kLancers));
  ASSERT_FALSE(measured::contactOf(before, xb));

  Dice dice(1, {6, 6, 6, 6, 6, 6, 6, 6});
  EventList events;
  const Action charge{rules::ActionKind::Charge, kLancers, kCrossbows};
  ASSERT_TRUE(g->check(charge)) << g->check(charge).why;
  g->apply(charge, dice, events);
  for (int i = 0; i < 4 && g->clock().phase() != Phase::Combat; ++i)
    g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);

  const Rect after = g->table().block(g->table().unit(kLancers));
  const auto contact = measured::contactOf(after, xb);
  ASSERT_TRUE(contact) << "the lancers stand square against the flank";
  EXPECT_EQ(contact->edgeA, Zone::Front);
  EXPECT_NE(contact->edgeB, Zone::Front);
  EXPECT_EQ(g->table().unit(kLancers).pose.facing, normalizeAngle(square));
  EXPECT_FALSE(pairsBetween(g->table(), kLancers, kCrossbows).empty());
  EXPECT_FALSE(g->check(kEndPhase).legal) << "the combat is owed";
}
