// The forecast of a Warlords charge the table shows beside a charge order: its chance of
// reaching is the chance the rules' own random move reaches (every way the dice can fall, played
// through the rules), and its melee round is fought with the dice and modifiers the rules use
// once the charge has struck home.
#include <gtest/gtest.h>

#include "ai/WarlordsForecast.h"
#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

struct ChargeForecastTest : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
};

// Every face of every die of the charge move, played through the rules with the target holding
// its ground: the share of them that ends in contact.
double reachedShare(const WarlordsGame& activated, UnitId c, UnitId t, int dice) {
  WarlordsGame charged(activated);
  EventList ev;
  Dice declare(7);
  play(charged, {ActionKind::Charge, c, t}, declare, ev);
  EXPECT_EQ(charged.currentPhase(), Phase::Reaction);
  int ways = 1;
  for (int i = 0; i < dice; ++i) ways *= 6;
  int reached = 0;
  for (int k = 0; k < ways; ++k) {
    std::vector<int> faces;
    for (int i = 0, rest = k; i < dice; ++i, rest /= 6) faces.push_back(rest % 6 + 1);
    WarlordsGame g(charged);
    Dice d(0, faces);
    NullSink quiet;
    g.apply({ActionKind::HoldGround, t}, d, quiet);
    if (g.contactBetween(g.unit(c), g.unit(t))) ++reached;
  }
  return static_cast<double>(reached) / ways;
}

TEST_F(ChargeForecastTest, ReachIsTheShareOfRandomMovesThatStrikeHome) {
  // Close foot charge 4 spans on 4 dice, and may charge no farther (2.4.4.1); a random move
  // shortens it by 1 or 2 spans where ones outnumber sixes (ChargeTest: two ones to one six
  // leave it at 3 spans).
  for (double gap : {1.5, 2.5, 3.5, 4.0}) {
    WarlordsBed b;
    const int f = b.closeFoot();
    const UnitId c = b.add(Side::One, f, 3, 20, 5, 0);
    const UnitId t = b.add(Side::Two, f, 3, 20, 5 + gap, 180);
    auto g = b.build();
    EventList ev;
    activateFirstW(*g, c, ev);
    const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
    ASSERT_EQ(fc.problem, nullptr) << gap;
    const double share = reachedShare(*g, c, t, 4);
    EXPECT_NEAR(fc.pReach, share, 1e-12) << gap << " spans";
    if (gap == 1.5) {
      EXPECT_NEAR(fc.pReach, 1.0, 1e-12) << "even the shortest move, 2 spans, reaches";
    }
    if (gap == 4.0) {
      EXPECT_LT(fc.pReach, 1.0) << "more ones than sixes fall short";
    }
    if (gap == 4.0) {
      EXPECT_GT(fc.pReach, 0.5);
    }
    EXPECT_TRUE(fc.targetMayCounterCharge) << "Ready foot may meet the charge (2.4.4.2)";
    EXPECT_FALSE(fc.targetMayEvade) << "close foot may not evade";
  }
}

TEST_F(ChargeForecastTest, TheRoundIsTheOneTheRulesFightOnceInContact) {
  // Cavalry on the foot's left flank (ChargeTest.FlankChargeByHeavyTroopsCostsTheTarget): the
  // forecast is made before the charge, the rules' odds read once it has struck home.
  const UnitId c = bed.add(Side::One, cav, 3, 15, 10, 90);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 10.5, 0);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
  ASSERT_EQ(fc.problem, nullptr);
  EXPECT_EQ(fc.edge, Zone::LeftFlank);
  EXPECT_EQ(fc.myGroundThere, 0) << "a flat table";
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Charge, c, t}, d, ev);
  if (g->currentPhase() == Phase::Reaction) play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  const auto mine = g->meleeOdds(g->unit(c), g->unit(t));
  const auto theirs = g->meleeOdds(g->unit(t), g->unit(c));
  EXPECT_EQ(fc.mine.dice, mine.dice);
  EXPECT_EQ(fc.mine.modifierTotal(), mine.modifierTotal());
  EXPECT_EQ(fc.theirs.dice, theirs.dice);
  EXPECT_EQ(fc.theirs.modifierTotal(), theirs.modifierTotal());
  bool flank = false;
  for (const Modifier& m : fc.theirs.modifiers) flank = flank || m.label == "flanks contacted by an enemy front";
  EXPECT_TRUE(flank) << "the flank's cost is named in the forecast";
  const ai::warlords::MeleeForecast same =
      ai::warlords::forecastMelee(mine.dice, mine.modifierTotal(), g->combatWidth(g->unit(c)), theirs.dice,
                                  theirs.modifierTotal(), g->combatWidth(g->unit(t)), g->tables().melee);
  EXPECT_DOUBLE_EQ(fc.round.pWin, same.pWin);
  EXPECT_DOUBLE_EQ(fc.round.pLose, same.pLose);
  EXPECT_DOUBLE_EQ(fc.round.casDealt, same.casDealt);
  EXPECT_GT(fc.round.pWin, fc.round.pLose) << "cavalry on a flank are favoured";
}

