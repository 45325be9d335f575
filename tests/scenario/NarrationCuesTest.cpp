// A scenario's narration cues (docs/scenarios.md): loaded with their units, personalities
// and turns found, and every bad cue refused at its file:line:col, with the file's other
// problems; the Hastings cues all resolve; an inline scenario keeps its cues.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "data/ConfigError.h"
#include "scenario/MatchFile.h"
#include "scenario/Scenario.h"
#include "support/HistoricalCues.h"
#include "support/ScenarioText.h"
#include "support/TestPaths.h"

using namespace sandtable;
using scenario::CueTrigger;

namespace {

// A MicroBattle scenario with named units (two of them both called "Twin") and a turn limit
// of 5; a test's narration is appended at its end, from line 28.
const char* kBase = R"(scenario:
  name: "Narrated"
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
      - {name: "Legio IX", type: heavy_infantry, at: [1, 0]}
      - {name: "Twin", type: heavy_infantry, at: [2, 0]}
      - {name: "Twin", type: heavy_infantry, at: [3, 0]}
  side2:
    name: B
    edge: north
    units:
      - {name: "Arverni", type: warband, at: [1, 5]}
victory:
  turn_limit: 5
)";
constexpr int kNarrationLine = 28;  // the line `narration:` goes on

std::filesystem::path written(const std::string& name, const std::string& text) {
  const auto path = test::scratchDir("narration-cues") / name;
  std::ofstream(path) << text;
  return path;
}

// Every error of the base scenario (kBase unless given) with `narration` appended.
std::vector<data::ConfigError> narrationErrors(const std::string& narration,
                                               const std::string& base = kBase) {
  return test::scenarioFileErrors("bad.yaml", base + narration);
}

// The one error at (line, col) whose message holds `what`.
::testing::AssertionResult hasError(const std::vector<data::ConfigError>& errors, int line, int col,
                                    const std::string& what) {
  for (const data::ConfigError& e : errors) {
    if (e.line == line && e.column == col && e.message.find(what) != std::string::npos &&
        e.str().find("bad.yaml:" + std::to_string(line) + ":" + std::to_string(col) + ": ") !=
            std::string::npos) {
      return ::testing::AssertionSuccess();
    }
  }
  std::string all;
  for (const data::ConfigError& e : errors) all += e.str() + "\n";
  return ::testing::AssertionFailure()
         << "no error '" << what << "' at " << line << ":" << col << " among:\n"
         << all;
}

}  // namespace

TEST(NarrationCues, EveryTriggerLoadsWithItsSubjectFound) {
  const std::string narration = R"(narration:
  - when: {turn: 1}
    text: "The armies meet."
    source: "Caesar, probably"
  - when: {unit_broken: "Arverni"}
    text: "The Arverni run."
  - when: {unit_dispersed: "Legio IX"}
    text: "The legion is gone."
  - when: {unit_berserk: "Arverni"}
    text: "Fury."
  - when: {battle_over: side2}
    text: "B wins."
  - when: {battle_over: draw}
    text: "Nobody wins."
  - when: {battle_over: any}
    text: "It is over."
)";
  const scenario::LoadedScenario s =
      scenario::loadScenario(written("good.yaml", kBase + narration));
  const auto& cues = s.info.narration;
  ASSERT_EQ(cues.size(), 7u);
  EXPECT_EQ(cues[0].trigger, CueTrigger::Turn);
  EXPECT_EQ(cues[0].turn, 1);
  EXPECT_EQ(cues[0].text, "The armies meet.");
  EXPECT_EQ(cues[0].source, "Caesar, probably");
  EXPECT_EQ(cues[1].trigger, CueTrigger::UnitBroken);
  EXPECT_EQ(cues[1].unit, 3) << "the Arverni are the fourth unit";
  EXPECT_EQ(cues[2].trigger, CueTrigger::UnitDispersed);
  EXPECT_EQ(cues[2].unit, 0);
  EXPECT_EQ(cues[3].trigger, CueTrigger::UnitBerserk);
  EXPECT_EQ(cues[4].trigger, CueTrigger::BattleOver);
  EXPECT_EQ(cues[4].winner, rules::Side::Two);
  EXPECT_FALSE(cues[4].anyEnding);
  EXPECT_EQ(cues[5].winner, rules::Side::None);
  EXPECT_FALSE(cues[5].anyEnding);
  EXPECT_TRUE(cues[6].anyEnding);
  EXPECT_EQ(scenario::cueTriggerKey(cues[1].trigger), "unit_broken");
}

TEST(NarrationCues, AScenarioWithoutNarrationHasNone) {
  const scenario::LoadedScenario s = scenario::loadScenario(written("plain.yaml", kBase));
  EXPECT_TRUE(s.info.narration.empty());
}

