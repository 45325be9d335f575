// 001 1.4-1.6 troops as the ruleset and the scenarios describe them, and the Warlords
// scenario loader: the shipped scenarios load, and bad input is refused with its place.
#include <gtest/gtest.h>

#include "data/YamlReader.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "scenario/warlords/WarlordsData.h"
#include "support/ScenarioText.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

TEST(WarlordsTroops, TypesAndGroupingsOfTheText) {
  // 1.4.2: Skirmishers and Loose Foot are Light; Close Foot, Pike and Cavalry Heavy; Loose
  // Foot, Close Foot and Pike are Line; ascending weight, mounted skirmishers above foot.
  WarlordsBed bed;
  const Tables& t = *bed.tables;
  EXPECT_TRUE(t.troop(TroopKind::FootSkirmisher).light && t.troop(TroopKind::LooseFoot).light);
  EXPECT_TRUE(t.troop(TroopKind::CloseFoot).heavy && t.troop(TroopKind::Pike).heavy && t.troop(TroopKind::Cavalry).heavy);
  EXPECT_TRUE(t.troop(TroopKind::LooseFoot).line && t.troop(TroopKind::CloseFoot).line && t.troop(TroopKind::Pike).line);
  EXPECT_FALSE(t.troop(TroopKind::Cavalry).line);
  EXPECT_TRUE(t.troop(TroopKind::HorseSkirmisher).horse && t.troop(TroopKind::Cavalry).horse);
  int last = -1;
  for (TroopKind k : {TroopKind::FootSkirmisher, TroopKind::HorseSkirmisher, TroopKind::LooseFoot, TroopKind::CloseFoot,
                      TroopKind::Cavalry, TroopKind::Pike}) {
    EXPECT_GT(t.troop(k).weight, last);
    last = t.troop(k).weight;
  }
}

TEST(WarlordsTroops, ArmourRatingCountsTheLargeShield) {
  UnitProfile p;
  p.armour = -1;
  p.largeShield = true;
  EXPECT_EQ(p.armourRating(), -2);
}

TEST(WarlordsScenario, ShippedScenariosLoadWithTheirBriefings) {
  const auto h = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  EXPECT_EQ(h.info.ruleset, "warlords");
  EXPECT_FALSE(h.info.briefing.empty());
  EXPECT_NE(h.info.historicalOutcome.find("Harold was"), std::string::npos) << h.info.historicalOutcome;
  auto g = h.newGame();
  EXPECT_EQ(g->units().size(), 17u);
  const auto m = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  EXPECT_EQ(m.newGame()->units().size(), 14u);
  EXPECT_TRUE(m.info.briefing.empty());  // not a historical battle
  EXPECT_TRUE(m.info.historicalOutcome.empty());
}

const char* kHeader = R"(scenario: {name: t, ruleset: warlords}
battlefield: {table_mm: [800, 800], span_mm: 40, ground_m_per_span: 18}
profiles:
  foot: {name: Foot, type: close_foot, training: irregular, armour: 0, weapon: heavy}
victory: {turn_limit: 5}
)";

TEST(WarlordsScenario, BadInputIsRefusedWithItsPlace) {
  // A unit of one stand: a command stand and some warrior stands (1.6).
  EXPECT_NE(test::scenarioErrors(std::string(kHeader) + R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 1, at: [5, 5], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)").find("test.yaml:7:52: 'stands' must be between 2"), std::string::npos);
  // Units overlapping.
  EXPECT_NE(test::scenarioErrors(std::string(kHeader) + R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [5, 5], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 5.5], facing: 0}]}
)").find("overlaps"), std::string::npos);
  // Off the table (20 spans square).
  EXPECT_NE(test::scenarioErrors(std::string(kHeader) + R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [19.5, 5], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)").find("does not fit"), std::string::npos);
  // A formation the profile may not take, and a spans value that is not a number.
  const std::string e = test::scenarioErrors(std::string(kHeader) + R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 4, at: [5, 5], facing: 0, formation: shieldwall}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [five, 15], facing: 180}]}
)");
  EXPECT_NE(e.find("may not form Shieldwall"), std::string::npos) << e;
  EXPECT_NE(e.find("number of spans"), std::string::npos) << e;
  // Two contingents without an id (a line lost under `contingents:`): each is missing its
  // id, at its place; neither is a duplicate of the other, which would have no place to name.
  const std::string c = test::scenarioErrors(std::string(kHeader) + R"(sides:
  side1:
    name: A
    contingents: [{name: Left}, {name: Right}]
    units: [{profile: foot, stands: 3, at: [5, 5], facing: 0}]
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)");
  EXPECT_NE(c.find("test.yaml:9:19: missing required key 'id'"), std::string::npos) << c;
  EXPECT_NE(c.find("test.yaml:9:33: missing required key 'id'"), std::string::npos) << c;
  EXPECT_EQ(c.find("two contingents"), std::string::npos) << c;
  for (std::size_t at = 0; at < c.size(); at = c.find('\n', at) + 1) {
    EXPECT_EQ(c.compare(at, 10, "test.yaml:"), 0) << "every message has its place: " << c;
    if (c.find('\n', at) == std::string::npos) break;
  }
}

TEST(WarlordsScenario, AtTurnLimitNamesTheSideThatHoldsTheField) {
  const std::string sides = R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [5, 5], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)";
  const std::string header = kHeader;
  const std::string base = header.substr(0, header.find("victory:"));
  EXPECT_EQ(test::scenarioErrors(base + "victory: {turn_limit: 5, at_turn_limit: side2}\n" + sides), "");
  const std::string e = test::scenarioErrors(base + "victory: {turn_limit: 5, at_turn_limit: english}\n" + sides);
  EXPECT_NE(e.find("test.yaml:5:41: 'at_turn_limit' must be draw, strength, side1 or side2"), std::string::npos) << e;
  // Hastings: the English have only to hold until nightfall (the briefing says so).
  const auto h = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  const auto g = h.newGame();
  const auto& wg = dynamic_cast<const WarlordsGame&>(*g);
  EXPECT_EQ(wg.setup().victory.atTurnLimit, TurnLimitOutcome::Holder);
  EXPECT_EQ(wg.setup().victory.holder, Side::One);
  EXPECT_EQ(wg.turnLimitResult().winner, Side::One);
}

TEST(WarlordsScenario, TheRulesetFileIsCompleteAndEveryNumberHasASource) {
  data::YamlReader good = data::YamlReader::fromFile(configPath("rulesets/warlords.yaml"));
  scenario::parseWarlordsTables(good);
  EXPECT_TRUE(good.ok());
  // Dropping a section's source, or a terrain kind's meaning, is an error.
  for (const char* section : {"melee", "terrain"}) {
    YAML::Node copy = YAML::Clone(good.root());
    if (std::string(section) == "melee") copy["melee"].remove("source");
    else copy["terrain"].remove("bog");
    YAML::Emitter out;
    out << copy;
    data::YamlReader bad = data::YamlReader::fromString(out.c_str(), "warlords.yaml");
    scenario::parseWarlordsTables(bad);
    EXPECT_FALSE(bad.ok()) << section;
  }
}

}  // namespace
}  // namespace sandtable::test
