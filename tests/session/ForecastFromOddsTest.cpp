// A rule system with no forecast words of its own still has its odds shown at the table and in
// `replay --verbose`: session::forecastFromOdds words the rules' odds (rules::Game::odds).
#include <gtest/gtest.h>

#include "session/OrderForecast.h"
#include "support/MicroBattleBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

TEST(ForecastFromOdds, WordsEveryOutcomeOfTheRulesOdds) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId warband = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  startActions(*game, 2);
  const Action a = attack(legion, warband);
  const std::optional<ActionOdds> odds = game->odds(a);
  ASSERT_TRUE(odds.has_value());
  const std::optional<session::OrderForecast> f = session::forecastFromOdds(*game, a);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(f->summary, odds->outcomes.front().outcome + ": " +
                            session::percentWords(odds->outcomes.front().chance));
  ASSERT_EQ(f->details.size(), odds->outcomes.size());
  for (std::size_t i = 0; i < f->details.size(); ++i) {
    EXPECT_EQ(f->details[i].rfind(odds->outcomes[i].outcome + ": ", 0), 0u) << f->details[i];
  }
  EXPECT_FALSE(session::forecastFromOdds(*game, {ActionKind::EndActivation, legion}).has_value())
      << "an action without dice has no forecast";
}

}  // namespace
}  // namespace sandtable::test
