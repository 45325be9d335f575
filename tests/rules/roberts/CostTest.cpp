// 000 Point Cost: base cost by type, percentages for weapons, armour and attributes, free
// attributes by type, the Formed-unit premium, and how fractions round.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/Cost.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {
// One stand's cost in hundredths of a point.
long long stand(const UnitLine& u) { return costOf(bed::tables(), u).standHundredths; }
}  // namespace

// "medium foot stands are worth 5 points, while each heavy foot stand is worth 10 points".
TEST(RobertsCost, BaseCostByTroopType) {
  EXPECT_EQ(stand(bed::spearmen()), 1000);
  EXPECT_EQ(stand(bed::unit(TroopKind::MediumFoot, 4, "spear", "shield")), 500);
  EXPECT_EQ(
      stand(bed::unit(TroopKind::Skirmisher, 1, "hand_weapons", "shield", {}, "javelins", false)),
      200);
}

// "if those units were equipped with pikes, there would be a 50% increase in their point cost;
// but we could get a -40% decrease by giving them poor armor."
TEST(RobertsCost, PikesAddHalfAndPoorArmourTakesFortyPercent) {
  EXPECT_EQ(stand(bed::unit(TroopKind::HeavyFoot, 4, "pike", "shield")), 1500);
  EXPECT_EQ(stand(bed::unit(TroopKind::HeavyFoot, 4, "spear", "poor")), 600);
  EXPECT_EQ(stand(bed::unit(TroopKind::HeavyFoot, 4, "pike", "poor")), 1100);  // they add: +10%
}

// "As heavy foot, their base cost is 10 points, and no modifiers for armor or weapons apply. But
// suppose that we make these same troops Swift (+10%) and Impetuous (+40%), raising their cost
// by 50% to 15 points."
TEST(RobertsCost, SwiftAndImpetuousSpearmenCostFifteen) {
  const UnitCost c = costOf(bed::tables(), bed::spearmen(9, {"swift", "impetuous"}));
  EXPECT_EQ(c.percent, 50);
  EXPECT_EQ(c.standHundredths, 1500);
}

// "we could also make them Militia (-50%), which would cancel out the increased cost and bring
// us back to 10 points per stand": the percentages add (+10 +40 -50 = 0), so not 15 x 50% = 7.5.
TEST(RobertsCost, MilitiaBringsThemBackToTenNotSevenAndAHalf) {
  const UnitCost c = costOf(bed::tables(), bed::spearmen(9, {"militia", "swift", "impetuous"}));
  EXPECT_EQ(c.percent, 0);
  EXPECT_EQ(c.standHundredths, 1000);
  EXPECT_NE(c.standHundredths, 750);
}

// Impetuous stands are automatically Eager, and Eager is not paid for again.
TEST(RobertsCost, ImpetuousBringsEagerFree) {
  const UnitCost c = costOf(bed::tables(), bed::spearmen(9, {"impetuous"}));
  bool eager = false;
  for (const CostPercent& p : c.percentages) {
    if (p.what == "Eager") {
      eager = true;
      EXPECT_EQ(p.freeWith, "Impetuous");
    }
  }
  EXPECT_TRUE(eager);
  EXPECT_EQ(c.percent, 40);
}

// "The base stand cost is 10 (mounted troops), plus 20% (we give them lances), +60% (plate armor
// and shield), and +20% (elite), for a final cost of (+100%) 20 per stand"; Shock comes free
// with Heavy Mounted.
TEST(RobertsCost, EliteLancersCostTwentyAStandWithShockFree) {
  const UnitCost c = costOf(bed::tables(), bed::eliteLancers());
  EXPECT_EQ(c.baseCost, 10);
  EXPECT_EQ(c.percent, 100);
  EXPECT_EQ(c.standHundredths, 2000);
  bool shock = false;
  for (const CostPercent& p : c.percentages) {
    if (p.what == "Shock") {
      shock = true;
      EXPECT_EQ(p.freeWith, "Heavy Mounted");
    }
  }
  EXPECT_TRUE(shock);
}

// "3 x 20 + 4 (the Formed unit surcharge) = 64"; "9 stands x 10 points, plus 4 points for being
// a Formed unit = 94"; "no extra cost applies to Unformed units".
TEST(RobertsCost, FormedUnitsPayThePremiumUnformedDoNot) {
  const Tables& t = bed::tables();
  EXPECT_EQ(costOf(t, bed::eliteLancers()).unitCost, 64);
  EXPECT_EQ(costOf(t, bed::spearmen(9, {"militia", "swift", "impetuous"})).unitCost, 94);
  const UnitLine bolt =
      bed::unit(TroopKind::Artillery, 1, "hand_weapons", "shield", {}, "bolt_shooter", false);
  const UnitCost c = costOf(t, bolt);
  EXPECT_EQ(c.premium, 0);
  EXPECT_EQ(c.unitCost, 12);  // "a small bolt-shooter (12 points)"
}

// The rounding Sandtable chose (the text's costs are all whole): a unit's stands are summed
// exactly and rounded to the nearest point, a half upwards, before the premium.
TEST(RobertsCost, AUnitsStandsAreSummedExactlyThenRoundedHalfUp) {
  const Tables& t = bed::tables();
  UnitLine militiaFoot = bed::unit(TroopKind::MediumFoot, 2, "spear", "shield", {"militia"});
  UnitCost c = costOf(t, militiaFoot);
  EXPECT_EQ(c.standHundredths, 250);
  EXPECT_EQ(c.standsCost, 5);  // 2 x 2.5, not 2 x 3
  EXPECT_EQ(c.unitCost, 9);
  militiaFoot.formed = false;
  militiaFoot.stands = 1;
  c = costOf(t, militiaFoot);
  EXPECT_EQ(c.standsCost, 3);  // 2.5 rounds up
  EXPECT_EQ(pointsText(250), "2.5");
  EXPECT_EQ(pointsText(1000), "10");
  EXPECT_EQ(pointsText(225), "2.25");
}

// "18 Skirmishers (2 points apiece)": a line of 18 single-stand units.
TEST(RobertsCost, ALineOfUnformedStandsCostsEachTimesTheCount) {
  UnitLine sk =
      bed::unit(TroopKind::Skirmisher, 1, "hand_weapons", "shield", {}, "javelins", false);
  sk.count = 18;
  const UnitCost c = costOf(bed::tables(), sk);
  EXPECT_EQ(c.unitCost, 2);
  EXPECT_EQ(c.lineCost, 36);
}

// "a General (60 pts), plus a Captain (20 pts)".
TEST(RobertsCost, GeneralsSixtyCaptainsTwenty) {
  EXPECT_EQ(leaderCost(bed::tables(), LeaderRank::General), 60);
  EXPECT_EQ(leaderCost(bed::tables(), LeaderRank::Captain), 20);
}
