// 002 Fires/melee casualties: "Round all result down for shooting"; "In melees round all
// fractions to the nearest whole number. I.e. 1,50 is 1 and 1,51 is 2".
#include <gtest/gtest.h>

#include "rules/wotr/Rounding.h"

using namespace sandtable::rules::wotr;

TEST(WotrRounding, ShootingRoundsDown) {
  EXPECT_EQ(roundedDown(8, {1, 3}), 2);  // 2.67
  EXPECT_EQ(roundedDown(5, {1, 6}), 0);  // 0.83
  EXPECT_EQ(roundedDown(6, {1, 6}), 1);
  EXPECT_EQ(roundedDown(11, {1, 2}), 5);  // 5.5
  EXPECT_EQ(roundedDown(0, {1, 2}), 0);
  EXPECT_EQ(roundedDown(-3, {1, 2}), 0);  // a score below 0 inflicts nothing
}

TEST(WotrRounding, MeleeRoundsToTheNearestAHalfDown) {
  EXPECT_EQ(roundedHalfDown(3, {1, 2}), 1);      // 1.50 is 1
  EXPECT_EQ(roundedHalfDown(151, {1, 100}), 2);  // 1.51 is 2
  EXPECT_EQ(roundedHalfDown(150, {1, 100}), 1);
  EXPECT_EQ(roundedHalfDown(149, {1, 100}), 1);
  EXPECT_EQ(roundedHalfDown(8, {1, 5}), 2);   // 1.6
  EXPECT_EQ(roundedHalfDown(7, {1, 5}), 1);   // 1.4
  EXPECT_EQ(roundedHalfDown(5, {1, 3}), 2);   // 1.67
  EXPECT_EQ(roundedHalfDown(4, {1, 3}), 1);   // 1.33
  EXPECT_EQ(roundedHalfDown(6, {1, 4}), 1);   // 1.5
  EXPECT_EQ(roundedHalfDown(10, {1, 4}), 2);  // 2.5
  EXPECT_EQ(roundedHalfDown(11, {1, 4}), 3);  // 2.75
  EXPECT_EQ(roundedHalfDown(1, {1, 2}), 0);   // 0.5
  EXPECT_EQ(roundedHalfDown(2, {1, 3}), 1);   // 0.67
  EXPECT_EQ(roundedHalfDown(0, {1, 2}), 0);
  EXPECT_EQ(roundedHalfDown(-4, {1, 2}), 0);
}
