// config/rulesets/roberts.yaml's sequence of play and Action Rolls: the shipped numbers are the
// text's, every phase and Action is given, and a wrong entry is refused at its place.
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

// "Rolling two dice ... the required threshold number (8)"; a General's range of 6".
TEST(RobertsPlayRulesetFile, TheShippedNumbersAreTheTexts) {
  const Tables& t = test::roberts::tables();
  EXPECT_EQ(t.play.sequence.halfTurnsPerTurn, 2);
  EXPECT_EQ(t.play.actionRoll.dice, 2);
  EXPECT_EQ(t.play.actionRoll.sides, 6);
  EXPECT_EQ(t.play.actionRoll.target, 8);
  EXPECT_DOUBLE_EQ(t.play.general.rangeInches, 6.0);
  EXPECT_EQ(t.play.phase(Phase::Reaction).player, PhasePlayer::Reacting);
  EXPECT_EQ(t.play.action(ActionKind::AboutFace).name, "About Face");
  EXPECT_TRUE(t.play.action(ActionKind::Retrograde)
                  .training.test(static_cast<std::size_t>(Training::Elite)));
  EXPECT_EQ(t.play.action(ActionKind::Retrograde).training.count(), 1u);
}

TEST(RobertsPlayRulesetFile, AnUnknownPhaseIsRefusedAtItsPlace) {
  const std::string text = replaced(shipped(), "    name: \"Retrograde\"\n    phases: [action]",
                                    "    name: \"Retrograde\"\n    phases: [akshun]");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("unknown phase 'akshun' (expected action, reaction, assault, "
                                   "charge or combat)"),
            std::string::npos)
      << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "[akshun]"));
}

TEST(RobertsPlayRulesetFile, EveryActionOfTheTextIsRequired) {
  const std::string text = replaced(shipped(), "  countermand:\n", "  countermanded:\n");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].message.find("unknown action 'countermanded'"), std::string::npos);
  EXPECT_NE(errors[1].message.find("'actions' has no entry for action 'countermand'"),
            std::string::npos);
}

TEST(RobertsPlayRulesetFile, APhaselessActionAndABadPlayerAreRefused) {
  const auto none = errorsOf(replaced(shipped(), "    name: \"Stop\"\n    phases: [action]",
                                      "    name: \"Stop\"\n    phases: []"));
  ASSERT_EQ(none.size(), 1u);
  EXPECT_NE(none[0].message.find("an Action is allowed in at least one phase"), std::string::npos);
  const auto player = errorsOf(replaced(shipped(), "    player: reacting", "    player: both"));
  ASSERT_EQ(player.size(), 1u);
  EXPECT_NE(player[0].message.find("'player' must be acting or reacting"), std::string::npos);
}

TEST(RobertsPlayRulesetFile, TheActionRollsSectionIsRequired) {
  std::string text = shipped();
  const auto from = text.find("action_rolls:\n");
  const auto to = text.find("\n# The Actions:");
  ASSERT_NE(from, std::string::npos);
  ASSERT_NE(to, std::string::npos);
  text.erase(from, to - from);
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("missing required section 'action_rolls'"), std::string::npos);
}
