// rules::namesMany: log lines agree with a unit named in the plural.
#include <gtest/gtest.h>

#include "core/Wording.h"

namespace {

using sandtable::rules::agreeing;
using sandtable::rules::isOrAre;
using sandtable::rules::itsOrTheir;
using sandtable::rules::namesMany;
using sandtable::rules::possessive;
using sandtable::rules::subjectVerb;

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

TEST(Wording, AVerbAgreesWithAPluralName) {
  EXPECT_EQ(subjectVerb("Red crossbowmen (u5)", "routs"), "Red crossbowmen (u5) rout");
  EXPECT_EQ(agreeing("Scouts", "passes"), "pass");
  EXPECT_EQ(agreeing("Scouts", "rallies"), "rally");
  EXPECT_EQ(agreeing("Scouts", "reaches"), "reach");
  EXPECT_EQ(agreeing("Scouts", "flees"), "flee");
  EXPECT_EQ(agreeing("Scouts", "dies"), "die");
  EXPECT_EQ(agreeing("Scouts", "goes"), "go");
  EXPECT_EQ(agreeing("Scouts", "counter-charges"), "counter-charge");
  EXPECT_EQ(agreeing("Scouts", "is"), "are");
  EXPECT_EQ(agreeing("Scouts", "has"), "have");
  EXPECT_EQ(agreeing("Scouts", "falls back half a move"), "fall back half a move");
  EXPECT_EQ(itsOrTheir("Tostig's men (u2)"), "their");
  EXPECT_EQ(possessive("The Normans"), "The Normans'");
  EXPECT_EQ(possessive("Tostig's men"), "Tostig's men's");
  EXPECT_EQ(possessive("The Red Rose"), "The Red Rose's");
}

TEST(Wording, AVerbStaysSingularForASingularName) {
  EXPECT_EQ(subjectVerb("Yellow cavalry (u6)", "routs"), "Yellow cavalry (u6) routs");
  EXPECT_EQ(agreeing("Legio IX", "rallies"), "rallies");
  EXPECT_EQ(itsOrTheir("Norman foot"), "its");
}

}  // namespace
