// 001 2.6.2 Falling back, with the stands lost to flank attackers and supporting units
// falling back too, and 2.6.2.1 falling back into each kind of obstacle: friends (light,
// pushed, stopping), enemy fronts, heavy and light flanks and rears, the table edge and
// impassable ground.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// A table whose ground north of a line is a river (impassable in Warlords).
class RiverNorthOf final : public Battlefield {
 public:
  RiverNorthOf(Rect bounds, Length y) : mBounds(bounds), mY(y) {}
  Rect bounds() const override { return mBounds; }
  Length elevationAt(Point) const override { return 0; }
  TerrainKind terrainAt(Point p) const override { return p.y > mY ? TerrainKind::River : TerrainKind::Clear; }
  std::vector<Crossing> crossings(Point, Point) const override { return {}; }
  Sight lineOfSight(const SightQuery& q) const override { return standsAcross(q); }

 private:
  Rect mBounds;
  Length mY;
};

struct FallBack : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
  int loose = bed.looseFoot();
  UnitId winner = kNoUnit, loser = kNoUnit;
  // The winner faces north across y = 10; the loser faces south and falls back north.
  void duel(int loserProfile, int stands = 3) {
    winner = bed.add(Side::One, foot, 3, 20, 10, 0);
    loser = bed.add(Side::Two, loserProfile, stands, 20, 10, 180);
  }
  double y(const WarlordsGame& g, UnitId u) { return static_cast<double>(g.unit(u).pose.front.y) / 40000.0; }
};

TEST_F(FallBack, ClearGroundFallsBackTheFullDistance) {
  duel(foot);
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_DOUBLE_EQ(y(*g, loser), 11.0);
  EXPECT_EQ(g->unit(loser).casualties, 0);
  EXPECT_TRUE(g->unit(loser).formed);
}

TEST_F(FallBack, LosesStandsOnAFlankTouchedByAnEnemyFront) {
  duel(foot, 6);
  bed.setup.units[static_cast<std::size_t>(loser)].ranks = 2;  // 3 wide, 2 deep: y 10..11.5
  bed.add(Side::One, foot, 2, 21.5, 10.75, 270);  // its front on the loser's left flank (east side)
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_EQ(g->unit(loser).standCount(), 4) << "the flank file (one stand per rank) is lost\n" << eventLog(ev);
}

TEST_F(FallBack, SupportingUnitsFallBackWithTheUnitTheySupport) {
  // A melee decided 7 to 5: the loser's friend, also touching the winner, falls back too.
  winner = bed.add(Side::One, foot, 6, 21.5, 10, 0);  // 6 wide, facing both
  loser = bed.add(Side::Two, foot, 3, 20, 10, 180);
  const UnitId friendOfLoser = bed.add(Side::Two, foot, 3, 23, 10, 180);
  auto g = bed.build();
  ASSERT_TRUE(g->contactBetween(g->unit(winner), g->unit(friendOfLoser)));
  W::setInitiative(*g, Side::One);
  EventList ev;
  Dice d(0, {4, 3, 1, 3, 2});  // the winner overlaps the loser's flank: 3 dice, 7 against 5
  W::fight(*g, winner, loser, d, ev);
  EXPECT_DOUBLE_EQ(y(*g, loser), 11.0);
  EXPECT_DOUBLE_EQ(y(*g, friendOfLoser), 11.0);
}

TEST_F(FallBack, SupportingUnitsFallBackAsFarAsTheUnitTheySupport) {
  // Decided 10 to 5: twice the score, so the loser falls back 2 spans, and its friend
  // supporting it falls back the same 2 spans, not 1 (2.6.2).
  winner = bed.add(Side::One, foot, 6, 21.5, 10, 0);
  loser = bed.add(Side::Two, foot, 3, 20, 10, 180);
  const UnitId friendOfLoser = bed.add(Side::Two, foot, 3, 23, 10, 180);
  auto g = bed.build();
  W::setInitiative(*g, Side::One);
  EventList ev;
  Dice d(0, {6, 4, 1, 3, 2});
  W::fight(*g, winner, loser, d, ev);
  EXPECT_DOUBLE_EQ(y(*g, loser), 12.0) << eventLog(ev);
  EXPECT_DOUBLE_EQ(y(*g, friendOfLoser), 12.0) << eventLog(ev);
}

TEST_F(FallBack, LightUnitIntoAFriendJustStopsFormedWithNoCasualty) {
  duel(loose);
  bed.add(Side::Two, foot, 3, 20, 11.5, 180);  // half a span behind the loser
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_NEAR(y(*g, loser), 10.5, 0.02);
  EXPECT_EQ(g->unit(loser).casualties, 0);
  EXPECT_TRUE(g->unit(loser).formed);
}

