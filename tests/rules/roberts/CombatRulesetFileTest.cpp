// config/rulesets/roberts.yaml's combat results: the shipped numbers are the text's (and the
// reconstructions the examples fix), and a wrong entry is refused at its place.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsBed.h"
#include "RulesetText.h"
#include "data/YamlReader.h"
#include "scenario/roberts/RobertsData.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules::roberts;

namespace {

std::string shipped() { return test::roberts::shippedRulesetText(); }
std::vector<data::ConfigError> errorsOf(std::string text) {
  return test::roberts::rulesetErrorsOf(std::move(text));
}
using test::roberts::lineOf;
using test::roberts::replaced;

}  // namespace

// "A modified result of "7" or higher causes the target to become Disrupted; a result of "11"
// or higher also scores a hit"; "Any result of "7" or greater means the defender is Pushed
// Back"; a Morale Check: 'tie or beat a "7" on two dice'; fire groups 'up to four stands'.
TEST(RobertsCombatRulesetFile, TheShippedNumbersAreTheTexts) {
  const CombatTables& c = test::roberts::tables().combat;
  EXPECT_EQ(c.missile.disruptsAt, 7);
  EXPECT_EQ(c.missile.hitsAt, 11);
  EXPECT_EQ(c.missile.fireGroupMax, 4);
  EXPECT_TRUE(c.missile.fireInContact.test(static_cast<std::size_t>(TroopKind::BattlePlatform)));
  EXPECT_EQ(c.missile.fireInContact.count(), 1u);
  EXPECT_EQ(c.melee.pushBackAt, 7);
  EXPECT_EQ(c.melee.oneHitAt, 10);
  EXPECT_EQ(c.melee.twoHitsAt, 13);
  EXPECT_DOUBLE_EQ(c.melee.failedFallBackFraction, 0.5);
  EXPECT_EQ(c.morale.target, 7);
  EXPECT_EQ(c.morale.dice, 2);
}

TEST(RobertsCombatRulesetFile, ChartsThatDoNotRiseAreRefusedAtTheirPlace) {
  const std::string text = replaced(shipped(), "  one_hit_at: 10\n", "  one_hit_at: 14\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("the results rise"), std::string::npos) << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "  one_hit_at: 14"));
}

TEST(RobertsCombatRulesetFile, AMissingThresholdIsRefused) {
  const std::string text = replaced(shipped(), "  hits_at: 11\n", "");
  const auto errors = errorsOf(text);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].message.find("hits_at"), std::string::npos) << errors[0].message;
}

TEST(RobertsCombatRulesetFile, AnUnknownTroopTypeIsRefusedAtItsPlace) {
  const std::string text = replaced(shipped(), "cannot_retreat_types: [artillery, battle_platform]",
                                    "cannot_retreat_types: [artillery, war_wagon]");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("unknown troop type 'war_wagon'"), std::string::npos)
      << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "war_wagon"));
}
