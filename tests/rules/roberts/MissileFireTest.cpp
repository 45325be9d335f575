// 000 Missile Fire: the crossbowmen's volley at +2 (rolls 6, 11, 8, 12 and 6: five Disruptions
// and two hits), the attacks a stand makes, Disruption, fire groups and the rollers of a unit
// firing at several units.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/MissileFire.h"
#include "rules/roberts/Rollers.h"

using sandtable::rules::Dice;
using sandtable::rules::Modifier;

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

Fighter crossbowman() { return fighterOf(bed::tables(), Scale::Mm25, bed::crossbowmen()); }
Fighter lancer() { return fighterOf(bed::tables(), Scale::Mm25, bed::eliteLancers()); }

// Two dice whose sum is `total` (2..12), as forced faces.
std::vector<int> facesOf(std::initializer_list<int> totals) {
  std::vector<int> faces;
  for (int s : totals) {
    faces.push_back(s > 7 ? 6 : s - 1);
    faces.push_back(s > 7 ? s - 6 : 1);
  }
  return faces;
}

}  // namespace

// "+3 (crossbowmen MAV), -4 (cavalry's DV), +1 (armor-piercing bonus), +1 (target's size), +1
// (mounted target), for a final modifier of +2."
TEST(RobertsMissileFire, TheCrossbowmenFireAtTheCavalryAtPlusTwo) {
  const auto mods = missileModifiers(bed::tables(), crossbowman(), lancer());
  ASSERT_EQ(mods.size(), 5u);
  const std::vector<std::pair<std::string, int>> want = {
      {"MAV", 3}, {"DV", -4}, {"armour-piercing", 1}, {"target's size", 1}, {"mounted target", 1}};
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(mods[i].label, want[i].first);
    EXPECT_EQ(mods[i].value, want[i].second);
  }
}

