// The river crossing (002 Event III): a move stops at the bank; from the bank, the next move
// goes straight across and stops on the far bank, whatever it costs; artillery crosses only at
// a bridge, where the water is a line with the bridge's penalty.
#include <gtest/gtest.h>

#include <algorithm>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventList;
using rules::kInch;
using rules::Side;

// The open table with a stream drawn as a line across it at y = 24", bridged from x = 60" to 64".
class StreamTable final : public rules::Battlefield {
 public:
  rules::Rect bounds() const override { return MatchBed::table(); }
  rules::Length elevationAt(rules::Point) const override { return 0; }
  rules::TerrainKind terrainAt(rules::Point) const override { return rules::TerrainKind::Clear; }
  std::vector<rules::Crossing> crossings(rules::Point a, rules::Point b) const override {
    const rules::Length y = 24 * kInch;
    if ((a.y - y) * (b.y - y) >= 0 && !(a.y == y) && !(b.y == y)) return {};
    if (a.y == b.y) return {};
    const rules::Length x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y);
    std::vector<rules::Crossing> out{{rules::TerrainKind::Stream, {x, y}, true}};
    if (x >= 60 * kInch && x <= 64 * kInch) out.push_back({rules::TerrainKind::Bridge, {x, y}, true});
    return out;
  }
  rules::Sight lineOfSight(const rules::SightQuery&) const override { return {}; }
};

UnitLine guns() {
  UnitLine u = unit(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"});
  u.wing = "w";
  return u;
}

TEST(WotrRiverCrossing, AMoveStopsAtTheBankAndTheNextGoesAcrossToTheFarBank) {
  MatchBed bed;
  const auto bills = bed.add(Side::One, billmen(), 36, 20, 0);  // 4" short of the stream
  bed.add(Side::Two, billmen(), 10, 44, 180);
  auto game = bed.startOn(std::make_shared<StreamTable>());
  game->startMovementForTests(Side::One);
  EXPECT_FALSE(game->check(forward(*game, bills, 6)));  // into and over the water at once
  const rules::Verdict far = game->check(forward(*game, bills, 6));
  EXPECT_NE(far.why.find("stops at the river bank"), std::string::npos) << far.why;
  ASSERT_TRUE(game->check(forward(*game, bills, 3.9)));
  Dice dice(1);
  EventList events;
  game->apply(forward(*game, bills, 3.9), dice, events);

  // The next turn: from the bank, across, the rear just clear of the line, the whole move spent.
  game->startMovementForTests(Side::One);
  game->battleForTests().unit(bills).moved = false;
  game->battleForTests().unit(bills).used = 0;
  const std::vector<Action> legal = game->legalActions();
  const auto across = std::find_if(legal.begin(), legal.end(), [&](const Action& a) {
    return a.kind == ActionKind::Move && a.unit == bills && a.point &&
           a.point->y > 24 * kInch;
  });
  ASSERT_NE(across, legal.end());
  const double depth = Battle::inchesOf(game->battle().block(bills).depth);
  const double frontY = Battle::inchesOf(across->point->y);
  EXPECT_GT(frontY - depth, 24.0);
  EXPECT_LT(frontY - depth, 24.6);
  EXPECT_FALSE(game->check(forward(*game, bills, 4)));  // not stopping on the far bank
  game->apply(*across, dice, events);
  EXPECT_EQ(game->allowance(bills), 0);
}

TEST(WotrRiverCrossing, ArtilleryCrossesOnlyAtABridge) {
  MatchBed bed;
  const auto ford = bed.add(Side::One, guns(), 56.5, 23.8, 0);  // its captain's, by the bridge
  const auto bridge = bed.add(Side::One, guns(), 62, 23.8, 0);
  bed.add(Side::Two, billmen(), 10, 44, 180);
  auto game = bed.startOn(std::make_shared<StreamTable>());
  // Limbered, to move (Limbering.cpp).
  game->battleForTests().unit(ford).limbered = true;
  game->battleForTests().unit(bridge).limbered = true;
  game->startMovementForTests(Side::One);
  const double depth = Battle::inchesOf(game->battle().block(ford).depth);
  const rules::Verdict v = game->check(forward(*game, ford, depth + 0.5));
  EXPECT_FALSE(v);
  EXPECT_NE(v.why.find("only at a bridge"), std::string::npos) << v.why;
  EXPECT_TRUE(game->check(forward(*game, bridge, depth + 0.5)))
      << game->check(forward(*game, bridge, depth + 0.5)).why;
}

}  // namespace
}  // namespace sandtable::test::wotr
