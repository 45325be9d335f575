// A War of the Roses scenario's orders and victory as the reader takes them
// (scenario/wotr/WotrScenario.h, WotrOrdersYaml.h): the shipped Bosworth's opening orders, the
// wings that will not engage and the decisive leaders reach its Deployment, and a wrong one is
// refused at its file:line:col. Each bad case changes one passage of the shipped file.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "WotrMatchBed.h"
#include "data/YamlReader.h"
#include "scenario/wotr/WotrScenario.h"

namespace sandtable::test::wotr {
namespace {

const std::filesystem::path& bosworthPath() {
  static const std::filesystem::path p = configPath("scenarios/wotr_bosworth_1485.yaml");
  return p;
}

const std::string& bosworthText() {
  static const std::string text = fileText(bosworthPath());
  return text;
}

// Read from text under the shipped file's name, so that its army and battlefield files are
// found beside it.
scenario::WotrScenario read(const std::string& text) {
  data::YamlReader r = data::YamlReader::fromString(text, bosworthPath().string());
  scenario::ScenarioInfo info = scenario::readScenarioHeader(r, r.root());
  return scenario::readWotrScenario(r, r.root(), std::move(info), sharedTables());
}

std::vector<data::ConfigError> errorsOf(const std::string& text) {
  try {
    read(text);
  } catch (const data::ConfigErrors& e) {
    return e.errors();
  }
  return {};
}

// The one error of the shipped text with its first `from` changed to `to`: its message holds
// `message`, at the line and column where `to` begins (`at` within it, when the error is there).
void expectOneError(const std::string& from, const std::string& to, const std::string& message,
                    const std::string& at = "") {
  const std::string text = replaced(bosworthText(), from, to);
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u) << (errors.empty() ? std::string("no error")
                                                  : errors[0].str() + " ...");
  EXPECT_NE(errors[0].message.find(message), std::string::npos) << errors[0].str();
  EXPECT_EQ(errors[0].file, bosworthPath().string());
  // `from` is replaced where it first stands, so `to` begins where `from` did.
  const auto where = static_cast<long>(bosworthText().find(from) + (at.empty() ? 0 : to.find(at)));
  EXPECT_EQ(errors[0].line, 1 + std::count(text.begin(), text.begin() + where, '\n'))
      << errors[0].str();
  const auto lineStart = static_cast<long>(text.rfind('\n', static_cast<std::size_t>(where)));
  EXPECT_EQ(errors[0].column, where - lineStart) << errors[0].str();
}

Order orderOf(const SideDeployment& sd, const std::string& wing) {
  for (const auto& [id, order] : sd.openingOrders) {
    if (id == wing) return order;
  }
  ADD_FAILURE() << "no opening order for " << wing;
  return Order::Count_;
}

}  // namespace

TEST(WotrScenarioFile, BosworthsOrdersReachItsDeployment) {
  const scenario::WotrScenario s = read(bosworthText());
  const Deployment& d = s.deployment;
  ASSERT_EQ(d.sides[0].openingOrders.size(), 3u);
  EXPECT_EQ(orderOf(d.sides[0], "vanguard"), Order::Attack);
  EXPECT_EQ(orderOf(d.sides[0], "main"), Order::Defend);
  EXPECT_EQ(orderOf(d.sides[0], "rearguard"), Order::Defend);
  ASSERT_EQ(d.sides[1].openingOrders.size(), 4u);
  EXPECT_EQ(orderOf(d.sides[1], "vanguard"), Order::Attack);
  EXPECT_EQ(orderOf(d.sides[1], "william_stanley"), Order::Defend);
  EXPECT_EQ(d.sides[0].willNotEngage, std::vector<std::string>{"rearguard"});
  EXPECT_EQ(d.sides[1].willNotEngage, std::vector<std::string>{"thomas_stanley"});
  EXPECT_EQ(d.victory.decisiveLeaders, (std::vector<std::string>{"Richard III", "Henry Tudor"}));
  EXPECT_EQ(d.victory.turnLimit, 12);
}

// The sections are optional: without opening orders every wing opens as the match's book says.
TEST(WotrScenarioFile, TheOpeningOrdersAreOptional) {
  std::string text = bosworthText();
  const auto from = text.find("opening_orders:");
  text.erase(from, text.find("will_not_engage:") - from);
  const scenario::WotrScenario s = read(text);
  EXPECT_TRUE(s.deployment.sides[0].openingOrders.empty());
  EXPECT_EQ(s.deployment.sides[0].willNotEngage, std::vector<std::string>{"rearguard"});
}

