// Skirmishers avoid the contact of an enemy that is not skirmishing (002 Event IV): they go the
// way the charger came until they stand its normal move away; caught against the table's edge,
// they are struck.
#include <gtest/gtest.h>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::ActionKind;
using rules::Dice;
using rules::EventKind;
using rules::EventList;
using rules::Side;

UnitLine skirmishers() {
  UnitLine u = bowmen(8);
  u.bases = 2;
  u.skirmish = true;
  return u;
}

TEST(WotrAvoidance, SkirmishersStepBackToTheChargersNormalMove) {
  MatchBed bed;
  const auto bills = bed.add(Side::One, billmen(), 36, 10, 0);
  const auto skirm = bed.add(Side::Two, skirmishers(), 36, 15, 180);
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  ASSERT_TRUE(game->check({ActionKind::Charge, bills, skirm}));
  Dice dice(1);
  EventList events;
  game->apply({ActionKind::Charge, bills, skirm}, dice, events);
  EXPECT_FALSE(game->battle().inContact(bills, skirm));
  EXPECT_NEAR(Battle::inchesOf(game->battle().gapBetween(bills, skirm)), 8.0, 0.05);
  EXPECT_EQ(game->battle().unit(skirm).avoidedTurn, 1);
  EXPECT_TRUE(game->battle().unit(bills).moved);
  EXPECT_FALSE(game->battle().unit(bills).charged);
  const bool evaded = std::any_of(events.events.begin(), events.events.end(),
                                  [](const auto& e) { return e.kind == EventKind::UnitEvaded; });
  EXPECT_TRUE(evaded);
}

TEST(WotrAvoidance, SkirmishersWithNoRoomBehindAreStruck) {
  MatchBed bed;
  const auto bills = bed.add(Side::One, billmen(), 36, 42, 0);
  const auto skirm = bed.add(Side::Two, skirmishers(), 36, 46.5, 180);  // the edge at 48"
  auto game = bed.start();
  game->startMovementForTests(Side::One);
  ASSERT_TRUE(game->check({ActionKind::Charge, bills, skirm}));
  Dice dice(1);
  EventList events;
  game->apply({ActionKind::Charge, bills, skirm}, dice, events);
  EXPECT_TRUE(game->battle().inContact(bills, skirm));
  EXPECT_EQ(game->battle().unit(skirm).avoidedTurn, 0);
}

}  // namespace
}  // namespace sandtable::test::wotr
