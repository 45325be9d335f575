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

}  // namespace
}  // namespace sandtable::test
