// What the table reads from a ruleset: action labels, arcs of fire, charge or shoot,
// objectives, the era of the troops, line of sight as the rules ask it; and the bench
// table's armies.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"
#include "view/ActionMenu.h"
#include "view/BenchTable.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using test::MicroBattleBed;

TEST(ActionMenu, LabelsReadAsThePlayerWouldSayThem) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2, "Legio IX");
  const UnitId gauls = bed.add(Side::Two, "warband", 3, 3, "Arverni");
  auto game = bed.build();
  const auto adapter = makeRulesetAdapter("microbattle");
  ASSERT_EQ(sideActions(*game).size(), 1u);
  EXPECT_EQ(sideActions(*game).front().label, "Roll for initiative");
  test::startActions(*game, 2);
  const auto choices = unitActions(*game, legion, *adapter);
  ASSERT_FALSE(choices.empty());
  EXPECT_EQ(choices.front().action.kind, ActionKind::Attack) << "attacks come first";
  EXPECT_EQ(choices.front().label, "Attack Arverni");
  bool west = false;
  for (const auto& c : choices) west |= c.label == "Move west to (2,2)";
  EXPECT_TRUE(west);
  EXPECT_EQ(unitsThatCanAct(*game), std::vector<UnitId>{legion});
  (void)gauls;
}

TEST(RulesetAdapter, MicroBattleArcsOfFireFollowRangeAndSight) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...W....",
             "........", "........", "........"};  // woods at (3,3)
  const UnitId archers = bed.add(Side::One, "archers", 3, 1);
  bed.add(Side::Two, "warband", 0, 5);
  auto game = bed.build();
  const auto adapter = makeRulesetAdapter("microbattle");
  UnitView view;
  for (const UnitView& u : game->units()) {
    if (u.id == archers) view = u;
  }
  const FireArc arc = adapter->fireArc(*game, view);
  auto in = [&](Square s) {
    return std::find(arc.squares.begin(), arc.squares.end(), s) != arc.squares.end();
  };
  EXPECT_TRUE(in({3, 2}));
  EXPECT_TRUE(in({3, 3})) << "the woods square itself can be shot into";
  EXPECT_TRUE(in({1, 1}));
  EXPECT_FALSE(in({3, 1})) << "not its own square";
  EXPECT_FALSE(in({0, 1})) << "three squares: out of range";
  EXPECT_FALSE(in({3, 4})) << "beyond range";
  EXPECT_EQ(adapter->era(*game), "shock");
  // Close-combat troops have no arc of fire.
  for (const UnitView& u : game->units()) {
    if (u.type == "warband") {
      EXPECT_TRUE(adapter->fireArc(*game, u).empty());
    }
  }
}

// An attack's odds in words are the rules' own (MicroBattleGame::attackForecast), and a move
// has none.
TEST(RulesetAdapter, AMicroBattleAttackHasItsOddsInWords) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2, "Legio IX");
  const UnitId warband = bed.add(Side::Two, "warband", 3, 3, "Arverni");
  auto game = bed.build();
  test::startActions(*game, 1);
  const auto adapter = makeRulesetAdapter("microbattle");
  const Action a{ActionKind::Attack, legion, warband};
  const auto f = adapter->forecast(*game, a);
  ASSERT_TRUE(f);
  const auto odds = game->attackForecast(a);
  EXPECT_EQ(f->summary, "hits " + percentWords(odds.pHit) + "; Arverni is SHAKEN " +
                            percentWords(odds.pTargetFails) + "; struck back " +
                            percentWords(odds.pCounterHits));
  ASSERT_GE(f->details.size(), 4u);
  EXPECT_EQ(f->details[0].rfind("Melee attack: needs CV ", 0), 0u) << f->details[0];
  EXPECT_NE(f->details[2].find("Arverni counterattacks"), std::string::npos) << f->details[2];
  EXPECT_FALSE(adapter->forecast(*game, test::moveTo(legion, 2, 2))) << "a move has no odds";
  EXPECT_FALSE(adapter->forecast(*game, Action{ActionKind::Attack, warband, legion}))
      << "not lawful now";
  // A system with no adapter words of its own still shows its odds beside its orders: the
  // generic adapter gives the session's forecast.
  const auto generic = makeRulesetAdapter("generic")->forecast(*game, a);
  ASSERT_TRUE(generic);
  EXPECT_EQ(generic->summary, f->summary);
  EXPECT_FALSE(makeRulesetAdapter("generic")->forecast(*game, test::moveTo(legion, 2, 2)));
}

