// 001 3.3.3 Field defences: tabors, berms, stakes, pavises and obstacles.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Defences : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  // A line across the table at y = 8 from x = 10 to 30, walked eastward: its left is north.
  void line(DefenceKind k, bool specialNorth, Side owner = Side::Two) {
    FieldDefence d;
    d.kind = k;
    d.owner = owner;
    d.line = {at(10, 8), at(30, 8)};
    d.specialSideLeft = specialNorth;
    if (k == DefenceKind::Tabor) d.sallyPorts = {at(20, 8)};
    bed.setup.defences.push_back(d);
  }
  Action move(UnitId u, double x, double y, int deg = 0) {
    return moveW(u, at(x, y), degrees(deg));
  }
};

TEST_F(Defences, StakesStopAMovingUnitAtTheirSharpSide) {
  line(DefenceKind::Stakes, false);  // sharp side south
  const UnitId u = bed.add(Side::One, bed.looseFoot(), 3, 15, 6, 0);
  const UnitId own = bed.add(Side::Two, bed.looseFoot(), 3, 25, 10, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  EXPECT_FALSE(g->check(move(u, 15, 9)).legal);
  EXPECT_TRUE(g->check(move(u, 15, 8)).legal) << g->check(move(u, 15, 8)).why;
  // From the safe side the owners walk through their own stakes.
  Dice none;
  play(*g, {ActionKind::EndActivation, u}, none, ev);
  activateW(*g, own, {6, 6}, ev);
  EXPECT_TRUE(g->check(move(own, 25, 7, 180)).legal) << g->check(move(own, 25, 7, 180)).why;
}

TEST_F(Defences, ChargingAcrossStakesNeedsAnActivationAndTheStakesAttackAsPike) {
  line(DefenceKind::Stakes, false);
  const int cav = bed.cavalry();
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);  // 1 span behind the stakes
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  ASSERT_TRUE(g->planCharge(g->unit(c), g->unit(t)).crossesStakes);
  Dice none;
  play(*g, {ActionKind::Charge, c, t}, none, ev);
  auto failing = g->clone();
  // Charge move 7 dice of 3 (7 spans); activation to cross 5,5 = 10 > 3; the stakes: 3 dice
  // 6,6,1 = 12, +2 Pike, -1 armour = 13 / 3 wide = 4 casualties; contact made.
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 5, 5, 6, 6, 1});
  play(*g, {ActionKind::HoldGround, t}, d, ev);
  EXPECT_EQ(g->unit(c).casualties, 4) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  // Failing the test stops the charge at the stakes.
  auto& f = static_cast<WarlordsGame&>(*failing);
  EventList ev2;
  Dice d2(0, {3, 3, 3, 3, 3, 3, 3, 1, 1});
  play(f, {ActionKind::HoldGround, t}, d2, ev2);
  EXPECT_FALSE(f.contactBetween(f.unit(c), f.unit(t)));
  EXPECT_LE(f.unit(c).pose.front.y, spans(8));
}

TEST_F(Defences, FailingToCrossStakesAtOrBelowTheCasualtiesCostsAMoraleStep) {
  // 3.3.3.3 with 2.2.1: the roll to cross the stakes is an activation test like any other,
  // and a failure no higher than the casualties costs a morale step.
  line(DefenceKind::Stakes, false);
  const int cav = bed.cavalry();
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);
  auto g = bed.build();
  W::unit(*g, c).casualties = 1;
  EventList ev;
  activateFirstW(*g, c, ev);
  Dice none;
  play(*g, {ActionKind::Charge, c, t}, none, ev);
  auto above = g->clone();
  // Charge move 7 dice of 3; the roll to cross 1,1 = 2, -1 for the casualty: 1, no more than 1.
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 1, 1});
  play(*g, {ActionKind::HoldGround, t}, d, ev);
  EXPECT_EQ(g->unit(c).morale, Morale::Worn) << eventLog(ev);
  EXPECT_FALSE(g->contactBetween(g->unit(c), g->unit(t)));
  // A failure above the casualties only stops the charge: 2,1 = 3, -1: 2 > 1 but not > 3 wide.
  auto& f = static_cast<WarlordsGame&>(*above);
  EventList ev2;
  Dice d2(0, {3, 3, 3, 3, 3, 3, 3, 2, 1});
  play(f, {ActionKind::HoldGround, t}, d2, ev2);
  EXPECT_EQ(f.unit(c).morale, Morale::Ready) << eventLog(ev2);
  EXPECT_FALSE(f.contactBetween(f.unit(c), f.unit(t)));
}

