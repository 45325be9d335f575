// One rule of how blocks meet (blockmath: contact, overlap and the 1-span distance share a
// tolerance): a move from contact never ends inside the enemy, a pair in contact stays in
// contact and fights, and the invariants `sandtable-cli soak` checks catch a position that
// breaks them. Also 2.4.5's heavier unit going on one more span.
#include <gtest/gtest.h>

#include "rules/warlords/BlockMath.h"
#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Contact_ : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
};

bool hasMelee(const EventList& ev, UnitId a, UnitId b) {
  for (const Event& e : ev.events) {
    if (e.kind == EventKind::DiceRolled && e.roll && e.roll->rule == "001 2.6.1 Melee" &&
        ((e.unit == a && e.other == b) || (e.unit == b && e.other == a))) {
      return true;
    }
  }
  return false;
}

TEST_F(Contact_, ABerserkUnitAlreadyTouchingItsEnemyStaysInContactAndTheMeleeIsFought) {
  // Knights front to front with foot (gap 0). Berserk, they activate: the foot is already in
  // contact, so there is nothing to charge or rush at; a rush would push them into the foot
  // and part the pair (the enemy could then shoot them point-blank).
  const UnitId k = bed.add(Side::One, cav, 3, 20, 10, 0);
  const UnitId f = bed.add(Side::Two, foot, 3, 20, 10, 180);
  auto g = bed.build();
  W::unit(*g, k).morale = Morale::Berserk;
  W::unit(*g, k).formed = false;
  ASSERT_TRUE(g->contactBetween(g->unit(k), g->unit(f)));
  EventList ev;
  activateFirstW(*g, k, {4, 5}, ev);
  Dice moves(0, {6, 6, 6, 6, 6, 6});  // a long rush, had it been made
  while (g->currentPhase() == Phase::Orders) play(*g, {ActionKind::EndActivation, k}, moves, ev);
  EXPECT_TRUE(g->contactBetween(g->unit(k), g->unit(f))) << eventLog(ev);
  EXPECT_FALSE(blockmath::blocksOverlap(g->block(g->unit(k)), g->block(g->unit(f))));
  activateW(*g, f, {1, 1}, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Melee) << eventLog(ev);
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::ResolveMelee}, d, ev);
  EXPECT_TRUE(hasMelee(ev, k, f)) << eventLog(ev);
  EXPECT_EQ(g->invariantProblem(), "");
}

TEST_F(Contact_, AMoveFromContactTowardTheEnemyNeverEndsInsideItAndKeepsTheContact) {
  const UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  auto g = bed.build();
  const Pose start = g->unit(a).pose;
  for (int deg : {0, 20, -20, 45, -45}) {
    for (bool keepSpan : {true, false}) {
      const Angle dir = degrees(deg);
      const Length d = g->clearAdvance(g->unit(a), dir, bed.span, keepSpan);
      W::unit(*g, a).pose.front = start.front + heading(dir, d);
      SCOPED_TRACE(std::to_string(deg) + " degrees, keepSpan " + std::to_string(keepSpan) + ", moved " +
                   std::to_string(d) + " um");
      EXPECT_FALSE(blockmath::blocksOverlap(g->block(g->unit(a)), g->block(g->unit(b))));
      EXPECT_LE(g->unit(a).pose.front.y - start.front.y, blockmath::kTolerance) << "no further in than the tolerance";
      EXPECT_TRUE(g->contactBetween(g->unit(a), g->unit(b))) << "still in contact";
      W::unit(*g, a).pose = start;
    }
  }
}

TEST_F(Contact_, BlocksRunningInByLessThanTheToleranceTouchAndFurtherInOverlap) {
  // The one rule: within the tolerance either way is contact, beyond it inward is overlap.
  const UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  auto g = bed.build();
  const Length tol = blockmath::kTolerance;
  for (Length in : {-tol, -tol / 2, Length{0}, tol / 2, tol, tol + 2, 3 * tol}) {
    W::unit(*g, a).pose.front = at(20, 10) + Point{0, in};
    const bool overlapping = blockmath::blocksOverlap(g->block(g->unit(a)), g->block(g->unit(b)));
    const bool touching = g->contactBetween(g->unit(a), g->unit(b)).has_value();
    SCOPED_TRACE("running in by " + std::to_string(in) + " um");
    EXPECT_EQ(overlapping, in > tol);
    EXPECT_EQ(touching, in <= tol);
    EXPECT_EQ(g->invariantProblem().empty(), !overlapping);
  }
  W::unit(*g, a).pose.front = at(20, 10) - Point{0, tol + 2};
  EXPECT_FALSE(g->contactBetween(g->unit(a), g->unit(b))) << "further apart than the tolerance: no contact";
}

TEST_F(Contact_, TheSoakInvariantNamesUnitsStandingInsideEachOther) {
  const UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0, FormationKind::Line, 1, "Alencon's battle");
  const UnitId b = bed.add(Side::Two, foot, 3, 20, 9.95, 180, FormationKind::Line, 1, "Archers of the centre");  // 2 mm in
  bed.add(Side::One, foot, 3, 21, 5, 0);  // friends overlapping each other are no concern here
  bed.add(Side::One, foot, 3, 21.2, 5, 0);
  auto g = bed.build();
  const std::string p = g->invariantProblem();
  EXPECT_NE(p.find("Alencon's battle"), std::string::npos) << p;
  EXPECT_NE(p.find("Archers of the centre"), std::string::npos) << p;
  EXPECT_NE(p.find("inside each other"), std::string::npos) << p;
  W::unit(*g, b).pose.front = at(20, 10);
  EXPECT_EQ(g->invariantProblem(), "") << "touching is not standing inside";
  (void)a;
}

