// 001 3.1 Personalities: charisma, prowess, the special traits, and loss in melee (red and
// yellow dice), with stand loss and in shooting.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Personality : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  UnitId a = kNoUnit, b = kNoUnit;
  void duel(int standsA = 3, int standsB = 3) {
    a = bed.add(Side::One, foot, standsA, 20, 10, 0);
    b = bed.add(Side::Two, foot, standsB, 20, 10, 180);
  }
  int modifier(const WarlordsGame::MeleeOdds& o, const std::string& label) {
    int v = 0;
    for (const Modifier& m : o.modifiers) v += m.label == label ? m.value : 0;
    return v;
  }
};

TEST_F(Personality, CharismaAndTraitsChangeActivation) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  bed.person(u, "Harold", 2, 1);
  bed.person(u, "Waffler", -1, 1, 1, {Trait::Indecisive});  // not the commander: only his charisma
  auto g = bed.build();
  EXPECT_EQ(g->activationModifier(g->unit(u), false, 0, false, nullptr), 1);
  WarlordsBed b2;
  const int f2 = b2.closeFoot();
  const UnitId v = b2.add(Side::One, f2, 3, 20, 5, 0);
  b2.add(Side::Two, f2, 3, 20, 30, 180);
  b2.person(v, "Dithers", 0, 1, 0, {Trait::Indecisive, Trait::Aggressive});
  auto g2 = b2.build();
  EXPECT_EQ(g2->activationModifier(g2->unit(v), false, 0, false, nullptr), -1);
  EXPECT_EQ(g2->activationModifier(g2->unit(v), false, 0, true, nullptr), 0) << "Aggressive +1 when charging";
}

TEST_F(Personality, ExpertTacticianHelpsUnitsOfHisContingentInSight) {
  const UnitId h = bed.add(Side::One, foot, 3, 10, 5, 0);
  const UnitId other = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  const int p = bed.person(h, "Guthrum", 0, 1, 0, {Trait::ExpertTactician});
  bed.setup.contingents.push_back({"c", "Guthrum's men", Side::One, p});
  bed.setup.units[static_cast<std::size_t>(h)].contingent = 0;
  bed.setup.units[static_cast<std::size_t>(other)].contingent = 0;
  auto g = bed.build();
  EXPECT_EQ(g->activationModifier(g->unit(other), false, 0, false, nullptr), 1);
}

TEST_F(Personality, ProwessWhenEveryFrontStandHasAPersonality) {
  duel(2, 3);
  bed.person(a, "Roland", 0, 3, 0);
  bed.person(a, "Oliver", 0, 2, 1);
  auto g = bed.build();
  EXPECT_EQ(modifier(g->meleeOdds(g->unit(a), g->unit(b)), "prowess of the front rank's personalities"), 2)
      << "the lowest prowess of the front rank";
  WarlordsBed b2;
  foot = b2.closeFoot();
  bed = b2;
  duel(3, 3);
  bed.person(a, "Roland", 0, 3, 0);
  auto g2 = bed.build();
  EXPECT_EQ(modifier(g2->meleeOdds(g2->unit(a), g2->unit(b)), "prowess of the front rank's personalities"), 0);
}

TEST_F(Personality, CowardHatedNemesisAndBounty) {
  duel();
  bed.person(a, "Craven", 0, 1, 0, {Trait::Coward, Trait::Nemesis});
  bed.setup.personalities.back().nemesis = "Foe";
  bed.person(b, "Foe", 0, 1, 0, {Trait::Hated, Trait::Bounty});
  auto g = bed.build();
  const auto oa = g->meleeOdds(g->unit(a), g->unit(b));
  EXPECT_EQ(modifier(oa, "Coward commander"), -1);
  EXPECT_EQ(modifier(oa, "Craven faces his nemesis"), 1);
  EXPECT_EQ(modifier(oa, "bounty on Foe"), 1);
  EXPECT_EQ(oa.dice, 3) << "Hated: his enemies roll an extra die";
}

TEST_F(Personality, RashCommanderMakesLineOrCavalryImpetuous) {
  const UnitId u = bed.add(Side::One, foot, 3, 20, 5, 0);
  bed.person(u, "Hotspur", 0, 2, 0, {Trait::Rash});
  auto g = bed.build();
  EXPECT_TRUE(g->isImpetuous(g->unit(u)));
}

TEST_F(Personality, KilledInMeleeByDoublesWithRedMatchingYellow) {
  // 3.1.3.1: A scores 5,5 (doubles) = 10 against 3 wide: 3 casualties. The red and yellow
  // dice: yellow 1 picks the rightmost personality in the stands hit, red 1 matches: killed.
  duel();
  bed.person(b, "Harold Godwinson", 1, 2, 0);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {5, 5, 1, 1, 1, 2});  // A's whites, A's red and yellow, B's whites
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Killed) << eventLog(ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::PersonalityLost));
}

