// Figure points (002 Making an Army): the outline's note (an armoured professional mounted
// crossbowman costs 10) and the army wings' costs; the army file and the army's rules.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/ArmyCheck.h"
#include "rules/wotr/Cost.h"
#include "scenario/wotr/WotrArmyFile.h"

using namespace sandtable;
using namespace sandtable::test::wotr;

namespace {

Army sampleArmy() {
  return scenario::loadWotrArmy(test::configPath("armies/wotr_sample_wings.yaml"), tables());
}

std::vector<data::ConfigError> armyErrorsOf(std::string text) {
  data::YamlReader r = data::YamlReader::fromString(std::move(text), "army.yaml");
  scenario::parseWotrArmy(r, tables());
  return r.errors();
}

std::string sampleText() {
  return test::fileText(test::configPath("armies/wotr_sample_wings.yaml"));
}

}  // namespace

// 002 the note: "an armoured professional mounted crossbowman costs 10 (professional 3 - heavy
// armour 3 - horse 2 - crossbow 2)".
TEST(WotrCost, TheArmouredProfessionalMountedCrossbowmanCostsTen) {
  EXPECT_EQ(figureCost(tables(), Kind::Professional, MoraleClass::Ordinary, Protection::Heavy,
                       {"horse", "crossbow"}),
            10);
}

TEST(WotrCost, EachItemAddsItsPoints) {
  const Tables& t = tables();
  // Kind 4/3/2/1; morale +1 for four classes, -1 raw; protection 4/3/1/0; weapons +1, +2, +10.
  EXPECT_EQ(figureCost(t, Kind::Knight, MoraleClass::Ordinary, Protection::None, {}), 4);
  EXPECT_EQ(figureCost(t, Kind::Levy, MoraleClass::Raw, Protection::None, {}), 0);
  EXPECT_EQ(figureCost(t, Kind::Militia, MoraleClass::Fanatic, Protection::Light, {"pike"}), 5);
  EXPECT_EQ(figureCost(t, Kind::Militia, MoraleClass::Retinue, Protection::Full, {"bill", "bow"}),
            2 + 1 + 4 + 1 + 1);
  EXPECT_EQ(figureCost(t, Kind::Professional, MoraleClass::Veteran, Protection::None, {"handgun"}),
            6);
  EXPECT_EQ(
      figureCost(t, Kind::Professional, MoraleClass::Ordinary, Protection::None, {"artillery"}),
      13);
  for (const char* w :
       {"pike", "polearm", "bill", "halberd", "spear", "short_bow", "bow", "pavise"})
    EXPECT_EQ(t.weapon(w)->cost, 1) << w;
  for (const char* w : {"lance", "horse", "longbow", "crossbow", "handgun"})
    EXPECT_EQ(t.weapon(w)->cost, 2) << w;
}

// 002 Army wings: Yellow cavalry 12 x (4+1+4+2+2) = 156; White cavalry 9 x 13 = 117; Blue
// longbowmen 16 x (2+0+1+2) = 80; Red crossbowmen 12 x (3+3+2) + 12 x (3+3+1) = 180.
TEST(WotrCost, TheArmyWingsCostWhatTheirFiguresDo) {
  const Army army = sampleArmy();
  ASSERT_EQ(army.units.size(), 4u);
  EXPECT_EQ(unitCost(tables(), army.units[0]), 156);
  EXPECT_EQ(unitCost(tables(), army.units[1]), 117);
  EXPECT_EQ(unitCost(tables(), army.units[2]), 80);
  EXPECT_EQ(unitCost(tables(), army.units[3]), 180);
  EXPECT_EQ(armyCost(tables(), army), 533);
  EXPECT_EQ(army.units[3].groups.size(), 2u);
  EXPECT_EQ(figuresOf(army.units[3]), 24);
  EXPECT_TRUE(checkArmy(tables(), army).empty());
}

