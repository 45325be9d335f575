// Robert's Rules scenarios (config/scenarios/roberts_*.yaml): every shipped one reads into the
// Deployment a battle starts from, and a wrong one is refused with every problem at its
// file:line:col (scenario/roberts/RobertsScenario.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "RobertsBed.h"
#include "data/YamlReader.h"
#include "rules/roberts/Cost.h"
#include "rules/roberts/Table.h"
#include "scenario/DataFiles.h"
#include "scenario/SidesYaml.h"
#include "scenario/roberts/RobertsData.h"
#include "scenario/roberts/RobertsScenario.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;

namespace {

// A small battle on an open table: two units and a free Captain against one unit.
const std::string kBase = R"(scenario: {name: "Test", ruleset: roberts}
battlefield: {table_mm: [1200, 1200], ground_m_per_inch: 10}
sides:
  side1:
    name: "North"
    army:
      army: {ruleset: roberts, name: "A", scale: 25mm}
      units:
        spear: {name: "Spearmen", type: heavy_foot, formation: formed, stands: 4, weapon: spear, armour: shield}
        skirm: {name: "Skirmishers", type: skirmisher, formation: unformed, count: 2, weapon: hand_weapons, missile: javelins, armour: shield}
      leaders:
        - {name: "Aldo", rank: general, with: spear}
        - {name: "Bert", rank: captain}
    units:
      - {line: spear, at: [20, 10], facing: 0, ranks: 2, leaders: ["Aldo"]}
      - {line: skirm, name: "West skirmishers", at: [10, 12], facing: 0}
      - {line: skirm, at: [30, 12], facing: 0}
    free_captains:
      - {name: "Bert", at: [20, 5]}
  side2:
    name: "South"
    army:
      army: {ruleset: roberts, name: "B", scale: 25mm}
      units:
        cav: {name: "Horse", type: heavy_mounted, formation: formed, stands: 3, weapon: lance, armour: shield}
      leaders:
        - {name: "Carl", rank: general, with: cav}
    units:
      - {line: cav, at: [20, 40], facing: 180}
first_acting: side1
victory: {turn_limit: 10, at_turn_limit: side2}
)";

scenario::RobertsScenario read(const std::string& text) {
  data::YamlReader r = data::YamlReader::fromString(text, "s.yaml");
  scenario::ScenarioInfo info = scenario::readScenarioHeader(r, r.root());
  return scenario::readRobertsScenario(r, r.root(), std::move(info), test::roberts::tables());
}

std::vector<data::ConfigError> errorsOf(const std::string& text) {
  try {
    read(text);
  } catch (const data::ConfigErrors& e) {
    return e.errors();
  }
  return {};
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

int lineOf(const std::string& text, const std::string& what) {
  const auto at = text.find(what);
  EXPECT_NE(at, std::string::npos) << what;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

// The one error of `text`: its message holds `message`, on the line where `where` is.
void expectOneError(const std::string& text, const std::string& message, const std::string& where) {
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u) << (errors.empty() ? std::string("no error")
                                                  : errors[0].str() + " ...");
  EXPECT_NE(errors[0].message.find(message), std::string::npos) << errors[0].str();
  EXPECT_EQ(errors[0].file, "s.yaml");
  EXPECT_EQ(errors[0].line, lineOf(text, where)) << errors[0].str();
}

bool anyError(const std::vector<data::ConfigError>& errors, const std::string& message) {
  return std::any_of(errors.begin(), errors.end(), [&](const data::ConfigError& e) {
    return e.message.find(message) != std::string::npos;
  });
}

}  // namespace

TEST(RobertsScenario, TheBaseReadsIntoItsDeployment) {
  const scenario::RobertsScenario s = read(kBase);
  const Deployment& d = s.deployment;
  EXPECT_EQ(s.table.unit, kInch);
  EXPECT_EQ(s.table.groundMetresPerUnit, 10);
  EXPECT_EQ(s.info.sideNames[0], "North");
  EXPECT_EQ(d.sides[0].name, "North");
  ASSERT_EQ(d.sides[0].units.size(), 3u);
  const Placement& spear = d.sides[0].units[0];
  EXPECT_EQ(spear.line, "spear");
  EXPECT_EQ(spear.front, (Point{20 * kInch, 10 * kInch}));
  EXPECT_EQ(spear.facing, 0);
  EXPECT_EQ(spear.ranks, 2);
  EXPECT_EQ(spear.leaders, std::vector<std::string>{"Aldo"});
  EXPECT_EQ(d.sides[0].units[1].name, "West skirmishers");
  ASSERT_EQ(d.sides[0].freeLeaders.size(), 1u);
  EXPECT_EQ(d.sides[0].freeLeaders[0].name, "Bert");
  EXPECT_EQ(d.sides[0].freeLeaders[0].at, (Point{20 * kInch, 5 * kInch}));
  ASSERT_EQ(d.sides[1].units.size(), 1u);
  EXPECT_EQ(d.sides[1].units[0].facing, kHalfTurn);
  EXPECT_EQ(d.firstActing, Side::One);
  EXPECT_EQ(d.victory.turnLimit, 10);
  EXPECT_EQ(d.victory.armyBreaksAtPercent, 50);  // not given: the default
  EXPECT_EQ(d.victory.holdsAtTurnLimit, Side::Two);
  EXPECT_EQ(s.info.turnLimit, 10);
  EXPECT_EQ(s.info.personalities, (std::vector<std::string>{"Aldo", "Bert", "Carl"}));
  EXPECT_EQ(s.pointsLimit, 0);
  // Units as a game numbers them: side 1's placements then side 2's; an unnamed one by its line.
  const auto views = scenario::robertsUnitViews(d);
  ASSERT_EQ(views.size(), 4u);
  EXPECT_EQ(views[2].name, "Skirmishers");
  EXPECT_EQ(views[3].id, 3);
  EXPECT_EQ(views[3].side, Side::Two);
}