TEST_F(Defences, BerserkUnitsCrossStakesWithoutStoppingAndSufferTheAttack) {
  line(DefenceKind::Stakes, false);
  bed.setup.profiles[static_cast<std::size_t>(foot)].impetuous = true;
  const UnitId c = bed.add(Side::One, foot, 3, 20, 6, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);
  auto g = bed.build();
  W::unit(*g, c).morale = Morale::Berserk;
  W::unit(*g, c).formed = false;
  EventList ev;
  activateFirstW(*g, c, {1, 2}, ev);  // Berserk: it charges whatever the roll
  ASSERT_TRUE(g->pendingCharge()) << eventLog(ev);
  Dice d(0, {3, 3, 3, 3, 2, 2, 1});  // 4 spans of charge; the stakes' attack 2,2,1 +2 = 6 / 3 = 2
  play(*g, {ActionKind::HoldGround, t}, d, ev);
  EXPECT_EQ(g->unit(c).casualties, 2) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(c), g->unit(t)));
}

TEST_F(Defences, AColumnCaughtInASallyPortWithdrawsInsideWhenItMustRecoilOrFlee) {
  // 3.3.3.1 "A column that is forced to recoil or flee while partly through a sally port
  // automatically withdraws inside the sally port." The tabor's inside is north of y = 8; the
  // column is on its way out through the port at x = 20, its head a half span outside.
  line(DefenceKind::Tabor, true);
  const UnitId col = bed.add(Side::Two, bed.looseFoot(), 3, 20, 7.5, 180, FormationKind::MarchColumn);
  const UnitId enemy = bed.add(Side::One, foot, 2, 23, 7, 270);  // off its flank, outside
  auto g = bed.build();
  auto insideAndUnturned = [&](const WarlordsGame& game) {
    const UnitState& u = game.unit(col);
    if (u.pose.facing != degrees(180)) return false;
    for (const Point& c : corners(game.block(u))) {
      if (c.y <= spans(8) || c.x < spans(19.5) - kMillimetre || c.x > spans(20.5) + kMillimetre) return false;
    }
    return true;
  };
  const Rect before = g->block(g->unit(col));
  ASSERT_LT(before.centre.y - before.depth / 2, spans(8));
  ASSERT_GT(before.centre.y + before.depth / 2, spans(8)) << "partly through the port";
  auto fleeing = g->clone();
  // Beaten from its flank, it would fall back westward along the wagons; it withdraws inside.
  EventList ev;
  Dice none;
  W::fallBack(*g, col, enemy, spans(1), none, ev);
  EXPECT_TRUE(insideAndUnturned(*g)) << eventLog(ev);
  EXPECT_NE(eventLog(ev).find("withdraws inside the sally port (3.3.3.1)"), std::string::npos) << eventLog(ev);
  // Broken, it would turn and run west; it withdraws inside, Unformed and fleeing.
  auto& f = static_cast<WarlordsGame&>(*fleeing);
  EventList ev2;
  Dice d(0, std::vector<int>(24, 3));
  W::breakUnit(f, col, enemy, d, ev2);
  EXPECT_TRUE(insideAndUnturned(f)) << eventLog(ev2);
  EXPECT_EQ(f.unit(col).motion, Motion::Fleeing);
  EXPECT_FALSE(f.unit(col).formed);
}

