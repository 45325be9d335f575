// 000 Forming Units: size limits by training and scale, Formed and Unformed units.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ArmyCheck.h"
#include "rules/roberts/UnitSize.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {
std::vector<ArmyProblem> problems(const UnitLine& u, Scale s = Scale::Mm25) {
  return checkUnit(bed::tables(), s, u, 0);
}
bool mentions(const std::vector<ArmyProblem>& ps, const std::string& words) {
  for (const ArmyProblem& p : ps) {
    if (p.message.find(words) != std::string::npos) return true;
  }
  return false;
}
}  // namespace

// "Each heavy foot stand has a Size of 4. A Militia unit must have a total size somewhere
// between 16 and 36. Dividing by 4, this means our unit must consist of 4-9 stands."
TEST(RobertsUnitSize, MilitiaHeavyFootAreFourToNineStandsAt25mm) {
  const SizeRange r = sizeRange(bed::tables(), Scale::Mm25, bed::spearmen(9, {"militia"}));
  EXPECT_EQ(r.training, Training::Militia);
  EXPECT_EQ(r.standSize, 4);
  EXPECT_EQ(r.minSize, 16);
  EXPECT_EQ(r.maxSize, 36);
  EXPECT_EQ(r.minStands, 4);
  EXPECT_EQ(r.maxStands, 9);
  EXPECT_TRUE(problems(bed::spearmen(4, {"militia"})).empty());
  EXPECT_TRUE(problems(bed::spearmen(9, {"militia"})).empty());
  const auto over = problems(bed::spearmen(10, {"militia"}));
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(over[0].field, ArmyField::Stands);
  EXPECT_TRUE(mentions(
      over, "over the militia maximum of 36 at 25mm: at most 9 stands (000 Forming Units)"));
  EXPECT_TRUE(mentions(problems(bed::spearmen(3, {"militia"})), "under the militia minimum of 16"));
}

// "if 15mm figures are used, unit size doubles to 8-18 stands."
TEST(RobertsUnitSize, UnitSizesDoubleAt15mm) {
  const SizeRange r = sizeRange(bed::tables(), Scale::Mm15, bed::spearmen(9, {"militia"}));
  EXPECT_EQ(r.minStands, 8);
  EXPECT_EQ(r.maxStands, 18);
  EXPECT_TRUE(mentions(problems(bed::spearmen(7, {"militia"}), Scale::Mm15), "at least 8 stands"));
  EXPECT_TRUE(problems(bed::spearmen(18, {"militia"}), Scale::Mm15).empty());
}

// "Heavy Mounted stands are Size 4, and Elite units must (in 25mm scale) be no larger than Size
// 12 (there is no minimum, though if we make 1-stand unit we might confuse it with Unformed
// troops)."
TEST(RobertsUnitSize, EliteUnitsAreAtMostSize12WithNoMinimum) {
  const SizeRange r = sizeRange(bed::tables(), Scale::Mm25, bed::eliteLancers());
  EXPECT_EQ(r.training, Training::Elite);
  EXPECT_EQ(r.maxStands, 3);
  EXPECT_EQ(r.minStands, 1);
  EXPECT_TRUE(problems(bed::eliteLancers(3)).empty());
  EXPECT_TRUE(problems(bed::eliteLancers(1)).empty());
  EXPECT_TRUE(mentions(problems(bed::eliteLancers(4)), "over the elite maximum of 12"));
}

// "All stands are at Regular Training Level, unless the Elite or Militia Attributes were
// purchased"; "Highly trained units are generally smaller than poorly trained units."
TEST(RobertsUnitSize, RegularsLieBetweenEliteAndMilitia) {
  const Tables& t = bed::tables();
  const SizeRange r = sizeRange(t, Scale::Mm25, bed::spearmen(4));
  EXPECT_EQ(r.training, Training::Regular);
  EXPECT_GT(t.limits(Training::Regular).maxSize, t.limits(Training::Elite).maxSize);
  EXPECT_LT(t.limits(Training::Regular).maxSize, t.limits(Training::Militia).maxSize);
}

// "Minimum Size does not apply to artillery or battle platforms."
TEST(RobertsUnitSize, ArtilleryAndPlatformsHaveNoMinimum) {
  const UnitLine battery =
      bed::unit(TroopKind::Artillery, 1, "hand_weapons", "shield", {}, "bolt_shooter");
  EXPECT_FALSE(sizeRange(bed::tables(), Scale::Mm25, battery).minimumApplies);
  EXPECT_TRUE(problems(battery).empty());
  const UnitLine platform = bed::unit(TroopKind::BattlePlatform, 1, "spear", "shield");
  EXPECT_TRUE(problems(platform).empty());
  // The same single stand of heavy foot is under the regular minimum.
  EXPECT_TRUE(mentions(problems(bed::spearmen(1)), "under the regular minimum"));
}

// "Skirmishers must always be Unformed"; "Unformed units are always composed of a single stand."
TEST(RobertsUnitSize, SkirmishersAreUnformedAndUnformedUnitsAreOneStand) {
  const auto formed =
      problems(bed::unit(TroopKind::Skirmisher, 4, "hand_weapons", "shield", {}, "javelins", true));
  ASSERT_EQ(formed.size(), 1u);
  EXPECT_EQ(formed[0].field, ArmyField::Formation);
  EXPECT_TRUE(mentions(formed, "Skirmishers must always be Unformed (000 Forming Units)"));
  const auto two = problems(bed::unit(TroopKind::HeavyFoot, 2, "spear", "shield", {}, {}, false));
  ASSERT_EQ(two.size(), 1u);
  EXPECT_EQ(two[0].field, ArmyField::Stands);
  EXPECT_TRUE(mentions(two, "an Unformed unit is always a single stand, not 2"));
  EXPECT_TRUE(
      problems(bed::unit(TroopKind::HeavyFoot, 1, "spear", "shield", {}, {}, false)).empty());
}
