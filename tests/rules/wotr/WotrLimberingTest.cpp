// Limbering and unlimbering the guns (002 Event III): either costs the whole move; limbered
// guns move 8" and do not shoot, guns in battery move 1" and shoot.
#include <gtest/gtest.h>

#include "WotrMatchBed.h"
#include "rules/wotr/Cost.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventList;
using rules::Side;
using rules::UnitId;

UnitLine gun() {
  return line(unit(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"}),
              1);
}

Action formation(UnitId id, int option) {
  Action a{ActionKind::ChangeFormation, id};
  a.option = option;
  return a;
}

// A gun is one figure on one base, and its card and cost say so in the singular.
TEST(WotrLimbering, AGunIsOneFigureInTheSingular) {
  MatchBed bed;
  const UnitId g = bed.add(Side::One, gun(), 30, 6, 0);
  bed.add(Side::Two, billmen(), 30, 44, 180);
  auto game = bed.start();
  EXPECT_EQ(game->unitView(g)->markers.front(), "1 of 1 figure");
  game->battleForTests().unit(g).lost = 1;
  game->battleForTests().unit(g).mode = Mode::Removed;
  EXPECT_EQ(game->unitView(g)->markers.front(), "none on the table (its one figure lost)");

  Army army;
  army.units.push_back(gun());
  const auto lines = costBreakdown(*sharedTables(), army);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines.front().label, gun().name + ": 1 figure on 1 base");
  bool oneFigure = false;
  for (const auto& l : lines) oneFigure |= l.label.rfind("1 figure x ", 0) == 0;
  EXPECT_TRUE(oneFigure);
}

TEST(WotrLimbering, GunsBeginInBatteryAndMoveAnInch) {
  MatchBed bed;
  const UnitId g = bed.add(Side::One, gun(), 30, 6, 0);
  bed.add(Side::Two, billmen(), 30, 44, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  EXPECT_FALSE(game->battle().unit(g).limbered);
  EXPECT_EQ(game->allowance(g), Battle::inches(1));
  EXPECT_TRUE(game->check(forward(*game, g, 1)));
  EXPECT_FALSE(game->check(forward(*game, g, 2)));
}

TEST(WotrLimbering, LimberingTakesTheWholeMoveThenTheGunsGoEightInches) {
  MatchBed bed;
  const UnitId g = bed.add(Side::One, gun(), 30, 6, 0);
  bed.add(Side::Two, billmen(), 30, 44, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  ASSERT_TRUE(game->check(formation(g, kLimbered)));
  Dice dice(1);
  EventList events;
  game->apply(formation(g, kLimbered), dice, events);
  EXPECT_TRUE(game->battle().unit(g).limbered);
  // The whole move: no move, face change or charge after it this turn.
  EXPECT_FALSE(game->check(forward(*game, g, 1)));
  EXPECT_FALSE(game->check(formation(g, kUnlimbered)));
  // Next turn, limbered: 8".
  game->endTurnForTests(dice, events);
  game->startMovementForTests(Side::One);
  EXPECT_EQ(game->allowance(g), Battle::inches(8));
  EXPECT_TRUE(game->check(forward(*game, g, 8)));
}

TEST(WotrLimbering, AGunThatHasMovedMayNotLimberAndNoChangeIsMadeTwice) {
  MatchBed bed;
  const UnitId g = bed.add(Side::One, gun(), 30, 6, 0);
  bed.add(Side::Two, billmen(), 30, 44, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  EXPECT_FALSE(game->check(formation(g, kUnlimbered)));  // in battery already
  EXPECT_FALSE(game->check(formation(g, 2)));             // no such formation
  Dice dice(1);
  EventList events;
  game->apply(forward(*game, g, 0.5), dice, events);
  EXPECT_FALSE(game->check(formation(g, kLimbered)));
}

TEST(WotrLimbering, LimberedGunsDoNotShoot) {
  for (const bool limbered : {false, true}) {
    MatchBed bed;
    const UnitId g = bed.add(Side::One, gun(), 30, 6, 0);
    const UnitId target = bed.add(Side::Two, billmen(), 30, 30, 180);  // 24" away, in range
    auto game = bed.start();
    game->battleForTests().unit(g).limbered = limbered;
    Dice dice(1, {6, 6, 6, 6, 6, 6, 6, 6});
    EventList events;
    game->fireForTests(dice, events);
    EXPECT_EQ(game->battle().unit(g).fired, !limbered) << "limbered " << limbered;
    EXPECT_EQ(game->battle().unit(target).lost > 0, !limbered) << "limbered " << limbered;
  }
}

TEST(WotrLimbering, TheFormationIsInTheStateHash) {
  MatchBed bed;
  const UnitId g = bed.add(Side::One, gun(), 30, 6, 0);
  bed.add(Side::Two, billmen(), 30, 44, 180);
  auto game = bed.start();
  const auto before = game->stateHash();
  game->battleForTests().unit(g).limbered = true;
  EXPECT_NE(game->stateHash(), before);
}

}  // namespace
}  // namespace sandtable::test::wotr
