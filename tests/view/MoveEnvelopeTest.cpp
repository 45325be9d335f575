// Movement envelopes and charge reach come from the rules themselves, on copies of the
// game: what a unit reaches whatever the dice say, what it may reach with good rolls, and
// whom it can attack, without touching the match.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"
#include "view/MoveEnvelope.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using test::MicroBattleBed;

TEST(MoveEnvelope, AOneSquareUnitReachesItsFourNeighboursForSure) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2);
  bed.add(Side::Two, "warband", 3, 5);
  auto game = bed.build();
  test::startActions(*game, 3);
  const std::uint64_t before = game->stateHash();
  const Envelope e = computeEnvelope(*game, legion);
  EXPECT_EQ(game->stateHash(), before) << "the match itself is never moved";
  ASSERT_EQ(e.reach.size(), 4u);
  for (const Reach& r : e.reach) {
    EXPECT_TRUE(r.sure);
    ASSERT_TRUE(r.square);
    EXPECT_EQ(manhattan(*r.square, Square{3, 2}), 1);
    EXPECT_EQ(r.path.size(), 1u);
  }
  EXPECT_TRUE(e.attacks.empty()) << "nobody in reach";
}

TEST(MoveEnvelope, AVariableMoveShowsWhatIsSureAndWhatNeedsTheDice) {
  MicroBattleBed bed;
  const UnitId aux = bed.add(Side::One, "auxilia", 3, 1);  // moves 1-2: 2 on a 4+
  bed.add(Side::Two, "warband", 3, 4);
  auto game = bed.build();
  test::startActions(*game, 3);
  const Envelope e = computeEnvelope(*game, aux);
  int sure = 0, maybe = 0;
  for (const Reach& r : e.reach) {
    ASSERT_TRUE(r.square);
    const int d = manhattan(*r.square, Square{3, 1});
    if (r.sure) {
      ++sure;
      EXPECT_EQ(d, 1);
    } else {
      ++maybe;
      EXPECT_EQ(d, 2);
      EXPECT_EQ(r.path.size(), 2u) << "two steps through the rules";
    }
  }
  EXPECT_EQ(sure, 4);
  EXPECT_GE(maybe, 6);
  ASSERT_NE(e.find({3, 3}), nullptr);
  // The warband at (3,4) can be charged after moving to (3,3), if the dice allow.
  const AttackReach* charge = e.attackOn(1);
  ASSERT_NE(charge, nullptr);
  EXPECT_TRUE(charge->afterMoving());
  EXPECT_FALSE(charge->sure);
  EXPECT_EQ(charge->path.back().kind, ActionKind::Attack);
}

// The square a unit stands on in `g`.
std::optional<Square> squareOf(const Game& g, UnitId id) {
  for (const UnitView& u : g.units()) {
    if (u.id == id) return u.square;
  }
  return std::nullopt;
}

TEST(MoveEnvelope, AnAttackAfterMovingIsMadeFromWhereTheMovesLeaveTheUnit) {
  for (const bool sure : {true, false}) {
    MicroBattleBed bed;
    // Heavy infantry move 1 square whatever the dice say; auxilia a second on a 4+.
    const UnitId mover = sure ? bed.add(Side::One, "heavy_infantry", 3, 2) : bed.add(Side::One, "auxilia", 3, 1);
    const UnitId warband = bed.add(Side::Two, "warband", 3, 4);
    auto game = bed.build();
    test::startActions(*game, 3);
    const std::uint64_t before = game->stateHash();
    const Envelope e = computeEnvelope(*game, mover);
    const AttackReach* a = e.attackOn(warband);
    ASSERT_NE(a, nullptr);
    ASSERT_TRUE(a->afterMoving());
    EXPECT_EQ(a->sure, sure);
    EXPECT_FALSE(game->check(a->path.back())) << "not from where it stands";
    const std::unique_ptr<Game> there = positionForAttack(*game, *a);
    ASSERT_NE(there, nullptr);
    EXPECT_EQ(game->stateHash(), before) << "the match itself is never moved";
    EXPECT_TRUE(there->check(a->path.back()));
    EXPECT_EQ(squareOf(*there, mover), (Square{3, 3}));
    // The odds the table shows for it are the rules' own from there.
    const auto adapter = makeRulesetAdapter("microbattle");
    const auto f = adapter->forecast(*there, a->path.back());
    ASSERT_TRUE(f);
    const auto odds = static_cast<const rules::microbattle::MicroBattleGame&>(*there).attackForecast(a->path.back());
    EXPECT_EQ(f->summary.rfind("hits " + percentWords(odds.pHit), 0), 0u) << f->summary;
    EXPECT_FALSE(adapter->forecast(*game, a->path.back())) << "nor any odds from where it stands";
  }
  // A path that no longer applies (the unit has gone elsewhere) gives no position.
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId warband = bed.add(Side::Two, "warband", 3, 4);
  auto game = bed.build();
  test::startActions(*game, 3);
  AttackReach stale{warband, {test::moveTo(legion, 2, 2), Action{ActionKind::Attack, legion, warband}}, true};
  EXPECT_EQ(positionForAttack(*game, stale), nullptr);
}

TEST(MoveEnvelope, ArchersShootWithoutMoving) {
  MicroBattleBed bed;
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  const UnitId target = bed.add(Side::Two, "warband", 3, 4);  // two squares: in range 2
  auto game = bed.build();
  test::startActions(*game, 2);
  const Envelope e = computeEnvelope(*game, archers);
  const AttackReach* shot = e.attackOn(target);
  ASSERT_NE(shot, nullptr);
  EXPECT_FALSE(shot->afterMoving());
  EXPECT_TRUE(shot->sure);
}

TEST(MoveEnvelope, WoodsStopHorseAndUnitsBlockSquares) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "........",
             "...W....", "........", "........"};            // woods at (3,2)
  const UnitId horse = bed.add(Side::One, "cavalry", 3, 1);  // moves 2
  bed.add(Side::One, "heavy_infantry", 4, 1);                // a friend in the way east
  bed.add(Side::Two, "warband", 0, 5);
  auto game = bed.build();
  test::startActions(*game, 3);
  const Envelope e = computeEnvelope(*game, horse);
  EXPECT_EQ(e.find({4, 1}), nullptr) << "occupied";
  EXPECT_NE(e.find({3, 2}), nullptr) << "it may enter the woods";
  EXPECT_EQ(e.find({3, 3}), nullptr) << "but entering woods ends a mounted move";
  EXPECT_NE(e.find({3, 0}), nullptr);
}

}  // namespace
}  // namespace sandtable::view