TEST_F(Contact_, TheSoakInvariantFindsAPairInContactOfWhichNeitherFought) {
  UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0);
  UnitId b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  UnitId c = bed.add(Side::One, foot, 3, 30, 10, 0);
  UnitId e = bed.add(Side::Two, foot, 3, 30, 10, 180);
  auto g = bed.build();
  const auto both = W::unfoughtContacts(*g);
  ASSERT_EQ(both.size(), 2u);
  EXPECT_EQ(both[0], std::make_pair(a, b));
  EXPECT_EQ(both[1], std::make_pair(c, e));
  EventList ev;
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  W::fight(*g, a, b, d, ev);
  const auto left = W::unfoughtContacts(*g);
  ASSERT_EQ(left.size(), 1u) << eventLog(ev);
  EXPECT_EQ(left[0], std::make_pair(c, e));
}

TEST_F(Contact_, AHeavierChargerGoesOnOneMoreSpanBackingUpAStationaryLighterTarget) {
  // 2.4.5: knights (heavier) strike standing loose foot 3 spans ahead; they meet at y = 8,
  // then the knights go one more span, the foot backing up before them.
  const UnitId k = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, bed.looseFoot(), 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, k, ev);
  Dice d(0, {3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Charge, k, t}, d, ev);
  if (g->currentPhase() == Phase::Reaction) play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(k), g->unit(t))) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(t).pose.front.y), static_cast<double>(spans(9)), 2.0 * blockmath::kTolerance)
      << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(k).pose.front.y), static_cast<double>(spans(9)), 2.0 * blockmath::kTolerance);
  EXPECT_EQ(g->unit(t).pose.facing, degrees(180)) << "backed up, not turned";
}

TEST_F(Contact_, TheOneMoreSpanStopsWhereTheLighterCannotBackUp) {
  // Friends of the foot stand just behind it: it cannot back up, and the knights stop at
  // the point of contact.
  const UnitId k = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, bed.looseFoot(), 3, 20, 8, 180);
  auto probe = bed.build();
  const Length footDepth = probe->block(probe->unit(t)).depth;
  bed.add(Side::Two, foot, 3, 20, 8 + static_cast<double>(footDepth) / static_cast<double>(bed.span) + 0.02, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, k, ev);
  Dice d(0, {3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Charge, k, t}, d, ev);
  if (g->currentPhase() == Phase::Reaction) play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(k), g->unit(t))) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(t).pose.front.y), static_cast<double>(spans(8)), 0.05 * static_cast<double>(bed.span))
      << eventLog(ev);
  EXPECT_EQ(g->invariantProblem(), "");
}

TEST_F(Contact_, EqualWeightsDoNotGoOnOneMoreSpan) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  Dice d(0, {3, 3, 3, 3});
  play(*g, {ActionKind::Charge, c, t}, d, ev);
  if (g->currentPhase() == Phase::Reaction) play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_EQ(g->unit(t).pose.front, at(20, 8));
}

TEST_F(Contact_, AUnitSettledClearEndsOutsideEveryEnemyByTheRuleOfContact) {
  // Where a flight or a give-way ends, the unit is settled clear of everyone. Clear of an
  // enemy means the contact rule (running in by no more than the tolerance), not friends'
  // looser clearance: 0.84 mm into an enemy's corner is inside it (a flight at Bannockburn
  // ended so, found by the soak).
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);          // x 18.5..21.5, y 9.25..10
  const UnitId u = bed.add(Side::Two, foot, 3, 22.5, 10.729, 0);    // x 21..24, rear at 9.979
  auto g = bed.build();
  ASSERT_TRUE(blockmath::blocksOverlap(g->block(g->unit(u)), g->block(g->unit(e))));
  ASSERT_TRUE(W::settleClear(*g, u));
  EXPECT_FALSE(blockmath::blocksOverlap(g->block(g->unit(u)), g->block(g->unit(e))));
}

TEST_F(Contact_, AUnitPutAsideMakesNoNewContactButKeepsTheEnemiesItFights) {
  // Light troops giving way to a heavy friend (2.6.2.1) or a fleeing unit are settled where
  // there is room: touching an enemy they were not fighting would be a melee nobody fought
  // in that phase (a give-way at Crecy ended so, found by the soak); an enemy they fight
  // they may keep touching.
  const UnitId e = bed.add(Side::One, foot, 3, 20, 10, 0);        // front edge y 10
  const UnitId u = bed.add(Side::Two, foot, 3, 20, 10, 180);      // front to front: in contact
  auto g = bed.build();
  ASSERT_TRUE(g->contactBetween(g->unit(u), g->unit(e)));
  ASSERT_TRUE(W::settleClear(*g, u, {e}));
  EXPECT_TRUE(g->contactBetween(g->unit(u), g->unit(e))) << "an enemy it fights it may keep touching";
  ASSERT_TRUE(W::settleClear(*g, u));
  EXPECT_FALSE(g->contactBetween(g->unit(u), g->unit(e)));
  EXPECT_FALSE(blockmath::blocksOverlap(g->block(g->unit(u)), g->block(g->unit(e))));
}

}  // namespace
}  // namespace sandtable::test
