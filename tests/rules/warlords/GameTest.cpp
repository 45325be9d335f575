// Warlords as a Game: determinism (same seed and actions, same hashes), the candidate
// actions all pass check(), canonical action shapes, what units() shows the table, victory
// and whole random games that end.
#include <gtest/gtest.h>

#include "rules/core/Match.h"
#include "rules/core/Rng.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// Plays random legal actions to the end; returns the hashes after each action.
std::vector<std::uint64_t> randomGame(const scenario::LoadedScenario& sc, std::uint64_t seed, int* actions = nullptr) {
  Match m(sc.newGame(), seed);
  Rng pick(seed * 31 + 7);
  NullSink sink;
  std::vector<Action> legal;
  int n = 0;
  while (!m.over() && n < 20000) {
    m.game().legalActions(legal);
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    const Action a = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    m.submit(a, sink);
    ++n;
  }
  if (actions) *actions = n;
  return m.hashes();
}

TEST(WarlordsGame, ShippedScenariosPlayToTheEndAndReplayIdentically) {
  for (const char* file : {"scenarios/warlords_meeting_engagement.yaml", "scenarios/warlords_hastings_1066.yaml",
                           "scenarios/warlords_bannockburn_1314.yaml", "scenarios/warlords_crecy_1346.yaml",
                           "scenarios/warlords_agincourt_1415.yaml", "scenarios/warlords_stamford_bridge_1066.yaml"}) {
    const auto sc = scenario::loadScenario(configPath(file));
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      int n = 0;
      const auto first = randomGame(sc, seed, &n);
      const auto again = randomGame(sc, seed);
      EXPECT_EQ(first, again) << file << " seed " << seed;
      EXPECT_LT(n, 20000) << file << " seed " << seed << ": the game must end";
    }
  }
}

TEST(WarlordsGame, EveryCandidateActionIsLegal) {
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  Match m(sc.newGame(), 5);
  Rng pick(11);
  NullSink sink;
  std::vector<Action> legal;
  for (int i = 0; i < 600 && !m.over(); ++i) {
    m.game().legalActions(legal);
    for (const Action& a : legal) {
      const Verdict v = m.game().check(a);
      ASSERT_TRUE(v.legal) << toString(a) << ": " << v.why;
    }
    m.submit(legal[pick.below(static_cast<std::uint32_t>(legal.size()))], sink);
  }
}

TEST(WarlordsGame, ActionsCarryOnlyTheFieldsTheirKindUses) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  auto g = bed.build();
  Action roll{ActionKind::RollInitiative};
  roll.option = 1;
  EXPECT_FALSE(g->check(roll).legal);
  startTurnW(*g);
  Action act{ActionKind::ActivateUnit, u};
  act.facing = 0;
  EXPECT_FALSE(g->check(act).legal);
  EXPECT_FALSE(g->check({ActionKind::Attack, u, 1}).legal) << "Warlords has no generic attack";
}

TEST(WarlordsGame, UnitsShowFootprintsTypesAndMarkers) {
  WarlordsBed bed;
  const int foot = bed.shieldwallFoot();
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Shieldwall, 2);
  bed.person(u, "Harold", 1, 2);
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  auto g = bed.build();
  W::unit(*g, u).champions = 2;
  W::unit(*g, u).casualties = 3;
  const auto views = g->units();
  ASSERT_EQ(views.size(), 2u);
  const UnitView& v = views[0];
  EXPECT_EQ(v.type, "close_foot");
  EXPECT_EQ(v.stands.size(), 6u);
  EXPECT_EQ(v.stands[0].footprint.width, spans(1));
  EXPECT_EQ(v.stands[0].footprint.depth, spans(0.75));
  auto has = [&](const std::string& m) { return std::find(v.markers.begin(), v.markers.end(), m) != v.markers.end(); };
  EXPECT_TRUE(has("champions: 2"));
  EXPECT_TRUE(has("casualties: 3"));
  EXPECT_TRUE(has("morale: Ready"));
  EXPECT_TRUE(has("Formed"));
  EXPECT_TRUE(has("formation: shieldwall, 2 ranks, 3 wide"));
  EXPECT_TRUE(has("personality: Harold (charisma +1, prowess +2)"));
}

TEST(WarlordsGame, ArmyBreaksWhenHalfItsUnitsAreBrokenOrGone) {
  WarlordsBed bed;
  bed.setup.victory.armyBreakPercent = 50;
  const int foot = bed.closeFoot();
  const UnitId a = bed.add(Side::One, foot, 3, 10, 5, 0);
  bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 30, 180);
  bed.add(Side::Two, foot, 3, 30, 30, 180);
  bed.add(Side::Two, foot, 3, 40, 30, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::breakUnit(*g, a, e, d, ev);
  startTurnW(*g);  // victory is checked after each action
  EXPECT_TRUE(g->result().over);
  EXPECT_EQ(g->result().winner, Side::Two);
  EXPECT_EQ(g->result().ending, Ending::ArmyBroken);
}

// Two bands of foot front to front (a: side One, b: side Two); both fail their activations
// and stand, and the turn comes to its melee.
std::unique_ptr<WarlordsGame> bandsAtTheirMelee(WarlordsBed& bed, UnitId& a, UnitId& b, EventList& ev,
                                                 const std::string& personalityOfB = "") {
  const int foot = bed.closeFoot();
  a = bed.add(Side::One, foot, 3, 20, 10, 0);
  b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  if (!personalityOfB.empty()) bed.person(b, personalityOfB, 1, 2);
  auto g = bed.build();
  activateFirstW(*g, a, {1, 1}, ev);
  activateW(*g, b, {1, 1}, ev);
  return g;
}

