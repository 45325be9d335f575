// The odds chart's bar in numbers: each side's wins, the draws and the unfinished games, each
// its own part of the bar, so that a game with no result is not shown as a draw.
#include <gtest/gtest.h>

#include "session/Branch.h"
#include "view/OddsBar.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;

session::BranchOutcome ended(bool over, Side winner) {
  session::BranchOutcome o;
  o.result.over = over;
  o.result.winner = winner;
  o.result.ending = over ? Ending::TurnLimit : Ending::None;
  return o;
}

TEST(OddsBar, DrawsAndUnfinishedGamesAreApartBetweenTheSides) {
  session::BranchTally games;
  for (int i = 0; i < 3; ++i) games.add(ended(true, Side::One));
  games.add(ended(true, Side::Two));
  for (int i = 0; i < 2; ++i) games.add(ended(true, Side::None));  // drawn
  for (int i = 0; i < 2; ++i) games.add(ended(false, Side::None));  // stopped, nobody to act
  const OddsBar bar = oddsBar(games, 160);
  EXPECT_FLOAT_EQ(bar.side1, 60);
  EXPECT_FLOAT_EQ(bar.drawn, 40);
  EXPECT_FLOAT_EQ(bar.unfinished, 40);
  EXPECT_FLOAT_EQ(bar.side2, 20);
  EXPECT_FLOAT_EQ(bar.side1 + bar.drawn + bar.unfinished + bar.side2, 160) << "the parts fill the bar";
}

TEST(OddsBar, OnlyDrawsLeaveNoUnfinishedPartAndNoGamesNoBar) {
  session::BranchTally games;
  games.add(ended(true, Side::Two));
  games.add(ended(true, Side::None));
  const OddsBar bar = oddsBar(games, 100);
  EXPECT_FLOAT_EQ(bar.drawn, 50);
  EXPECT_FLOAT_EQ(bar.unfinished, 0);
  EXPECT_FLOAT_EQ(bar.side2, 50);
  const OddsBar none = oddsBar(session::BranchTally{}, 100);
  EXPECT_FLOAT_EQ(none.side1 + none.drawn + none.unfinished + none.side2, 0) << "no games, not a division by zero";
}

}  // namespace
}  // namespace sandtable::view
