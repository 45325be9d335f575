// measured/Block.h: a block of stands as a rectangle on the table, its edges and its units.
#include <gtest/gtest.h>

#include "rules/measured/Block.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

namespace {

// Four files of two ranks of inch-square stands.
const BlockShape kFourByTwo{4, 2, kInch, kInch};

}  // namespace

TEST(MeasuredBlock, ScaleTurnsUnitsIntoTableLengths) {
  const Scale span{40 * kMillimetre};
  EXPECT_EQ(span.of(3), 120 * kMillimetre);
  EXPECT_EQ(span.permille(500), 20 * kMillimetre);
  EXPECT_EQ(span.whole(119 * kMillimetre), 2);
  EXPECT_EQ(span.hundredths(50 * kMillimetre), 125);
  EXPECT_EQ(Scale{}.of(1), kInch);  // inches unless told otherwise
}

TEST(MeasuredBlock, RectangleLiesBehindItsFrontEdge) {
  EXPECT_EQ(kFourByTwo.width(), 4 * kInch);
  EXPECT_EQ(kFourByTwo.depth(), 2 * kInch);
  const Rect north = blockRect(kFourByTwo, {{0, 0}, 0});
  EXPECT_EQ(north.centre, (Point{0, -kInch}));
  EXPECT_EQ(north.width, 4 * kInch);
  EXPECT_EQ(north.depth, 2 * kInch);
  const auto c = footprint(north);  // front-left, front-right, rear-right, rear-left
  EXPECT_EQ(c[0], (Point{-2 * kInch, 0}));
  EXPECT_EQ(c[1], (Point{2 * kInch, 0}));
  EXPECT_EQ(c[2], (Point{2 * kInch, -2 * kInch}));
  EXPECT_EQ(c[3], (Point{-2 * kInch, -2 * kInch}));
  // Facing east (+x), a facing past a full turn folded back.
  const Rect east = blockRect(kFourByTwo, {{0, 0}, kFullTurn + kQuarterTurn});
  EXPECT_EQ(east.facing, kQuarterTurn);
  EXPECT_EQ(east.centre, (Point{-kInch, 0}));
  EXPECT_EQ(frontCentre(east), (Point{0, 0}));
}

TEST(MeasuredBlock, EdgesAndTheirOutwardDirections) {
  const Rect r = blockRect(kFourByTwo, {{0, 0}, 0});
  const auto [fl, fr] = edgeOf(r, Zone::Front);
  EXPECT_EQ(fl, (Point{-2 * kInch, 0}));
  EXPECT_EQ(fr, (Point{2 * kInch, 0}));
  const auto [rf, rr] = edgeOf(r, Zone::RightFlank);
  EXPECT_EQ(rf, (Point{2 * kInch, 0}));
  EXPECT_EQ(rr, (Point{2 * kInch, -2 * kInch}));
  EXPECT_EQ(edgeOf(r, Zone::Rear).first, (Point{2 * kInch, -2 * kInch}));
  EXPECT_EQ(edgeOf(r, Zone::LeftFlank).second, (Point{-2 * kInch, 0}));
  EXPECT_EQ(outwardNormal(r, Zone::Front), 0);
  EXPECT_EQ(outwardNormal(r, Zone::RightFlank), kQuarterTurn);
  EXPECT_EQ(outwardNormal(r, Zone::Rear), kHalfTurn);
  EXPECT_EQ(outwardNormal(r, Zone::LeftFlank), 3 * kQuarterTurn);
  EXPECT_EQ(edgeToward(r, degrees(80)), Zone::RightFlank);
  EXPECT_EQ(edgeToward(r, degrees(200)), Zone::Rear);
  EXPECT_EQ(edgeToward(r, degrees(300)), Zone::LeftFlank);
  EXPECT_EQ(edgeToward(r, degrees(10)), Zone::Front);
}

TEST(MeasuredBlock, RadiusReachesEveryCorner) {
  const Rect r = blockRect(kFourByTwo, {{kInch, 3 * kInch}, degrees(30)});
  for (const Point& c : footprint(r)) EXPECT_LE(distance(r.centre, c), radius(r));
}