// A side whose placements are missing (its key mistyped) is refused for that at the side, not
// again for every line of its army.
TEST(WotrScenarioFile, ASideWithoutItsPlacementsIsRefusedOnceAtTheSide) {
  const std::string text = replaced(bosworthText(), "    units:\n", "    units::\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 2u) << (errors.empty() ? std::string("no error") : errors[0].str());
  for (const data::ConfigError& e : errors) {
    EXPECT_GT(e.line, 0) << e.str();
    EXPECT_EQ(e.message.find("is not placed"), std::string::npos) << e.str();
  }
}

TEST(WotrScenarioFile, AnOpeningOrderForAWingTheArmyHasNotIsRefused) {
  expectOneError("    rearguard: defend", "    reargard: defend",
                 "'reargard' is not a battle/wing of side1's army (its wings: vanguard, main, "
                 "rearguard)",
                 "reargard");
}

TEST(WotrScenarioFile, AnOpeningOrderForTheOtherSidesWingIsRefused) {
  expectOneError("    william_stanley: defend", "    rearguard: defend",
                 "'rearguard' is not a battle/wing of side2's army", "rearguard");
}

TEST(WotrScenarioFile, AnOrderTheBookDoesNotHaveIsRefused) {
  expectOneError("    main: defend\n    rearguard", "    main: charge\n    rearguard",
                 "'charge' is not an order (002 Event I: attack, engage, defend or retire)",
                 "charge");
}

TEST(WotrScenarioFile, AWingOrderedTwiceIsRefused) {
  expectOneError("    main: defend\n    rearguard: defend", "    main: defend\n    main: attack",
                 "duplicate key 'main'", "main: attack");
}

TEST(WotrScenarioFile, OrdersForAThirdSideAreRefused) {
  expectOneError("opening_orders:\n  side1:", "opening_orders:\n  side3:", "unknown key 'side3'",
                 "side3");
}

TEST(WotrScenarioFile, OrdersWrittenAsAListAreRefused) {
  expectOneError("  side2:\n    vanguard: attack\n    main: defend\n    william_stanley: defend\n"
                 "    thomas_stanley: defend",
                 "  side2: [attack]", "must be a map", "[attack]");
}

TEST(WotrScenarioFile, AWingThatWillNotEngageMustBeTheArmys) {
  expectOneError("  side1: [rearguard]", "  side1: [northumberland]",
                 "'northumberland' is not a battle/wing of side1's army", "northumberland");
}

TEST(WotrScenarioFile, AWingThatWillNotEngageIsNamedOnce) {
  expectOneError("  side2: [thomas_stanley]", "  side2: [thomas_stanley, thomas_stanley]",
                 "'thomas_stanley' is named twice", "thomas_stanley]");
}

TEST(WotrScenarioFile, WillNotEngageIsAList) {
  expectOneError("  side1: [rearguard]", "  side1: rearguard", "must be a list", "rearguard");
}

TEST(WotrScenarioFile, ADecisiveLeaderMustLeadInOneOfTheArmies) {
  expectOneError("decisive_leaders: [\"Richard III\", \"Henry Tudor\"]",
                 "decisive_leaders: [\"Richard III\", \"Richard of Gloucester\"]",
                 "no C-in-C or battle/wing leader of either army is called 'Richard of "
                 "Gloucester'",
                 "\"Richard of");
}

// A narration cue is checked against the armies the scenario reads: a cue naming a unit or a
// leader neither army has is refused at its name.
// The outline's optional rules: none unless the scenario names them.
TEST(WotrScenarioFile, TheOptionalRulesNamedAreTheOnesPlayed) {
  const scenario::WotrScenario plain = read(bosworthText());
  EXPECT_FALSE(plain.deployment.optional.perBattleMorale);
  EXPECT_FALSE(plain.deployment.optional.previouslyRouted);
  EXPECT_FALSE(plain.deployment.optional.rallyModifiers);
  const scenario::WotrScenario s = read(replaced(
      bosworthText(), "victory:\n", "optional_rules: [per_battle_morale, rally_modifiers]\nvictory:\n"));
  EXPECT_TRUE(s.deployment.optional.perBattleMorale);
  EXPECT_FALSE(s.deployment.optional.previouslyRouted);
  EXPECT_TRUE(s.deployment.optional.rallyModifiers);
}

TEST(WotrScenarioFile, AnOptionalRuleTheOutlineHasNotIsRefused) {
  expectOneError("victory:\n", "optional_rules: [per_battle_mood]\nvictory:\n",
                 "unknown optional rule 'per_battle_mood'", "per_battle_mood");
}

TEST(WotrScenarioFile, EachSidesInitiativeIsReadOnlyUnderTheLeaderInitiativeRule) {
  const std::string played = replaced(bosworthText(), "victory:\n",
                                      "optional_rules: [leader_initiative]\nvictory:\n");
  const scenario::WotrScenario s =
      read(replaced(played, "    army: {file: armies/wotr_bosworth_1485_henry.yaml}\n",
                    "    army: {file: armies/wotr_bosworth_1485_henry.yaml}\n    initiative: -2\n"));
  EXPECT_TRUE(s.deployment.optional.leaderInitiative);
  EXPECT_EQ(s.deployment.sides[1].initiative, -2);
  expectOneError("    army: {file: armies/wotr_bosworth_1485_henry.yaml}\n",
                 "    army: {file: armies/wotr_bosworth_1485_henry.yaml}\n    initiative: 1\n",
                 "played only with 'optional_rules: [leader_initiative]'", "1\n");
}

TEST(WotrScenarioFile, ANarrationCueNamingNoUnitIsRefused) {
  const std::string text = replaced(bosworthText(), "{unit_broken: \"The royal household\"}",
                                    "{unit_broken: \"The royal guard\"}");
  const auto dir = scratchDir("wotr-narration");
  const auto file = dir / "wotr_bosworth_1485.yaml";
  std::ofstream(file) << text;
  try {
    scenario::loadWotrScenario(file);
    ADD_FAILURE() << "no error";
  } catch (const data::ConfigErrors& e) {
    ASSERT_EQ(e.errors().size(), 1u) << e.what();
    EXPECT_NE(e.errors()[0].message.find("no unit is called 'The royal guard'"),
              std::string::npos)
        << e.what();
    EXPECT_EQ(e.errors()[0].line, lineOf(text, "{unit_broken: \"The royal guard\"}"));
  }
  std::filesystem::remove_all(dir);
}

}  // namespace sandtable::test::wotr
