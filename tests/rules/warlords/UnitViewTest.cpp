// What WarlordsGame::units() says of a unit in words: each thing once (a Berserk unit's
// berserker marker is its morale marker), and of a unit gone from the table what it lost,
// not how it stood or moved.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

UnitView viewOf(const WarlordsGame& g, UnitId id) {
  for (const UnitView& v : g.units()) {
    if (v.id == id) return v;
  }
  ADD_FAILURE() << "no unit " << id;
  return {};
}

std::string lower(std::string text) {
  for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return text;
}

TEST(WarlordsUnitView, ABerserkUnitSaysSoOnce) {
  WarlordsBed bed;
  const UnitId u = bed.add(Side::One, bed.closeFoot(), 4, 20, 5, 0);
  bed.add(Side::Two, bed.closeFoot(), 4, 20, 30, 180);
  auto g = bed.build();
  W::unit(*g, u).morale = Morale::Berserk;
  const UnitView v = viewOf(*g, u);
  EXPECT_EQ(v.condition.words, "Berserk");
  EXPECT_EQ(v.condition.morale, Condition::Morale::Frenzied);
  const auto berserk = std::count_if(v.markers.begin(), v.markers.end(), [](const std::string& m) {
    return lower(m).find("berserk") != std::string::npos;
  });
  EXPECT_EQ(berserk, 1) << "markers: " << ::testing::PrintToString(v.markers);
  EXPECT_NE(std::find(v.markers.begin(), v.markers.end(), "morale: Berserk"), v.markers.end());
}

TEST(WarlordsUnitView, ADispersedUnitShowsWhatItLostNotHowItStood) {
  WarlordsBed bed;
  const UnitId u = bed.add(Side::One, bed.closeFoot(), 6, 30, 20, 0, FormationKind::Line, 2);
  const UnitId enemy = bed.add(Side::Two, bed.closeFoot(), 4, 30, 35, 180);
  auto g = bed.build();
  // Two stands lost and three casualty figures, then broken (it flees) and dispersed.
  W::unit(*g, u).stands.resize(4);
  W::unit(*g, u).casualties = 3;
  EventList ev;
  Dice d(0, {3, 3, 3, 3, 3, 3});
  W::breakUnit(*g, u, enemy, d, ev);
  const UnitView fleeing = viewOf(*g, u);
  ASSERT_EQ(fleeing.status, UnitStatus::Active);
  EXPECT_NE(std::find(fleeing.markers.begin(), fleeing.markers.end(), "stands: 4 of 6"),
            fleeing.markers.end())
      << "a broken unit still on the table: " << ::testing::PrintToString(fleeing.markers);
  EXPECT_EQ(fleeing.count(Counter::Kind::Stands), 4) << "the counts are typed too";
  EXPECT_EQ(fleeing.count(Counter::Kind::Casualties), 3);
  W::loseMoraleStep(*g, u, d, ev);
  const UnitView gone = viewOf(*g, u);
  ASSERT_EQ(gone.status, UnitStatus::Removed);
  EXPECT_EQ(gone.markers,
            (std::vector<std::string>{"morale: Dispersed", "casualties: 3",
                                      "stands: none on the table (left with 4 of 6)"}));
  EXPECT_EQ(gone.count(Counter::Kind::Stands), 0);
  EXPECT_EQ(gone.count(Counter::Kind::Casualties), 3) << "what it lost stays on the tally";
  EXPECT_EQ(gone.count(Counter::Kind::Activated), 0);
}

TEST(WarlordsUnitView, ConditionIsTypedForGenericCode) {
  // The command line counts Broken units and the scripted AI re-forms Unformed ones from these
  // fields, not from the words.
  WarlordsBed bed;
  const UnitId u = bed.add(Side::One, bed.closeFoot(), 4, 20, 5, 0);
  bed.add(Side::Two, bed.closeFoot(), 4, 20, 30, 180);
  auto g = bed.build();
  EXPECT_EQ(viewOf(*g, u).condition.morale, Condition::Morale::Steady);
  EXPECT_FALSE(viewOf(*g, u).condition.disordered);
  W::unit(*g, u).formed = false;
  W::unit(*g, u).morale = Morale::Worn;
  EXPECT_TRUE(viewOf(*g, u).condition.disordered);
  EXPECT_EQ(viewOf(*g, u).condition.morale, Condition::Morale::Wavering);
  W::unit(*g, u).morale = Morale::Broken;
  EXPECT_EQ(viewOf(*g, u).condition.morale, Condition::Morale::Broken);
  EXPECT_EQ(viewOf(*g, u).condition.words, "Broken");
}

}  // namespace
}  // namespace sandtable::test
