// 003 Battle Results: Def rolls, SHAKEN, the second SHAKEN routs, a 1 retreats toward the
// baseline (diagonally when it must), and a unit that cannot retreat routs.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

namespace {
// Side one's legion at (3,2) attacks the warband at (3,3) and hits with a 6; the forced
// dice after that decide the warband's Def roll(s).
struct HitBed {
  MicroBattleBed bed;
  UnitId legion = kNoUnit;
  UnitId warband = kNoUnit;
  HitBed() {
    legion = bed.add(Side::One, "heavy_infantry", 3, 2);
    warband = bed.add(Side::Two, "warband", 3, 3);
    bed.add(Side::One, "heavy_infantry", 0, 0);
    bed.add(Side::Two, "warband", 7, 5);
  }
  // Builds the game, gives side one two activations and lets the legion attack the warband
  // with `faces` forced, its attack die first; the events go to `sink`.
  std::unique_ptr<MicroBattleGame> legionAttacks(std::vector<int> faces, EventSink& sink) const {
    auto game = bed.build();
    startActions(*game, 2);
    Dice dice(0, std::move(faces));
    play(*game, attack(legion, warband), dice, sink);
    return game;
  }
};
}  // namespace

TEST(MicroBattleResults, PassingTheDefRollHolds) {
  HitBed h;
  EventList events;
  auto game = h.legionAttacks({6, 5}, events);
  EXPECT_FALSE(game->unit(h.warband).shaken);
  const RollRecord def = rolls(events).at(1);
  EXPECT_EQ(def.rule, "003 Battle Results");
  EXPECT_EQ(def.test, "needs Def 5+");
  EXPECT_EQ(def.outcome, "holds");
}

TEST(MicroBattleResults, FailingMakesTheUnitShaken) {
  HitBed h;
  EventList events;
  auto game = h.legionAttacks({6, 4}, events);
  EXPECT_TRUE(game->unit(h.warband).shaken);
  EXPECT_TRUE(hasEvent(events, EventKind::UnitShaken, h.warband));
  EXPECT_EQ(game->unit(h.warband).at, (Square{3, 3})) << "only a 1 retreats";
  const auto view = game->units();
  EXPECT_EQ(view[static_cast<std::size_t>(h.warband)].condition.words, "SHAKEN");
  EXPECT_EQ(view[static_cast<std::size_t>(h.warband)].condition.morale, Condition::Morale::Shaken);
  EXPECT_EQ(view[static_cast<std::size_t>(h.warband)].markers, (std::vector<std::string>{"SHAKEN"}));
}

TEST(MicroBattleResults, ASecondShakenRouts) {
  HitBed h;
  h.bed.add(Side::One, "heavy_infantry", 2, 3);  // a second attacker beside the warband
  auto game = h.bed.build();
  startActions(*game, 3);
  // Hit, fails (SHAKEN); hit, fails again: routs. Side two keeps 1 of 2 units, exactly
  // half: not below 50 %, so no army morale roll.
  Dice dice(0, {6, 4, 6, 2});
  EventList events;
  play(*game, attack(h.legion, h.warband), dice, events);
  play(*game, attack(4, h.warband), dice, events);
  EXPECT_EQ(game->unit(h.warband).status, UnitStatus::Routed);
  EXPECT_TRUE(hasEvent(events, EventKind::UnitRouted, h.warband));
  EXPECT_EQ(game->unitAt({3, 3}), nullptr) << "a routed unit is removed from the field";
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_FALSE(hasEvent(events, EventKind::ArmyMoraleTested));
}

TEST(MicroBattleResults, AOneRetreatsStraightTowardTheBaseline) {
  HitBed h;
  EventList events;
  auto game = h.legionAttacks({6, 1}, events);
  EXPECT_TRUE(game->unit(h.warband).shaken);
  EXPECT_EQ(game->unit(h.warband).at, (Square{3, 4})) << "side two's baseline is the north edge";
  EXPECT_EQ(rolls(events).at(1).outcome, "SHAKEN and retreats");
}

TEST(MicroBattleResults, ARetreatGoesDiagonallyWhenStraightBackIsBlocked) {
  HitBed h;
  h.bed.add(Side::Two, "warband", 3, 4);  // blocks straight back
  h.bed.add(Side::Two, "warband", 2, 4);  // blocks back-left
  NullSink sink;
  auto game = h.legionAttacks({6, 1}, sink);
  EXPECT_EQ(game->unit(h.warband).at, (Square{4, 4}));
}

TEST(MicroBattleResults, AUnitThatCannotRetreatRouts) {
  MicroBattleBed bed;
  const UnitId legion = bed.add(Side::One, "heavy_infantry", 3, 4);
  const UnitId warband = bed.add(Side::Two, "warband", 3, 5);  // on its own baseline
  bed.add(Side::Two, "warband", 0, 5);
  bed.add(Side::Two, "warband", 1, 5);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {6, 1});
  EventList events;
  play(*game, attack(legion, warband), dice, events);
  EXPECT_EQ(game->unit(warband).status, UnitStatus::Routed);
  bool cannotRetreat = false;
  for (const Event& e : events.events) cannotRetreat |= e.text.find("cannot retreat") != std::string::npos;
  EXPECT_TRUE(cannotRetreat);
}

