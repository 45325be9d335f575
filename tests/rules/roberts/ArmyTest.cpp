// 000 Captains and Generals: the 350-point army, and the rules that limit an army's choices.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ArmyCheck.h"
#include "rules/roberts/Cost.h"
#include "rules/roberts/CostBreakdown.h"
#include "scenario/roberts/RobertsArmyFile.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

Army textArmy() {
  return scenario::loadRobertsArmy(test::configPath("armies/roberts_350_points.yaml"),
                                   bed::tables());
}

const UnitLine* line(const Army& a, const std::string& id) {
  for (const UnitLine& u : a.units) {
    if (u.id == id) return &u;
  }
  return nullptr;
}

bool mentions(const std::vector<ArmyProblem>& ps, const std::string& words) {
  for (const ArmyProblem& p : ps) {
    if (p.message.find(words) != std::string::npos) return true;
  }
  return false;
}

// A small legal army to break one rule at a time.
Army smallArmy() {
  Army a;
  a.name = "test";
  a.points = 350;
  UnitLine foot = bed::spearmen(4);
  foot.id = "foot";
  UnitLine sk =
      bed::unit(TroopKind::Skirmisher, 1, "hand_weapons", "shield", {}, "javelins", false);
  sk.id = "screen";
  a.units = {foot, sk};
  a.leaders = {{"", LeaderRank::General, "foot"}};
  return a;
}

}  // namespace

// "If we buy a General (60 pts), plus a Captain (20 pts), plus our Militia Spearmen (9 stands x
// 10 points, plus 4 points for being a Formed unit = 94 points), that gives us a subtotal of 174
// points"; "two 3-stand units, for a cost of 3 x 20 + 4 ... = 64 points x 2 = 128 points. New
// subtotal: 302 points. That leaves 48 points, enough to purchase 18 Skirmishers (2 points
// apiece) and a small bolt-shooter (12 points)."
TEST(RobertsArmy, TheTextsArmyCostsExactly350) {
  const Army a = textArmy();
  EXPECT_EQ(a.points, 350);
  EXPECT_TRUE(checkArmy(bed::tables(), a).empty());
  const ArmyCost c = costOf(bed::tables(), a);
  ASSERT_EQ(c.units.size(), 5u);
  EXPECT_EQ(c.units[0].lineCost, 94);
  EXPECT_EQ(c.units[0].standHundredths, 1000);
  EXPECT_EQ(c.units[0].premium, 4);
  EXPECT_EQ(c.units[1].lineCost + c.units[2].lineCost, 128);
  EXPECT_EQ(c.units[1].standHundredths, 2000);
  EXPECT_EQ(c.units[3].count, 18);
  EXPECT_EQ(c.units[3].unitCost, 2);
  EXPECT_EQ(c.units[3].lineCost, 36);
  EXPECT_EQ(c.units[4].lineCost, 12);
  ASSERT_EQ(c.leaders.size(), 2u);
  EXPECT_EQ(c.leaders[0] + c.leaders[1], 80);
  EXPECT_EQ(c.leaders[0] + c.leaders[1] + c.units[0].lineCost, 174);
  EXPECT_EQ(c.total - c.units[3].lineCost - c.units[4].lineCost, 302);
  EXPECT_EQ(c.total, 350);
}

// The text's spearmen are its militia of every example: Swift and Impetuous, 4-9 stands, 5-4.
TEST(RobertsArmy, TheTextsSpearmenAreTheMilitiaOfTheExamples) {
  const Army a = textArmy();
  const UnitLine* spear = line(a, "spearmen");
  ASSERT_NE(spear, nullptr);
  EXPECT_EQ(trainingOf(effectiveAttributes(bed::tables(), *spear)), Training::Militia);
  EXPECT_TRUE(spear->attributes.test(static_cast<std::size_t>(Attribute::Swift)));
  EXPECT_EQ(spear->stands, 9);
}

// The breakdown a person checks by hand: the spearmen's items, the premium, the total.
TEST(RobertsArmy, TheBreakdownGivesEveryItemAndTheTotal) {
  const auto lines = costBreakdown(bed::tables(), textArmy());
  const auto has = [&](const std::string& label, const std::string& amount) {
    for (const BreakdownLine& l : lines) {
      if (l.label == label && l.amount == amount) return true;
    }
    return false;
  };
  EXPECT_TRUE(has("Militia Spearmen: 9 stands of Heavy Foot, Formed, 5-4", ""));
  EXPECT_TRUE(has("base cost (Heavy Foot)", "10"));
  EXPECT_TRUE(has("Militia", "-50%"));
  EXPECT_TRUE(has("Swift", "+10%"));
  EXPECT_TRUE(has("Impetuous", "+40%"));
  EXPECT_TRUE(has("Eager", "free with Impetuous"));
  EXPECT_TRUE(has("size: 9 x 4 = 36 (militia at 25mm: 16-36)", ""));
  EXPECT_TRUE(has("9 stands x 10", "90"));
  EXPECT_TRUE(has("Formed-unit premium", "+4"));
  EXPECT_TRUE(has("the unit", "94"));
  EXPECT_TRUE(has("Shock", "free with Heavy Mounted"));
  EXPECT_TRUE(has("18 units x 2", "36"));
  EXPECT_TRUE(has("Total (of 350 points)", "350"));
}