TEST_F(ChargeForecastTest, NoForecastForAChargeTheRulesForbid) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 15, 180);  // 10 spans: beyond any charge
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
  ASSERT_NE(fc.problem, nullptr);
  EXPECT_EQ(fc.pReach, 0.0);
}

// The share of the 36 ways two dice fall for which the charged unit's answer `a`, played
// through the rules, brings an event of `kind` for it (the rest of the dice unforced).
double answerShare(const WarlordsGame& charged, const Action& a, EventKind kind) {
  int yes = 0;
  for (int x = 1; x <= 6; ++x) {
    for (int y = 1; y <= 6; ++y) {
      WarlordsGame g(charged);
      Dice d(5, {x, y});
      EventList ev;
      g.apply(a, d, ev);
      yes += hasEvent(ev, kind, a.unit) ? 1 : 0;
    }
  }
  return yes / 36.0;
}

TEST_F(ChargeForecastTest, HoldingIsTheChargeSeenFromTheOtherSide) {
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
  ASSERT_EQ(fc.problem, nullptr);
  EXPECT_NE(ai::warlords::forecastAnswers(*g, t).problem, nullptr) << "no charge waits for an answer yet";
  Dice declare(7);
  play(*g, {ActionKind::Charge, c, t}, declare, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  const ai::warlords::AnswerForecast af = ai::warlords::forecastAnswers(*g, t);
  ASSERT_EQ(af.problem, nullptr);
  EXPECT_NEAR(af.pReach, fc.pReach, 1e-12);
  EXPECT_EQ(af.edge, fc.edge);
  EXPECT_DOUBLE_EQ(af.hold.pWin, fc.round.pLose);
  EXPECT_DOUBLE_EQ(af.hold.pLose, fc.round.pWin);
  EXPECT_DOUBLE_EQ(af.hold.casDealt, fc.round.casTaken);
  EXPECT_DOUBLE_EQ(af.hold.pIBreak, fc.round.pTheyBreak);
  EXPECT_EQ(af.mine.modifierTotal(), fc.theirs.modifierTotal());
  EXPECT_EQ(af.theirs.dice, fc.mine.dice);
  EXPECT_FALSE(af.mayEvade) << "close foot may not evade (2.4.7)";
  EXPECT_TRUE(af.mayCounterCharge);
  EXPECT_NEAR(af.pGoes, answerShare(*g, {ActionKind::CounterCharge, t, c}, EventKind::UnitCharged), 1e-12)
      << "the counter-charge goes on a passed activation";
}

TEST_F(ChargeForecastTest, ACounterChargingShieldwallMeetsThemAsALine) {
  const int wall = bed.shieldwallFoot();
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, wall, 6, 20, 8, 180, FormationKind::Shieldwall, 2);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction) << eventLog(ev);
  const ai::warlords::AnswerForecast af = ai::warlords::forecastAnswers(*g, t);
  ASSERT_EQ(af.problem, nullptr);
  auto shieldwallDice = [](const WarlordsGame::MeleeOdds& o) {
    for (const Modifier& m : o.extraDice)
      if (m.label.find("Shieldwall") != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(shieldwallDice(af.mine)) << "holding, it fights as a Shieldwall";
  EXPECT_FALSE(shieldwallDice(af.meetingMine)) << "going out, it is a Line (2.3.1.2)";
  // The counter-charge made, with an activation that passes: the odds the rules read once
  // the two have met are the forecast's.
  Dice d(0, {6, 5, 3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::CounterCharge, t, c}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_EQ(g->unit(t).formation, FormationKind::Line);
  const auto mine = g->meleeOdds(g->unit(t), g->unit(c));
  const auto theirs = g->meleeOdds(g->unit(c), g->unit(t));
  EXPECT_EQ(af.meetingMine.dice, mine.dice);
  EXPECT_EQ(af.meetingMine.modifierTotal(), mine.modifierTotal());
  EXPECT_EQ(af.meetingTheirs.dice, theirs.dice);
  EXPECT_EQ(af.meetingTheirs.modifierTotal(), theirs.modifierTotal());
  EXPECT_EQ(af.myGroundMeeting, 0) << "a flat table";
}

TEST_F(ChargeForecastTest, EvadingIsTheActivationAndTheChaseAfterIt) {
  const SkirmishersCharged sc = knightsChargeSkirmishers();
  const ai::warlords::AnswerForecast af = ai::warlords::forecastAnswers(*sc.game, sc.skirmishers);
  ASSERT_EQ(af.problem, nullptr);
  ASSERT_TRUE(af.mayEvade);
  EXPECT_NEAR(af.pEvade,
              answerShare(*sc.game, {ActionKind::Evade, sc.skirmishers, sc.knights}, EventKind::UnitEvaded), 1e-12)
      << "irregular skirmishers get away on a passed activation";
  EXPECT_GT(af.pCaught, 0.0) << "knights may still ride them down";
  EXPECT_LT(af.pCaught, af.pReach) << "but they have farther to go";
  EXPECT_FALSE(af.caughtInRear) << "skirmishers turn to face again";
  EXPECT_FALSE(af.mayCounterCharge) << "skirmishers do not counter-charge formed troops (2.4.4.2)";
}

}  // namespace
}  // namespace sandtable::test