TEST(MicroBattleResults, AShakenUnitRollingAOneRoutsRatherThanRetreats) {
  HitBed h;
  h.bed.add(Side::One, "heavy_infantry", 2, 3);
  auto game = h.bed.build();
  startActions(*game, 3);
  Dice dice(0, {6, 4, 6, 1});  // SHAKEN; then a 1: a second SHAKEN, which routs
  NullSink sink;
  play(*game, attack(h.legion, h.warband), dice, sink);
  play(*game, attack(4, h.warband), dice, sink);
  EXPECT_EQ(game->unit(h.warband).status, UnitStatus::Routed);
}

TEST(MicroBattleResults, ACounterattackCanShakeAndPushBackTheAttacker) {
  HitBed h;
  NullSink sink;
  // The legion misses; the warband's counter hits; the legion rolls 1.
  auto game = h.legionAttacks({1, 6, 1}, sink);
  EXPECT_TRUE(game->unit(h.legion).shaken);
  EXPECT_EQ(game->unit(h.legion).at, (Square{3, 1})) << "side one retreats south";
}

// The table's forecast of an attack: every face of the attack die, the Def roll and the
// counterattack, played through the rules, against a fresh warband and against a SHAKEN one.
TEST(MicroBattleResults, TheForecastCountsEveryWayTheDiceCanFall) {
  for (bool targetShaken : {false, true}) {
    HitBed h;
    const UnitId second = h.bed.add(Side::One, "heavy_infantry", 2, 3);  // beside the warband
    auto base = h.bed.build();
    startActions(*base, 3);
    if (targetShaken) {
      NullSink quiet;
      Dice shake(0, {6, 4});  // hit, Def 4 fails: SHAKEN
      play(*base, attack(second, h.warband), shake, quiet);
      ASSERT_TRUE(base->unit(h.warband).shaken);
    }
    const AttackForecast f = base->attackForecast(attack(h.legion, h.warband));
    ASSERT_TRUE(f.counter.has_value()) << "a melee attack";
    EXPECT_EQ(f.targetRoutsOnFailure, targetShaken);
    double hit = 0, fails = 0, retreats = 0, struckBack = 0, attackerFails = 0;
    for (int k = 0; k < 6 * 6 * 6; ++k) {
      const std::vector<int> faces{k % 6 + 1, k / 6 % 6 + 1, k / 36 + 1, 6, 6, 6, 6};
      MicroBattleGame g(*base);
      Dice d(0, faces);
      EventList ev;
      play(g, attack(h.legion, h.warband), d, ev);
      const UnitState& w = g.unit(h.warband);
      const UnitState& l = g.unit(h.legion);
      if (hasEvent(ev, EventKind::UnitHit, h.warband)) ++hit;
      if (w.status == UnitStatus::Routed || (w.shaken && !targetShaken)) ++fails;
      if (w.status == UnitStatus::Active && w.at != base->unit(h.warband).at) ++retreats;
      if (hasEvent(ev, EventKind::UnitHit, h.legion)) ++struckBack;
      if (l.shaken || l.status == UnitStatus::Routed) ++attackerFails;
    }
    const double n = 6 * 6 * 6;
    EXPECT_NEAR(f.pHit, hit / n, 1e-12);
    EXPECT_NEAR(f.pTargetFails, fails / n, 1e-12) << targetShaken;
    EXPECT_NEAR(f.pTargetRetreats, retreats / n, 1e-12) << targetShaken;
    EXPECT_NEAR(f.pCounterHits, struckBack / n, 1e-12);
    EXPECT_NEAR(f.pAttackerFails, attackerFails / n, 1e-12);
    EXPECT_GT(f.pTargetFails, 0.0);
    if (targetShaken) {
      EXPECT_EQ(f.pTargetRetreats, 0.0) << "a SHAKEN unit routs on the retreat face";
    } else {
      EXPECT_GT(f.pTargetRetreats, 0.0);
    }
  }
}

TEST(MicroBattleResults, AShotForecastsNoCounterattack) {
  MicroBattleBed bed;
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  startActions(*game, 1);
  const AttackForecast f = game->attackForecast(attack(archers, wb));
  EXPECT_FALSE(f.counter.has_value());
  EXPECT_EQ(f.pCounterHits, 0.0);
  EXPECT_NEAR(f.pHit, f.attack.hittingFaces() / 6.0, 1e-12);
}

// The rules interface gives an attack's odds (Game::odds) as attackForecast reckons them, and
// none for an action that rolls nothing.
TEST(MicroBattleResults, OddsOfAnAttackThroughTheRulesInterfaceAreItsForecast) {
  HitBed h;
  auto game = h.bed.build();
  startActions(*game, 2);
  const Action a = attack(h.legion, h.warband);
  ASSERT_TRUE(game->check(a).legal);
  const AttackForecast f = game->attackForecast(a);
  const std::optional<ActionOdds> o = game->odds(a);
  ASSERT_TRUE(o.has_value());
  EXPECT_EQ(o->success, f.pHit);
  EXPECT_EQ(o->lossesTaken, f.pCounterHits);
  EXPECT_EQ(o->outcomes.size(), 5u) << "a melee attack: hit, Def roll, retreat, counterattack, Def roll";
  EXPECT_FALSE(game->odds({ActionKind::EndActivation, h.legion}).has_value()) << "rolls nothing";
  EXPECT_FALSE(game->odds(attack(h.warband, h.legion)).has_value()) << "not side two's turn";
}
