// The reader-comment variants of 003, each an option in microbattle.yaml, off by default:
// one-square musket range, light troops ignoring SHAKEN when retreating, road march.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

TEST(MicroBattleVariants, AllOffByDefault) {
  MicroBattleBed bed;
  EXPECT_FALSE(bed.tables->options.musketRangeOneSquare);
  EXPECT_FALSE(bed.tables->options.lightIgnoreShakenOnRetreat);
  EXPECT_FALSE(bed.tables->options.roadMarch);
}

TEST(MicroBattleVariants, OneSquareMusketRange) {
  for (bool on : {false, true}) {
    MicroBattleBed bed;
    bed.period = "horse_and_musket";
    bed.tables->options.musketRangeOneSquare = on;
    const UnitId line = bed.add(Side::One, "regular_infantry", 3, 1);
    const UnitId lights = bed.add(Side::One, "light_infantry", 5, 1);
    const UnitId target = bed.add(Side::Two, "cavalry", 4, 2);  // 2 squares from both (diagonal)
    auto game = bed.build();
    startActions(*game, 2);
    EXPECT_EQ(game->check(attack(line, target)).legal, !on);
    EXPECT_TRUE(game->check(attack(lights, target)).legal) << "light infantry keeps its range";
  }
}

TEST(MicroBattleVariants, LightTroopsIgnoreShakenWhenTheyRetreat) {
  for (bool on : {false, true}) {
    MicroBattleBed bed;
    bed.tables->options.lightIgnoreShakenOnRetreat = on;
    const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2);
    const UnitId skirm = bed.add(Side::Two, "skirmishers", 3, 3);
    bed.add(Side::Two, "warband", 0, 5);
    auto game = bed.build();
    startActions(*game, 1);
    Dice dice(0, {6, 1});
    NullSink sink;
    play(*game, attack(legion, skirm), dice, sink);
    EXPECT_EQ(game->unit(skirm).at, (Square{3, 4})) << "it retreats either way";
    EXPECT_EQ(game->unit(skirm).shaken, !on);
  }
}

TEST(MicroBattleVariants, LightTroopsStillShakenWithoutARetreat) {
  MicroBattleBed bed;
  bed.tables->options.lightIgnoreShakenOnRetreat = true;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId skirm = bed.add(Side::Two, "skirmishers", 3, 3);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {6, 3});
  NullSink sink;
  play(*game, attack(legion, skirm), dice, sink);
  EXPECT_TRUE(game->unit(skirm).shaken);
}

TEST(MicroBattleVariants, RoadMarchDoublesMovementFarFromTheEnemy) {
  for (bool on : {false, true}) {
    MicroBattleBed bed;
    bed.tables->options.roadMarch = on;
    const UnitId hi = bed.add(Side::One, "heavy_infantry", 0, 0);
    bed.add(Side::One, "heavy_infantry", 1, 0);
    const UnitId far = bed.add(Side::Two, "warband", 7, 5);
    auto game = bed.build();
    startActions(*game, 2);
    Dice dice(0);
    NullSink sink;
    play(*game, moveTo(hi, 0, 1), dice, sink);
    EXPECT_EQ(game->check(moveTo(hi, 0, 2)).legal, on) << "a second square only on road march";
    if (on) {
      play(*game, moveTo(hi, 0, 2), dice, sink);
      EXPECT_FALSE(game->check(attack(hi, far)).legal);
    }
  }
}

TEST(MicroBattleVariants, NoRoadMarchNearTheEnemy) {
  MicroBattleBed bed;
  bed.tables->options.roadMarch = true;
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 1);
  bed.add(Side::One, "heavy_infantry", 0, 0);
  bed.add(Side::Two, "warband", 3, 4);  // 3 squares away: not more than 4
  auto game = bed.build();
  startActions(*game, 2);
  Dice dice(0);
  NullSink sink;
  play(*game, moveTo(hi, 2, 1), dice, sink);
  EXPECT_EQ(game->movesLeft(), 0);
}