TEST_F(Defences, BermsStopAllChargesAndGiveHeavyCoverToThoseHardAgainstThem) {
  line(DefenceKind::Berm, true);  // defended from the north
  const int arch = bed.archers();
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);   // a span behind the berm: not inside it
  const UnitId in = bed.add(Side::Two, foot, 3, 27, 8, 180);  // hard against it, facing it
  const UnitId s = bed.add(Side::One, arch, 4, 27, 3, 0);
  auto g = bed.build();
  EXPECT_TRUE(g->planCharge(g->unit(c), g->unit(t)).problem);
  EXPECT_EQ(W::coverOf(*g, s, in), Cover::Heavy);
  EXPECT_EQ(W::coverOf(*g, s, t), Cover::None) << "behind the berm but not against it";
  EXPECT_FALSE(g->planCharge(g->unit(c), g->unit(in)).problem == nullptr &&
               g->planCharge(g->unit(c), g->unit(in)).stoppedByBerm);
}

TEST_F(Defences, TaborsStopUnitsButAColumnPassesASallyPortAtHalfSpeed) {
  line(DefenceKind::Tabor, true);
  const UnitId u = bed.add(Side::Two, bed.looseFoot(), 3, 15, 10, 180);
  const UnitId col = bed.add(Side::Two, bed.looseFoot(), 3, 20, 9, 180, FormationKind::MarchColumn);
  bed.add(Side::One, foot, 3, 20, 1, 0);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  EXPECT_FALSE(g->check(move(u, 15, 7.5, 180)).legal);
  Dice none;
  play(*g, {ActionKind::EndActivation, u}, none, ev);
  activateW(*g, col, {6, 6}, ev);
  EXPECT_TRUE(g->check(move(col, 20, 7.5, 180)).legal) << g->check(move(col, 20, 7.5, 180)).why;
  EXPECT_FALSE(g->check(move(col, 20, 7, 180)).legal) << "half of 3 spans";
}

TEST_F(Defences, TaborGivesHeavyCoverToUnitsBehindIt) {
  line(DefenceKind::Tabor, true);
  const int arch = bed.archers();
  const UnitId s = bed.add(Side::One, arch, 4, 15, 3, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 15, 8.5, 180);
  auto g = bed.build();
  EXPECT_EQ(W::coverOf(*g, s, t), Cover::Heavy);
}

TEST_F(Defences, PavisesAreDeployedByAFormationChangeAndLostWhenTheUnitMoves) {
  const int pav = bed.profile("pavisiers", TroopKind::LooseFoot, Training::Drilled, 0);
  bed.setup.profiles.back().pavisiers = true;
  const UnitId u = bed.add(Side::One, pav, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action deploy{ActionKind::ChangeFormation, u};
  deploy.option = formationCode(FormationKind::Line, 1) + 10000;
  Dice none;
  play(*g, deploy, none, ev);
  EXPECT_TRUE(g->unit(u).pavisesDeployed);
  EventList ev2;
  // Next turn it moves: the pavises are lost for good.
  auto g2 = g->clone();
  auto& k = static_cast<WarlordsGame&>(*g2);
  W::setPhase(k, Phase::Activation, Side::One);
  W::unit(k, u).activated = false;
  activateW(k, u, {6, 6}, ev2);
  play(k, move(u, 20, 6), none, ev2);
  EXPECT_FALSE(k.unit(u).pavisesDeployed);
  EXPECT_TRUE(k.unit(u).pavisesLost);
}

TEST_F(Defences, ObstaclesAreLinearObstaclesAndMayGiveCover) {
  line(DefenceKind::Obstacle, true);
  bed.setup.defences.back().cover = Cover::Light;
  const int arch = bed.archers();
  const UnitId u = bed.add(Side::One, bed.looseFoot(), 3, 15, 6, 0);
  const UnitId s = bed.add(Side::One, arch, 4, 25, 3, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 25, 8.5, 180);
  auto g = bed.build();
  EXPECT_EQ(W::coverOf(*g, s, t), Cover::Light);
  EventList ev;
  activateFirstW(*g, u, ev);
  EXPECT_FALSE(g->check(move(u, 15, 9)).legal) << "3 spans less a span for the obstacle";
  EXPECT_TRUE(g->check(move(u, 15, 8)).legal) << g->check(move(u, 15, 8)).why;
}

}  // namespace
}  // namespace sandtable::test
