// 001 3.2 on the shipped battlefields: both Warlords scenarios are played on measured
// ground, Senlac ridge puts the English uphill of the Normans who climb it (the melee
// modifier of 2.6.1 B and the slope of 3.2.1), the bog and the Weald cost what
// config/rulesets/warlords.yaml says, and a scenario whose battlefield is not in spans or
// that stands a unit in a river is refused at its place.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/ScenarioText.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Loaded {
  scenario::LoadedScenario scenario;
  std::unique_ptr<Game> game;
  WarlordsGame& warlords() { return dynamic_cast<WarlordsGame&>(*game); }
};

Loaded load(const std::string& name) {
  Loaded l{scenario::loadScenario(configPath("scenarios/" + name)), nullptr};
  l.game = l.scenario.newGame();
  return l;
}

UnitId unitNamed(const Game& g, const std::string& name) {
  for (const UnitView& u : g.units()) {
    if (u.name == name) return u.id;
  }
  ADD_FAILURE() << "no unit called " << name;
  return kNoUnit;
}

int modifier(const WarlordsGame::MeleeOdds& o, const std::string& label) {
  int v = 0;
  for (const Modifier& m : o.modifiers) v += m.label == label ? m.value : 0;
  return v;
}

TEST(WarlordsScenarioTerrain, BothScenariosArePlayedOnMeasuredGround) {
  for (const char* name : {"warlords_hastings_1066.yaml", "warlords_meeting_engagement.yaml"}) {
    Loaded l = load(name);
    const Battlefield& bf = *l.scenario.battlefield;
    EXPECT_EQ(dynamic_cast<const FlatBattlefield*>(&bf), nullptr) << name;
    EXPECT_FALSE(l.warlords().flat()) << name << ": the rules must ask this ground";
    // Some of the table is steeper than the slope of 3.2.1, and some is not level at all.
    const Rect b = bf.bounds();
    int slopes = 0;
    Length low = bf.elevationAt(b.centre), high = low;
    for (int i = 1; i < 40; ++i) {
      for (int j = 1; j < 28; ++j) {
        const Point p{b.width * i / 40, b.depth * j / 28};
        slopes += bf.slopeAt(p).gradientPermille >= l.warlords().tables().movement.slopeGradientPermille;
        low = std::min(low, bf.elevationAt(p));
        high = std::max(high, bf.elevationAt(p));
      }
    }
    EXPECT_GT(slopes, 20) << name;
    EXPECT_GT(high - low, l.warlords().span() / 2) << name << ": at least 9 m of relief";
  }
}

TEST(WarlordsScenarioTerrain, TheEnglishOnSenlacRidgeAreUphillOfTheNormansBelow) {
  Loaded l = load("warlords_hastings_1066.yaml");
  WarlordsGame& g = l.warlords();
  const Battlefield& bf = *l.scenario.battlefield;
  const UnitId king = unitNamed(g, "The King's housecarls");
  const UnitId foot = unitNamed(g, "Norman foot");
  // As deployed: the shieldwall on the crest, the Norman foot in the valley.
  EXPECT_TRUE(bf.isUphillOf(g.block(g.unit(king)), g.block(g.unit(foot)), g.span()));
  EXPECT_FALSE(bf.isUphillOf(g.block(g.unit(foot)), g.block(g.unit(king)), 0));
  // The climb between them is a slope (3.2.1): the Normans lose a span on it...
  EXPECT_FALSE(g.groundUnder(g.block(g.unit(foot))).slope) << "they form up on the level";
  W::unit(g, foot).pose = {at(20, 14), 0};
  EXPECT_TRUE(g.groundUnder(g.block(g.unit(foot))).slope);
  // ...and once they reach the shieldwall they fight uphill (2.6.1 B), as Melee counts it.
  W::unit(g, foot).pose = {at(18, 18), 0};
  const int uphill = g.tables().melee.uphillOpponent;
  ASSERT_NE(uphill, 0);
  EXPECT_EQ(modifier(g.meleeOdds(g.unit(foot), g.unit(king)), "uphill opponent"), uphill);
  EXPECT_EQ(modifier(g.meleeOdds(g.unit(king), g.unit(foot)), "uphill opponent"), 0);
}