TEST(RobertsScenario, AtTurnLimitPointsLeavesNoHolder) {
  const auto s = read(
      replaced(kBase, "at_turn_limit: side2", "at_turn_limit: points, army_break_percent: 40"));
  EXPECT_EQ(s.deployment.victory.holdsAtTurnLimit, Side::None);
  EXPECT_EQ(s.deployment.victory.armyBreaksAtPercent, 40);
}

TEST(RobertsScenario, AnUnknownLineIsRefusedWithTheArmysLines) {
  const std::string text =
      replaced(kBase, "{line: skirm, at: [30, 12]", "{line: skirn, at: [30, 12]");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].message.find("unknown line 'skirn' (the army's: 'spear', 'skirm')"),
            std::string::npos)
      << errors[0].str();
  EXPECT_EQ(errors[0].line, lineOf(text, "skirn"));
  // and the line it meant is one unit short
  EXPECT_TRUE(anyError(errors, "line 'skirm' buys 2 units; 1 placed"));
}

TEST(RobertsScenario, AUnitPlacedOnceTooOftenIsRefused) {
  const std::string text = replaced(
      kBase,
      "    free_captains:", "      - {line: skirm, at: [40, 12], facing: 0}\n    free_captains:");
  expectOneError(text, "line 'skirm' buys 2 units, and this places one more", "[40, 12]");
}

TEST(RobertsScenario, ALineWithUnitsNotPlacedIsRefused) {
  const std::string text = replaced(kBase, "      - {line: skirm, at: [30, 12], facing: 0}\n", "");
  expectOneError(text, "line 'skirm' buys 2 units; 1 placed", "      - {line: spear");
}

// A side whose placements are missing (its key mistyped) is refused for that at the side, not
// again for every line of its army.
TEST(RobertsScenario, ASideWithoutItsPlacementsIsRefusedOnceAtTheSide) {
  const std::string text =
      replaced(kBase, "    units:\n      - {line: cav", "    units::\n      - {line: cav");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 2u) << (errors.empty() ? std::string("no error") : errors[0].str());
  EXPECT_TRUE(anyError(errors, "unknown key 'units:'"));
  EXPECT_TRUE(anyError(errors, "missing required key 'units'"));
  for (const data::ConfigError& e : errors) EXPECT_GT(e.line, 0) << e.str();
}

// The army's own rules (ArmyCheck) are checked as in an army file, at the key in this file.
TEST(RobertsScenario, AnArmyThatBreaksItsRulesIsRefusedAtItsKey) {
  const std::string text = replaced(kBase, "stands: 4, weapon: spear", "stands: 7, weapon: spear");
  expectOneError(text, "over the regular maximum", "stands: 7");
}

TEST(RobertsScenario, AnArmyFileIsReadFromConfig) {
  // The text's 350-point army, every unit of it placed.
  std::string units =
      "    units:\n      - {line: spearmen, at: [20, 10], facing: 0, ranks: 3}\n"
      "      - {line: lancers, at: [10, 10], facing: 0}\n"
      "      - {line: lancers_with_general, at: [30, 10], facing: 0}\n"
      "      - {line: bolt_shooter, at: [20, 5], facing: 0}\n";
  for (int i = 0; i < 18; ++i)
    units += "      - {line: skirmishers, at: [" + std::to_string(3 + 2.5 * i).substr(0, 4) +
             ", 14], facing: 0}\n";
  const std::string side1 =
      kBase.substr(kBase.find("  side1:"), kBase.find("  side2:") - kBase.find("  side1:"));
  const std::string text = replaced(
      replaced(kBase, side1,
               "  side1:\n    name: \"North\"\n    army: {file: armies/roberts_350_points.yaml}\n" +
                   units),
      "first_acting:", "points_limit: 350\nfirst_acting:");
  const scenario::RobertsScenario s = read(text);
  EXPECT_EQ(s.pointsLimit, 350);
  EXPECT_EQ(s.deployment.sides[0].army.points, 350);
  EXPECT_EQ(s.deployment.sides[0].units.size(), 22u);
  EXPECT_EQ(costOf(test::roberts::tables(), s.deployment.sides[0].army).total, 350);
  // An army over the battle's allotment is refused at its `army`.
  const std::string over = replaced(text, "points_limit: 350", "points_limit: 300");
  const auto errors = errorsOf(over);
  EXPECT_TRUE(anyError(errors, "the army costs 350 points, over the battle's points_limit of 300"));
}