// A name in the plural that begins "The" reads as a sentence wants it: "the" within the line,
// and its verbs and pronouns in the plural.
TEST(RulesetAdapter, AForecastReadsAPluralNameThatBeginsTheInItsSentence) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2, "Legio IX");
  const UnitId carls = bed.add(Side::Two, "heavy_infantry", 3, 3, "The King's housecarls");
  auto game = bed.build();
  test::startActions(*game, 1);
  const auto f =
      makeRulesetAdapter("microbattle")->forecast(*game, Action{ActionKind::Attack, legion, carls});
  ASSERT_TRUE(f);
  EXPECT_NE(f->summary.find("; the King's housecarls are SHAKEN "), std::string::npos)
      << f->summary;
  ASSERT_GE(f->details.size(), 4u);
  EXPECT_EQ(f->details[1].rfind("A hit: The King's housecarls roll their Def ", 0), 0u)
      << f->details[1];
  EXPECT_NE(f->details[1].find("; failing, they are SHAKEN: "), std::string::npos) << f->details[1];
  EXPECT_NE(f->details[2].find("The King's housecarls counterattack, "), std::string::npos)
      << f->details[2];
}

TEST(RulesetAdapter, ChancesInWordsNeverRoundToACertaintyThatIsNot) {
  EXPECT_EQ(percentWords(0.0), "0 %");
  EXPECT_EQ(percentWords(1.0), "100 %");
  EXPECT_EQ(percentWords(1.0 - 1e-12), "100 %") << "a sum of chances that misses 1 by rounding";
  EXPECT_EQ(percentWords(0.834), "83 %");
  EXPECT_EQ(percentWords(0.003), "under 1 %");
  EXPECT_EQ(percentWords(0.997), "over 99 %");
}

TEST(RulesetAdapter, ShootChargeOrAttack) {
  MicroBattleBed bed;
  const UnitId archers = bed.add(Side::One, "archers", 2, 2);
  const UnitId warband = bed.add(Side::One, "warband", 5, 1);
  const UnitId enemy = bed.add(Side::Two, "heavy_infantry", 5, 3);
  auto game = bed.build();
  test::startActions(*game, 3);
  const auto adapter = makeRulesetAdapter("microbattle");
  EXPECT_EQ(adapter->attackVerb(*game, Action{ActionKind::Attack, archers, enemy}), "Shoot at");
  EXPECT_EQ(adapter->attackVerb(*game, Action{ActionKind::Attack, warband, enemy}), "Attack");
  Dice dice(1, {6});  // the warband's 1-2 move: 2 on a 4+
  NullSink quiet;
  test::play(*game, test::moveTo(warband, 5, 2), dice, quiet);
  EXPECT_EQ(adapter->attackVerb(*game, Action{ActionKind::Attack, warband, enemy}), "Charge");
}

// A card without the ruleset's own rows names a unit's state once: MicroBattle's state word
// for a routed unit is already "routed", so no "Status: routed" follows it.
TEST(RulesetAdapter, TheGenericCardSaysARoutOnce) {
  UnitView u;
  u.condition.words = "steady";
  EXPECT_EQ(genericConditionLines(u), std::vector<std::string>{"Condition: steady"});
  u.status = UnitStatus::Routed;
  u.condition.words = "routed";
  EXPECT_EQ(genericConditionLines(u), std::vector<std::string>{"Condition: routed"});
  // A state word that does not say it (a ruleset of other words) still gets the status.
  u.status = UnitStatus::Removed;
  u.condition.words = "gone to ground";
  EXPECT_EQ(genericConditionLines(u),
            (std::vector<std::string>{"Condition: gone to ground", "Status: removed"}));
}

// A ruleset without roster columns of its own lists each unit's state and markers in one.
TEST(RulesetAdapter, TheDefaultRosterIsOneConditionColumn) {
  const auto adapter = makeRulesetAdapter("microbattle");
  ASSERT_EQ(adapter->rosterColumns(), std::vector<std::string>{"Condition"});
  MicroBattleBed bed;
  bed.add(Side::One, "archers", 2, 2);
  auto game = bed.build();
  UnitView u = game->units().front();
  u.condition.words = "steady";
  u.markers = {"disordered", "spent"};
  EXPECT_EQ(adapter->rosterCells(*game, u), std::vector<std::string>{"steady, disordered, spent"});
  u.condition.words.clear();
  EXPECT_EQ(adapter->rosterCells(*game, u), std::vector<std::string>{"disordered, spent"});
  // The state once: MicroBattle's SHAKEN is its state and a marker (the token on the table).
  u.condition.words = "SHAKEN";
  u.markers = {"SHAKEN", "activated"};
  EXPECT_EQ(adapter->rosterCells(*game, u), std::vector<std::string>{"SHAKEN, activated"});
}

// A unit with no order to give says why: the enemy's is the enemy's, one's own cannot act now.
TEST(RulesetAdapter, AUnitWithNoOrderSaysWhoseItIs) {
  const auto adapter = makeRulesetAdapter("microbattle");
  MicroBattleBed bed;
  bed.add(Side::One, "archers", 2, 2);
  bed.add(Side::Two, "archers", 2, 5);
  auto game = bed.build();
  const Side toAct = game->phase().sideToAct;
  ASSERT_NE(toAct, Side::None);
  for (const UnitView& u : game->units()) {
    EXPECT_EQ(adapter->idleWords(*game, u),
              u.side == toAct ? "This unit cannot act now."
                              : "The enemy's unit: select one of yours to give it an order.");
    if (u.side != toAct) continue;
    UnitView acted = u;
    acted.counters.push_back({Counter::Kind::Activated, 1});
    EXPECT_EQ(adapter->idleWords(*game, acted), "It has acted this turn.");
  }
}

