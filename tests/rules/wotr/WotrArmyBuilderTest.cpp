// War of the Roses' army builder (002 Making an Army): the outline's army wings bought unit by
// unit to their 533 points, and every choice the outline's rules close closed with its words.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/ArmyBuilder.h"
#include "rules/wotr/Cost.h"
#include "scenario/wotr/WotrArmyFile.h"

namespace sandtable::test::wotr {
namespace {

bool says(const std::string& why, const std::string& words) {
  return why.find(words) != std::string::npos;
}

Army twoWings() {
  Army a;
  a.name = "Bought at the table";
  a.wings = {{"horse", "The mounted wing", "The captain of horse"},
             {"foot", "The foot", "The captain of foot"}};
  return a;
}

UnitLine drawn(const ArmyBuilder& b, Kind kind, MoraleClass morale, const std::string& wing,
               std::vector<FigureGroup> groups) {
  UnitLine u = b.draft(kind, wing);
  u.morale = morale;
  u.groups = std::move(groups);
  u.bases = basesFor(tables(), u);
  return u;
}

// 002 Army wings, unit by unit.
ArmyBuilder armyWingsBoughtByHand() {
  ArmyBuilder b(tables(), twoWings(), 600);
  EXPECT_EQ(b.addUnit(drawn(b, Kind::Knight, MoraleClass::Chivalric, "horse",
                            {{12, Protection::Full, {"lance", "horse"}}})),
            "");
  EXPECT_EQ(b.total(), 156);  // 12 x (4 + 1 + 4 + 2 + 2)
  EXPECT_EQ(b.addUnit(drawn(b, Kind::Knight, MoraleClass::Veteran, "horse",
                            {{9, Protection::Full, {"lance", "horse"}}})),
            "");
  EXPECT_EQ(b.addUnit(drawn(b, Kind::Militia, MoraleClass::Ordinary, "foot",
                            {{16, Protection::Light, {"longbow"}}})),
            "");
  EXPECT_EQ(b.addUnit(drawn(b, Kind::Professional, MoraleClass::Ordinary, "foot",
                            {{12, Protection::Heavy, {"crossbow"}},
                             {12, Protection::Heavy, {"pavise"}}})),
            "");
  return b;
}

}  // namespace

TEST(WotrArmyBuilder, TheArmyWingsBoughtUnitByUnitCost533AsTheirFile) {
  const ArmyBuilder b = armyWingsBoughtByHand();
  EXPECT_EQ(b.total(), 533);
  EXPECT_EQ(b.whyNotReady(), "");
  const Army file =
      scenario::loadWotrArmy(configPath("armies/wotr_sample_wings.yaml"), tables());
  EXPECT_EQ(armyCost(tables(), file), b.total());
  ASSERT_EQ(b.army().units.size(), file.units.size());
  // The bases the builder counts are the army wings' own: 4, 3, 4 and 6.
  for (std::size_t i = 0; i < file.units.size(); ++i)
    EXPECT_EQ(b.army().units[i].bases, file.units[i].bases) << file.units[i].name;
  // Named by kind and weapons, each name its own.
  EXPECT_EQ(b.army().units[0].name, "Knight (Lance, Horse)");
  EXPECT_EQ(b.army().units[1].name, "Knight (Lance, Horse) 2");
  EXPECT_EQ(b.army().units[3].id, "professional_1");
  EXPECT_EQ(b.breakdown().back().label, "Total (of 600 points)");
  EXPECT_EQ(b.breakdown().back().amount, "533");
}

// "Infantry units can be 8-24 figures size, cavalry 6-12".
TEST(WotrArmyBuilder, FiguresStayWithinTheOutlinesSizes) {
  ArmyBuilder b = armyWingsBoughtByHand();
  EXPECT_TRUE(says(b.whyNotFigures(2, 0, 25), "25 figures; a unit of infantry has 8-24"));
  EXPECT_TRUE(says(b.whyNotFigures(2, 0, 7), "a unit of infantry has 8-24 (002 Making an Army)"));
  EXPECT_EQ(b.whyNotFigures(2, 0, 8), "");
  EXPECT_TRUE(says(b.whyNotFigures(0, 0, 13), "a unit of cavalry has 6-12"));
  EXPECT_TRUE(says(b.whyNotFigures(0, 0, 5), "a unit of cavalry has 6-12"));
  EXPECT_EQ(b.setFigures(1, 0, 6), "");
  EXPECT_EQ(b.army().units[1].bases, 2);
  // Refused: the army as it was.
  EXPECT_NE(b.setFigures(2, 0, 30), "");
  EXPECT_EQ(figuresOf(b.army().units[2]), 16);
  EXPECT_TRUE(says(b.whyNotFigures(3, 1, 0), "at least one figure"));
}

// A horse makes foot into cavalry, an artillery piece a one-base unit: the unit drawn up is
// brought inside its arm's size; what cannot be is closed with the outline's words.
TEST(WotrArmyBuilder, WeaponsThatChangeTheArmFitTheUnitOrAreClosed) {
  const ArmyBuilder b(tables(), twoWings(), 600);
  UnitLine foot = drawn(b, Kind::Militia, MoraleClass::Ordinary, "foot",
                        {{20, Protection::None, {"bill"}}});
  UnitLine horsed = foot;
  horsed.groups[0].weapons.push_back("horse");
  horsed = fitted(tables(), horsed);
  EXPECT_EQ(figuresOf(horsed), 12);
  EXPECT_EQ(horsed.bases, 4);
  EXPECT_EQ(b.whyNotUnit(horsed), "");
  UnitLine gun = foot;
  gun.groups[0].weapons = {"artillery"};
  gun = fitted(tables(), gun);
  EXPECT_EQ(figuresOf(gun), 1);
  EXPECT_EQ(gun.bases, 1);
  EXPECT_EQ(b.whyNotUnit(gun), "");
  // "artillery is only one base sized": no second group of figures beside the gun.
  UnitLine gunAndBows = gun;
  gunAndBows.groups.push_back({8, Protection::None, {"bow"}});
  EXPECT_TRUE(says(b.whyNotUnit(fitted(tables(), gunAndBows)), "a unit of artillery has 1-1"));
  // A unit is cavalry or infantry: a horse for only some of its figures is closed.
  UnitLine mixed = foot;
  mixed.groups.push_back({4, Protection::None, {"horse"}});
  EXPECT_TRUE(says(b.whyNotUnit(fitted(tables(), mixed)), "some figures mounted and some on foot"));
}

// "All figures in the unit must be of the same kind and morale": a unit's kind and morale are
// its own, and every group of a mixed unit pays them.
TEST(WotrArmyBuilder, EveryGroupOfAUnitIsOfItsKindAndMorale) {
  ArmyBuilder b(tables(), twoWings(), 600);
  UnitLine u = drawn(b, Kind::Levy, MoraleClass::Raw, "foot",
                     {{8, Protection::None, {"bow"}}, {8, Protection::None, {"spear"}}});
  EXPECT_EQ(b.addUnit(u), "");
  // 8 x (1 - 1 + 0 + 1) twice.
  EXPECT_EQ(b.total(), 16);
}

// "Players choose the total points to build their armies by mutual agreement".
TEST(WotrArmyBuilder, NothingTakesTheArmyOverTheAgreedPoints) {
  ArmyBuilder b = armyWingsBoughtByHand();
  const UnitLine knights = drawn(b, Kind::Knight, MoraleClass::Chivalric, "horse",
                                 {{6, Protection::Full, {"lance", "horse"}}});
  const std::string why = b.whyNot(knights);
  EXPECT_TRUE(says(why, "the army would cost 611 points, 11 over the agreed 600")) << why;
  EXPECT_TRUE(says(why, "by mutual agreement")) << why;
  EXPECT_EQ(b.addUnit(knights), why);
  EXPECT_EQ(b.total(), 533);
  EXPECT_EQ(b.setFigures(2, 0, 24), "");  // the longbowmen 16 -> 24: 8 x 5 more, 573
  EXPECT_EQ(b.total(), 573);
  // The White cavalry 9 -> 12: 3 x 13 more, 612.
  EXPECT_TRUE(says(b.whyNotFigures(1, 0, 12), "612 points, 12 over the agreed 600"));
  EXPECT_EQ(b.whyNotFigures(1, 0, 11), "");
}

// Orders are given to battles/wings (002 Event I): every unit in one, every one with troops.
TEST(WotrArmyBuilder, BattlesUnderTheirLeadersEachWithTroops) {
  ArmyBuilder b = armyWingsBoughtByHand();
  EXPECT_EQ(b.addWing(), "");
  EXPECT_EQ(b.army().wings.back().id, "battle_3");
  EXPECT_EQ(b.army().wings.back().name, "The third battle");
  EXPECT_EQ(b.army().wings.back().leader, "The captain of the third battle");
  EXPECT_TRUE(says(b.whyNotAddWing(), "The third battle has no units yet"));
  EXPECT_TRUE(says(b.whyNotReady(), "The third battle has no units"));
  EXPECT_TRUE(
      says(b.whyNotRemoveWing(0), "2 units of the mounted wing would be in no battle/wing"));
  EXPECT_EQ(b.setWing(1, "battle_3"), "");
  EXPECT_EQ(b.whyNotReady(), "");
  EXPECT_TRUE(says(b.whyNotWing(1, "rearguard"), "no battle/wing 'rearguard'"));
  b.removeUnit(1);
  EXPECT_EQ(b.removeWing(2), "");
  EXPECT_EQ(b.army().wings.size(), 2u);
  b.removeAllUnits();
  EXPECT_TRUE(says(b.whyNotReady(), "at least one unit"));
  EXPECT_EQ(b.removeWing(0), "");
  EXPECT_TRUE(says(b.whyNotRemoveWing(0), "keeps at least one battle/wing"));
}

}  // namespace sandtable::test::wotr
