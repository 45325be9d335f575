// 001 2.3 Formation: ranks and full ranks, March Column, Shieldwall, Wedge, Hedgehog,
// changing formation (drilled and irregular, 1 span from the enemy, interrupted by a
// charge), halting and Unformed units.
#include <gtest/gtest.h>

#include "rules/warlords/Formation.h"
#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

TEST(FormationLayout, LineRanksAreAsEqualAsPossibleNoneWiderThanTheOneInFront) {
  EXPECT_EQ(rankWidths(FormationKind::Line, 8, 3), (std::vector<int>{3, 3, 2}));
  EXPECT_EQ(rankWidths(FormationKind::Line, 10, 3), (std::vector<int>{4, 3, 3}));
  EXPECT_EQ(rankWidths(FormationKind::Line, 6, 1), (std::vector<int>{6}));
  EXPECT_EQ(rankWidths(FormationKind::MarchColumn, 4, 1), (std::vector<int>{1, 1, 1, 1}));
}

TEST(FormationLayout, FullRanksAreAsWideAsTheFrontOrOneLess) {
  const std::vector<int> w{4, 3, 3};
  EXPECT_EQ(fullRanks(FormationKind::Line, w), 3);
  EXPECT_EQ(fullRanks(FormationKind::Line, std::vector<int>{4, 2}), 1);
}

TEST(FormationLayout, ShieldwallIsOneOrTwoEqualRanksOddStandInFront) {
  EXPECT_EQ(rankWidths(FormationKind::Shieldwall, 7, 2), (std::vector<int>{4, 3}));
  EXPECT_TRUE(validRanks(FormationKind::Shieldwall, 8, 2));
  EXPECT_FALSE(validRanks(FormationKind::Shieldwall, 9, 3));
}

TEST(FormationLayout, WedgeRanksGrowByOneAndALeftoverLastRankIsNotFull) {
  EXPECT_EQ(rankWidths(FormationKind::Wedge, 6, 0), (std::vector<int>{1, 2, 3}));
  const std::vector<int> w = rankWidths(FormationKind::Wedge, 8, 0);
  EXPECT_EQ(w, (std::vector<int>{1, 2, 3, 2}));
  EXPECT_FALSE(isFullRank(FormationKind::Wedge, w, 3)) << "2.3.1.3: leftover stands do not make a full rank";
  EXPECT_EQ(widestFullRank(FormationKind::Wedge, w), 3);
  EXPECT_FALSE(validRanks(FormationKind::Wedge, 2, naturalRanks(FormationKind::Wedge, 2, 0))) << "at least 3 stands";
}

TEST(FormationLayout, CommandStandLeadsFromTheCentreOfTheFrontRank) {
  const auto s = slots(FormationKind::Line, {3, 3}, 40000, 30000);
  EXPECT_EQ(s.front().rank, 0);
  EXPECT_EQ(s.front().local, (Point{0, -15000}));
  const auto h = slots(FormationKind::Hedgehog, {3, 3}, 40000, 40000);
  EXPECT_EQ(h.back().turn, kHalfTurn) << "a Hedgehog's rear rank faces outward";
}

struct Formation : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int wall = bed.shieldwallFoot();
};

TEST_F(Formation, WedgeActivatesAsOneWideAndNeverShoots) {
  bed.setup.profiles[static_cast<std::size_t>(foot)].wedge = true;
  bed.setup.profiles[static_cast<std::size_t>(foot)].missiles = MissileKind::Hand;
  bed.setup.profiles[static_cast<std::size_t>(foot)].skirmishing = true;
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Wedge);
  const UnitId e = bed.add(Side::Two, foot, 4, 20, 7, 180);
  auto g = bed.build();
  EXPECT_EQ(g->activationWidth(g->unit(u)), 1);
  EXPECT_EQ(g->combatWidth(g->unit(u)), 3);
  EventList ev;
  activateFirstW(*g, u, {1, 1}, ev);  // 2 > 1: a success even on snake eyes
  EXPECT_TRUE(g->active().success);
  Action shot{ActionKind::Shoot, u, e};
  shot.option = static_cast<int>(ShotStyle::Skirmishing);
  EXPECT_FALSE(g->check(shot).legal);
}