TEST(RobertsArmy, AnArmyOverItsPointsIsRefused) {
  Army a = textArmy();
  a.points = 340;
  const auto ps = checkArmy(bed::tables(), a);
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_EQ(ps[0].field, ArmyField::Points);
  EXPECT_TRUE(mentions(ps, "the army costs 350 points, 10 over its allotment of 340"));
}

// "Each General must be attached to a unit"; "Captains can either be attached to a Formed unit
// ... or ... roam free"; one leader a unit (reconstructed).
TEST(RobertsArmy, LeadersAreAttachedAsTheTextSays) {
  const Tables& t = bed::tables();
  EXPECT_TRUE(checkArmy(t, smallArmy()).empty());
  Army a = smallArmy();
  a.leaders = {{"", LeaderRank::General, ""}};
  EXPECT_TRUE(mentions(checkArmy(t, a),
                       "each General must be attached to a unit (000 Captains and Generals)"));
  a.leaders = {{"", LeaderRank::Captain, ""}};
  EXPECT_TRUE(checkArmy(t, a).empty());  // a Captain may roam free
  a.leaders = {{"", LeaderRank::Captain, "screen"}};
  EXPECT_TRUE(mentions(checkArmy(t, a), "a Captain is attached only to a Formed unit"));
  a.leaders = {{"", LeaderRank::General, "foot"}, {"", LeaderRank::Captain, "foot"}};
  const auto two = checkArmy(t, a);
  ASSERT_EQ(two.size(), 1u);
  EXPECT_EQ(two[0].leader, 1);
  EXPECT_TRUE(mentions(two, "test unit has a leader already"));
  a.units[0].name.clear();  // unnamed: the file's id
  EXPECT_TRUE(mentions(checkArmy(t, a), "'foot' has a leader already"));
  a.units[0].name = "Militia spearmen";
  EXPECT_TRUE(mentions(checkArmy(t, a),
                       "Militia spearmen have a leader already, and a unit has "
                       "at most one"));
  a.leaders = {{"", LeaderRank::General, "nobody"}};
  EXPECT_TRUE(
      mentions(checkArmy(t, a), "no unit is called 'nobody' (the units: 'foot', 'screen')"));
}

// Attributes that exclude each other, that come free with the type, or that another brings.
TEST(RobertsArmy, AttributesThatCannotBeBoughtTogether) {
  const Tables& t = bed::tables();
  const auto check = [&](const UnitLine& u) { return checkUnit(t, Scale::Mm25, u, 0); };
  EXPECT_TRUE(
      mentions(check(bed::spearmen(4, {"elite", "militia"})), "may not be both Elite and Militia"));
  EXPECT_TRUE(mentions(check(bed::spearmen(4, {"impetuous", "eager"})),
                       "Impetuous stands are automatically Eager"));
  EXPECT_TRUE(mentions(check(bed::spearmen(4, {"impetuous", "reluctant"})),
                       "may not be both Reluctant and Impetuous"));
  UnitLine lancers = bed::eliteLancers();
  lancers.attributes.set(static_cast<std::size_t>(Attribute::Shock));
  EXPECT_TRUE(mentions(check(lancers), "Heavy Mounted are Shock at no cost"));
  // A stand whose percentages come to -100% or less would be free.
  EXPECT_TRUE(mentions(
      check(bed::unit(TroopKind::HeavyFoot, 4, "spear", "poor", {"militia", "unreliable"})),
      "no stand is free"));
}

// Weapons and armour by troop type (the ruleset's `types`).
TEST(RobertsArmy, KitIsLimitedByTroopType) {
  const Tables& t = bed::tables();
  const auto ps =
      checkUnit(t, Scale::Mm25, bed::unit(TroopKind::HeavyFoot, 4, "lance", "shield"), 0);
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_EQ(ps[0].field, ArmyField::Weapon);
  EXPECT_TRUE(mentions(
      ps,
      "Heavy Foot may not have lances (weapons.lance.types in the ruleset: heavy_mounted or "
      "light_mounted)"));
  EXPECT_TRUE(mentions(checkUnit(t, Scale::Mm25,
                                 bed::unit(TroopKind::Skirmisher, 1, "hand_weapons",
                                           "plate_and_shield", {}, {}, false),
                                 0),
                       "Skirmishers may not have plate armour and shield"));
}