TEST_F(FallBack, HeavyUnitPushesBackFriendlyCavalryInFront) {
  duel(foot);
  const UnitId c = bed.add(Side::Two, cav, 3, 20, 11.25, 180);  // facing the same way: its front edge is hit
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_NEAR(y(*g, loser), 11.0, 0.02);
  EXPECT_NEAR(y(*g, c), 11.75, 0.02) << eventLog(ev);
  EXPECT_EQ(g->unit(loser).casualties, 0);
}

TEST_F(FallBack, HeavyUnitStopsAgainstFriendlyCloseFootWithACasualtyAndUnformed) {
  duel(foot);
  bed.add(Side::Two, foot, 3, 20, 11.25, 180);
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_NEAR(y(*g, loser), 10.5, 0.02);
  EXPECT_EQ(g->unit(loser).casualties, 1);
  EXPECT_FALSE(g->unit(loser).formed);
}

TEST_F(FallBack, IntoAnEnemyFrontItIsHaltedAndLosesTheRearStandsTouchingIt) {
  duel(foot, 6);
  bed.setup.units[static_cast<std::size_t>(loser)].ranks = 2;  // y 10..11.5
  bed.add(Side::One, foot, 3, 20, 12, 180);  // an enemy facing south: its front edge at y = 12
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_FALSE(g->unit(loser).formed);
  EXPECT_EQ(g->unit(loser).motion, Motion::Stopped);
  EXPECT_EQ(g->unit(loser).standCount(), 3) << eventLog(ev);
}

TEST_F(FallBack, HeavyIntoTheRearOfAnEnemyHeavyUnitBothHaltedAndEachTakesACasualty) {
  duel(foot);
  const UnitId e = bed.add(Side::One, foot, 3, 20, 12, 0);  // facing north: its rear edge at y = 11.25
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_EQ(g->unit(loser).casualties, 1);
  EXPECT_EQ(g->unit(e).casualties, 1);
  EXPECT_FALSE(g->unit(loser).formed);
  EXPECT_FALSE(g->unit(e).formed);
}

TEST_F(FallBack, HeavyIntoTheRearOfAFriendlyHeavyUnitBothHaltedNoCasualties) {
  duel(foot);
  const UnitId f = bed.add(Side::Two, foot, 3, 20, 12, 0);  // facing north: rear edge hit
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_EQ(g->unit(loser).casualties, 0);
  EXPECT_EQ(g->unit(f).casualties, 0);
  EXPECT_FALSE(g->unit(f).formed);
}

TEST_F(FallBack, HeavyIntoTheRearOfLightTroopsPushesThroughThemAndUnformsThem) {
  duel(foot);
  const UnitId l = bed.add(Side::Two, loose, 3, 20, 12.5, 0);  // rear edge at y = 11.5
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_NEAR(y(*g, loser), 11.0, 0.02) << eventLog(ev);
  EXPECT_FALSE(g->unit(l).formed);
  EXPECT_EQ(g->unit(loser).casualties, 0);
}

TEST_F(FallBack, LightIntoTheRearOfAnEnemyHeavyUnitStopsWithAnExtraCasualty) {
  duel(loose);
  bed.add(Side::One, foot, 3, 20, 12, 0);  // enemy heavy, rear edge at y = 11.25
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_EQ(g->unit(loser).casualties, 1);
  EXPECT_TRUE(g->unit(loser).formed);
}

TEST_F(FallBack, TableEdgeCostsACasualtyAndUnforms) {
  winner = bed.add(Side::One, foot, 3, 20, 39, 0);
  loser = bed.add(Side::Two, foot, 3, 20, 39, 180);  // its rear at 39.75, the edge at 40
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_EQ(g->unit(loser).casualties, 1);
  EXPECT_FALSE(g->unit(loser).formed);
}

TEST_F(FallBack, ImpassableGroundCostsACasualtyAndUnforms) {
  bed.battlefield = std::make_shared<RiverNorthOf>(Rect{at(30, 20), 0, spans(60), spans(40)}, spans(11.25));
  duel(foot);
  auto g = bed.build();
  EventList ev;
  Dice none;
  W::fallBack(*g, loser, winner, spans(1), none, ev);
  EXPECT_NEAR(y(*g, loser), 10.5, 0.03);  // ground is sampled a millimetre inside the footprint
  EXPECT_EQ(g->unit(loser).casualties, 1);
  EXPECT_FALSE(g->unit(loser).formed);
}

}  // namespace
}  // namespace sandtable::test