// "The attacker rolls for five attacks, scoring 6, 11 [the left enemy], 8 [the central enemy
// stand], and 12 and 6 [the right enemy] ... every attack scored a Disruption (7 or greater),
// and two attacks scored a hit ... So all of the cavalry stands are Disrupted, and 2 hits are
// scored against the cavalry unit itself."
TEST(RobertsMissileFire, TheVolleyOfFiveDisruptsAllThreeStandsAndScoresTwoHits) {
  const Tables& t = bed::tables();
  const Fighter bow = crossbowman();
  std::array<Fighter, 3> cavalry = {lancer(), lancer(), lancer()};
  const std::array<std::size_t, 5> target = {0, 0, 1, 2, 2};  // left, left, centre, right, right
  Dice dice(0, facesOf({6, 11, 8, 12, 6}));
  // The volley's attacks are made against the stands as they stood when it began.
  const std::array<Fighter, 3> before = cavalry;
  int disruptions = 0, hits = 0;
  std::vector<int> totals;
  for (std::size_t i = 0; i < target.size(); ++i) {
    const MissileAttack a = rollMissileAttack(t, bow, before[target[i]], dice);
    totals.push_back(a.roll.total);
    if (a.result.disrupts) {
      ++disruptions;
      disrupt(cavalry[target[i]]);
    }
    hits += a.result.hits;
  }
  EXPECT_EQ(totals, (std::vector<int>{8, 13, 10, 14, 8}));
  EXPECT_EQ(disruptions, 5);
  EXPECT_EQ(hits, 2);
  for (const Fighter& f : cavalry) EXPECT_TRUE(f.actor.disrupted);
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

TEST(RobertsMissileFire, SevenDisruptsAndElevenAlsoHits) {
  const Tables& t = bed::tables();
  EXPECT_FALSE(missileResultOf(t, 6).disrupts);
  EXPECT_TRUE(missileResultOf(t, 7).disrupts);
  EXPECT_EQ(missileResultOf(t, 10).hits, 0);
  EXPECT_TRUE(missileResultOf(t, 11).disrupts);
  EXPECT_EQ(missileResultOf(t, 11).hits, 1);
}

// "the DV of the stand is temporarily reduced by one": a later attack gains a point.
TEST(RobertsMissileFire, ADisruptedTargetsDvIsOneLess) {
  Fighter target = lancer();
  disrupt(target);
  const auto mods = missileModifiers(bed::tables(), crossbowman(), target);
  int total = 0;
  for (const Modifier& m : mods) total += m.value;
  EXPECT_EQ(total, 3);
}

TEST(RobertsMissileFire, TerrainComesInAsModifiers) {
  const auto mods = missileModifiers(bed::tables(), crossbowman(), lancer(), {{"in woods", -2}});
  ASSERT_FALSE(mods.empty());
  EXPECT_EQ(mods.back().label, "in woods");
  EXPECT_EQ(mods.back().value, -2);
}

// "Elite units equipped with certain missile weapons can make two attacks; units equipped with
// "slow" weapons can only attack during every other half-turn."
TEST(RobertsMissileFire, EliteBowmenAttackTwiceAndSlowEnginesEveryOtherHalfTurn) {
  const Tables& t = bed::tables();
  const auto archers = [&](std::vector<std::string> attrs) {
    return fighterOf(t, Scale::Mm25,
                     bed::unit(TroopKind::MediumFoot, 6, "hand_weapons", "shield", attrs, "bow"));
  };
  EXPECT_EQ(missileAttacksOf(t, archers({"elite"}), {}).attacks, 2);
  EXPECT_EQ(missileAttacksOf(t, archers({}), {}).attacks, 1);
  // Crossbows are not such a weapon: elite crossbowmen attack once.
  const Fighter eliteBows =
      fighterOf(t, Scale::Mm25,
                bed::unit(TroopKind::MediumFoot, 6, "hand_weapons", "poor", {"elite"}, "crossbow"));
  EXPECT_EQ(missileAttacksOf(t, eliteBows, {}).attacks, 1);

  const Fighter engine = fighterOf(
      t, Scale::Mm25,
      bed::unit(TroopKind::Artillery, 1, "hand_weapons", "shield", {}, "stone_thrower", false));
  EXPECT_EQ(missileAttacksOf(t, engine, {false, 3, std::nullopt}).attacks, 1);
  const AttackCount again = missileAttacksOf(t, engine, {false, 4, 3});
  EXPECT_EQ(again.attacks, 0);
  EXPECT_NE(again.why.find("every other half-turn"), std::string::npos) << again.why;
  EXPECT_EQ(missileAttacksOf(t, engine, {false, 5, 3}).attacks, 1);
}

// "If a missile-weapon-armed stand is in contact with the enemy, it cannot attack (unless it is
// a battle platform attacking the adjacent unit)."
TEST(RobertsMissileFire, StandsInContactCannotFireExceptBattlePlatforms) {
  const Tables& t = bed::tables();
  EXPECT_EQ(missileAttacksOf(t, crossbowman(), {true, 0, std::nullopt}).attacks, 0);
  const Fighter platform = fighterOf(
      t, Scale::Mm25,
      bed::unit(TroopKind::BattlePlatform, 1, "spear", "shield", {}, "bolt_shooter", false));
  EXPECT_EQ(missileAttacksOf(t, platform, {true, 0, std::nullopt}).attacks, 1);
  EXPECT_EQ(missileAttacksOf(t, lancer(), {}).attacks, 0);
}

// "they can then combine to attack as a fire group (up to four stands)".
TEST(RobertsMissileFire, SkirmishersCombineInFireGroupsOfUpToFour) {
  const Tables& t = bed::tables();
  EXPECT_EQ(fireGroupMav(t, {1, 1, 1}), 3);
  EXPECT_EQ(fireGroupMav(t, {1, 1, 1, 1}), 4);
  EXPECT_FALSE(fireGroupMav(t, {1, 1, 1, 1, 1}).has_value());
  EXPECT_FALSE(fireGroupMav(t, {}).has_value());
}

// "If a unit intends to fire at more than one enemy unit, then Action Rolls must be made for
// each column in the firing unit rather than for the entire unit."
TEST(RobertsMissileFire, FiringAtSeveralUnitsRollsPerColumn) {
  UnitShape shape;
  shape.columns = 5;
  EXPECT_EQ(rollersOf(0, shape).size(), 1u);
  shape.firingAtSeveralUnits = true;
  const auto rollers = rollersOf(0, shape);
  ASSERT_EQ(rollers.size(), 5u);
  for (int c = 0; c < 5; ++c) {
    EXPECT_EQ(rollers[c].kind, RollerKind::Column);
    EXPECT_EQ(rollers[c].index, c);
  }
}
