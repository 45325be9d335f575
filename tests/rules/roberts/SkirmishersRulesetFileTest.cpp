// config/rulesets/roberts.yaml's skirmishers section: how far a skirmisher withdraws and what
// reaching one costs the mover; a wrong entry is refused at its place.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "RulesetText.h"

using namespace sandtable;
using test::roberts::lineOf;
using test::roberts::replaced;
using test::roberts::rulesetErrorsOf;
using test::roberts::shippedRulesetText;

TEST(RobertsSkirmishersRulesetFile, TheShippedNumbers) {
  const auto& t = test::roberts::tables();
  EXPECT_DOUBLE_EQ(t.skirmishers.withdrawalInches, 2);
  EXPECT_DOUBLE_EQ(t.skirmishers.adjacentPenaltyInches, 0.5);
  // The same penalty as a charger's per skirmisher in its path.
  EXPECT_DOUBLE_EQ(t.skirmishers.adjacentPenaltyInches, t.charging.skirmisherPenaltyInches);
}

TEST(RobertsSkirmishersRulesetFile, ANegativePenaltyIsRefusedAtItsPlace) {
  const std::string text = replaced(shippedRulesetText(), "  adjacent_penalty_inches: 0.5\n",
                                    "  adjacent_penalty_inches: -1\n");
  const auto errors = rulesetErrorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("adjacent_penalty_inches"), std::string::npos)
      << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "  adjacent_penalty_inches: -1"));
}

TEST(RobertsSkirmishersRulesetFile, AMissingWithdrawalDistanceIsRefused) {
  const std::string text = replaced(shippedRulesetText(), "  withdrawal_inches: 2\n", "");
  const auto errors = rulesetErrorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("withdrawal_inches"), std::string::npos) << errors[0].message;
}
