// 003 Attacking: range, the attacker's roll against CV with its modifiers, charging, and
// the defender's counterattack.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

TEST(MicroBattleAttack, MeleeNeedsAnOrthogonallyAdjacentTarget) {
  MicroBattleBed bed;
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId front = bed.add(Side::Two, "warband", 3, 3);
  const UnitId diagonal = bed.add(Side::Two, "warband", 4, 3);
  const UnitId far = bed.add(Side::Two, "warband", 3, 5);
  auto game = bed.build();
  startActions(*game, 1);
  EXPECT_TRUE(game->check(attack(hi, front)).legal);
  EXPECT_FALSE(game->check(attack(hi, diagonal)).legal);
  EXPECT_FALSE(game->check(attack(hi, far)).legal);
}

TEST(MicroBattleAttack, MeleeIntoTerrainTheAttackerCannotEnterIsNotAllowed) {
  // Range 0: "the attacker must be able to move into the defender's space".
  for (bool woodsStopHorse : {false, true}) {
    MicroBattleBed bed;
    bed.period = "horse_and_musket";
    if (woodsStopHorse) {
      for (TerrainCard& c : bed.tables->terrain) {
        if (c.id == "woods") c.impassable.mounted = true;
      }
    }
    bed.map = {"........", "........", "...W....", "........", "........", "........"};
    const UnitId cav = bed.add(Side::One, "cavalry", 3, 2);
    const UnitId inWoods = bed.add(Side::Two, "regular_infantry", 3, 3);
    auto game = bed.build();
    startActions(*game, 1);
    EXPECT_EQ(game->check(attack(cav, inWoods)).legal, !woodsStopHorse);
  }
}

TEST(MicroBattleAttack, RangedAttacksReachTheirRangeCountedOrthogonally) {
  MicroBattleBed bed;
  const UnitId archers = bed.add(Side::One, "archers", 3, 1);
  const UnitId diagonalTwo = bed.add(Side::Two, "warband", 4, 2);  // 2 squares orthogonally
  const UnitId three = bed.add(Side::Two, "warband", 3, 4);
  auto game = bed.build();
  startActions(*game, 1);
  EXPECT_TRUE(game->check(attack(archers, diagonalTwo)).legal);
  EXPECT_FALSE(game->check(attack(archers, three)).legal);
}

TEST(MicroBattleAttack, HitOnCombatValueOrMore) {
  for (int face : {3, 4}) {
    MicroBattleBed bed;
    const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
    const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
    auto game = bed.build();
    startActions(*game, 1);
    // A miss lets the warband counterattack (6: hits) and the legion holds (6).
    Dice dice(0, face >= 4 ? std::vector<int>{face, 6} : std::vector<int>{face, 6, 6});
    EventList events;
    play(*game, attack(hi, wb), dice, events);
    const RollRecord r = rolls(events).at(0);
    EXPECT_EQ(r.rule, "003 Attacking");
    EXPECT_EQ(r.test, "needs CV 4+");
    EXPECT_EQ(r.outcome, face >= 4 ? "hit" : "miss");
    EXPECT_EQ(hasEvent(events, EventKind::UnitHit, wb), face >= 4);
    EXPECT_EQ(dice.forcedLeft(), 0u);
  }
}

TEST(MicroBattleAttack, ShakenAttackersSufferMinusOne) {
  MicroBattleBed bed;
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  const UnitId shooter = bed.add(Side::Two, "skirmishers", 2, 2);
  bed.add(Side::One, "heavy_infantry", 0, 0);
  auto game = bed.build();
  // Side two goes first: its skirmishers shoot the legion, which fails its Def roll and is
  // SHAKEN; then the legion attacks at -1.
  startActions(*game, 1, /*secondFirst=*/true);
  Dice setup(0, {5, 2});  // skirmishers hit (5 >= 5), legion fails Def 4 with a 2
  NullSink sink;
  play(*game, attack(shooter, hi), setup, sink);
  ASSERT_TRUE(game->unit(hi).shaken);
  // Side one's activation (4, 1); the legion rolls 4 - 1 = 3: a miss; the warband's
  // counterattack 6 hits; the legion holds with a 6.
  Dice act(0, {4, 1, 4, 6, 6});
  play(*game, {ActionKind::RollActivation}, act, sink);
  EventList events;
  play(*game, attack(hi, wb), act, events);
  const RollRecord r = rolls(events).at(0);
  ASSERT_EQ(r.modifiers.size(), 1u);
  EXPECT_EQ(r.modifiers[0].label, "SHAKEN");
  EXPECT_EQ(r.modifiers[0].value, -1);
  EXPECT_EQ(r.total, 3);
  EXPECT_EQ(r.outcome, "miss");
}

TEST(MicroBattleAttack, AdvantagesAddButTheNetIsAtMostOne) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "........", "...H....", "........", "........"};
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);  // on the hill
  const UnitId friendUnit = bed.add(Side::One, "heavy_infantry", 2, 1);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 1);         // below, and flanked
  (void)friendUnit;
  auto game = bed.build();
  startActions(*game, 1);
  const AttackOdds o = game->attackOdds(hi, wb, {3, 2}, false);
  ASSERT_EQ(o.factors.size(), 2u);
  EXPECT_EQ(o.factors[0].label, "downhill");
  EXPECT_EQ(o.factors[1].label, "outflanked");
  EXPECT_EQ(o.advantage, 1);
  Dice dice(0, {3, 6});
  EventList events;
  play(*game, attack(hi, wb), dice, events);
  const RollRecord r = rolls(events).at(0);
  // +1 downhill, +1 outflanked, -1 for the limit: 3 + 1 = 4 hits CV 4.
  ASSERT_EQ(r.modifiers.size(), 3u);
  EXPECT_EQ(r.modifiers[2].value, -1);
  EXPECT_EQ(r.total, 4);
  EXPECT_EQ(r.outcome, "hit");
}

