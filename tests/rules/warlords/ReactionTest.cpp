// 001 2.4.4, 2.4.4.2, 2.4.7, 2.5.4 The charged unit's answer: counter-charging, evading and
// shooting at the charger whether or not it has activated this turn (docs/rules/warlords.md,
// Reactions), evaders shooting as they go, and a counter-charge whose charger is shot to a halt.
#include <gtest/gtest.h>

#include <string>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Reaction : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
  int skirm = bed.skirmishers();

  // Side two has the initiative and its only unit `t` activates (and does nothing); then side
  // one's `c` activates and charges it: `t` answers having already used its activation.
  std::unique_ptr<WarlordsGame> chargedAfterActivating(UnitId c, UnitId t, EventList& ev) {
    auto g = bed.build();
    startTurnW(*g, Side::Two);
    activateW(*g, t, {6, 6}, ev);
    Dice none;
    play(*g, {ActionKind::EndActivation, t}, none, ev);
    EXPECT_TRUE(g->unit(t).activated);
    activateW(*g, c, {6, 5}, ev);
    play(*g, {ActionKind::Charge, c, t}, none, ev);
    return g;
  }
};

bool anyRollFor(const EventList& ev, const std::string& rule) {
  for (const RollRecord& r : rolls(ev)) {
    if (r.rule.find(rule) != std::string::npos) return true;
  }
  return false;
}

TEST_F(Reaction, AUnitThatHasActivatedMayStillCounterChargeOrEvade) {
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, cav, 3, 20, 11, 180);  // 6 spans apart
  EventList ev;
  auto g = chargedAfterActivating(c, t, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction) << "the side with the initiative still answers a charge";
  EXPECT_TRUE(g->check({ActionKind::CounterCharge, t, c}).legal) << g->check({ActionKind::CounterCharge, t, c}).why;
  EXPECT_TRUE(g->check({ActionKind::Evade, t, c}).legal) << g->check({ActionKind::Evade, t, c}).why;
  Dice roll(0, {5, 5});  // the counter-charge's own activation roll: 10 > 3
  play(*g, {ActionKind::CounterCharge, t, c}, roll, ev);
  EXPECT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_TRUE(g->unit(t).charging);
}

TEST_F(Reaction, DrilledSkirmishersEvadeAutomaticallyEvenAfterActivating) {
  const int ds = bed.drilled(skirm);
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, ds, 3, 20, 8, 180);
  EventList ev;
  auto g = chargedAfterActivating(c, t, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  EventList ev2;
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Evade, t, c}, d, ev2);
  EXPECT_TRUE(hasEvent(ev2, EventKind::UnitEvaded, t)) << eventLog(ev2);
  for (const auto& r : rolls(ev2)) EXPECT_EQ(r.purpose.find("evasion"), std::string::npos) << "no roll to evade";
  EXPECT_FALSE(g->contactBetween(g->unit(c), g->unit(t)));
}

TEST_F(Reaction, TheChargedUnitMayShootAfterActivatingButOtherUnitsNeedTheirActivation) {
  // Side two moved first: both its archers have activated when side one charges. The target
  // may still shoot (2.5.4); the other archers may not (2.4.4: "use up its activation").
  // Charge.OtherUnitsMayShootAtTheChargerAndHaltIt shows the other archers with theirs.
  const int arch = bed.archers();
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, arch, 3, 20, 8.5, 180);
  const UnitId other = bed.add(Side::Two, arch, 3, 27, 8, 200);
  auto g = bed.build();
  EventList ev;
  Dice none;
  startTurnW(*g, Side::Two);
  for (UnitId u : {t, other}) {
    activateW(*g, u, {6, 6}, ev);
    play(*g, {ActionKind::EndActivation, u}, none, ev);
  }
  activateW(*g, c, {6, 5}, ev);
  play(*g, {ActionKind::Charge, c, t}, none, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  Action shot{ActionKind::Shoot, t, c};
  shot.option = static_cast<int>(ShotStyle::Massed);
  EXPECT_TRUE(g->check(shot).legal) << "2.5.4, having activated: " << g->check(shot).why;
  Action support{ActionKind::Shoot, other, c};
  support.option = static_cast<int>(ShotStyle::Massed);
  auto copy = g->clone();
  auto& held = static_cast<WarlordsGame&>(*copy);
  play(held, {ActionKind::HoldGround, t}, none, ev);
  EXPECT_NE(held.currentPhase(), Phase::SupportFire) << "no one left with an activation to shoot";
  EXPECT_FALSE(held.check(support).legal);
  // The target's own shot: 6,6 to activate, then its massed dice.
  Dice d(0, {6, 6, 6, 6, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3, 3, 3});
  EventList ev2;
  play(*g, shot, d, ev2);
  EXPECT_TRUE(hasEvent(ev2, EventKind::ShotFired, t)) << eventLog(ev2);
}

