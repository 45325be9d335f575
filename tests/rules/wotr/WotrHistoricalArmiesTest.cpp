// The historical armies of War of the Roses' scenarios (config/armies/wotr_bosworth_1485_*,
// wotr_tewkesbury_1471_*): each loads, keeps the outline's army rules (002 Making an Army) and
// costs what its figures do; the sums are written out so a changed unit shows here.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/ArmyCheck.h"
#include "rules/wotr/Cost.h"
#include "scenario/wotr/WotrArmyFile.h"

using namespace sandtable;
using namespace sandtable::test::wotr;

namespace {

Army load(const char* file) {
  return scenario::loadWotrArmy(test::configPath(std::string("armies/") + file), tables());
}

int figuresIn(const Army& a, const std::string& wing) {
  int n = 0;
  for (const UnitLine& u : a.units) n += u.wing == wing ? figuresOf(u) : 0;
  return n;
}

std::vector<std::string> leadersOf(const Army& a) {
  std::vector<std::string> out;
  for (const Wing& w : a.wings) out.push_back(w.leader);
  return out;
}

}  // namespace

// Norfolk: archers 16 x 5 + men-at-arms 12 x 10 + a gun 13; the king: household 12 x 13 +
// bills 24 x 4 + archers 16 x 5; Northumberland: bills 24 x 4 + archers 16 x 5.
TEST(WotrHistoricalArmies, RichardAtBosworth) {
  const Army a = load("wotr_bosworth_1485_richard.yaml");
  EXPECT_TRUE(checkArmy(tables(), a).empty());
  EXPECT_EQ(a.commander, "Richard III");
  EXPECT_EQ(leadersOf(a), (std::vector<std::string>{"John Howard, Duke of Norfolk", "Richard III",
                                                    "Henry Percy, Earl of Northumberland"}));
  EXPECT_EQ(armyCost(tables(), a), 80 + 120 + 13 + 156 + 96 + 80 + 96 + 80);
  EXPECT_EQ(figuresIn(a, "rearguard"), 40);
}

// Oxford: French pikes 20 x 6 + men-at-arms 8 x 10 + archers 12 x 5 + Welsh 16 x 4; Henry:
// household horse 6 x 13 + French guard 8 x 6; Sir William Stanley: horse 12 x 12 + archers
// 16 x 5; Lord Stanley: bills 24 x 4.
TEST(WotrHistoricalArmies, HenryAndTheStanleysAtBosworth) {
  const Army a = load("wotr_bosworth_1485_henry.yaml");
  EXPECT_TRUE(checkArmy(tables(), a).empty());
  EXPECT_EQ(a.commander, "Henry Tudor");
  EXPECT_EQ(leadersOf(a),
            (std::vector<std::string>{"John de Vere, Earl of Oxford", "Henry Tudor",
                                      "Sir William Stanley", "Thomas, Lord Stanley"}));
  EXPECT_EQ(armyCost(tables(), a), 120 + 80 + 60 + 64 + 78 + 48 + 144 + 80 + 96);
  EXPECT_EQ(figuresIn(a, "william_stanley") + figuresIn(a, "thomas_stanley"), 52);
  EXPECT_EQ(figuresIn(a, "main"), 14);
}

// Gloucester: men-at-arms 12 x 10 + archers 16 x 5 + a gun 13; the king: household 12 x 10 +
// bills 16 x 4 + a gun 13 + the spears 6 x 11; Hastings: bills 16 x 4 + archers 12 x 5.
TEST(WotrHistoricalArmies, EdwardAtTewkesbury) {
  const Army a = load("wotr_tewkesbury_1471_edward.yaml");
  EXPECT_TRUE(checkArmy(tables(), a).empty());
  EXPECT_EQ(a.commander, "Edward IV");
  EXPECT_EQ(leadersOf(a), (std::vector<std::string>{"Richard, Duke of Gloucester", "Edward IV",
                                                    "William, Lord Hastings"}));
  EXPECT_EQ(armyCost(tables(), a), 120 + 80 + 13 + 120 + 64 + 13 + 66 + 64 + 60);
  int guns = 0;
  for (const UnitLine& u : a.units)
    guns += u.groups[0].weapons == std::vector<std::string>{"artillery"};
  EXPECT_EQ(guns, 2);
}

// Somerset: men-at-arms 12 x 10 (chivalric) + bills 20 x 4 + archers 12 x 5; Wenlock:
// men-at-arms 8 x 9 + bills 20 x 4 + archers 16 x 5; Devon (raw): bills 16 x 3 + archers 12 x 4.
TEST(WotrHistoricalArmies, SomersetAtTewkesbury) {
  const Army a = load("wotr_tewkesbury_1471_somerset.yaml");
  EXPECT_TRUE(checkArmy(tables(), a).empty());
  EXPECT_EQ(a.commander, "Edmund Beaufort, Duke of Somerset");
  EXPECT_EQ(leadersOf(a),
            (std::vector<std::string>{"Edmund Beaufort, Duke of Somerset", "John, Lord Wenlock",
                                      "John Courtenay, Earl of Devon"}));
  EXPECT_EQ(armyCost(tables(), a), 120 + 80 + 60 + 72 + 80 + 80 + 48 + 48);
}
