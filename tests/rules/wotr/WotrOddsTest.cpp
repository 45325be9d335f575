// A charge's odds (WotrGame::odds): the melee it brings and the morale tests after it, exact;
// checked against the match itself, whose Event IV and V are played out over many dice.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "WotrMatchBed.h"

namespace sandtable::test::wotr {
namespace {

using rules::Action;
using rules::ActionKind;
using rules::Dice;
using rules::EventKind;
using rules::EventList;
using rules::Side;
using rules::UnitId;

// Two units of billmen face to face 5" apart; each side's leaders ride with a unit beside them
// (within the 12" command radius, which a charge needs, but not with the fighters), so that no
// leader's risk or hit adds tests the odds do not reckon.
struct EvenFight {
  MatchBed bed;
  UnitId charger, target;
  explicit EvenFight(UnitLine attacker = billmen(), UnitLine defender = billmen()) {
    bed.add(Side::One, billmen(), 31, 10, 0);
    charger = bed.add(Side::One, std::move(attacker), 20, 10, 0);
    bed.add(Side::Two, billmen(), 31, 15, 180);
    target = bed.add(Side::Two, std::move(defender), 20, 15, 180);
  }
};

TEST(WotrOdds, AChargesOddsAreChancesThatAddUp) {
  EvenFight f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  const auto o = game->odds({ActionKind::Charge, f.charger, f.target});
  ASSERT_TRUE(o.has_value());
  ASSERT_EQ(o->outcomes.size(), 5u);
  const double win = o->outcomes[0].chance, draw = o->outcomes[1].chance,
               lose = o->outcomes[2].chance;
  EXPECT_NEAR(win + draw + lose, 1.0, 1e-9);
  EXPECT_DOUBLE_EQ(o->success, win);
  // The charger's +1 for charging makes it the likelier winner of an even fight.
  EXPECT_GT(win, lose);
  EXPECT_GT(o->lossesDealt, o->lossesTaken);
  EXPECT_GT(o->targetBreaks, 0.0);
  EXPECT_LT(o->targetBreaks, win);
  EXPECT_GE(o->actorBreaks, 0.0);
}

TEST(WotrOdds, OnlyALawfulChargeHasOdds) {
  EvenFight f;
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  EXPECT_FALSE(game->odds(forward(*game, f.charger, 2)).has_value());
  EXPECT_FALSE(game->odds({ActionKind::Charge, f.target, f.charger}).has_value());  // not its move
}

TEST(WotrOdds, KnightsChargingLevyAreLikelierToWinThanTheOtherWayRound) {
  EvenFight strong(lancers(), levy());
  auto a = strong.bed.start();
  a->startMovementForTests(Side::One);
  EvenFight weak(levy(), lancers());
  auto b = weak.bed.start();
  b->startMovementForTests(Side::One);
  const auto knights = a->odds({ActionKind::Charge, strong.charger, strong.target});
  const auto peasants = b->odds({ActionKind::Charge, weak.charger, weak.target});
  ASSERT_TRUE(knights && peasants);
  EXPECT_GT(knights->success, peasants->success);
  EXPECT_GT(knights->targetBreaks, peasants->targetBreaks);
  EXPECT_LT(knights->actorBreaks, peasants->actorBreaks);
}

// The odds against the match: the charge made and the turn closed over 1,500 seeds; how often
// each unit routs after the melee is within three standard errors of what the odds say.
TEST(WotrOdds, TheOddsMatchTheMatchPlayedOut) {
  EvenFight f;
  auto start = f.bed.start();
  start->startMovementForTests(Side::One);
  const Action charge{ActionKind::Charge, f.charger, f.target};
  const auto o = start->odds(charge);
  ASSERT_TRUE(o.has_value());
  constexpr int kGames = 1500;
  int targetRouted = 0, chargerRouted = 0;
  for (int seed = 1; seed <= kGames; ++seed) {
    auto game = start->clone();
    Dice dice(static_cast<std::uint64_t>(seed));
    EventList events;
    game->apply(charge, dice, events);
    auto* g = static_cast<WotrGame*>(game.get());
    g->endTurnForTests(dice, events);
    for (const rules::Event& e : events.events) {
      if (e.kind != EventKind::UnitRouted) continue;
      targetRouted += e.unit == f.target ? 1 : 0;
      chargerRouted += e.unit == f.charger ? 1 : 0;
    }
  }
  auto near = [&](double p, int count) {
    const double se = std::sqrt(std::max(p * (1 - p), 0.01) / kGames);
    return std::abs(static_cast<double>(count) / kGames - p) <= 3 * se;
  };
  EXPECT_TRUE(near(o->targetBreaks, targetRouted))
      << "odds " << o->targetBreaks << ", played " << targetRouted << " of " << kGames;
  EXPECT_TRUE(near(o->actorBreaks, chargerRouted))
      << "odds " << o->actorBreaks << ", played " << chargerRouted << " of " << kGames;
}

TEST(WotrOdds, GunsChargedAreTaken) {
  UnitLine gun =
      line(unit(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"}), 1);
  EvenFight f(billmen(), gun);
  auto game = f.bed.start();
  game->startMovementForTests(Side::One);
  const auto o = game->odds({ActionKind::Charge, f.charger, f.target});
  ASSERT_TRUE(o.has_value());
  EXPECT_DOUBLE_EQ(o->success, 1.0);
  EXPECT_DOUBLE_EQ(o->targetBreaks, 1.0);
}

}  // namespace
}  // namespace sandtable::test::wotr