TEST(NarrationCues, EveryBadCueIsRefusedAtItsPlace) {
  const int n = kNarrationLine;
  const auto errors = narrationErrors(R"(narration:
  - when: {turn: 1}
    text: "fine"
    colour: red
  - when: {}
    text: "no trigger"
  - when: {turn: 2, unit_broken: "Arverni"}
    text: "two triggers"
  - when: {unit_routed: "Arverni"}
    text: "unknown trigger"
  - when: {unit_broken: "Cimbri"}
    text: "no such unit"
  - when: {personality_lost: "Vercingetorix"}
    text: "no personalities in MicroBattle"
  - when: {turn: 0}
    text: "turn 0"
  - when: {turn: 6}
    text: "past the limit"
  - when: {turn: 3}
    text: "   "
  - when: {battle_over: side3}
    text: "who?"
  - when: {unit_broken: "Twin"}
    text: "which one?"
  - when: {turn: 2}
  - text: "no when"
  - "a cue that is not a map"
)");
  EXPECT_TRUE(hasError(errors, n + 3, 5, "unknown key 'colour'"));
  EXPECT_TRUE(hasError(errors, n + 4, 11, "'when' needs one trigger"));
  EXPECT_TRUE(hasError(errors, n + 6, 21, "'when' has 2 triggers"));
  EXPECT_TRUE(hasError(errors, n + 8, 12, "unknown trigger 'unit_routed'"));
  EXPECT_TRUE(
      hasError(errors, n + 10, 25,
               "no unit is called 'Cimbri' (the units: 'Legio IX', 'Twin', 'Twin', 'Arverni')"));
  EXPECT_TRUE(hasError(errors, n + 12, 30,
                       "no personality is called 'Vercingetorix' (this scenario has none)"));
  EXPECT_TRUE(hasError(errors, n + 14, 18, "'turn' must be between 1 and 100000, not 0"));
  EXPECT_TRUE(hasError(errors, n + 16, 18,
                       "'turn' must be between 1 and the scenario's turn limit, 5, not 6"));
  EXPECT_TRUE(hasError(errors, n + 19, 11, "'text' is empty"));
  EXPECT_TRUE(
      hasError(errors, n + 20, 25, "'battle_over' must be side1, side2, draw or any, not 'side3'"));
  EXPECT_TRUE(hasError(errors, n + 22, 25, "2 units are called 'Twin'"));
  EXPECT_TRUE(hasError(errors, n + 24, 5, "missing required key 'text'"));
  EXPECT_TRUE(hasError(errors, n + 25, 5, "missing required key 'when'"));
  EXPECT_TRUE(hasError(errors, n + 26, 5, "a narration cue must be a map"));
  EXPECT_EQ(errors.size(), 14u) << "one error for each bad cue, none for the good one";
}

TEST(NarrationCues, NarrationMustBeAList) {
  const auto errors = narrationErrors("narration: {turn: 1}\n");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_TRUE(hasError(errors, kNarrationLine, 12, "'narration' must be a list"));
}

TEST(NarrationCues, ABadCueIsListedWithTheFileOtherProblems) {
  // A unit of an unknown type (found while the ruleset reads the armies) and a cue with two
  // triggers: both are reported at once, not the second after the first is fixed.
  std::string base = kBase;
  base.replace(base.find("type: warband"), 13, "type: wizards");
  const auto errors =
      narrationErrors("narration:\n  - when: {turn: 1, turn_two: 2}\n    text: x\n", base);
  EXPECT_TRUE(hasError(errors, 25, 33, "unknown unit type 'wizards'"));
  EXPECT_TRUE(hasError(errors, kNarrationLine + 1, 21, "'when' has 2 triggers"));
}

TEST(NarrationCues, HastingsCuesAllResolveToItsUnitsAndPersonalities) {
  const scenario::LoadedScenario s =
      scenario::loadScenario(test::configPath("scenarios/warlords_hastings_1066.yaml"));
  const auto& cues = s.info.narration;
  ASSERT_GE(cues.size(), 8u);
  ASSERT_EQ(s.info.personalities.size(), 7u);
  EXPECT_EQ(s.info.personalities[1], "Harold Godwinson") << "in the order the scenario writes them";
  test::expectCuesNameRealUnitsAndPersonalities(s, *s.newGame(), "Hastings");
}

TEST(NarrationCues, AnInlineScenarioInAMatchFileKeepsItsNarration) {
  // The scenario written inside the match file, cues and all; saved again, they stay.
  std::string inlined;
  std::istringstream lines(
      std::string(kBase) +
      "narration:\n  - when: {unit_broken: \"Arverni\"}\n    text: \"They run.\"\n");
  for (std::string line; std::getline(lines, line);) inlined += "    " + line + "\n";
  const auto path =
      written("inline_match.yaml", "match:\n  seed: 4\n  scenario:\n" + inlined + "actions: []\n");
  const scenario::LoadedMatch lm = scenario::loadMatchFile(path);
  ASSERT_EQ(lm.scenario.info.narration.size(), 1u);
  EXPECT_EQ(lm.scenario.info.narration[0].unit, 3);
  const auto again =
      written("inline_again.yaml", scenario::renderMatchFile(lm.record, std::nullopt));
  const scenario::LoadedMatch reloaded = scenario::loadMatchFile(again);
  ASSERT_EQ(reloaded.scenario.info.narration.size(), 1u);
  EXPECT_EQ(reloaded.scenario.info.narration[0].text, "They run.");
}