TEST(MeasuredBlock, TurningAboutTheCentreKeepsTheGround) {
  const Rect r = blockRect(kFourByTwo, {{0, 0}, 0});
  const Pose about = turnedAboutCentre(r, kHalfTurn);
  EXPECT_EQ(about.facing, kHalfTurn);
  EXPECT_EQ(about.front, (Point{0, -2 * kInch}));  // the old rear edge is the new front
  const Rect turned = blockRect(kFourByTwo, about);
  EXPECT_EQ(turned.centre, r.centre);
}

TEST(MeasuredBlock, RanksAsEqualAsPossibleFrontFirst) {
  EXPECT_EQ(evenRanks(8, 2), (std::vector<int>{4, 4}));
  EXPECT_EQ(evenRanks(7, 3), (std::vector<int>{3, 2, 2}));
  EXPECT_EQ(evenRanks(3, 5), (std::vector<int>{1, 1, 1}));  // no more ranks than stands
  EXPECT_EQ(evenRanks(0, 1), (std::vector<int>{1}));
}

TEST(MeasuredBlock, StandsFillFromTheMiddleOfTheFront) {
  const std::vector<StandSlot> s = standSlots({3, 2}, 2 * kInch, kInch);
  ASSERT_EQ(s.size(), 5u);
  // Front rank of three: middle, right, left.
  EXPECT_EQ(s[0].file, 1);
  EXPECT_EQ(s[0].local, (Point{0, -kInch / 2}));
  EXPECT_EQ(s[1].file, 2);
  EXPECT_EQ(s[1].local, (Point{2 * kInch, -kInch / 2}));
  EXPECT_EQ(s[2].file, 0);
  // Second rank of two: right of centre first.
  EXPECT_EQ(s[3].rank, 1);
  EXPECT_EQ(s[3].file, 1);
  EXPECT_EQ(s[3].local, (Point{kInch, -3 * kInch / 2}));
  EXPECT_EQ(s[4].local, (Point{-kInch, -3 * kInch / 2}));
  // A stand's footprint in a block facing east.
  const Rect r = standRect({{0, 0}, kQuarterTurn}, s[1].local, 0, 2 * kInch, kInch);
  EXPECT_EQ(r.facing, kQuarterTurn);
  EXPECT_EQ(r.centre,
            (Point{-kInch / 2, -2 * kInch}));  // 2" to its right (south), half a stand back (west)
  EXPECT_EQ(standRect({{0, 0}, 0}, {0, 0}, kHalfTurn, kInch, kInch).facing, kHalfTurn);
}

TEST(MeasuredBlock, StandsOnEachEdge) {
  const std::vector<int> w{3, 2};
  EXPECT_TRUE(slotOnEdge(0, 1, w, Zone::Front));
  EXPECT_FALSE(slotOnEdge(1, 1, w, Zone::Front));
  EXPECT_TRUE(slotOnEdge(1, 0, w, Zone::Rear));
  EXPECT_TRUE(slotOnEdge(0, 0, w, Zone::LeftFlank));
  EXPECT_TRUE(slotOnEdge(0, 2, w, Zone::RightFlank));
  EXPECT_TRUE(slotOnEdge(1, 1, w, Zone::RightFlank));  // the end of a shorter rank
  EXPECT_FALSE(slotOnEdge(0, 1, w, Zone::RightFlank));
}

TEST(MeasuredBlock, ReformingKeepsOneStandInPlace) {
  // A line two stands wide facing north re-forms facing east with the kept stand at its
  // front centre: that stand's centre is where it was.
  const Pose from{{10 * kInch, 0}, 0};
  const Point was{kInch, -kInch / 2};
  const Point now{0, -kInch / 2};
  const Pose to = poseKeeping(from, was, now, kQuarterTurn + kFullTurn);
  EXPECT_EQ(to.facing, kQuarterTurn);
  EXPECT_EQ(toWorld(Rect{to.front, to.facing, 0, 0}, now),
            toWorld(Rect{from.front, from.facing, 0, 0}, was));
}
