// 001 2.4 Movement: distances, oblique moves, wheeling by troop kind, stopping 1 span from
// the enemy, passage of lines, random moves (the text's dice rules) and breaking off.
#include <gtest/gtest.h>

#include "rules/warlords/RandomMove.h"
#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

RandomMoveResult rm(std::vector<int> faces) {
  static const RandomMoveTable t;
  return readRandomMove(faces, t);
}

TEST(RandomMoves, DiceRulesOfTheText) {
  // 2.4.9: one die per span; more sixes than ones +1, at least three times as many +2, and
  // the reverse for ones.
  EXPECT_EQ(rm({3, 4, 2}).spans, 3);           // no sixes, no ones
  EXPECT_EQ(rm({6, 6, 1}).spans, 4);           // 2 sixes to 1 one: more, not 3x -> +1
  EXPECT_EQ(rm({6, 6, 6, 1}).spans, 6);        // 3 sixes to 1 one: 3x -> +2
  EXPECT_EQ(rm({1, 1, 6}).spans, 2);           // 2 ones to 1 six -> -1
  EXPECT_EQ(rm({1, 1, 1, 6, 4}).spans, 3);     // 3 ones to 1 six -> -2
  EXPECT_EQ(rm({6, 1, 3}).spans, 3);           // equal: as rolled
  EXPECT_EQ(rm({6, 2}).spans, 4) << "one six and no ones is more than three times as many";
  EXPECT_EQ(rm({1}).spans, 0) << "a move never goes below nothing";
}

struct Movement : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
  int loose = bed.looseFoot();
  int skirm = bed.skirmishers();
};

TEST_F(Movement, DistancesByTroopType) {
  // 2.4.2: heavy foot 2, light foot 3, cavalry 4, horse skirmishers 5; Fast +1, Slow -1,
  // armour -2 is Slow.
  const int hs = bed.profile("horse_skirm", TroopKind::HorseSkirmisher, Training::Irregular, 0);
  const int harness = bed.profile("harness", TroopKind::CloseFoot, Training::Irregular, -2);
  const int fast = bed.profile("fast", TroopKind::Cavalry, Training::Irregular, 0);
  bed.setup.profiles.back().fast = true;
  std::vector<UnitId> ids;
  for (int p : {foot, bed.pike(), loose, skirm, cav, hs, harness, fast}) ids.push_back(bed.add(Side::One, p, 2, 2 + 4.0 * ids.size(), 5, 0));
  auto g = bed.build();
  std::vector<int> expected{2, 2, 3, 3, 4, 5, 1, 5};
  for (std::size_t i = 0; i < ids.size(); ++i) EXPECT_EQ(g->moveSpans(g->unit(ids[i])), expected[i]) << i;
}

