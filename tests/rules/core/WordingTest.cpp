// rules::namesMany: log lines agree with a unit named in the plural.
#include <gtest/gtest.h>

#include "core/Wording.h"

namespace {

using sandtable::rules::agreeing;
using sandtable::rules::asSubject;
using sandtable::rules::itOrThem;
using sandtable::rules::itOrThey;
using sandtable::rules::itsOrTheir;
using sandtable::rules::namesMany;
using sandtable::rules::ofSide;
using sandtable::rules::possessive;
using sandtable::rules::SidesName;
using sandtable::rules::subjectVerb;
using sandtable::rules::tellApartBySide;
using sandtable::rules::theWithinSentences;

TEST(Wording, APluralNameTakesAre) {
  EXPECT_EQ(agreeing("Scouts (u11)", "is"), "are");
  EXPECT_EQ(agreeing("Gyrth's housecarls", "is"), "are");
  EXPECT_EQ(agreeing("Archers of Ettrick Forest", "is"), "are");
  EXPECT_EQ(agreeing("Senones warriors (u8)", "is"), "are");
  EXPECT_EQ(agreeing("Genoese crossbowmen (u4)", "is"), "are");
  EXPECT_EQ(agreeing("Tostig's men", "is"), "are");
  EXPECT_EQ(agreeing("Javelinmen (2) (u28)", "is"), "are");
}

TEST(Wording, ASingularNameTakesIs) {
  EXPECT_EQ(agreeing("Legio IX (u3)", "is"), "is");
  EXPECT_EQ(agreeing("Norman foot", "is"), "is");
  EXPECT_EQ(agreeing("Marius", "is"), "is");
  EXPECT_EQ(agreeing("The Weald's edge", "is"), "is");
  EXPECT_EQ(agreeing("Harold's", "is"), "is");
  EXPECT_FALSE(namesMany("Sir Hugh Ross"));
  EXPECT_FALSE(namesMany("Norman foot"));
  EXPECT_FALSE(namesMany("The Norman"));
}

TEST(Wording, APersonsTitleIsSetOffByCommasBeforeTheVerb) {
  EXPECT_EQ(asSubject("Edward, Duke of York") + " is wounded", "Edward, Duke of York, is wounded");
  EXPECT_EQ(asSubject("Thomas Randolph, Earl of Moray") + " fails his Break Check",
            "Thomas Randolph, Earl of Moray, fails his Break Check");
  EXPECT_EQ(asSubject("Robert the Bruce") + " fails", "Robert the Bruce fails");
  EXPECT_EQ(asSubject("Richard III"), "Richard III");
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
  EXPECT_EQ(itOrThem("Scouts"), "them");
  EXPECT_EQ(itOrThey("Scouts"), "they");
  EXPECT_EQ(possessive("The Normans"), "The Normans'");
  EXPECT_EQ(possessive("Tostig's men"), "Tostig's men's");
  EXPECT_EQ(possessive("The Red Rose"), "The Red Rose's");
}

TEST(Wording, APeopleNamedByItsAdjectiveNamesMany) {
  EXPECT_EQ(subjectVerb("Chandée's French (u9)", "charges"), "Chandée's French (u9) charge");
  EXPECT_EQ(subjectVerb("Rhys ap Thomas's Welsh", "is"), "Rhys ap Thomas's Welsh are");
  EXPECT_EQ(subjectVerb("The Genoese", "routs"), "The Genoese rout");
  EXPECT_EQ(itsOrTheir("The English"), "their");
  // It owns as it stands: "The French army", never "The French's army".
  EXPECT_EQ(possessive("French"), "French");
  EXPECT_EQ(possessive("The English"), "The English");
  // A lower-case word in -sh or -ch is no people: "the ditch", "the marsh".
  EXPECT_FALSE(namesMany("Archers by the ditch"));
  EXPECT_EQ(possessive("The marsh"), "The marsh's");
}

TEST(Wording, AVerbStaysSingularForASingularName) {
  EXPECT_EQ(subjectVerb("Yellow cavalry (u6)", "routs"), "Yellow cavalry (u6) routs");
  EXPECT_EQ(agreeing("Legio IX", "rallies"), "rallies");
  EXPECT_EQ(itsOrTheir("Norman foot"), "its");
  EXPECT_EQ(itOrThem("Norman foot"), "it");
  EXPECT_EQ(itOrThey("Norman foot"), "it");
}

TEST(Wording, ANameBothSidesGiveIsToldApartBySide) {
  EXPECT_EQ(ofSide("Knights", "The Red Rose"), "Knights of the Red Rose");
  EXPECT_EQ(ofSide("Knights", "side2"), "Knights of side2");
  std::string a = "Red crossbowmen", b = "Scouts", c = "Red crossbowmen", d = "Guns";
  tellApartBySide({{0, &a}, {0, &b}, {1, &c}, {1, &d}}, {"The White Rose", "Lancaster"});
  EXPECT_EQ(a, "Red crossbowmen of the White Rose");
  EXPECT_EQ(c, "Red crossbowmen of Lancaster");
  EXPECT_EQ(b, "Scouts");  // given by one side only
  EXPECT_EQ(d, "Guns");
  // Still plural: the head noun stands before " of ".
  EXPECT_EQ(subjectVerb(a, "shoots"), "Red crossbowmen of the White Rose shoot");
}

TEST(Wording, ANameThatBeginsTheReadsTheWithinASentence) {
  EXPECT_EQ(theWithinSentences(
                "Somerset's archers (u10) shoot at The two hundred spears (u6): 2 casualties"),
            "Somerset's archers (u10) shoot at the two hundred spears (u6): 2 casualties");
  EXPECT_EQ(theWithinSentences("initiative of The Yorkists"), "initiative of the Yorkists");
  EXPECT_EQ(theWithinSentences("The English 10, The Normans 12; at the end: The English 7"),
            "The English 10, the Normans 12; at the end: The English 7");
  EXPECT_EQ(theWithinSentences("the Yorkists (u3) The Normans"), "the Yorkists (u3) the Normans");
  // At the head of a line, after a full stop, a colon or a bracket, it begins something.
  EXPECT_EQ(theWithinSentences("The King's housecarls hold"), "The King's housecarls hold");
  EXPECT_EQ(theWithinSentences("It routs. The Normans cheer"), "It routs. The Normans cheer");
  EXPECT_EQ(theWithinSentences("Event V: The king's billmen"), "Event V: The king's billmen");
  EXPECT_EQ(theWithinSentences("the vanguard (The Constable's)"), "the vanguard (The Constable's)");
  // Only the word: "Theodoric" and "Thebes" are names of their own.
  EXPECT_EQ(theWithinSentences("charge Theodoric's men at Thebes"),
            "charge Theodoric's men at Thebes");
}

}  // namespace