TEST(WarlordsGame, DecisivePersonalityLostBreaksHisArmy) {
  WarlordsBed bed;
  bed.setup.victory.decisivePersonalities = {"Harold Godwinson"};
  UnitId a = kNoUnit, b = kNoUnit;
  EventList ev;
  auto g = bandsAtTheirMelee(bed, a, b, ev, "Harold Godwinson");
  ASSERT_EQ(g->currentPhase(), Phase::Melee);
  // A: 5,5 = 10 (doubles, 3 casualties); red 1 and yellow 1: Harold, killed. B: 3,4.
  Dice d(0, {5, 5, 1, 1, 3, 4, 3, 3, 3, 3});
  play(*g, {ActionKind::ResolveMelee}, d, ev);
  EXPECT_TRUE(g->result().over) << eventLog(ev);
  EXPECT_EQ(g->result().winner, Side::One);
  EXPECT_EQ(g->result().ending, Ending::LeaderLost) << "his army still has its units: the leader decided it";
  (void)a;
}

TEST(WarlordsGame, TurnLimitGoesToTheArmyWithMoreStandsInTheFight) {
  WarlordsBed bed;
  bed.setup.victory.turnLimit = 1;
  const int foot = bed.closeFoot();
  bed.add(Side::One, foot, 4, 20, 5, 0);
  const UnitId b = bed.add(Side::Two, foot, 4, 20, 30, 180);
  auto g = bed.build();
  W::unit(*g, b).stands.pop_back();
  EventList ev;
  activateFirstW(*g, 0, {1, 1}, ev);
  activateW(*g, b, {1, 1}, ev);
  EXPECT_TRUE(g->result().over);
  EXPECT_EQ(g->result().winner, Side::One);
  EXPECT_EQ(g->result().ending, Ending::TurnLimit);
}

TEST(WarlordsGame, TurnLimitStrengthCountsCasualtiesAndWornUnitsAgainstAnArmy) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId a = bed.add(Side::One, foot, 4, 20, 5, 0);
  const UnitId b = bed.add(Side::Two, foot, 4, 20, 30, 180);
  auto g = bed.build();
  EXPECT_EQ(g->strengthPermille(Side::One), 1000);
  // Three casualty figures take a stand and a half from four: 2.5 of 4 stands.
  W::unit(*g, a).casualties = 3;
  EXPECT_EQ(g->strengthPermille(Side::One), 625);
  // A stand lost outright: 3 of 4, ahead of the unit with three casualties.
  W::unit(*g, b).stands.pop_back();
  EXPECT_EQ(g->strengthPermille(Side::Two), 750);
  EXPECT_EQ(g->turnLimitResult().winner, Side::Two);
  // Worn, the same unit counts half.
  W::unit(*g, b).morale = Morale::Worn;
  EXPECT_EQ(g->strengthPermille(Side::Two), 375);
  EXPECT_EQ(g->turnLimitResult().winner, Side::One);
  // Broken, nothing.
  W::unit(*g, b).morale = Morale::Broken;
  EXPECT_EQ(g->strengthPermille(Side::Two), 0);
}

TEST(WarlordsGame, ASideThatHoldsTheFieldWinsAtTheTurnLimitUnlessBroken) {
  WarlordsBed bed;
  bed.setup.victory.turnLimit = 1;
  bed.setup.victory.atTurnLimit = TurnLimitOutcome::Holder;
  bed.setup.victory.holder = Side::Two;
  const int foot = bed.closeFoot();
  const UnitId a = bed.add(Side::One, foot, 4, 20, 5, 0);
  const UnitId b = bed.add(Side::Two, foot, 4, 20, 30, 180);
  auto g = bed.build();
  // Side Two is weaker (a stand lost), yet it only had to hold.
  W::unit(*g, b).stands.pop_back();
  EventList ev;
  activateFirstW(*g, a, {1, 1}, ev);
  activateW(*g, b, {1, 1}, ev);
  ASSERT_TRUE(g->result().over);
  EXPECT_EQ(g->result().winner, Side::Two);
  EXPECT_EQ(g->result().ending, Ending::TurnLimit);
  EXPECT_NE(g->result().reason.find("the field is still held by"), std::string::npos) << g->result().reason;
}

TEST(WarlordsGame, AnArmyBrokenInTheLastTurnsMeleeLosesRatherThanHoldingTheField) {
  // The turn limit is reached at the end of the last turn's melees; a holder whose army
  // breaks in them has not held the field.
  WarlordsBed bed;
  bed.setup.victory.turnLimit = 1;
  bed.setup.victory.atTurnLimit = TurnLimitOutcome::Holder;
  bed.setup.victory.holder = Side::Two;
  bed.setup.victory.armyBreakPercent = 50;
  UnitId a = kNoUnit, b = kNoUnit;
  EventList ev;
  auto g = bandsAtTheirMelee(bed, a, b, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Melee);
  // 12 against 4: thrice the score, the holder's only unit breaks and flees (four dice).
  Dice d(0, {6, 6, 2, 2, 3, 3, 3, 3});
  play(*g, {ActionKind::ResolveMelee}, d, ev);
  ASSERT_EQ(g->unit(b).morale, Morale::Broken) << eventLog(ev);
  ASSERT_TRUE(g->result().over);
  EXPECT_EQ(g->result().winner, Side::One) << eventLog(ev);
  EXPECT_EQ(g->result().ending, Ending::ArmyBroken) << "broken before night fell, not decided by the limit";
  EXPECT_NE(g->result().reason.find("is broken"), std::string::npos) << g->result().reason;
}

}  // namespace
}  // namespace sandtable::test
