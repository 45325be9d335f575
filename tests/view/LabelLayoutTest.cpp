// Floating labels over units: two that would overlap are pulled apart, the one farther back
// lifted above the nearer; labels clear of each other stay where they are.
#include <gtest/gtest.h>

#include "view/LabelLayout.h"

namespace sandtable::view {
namespace {

bool overlap(const LabelBox& a, const LabelBox& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

TEST(LabelLayout, TheLabelFartherBackIsLiftedClearOfTheNearerOne) {
  // The bowmen's label (nearer, lower) and the housecarls' behind them, half overlapping.
  std::vector<LabelBox> boxes{{100, 190, 220, 206}, {120, 200, 260, 216}};
  separateLabels(boxes);
  EXPECT_FALSE(overlap(boxes[0], boxes[1]));
  EXPECT_FLOAT_EQ(boxes[1].y0, 200);  // the nearer stays
  EXPECT_LT(boxes[0].y1, boxes[1].y0);
  EXPECT_FLOAT_EQ(boxes[0].y1 - boxes[0].y0, 16);
  EXPECT_FLOAT_EQ(boxes[0].x0, 100);
}

TEST(LabelLayout, AStackOfThreeEndsWithNoOverlapAndSeparateLabelsStay) {
  std::vector<LabelBox> boxes{{0, 100, 100, 116}, {10, 104, 110, 120}, {20, 108, 120, 124}, {400, 100, 500, 116}};
  separateLabels(boxes);
  for (std::size_t i = 0; i < boxes.size(); ++i)
    for (std::size_t j = i + 1; j < boxes.size(); ++j) EXPECT_FALSE(overlap(boxes[i], boxes[j])) << i << " " << j;
  EXPECT_FLOAT_EQ(boxes[3].y0, 100);
  EXPECT_FLOAT_EQ(boxes[2].y0, 108);
}

}  // namespace
}  // namespace sandtable::view
