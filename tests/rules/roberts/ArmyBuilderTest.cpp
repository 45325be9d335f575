// The army builder of a points battle: the text's 350-point army bought line by line, and every
// choice the rules refuse refused with its rule.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ArmyBuilder.h"
#include "rules/roberts/Cost.h"
#include "scenario/roberts/RobertsArmyFile.h"
#include "scenario/roberts/RobertsArmyWriter.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

bool says(const std::string& why, const std::string& words) {
  return why.find(words) != std::string::npos;
}

Army empty() {
  Army a;
  a.name = "Bought at the table";
  return a;
}

UnitLine kitted(const ArmyBuilder& b, TroopKind type, std::string weapon, std::string armour,
                std::string missile, std::vector<Attribute> attributes, int stands) {
  UnitLine u = b.draft(type);
  u.weapon = std::move(weapon);
  u.armour = std::move(armour);
  u.missile = std::move(missile);
  for (const Attribute a : attributes) u.attributes.set(static_cast<std::size_t>(a));
  u.stands = stands;
  return u;
}

// 000 Captains and Generals, FOR EXAMPLE, step by step, with the text's subtotals.
ArmyBuilder textArmyBoughtByHand() {
  ArmyBuilder b(bed::tables(), empty(), 350);
  const std::string spearmen =
      b.addUnit(kitted(b, TroopKind::HeavyFoot, "spear", "shield", "",
                       {Attribute::Militia, Attribute::Swift, Attribute::Impetuous}, 9));
  EXPECT_EQ(spearmen, "");
  EXPECT_EQ(b.total(), 94);  // '9 stands x 10 points, plus 4 points for being a Formed unit'
  EXPECT_EQ(b.addLeader(LeaderRank::Captain, 0), "");
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(b.addUnit(kitted(b, TroopKind::HeavyMounted, "lance", "plate_and_shield", "",
                               {Attribute::Elite}, 3)),
              "");
  EXPECT_EQ(b.addLeader(LeaderRank::General, 2), "");
  EXPECT_EQ(b.total(), 302);  // 'New subtotal: 302 points'
  UnitLine skirmishers =
      kitted(b, TroopKind::Skirmisher, "hand_weapons", "shield", "javelins", {}, 1);
  EXPECT_EQ(b.addUnit(skirmishers), "");
  EXPECT_EQ(b.setCount(3, 18), "");
  UnitLine bolts = kitted(b, TroopKind::Artillery, "hand_weapons", "shield", "bolt_shooter", {}, 1);
  bolts.formed = false;
  EXPECT_EQ(b.addUnit(bolts), "");
  return b;
}

}  // namespace

TEST(RobertsArmyBuilder, TheTextsArmyBoughtLineByLineCostsExactly350) {
  const ArmyBuilder b = textArmyBoughtByHand();
  EXPECT_EQ(b.total(), 350);
  EXPECT_EQ(b.whyNotReady(), "");
  // The same breakdown as `army-cost` gives for the army file, item for item.
  const Army file =
      scenario::loadRobertsArmy(test::configPath("armies/roberts_350_points.yaml"), bed::tables());
  const auto ours = b.breakdown();
  ASSERT_FALSE(ours.empty());
  EXPECT_EQ(ours.back().label, "Total (of 350 points)");
  EXPECT_EQ(ours.back().amount, "350");
  EXPECT_EQ(costOf(bed::tables(), file).total, b.total());
}

// 'this means our unit must consist of 4-9 stands'
TEST(RobertsArmyBuilder, ATenthMilitiaStandIsRefusedByTheSizeRule) {
  ArmyBuilder b = textArmyBoughtByHand();
  const std::string why = b.setStands(0, 10);
  EXPECT_TRUE(says(
      why, "10 stands of Size 4 make 40, over the militia maximum of 36 at 25mm: at most 9 stands"))
      << why;
  EXPECT_TRUE(says(why, "000 Forming Units")) << why;
  EXPECT_EQ(b.army().units[0].stands, 9);
  EXPECT_TRUE(says(b.whyNotStands(0, 3), "at least 4 stands")) << b.whyNotStands(0, 3);
  EXPECT_EQ(b.total(), 350);
}

TEST(RobertsArmyBuilder, NothingIsBoughtOverTheAllotment) {
  ArmyBuilder b = textArmyBoughtByHand();
  const std::string why = b.setCount(3, 19);  // a nineteenth skirmisher
  EXPECT_TRUE(says(why, "352 points, 2 over the allotment of 350")) << why;
  EXPECT_EQ(b.army().units[3].count, 18);
  EXPECT_TRUE(says(b.whyNotLeader(LeaderRank::Captain, -1), "over the allotment"));
  b.setCount(3, 8);  // frees 20 points: a free Captain fits
  EXPECT_EQ(b.total(), 330);
  EXPECT_EQ(b.addLeader(LeaderRank::Captain, -1), "");
  EXPECT_EQ(b.army().leaders.back().name, "Captain 2");
  EXPECT_EQ(b.total(), 350);
}

