// 001 2.4.4-2.4.7 Charging, counter-charging, conforming to contact and evading, with the
// charged side's shooting at the charger (2.5.4).
#include <gtest/gtest.h>

#include <cstdlib>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Charge : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
  int skirm = bed.skirmishers();
  int wall = bed.shieldwallFoot();
  // `c`, activated first in the turn, charges `t`, which holds its ground if it is asked to
  // answer; every die is a 3, so the charge move is as long as its dice.
  std::unique_ptr<WarlordsGame> chargeHome(UnitId c, UnitId t, EventList& ev) {
    auto g = bed.build();
    activateFirstW(*g, c, ev);
    Dice d(0, {3, 3, 3, 3, 3, 3, 3});
    play(*g, {ActionKind::Charge, c, t}, d, ev);
    if (g->currentPhase() == Phase::Reaction) play(*g, {ActionKind::HoldGround, t}, d, ev);
    return g;
  }
};

TEST_F(Charge, ReachIsTheMovePlusTheChargeBonus) {
  // 2.4.4.1: foot +2, horse +3, Shieldwall and Pike +1.
  const UnitId f = bed.add(Side::One, foot, 3, 10, 5, 0);
  const UnitId h = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId s = bed.add(Side::One, wall, 4, 30, 5, 0, FormationKind::Shieldwall, 2);
  bed.add(Side::Two, foot, 3, 10, 9, 180);
  bed.add(Side::Two, foot, 3, 20, 12, 180);
  bed.add(Side::Two, foot, 3, 30, 8.5, 180);
  auto g = bed.build();
  EXPECT_EQ(g->chargeSpans(g->unit(f)), 4);
  EXPECT_EQ(g->chargeSpans(g->unit(h)), 7);
  EXPECT_EQ(g->chargeSpans(g->unit(s)), 3);
  EXPECT_FALSE(g->planCharge(g->unit(f), g->unit(3)).problem);
  EXPECT_FALSE(g->planCharge(g->unit(h), g->unit(4)).problem);
  EXPECT_TRUE(g->planCharge(g->unit(s), g->unit(5)).outOfReach) << "3.5 spans is beyond a Shieldwall's 3";
}

TEST_F(Charge, ChargeIsARandomMoveAndMayFallShort) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 8.5, 180);  // 3.5 spans: needs 4 on 4 dice
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  auto copy = g->clone();
  Dice shortRoll(0, {1, 1, 6, 3});  // two ones to one six: 3 spans
  play(*g, {ActionKind::HoldGround, t}, shortRoll, ev);
  EXPECT_FALSE(g->contactBetween(g->unit(c), g->unit(t)));
  EXPECT_EQ(g->unit(c).pose.front, at(20, 8)) << eventLog(ev);
  Dice longRoll(0, {3, 3, 3, 3});
  play(*copy, {ActionKind::HoldGround, t}, longRoll, ev);
  auto& k = static_cast<WarlordsGame&>(*copy);
  EXPECT_TRUE(k.contactBetween(k.unit(c), k.unit(t)));
  EXPECT_TRUE(k.unit(c).charging);
}

TEST_F(Charge, LighterUnitConformsToTheHeavier) {
  // 2.4.5: cavalry (heavier) strikes foot at an angle: the foot is swung square to it.
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 20);
  const UnitId t = bed.add(Side::Two, bed.looseFoot(), 3, 21.5, 8, 180);
  EventList ev;
  auto g = chargeHome(c, t, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_EQ(g->unit(c).pose.facing, degrees(20)) << "the heavier keeps its facing";
  EXPECT_EQ(g->unit(t).pose.facing, normalizeAngle(degrees(200))) << "the lighter faces it square on";
}

TEST_F(Charge, ALighterChargerConformsToTheHeavierItStrikes) {
  // 2.4.5, the lighter unit moving: its files go on into contact with the heavier unit's
  // edge. Sandtable's units are whole blocks, so the block squares against the edge it
  // struck; the heavier stays where it stood, facing as it did, and does not go on.
  const UnitId c = bed.add(Side::One, bed.looseFoot(), 3, 20, 5, 20);
  const UnitId t = bed.add(Side::Two, cav, 3, 21.5, 8, 180);
  EventList ev;
  auto g = chargeHome(c, t, ev);
  ASSERT_LT(g->troop(g->unit(c)).weight, g->troop(g->unit(t)).weight);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_EQ(g->unit(c).pose.facing, 0) << "the lighter faces the heavier square on";
  EXPECT_EQ(g->unit(t).pose.facing, degrees(180)) << eventLog(ev);
  EXPECT_EQ(g->unit(t).pose.front, at(21.5, 8)) << eventLog(ev);
}

TEST_F(Charge, EqualWeightsTheChargerSquaresUp) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 20);
  const UnitId t = bed.add(Side::Two, foot, 3, 21, 8, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  Dice d(0, {3, 3, 3, 3});
  play(*g, {ActionKind::Charge, c, t}, d, ev);
  play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_EQ(g->unit(t).pose.facing, degrees(180));
  EXPECT_EQ(g->unit(c).pose.facing, 0);
}

