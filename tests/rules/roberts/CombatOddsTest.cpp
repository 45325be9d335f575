// The chance of each combat outcome, against every way the dice can fall: each test rolls every
// combination of faces through forced dice and the rules' own rolls, and compares the counts.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/CombatOdds.h"
#include "rules/roberts/Melee.h"
#include "rules/roberts/MissileFire.h"
#include "rules/roberts/Morale.h"
#include "rules/roberts/Pursuit.h"

using sandtable::rules::Dice;

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

Fighter cavalry() {
  Fighter f = fighterOf(bed::tables(), Scale::Mm25, bed::eliteLancers());
  disrupt(f);
  return f;
}
Fighter crossbowman() { return fighterOf(bed::tables(), Scale::Mm25, bed::crossbowmen()); }

constexpr double kAll = 36.0;

}  // namespace

TEST(RobertsCombatOdds, MissileOddsMatchEveryWayTheDiceFall) {
  const Tables& t = bed::tables();
  const Fighter bow = crossbowman();
  const Fighter cav = fighterOf(t, Scale::Mm25, bed::eliteLancers());  // +2, as the example
  int nothing = 0, disrupted = 0, hit = 0;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) {
      Dice dice(0, {a, b});
      const MissileResult r = rollMissileAttack(t, bow, cav, dice).result;
      (r.hits > 0 ? hit : r.disrupts ? disrupted : nothing)++;
    }
  }
  const MissileOdds o = missileOdds(t, 2);
  EXPECT_DOUBLE_EQ(o.nothing, nothing / kAll);
  EXPECT_DOUBLE_EQ(o.disruptedOnly, disrupted / kAll);
  EXPECT_DOUBLE_EQ(o.disruptedAndHit, hit / kAll);
  EXPECT_EQ(nothing, 6);  // 2..4 on the dice: 1 + 2 + 3 ways
  EXPECT_EQ(hit, 10);     // 9..12: 4 + 3 + 2 + 1 ways
}

TEST(RobertsCombatOdds, SimultaneousOddsMatchEveryWayTheDiceFall) {
  const Tables& t = bed::tables();
  MeleeSituation charge;
  charge.charging = true;
  std::array<int, 3> first{}, second{};
  int none = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b)
      for (int c = 1; c <= 6; ++c)
        for (int d = 1; d <= 6; ++d) {
          Dice dice(0, {a, b, c, d});
          const Simultaneous s = rollSimultaneous(t, cavalry(), charge, crossbowman(), {}, dice);
          if (s.counts == Counts::Neither || !s.result.pushBack)
            ++none;
          else
            (s.counts == Counts::First ? first : second)[s.result.hits]++;
        }
  const MeleeOdds o = simultaneousOdds(t, 4, 0);
  const double all = kAll * kAll;
  for (std::size_t h = 0; h < 3; ++h) {
    EXPECT_DOUBLE_EQ(o.first[h], first[h] / all) << h;
    EXPECT_DOUBLE_EQ(o.second[h], second[h] / all) << h;
  }
  EXPECT_DOUBLE_EQ(o.none, none / all);
  EXPECT_NEAR(
      o.none + o.first[0] + o.first[1] + o.first[2] + o.second[0] + o.second[1] + o.second[2], 1.0,
      1e-12);
}

TEST(RobertsCombatOdds, PursuitOddsMatchEveryWayTheDiceFall) {
  const Tables& t = bed::tables();
  MeleeSituation after;
  after.afterFirstContact = true;
  std::array<int, 4> hits{};
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) {
      Dice dice(0, {a, b});
      hits[rollPursuitAttack(t, cavalry(), crossbowman(), after, dice).hits]++;
    }
  const auto o = pursuitOdds(t, 2);
  for (std::size_t h = 0; h < 4; ++h) EXPECT_DOUBLE_EQ(o[h], hits[h] / kAll) << h;
  EXPECT_EQ(hits[3], 3);  // 11 and 12 on the dice (2 + 1 ways), as the example's 11
}

// One stand's attack that no roll answers (into a flank or the rear): the lancers charging.
TEST(RobertsCombatOdds, SingleAttackOddsMatchEveryWayTheDiceFall) {
  const Tables& t = bed::tables();
  MeleeSituation charge;
  charge.charging = true;
  std::array<int, 3> pushed{};
  int none = 0, modifier = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) {
      Dice dice(0, {a, b});
      const sandtable::rules::RollRecord r =
          rollMeleeAttack(t, cavalry(), crossbowman(), charge, dice);
      modifier = r.total - (a + b);
      const MeleeResult m = meleeResultOf(t, r.total);
      if (m.pushBack)
        pushed[static_cast<std::size_t>(m.hits)]++;
      else
        ++none;
    }
  const MeleeOdds o = singleAttackOdds(t, modifier);
  for (std::size_t h = 0; h < 3; ++h) EXPECT_DOUBLE_EQ(o.first[h], pushed[h] / kAll) << h;
  EXPECT_DOUBLE_EQ(o.none, none / kAll);
  EXPECT_EQ(o.second, (std::array<double, 3>{})) << "nobody answers";
  EXPECT_GT(none, 0);
  EXPECT_GT(pushed[2], 0);
}

// Break Checks from Guard (+1) down to three stands lost (-3).
TEST(RobertsCombatOdds, MoraleChanceMatchesEveryWayTheDiceFall) {
  const Tables& t = bed::tables();
  const Actor guard = actorOf(t, bed::spearmen(6, {"guard"}));
  for (int lost = 0; lost <= 4; ++lost) {
    int pass = 0;
    for (int x = 1; x <= 6; ++x)
      for (int y = 1; y <= 6; ++y) {
        Dice dice(0, {x, y});
        pass += passed(t, rollMorale(t, guard, MoraleCheck::Break, dice, lost)) ? 1 : 0;
      }
    EXPECT_DOUBLE_EQ(moraleChance(t, 1 - lost), pass / kAll) << lost;
  }
  EXPECT_DOUBLE_EQ(moraleChance(t, 0), 21 / kAll);
}