TEST_F(Reaction, EvadersWithMissilesShootAtTheChargerFacingIt) {
  // 2.4.7: skirmishers facing the charger shoot at it as they start to evade.
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, skirm, 3, 20, 8, 180);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  EventList ev2;
  Dice d(0, {1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Evade, t, c}, d, ev2);
  EXPECT_TRUE(hasEvent(ev2, EventKind::ShotFired, t)) << eventLog(ev2);
  EXPECT_TRUE(anyRollFor(ev2, "2.4.7")) << eventLog(ev2);
  EXPECT_TRUE(hasEvent(ev2, EventKind::UnitEvaded, t)) << eventLog(ev2);
  // Heavy foot have no missiles: nothing to shoot (and may not evade at all).
}

// Skirmishers facing away from a charger of profile `charger` coming on at their rear evade
// it (sixes for every die that shoots); the events of the evasion, and the skirmishers' id.
std::pair<EventList, UnitId> evadeAChargeFromBehind(WarlordsBed& bed, int charger, int skirm) {
  const UnitId c = bed.add(Side::One, charger, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, skirm, 3, 20, 6.25, 0);  // its rear edge toward the charger
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  EXPECT_EQ(g->currentPhase(), Phase::Reaction) << eventLog(ev);
  EventList out;
  Dice d(0, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Evade, t, c}, d, out);
  EXPECT_TRUE(hasEvent(out, EventKind::UnitEvaded, t)) << eventLog(out);
  return {out, t};
}

TEST_F(Reaction, AnEvaderFasterThanItsPursuerShootsFromItsRearEdge) {
  // 2.4.7: "If the evading unit is faster than the unit it is evading, it may shoot the
  // evaded unit from its own rear edge". Skirmishers (3 spans) facing away from Close Foot
  // (2 spans) charging their rear cannot shoot as they start; they run on and shoot back
  // over their shoulders, 3.75 spans away, within their 4.
  const auto [ev, t] = evadeAChargeFromBehind(bed, foot, skirm);
  EXPECT_TRUE(hasEvent(ev, EventKind::ShotFired, t)) << eventLog(ev);
  EXPECT_TRUE(anyRollFor(ev, "2.4.7")) << eventLog(ev);
}

TEST_F(Reaction, AnEvaderNoFasterThanItsPursuerShootsOnlyFacingIt) {
  // The same, charged by Cavalry (4 spans, faster than the skirmishers' 3): facing away
  // at the start and at the end, they have no shot.
  const auto [ev, t] = evadeAChargeFromBehind(bed, cav, skirm);
  EXPECT_FALSE(hasEvent(ev, EventKind::ShotFired, t)) << eventLog(ev);
}

TEST_F(Reaction, AHaltedChargersCounterChargerCompletesARandomMoveAndNoLongerCountsAsCharging) {
  // 2.4.4.2: "If the charging unit is Halted (e.g. by shooting), the counter-charging unit
  // completes its movement as a Random Move out to its maximum distance ... it no longer
  // counts as a charging unit during Melee".
  const int arch = bed.archers();
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, cav, 3, 20, 8.5, 180);  // 3.5 spans apart
  const UnitId a = bed.add(Side::Two, arch, 4, 26, 8, 200);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  // Counter-charge roll 5,5: it goes. The archers (6,6 to activate, 8 massed dice of 6) halt
  // the charger. Its random move: 1,1,1,2 = three ones, 4 - 2 = 2 spans, short of 3.5. The
  // counter-charger's random move: 3,3,3,3 = 4 spans, past the 1.5 left between them.
  auto run = [&](WarlordsGame& game, std::vector<int> counterDice, EventList& log) {
    Dice cc(0, {5, 5});
    play(game, {ActionKind::CounterCharge, t, c}, cc, log);
    ASSERT_EQ(game.currentPhase(), Phase::SupportFire) << eventLog(log);
    Action shot{ActionKind::Shoot, a, c};
    shot.option = static_cast<int>(ShotStyle::Massed);
    std::vector<int> faces{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 2};
    faces.insert(faces.end(), counterDice.begin(), counterDice.end());
    Dice d(0, faces);
    play(game, shot, d, log);
  };
  run(*g, {3, 3, 3, 3}, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitHalted, c)) << eventLog(ev);
  EXPECT_TRUE(anyRollFor(ev, "2.4.4.2")) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_FALSE(g->unit(t).charging) << "treated as if it stood to receive";
  EXPECT_FALSE(g->unit(c).charging);
}

TEST_F(Reaction, AHaltedChargersCounterChargerThatFallsShortStaysWhereItStops) {
  // "If this doesn't get it into contact, too bad": foot 4 spans apart; the charger's random
  // move 1,1,1,1 is 2 spans, the counter-charger's 1,1 is 1 span.
  const int arch = bed.archers();
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);
  const UnitId a = bed.add(Side::Two, arch, 4, 26, 8, 200);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  Dice cc(0, {5, 5});
  play(*g, {ActionKind::CounterCharge, t, c}, cc, ev);
  ASSERT_EQ(g->currentPhase(), Phase::SupportFire) << eventLog(ev);
  Action shot{ActionKind::Shoot, a, c};
  shot.option = static_cast<int>(ShotStyle::Massed);
  Dice d(0, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1});
  play(*g, shot, d, ev);
  EXPECT_TRUE(anyRollFor(ev, "2.4.4.2")) << eventLog(ev);
  EXPECT_FALSE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(t).pose.front.y), static_cast<double>(spans(8)), 5.0) << eventLog(ev);
}

}  // namespace
}  // namespace sandtable::test
