// The scripted yardstick ("advance and attack the nearest"): it plays every ruleset legally
// and the same way every time, and does what its script says and nothing cleverer: strike
// the nearest enemy, shoot the nearest, lead with the front unit, face and close with the
// nearest enemy, dress an Unformed unit's ranks, never evade.
#include <gtest/gtest.h>

#include "ai/AiPlayer.h"
#include "rules/core/Match.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/MicroBattleBed.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// Plays a whole game between two AI levels, checking every choice before it is applied.
Match playChecked(const scenario::LoadedScenario& sc, const std::string& one, const std::string& two,
                  std::uint64_t seed, int& actions) {
  Match m(sc.newGame(), seed);
  const std::string system(m.game().system());
  auto a = ai::makeAi(one, system, seed * 3 + 1);
  auto b = ai::makeAi(two, system, seed * 3 + 2);
  NullSink quiet;
  for (int i = 0; i < 20000 && !m.over(); ++i) {
    const Side s = m.game().phase().sideToAct;
    const Action act = (s == Side::Two ? *b : *a).choose(m.game());
    const Verdict v = m.check(act);
    EXPECT_TRUE(v.legal) << one << " vs " << two << " seed " << seed << ": " << toString(act) << ": " << v.why;
    if (!v.legal) break;
    m.submit(act, quiet);
    ++actions;
  }
  EXPECT_TRUE(m.over()) << one << " vs " << two << " seed " << seed;
  return m;
}

ai::AiPlayer& scripted() {
  static const std::unique_ptr<ai::AiPlayer> kScripted = ai::makeAi("scripted", "warlords", 1);
  return *kScripted;
}

TEST(ScriptedAi, PlaysEveryScenarioToTheEndWithOnlyLegalActions) {
  int actions = 0;
  for (const char* f : {"warlords_meeting_engagement.yaml", "warlords_hastings_1066.yaml",
                        "microbattle_meeting_engagement.yaml", "microbattle_river_crossing.yaml",
                        "microbattle_knights_and_longbows.yaml", "microbattle_hastings_1066.yaml"}) {
    const auto sc = scenario::loadScenario(configPath(std::string("scenarios/") + f));
    playChecked(sc, "scripted", "random", 1, actions);
    playChecked(sc, "normal", "scripted", 2, actions);
    playChecked(sc, "scripted", "scripted", 3, actions);
  }
  EXPECT_GT(actions, 2000);
}

TEST(ScriptedAi, PlaysTheSameGameEveryTimeWhateverItsSeed) {
  // The script has no random stream: only the match's dice make two games differ.
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  int actions = 0;
  const Match first = playChecked(sc, "scripted", "scripted", 5, actions);
  Match again(sc.newGame(), 5);
  auto a = ai::makeAi("scripted", "warlords", 999);
  NullSink quiet;
  while (!again.over()) again.submit(a->choose(again.game()), quiet);
  EXPECT_EQ(again.actions(), first.actions());
  EXPECT_EQ(again.hash(), first.hash());
  EXPECT_EQ(a->level(), "scripted");
}

TEST(ScriptedAiWarlords, LeadsWithTheUnitNearestTheEnemy) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  bed.add(Side::One, foot, 4, 10, 5, 0);
  const UnitId front = bed.add(Side::One, foot, 4, 20, 12, 0);
  bed.add(Side::One, foot, 4, 30, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 30, 180);
  auto g = bed.build();
  startTurnW(*g);
  const Action a = scripted().choose(*g);
  EXPECT_EQ(a.kind, ActionKind::ActivateUnit) << toString(a);
  EXPECT_EQ(a.unit, front);
}

TEST(ScriptedAiWarlords, ChargesTheNearestEnemyInReach) {
  WarlordsBed bed;
  const int cav = bed.cavalry();
  const int loose = bed.looseFoot();
  const UnitId k = bed.add(Side::One, cav, 4, 20, 5, 0);
  const UnitId farther = bed.add(Side::Two, loose, 4, 15, 11, 180);
  const UnitId nearer = bed.add(Side::Two, loose, 4, 24, 9, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, k, ev);
  // Both are within the knights' reach: the script takes the nearer.
  ASSERT_TRUE(g->check({ActionKind::Charge, k, farther}).legal);
  ASSERT_TRUE(g->check({ActionKind::Charge, k, nearer}).legal);
  const Action a = scripted().choose(*g);
  EXPECT_EQ(a.kind, ActionKind::Charge) << toString(a);
  EXPECT_EQ(a.target, nearer);
}

