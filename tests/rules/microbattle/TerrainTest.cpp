// 003 Set Up terrain cards as Sandtable reads them (config/rulesets/microbattle.yaml):
// woods stop horse and hide and cover; rivers end moves and are bad ground; hills are
// high ground and block sight between lower squares; fields hide from missiles.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

TEST(MicroBattleTerrain, WoodsEndAMountedMoveButNotAFootMove) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "........", "........", "...W....", "........"};
  const UnitId cav = bed.add(Side::One, "cavalry", 3, 0);
  bed.add(Side::One, "heavy_infantry", 0, 0);  // keeps the turn going
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 2);
  Dice dice(0);
  EventList events;
  play(*game, moveTo(cav, 3, 1), dice, events);
  EXPECT_EQ(game->movesLeft(), 0);
  EXPECT_FALSE(game->check(moveTo(cav, 3, 2)).legal);
}

TEST(MicroBattleTerrain, FootKeepsMovingThroughWoods) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "........", "........", "...W....", "........"};
  const UnitId aux = bed.add(Side::One, "auxilia", 3, 0);
  bed.add(Side::One, "heavy_infantry", 0, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 2);
  Dice dice(0, {6});
  NullSink sink;
  play(*game, moveTo(aux, 3, 1), dice, sink);
  EXPECT_EQ(game->movesLeft(), 1);
  EXPECT_TRUE(game->check(moveTo(aux, 3, 2)).legal);
}

TEST(MicroBattleTerrain, GunsCannotEnterWoodsOrRivers) {
  MicroBattleBed bed;
  bed.period = "horse_and_musket";
  bed.map = {"........", "........", "........", "........", "..W~....", "........"};
  const UnitId gun = bed.add(Side::One, "field_artillery", 2, 0);
  const UnitId gun2 = bed.add(Side::One, "field_artillery", 3, 0);
  bed.add(Side::Two, "cavalry", 7, 5);
  auto game = bed.build();
  startActions(*game, 2);
  EXPECT_FALSE(game->check(moveTo(gun, 2, 1)).legal);
  EXPECT_FALSE(game->check(moveTo(gun2, 3, 1)).legal);
}

TEST(MicroBattleTerrain, EnteringARiverEndsTheMove) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "........", "........", "...~....", "........"};
  const UnitId cav = bed.add(Side::One, "cavalry", 3, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0);
  NullSink sink;
  play(*game, moveTo(cav, 3, 1), dice, sink);
  EXPECT_FALSE(game->check(moveTo(cav, 3, 2)).legal);
}

TEST(MicroBattleTerrain, FightingInARiverIsADisadvantage) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...~....", "........", "........", "........"};
  const UnitId inRiver = bed.add(Side::One, "heavy_infantry", 3, 3);
  const UnitId onBank = bed.add(Side::Two, "heavy_infantry", 3, 4);
  auto game = bed.build();
  const AttackOdds out = game->attackOdds(inRiver, onBank, {3, 3}, false);
  ASSERT_EQ(out.factors.size(), 1u);
  EXPECT_EQ(out.factors[0].label, "attacker in river");
  EXPECT_EQ(out.advantage, -1);
  const AttackOdds in = game->attackOdds(onBank, inRiver, {3, 4}, false);
  ASSERT_EQ(in.factors.size(), 1u);
  EXPECT_EQ(in.factors[0].label, "target in river");
  EXPECT_EQ(in.advantage, 1);
}

TEST(MicroBattleTerrain, FieldsCoverAgainstMissilesOnly) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...f....", "........", "........", "........"};
  const UnitId archers = bed.add(Side::One, "archers", 2, 3);  // one square away: not long range
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId inFields = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  const AttackOdds shot = game->attackOdds(archers, inFields, {2, 3}, false);
  ASSERT_EQ(shot.factors.size(), 1u);
  EXPECT_EQ(shot.factors[0].label, "target in fields");
  EXPECT_EQ(shot.advantage, -1);
  // In melee the crops hide nothing (the archers beside it are no melee unit, but they do
  // stand in contact: the defender is outflanked).
  const AttackOdds melee = game->attackOdds(legion, inFields, {3, 2}, false);
  ASSERT_EQ(melee.factors.size(), 1u);
  EXPECT_EQ(melee.factors[0].label, "outflanked");
}

TEST(MicroBattleTerrain, AHillBetweenTwoLowerSquaresBlocksSight) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...H....", "........", "........", "........"};
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  const UnitId beyond = bed.add(Side::Two, "warband", 3, 4);
  auto game = bed.build();
  startActions(*game, 1);
  EXPECT_FALSE(game->canSee({3, 2}, {3, 4}));
  EXPECT_FALSE(game->check(attack(archers, beyond)).legal);
  // From on top of the hill one sees over it.
  EXPECT_TRUE(game->canSee({3, 3}, {3, 5}));
}

TEST(MicroBattleTerrain, EveryCardOfTheTextIsDefined) {
  MicroBattleBed bed;
  for (const char* id : {"clear", "woods", "hill", "river", "rough", "fields"}) {
    EXPECT_NE(bed.tables->cardById(id), nullptr) << id;
  }
}
