// What the Briefing panel shows, and which scenarios the New game dialog calls historical.
#include <gtest/gtest.h>

#include "support/TestPaths.h"
#include "view/Briefing.h"
#include "view/ScenarioCatalogue.h"

using namespace sandtable;
using sandtable::test::configPath;

TEST(Briefing, BeforeTheEndWhatHappenedInHistoryComesLastAndFolded) {
  const auto h = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  const std::vector<view::BriefingSection> s = view::briefingSections(h.info, false);
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].heading, "The battle");
  EXPECT_EQ(s[0].text, h.info.description);
  EXPECT_EQ(s[1].heading, "The situation");
  EXPECT_EQ(s[1].text, h.info.briefing);
  EXPECT_FALSE(s[0].folded || s[1].folded);
  EXPECT_EQ(s[2].heading, "What happened in history");
  EXPECT_EQ(s[2].text, h.info.historicalOutcome);
  EXPECT_TRUE(s[2].folded);  // a class fights the day before it learns how it ended
}

TEST(Briefing, OnceTheBattleIsOverWhatHappenedInHistoryLeadsOpen) {
  const auto h = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  const std::vector<view::BriefingSection> s = view::briefingSections(h.info, true);
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].heading, "What happened in history");
  EXPECT_FALSE(s[0].folded);
  EXPECT_EQ(s[1].heading, "The battle");
  EXPECT_EQ(s[2].heading, "The situation");
}

TEST(Briefing, AnInventedBattleShowsItsDescriptionOnly) {
  const auto m = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  for (bool over : {false, true}) {
    const std::vector<view::BriefingSection> s = view::briefingSections(m.info, over);
    ASSERT_EQ(s.size(), 1u);
    EXPECT_EQ(s[0].text, m.info.description);
  }
  scenario::ScenarioInfo bare;
  bare.name = "Bare";
  const auto b = view::briefingSections(bare, false);
  ASSERT_EQ(b.size(), 1u);
  EXPECT_NE(b[0].text.find("Bare"), std::string::npos);
}

TEST(Briefing, TheCatalogueMarksHistoricalBattles) {
  const std::vector<view::ScenarioEntry> all = view::scanScenarios(configPath("scenarios"));
  int historical = 0;
  for (const view::ScenarioEntry& e : all) {
    ASSERT_TRUE(e.error.empty()) << e.file << ": " << e.error;
    if (e.file.filename() == "warlords_hastings_1066.yaml" || e.file.filename() == "warlords_agincourt_1415.yaml" ||
        e.file.filename() == "warlords_crecy_1346.yaml" || e.file.filename() == "warlords_bannockburn_1314.yaml" ||
        e.file.filename() == "warlords_stamford_bridge_1066.yaml") {
      EXPECT_TRUE(e.historical) << e.file;
    }
    if (e.file.filename() == "warlords_meeting_engagement.yaml") {
      EXPECT_FALSE(e.historical);
      EXPECT_FALSE(e.hasBriefing);
    }
    // A points battle opens on its briefing and is no historical battle.
    if (e.pointsLimit > 0) {
      EXPECT_TRUE(e.hasBriefing) << e.file;
      EXPECT_FALSE(e.historical) << e.file;
    }
    if (e.historical) {
      EXPECT_TRUE(e.hasBriefing) << e.file;
    }
    historical += e.historical ? 1 : 0;
  }
  EXPECT_GE(historical, 5) << "Stamford Bridge, Hastings, Bannockburn, Crécy and Agincourt";
}