TEST(RobertsScenario, AUnitOffTheTableIsRefused) {
  const std::string text =
      replaced(kBase, "at: [20, 10], facing: 0, ranks: 2", "at: [1, 10], facing: 0, ranks: 2");
  expectOneError(text, "the unit does not fit on the table there", "[1, 10]");
}

TEST(RobertsScenario, ABadFacingIsRefused) {
  const std::string text = replaced(kBase, "{line: cav, at: [20, 40], facing: 180}",
                                    "{line: cav, at: [20, 40], facing: 360}");
  expectOneError(text, "facing", "facing: 360");
}

TEST(RobertsScenario, MoreRanksThanStandsAreRefused) {
  const std::string text = replaced(kBase, "ranks: 2, leaders", "ranks: 5, leaders");
  expectOneError(text, "5 ranks, but each unit of 'spear' has 4 stands", "ranks: 5");
}

TEST(RobertsScenario, AnUnknownLeaderIsRefusedWithTheArmysLeaders) {
  const std::string text = replaced(kBase, "leaders: [\"Aldo\"]", "leaders: [\"Aldx\"]");
  expectOneError(text, "unknown leader 'Aldx' (the army's: 'Aldo', 'Bert')", "Aldx");
}

TEST(RobertsScenario, ALeaderAttachedToAnotherLineIsRefused) {
  const std::string text = replaced(
      kBase, "{line: skirm, name: \"West skirmishers\", at: [10, 12], facing: 0}",
      "{line: skirm, name: \"West skirmishers\", at: [10, 12], facing: 0, leaders: [Bert]}");
  expectOneError(text, "Bert roams free in the army: place him under 'free_captains'", "[Bert]");
}

TEST(RobertsScenario, AFreeCaptainNotPlacedIsRefused) {
  const std::string text =
      replaced(kBase, "    free_captains:\n      - {name: \"Bert\", at: [20, 5]}\n", "");
  expectOneError(text, "the free Captain 'Bert' is not placed", "    name: \"North\"");
}

TEST(RobertsScenario, TwoUnitsOnOneSpotAreRefused) {
  const std::string text = replaced(kBase, "at: [30, 12]", "at: [20, 10.5]");
  const auto errors = errorsOf(text);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0].line, lineOf(text, "[20, 10.5]"));
}

TEST(RobertsScenario, EveryProblemIsReportedAtOnce) {
  std::string text = replaced(kBase, "ranks: 2, leaders", "ranks: 5, leaders");
  text = replaced(text, "leaders: [\"Aldo\"]", "leaders: [\"Aldx\"]");
  text = replaced(text, "first_acting: side1", "first_acting: side3");
  const auto errors = errorsOf(text);
  EXPECT_EQ(errors.size(), 3u);
  EXPECT_TRUE(anyError(errors, "'first_acting' must be side1 or side2, not 'side3'"));
}

// Every shipped Robert's Rules scenario reads whole, with its narration, every unit whose
// name is too long for a label has a short one, and it starts a game through the registry.
TEST(RobertsScenario, EveryShippedScenarioReads) {
  int shipped = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::configPath("scenarios"))) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("roberts_", 0) != 0 || entry.path().extension() != ".yaml") continue;
    SCOPED_TRACE(name);
    try {
      const scenario::RobertsScenario s = scenario::loadRobertsScenario(entry.path());
      EXPECT_FALSE(s.info.narration.empty());
      EXPECT_FALSE(s.info.briefing.empty());
      for (const SideDeployment& side : s.deployment.sides) {
        EXPECT_FALSE(side.units.empty());
        if (s.pointsLimit > 0) {
          EXPECT_LE(costOf(test::roberts::tables(), side.army).total, s.pointsLimit);
        }
      }
      for (const UnitView& u : scenario::robertsUnitViews(s.deployment)) {
        if (u.name.size() > scenario::kShortNameLetters) {
          EXPECT_FALSE(u.shortName.empty()) << u.name;
        }
      }
      // Registered: loaded as any scenario, its game numbers the units as the reader does
      // (the narration's cues name them by that numbering).
      EXPECT_FALSE(scenario::isPlannedScenario(data::YamlReader::fromFile(entry.path()).root()));
      EXPECT_NE(scenario::validateDataFile(entry.path()).find(", roberts"), std::string::npos);
      const std::vector<UnitView> read = scenario::robertsUnitViews(s.deployment);
      const std::vector<UnitView> played = scenario::loadScenario(entry.path()).newGame()->units();
      ASSERT_EQ(played.size(), read.size());
      for (std::size_t i = 0; i < read.size(); ++i) {
        EXPECT_EQ(played[i].id, read[i].id);
        EXPECT_EQ(played[i].name, read[i].name);
        EXPECT_EQ(played[i].side, read[i].side);
      }
      ++shipped;
    } catch (const data::ConfigErrors& e) {
      ADD_FAILURE() << e.what();
    }
  }
  EXPECT_EQ(shipped, 3);
}

