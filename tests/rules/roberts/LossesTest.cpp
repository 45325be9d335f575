// 000 Casualties and Morale: hits land on a unit: Demoralized at half its Hits (never a
// Fanatic), then a stand a hit; the hits of a failed Break Check; which units check.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/Army.h"
#include "rules/roberts/Losses.h"

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

// The example's totals: the cavalry "took 2 hits from Missile Fire (one more hit will
// Demoralize the unit"; the crossbowmen, 10 stands, "have taken 8 hits so far, not enough to
// Demoralize them...yet" (1 + 3 in the centre, 1 + 3 on the right).
TEST(RobertsLosses, TheExamplesUnitsAfterTheirCombats) {
  const Tables& t = bed::tables();
  const AttributeSet cavAttrs = effectiveAttributes(t, bed::eliteLancers());
  UnitLosses cav = freshLosses(3);
  EXPECT_EQ(takeHits(t, cav, cavAttrs, 2).standsRemoved, 0);
  EXPECT_FALSE(isDemoralized(t, cav, cavAttrs));
  const HitsLanded third = takeHits(t, cav, cavAttrs, 1);
  EXPECT_TRUE(third.becameDemoralized);
  EXPECT_EQ(third.standsRemoved, 0);
  EXPECT_EQ(cav.stands, 3);

  const AttributeSet bowAttrs = effectiveAttributes(t, bed::crossbowmen());
  UnitLosses bows = freshLosses(10);
  for (int hits : {1, 3, 1, 3}) takeHits(t, bows, bowAttrs, hits);
  EXPECT_EQ(bows.hitsTaken, 8);
  EXPECT_EQ(bows.stands, 10);
  EXPECT_FALSE(isDemoralized(t, bows, bowAttrs));
}

// "Once a unit is Demoralized, each additional hit removes one stand from the unit."
TEST(RobertsLosses, EachHitAfterDemoralizationRemovesAStand) {
  const Tables& t = bed::tables();
  const AttributeSet attrs = effectiveAttributes(t, bed::eliteLancers());
  UnitLosses cav = freshLosses(3);
  takeHits(t, cav, attrs, 3);
  const HitsLanded two = takeHits(t, cav, attrs, 2);
  EXPECT_EQ(two.standsRemoved, 2);
  EXPECT_EQ(cav.stands, 1);
  EXPECT_FALSE(two.destroyed);
  const HitsLanded last = takeHits(t, cav, attrs, 5);
  EXPECT_EQ(last.standsRemoved, 1);
  EXPECT_TRUE(last.destroyed);
  EXPECT_EQ(cav.hitsTaken, 6);  // all its Hits: the hits past the last stand land nowhere
}

// A hit that lands across the line Demoralizes with the first part and removes stands with the
// rest.
TEST(RobertsLosses, ABurstOfHitsAcrossHalfDemoralizesAndRemoves) {
  const Tables& t = bed::tables();
  const AttributeSet attrs = effectiveAttributes(t, bed::crossbowmen());
  UnitLosses bows = freshLosses(10);
  takeHits(t, bows, attrs, 8);
  const HitsLanded h = takeHits(t, bows, attrs, 4);  // 9 and 10 Demoralize; 11 and 12 remove
  EXPECT_TRUE(h.becameDemoralized);
  EXPECT_EQ(h.standsRemoved, 2);
  EXPECT_EQ(bows.stands, 8);
}

// "(Exception: Fanatic units are never Demoralized.)" They still lose stands past half.
TEST(RobertsLosses, FanaticsAreNeverDemoralizedButLoseStands) {
  const Tables& t = bed::tables();
  const AttributeSet attrs = effectiveAttributes(t, bed::spearmen(4, {"fanatic"}));
  UnitLosses u = freshLosses(4);
  const HitsLanded h = takeHits(t, u, attrs, 6);
  EXPECT_FALSE(h.becameDemoralized);
  EXPECT_FALSE(isDemoralized(t, u, attrs));
  EXPECT_EQ(h.standsRemoved, 2);
}

// "If these other units fail their Break Checks, they take one hit per stand in the unit
// (which, for a Demoralized unit, causes a rout and destroys the unit)."
TEST(RobertsLosses, AFailedBreakCheckCostsAHitPerStand) {
  const Tables& t = bed::tables();
  const AttributeSet attrs = effectiveAttributes(t, bed::spearmen(6));
  UnitLosses fresh = freshLosses(6);
  EXPECT_EQ(hitsForFailedBreakCheck(t, fresh), 6);
  const HitsLanded broken = takeHits(t, fresh, attrs, hitsForFailedBreakCheck(t, fresh));
  EXPECT_TRUE(broken.becameDemoralized);
  EXPECT_FALSE(broken.destroyed);

  UnitLosses shaken = freshLosses(6);
  takeHits(t, shaken, attrs, 7);  // Demoralized, a stand gone
  EXPECT_EQ(shaken.stands, 5);
  const HitsLanded rout = takeHits(t, shaken, attrs, hitsForFailedBreakCheck(t, shaken));
  EXPECT_TRUE(rout.destroyed);
}

// "a Break Check must be made for any units which have lost stands during the phase"; "If a
// unit is destroyed not by a Morale Result, but through normal combat, no Break Checks are
// required."
TEST(RobertsLosses, OnlySurvivorsThatLostStandsCheck) {
  UnitLosses u = freshLosses(4);
  EXPECT_FALSE(needsBreakCheck(0, u));
  u.stands = 3;
  EXPECT_TRUE(needsBreakCheck(1, u));
  u.stands = 0;
  EXPECT_FALSE(needsBreakCheck(3, u));
}
