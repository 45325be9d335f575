// A ruleset file with a wrong number is refused, with its position; every section must
// say where its numbers come from.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "data/ConfigError.h"
#include "scenario/microbattle/MicroBattleData.h"
#include "support/TestPaths.h"

using namespace sandtable;

namespace {
std::string shipped() { return test::fileText(test::configPath("rulesets/microbattle.yaml")); }

// The errors of MicroBattle's ruleset tables read from `text` (a ruleset file, not a
// scenario: its reader's errors, nothing thrown).
std::vector<data::ConfigError> microBattleTableErrors(std::string text) {
  data::YamlReader r = data::YamlReader::fromString(std::move(text), "microbattle.yaml");
  scenario::parseMicroBattleTables(r);
  return r.errors();
}
}  // namespace

TEST(RulesetErrors, TheShippedFileIsClean) {
  EXPECT_TRUE(microBattleTableErrors(shipped()).empty());
}

TEST(RulesetErrors, OutOfRangeValue) {
  std::string text = shipped();
  text.replace(text.find("cv: 4, def: 4"), 13, "cv: 9, def: 4");
  const auto errors = microBattleTableErrors(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'cv' must be between 1 and 7, not 9"), std::string::npos);
  EXPECT_GT(errors[0].line, 1);
}

TEST(RulesetErrors, ASectionWithoutSource) {
  std::string text = shipped();
  const auto at = text.find("  variable_move_target: 4\n  source:");
  ASSERT_NE(at, std::string::npos);
  const auto end = text.find('\n', text.find("source:", at));
  text.erase(text.find("  source:", at), end - text.find("  source:", at) + 1);
  const auto errors = microBattleTableErrors(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("missing required key 'source'"), std::string::npos);
}

TEST(RulesetErrors, BadMoveText) {
  std::string text = shipped();
  text.replace(text.find("move: \"2-3\""), 11, "move: \"3-2\"");
  const auto errors = microBattleTableErrors(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'move' must be a number or a range"), std::string::npos);
}

// The terrain cards' deal (terrain_deal): a card the terrain does not have, or sectors that do
// not divide the grid, are refused at their place.
TEST(RulesetErrors, TerrainDealNamesOnlyRealCardsAndDividesTheGrid) {
  std::string text = shipped();
  text.replace(text.find("    rough: {copies: 2}"), 22, "    marsh: {copies: 2}");
  auto errors = microBattleTableErrors(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("unknown terrain card 'marsh'"), std::string::npos);
  EXPECT_GT(errors[0].line, 1);

  text = shipped();
  text.replace(text.find("sectors: [4, 2]"), 15, "sectors: [3, 2]");
  errors = microBattleTableErrors(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("the sectors must divide the 8 x 6 grid evenly"), std::string::npos);
}