TEST_F(Movement, UpTo45DegreesOblique) {
  const UnitId u = bed.add(Side::One, loose, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action m = moveW(u, g->unit(u).pose.front + heading(degrees(45), spans(3)));
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
  m.point = g->unit(u).pose.front + heading(degrees(50), spans(2));
  EXPECT_FALSE(g->check(m).legal);
  m.point = g->unit(u).pose.front + heading(0, spans(3.1));
  EXPECT_FALSE(g->check(m).legal) << "Loose Foot move 3 spans";
}

TEST_F(Movement, OnlyLightCavalryAndDrilledInfantryWheelDuringAMove) {
  const UnitId irr = bed.add(Side::One, foot, 3, 10, 5, 0);
  const UnitId horse = bed.add(Side::One, cav, 3, 30, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, irr, ev);
  Action m{ActionKind::Move, irr};
  m.facing = degrees(20);
  m.point = g->wheeled(g->unit(irr), g->unit(irr).pose, *m.facing).front;
  EXPECT_FALSE(g->check(m).legal) << "irregular heavy foot stop to wheel (2.4.3)";
  Action w{ActionKind::Wheel, irr};
  w.facing = degrees(20);
  EXPECT_TRUE(g->check(w).legal) << g->check(w).why;
  Dice none;
  play(*g, {ActionKind::EndActivation, irr}, none, ev);
  activateW(*g, horse, {6, 6}, ev);
  m.unit = horse;
  const Pose after = g->wheeled(g->unit(horse), g->unit(horse).pose, *m.facing);
  m.point = after.front + heading(*m.facing, spans(2));
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
}

TEST_F(Movement, WheelingUsesUpForwardMovement) {
  // A 4-wide unit wheeling 90 degrees sweeps its outer corner through a quarter circle of
  // radius 4 spans: 6.28 spans, more than Cavalry's 4.
  const UnitId u = bed.add(Side::One, cav, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EXPECT_EQ(g->wheelCost(g->unit(u), degrees(90)), 251327);
  EventList ev;
  activateFirstW(*g, u, ev);
  Action w{ActionKind::Wheel, u};
  w.facing = degrees(90);
  EXPECT_FALSE(g->check(w).legal);
  w.facing = degrees(45);
  EXPECT_TRUE(g->check(w).legal) << g->check(w).why;
}

TEST_F(Movement, StopsOneSpanFromTheEnemyOnlyChargesMakeContact) {
  const UnitId u = bed.add(Side::One, cav, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 9, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action m = moveW(u, at(20, 8));
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
  m.point = at(20, 8.5);
  EXPECT_FALSE(g->check(m).legal);
  // An automatic move (a moving unit that does nothing else) stops short by itself.
  W::unit(*g, u).motion = Motion::Moving;
  Dice none;
  play(*g, {ActionKind::EndActivation, u}, none, ev);
  EXPECT_NEAR(static_cast<double>(g->gapBetween(g->unit(u), g->unit(1))), static_cast<double>(spans(1)), 600.0);
}

TEST_F(Movement, SkirmishersMayMoveBackwards) {
  const UnitId s = bed.add(Side::One, skirm, 3, 20, 10, 0);
  const UnitId f = bed.add(Side::One, loose, 3, 10, 10, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, s, ev);
  Action m = moveW(s, at(20, 7));
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
  Dice none;
  play(*g, {ActionKind::EndActivation, s}, none, ev);
  activateW(*g, f, {6, 6}, ev);
  m.unit = f;
  m.point = at(10, 7);
  EXPECT_FALSE(g->check(m).legal);
}

TEST_F(Movement, PassageOfLines) {
  // 2.4.6: Foot Skirmishers pass through anyone; heavy foot do not pass through heavy foot.
  const UnitId s = bed.add(Side::One, skirm, 3, 20, 7, 180);   // facing back toward its own line
  const UnitId line = bed.add(Side::One, foot, 3, 20, 6, 0);
  const UnitId heavy = bed.add(Side::One, foot, 3, 30, 4, 0);
  bed.add(Side::One, foot, 3, 30, 6, 0);
  bed.add(Side::Two, foot, 3, 20, 35, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, s, ev);
  Action m = moveW(s, at(20, 4.7), degrees(180));  // through the line to just behind it
  EXPECT_TRUE(g->check(m).legal) << g->check(m).why;
  Dice none;
  play(*g, m, none, ev);
  play(*g, {ActionKind::EndActivation, s}, none, ev);
  ASSERT_EQ(g->unit(line).passedThrough.size(), 1u);
  activateW(*g, heavy, {6, 6}, ev);
  Action h = moveW(heavy, at(30, 6));
  EXPECT_FALSE(g->check(h).legal);
  play(*g, {ActionKind::EndActivation, heavy}, none, ev);
  // Rule 6: the line passed through may not later move the same way as the skirmishers went.
  activateW(*g, line, {6, 6}, ev);
  Action back = moveW(line, at(20, 7));
  EXPECT_TRUE(g->check(back).legal) << "it may move the other way: " << g->check(back).why;
}

TEST_F(Movement, BreakingOffSkirmishersFromSlowerTroops) {
  const UnitId s = bed.add(Side::One, skirm, 3, 20, 5, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 5, 180);  // front to front
  auto g = bed.build();
  ASSERT_TRUE(g->contactBetween(g->unit(s), g->unit(e)));
  EventList ev;
  activateFirstW(*g, s, ev);
  Action b{ActionKind::BreakOff, s};
  b.option = 3;
  EXPECT_TRUE(g->check(b).legal) << g->check(b).why;
  b.option = 4;
  EXPECT_FALSE(g->check(b).legal) << "up to a full move";
  b.option = 3;
  Dice none;
  play(*g, b, none, ev);
  EXPECT_EQ(g->unit(s).pose.front, at(20, 2));
  EXPECT_FALSE(g->contactBetween(g->unit(s), g->unit(e)));
}

TEST_F(Movement, HeavyFootCannotBreakOffFromItsMeleeOpponent) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 5, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  Action b{ActionKind::BreakOff, u};
  EXPECT_FALSE(g->check(b).legal);
}

}  // namespace
}  // namespace sandtable::test