TEST(WarlordsScenarioTerrain, TheBogAndTheWealdCostWhatTheRulesetSays) {
  Loaded l = load("warlords_hastings_1066.yaml");
  WarlordsGame& g = l.warlords();
  const Battlefield& bf = *l.scenario.battlefield;
  const MovementTable& m = g.tables().movement;
  const UnitId foot = unitNamed(g, "Norman foot");
  auto allowanceAt = [&](Point front) {
    W::unit(g, foot).pose = {front, 0};
    const UnitState& u = g.unit(foot);
    return g.moveAllowance(u, u.pose, u.pose);
  };
  const Length open = allowanceAt(at(20, 8));
  const int spans = static_cast<int>(open / g.span());
  ASSERT_EQ(open, spans * g.span()) << "the valley floor is open, level ground";

  // The bottom of the western brook: bog, rough and slow (3.2.2), and level.
  W::unit(g, foot).pose = {at(7, 11.3), 0};
  EXPECT_EQ(bf.terrainAt(g.block(g.unit(foot)).centre), TerrainKind::Bog);
  const WarlordsGame::Ground bog = g.groundUnder(g.block(g.unit(foot)));
  EXPECT_TRUE(bog.rough && bog.slow && !bog.slope && !bog.impassable);
  EXPECT_EQ(allowanceAt(at(7, 11.3)), (spans - m.roughPenalty) * g.span() / m.slowTerrainDivisor);

  // The Weald behind the English: forest, rough ground (the ruleset's reconstruction).
  W::unit(g, foot).pose = {at(10, 26.5), 0};
  EXPECT_EQ(bf.terrainAt(g.block(g.unit(foot)).centre), TerrainKind::Forest);
  const WarlordsGame::Ground forest = g.groundUnder(g.block(g.unit(foot)));
  EXPECT_TRUE(forest.rough && !forest.slow && !forest.slope);
  EXPECT_EQ(allowanceAt(at(10, 26.5)), (spans - m.roughPenalty) * g.span());

  // Light troops are not slowed by rough ground (3.2.1); the bog still halves them.
  const UnitId archers = unitNamed(g, "Breton archers");
  const UnitState& a = g.unit(archers);
  W::unit(g, archers).pose = {at(20, 8), 0};
  const Length archersOpen = g.moveAllowance(a, a.pose, a.pose);
  W::unit(g, archers).pose = {at(6, 11.4), 0};
  const WarlordsGame::Ground light = g.groundUnder(g.block(a));
  EXPECT_TRUE(light.rough && light.slow && !light.slope);
  EXPECT_EQ(g.moveAllowance(a, a.pose, a.pose), archersOpen / m.slowTerrainDivisor);
}

const char* kArmies = R"(profiles:
  foot: {name: Foot, type: close_foot, training: irregular, armour: 0, weapon: heavy}
victory: {turn_limit: 5}
sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [5, 5], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)";

TEST(WarlordsScenarioTerrain, TheBattlefieldMustBeMeasuredInSpans) {
  // Inline, in inches: the error is at the scale's unit.
  const std::string inches = test::scenarioErrors(std::string(R"(scenario: {name: t, ruleset: warlords}
battlefield:
  scale: {unit: inch, ground_m: 10}
  size: [20, 20]
)") + kArmies);
  EXPECT_NE(inches.find("test.yaml:3:17: the battlefield is measured in inch; Warlords measures in spans"),
            std::string::npos)
      << inches;
  // A span of a size no Warlords base has.
  const std::string tiny = test::scenarioErrors(std::string(R"(scenario: {name: t, ruleset: warlords}
battlefield: {scale: {unit: span, unit_mm: 2, ground_m: 18}, size: [20, 20]}
)") + kArmies);
  EXPECT_NE(tiny.find("test.yaml:2:29: the battlefield has a span of 2"), std::string::npos) << tiny;
  // The span is the battlefield's own: restating it beside a battlefield file is refused
  // rather than risk two numbers that disagree.
  const std::string restated = test::scenarioErrors(std::string(R"(scenario: {name: t, ruleset: warlords}
battlefield: {file: battlefields/wend_brook.yaml, span_mm: 25}
)") + kArmies);
  EXPECT_NE(restated.find("test.yaml:2:60: a measured battlefield gives the span in its scale"), std::string::npos)
      << restated;
  // And a flat table may not also be a measured one.
  const std::string both = test::scenarioErrors(std::string(R"(scenario: {name: t, ruleset: warlords}
battlefield: {table_mm: [800, 800], span_mm: 40, ground_m_per_span: 18, size: [20, 20]}
)") + kArmies);
  EXPECT_NE(both.find("test.yaml:2:25: 'table_mm' is the open flat table"), std::string::npos) << both;
}

TEST(WarlordsScenarioTerrain, AUnitMayNotBePlacedOnImpassableGround) {
  const std::string header = R"(scenario: {name: t, ruleset: warlords}
battlefield:
  scale: {unit: span, unit_mm: 40, ground_m: 18}
  size: [20, 20]
  features: [{type: river, line: [[0, 10], [20, 10]], width: 0.6}]
profiles:
  foot: {name: Foot, type: close_foot, training: irregular, armour: 0, weapon: heavy}
victory: {turn_limit: 5}
)";
  // Front edge on the bank, body in the water: refused at its 'at'.
  const std::string wet = test::scenarioErrors(header + R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [5, 9.9], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)");
  EXPECT_NE(wet.find("test.yaml:10:59: the unit stands on impassable ground there (river"), std::string::npos) << wet;
  // Clear of the river it loads.
  EXPECT_EQ(test::scenarioErrors(header + R"(sides:
  side1: {name: A, units: [{profile: foot, stands: 3, at: [5, 9.0], facing: 0}]}
  side2: {name: B, units: [{profile: foot, stands: 3, at: [5, 15], facing: 180}]}
)"),
            "");
}

}  // namespace
}  // namespace sandtable::test
