// 000 Casualties and Morale: Hits are twice the starting stands; a unit is Demoralized once it
// has lost half of them, a Fanatic one never.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/Army.h"
#include "rules/roberts/Casualties.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

// "The cavalry unit consists of 3 stands, and so has a Total Hit score of 6 ... It took 2 hits
// from Missile Fire (one more hit will Demoralize the unit"
TEST(RobertsCasualties, ThreeStandsHaveSixHitsAndAThirdHitDemoralizes) {
  const Tables& t = bed::tables();
  EXPECT_EQ(hitsOf(t, 3), 6);
  const auto at = demoralizedAfter(t, 3, effectiveAttributes(t, bed::eliteLancers()));
  ASSERT_TRUE(at.has_value());
  EXPECT_GT(*at, 2);
  EXPECT_EQ(*at, 3);
}

// "The crossbowmen are a 10-stand unit, for 20 Total Hits. They have taken 8 hits so far, not
// enough to Demoralize them...yet."
TEST(RobertsCasualties, TenStandsHaveTwentyHitsAndEightDoNotDemoralize) {
  const Tables& t = bed::tables();
  EXPECT_EQ(hitsOf(t, 10), 20);
  const auto at = demoralizedAfter(t, 10, effectiveAttributes(t, bed::crossbowmen()));
  ASSERT_TRUE(at.has_value());
  EXPECT_GT(*at, 8);
  EXPECT_EQ(*at, 10);
}

// "(Exception: Fanatic units are never Demoralized.)"
TEST(RobertsCasualties, FanaticsAreNeverDemoralized) {
  const Tables& t = bed::tables();
  EXPECT_FALSE(
      demoralizedAfter(t, 6, effectiveAttributes(t, bed::spearmen(6, {"fanatic"}))).has_value());
}
