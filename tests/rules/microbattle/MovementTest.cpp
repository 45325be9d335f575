// 003 Movement: allowances, the 4+ for the higher of a variable move, orthogonal steps,
// moving and firing, rough ground.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

TEST(MicroBattleMovement, FixedAllowanceNeedsNoRoll) {
  MicroBattleBed bed;
  const UnitId cav = bed.add(Side::One, "cavalry", 3, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {});
  NullSink sink;
  play(*game, moveTo(cav, 3, 1), dice, sink);
  play(*game, moveTo(cav, 3, 2), dice, sink);
  EXPECT_EQ(dice.rolled(), 0u);
  EXPECT_EQ(game->unit(cav).at, (Square{3, 2}));
}

TEST(MicroBattleMovement, VariableMoveTakesTheHigherOnAFourOrMore) {
  for (int face : {3, 4}) {
    MicroBattleBed bed;
    const UnitId aux = bed.add(Side::One, "auxilia", 3, 0);
    bed.add(Side::Two, "warband", 7, 5);
    bed.add(Side::One, "heavy_infantry", 0, 0);  // a second unit, so the turn does not end by itself
    auto game = bed.build();
    startActions(*game, 2);
    Dice dice(0, {face});
    EventList events;
    play(*game, moveTo(aux, 3, 1), dice, events);
    const RollRecord r = rolls(events).at(0);
    EXPECT_EQ(r.rule, "003 Movement");
    EXPECT_EQ(game->movesLeft(), face >= 4 ? 1 : 0) << "face " << face;
    EXPECT_EQ(game->check(moveTo(aux, 3, 2)).legal, face >= 4);
  }
}

TEST(MicroBattleMovement, LightCavalryMovesTwoOrThree) {
  MicroBattleBed bed;
  const UnitId lc = bed.add(Side::One, "light_cavalry", 3, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {6});
  NullSink sink;
  play(*game, moveTo(lc, 3, 1), dice, sink);
  play(*game, moveTo(lc, 3, 2), dice, sink);
  play(*game, moveTo(lc, 4, 2), dice, sink);
  EXPECT_EQ(game->unit(lc).at, (Square{4, 2}));
}

TEST(MicroBattleMovement, OnlyOrthogonalSingleSteps) {
  MicroBattleBed bed;
  const UnitId cav = bed.add(Side::One, "cavalry", 3, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 1);
  const Verdict diagonal = game->check(moveTo(cav, 4, 1));
  EXPECT_FALSE(diagonal.legal);
  EXPECT_NE(diagonal.why.find("orthogonally"), std::string::npos);
  EXPECT_FALSE(game->check(moveTo(cav, 3, 2)).legal) << "two squares at once";
  EXPECT_FALSE(game->check(moveTo(cav, 3, -1)).legal) << "off the battlefield";
}

TEST(MicroBattleMovement, NoMovingIntoAnOccupiedSquare) {
  MicroBattleBed bed;
  const UnitId a = bed.add(Side::One, "cavalry", 3, 0);
  bed.add(Side::One, "cavalry", 3, 1);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 2);
  EXPECT_FALSE(game->check(moveTo(a, 3, 1)).legal);
}

TEST(MicroBattleMovement, RangedInfantryMayMoveAndFireArtilleryMayNot) {
  MicroBattleBed bed;
  bed.period = "horse_and_musket";
  const UnitId inf = bed.add(Side::One, "regular_infantry", 2, 0);
  const UnitId gun = bed.add(Side::One, "field_artillery", 5, 0);
  bed.add(Side::One, "cavalry", 7, 0);  // keeps side one's turn going
  const UnitId target = bed.add(Side::Two, "cavalry", 2, 3);
  bed.add(Side::Two, "cavalry", 5, 4);
  auto game = bed.build();
  startActions(*game, 3);
  Dice dice(0, {6, 6});  // the musketry hits and the cavalry holds
  NullSink sink;
  play(*game, moveTo(inf, 2, 1), dice, sink);
  EXPECT_TRUE(game->check(attack(inf, target)).legal);
  play(*game, attack(inf, target), dice, sink);
  play(*game, moveTo(gun, 5, 1), dice, sink);
  const Verdict fire = game->check(attack(gun, target));
  EXPECT_FALSE(fire.legal);
  EXPECT_NE(fire.why.find("artillery may not move and fire"), std::string::npos);
}

TEST(MicroBattleMovement, HeavyUnitsRollFourToLeaveRough) {
  for (int face : {3, 4}) {
    MicroBattleBed bed;
    bed.map = {"........", "........", "........", "........", "........", "...r...."};
    const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 0);
    bed.add(Side::One, "heavy_infantry", 0, 0);
    bed.add(Side::Two, "warband", 7, 5);
    auto game = bed.build();
    startActions(*game, 2);
    Dice dice(0, {face});
    EventList events;
    play(*game, moveTo(hi, 3, 1), dice, events);
    EXPECT_EQ(game->unit(hi).at, face >= 4 ? (Square{3, 1}) : (Square{3, 0})) << face;
    EXPECT_EQ(rolls(events).at(0).rule, "003 Movement (rough)");
    EXPECT_EQ(hasEvent(events, EventKind::MoveBlocked, hi), face < 4);
  }
}

TEST(MicroBattleMovement, AnyUnitMayEnterRoughAndLightUnitsLeaveFreely) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "........", "........", "...r....", "...r...."};
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId aux = bed.add(Side::One, "auxilia", 3, 0);
  bed.add(Side::Two, "warband", 7, 5);
  auto game = bed.build();
  startActions(*game, 2);
  Dice dice(0, {6});  // auxilia's movement roll; no rough roll for light troops
  NullSink sink;
  play(*game, moveTo(hi, 3, 1), dice, sink);  // heavy infantry enters rough without a roll
  EXPECT_EQ(dice.rolled(), 0u);
  play(*game, moveTo(aux, 2, 0), dice, sink);  // light auxilia leaves rough freely
  EXPECT_EQ(dice.rolled(), 1u);
  EXPECT_EQ(game->unit(aux).at, (Square{2, 0}));
}
