// 001 2.4 Movement: distances, oblique moves, wheeling by troop kind, stopping 1 span from
// the enemy, passage of lines, random moves (the text's dice rules) and breaking off.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

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
  EXPECT_EQ(rm({6, 2}).spans, 3) << "one six and no ones is more sixes, not three times as many";
  EXPECT_EQ(rm({6, 6, 2}).spans, 4) << "two sixes and no ones: still short of three";
  EXPECT_EQ(rm({6, 6, 6, 2}).spans, 6) << "three sixes and no ones: three times as many as one";
  EXPECT_EQ(rm({1, 3}).spans, 1) << "one one and no sixes takes one span";
  EXPECT_EQ(rm({1, 1, 1}).spans, 1) << "three ones and no sixes take two";
  EXPECT_EQ(rm({1}).spans, 0) << "a move never goes below nothing";
}

TEST(RandomMoves, DistributionForOneToEightDice) {
  // docs/rules/warlords.md, Random moves: the rolls of n dice giving n-2 .. n+2 spans,
  // counted over all 6^n rolls read by the code.
  const std::vector<std::array<long, 5>> documented{
      {0, 1, 4, 1, 0},
      {0, 9, 18, 9, 0},
      {1, 63, 88, 63, 1},
      {21, 400, 454, 400, 21},
      {266, 2410, 2424, 2410, 266},
      {2631, 14079, 13236, 14079, 2631},
      {22380, 80892, 73392, 80892, 22380},
      {171877, 462200, 411462, 462200, 171877},
  };
  static const RandomMoveTable t;
  for (int n = 1; n <= 8; ++n) {
    std::array<long, 5> counted{};
    std::vector<int> faces(static_cast<std::size_t>(n), 1);
    for (;;) {
      const RandomMoveResult r = readRandomMove(faces, t);
      ASSERT_EQ(r.spans, std::max(0, n + r.adjust));
      counted[static_cast<std::size_t>(r.adjust + 2)] += 1;
      std::size_t i = 0;
      while (i < faces.size() && faces[i] == 6) faces[i++] = 1;
      if (i == faces.size()) break;
      ++faces[i];
    }
    EXPECT_EQ(counted, documented[static_cast<std::size_t>(n - 1)]) << n << " dice";
  }
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

TEST_F(Movement, OnlyDrilledUnitsAndSkirmishersWheelDuringAMove) {
  // 2.2.2 and 2.4.1 (docs/rules/warlords.md, Movement): irregulars, Cavalry and Loose Foot
  // among them, stop to wheel; drilled units and Skirmishers wheel as they move.
  const UnitId irr = bed.add(Side::One, foot, 3, 6, 5, 0);
  const UnitId horse = bed.add(Side::One, cav, 3, 16, 5, 0);
  const UnitId lf = bed.add(Side::One, loose, 3, 26, 5, 0);
  const UnitId drilledHorse = bed.add(Side::One, bed.drilled(cav), 3, 36, 5, 0);
  const UnitId drilledFoot = bed.add(Side::One, bed.drilled(foot), 3, 46, 5, 0);
  const UnitId sk = bed.add(Side::One, skirm, 3, 56, 5, 0);
  bed.add(Side::Two, foot, 3, 30, 35, 180);
  auto g = bed.build();
  EventList ev;
  Dice none;
  const std::vector<std::pair<UnitId, bool>> cases{{irr, false},        {horse, false},       {lf, false},
                                                   {drilledHorse, true}, {drilledFoot, true}, {sk, true}};
  bool first = true;
  for (const auto& [id, may] : cases) {
    if (first) activateFirstW(*g, id, ev);
    else activateW(*g, id, {6, 6}, ev);
    first = false;
    Action m{ActionKind::Move, id};
    m.facing = degrees(10);
    const Pose after = g->wheeled(g->unit(id), g->unit(id).pose, *m.facing);
    m.point = after.front + heading(*m.facing, spans(1));
    EXPECT_EQ(g->check(m).legal, may) << g->label(id) << ": " << g->check(m).why;
    EXPECT_EQ(g->mayWheelWhileMoving(g->unit(id)), may) << g->label(id);
    if (!may) {
      Action w{ActionKind::Wheel, id};
      w.facing = degrees(10);
      EXPECT_TRUE(g->check(w).legal) << "a stopped irregular may wheel instead: " << g->check(w).why;
    }
    play(*g, {ActionKind::EndActivation, id}, none, ev);
  }
}

TEST_F(Movement, AFailedUnitStoppingMaySpendItsRandomMoveWheeling) {
  // 2.4.9, last paragraph; 2.2.1: a moving unit that fails and stops makes a random move; a
  // unit that may wheel during a move may spend it wheeling, and goes straight on with the
  // rest. Drilled Cavalry 6 wide (width 6, so 1,2 +2 = 5 fails).
  const UnitId u = bed.add(Side::One, bed.drilled(cav), 6, 20, 5, 0);
  const UnitId irr = bed.add(Side::One, cav, 6, 40, 5, 0);
  bed.add(Side::Two, foot, 3, 30, 35, 180);
  auto g = bed.build();
  W::unit(*g, u).motion = Motion::Moving;
  W::unit(*g, irr).motion = Motion::Moving;
  EventList ev;
  activateFirstW(*g, u, {1, 2}, ev);
  ASSERT_FALSE(W::active(*g).success);
  auto far = g->clone();
  const UnitState before = g->unit(u);
  Action h{ActionKind::Halt, u};
  h.facing = degrees(30);
  ASSERT_TRUE(g->check(h).legal) << g->check(h).why;
  // 4 dice of 3: 4 spans. The wheel costs 6 x 30 degrees of arc, about 3.14 spans.
  Dice d(0, {3, 3, 3, 3});
  play(*g, h, d, ev);
  const Length cost = g->wheelCost(before, degrees(30));
  const Pose wheeled = g->wheeled(before, before.pose, degrees(30));
  const Point expected = wheeled.front + heading(degrees(30), spans(4) - cost);
  EXPECT_EQ(g->unit(u).pose.facing, degrees(30));
  EXPECT_NEAR(static_cast<double>(g->unit(u).pose.front.x), static_cast<double>(expected.x), 5.0) << eventLog(ev);
  EXPECT_NEAR(static_cast<double>(g->unit(u).pose.front.y), static_cast<double>(expected.y), 5.0) << eventLog(ev);
  EXPECT_FALSE(g->unit(u).formed) << "then it Halts";
  // A wheel longer than the roll turns as far as the roll carries it and no further.
  auto& f = static_cast<WarlordsGame&>(*far);
  h.facing = degrees(90);
  Dice d2(0, {3, 3, 3, 3});
  EventList ev2;
  play(f, h, d2, ev2);
  const double turned = static_cast<double>(degrees(90)) * static_cast<double>(spans(4)) /
                        static_cast<double>(f.wheelCost(before, degrees(90)));
  EXPECT_NEAR(static_cast<double>(f.unit(u).pose.facing), turned, 2.0) << eventLog(ev2);
  // Irregular Cavalry may not wheel during a move: its random move goes straight on.
  activateW(*g, irr, {1, 1}, ev);
  Action hi{ActionKind::Halt, irr};
  hi.facing = degrees(30);
  EXPECT_FALSE(g->check(hi).legal);
  EXPECT_TRUE(g->check({ActionKind::Halt, irr}).legal);
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
