// A unit's columns out of line (Columns.h): which hold together, which is the main body, which
// stand apart from it, and the line the unit re-forms on.
#include <gtest/gtest.h>

#include "rules/roberts/Columns.h"

using namespace sandtable::rules;
using namespace sandtable::rules::roberts;

namespace {

constexpr Length kDepth = 40 * kMillimetre;

}  // namespace

TEST(RobertsColumns, NeighboursHoldTogetherWhileTheirFlanksOverlap) {
  EXPECT_TRUE(holdTogether({0, kDepth}, {0, kDepth}));
  EXPECT_TRUE(holdTogether({0, kDepth}, {-kDepth / 2, kDepth}));
  // A whole base depth back, the two touch at a corner only.
  EXPECT_FALSE(holdTogether({0, kDepth}, {-kDepth, kDepth}));
  // Three ranks deep, a column a base depth back still holds on by two.
  EXPECT_TRUE(holdTogether({0, 3 * kDepth}, {-kDepth, 3 * kDepth}));
  EXPECT_FALSE(holdTogether({0, 3 * kDepth}, {-3 * kDepth, 3 * kDepth}));
}

// The text's cavalry: the central and right-hand columns pursued a crossbow depth (30 mm), the
// left-hand one fell back half its own (20 mm): 'one cavalry stand out of contact with the main
// body of its unit'.
TEST(RobertsColumns, TheTextsLeftHandCavalryStandsApart) {
  const Length xbow = 30 * kMillimetre;
  const std::vector<ColumnExtent> cav = {{-kDepth / 2, kDepth}, {xbow, kDepth}, {xbow, kDepth}};
  EXPECT_EQ(apartFromMainBody(cav, {1, 1, 1}), std::vector<bool>({true, false, false}));
  EXPECT_EQ(mainBodyLine(cav, {1, 1, 1}), xbow);
}

TEST(RobertsColumns, TheMainBodyHasTheMostStandsThenHoldsItsPlace) {
  // Two bodies of one stand each: the one still in its place is the main body.
  EXPECT_EQ(apartFromMainBody({{0, kDepth}, {-kDepth, kDepth}}, {1, 1}),
            std::vector<bool>({false, true}));
  EXPECT_EQ(apartFromMainBody({{-kDepth, kDepth}, {0, kDepth}}, {1, 1}),
            std::vector<bool>({true, false}));
  // The larger body wins though it has moved: the two columns that pursued.
  EXPECT_EQ(apartFromMainBody({{0, kDepth}, {2 * kDepth, kDepth}, {2 * kDepth, kDepth}}, {1, 1, 1}),
            std::vector<bool>({true, false, false}));
  // Neither in its place and as many stands: the leftmost.
  EXPECT_EQ(apartFromMainBody({{kDepth, kDepth}, {-kDepth, kDepth}}, {1, 1}),
            std::vector<bool>({false, true}));
  // A column with no stands joins nothing and stands apart from nothing.
  EXPECT_EQ(apartFromMainBody({{0, kDepth}, {5 * kDepth, 0}, {0, kDepth}}, {1, 0, 1}),
            std::vector<bool>({false, false, true}));
  // In line, nothing stands apart.
  EXPECT_EQ(apartFromMainBody({{0, kDepth}, {0, kDepth}}, {2, 2}),
            std::vector<bool>({false, false}));
}

TEST(RobertsColumns, TheUnitReFormsWhereMostOfItsMainBodyStands) {
  // Three ranks: the middle column pushed back a depth still holds on; two columns stand at 0.
  const std::vector<ColumnExtent> c = {{0, 3 * kDepth}, {-kDepth, 3 * kDepth}, {0, 3 * kDepth}};
  EXPECT_EQ(mainBodyLine(c, {3, 3, 3}), 0);
  // As many stands on two lines: the one nearer its place, then the one further forward.
  EXPECT_EQ(mainBodyLine({{kDepth, 3 * kDepth}, {0, 3 * kDepth}}, {3, 3}), 0);
  EXPECT_EQ(mainBodyLine({{kDepth, 3 * kDepth}, {-kDepth, 3 * kDepth}}, {3, 3}), kDepth);
  EXPECT_TRUE(allInLine({kDepth, kDepth}));
  EXPECT_FALSE(allInLine({kDepth, 0}));
}
