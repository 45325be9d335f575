// measured/Files.h: a block's files as strips, and where the files left gather.
#include <gtest/gtest.h>

#include "rules/measured/Files.h"

using namespace sandtable::rules;
using namespace sandtable::rules::measured;

TEST(MeasuredFiles, EachFileFrontAcrossTheBlock) {
  EXPECT_EQ(fileOffset(4, 0, 2 * kInch), -3 * kInch);
  EXPECT_EQ(fileOffset(4, 3, 2 * kInch), 3 * kInch);
  EXPECT_EQ(fileOffset(3, 1, 2 * kInch), 0);
  // Facing east, a file to the right of the centre stands to the south.
  EXPECT_EQ(fileFront({{0, 0}, kQuarterTurn}, 4, 3, 2 * kInch), (Point{0, -3 * kInch}));
  EXPECT_EQ(fileFront({{kInch, kInch}, 0}, 4, 0, 2 * kInch), (Point{-2 * kInch, kInch}));
}

TEST(MeasuredFiles, TheFilesLeftGatherWhereTheyStood) {
  // Four files, the two on the left lost: the two on the right are centred 2 stands right.
  EXPECT_EQ(keptFilesOffset(4, {0, 1}, 2 * kInch), 2 * kInch);
  EXPECT_EQ(keptFilesOffset(4, {3}, 2 * kInch), -kInch);
  EXPECT_EQ(keptFilesOffset(4, {0, 3}, 2 * kInch), 0);  // the middle two stay put
  EXPECT_EQ(keptFilesOffset(2, {0, 1}, 2 * kInch), 0);  // none left
  EXPECT_EQ(keptFilesOffset(3, {}, 2 * kInch), 0);      // none lost
}