// A ruleset without tokens of its own has them drawn from the typed condition and counters,
// never from the words of its markers: a new system gets morale, order, champions,
// casualties, leaders and "has acted" on the table by filling those in.
TEST(RulesetAdapter, TheDefaultTokensComeFromTheTypedConditionAndCounters) {
  const auto adapter = makeRulesetAdapter("microbattle");
  UnitView u;
  u.markers = {"words nobody parses"};
  EXPECT_TRUE(adapter->tableMarkers(u).empty());
  EXPECT_TRUE(adapter->labelMarks(u).empty());
  u.condition.morale = Condition::Morale::Wavering;
  u.condition.words = "Wavering";
  u.condition.disordered = true;
  u.counters = {{Counter::Kind::Casualties, 8},
                {Counter::Kind::Champions, 1},
                {Counter::Kind::Leaders, 1},
                {Counter::Kind::Activated, 1}};
  const std::vector<std::string> tokens = adapter->tableMarkers(u);
  EXPECT_EQ(tokens, (std::vector<std::string>{"wavering", "disordered", "leader", "activated",
                                              "champion", "casualty", "casualty", "casualty",
                                              "casualty", "casualty", "casualty"}))
      << "casualty pips stop at six";
  const std::vector<LabelMark> marks = adapter->labelMarks(u);
  EXPECT_EQ(marks, (std::vector<LabelMark>{{"wavering", 0, ""},
                                           {"disordered", 0, ""},
                                           {"champion", 1, "1 champion"},
                                           {"casualty", 8, "8 casualties"},
                                           {"activated", 0, ""}}))
      << "the binding's words, but for the counts";
  // MicroBattle fills them: a SHAKEN unit that has acted shows both.
  MicroBattleBed bed;
  bed.add(Side::One, "archers", 2, 2);
  auto game = bed.build();
  UnitView shaken = game->units().front();
  shaken.condition.morale = Condition::Morale::Shaken;
  shaken.counters = {{Counter::Kind::Activated, 1}};
  EXPECT_EQ(adapter->tableMarkers(shaken), (std::vector<std::string>{"shaken", "activated"}));
}

// A path says its words at its end, then back along it; a ring or an arc at its middle, then
// out from there both ways, never past its ends.
TEST(RulesetAdapter, AShapesWordsStandAtItsEndOrMiddleFirst) {
  GroundShape path{GroundShape::Path, ShapeRole::ChargeReach, {}, "massed 8"};
  for (int i = 0; i < 12; ++i) path.points.push_back({i, 0});
  const std::vector<std::size_t> along = groundWordPoints(path);
  ASSERT_GE(along.size(), 3u);
  EXPECT_EQ(along[0], 11u);
  EXPECT_EQ(along[1], 10u);
  GroundShape ring{GroundShape::Outline, ShapeRole::ChargeReach, {}, "charge 6.0\""};
  for (int i = 0; i < 64; ++i) ring.points.push_back({i, 1});
  const std::vector<std::size_t> round = groundWordPoints(ring);
  ASSERT_GE(round.size(), 3u);
  EXPECT_EQ(round[0], 32u);
  EXPECT_EQ(round[1] + round[2], 64u);  // the same step each way
  for (std::size_t k : round) EXPECT_LT(k, 64u);
  GroundShape stub{GroundShape::Area, ShapeRole::ChargeReach, {{0, 0}, {1, 1}}, "x"};
  for (std::size_t k : groundWordPoints(stub)) EXPECT_LT(k, 2u);
}

TEST(BenchTable, ArmiesOfAnySizeFitTheTableWithoutOverlapping) {
  const BenchBattlefield field;
  const auto armies = benchArmies(
      1000, {{"heavy_infantry", "Heavy Infantry"}, {"cavalry", "Cavalry"}}, field.bounds());
  std::vector<Rect> stands;
  for (const UnitView& u : armies) {
    for (const Stand& s : u.stands) stands.push_back(s.footprint);
  }
  ASSERT_EQ(stands.size(), 1000u);
  for (std::size_t i = 0; i < stands.size(); ++i) {
    EXPECT_TRUE(contains(field.bounds(), stands[i].centre));
    for (std::size_t j = i + 1; j < stands.size(); ++j)
      ASSERT_FALSE(overlaps(stands[i], stands[j])) << i << " and " << j;
  }
  EXPECT_GT(field.elevationAt({450 * kMillimetre, 600 * kMillimetre}), 30 * kMillimetre)
      << "a hill";
  EXPECT_FALSE(
      field.crossings({0, 400 * kMillimetre}, {1800 * kMillimetre, 400 * kMillimetre}).empty())
      << "a hedge";
}

}  // namespace
}  // namespace sandtable::view
