// Interpenetration (002 Event III): straight through friends as the whole move, ending clear of
// them; neither may move again this turn; never through an enemy.
#include <gtest/gtest.h>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventList;
using rules::Side;

TEST(WotrInterpenetration, ThroughFriendsAsTheWholeMoveAndNeitherMovesAgain) {
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 36, 10, 0);
  const auto bills = bed.add(Side::One, billmen(), 36, 13, 0);  // 2" ahead of the bows
  bed.add(Side::Two, billmen(), 36, 40, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  EXPECT_FALSE(game->check(forward(*game, bows, 3)));  // it would end inside the billmen
  ASSERT_TRUE(game->check(forward(*game, bows, 6))) << game->check(forward(*game, bows, 6)).why;
  const std::vector<Action> legal = game->legalActions();
  EXPECT_NE(std::find_if(legal.begin(), legal.end(),
                         [&](const Action& a) {
                           return a.kind == ActionKind::Move && a.unit == bows && a.point &&
                                  a.point->y > Battle::inches(13.5);
                         }),
            legal.end());
  Dice dice(1);
  EventList events;
  game->apply(forward(*game, bows, 6), dice, events);
  EXPECT_TRUE(game->battle().unit(bows).interpenetrated);
  EXPECT_TRUE(game->battle().unit(bills).interpenetrated);
  EXPECT_EQ(game->allowance(bows), 0);
  const rules::Verdict v = game->check(forward(*game, bills, 2));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("interpenetrated"), std::string::npos) << v.why;
}

TEST(WotrInterpenetration, NotAfterMovingAndNeverThroughAnEnemy) {
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 36, 10, 0);
  bed.add(Side::One, billmen(), 36, 13, 0);
  const auto alone = bed.add(Side::One, bowmen(), 10, 10, 0);
  bed.add(Side::Two, billmen(), 10, 13, 180);  // an enemy 3" ahead of the lone bows
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  game->battleForTests().unit(bows).used = Battle::inches(1);
  EXPECT_FALSE(game->check(forward(*game, bows, 6)));
  EXPECT_FALSE(game->check(forward(*game, alone, 6)));
}

TEST(WotrInterpenetration, ABlockSlidingAlongAFriendItTouchesMayNotEndInHim) {
  // The billmen ahead and to the left stand corner to corner with the bows, their edges
  // overlapping by 0.75 mm across (within what a sweep lets a block slide past) and 0.1 mm
  // apart ahead: a move forward would put the bows 0.75 mm into them.
  MatchBed bed;
  const auto bows = bed.add(Side::One, bowmen(), 36, 10, 0);
  bed.add(Side::One, billmen(), 755150.0 / 25400, 274100.0 / 25400, 0);
  bed.add(Side::Two, billmen(), 60, 40, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  const rules::Verdict v = game->check(forward(*game, bows, 0.5));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("standing in another unit"), std::string::npos) << v.why;
  for (const Action& a : game->legalActions()) {
    if (a.kind != ActionKind::Move || a.unit != bows) continue;
    EXPECT_TRUE(game->battle().blockFits(bows, game->battle().blockAt(bows, {*a.point, *a.facing})))
        << rules::toString(a);
  }
}

}  // namespace
}  // namespace sandtable::test::wotr