TEST(WotrCost, TheBreakdownShowsEachItemAndTheTotal) {
  const auto lines = costBreakdown(tables(), sampleArmy());
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front().label, "Yellow cavalry: 12 figures on 4 bases");
  EXPECT_EQ(lines[1].label, "Knight");
  EXPECT_EQ(lines[1].amount, "+4");
  EXPECT_EQ(lines.back().label, "Total");
  EXPECT_EQ(lines.back().amount, "533");
  bool twelveTimesThirteen = false;
  for (const auto& l : lines)
    twelveTimesThirteen |= l.label == "12 figures x 13" && l.amount == "156";
  EXPECT_TRUE(twelveTimesThirteen);
}

TEST(WotrArmy, UnitSizesAreTheOutlines) {
  const Tables& t = tables();
  Army army;
  army.units = {
      unit(Kind::Militia, MoraleClass::Ordinary, 7, Protection::None, {"bill"}),
      unit(Kind::Militia, MoraleClass::Ordinary, 8, Protection::None, {"bill"}),
      unit(Kind::Militia, MoraleClass::Ordinary, 24, Protection::None, {"bill"}),
      unit(Kind::Militia, MoraleClass::Ordinary, 25, Protection::None, {"bill"}),
      unit(Kind::Knight, MoraleClass::Ordinary, 5, Protection::Full, {"horse"}),
      unit(Kind::Knight, MoraleClass::Ordinary, 6, Protection::Full, {"horse"}),
      unit(Kind::Knight, MoraleClass::Ordinary, 12, Protection::Full, {"horse"}),
      unit(Kind::Knight, MoraleClass::Ordinary, 13, Protection::Full, {"horse"}),
      unit(Kind::Professional, MoraleClass::Ordinary, 1, Protection::None, {"artillery"})};
  army.units.back().bases = 2;
  std::vector<int> bad;
  for (const ArmyProblem& p : checkArmy(t, army)) bad.push_back(p.unit);
  EXPECT_EQ(bad, (std::vector<int>{0, 3, 4, 7, 8}));
}

TEST(WotrArmy, TheAgreedPointsAreAMaximum) {
  Army army = sampleArmy();
  army.points = 532;
  const auto problems = checkArmy(tables(), army);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].message,
            "the army costs 533, over the agreed 532 points (002 Making an Army)");
  army.points = 533;
  EXPECT_TRUE(checkArmy(tables(), army).empty());
}

TEST(WotrArmyFile, ABrokenRuleIsPlacedAtItsKey) {
  const std::string text = replaced(sampleText(), "    figures: 9\n", "    figures: 14\n");
  const auto errors = armyErrorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message,
            "White cavalry: 14 figures; a unit of cavalry has 6-12 (002 Making an Army)");
  EXPECT_EQ(errors[0].line, lineOf(text, "figures: 14"));
}

TEST(WotrArmyFile, UnknownWeaponsAndWingsAreRefused) {
  auto errors = armyErrorsOf(replaced(sampleText(), "weapons: [longbow]", "weapons: [long_bow]"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("unknown weapon 'long_bow' (the ruleset's: pike,"),
            std::string::npos);
  errors = armyErrorsOf(replaced(sampleText(), "    wing: foot\n", "    wing: feet\n"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("no battle/wing 'feet'"), std::string::npos);
}

TEST(WotrArmyFile, AUnitGivesOneGroupOrItsGroups) {
  const auto errors =
      armyErrorsOf(replaced(sampleText(), "    groups:\n", "    figures: 24\n    groups:\n"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("either its 'figures', 'protection' and 'weapons' or its "
                                   "'groups'"),
            std::string::npos);
}

TEST(WotrArmyFile, AnArmyOfAnotherRulesetIsRefused) {
  const auto errors = armyErrorsOf(replaced(sampleText(), "ruleset: wotr", "ruleset: roberts"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message, "this army is for ruleset 'roberts', not wotr");
}