TEST_F(Formation, HedgehogHasNoFlanksAndMayNotMove) {
  const int pk = bed.pike();
  const UnitId h = bed.add(Side::One, pk, 6, 20, 5, 0, FormationKind::Hedgehog, 2);
  const UnitId c = bed.add(Side::Two, foot, 3, 23.5, 4, 270);  // its front against the hedgehog's right side
  auto g = bed.build();
  // Put the enemy flush against the hedgehog's right edge.
  W::unit(*g, c).pose.front = {g->block(g->unit(h)).centre.x + g->block(g->unit(h)).width / 2, g->block(g->unit(h)).centre.y};
  const auto odds = g->meleeOdds(g->unit(h), g->unit(c));
  for (const Modifier& m : odds.modifiers) EXPECT_NE(m.label, "flanks contacted by an enemy front");
  EXPECT_EQ(odds.dice, 2 + 2) << "each Pike rank fights a unit in front: every edge of a Hedgehog is a front";
  EventList ev;
  activateFirstW(*g, h, ev);
  Action m = moveW(h, g->unit(h).pose.front + Point{0, spans(1)});
  EXPECT_FALSE(g->check(m).legal);
}

TEST_F(Formation, DrilledChangeAnyFormationIrregularOnlyOneRankOrFile) {
  const UnitId irr = bed.add(Side::One, foot, 8, 10, 5, 0, FormationKind::Line, 1);
  const UnitId dr = bed.add(Side::One, bed.drilled(foot), 8, 30, 10, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, irr, ev);
  Action toColumn = formationW(irr, FormationKind::MarchColumn, 8);
  EXPECT_FALSE(g->check(toColumn).legal) << "8 wide to 1 wide moves more than one rank or file";
  Action twoRanks = formationW(irr, FormationKind::Line, 2);
  EXPECT_TRUE(g->check(twoRanks).legal) << g->check(twoRanks).why;
  Dice none;
  play(*g, {ActionKind::EndActivation, irr}, none, ev);
  activateW(*g, dr, {6, 6}, ev);
  toColumn.unit = dr;
  EXPECT_TRUE(g->check(toColumn).legal) << g->check(toColumn).why;
  play(*g, toColumn, none, ev);
  EXPECT_EQ(g->unit(dr).formation, FormationKind::MarchColumn);
  EXPECT_EQ(g->frontWidth(g->unit(dr)), 1);
  EXPECT_EQ(g->activationWidth(g->unit(dr)), 1);
}

TEST_F(Formation, OnlyDrilledPikeFaceANewDirectionInAFormationChange) {
  // 2.3.3: "Drilled Pikes may face a new direction by rotating each stand in place"; other
  // drilled units wheel instead (2.2.2: formation change or wheel, "but not both").
  const UnitId pk = bed.add(Side::One, bed.pike(), 6, 10, 5, 0, FormationKind::Line, 2);
  const UnitId dr = bed.add(Side::One, bed.drilled(foot), 6, 30, 5, 0, FormationKind::Line, 2);
  const UnitId irr = bed.add(Side::One, foot, 6, 50, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 4, 30, 35, 180);
  auto g = bed.build();
  EventList ev;
  Dice none;
  Action turn = formationW(pk, FormationKind::Line, 2);
  turn.facing = degrees(90);
  activateFirstW(*g, pk, ev);
  ASSERT_TRUE(g->check(turn).legal) << g->check(turn).why;
  const Point cmd = g->standFootprints(g->unit(pk)).front().centre;
  play(*g, turn, none, ev);
  EXPECT_EQ(g->unit(pk).pose.facing, degrees(90));
  EXPECT_EQ(g->standFootprints(g->unit(pk)).front().centre, cmd) << "the command stand stays in place";
  play(*g, {ActionKind::EndActivation, pk}, none, ev);
  for (UnitId other : {dr, irr}) {
    activateW(*g, other, {6, 6}, ev);
    turn.unit = other;
    EXPECT_FALSE(g->check(turn).legal) << g->label(other);
    Action same = formationW(other, FormationKind::Line, 3);
    EXPECT_TRUE(g->check(same).legal) << g->check(same).why;
    play(*g, {ActionKind::EndActivation, other}, none, ev);
  }
}