// Hastings on the Warlords battlefield: the same table measured in inches, the armies where
// Warlords' stand (a span is 40 mm: 18 spans north is 28.35 inches).
TEST(RobertsScenario, HastingsStandsWhereWarlordsDoes) {
  const auto s =
      scenario::loadRobertsScenario(test::configPath("scenarios/roberts_hastings_1066.yaml"));
  EXPECT_EQ(s.table.unit, kInch);
  EXPECT_EQ(s.table.groundMetresPerUnit, 11);  // 18 m a span of 40 mm
  const Rect b = s.table.battlefield->bounds();
  EXPECT_EQ(b.width, 1600 * 1000);
  const Deployment& d = s.deployment;
  ASSERT_EQ(d.sides[0].units.size(), 10u);
  ASSERT_EQ(d.sides[1].units.size(), 12u);
  const Placement& king = d.sides[0].units[3];
  EXPECT_EQ(king.line, "king_housecarls");
  EXPECT_NEAR(static_cast<double>(king.front.y), 18 * 40000.0, 200.0);
  EXPECT_NEAR(static_cast<double>(king.front.x), 18 * 40000.0, 200.0);
  EXPECT_EQ(king.leaders, std::vector<std::string>{"Harold Godwinson"});
  EXPECT_EQ(d.firstActing, Side::Two);
  EXPECT_EQ(d.victory.holdsAtTurnLimit, Side::One);
  EXPECT_EQ(d.sides[0].army.scale, Scale::Mm15);
}

// A narration cue naming a unit the scenario does not have is refused at the name.
TEST(RobertsScenario, ANarrationCueNamingNoUnitIsRefused) {
  const auto dir = test::scratchDir("roberts-scenario");
  const auto file = dir / "cue.yaml";
  const std::string text =
      kBase + "narration:\n  - when: {unit_broken: \"Nobody\"}\n    text: \"x\"\n";
  std::ofstream(file) << text;
  try {
    scenario::loadRobertsScenario(file);
    ADD_FAILURE() << "accepted";
  } catch (const data::ConfigErrors& e) {
    ASSERT_EQ(e.errors().size(), 1u);
    EXPECT_NE(e.errors()[0].message.find("no unit is called 'Nobody'"), std::string::npos);
    EXPECT_EQ(e.errors()[0].line, lineOf(text, "Nobody"));
  }
}

// 000 Skirmishers: 'Each Formed stand can "hide" one Skirmisher stand within it'.
TEST(RobertsScenario, ASkirmisherHiddenWithinAFormedUnitHasNoPlaceOfItsOwn) {
  const std::string text = replaced(kBase, "{line: skirm, at: [30, 12], facing: 0}",
                                    "{line: skirm, hidden_in: Spearmen}");
  const scenario::RobertsScenario s = read(text);
  ASSERT_EQ(s.deployment.sides[0].units.size(), 3u);
  EXPECT_EQ(s.deployment.sides[0].units[2].hiddenIn, "Spearmen");
  const auto setup =
      Table::setUp(scenario::loadRobertsTables(test::configPath("rulesets/roberts.yaml")),
                   s.table.battlefield, s.deployment);
  EXPECT_EQ(setup->units[2].hiddenIn, 0);

  expectOneError(replaced(kBase, "{line: skirm, at: [30, 12], facing: 0}",
                          "{line: skirm, hidden_in: \"West skirmishers\"}"),
                 "is not a Formed unit", "hidden_in: \"West");
  expectOneError(
      replaced(kBase, "{line: skirm, at: [30, 12], facing: 0}", "{line: skirm, hidden_in: Nobody}"),
      "no unit of the side is named 'Nobody'", "hidden_in: Nobody");
  expectOneError(replaced(kBase, "{line: skirm, at: [30, 12], facing: 0}",
                          "{line: skirm, hidden_in: Spearmen, at: [30, 12]}"),
                 "stands where its host does", "hidden_in: Spearmen, at");
}
