// config/rulesets/roberts.yaml's movement rates: the shipped march agrees with the militia
// example, and a wrong entry is refused at its place.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsBed.h"
#include "RulesetText.h"
#include "data/YamlReader.h"
#include "scenario/roberts/RobertsData.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules::roberts;

namespace {

std::string shipped() { return test::roberts::shippedRulesetText(); }
std::vector<data::ConfigError> errorsOf(std::string text) {
  return test::roberts::rulesetErrorsOf(std::move(text));
}
using test::roberts::lineOf;
using test::roberts::replaced;

}  // namespace

// "it is Swift (+1 to Actions, and +1" movement)" ... "the full extent of their ability (4")":
// heavy foot march 3", and heavier troops are slower.
TEST(RobertsMovementRulesetFile, TheShippedRatesAgreeWithTheMilitiaExample) {
  const Tables& t = test::roberts::tables();
  EXPECT_DOUBLE_EQ(t.movement.inchesOf(TroopKind::HeavyFoot) + t.movement.swiftInches, 4.0);
  EXPECT_LT(t.movement.inchesOf(TroopKind::HeavyFoot), t.movement.inchesOf(TroopKind::MediumFoot));
  EXPECT_LT(t.movement.inchesOf(TroopKind::MediumFoot), t.movement.inchesOf(TroopKind::Skirmisher));
  EXPECT_LT(t.movement.inchesOf(TroopKind::HeavyMounted),
            t.movement.inchesOf(TroopKind::LightMounted));
  EXPECT_NE(t.movement.impassable & rules::terrainKindBit(rules::TerrainKind::River), 0u);
}

TEST(RobertsMovementRulesetFile, ANonsenseRateIsRefusedAtItsPlace) {
  const std::string text =
      replaced(shipped(), "    heavy_foot:\n      inches: 3", "    heavy_foot:\n      inches: 0");
  const auto errors = errorsOf(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("inches"), std::string::npos) << errors[0].message;
  EXPECT_EQ(errors[0].line, lineOf(text, "    heavy_foot:\n      inches: 0") + 1);
}

TEST(RobertsMovementRulesetFile, EveryTroopTypeNeedsARateAndGroundMustBeKnown) {
  const auto missing = errorsOf(replaced(shipped(), "    battle_platform:\n      inches: 1",
                                         "    battle_platfrom:\n      inches: 1"));
  ASSERT_EQ(missing.size(), 2u);
  EXPECT_NE(missing[0].message.find("unknown troop type 'battle_platfrom'"), std::string::npos)
      << missing[0].message;
  EXPECT_NE(missing[1].message.find("no entry for troop type 'battle_platform'"), std::string::npos)
      << missing[1].message;
  const std::string text =
      replaced(shipped(), "impassable: [river, fortress_wall", "impassable: [lava, fortress_wall");
  const auto ground = errorsOf(text);
  ASSERT_EQ(ground.size(), 1u);
  EXPECT_NE(ground[0].message.find("unknown kind of ground 'lava'"), std::string::npos)
      << ground[0].message;
  EXPECT_EQ(ground[0].line, lineOf(text, "[lava"));
}