TEST_F(Formation, CommandStandStaysInPlaceDuringAFormationChange) {
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Line, 1);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  const Rect before = g->standFootprints(g->unit(u)).front();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action a = formationW(u, FormationKind::Line, 2);
  Dice none;
  play(*g, a, none, ev);
  EXPECT_EQ(g->standFootprints(g->unit(u)).front().centre, before.centre);
  EXPECT_EQ(g->frontWidth(g->unit(u)), 3);
}

TEST_F(Formation, NoStandCloserThanOneSpanToTheEnemy) {
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 4, 20, 6.5, 180);  // 1.5 spans in front
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action a = formationW(u, FormationKind::Line, 1);  // wider, but no deeper forward
  EXPECT_TRUE(g->check(a).legal) << g->check(a).why;
  bed.setup.units.back().front = at(20, 5.5);
  auto g2 = bed.build();
  activateFirstW(*g2, u, ev);
  EXPECT_FALSE(g2->check(a).legal) << "a change with the enemy half a span off puts stands within 1 span";
}

TEST_F(Formation, ShieldwallIsSlowAndMovingAtNormalSpeedLeavesIt) {
  const UnitId u = bed.add(Side::One, wall, 6, 20, 5, 0, FormationKind::Shieldwall, 2);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action m = moveW(u, at(20, 6));
  Dice none;
  auto copy = g->clone();
  play(*g, m, none, ev);
  EXPECT_EQ(g->unit(u).formation, FormationKind::Shieldwall) << "a Slow move of 1 span keeps the Shieldwall";
  m.point = at(20, 7);
  play(*copy, m, none, ev);
  EXPECT_EQ(static_cast<WarlordsGame&>(*copy).unit(u).formation, FormationKind::Line) << "2 spans is normal speed";
}

TEST_F(Formation, HaltedUnitIsUnformedAndMustReformBeforeMoving) {
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 4, 20, 35, 180);
  auto g = bed.build();
  W::unit(*g, u).formed = false;
  EventList ev;
  activateFirstW(*g, u, ev);
  Action m = moveW(u, at(20, 6));
  EXPECT_FALSE(g->check(m).legal);
  Action reform = formationW(u, FormationKind::Line, 1);
  Dice none;
  play(*g, reform, none, ev);
  EXPECT_TRUE(g->unit(u).formed);
}

TEST_F(Formation, EnemyMayChargeAUnitChangingFormationWhichMustActivateToFinish) {
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Line, 2);
  const UnitId e = bed.add(Side::Two, foot, 4, 20, 8, 180);  // 3 spans off: within its charge of 4
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action a = formationW(u, FormationKind::Line, 3);
  Dice none;
  play(*g, a, none, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Interrupt);
  EXPECT_EQ(g->sideToAct(), Side::Two);
  // The enemy rolls 6,6 to charge; the unit rolls 1,1 (2 <= 2 wide) and stays as it was;
  // then the charge: 4 dice of 6 (4 + 2 = 6 spans, enough).
  Dice d(0, {6, 6, 1, 1, 6, 6, 6, 6});
  play(*g, {ActionKind::Charge, e, u}, d, ev);
  EXPECT_EQ(g->unit(u).ranks, 2) << "2.2.1: units changing formation fail and stay in their old formation";
  EXPECT_TRUE(g->contactBetween(g->unit(u), g->unit(e)).has_value()) << eventLog(ev);
  EXPECT_TRUE(g->unit(e).activated);
}

}  // namespace
}  // namespace sandtable::test