TEST_F(Charge, FlankChargeByHeavyTroopsCostsTheTarget) {
  const UnitId c = bed.add(Side::One, cav, 3, 15, 10, 90);  // facing east at the target's left flank
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 10.5, 0);
  EventList ev;
  auto g = chargeHome(c, t, ev);
  const auto ct = g->contactBetween(g->unit(c), g->unit(t));
  ASSERT_TRUE(ct) << eventLog(ev);
  EXPECT_EQ(ct->edgeB, Zone::LeftFlank);
  EXPECT_TRUE(g->unit(t).hitInFlankByHeavyCharge);
  const auto odds = g->meleeOdds(g->unit(t), g->unit(c));
  int flank = 0, heavy = 0;
  for (const Modifier& m : odds.modifiers) {
    if (m.label == "flanks contacted by an enemy front") flank = m.value;
    if (m.label.find("charging heavy troops") != std::string::npos) heavy = m.value;
  }
  EXPECT_EQ(flank, -1);
  EXPECT_EQ(heavy, -2);
  EXPECT_EQ(g->unit(t).pose.facing, 0) << "stands contacted on the side keep facing forward";
}

TEST_F(Charge, WornUnitsMayNotChargeSkirmishersOnlyChargeSkirmishers) {
  const UnitId w = bed.add(Side::One, foot, 3, 10, 5, 0);
  const UnitId s = bed.add(Side::One, skirm, 3, 30, 5, 0);
  bed.add(Side::Two, foot, 3, 10, 8, 180);
  bed.add(Side::Two, foot, 3, 30, 8, 180);
  auto g = bed.build();
  W::unit(*g, w).morale = Morale::Worn;
  EventList ev;
  activateFirstW(*g, w, ev);
  EXPECT_FALSE(g->check({ActionKind::Charge, w, 2}).legal);
  Dice none;
  play(*g, {ActionKind::EndActivation, w}, none, ev);
  activateW(*g, s, {6, 6}, ev);
  EXPECT_FALSE(g->check({ActionKind::Charge, s, 3}).legal);
}

TEST_F(Charge, CounterChargeMeetsHalfway) {
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, cav, 3, 20, 11, 180);  // 6 spans apart
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  ASSERT_TRUE(g->check({ActionKind::CounterCharge, t, c}).legal) << g->check({ActionKind::CounterCharge, t, c}).why;
  Dice roll(0, {5, 5});  // counter-charge activation: success
  play(*g, {ActionKind::CounterCharge, t, c}, roll, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(c).pose.front.y), static_cast<double>(spans(8)), 5.0) << eventLog(ev);
  EXPECT_TRUE(g->unit(c).charging);
  EXPECT_TRUE(g->unit(t).charging);
  EXPECT_TRUE(g->unit(t).activated) << "counter-charging uses up its activation";
}

TEST_F(Charge, EvadeSuccessFailureAndAutomaticForDrilledSkirmishers) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, skirm, 3, 20, 8, 180);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  auto fail = g->clone();
  // Evasion roll: 1,1 +2 skirmishers +3 spans between = 7 > 3: it runs its 3 spans to the
  // rear, then the charger rolls 4 dice (3,3,3,3 = 4 spans) and falls short.
  Dice d(0, {1, 1, 3, 3, 3, 3});
  play(*g, {ActionKind::Evade, t, c}, d, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitEvaded, t));
  EXPECT_FALSE(g->contactBetween(g->unit(c), g->unit(t)));
  EXPECT_EQ(g->unit(t).pose.facing, degrees(180)) << "skirmishers turn to face the enemy again";
  // With 1 casualty per... a failure: 1,1 +2 +3 = 6 - 4 casualties = 2 <= 3: it flees instead.
  auto& f = static_cast<WarlordsGame&>(*fail);
  W::unit(f, t).casualties = 4;
  Dice df(0, {1, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3});
  EventList ev2;
  play(f, {ActionKind::Evade, t, c}, df, ev2);
  EXPECT_TRUE(hasEvent(ev2, EventKind::UnitFled, t)) << eventLog(ev2);
  // Drilled skirmishers evade without a roll.
  WarlordsBed b2;
  const int ds = b2.skirmishers();
  b2.setup.profiles[static_cast<std::size_t>(ds)].training = Training::Drilled;
  const int f2 = b2.closeFoot();
  const UnitId c2 = b2.add(Side::One, f2, 3, 20, 5, 0);
  const UnitId t2 = b2.add(Side::Two, ds, 3, 20, 8, 180);
  auto g2 = b2.buildCharged(c2, t2, ev);
  EventList ev3;
  Dice d3(0, {3, 3, 3, 3});  // only the charger's dice
  play(*g2, {ActionKind::Evade, t2, c2}, d3, ev3);
  EXPECT_EQ(d3.forcedLeft(), 0u);
  for (const auto& r : rolls(ev3)) EXPECT_EQ(r.purpose.find("evasion"), std::string::npos);
}

TEST_F(Charge, HeavyFootMayNotEvade) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 8, 180);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  EXPECT_FALSE(g->check({ActionKind::Evade, t, c}).legal);
}

TEST_F(Charge, OtherUnitsMayShootAtTheChargerAndHaltIt) {
  const int arch = bed.archers();
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 8.5, 180);
  const UnitId a = bed.add(Side::Two, arch, 4, 26, 8, 200);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  Dice none;
  play(*g, {ActionKind::HoldGround, t}, none, ev);
  ASSERT_EQ(g->currentPhase(), Phase::SupportFire);
  // The archers roll to activate (6,6 +2 drilled), then 8 massed dice: 8 hits, armour 0,
  // more than the charger's width 3: Halted. The charge goes on as a random move (4 dice:
  // 3,3,3,3 = 4 spans) and reaches, but no longer counts as charging.
  Action shot{ActionKind::Shoot, a, c};
  shot.option = static_cast<int>(ShotStyle::Massed);
  Dice d(0, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 3, 3, 3, 3});
  play(*g, shot, d, ev);
  EXPECT_TRUE(g->unit(a).activated);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitHalted, c)) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_FALSE(g->unit(c).charging);
  EXPECT_FALSE(g->unit(c).formed);
}

}  // namespace
}  // namespace sandtable::test