TEST(RobertsArmyBuilder, KitAndAttributesTheTypeMayNotHaveAreRefusedWithTheirRule) {
  ArmyBuilder b(bed::tables(), empty(), 350);
  UnitLine foot = b.draft(TroopKind::HeavyFoot);
  EXPECT_EQ(foot.weapon, "hand_weapons");
  EXPECT_EQ(foot.stands, 2);  // a Regular heavy foot unit's fewest stands at 25mm
  foot.weapon = "lance";
  EXPECT_TRUE(says(b.whyNot(foot), "may not have")) << b.whyNot(foot);
  EXPECT_TRUE(says(b.whyNot(foot), "weapons.lance.types")) << b.whyNot(foot);
  EXPECT_EQ(b.addUnit(foot), b.whyNot(foot));
  EXPECT_TRUE(b.army().units.empty());

  ASSERT_EQ(b.addUnit(b.draft(TroopKind::HeavyMounted)), "");
  EXPECT_TRUE(says(b.whyNotToggle(0, Attribute::Shock), "at no cost"))
      << b.whyNotToggle(0, Attribute::Shock);
  ASSERT_EQ(b.toggleAttribute(0, Attribute::Elite), "");
  EXPECT_TRUE(says(b.whyNotToggle(0, Attribute::Militia), "may not be both Elite and Militia"))
      << b.whyNotToggle(0, Attribute::Militia);
  UnitLine skirmisher = b.draft(TroopKind::Skirmisher);
  EXPECT_FALSE(skirmisher.formed);
  skirmisher.formed = true;
  EXPECT_TRUE(says(b.whyNot(skirmisher), "must always be Unformed")) << b.whyNot(skirmisher);
}

TEST(RobertsArmyBuilder, LeadersAreRefusedWhereTheTextDoesNotPutThem) {
  ArmyBuilder b(bed::tables(), empty(), 350);
  EXPECT_TRUE(says(b.whyNotLeader(LeaderRank::General, -1), "must be attached to a unit"));
  EXPECT_FALSE(b.whyNotReady().empty());  // no units
  ASSERT_EQ(b.addUnit(b.draft(TroopKind::HeavyFoot)), "");
  UnitLine screen = b.draft(TroopKind::Skirmisher);
  ASSERT_EQ(b.addUnit(screen), "");
  EXPECT_TRUE(says(b.whyNotLeader(LeaderRank::Captain, 1), "only to a Formed unit"));
  ASSERT_EQ(b.addLeader(LeaderRank::General, 0), "");
  EXPECT_TRUE(says(b.whyNotLeader(LeaderRank::Captain, 0), "Heavy Foot has a leader already"))
      << b.whyNotLeader(LeaderRank::Captain, 0);
  // A second unit in the General's line would leave him attached to two.
  EXPECT_TRUE(says(b.whyNotCount(0, 2), "is 2 units")) << b.whyNotCount(0, 2);
  EXPECT_EQ(b.whyNotReady(), "");
  // Removing a line takes its leaders with it.
  b.removeUnit(0);
  EXPECT_TRUE(b.army().leaders.empty());
}

TEST(RobertsArmyBuilder, TheBoughtArmyIsSavedAsAnArmyFileThatReadsBackTheSame) {
  ArmyBuilder b = textArmyBoughtByHand();
  b.addLeader(LeaderRank::Captain, -1);  // over the limit: refused, nothing changes
  const std::filesystem::path file = test::scratchDir("roberts_builder") / "bought.yaml";
  scenario::saveRobertsArmy(b.army(), file);
  const Army back = scenario::loadRobertsArmy(file, bed::tables());
  ASSERT_EQ(back.units.size(), b.army().units.size());
  for (std::size_t i = 0; i < back.units.size(); ++i) {
    EXPECT_EQ(back.units[i].id, b.army().units[i].id);
    EXPECT_EQ(back.units[i].stands, b.army().units[i].stands);
    EXPECT_EQ(back.units[i].count, b.army().units[i].count);
    EXPECT_EQ(back.units[i].attributes, b.army().units[i].attributes);
    EXPECT_EQ(back.units[i].missile, b.army().units[i].missile);
  }
  ASSERT_EQ(back.leaders.size(), 2u);
  EXPECT_EQ(back.leaders[1].with, b.army().leaders[1].with);
  EXPECT_EQ(back.points, 350);
  EXPECT_EQ(costOf(bed::tables(), back).total, 350);
}
