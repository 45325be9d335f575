// rules::namesMany: log lines agree with a unit named in the plural.
#include <gtest/gtest.h>

#include "core/Wording.h"

namespace {

using sandtable::rules::isOrAre;
using sandtable::rules::namesMany;

TEST(Wording, APluralNameTakesAre) {
  EXPECT_EQ(isOrAre("Scouts (u11)"), "are");
  EXPECT_EQ(isOrAre("Gyrth's housecarls"), "are");
  EXPECT_EQ(isOrAre("Archers of Ettrick Forest"), "are");
  EXPECT_EQ(isOrAre("Senones warriors (u8)"), "are");
  EXPECT_EQ(isOrAre("Genoese crossbowmen (u4)"), "are");
  EXPECT_EQ(isOrAre("Tostig's men"), "are");
  EXPECT_EQ(isOrAre("Javelinmen (2) (u28)"), "are");
}

TEST(Wording, ASingularNameTakesIs) {
  EXPECT_EQ(isOrAre("Legio IX (u3)"), "is");
  EXPECT_EQ(isOrAre("Norman foot"), "is");
  EXPECT_EQ(isOrAre("Marius"), "is");
  EXPECT_EQ(isOrAre("The Weald's edge"), "is");
  EXPECT_EQ(isOrAre("Harold's"), "is");
  EXPECT_FALSE(namesMany("Sir Hugh Ross"));
  EXPECT_FALSE(namesMany("Norman foot"));
  EXPECT_FALSE(namesMany("The Norman"));
}

}  // namespace
