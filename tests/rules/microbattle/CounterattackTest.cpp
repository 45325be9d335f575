// 003 Attacking: "Defender in melee may counterattack if attacker fails to hit". The
// counterattack is part of the melee, so a defender with a missile range (archers, muskets,
// skirmishers) counterattacks hand to hand: fields give the attacker no cover against it (they
// hide from missiles only) and the outflank bonus counts as in any melee.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

namespace {

bool hasFactor(const RollRecord& r, const std::string& name) {
  return std::any_of(r.modifiers.begin(), r.modifiers.end(), [&](const Modifier& m) { return m.label == name; });
}

}  // namespace

TEST(MicroBattleCounterattack, FieldsGiveNoCoverAgainstARangedDefendersCounterattack) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...f....", "........", "........", "........"};
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);  // in the fields
  auto game = bed.build();
  startActions(*game, 1, true);
  // The warband misses (1); the archers counterattack with a 5: CV 5+ with no cover, a hit
  // (shot at the fields it would need a 6); the warband fails its Def 5+ with a 2.
  Dice dice(0, {1, 5, 2});
  EventList events;
  play(*game, attack(wb, archers), dice, events);
  const auto r = rolls(events);
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[1].purpose.rfind("counterattack", 0), 0u);
  EXPECT_FALSE(hasFactor(r[1], "target in fields"));
  EXPECT_EQ(r[1].outcome, "hit");
  EXPECT_TRUE(game->unit(wb).shaken);
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

TEST(MicroBattleCounterattack, ARangedDefenderCounterattacksWithTheOutflankBonus) {
  MicroBattleBed bed;
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  bed.add(Side::One, "heavy_infantry", 4, 3);  // also in contact with the warband
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  startActions(*game, 1, true);
  // The warband misses (1); the archers counterattack with a 4, +1 outflanked: 5, a hit on
  // CV 5+; the warband holds with a 6.
  Dice dice(0, {1, 4, 6});
  EventList events;
  play(*game, attack(wb, archers), dice, events);
  const auto r = rolls(events);
  ASSERT_EQ(r.size(), 3u);
  EXPECT_TRUE(hasFactor(r[1], "outflanked"));
  EXPECT_EQ(r[1].total, 5);
  EXPECT_EQ(r[1].outcome, "hit");
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

TEST(MicroBattleCounterattack, TheForecastReckonsTheCounterattackAsMelee) {
  MicroBattleBed bed;
  bed.map = {"........", "........", "...f....", "........", "........", "........"};
  const UnitId archers = bed.add(Side::One, "archers", 3, 2);
  bed.add(Side::One, "heavy_infantry", 4, 3);
  const UnitId wb = bed.add(Side::Two, "warband", 3, 3);
  auto game = bed.build();
  startActions(*game, 1, true);
  const AttackForecast f = game->attackForecast(attack(wb, archers));
  ASSERT_TRUE(f.counter.has_value());
  EXPECT_TRUE(f.counter->melee);
  EXPECT_EQ(f.counter->advantage, 1) << "outflanked, and no cover from the fields";
  EXPECT_EQ(f.counter->hittingFaces(), 3);
}
