// Bannockburn 1314 (config/scenarios/warlords_bannockburn_1314.yaml on
// config/battlefields/bannockburn.yaml) is the field and the armies its briefing describes:
// every unit on the table on ground it may enter; the English on the carse between the
// Bannock Burn and the Pelstream, the Scots on the dry field coming down to it; the
// schiltrons drilled Pike that may form Hedgehog (2.3.1.4); the victory the scenario's
// comments argue for; and every narration cue names a real unit or personality.
#include <gtest/gtest.h>

#include <set>

#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/HistoricalBattle.h"
#include "support/HistoricalCues.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

constexpr const char* kBannockburn = "scenarios/warlords_bannockburn_1314.yaml";

struct Bannockburn : HistoricalBattle {
  Bannockburn() : HistoricalBattle(kBannockburn) {}
  // The x of a stream's bed along the table's row y: where the ground there is a stream.
  std::vector<double> streamsAcross(double y) const {
    std::vector<double> xs;
    bool in = false;
    for (double x = 0.05; x < 40.0; x += 0.05) {
      const bool stream = field.terrainAt(at(x, y)) == TerrainKind::Stream;
      if (stream && !in) xs.push_back(x);
      in = stream;
    }
    return xs;
  }
};

TEST_F(Bannockburn, LoadsWithTheArmiesAndTheVictoryItsCommentsArgueFor) {
  EXPECT_EQ(scenario.info.name, "Bannockburn, 1314");
  EXPECT_FALSE(scenario.info.briefing.empty());
  EXPECT_FALSE(scenario.info.historicalOutcome.empty());
  int scots = 0, english = 0;
  for (const UnitState& u : g.unitStates()) (u.side == Side::One ? scots : english)++;
  EXPECT_EQ(scots, 6);
  EXPECT_EQ(english, 6);
  const Victory& v = g.setup().victory;
  EXPECT_EQ(v.turnLimit, 12);
  EXPECT_EQ(v.atTurnLimit, TurnLimitOutcome::Strength)
      << "Stirling was already relieved by the pact's terms: standing on the carse won the English nothing";
  EXPECT_EQ(v.decisivePersonalities, (std::vector<std::string>{"Robert the Bruce", "Edward II"}));
  EXPECT_FALSE(g.flat());
}

TEST_F(Bannockburn, TheSchiltronsAreDrilledPikeThatMayFormHedgehog) {
  for (const char* name :
       {"Edward Bruce's schiltron", "Moray's schiltron", "Douglas' schiltron", "The King's schiltron"}) {
    const UnitState& u = unitNamed(name);
    const UnitProfile& p = g.profile(u);
    EXPECT_EQ(p.type, TroopKind::Pike) << name;
    EXPECT_TRUE(p.drilled()) << name << ": only drilled pike may form Hedgehog (2.3.1.4)";
    EXPECT_TRUE(p.hedgehog) << name;
    EXPECT_EQ(u.standCount(), 10) << name << ": the largest bodies on the table";
    for (const UnitState& e : g.unitStates()) {
      if (e.side == Side::Two) {
        EXPECT_GE(u.standCount(), e.standCount()) << name << " against " << nameOf(e);
      }
    }
  }
  const UnitProfile& knights = g.profile(unitNamed("Gloucester's knights"));
  EXPECT_EQ(knights.type, TroopKind::Cavalry);
  EXPECT_TRUE(knights.impetuous);
  EXPECT_EQ(knights.weapon, HandWeapon::Lances);
  const UnitProfile& keith = g.profile(unitNamed("Keith's light horse"));
  EXPECT_EQ(keith.type, TroopKind::Cavalry);
  EXPECT_TRUE(keith.fast) << "men in armour on light horses (Barbour)";
  EXPECT_FALSE(keith.impetuous) << "kept in hand until Bruce sent them at the archers";
  const UnitProfile& bow = g.profile(unitNamed("The archers of the right"));
  EXPECT_TRUE(bow.longbow && bow.massed && bow.missiles == MissileKind::Heavy);
}

TEST_F(Bannockburn, TheEnglishHorseStandsPackedTwoRanksDeep) {
  for (const UnitState& u : g.unitStates()) {
    if (u.side == Side::Two && g.profile(u).type == TroopKind::Cavalry) {
      EXPECT_EQ(u.ranks, 2) << nameOf(u) << ": too packed to deploy (every account)";
    }
  }
}

TEST_F(Bannockburn, EveryUnitStandsOnTheTableTheScotsAboveTheCarse) {
  const Rect table = field.bounds();
  for (const UnitState& u : g.unitStates()) {
    const Rect b = g.block(u);
    for (const Point& c : corners(b)) EXPECT_TRUE(contains(table, c)) << nameOf(u);
    const auto ground = g.groundUnder(b);
    EXPECT_FALSE(ground.impassable) << nameOf(u);
    EXPECT_FALSE(ground.rough) << nameOf(u) << " stands in a burn, a bog or a pow";
    if (u.side == Side::One) {
      EXPECT_EQ(u.pose.facing, degrees(0)) << "the Scots come from the south";
      EXPECT_LT(frontY(u), 13.0);
    } else {
      EXPECT_EQ(u.pose.facing, degrees(180));
      EXPECT_GT(frontY(u), 14.0);
    }
  }
  // The Scots form on the dry field, higher than the carse, but the rise is no Warlords slope
  // (the scenario's source: the armies met on the level).
  EXPECT_GT(metresAt(20, 2) - metresAt(20, 16), 3.0);
  for (double y : {6.0, 9.0, 12.0, 15.0}) {
    EXPECT_FALSE(g.groundUnder(Rect{at(20, y), degrees(0), g.span(), g.span()}).slope) << "y " << y;
  }
}

TEST_F(Bannockburn, TheEnglishStandBetweenTheBurns) {
  // Across the carse where the English stand, a burn on each hand: the Pelstream west of
  // every English unit, the Bannock Burn east of every one.
  for (const UnitState& u : g.unitStates()) {
    if (u.side != Side::Two) continue;
    const double y = frontY(u);
    const std::vector<double> burns = streamsAcross(y);
    ASSERT_EQ(burns.size(), 2u) << "row " << y;
    const Rect b = g.block(u);
    for (const Point& c : corners(b)) {
      const double x = static_cast<double>(c.x) / g.span();
      EXPECT_GT(x, burns[0]) << nameOf(u) << " is west of the Pelstream";
      EXPECT_LT(x, burns[1]) << nameOf(u) << " is east of the Bannock Burn";
    }
  }
  // The carse between them narrows nowhere to less than the Scots' front (three schiltrons).
  for (double y : {14.0, 18.0, 22.0}) {
    const std::vector<double> burns = streamsAcross(y);
    ASSERT_EQ(burns.size(), 2u);
    EXPECT_GT(burns[1] - burns[0], 18.0) << "row " << y;
    EXPECT_LT(burns[1] - burns[0], 32.0) << "row " << y << ": too wide to be the narrow ground of 1314";
  }
}

TEST_F(Bannockburn, NarrationCuesNameRealUnitsAndPersonalities) {
  EXPECT_GE(scenario.info.narration.size(), 10u);
  const std::set<std::string> lost = expectCuesNameRealUnitsAndPersonalities(scenario, g, "Bannockburn");
  for (const char* who : {"Robert the Bruce", "Edward II", "Gilbert de Clare, Earl of Gloucester"}) {
    EXPECT_TRUE(lost.count(who)) << who;
  }
}

}  // namespace
}  // namespace sandtable::test
