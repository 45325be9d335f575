// Bad scenarios are refused whole, with every problem at its file:line:col.
#include <gtest/gtest.h>

#include <fstream>

#include "data/ConfigError.h"
#include "scenario/Scenario.h"
#include "support/ScenarioText.h"
#include "support/TestPaths.h"

using namespace sandtable;

namespace {

using test::scenarioFileErrors;

const char* kGood = R"(scenario:
  name: "Good"
  ruleset: microbattle
  period: shock
battlefield:
  map:
    - "........"
    - "........"
    - "........"
    - "........"
    - "........"
    - "........"
sides:
  side1:
    name: A
    edge: south
    units:
      - {type: heavy_infantry, at: [1, 0]}
  side2:
    name: B
    edge: north
    units:
      - {type: warband, at: [1, 5]}
victory:
  turn_limit: 5
)";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST(ScenarioErrors, AGoodScenarioLoads) {
  const auto dir = test::scratchDir("scenario-good");
  std::ofstream(dir / "good.yaml") << kGood;
  const scenario::LoadedScenario s = scenario::loadScenario(dir / "good.yaml");
  EXPECT_EQ(s.info.name, "Good");
  EXPECT_EQ(s.info.sideNames[1], "B");
  EXPECT_EQ(s.newGame()->units().size(), 2u);
}

TEST(ScenarioErrors, UnknownUnitTypeAtItsValue) {
  const auto errors =
      scenarioFileErrors("t.yaml", replaced(kGood, "{type: warband", "{type: wizards"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, 23);
  EXPECT_EQ(errors[0].column, 16);  // the w of "wizards"
  EXPECT_NE(errors[0].message.find("unknown unit type 'wizards'"), std::string::npos);
  EXPECT_NE(errors[0].str().find("t.yaml:23:16: "), std::string::npos);
}

TEST(ScenarioErrors, UnknownTerrainSymbolAtItsCharacter) {
  const auto errors =
      scenarioFileErrors("t.yaml", replaced(kGood, "    - \"........\"\n    - \"........\"\nsides",
                                            "    - \"........\"\n    - \"...X....\"\nsides"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, 12);
  EXPECT_EQ(errors[0].column, 11);  // the X, after `    - "...`
  EXPECT_NE(errors[0].message.find("unknown terrain symbol 'X'"), std::string::npos);
}

TEST(ScenarioErrors, TyposAndDuplicateKeysAreCaught) {
  const auto typo =
      scenarioFileErrors("t.yaml", replaced(kGood, "  turn_limit: 5", "  turn_limt: 5"));
  ASSERT_GE(typo.size(), 1u);
  EXPECT_NE(typo[0].message.find("unknown key 'turn_limt'"), std::string::npos);
  const auto dup = scenarioFileErrors(
      "t.yaml", replaced(kGood, "  turn_limit: 5", "  turn_limit: 5\n  turn_limit: 6"));
  ASSERT_EQ(dup.size(), 1u);
  EXPECT_EQ(dup[0].line, 26);  // the second turn_limit
  EXPECT_NE(dup[0].message.find("duplicate key 'turn_limit'"), std::string::npos);
}

TEST(ScenarioErrors, EveryProblemIsReportedAtOnce) {
  std::string text = replaced(kGood, "{type: warband, at: [1, 5]}", "{type: warband, at: [1, 9]}");
  text = replaced(text, "{type: heavy_infantry, at: [1, 0]}",
                  "{type: heavy_infantry, at: [1, 0], colour: red}");
  text = replaced(text, "ruleset: microbattle", "ruleset: microbattle\n  period2: x");
  const auto errors = scenarioFileErrors("t.yaml", text);
  EXPECT_EQ(errors.size(), 3u);
}

TEST(ScenarioErrors, SquaresOffTheGridAndSharedSquares) {
  const auto off = scenarioFileErrors("t.yaml", replaced(kGood, "at: [1, 5]", "at: [8, 5]"));
  ASSERT_EQ(off.size(), 1u);
  EXPECT_NE(off[0].message.find("between 0 and 7"), std::string::npos);
  const auto shared = scenarioFileErrors(
      "t.yaml", replaced(kGood, "{type: warband, at: [1, 5]}",
                         "{type: warband, at: [1, 5]}\n      - {type: warband, at: [1, 5]}"));
  ASSERT_EQ(shared.size(), 1u);
  EXPECT_NE(shared[0].message.find("same square"), std::string::npos);
}

TEST(ScenarioErrors, SyntaxErrorsCarryTheirPosition) {
  const auto errors =
      scenarioFileErrors("t.yaml", replaced(kGood, "  name: \"Good\"", "  name: \"Good"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_GT(errors[0].line, 0);
}

TEST(ScenarioErrors, UnknownRulesetAndMissingSections) {
  const auto unknown =
      scenarioFileErrors("t.yaml", replaced(kGood, "ruleset: microbattle", "ruleset: chess"));
  ASSERT_EQ(unknown.size(), 1u);
  EXPECT_NE(unknown[0].message.find("unknown ruleset 'chess'"), std::string::npos);
  const auto missing =
      scenarioFileErrors("t.yaml", replaced(kGood, "victory:\n  turn_limit: 5\n", ""));
  ASSERT_EQ(missing.size(), 1u);
  EXPECT_NE(missing[0].message.find("missing required section 'victory'"), std::string::npos);
}

TEST(ScenarioErrors, MissingFileIsAnError) {
  try {
    scenario::loadScenario("/nonexistent/nowhere.yaml");
    FAIL();
  } catch (const data::ConfigErrors& e) {
    EXPECT_EQ(e.errors().at(0).file, "/nonexistent/nowhere.yaml");
  }
}