TEST(MicroBattleAttack, UphillAndCoverDisadvantage) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...H....", "...W....", "........", "........"};
  const UnitId a = bed.add(Side::One, "heavy_infantry", 3, 2);     // in the woods
  const UnitId onHill = bed.add(Side::Two, "warband", 3, 3);       // on the hill above
  auto game = bed.build();
  // Attacking up the hill is disadvantaged; the attacker's own woods give it nothing.
  const AttackOdds up = game->attackOdds(a, onHill, {3, 2}, false);
  ASSERT_EQ(up.factors.size(), 1u);
  EXPECT_EQ(up.factors[0].label, "uphill");
  EXPECT_EQ(up.advantage, -1);
  // The other way round: downhill, but into the cover of the woods: the two cancel.
  const AttackOdds down = game->attackOdds(onHill, a, {3, 3}, false);
  ASSERT_EQ(down.factors.size(), 2u);
  EXPECT_EQ(down.factors[0].label, "downhill");
  EXPECT_EQ(down.factors[1].label, "target in woods");
  EXPECT_EQ(down.advantage, 0);
}

TEST(MicroBattleAttack, WarbandAndKnightsHitOnThreeWhenCharging) {
  MicroBattleBed bed;
  const UnitId wb = bed.add(Side::Two, "warband", 3, 4);
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  auto game = bed.build();
  startActions(*game, 1, /*secondFirst=*/true);
  Dice dice(0, {6, 3, 6});  // move roll 6 (2 squares), attack 3: hits at CV 3 charging; Def 6 holds
  EventList events;
  play(*game, moveTo(wb, 3, 3), dice, events);
  play(*game, attack(wb, hi), dice, events);
  const RollRecord r = rolls(events).at(1);
  EXPECT_EQ(r.test, "needs CV 3+ (charging)");
  EXPECT_EQ(r.outcome, "hit");
}

TEST(MicroBattleAttack, NoChargeWhenAlreadyInContact) {
  // Stepping out of contact and back in is no charge: the CV stays 4.
  MicroBattleBed bed;
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  auto game = bed.build();
  startActions(*game, 1, /*secondFirst=*/true);
  Dice dice(0, {6, 3, 6, 6});  // move 2; attack 3 misses CV 4; counter 6 hits; warband holds 6
  EventList events;
  play(*game, moveTo(wb, 3, 4), dice, events);
  play(*game, moveTo(wb, 3, 3), dice, events);
  play(*game, attack(wb, hi), dice, events);
  EXPECT_EQ(rolls(events).at(1).test, "needs CV 4+");
  EXPECT_EQ(rolls(events).at(1).outcome, "miss");
}

TEST(MicroBattleAttack, DefenderInMeleeCounterattacksWhenTheAttackerMisses) {
  MicroBattleBed bed;
  const UnitId hi = bed.add(Side::One, "heavy_infantry", 3, 2);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {2, 4, 3});  // miss; counterattack 4 hits CV 4; legion fails Def 4 with 3
  EventList events;
  play(*game, attack(hi, wb), dice, events);
  const auto r = rolls(events);
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[1].purpose.rfind("counterattack", 0), 0u);
  EXPECT_EQ(r[1].outcome, "hit");
  EXPECT_TRUE(game->unit(hi).shaken);
  EXPECT_FALSE(game->unit(wb).shaken);
}

TEST(MicroBattleAttack, NoCounterattackAfterAHitOrAgainstMissiles) {
  MicroBattleBed bed;
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  startActions(*game, 1);
  Dice dice(0, {1});  // the archers miss; shooting draws no counterattack
  EventList events;
  play(*game, attack(archers, wb), dice, events);
  EXPECT_EQ(rolls(events).size(), 1u);
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

TEST(MicroBattleAttack, WoodsBlockTheLineOfFire) {
  MicroBattleBed bed;
  bed.period = "horse_and_musket";
  bed.map = {"........", "........", "........", "...W....", "........", "........"};
  const UnitId gun = bed.add(Side::One, "field_artillery", 3, 0);
  const UnitId behindWoods = bed.add(Side::Two, "regular_infantry", 3, 4);
  const UnitId inOpen = bed.add(Side::Two, "regular_infantry", 5, 2);
  auto game = bed.build();
  startActions(*game, 1);
  const Verdict v = game->check(attack(gun, behindWoods));
  EXPECT_FALSE(v.legal);
  EXPECT_NE(v.why.find("line of sight"), std::string::npos);
  EXPECT_TRUE(game->check(attack(gun, inOpen)).legal);
}

TEST(MicroBattleAttack, LongRangeFireIsDisadvantaged) {
  MicroBattleBed bed;
  bed.period = "horse_and_musket";
  const UnitId gun = bed.add(Side::One, "field_artillery", 3, 0);
  const UnitId near = bed.add(Side::Two, "regular_infantry", 3, 2);
  const UnitId far = bed.add(Side::Two, "regular_infantry", 4, 3);
  auto game = bed.build();
  EXPECT_EQ(game->attackOdds(gun, near, {3, 0}, false).advantage, 0);
  const AttackOdds o = game->attackOdds(gun, far, {3, 0}, false);
  ASSERT_EQ(o.factors.size(), 1u);
  EXPECT_EQ(o.factors[0].label, "long range");
  EXPECT_EQ(o.advantage, -1);
}
