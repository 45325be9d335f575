// 003 Unit Stats: both tables as the text prints them (Move / Range / CV / Def), read back
// from config/rulesets/microbattle.yaml.
#include <gtest/gtest.h>

#include "support/MicroBattleBed.h"

using namespace sandtable::rules::microbattle;
using namespace sandtable::test;

namespace {
struct Row {
  const char* id;
  int moveMin, moveMax, range, cv, cvCharging, def;
};

void expectPeriod(const Tables& t, const std::string& period, const std::vector<Row>& rows) {
  ASSERT_TRUE(t.periods.count(period)) << period;
  const Period& p = t.periods.at(period);
  EXPECT_EQ(p.units.size(), rows.size()) << period;
  for (const Row& r : rows) {
    const UnitType* u = p.find(r.id);
    ASSERT_NE(u, nullptr) << r.id;
    EXPECT_EQ(u->moveMin, r.moveMin) << r.id;
    EXPECT_EQ(u->moveMax, r.moveMax) << r.id;
    EXPECT_EQ(u->range, r.range) << r.id;
    EXPECT_EQ(u->cv, r.cv) << r.id;
    EXPECT_EQ(u->cvCharging, r.cvCharging) << r.id;
    EXPECT_EQ(u->def, r.def) << r.id;
  }
}
}  // namespace

TEST(MicroBattleUnitStats, ShockPeriodAsPrinted) {
  MicroBattleBed bed;
  expectPeriod(*bed.tables, "shock",
               {{"heavy_infantry", 1, 1, 0, 4, 0, 4},
                {"auxilia", 1, 2, 0, 5, 0, 5},
                {"archers", 1, 1, 2, 5, 0, 5},
                {"skirmishers", 1, 2, 1, 5, 0, 6},
                {"warband", 1, 2, 0, 4, 3, 5},
                {"cavalry", 2, 2, 0, 4, 0, 5},
                {"knights", 1, 2, 0, 4, 3, 4},
                {"light_cavalry", 2, 3, 0, 5, 0, 6}});
}

TEST(MicroBattleUnitStats, HorseAndMusketPeriodAsPrinted) {
  MicroBattleBed bed;
  expectPeriod(*bed.tables, "horse_and_musket",
               {{"regular_infantry", 1, 1, 2, 4, 0, 5},
                {"light_infantry", 1, 2, 3, 5, 0, 6},
                {"cavalry", 2, 2, 0, 4, 0, 5},
                {"field_artillery", 1, 1, 4, 5, 0, 6}});
}

TEST(MicroBattleUnitStats, TheGridIsSixByEight) {
  MicroBattleBed bed;
  EXPECT_EQ(bed.tables->gridCols * bed.tables->gridRows, 48);
  EXPECT_EQ(bed.tables->gridCols, 8);
  EXPECT_EQ(bed.tables->gridRows, 6);
}