TEST_F(Personality, WoundedWhenRedDiffersAndCapturedIfHisUnitThenBreaks) {
  duel();
  bed.person(b, "Tostig", 0, 1, 0);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 6, 4, 1, 1, 1, 3, 3, 3, 3});  // doubles, 12 casualties of... red 4, yellow 1: wounded; 12 vs 2: Broken
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Captured) << eventLog(ev);
}

TEST_F(Personality, YellowDieCountsOnlyPersonalitiesInTheStandsHit) {
  duel(3, 6);
  bed.setup.units[static_cast<std::size_t>(b)].ranks = 2;
  bed.person(b, "Rear Guard", 0, 1, 5);  // a stand in the second rank: not hit from the front
  auto g = bed.build();
  EventList ev;
  Dice d(0, {5, 5, 1, 1, 1, 2, 2});  // B rolls 3 dice? no: B has 2 ranks of close foot: +1 die
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Present) << eventLog(ev);
}

TEST_F(Personality, NoCheckWithoutDoublesOrWithoutCasualties) {
  duel();
  bed.person(b, "Lucky", 0, 1, 0);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 5, 1, 1, 5, 4});  // 11 against 9: casualties, but no doubles
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Present);
}

TEST_F(Personality, StandLostInMeleeRedOverProwessCapturesDoubleKills) {
  // 3.1.3.2, on a Broken unit losing its stands in melee: prowess 1, red 2 = double: killed.
  duel(3, 3);
  bed.person(b, "Ealdred", 0, 1, 2);  // on the last stand, the first to go
  auto g = bed.build();
  W::unit(*g, b).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 1, 1, 2, 2, 2, 2, 2, 2});  // 6 / 3 = 2 stands lost; red for Ealdred: 2
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Killed) << eventLog(ev);
}

TEST_F(Personality, RedDiceWithShootingHitsAtOrAboveTheirSum) {
  // 3.1.3.3: two red dice with every shot; their sum no more than the hits: the melee check.
  const int arch = bed.archers();
  const UnitId s = bed.add(Side::One, arch, 4, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 12, 180);
  bed.person(t, "Tostig", 0, 1, 0);
  auto g = bed.build();
  EventList ev;
  // 8 dice, 5 hits; red 2 + 2 = 4 <= 5; then red 3, yellow 1: wounded.
  Dice d(0, {6, 6, 6, 6, 6, 1, 1, 1, 2, 2, 3, 1});
  W::shoot(*g, s, t, ShotStyle::Massed, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Wounded) << eventLog(ev);
}

TEST_F(Personality, FanaticalBodyguardAndSlipperyAndVendetta) {
  duel();
  bed.person(b, "Guarded", 0, 1, 0, {Trait::FanaticalBodyguard});
  auto g = bed.build();
  EventList ev;
  Dice d(0, {5, 5, 1, 1, 1, 2});
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[0].fate, Fate::Wounded) << "his bodyguard will not let him be killed in melee";

  WarlordsBed b2;
  foot = b2.closeFoot();
  bed = b2;
  duel();
  bed.person(b, "Eel", 0, 1, 0, {Trait::Slippery});
  auto g2 = bed.build();
  EventList ev2;
  Dice d2(0, {5, 5, 1, 1, 1, 2, 3, 4});  // slippery: 3,4 are not doubles: he escapes
  W::fight(*g2, a, b, d2, ev2);
  EXPECT_EQ(g2->personalities()[0].fate, Fate::Escaped) << eventLog(ev2);
}

TEST_F(Personality, VendettaTurnsACaptureIntoAKill) {
  // A Broken unit loses its last stand in melee: red 5 > prowess 1 captures its leader, but
  // the enemy's leader holds a vendetta against him: he is killed.
  duel(3, 3);
  bed.person(a, "Avenger", 0, 1, 0, {Trait::Vendetta});
  bed.setup.personalities.back().vendetta = "Quarry";
  bed.person(b, "Quarry", 0, 1, 2);
  auto g = bed.build();
  W::unit(*g, b).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 1, 1, 5, 5, 5, 5, 5, 5});  // A 6 / 3 = 2 stands; B's whites 1,1 (A has a personality: B rolls red+yellow 5,5)
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->personalities()[1].fate, Fate::Killed) << eventLog(ev);
}

TEST_F(Personality, CunningLeaderSwapsTwoOfHisUnitsBeforeTheBattle) {
  const UnitId x = bed.add(Side::One, foot, 3, 10, 5, 0);
  const int cav = bed.cavalry();
  const UnitId y = bed.add(Side::One, cav, 3, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  bed.person(x, "Fox", 0, 1, 0, {Trait::Cunning});
  auto g = bed.build();
  ASSERT_EQ(g->currentPhase(), Phase::Cunning);
  EventList ev;
  Dice none;
  play(*g, {ActionKind::SwapUnits, x, y}, none, ev);
  EXPECT_EQ(g->unit(x).pose.front, at(20, 5));
  EXPECT_EQ(g->unit(y).pose.front, at(10, 5));
  EXPECT_EQ(g->currentPhase(), Phase::Initiative);
}

}  // namespace
}  // namespace sandtable::test