TEST(ScriptedAiWarlords, AdvancesStraightAtAnEnemyAhead) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 4, 20, 30, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  // How near each move offered would bring it.
  auto after = [&](const Action& m) {
    auto copy = g->clone();
    Dice none;
    NullSink quiet;
    copy->apply(m, none, quiet);
    return distance(static_cast<WarlordsGame&>(*copy).unit(u).pose.front, g->unit(e).pose.front);
  };
  Length nearest = distance(g->unit(u).pose.front, g->unit(e).pose.front);
  for (const Action& m : g->legalActions()) {
    if (m.kind == ActionKind::Move) nearest = std::min(nearest, after(m));
  }
  const Action a = scripted().choose(*g);
  ASSERT_EQ(a.kind, ActionKind::Move) << toString(a);
  EXPECT_EQ(after(a), nearest);
  EXPECT_EQ(a.facing, g->unit(u).pose.facing);  // straight on, not turning
}

TEST(ScriptedAiWarlords, TurnsToFaceAnEnemyOnItsFlankBeforeAdvancing) {
  // Horse may wheel; irregular close foot may not and can only go oblique (see below).
  WarlordsBed bed;
  const int cav = bed.cavalry();
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, cav, 4, 20, 5, 0);  // facing north
  bed.add(Side::Two, foot, 4, 40, 5, 270);                // due east
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  const Action a = scripted().choose(*g);
  ASSERT_EQ(a.kind, ActionKind::Wheel) << toString(a);
  // The ruleset offers a wheel of 45 degrees either way: the one toward the enemy.
  ASSERT_TRUE(g->check(Action{ActionKind::Wheel, u, kNoUnit, std::nullopt, std::nullopt, degrees(315)}).legal);
  ASSERT_TRUE(a.facing.has_value());
  EXPECT_EQ(*a.facing, degrees(45));
}

TEST(ScriptedAiWarlords, DressesTheRanksOfAnUnformedUnit) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 6, 20, 30, 180, FormationKind::Line, 2);
  auto g = bed.build();
  W::unit(*g, u).formed = false;
  EventList ev;
  activateFirstW(*g, u, ev);
  const Action a = scripted().choose(*g);
  ASSERT_EQ(a.kind, ActionKind::ChangeFormation) << toString(a);
  Dice none;
  play(*g, a, none, ev);
  EXPECT_TRUE(g->unit(u).formed);
  EXPECT_EQ(g->unit(u).formation, FormationKind::Line);
}

TEST(ScriptedAiWarlords, NeverEvadesButCountersACharge) {
  // The skirmishers normal would pull back (WarlordsAiBehaviour.LightTroopsEvadeCavalry).
  const auto [g, k, s] = knightsChargeSkirmishers();
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  ASSERT_TRUE(g->check({ActionKind::Evade, s, k}).legal);
  const Action a = scripted().choose(*g);
  EXPECT_NE(a.kind, ActionKind::Evade) << toString(a);
  const ActionKind expected = g->check({ActionKind::CounterCharge, s, k}).legal ? ActionKind::CounterCharge
                                                                                  : ActionKind::Shoot;
  EXPECT_EQ(a.kind, expected) << toString(a);
}

TEST(ScriptedAiMicroBattle, AttacksTheNearestEnemyRatherThanMoving) {
  MicroBattleBed bed;
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId adjacent = bed.add(Side::Two, "warband", 3, 3);
  bed.add(Side::Two, "warband", 6, 5);
  auto game = bed.build();
  startActions(*game, 1);
  const Action a = ai::makeAi("scripted", "microbattle", 1)->choose(*game);
  EXPECT_EQ(a, attack(hi, adjacent)) << toString(a);
}

TEST(ScriptedAiMicroBattle, StepsTowardTheNearestEnemy) {
  MicroBattleBed bed;
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 0);
  bed.add(Side::Two, "warband", 3, 5);
  bed.add(Side::Two, "warband", 0, 5);
  auto game = bed.build();
  startActions(*game, 1);
  auto ai = ai::makeAi("scripted", "microbattle", 1);
  Dice none;
  EventList ev;
  const Action first = ai->choose(*game);
  EXPECT_EQ(first, moveTo(hi, 3, 1)) << toString(first);
  play(*game, first, none, ev);
  EXPECT_EQ(game->units()[static_cast<std::size_t>(hi)].square, (Square{3, 1}));
}

}  // namespace
}  // namespace sandtable::test
