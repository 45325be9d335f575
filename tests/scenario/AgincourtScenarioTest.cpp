// Agincourt 1415 (config/scenarios/warlords_agincourt_1415.yaml on
// config/battlefields/agincourt.yaml) is the field and the armies its briefing describes:
// every unit on the table on ground it may enter; stakes half a span before each body of
// archers, their sharp side toward the French, none before the men-at-arms; the woods of
// Agincourt and Tramecourt closing the flanks and narrowing toward the English; the
// ploughed field a Muddy field (001 3.2.2) between the armies that costs the French a span
// and their own armour in melee (2.6.1 B) while the English stand on firm ground; the
// victory the scenario's comments argue for; and every narration cue names a real unit or
// personality.
#include <gtest/gtest.h>

#include <set>

#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/HistoricalBattle.h"
#include "support/HistoricalCues.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

constexpr const char* kAgincourt = "scenarios/warlords_agincourt_1415.yaml";

struct Agincourt : HistoricalBattle {
  Agincourt() : HistoricalBattle(kAgincourt) {}
  bool isArchers(const UnitState& u) const { return g.profile(u).longbow; }
  // The x of the first forest met walking from the table's centre line west (or east) at y.
  double woodEdge(double y, int dir) const {
    for (double x = 20; x > 0 && x < 40; x += 0.1 * dir) {
      if (field.terrainAt(at(x, y)) == TerrainKind::Forest) return x;
    }
    return dir < 0 ? 0 : 40;
  }
  // The block's west and east edges, in spans.
  double westX(const UnitState& u) const {
    const Rect b = g.block(u);
    return static_cast<double>(b.centre.x - b.width / 2) / g.span();
  }
  double eastX(const UnitState& u) const {
    const Rect b = g.block(u);
    return static_cast<double>(b.centre.x + b.width / 2) / g.span();
  }
};

TEST_F(Agincourt, LoadsWithTheArmiesAndTheVictoryItsCommentsArgueFor) {
  EXPECT_EQ(scenario.info.name, "Agincourt, 1415");
  EXPECT_FALSE(scenario.info.briefing.empty());
  EXPECT_FALSE(scenario.info.historicalOutcome.empty());
  int english = 0, french = 0;
  for (const UnitState& u : g.unitStates()) (u.side == Side::One ? english : french)++;
  EXPECT_EQ(english, 7);
  EXPECT_EQ(french, 10);
  const Victory& v = g.setup().victory;
  EXPECT_EQ(v.turnLimit, 12);
  EXPECT_EQ(v.atTurnLimit, TurnLimitOutcome::Holder);
  EXPECT_EQ(v.holder, Side::One) << "the English win if they are unbroken when the fighting ends";
  EXPECT_EQ(v.decisivePersonalities, std::vector<std::string>{"Henry V"});
  EXPECT_FALSE(g.flat()) << "played on the measured field, not a flat table";
}

TEST_F(Agincourt, TheTroopsHaveTheirWarlordsCharacteristics) {
  const UnitState& archers = unitNamed("Archers of the left wing");
  const UnitProfile& bow = g.profile(archers);
  EXPECT_EQ(bow.type, TroopKind::LooseFoot);
  EXPECT_TRUE(bow.longbow && bow.massed && bow.missiles == MissileKind::Heavy) << "3.3.1 longbows";
  EXPECT_EQ(bow.armour, 1) << "unarmoured, as Le Fèvre and Waurin describe them";
  const UnitProfile& king = g.profile(unitNamed("The King's battle"));
  EXPECT_EQ(king.type, TroopKind::CloseFoot) << "the English men-at-arms fought on foot";
  EXPECT_LT(king.armour, 0);
  const UnitProfile& vanguard = g.profile(unitNamed("Boucicaut's vanguard"));
  EXPECT_EQ(vanguard.type, TroopKind::CloseFoot);
  EXPECT_TRUE(vanguard.impetuous);
  const UnitProfile& horse = g.profile(unitNamed("Saveuse's horse"));
  EXPECT_EQ(horse.type, TroopKind::Cavalry);
  EXPECT_TRUE(horse.impetuous) << "French knights are Impetuous";
  EXPECT_EQ(horse.weapon, HandWeapon::Lances);
}

TEST_F(Agincourt, EveryUnitStandsOnTheTableOnGroundItMayEnterClearOfTheWoods) {
  const Rect table = field.bounds();
  for (const UnitState& u : g.unitStates()) {
    const Rect b = g.block(u);
    for (const Point& c : corners(b)) EXPECT_TRUE(contains(table, c)) << nameOf(u);
    EXPECT_FALSE(g.groundUnder(b).impassable) << nameOf(u);
    for (const Point& c : corners(b)) {
      EXPECT_NE(field.terrainAt(c), TerrainKind::Forest) << nameOf(u) << " stands in a wood";
    }
    // The English in the south facing north, the French in the north facing south.
    if (u.side == Side::One) {
      EXPECT_EQ(u.pose.facing, degrees(0));
      EXPECT_LT(frontY(u), 10.0);
    } else {
      EXPECT_EQ(u.pose.facing, degrees(180));
      EXPECT_GT(frontY(u), 11.0);
    }
  }
}

TEST_F(Agincourt, StakesStandBeforeEveryBodyOfArchersWithTheirSharpSideTowardTheFrench) {
  const auto& defences = g.setup().defences;
  ASSERT_EQ(defences.size(), 4u);
  for (const FieldDefence& d : defences) {
    EXPECT_EQ(d.kind, DefenceKind::Stakes);
    EXPECT_EQ(d.owner, Side::One);
  }
  int archerBodies = 0;
  for (const UnitState& u : g.unitStates()) {
    if (u.side != Side::One) continue;
    const std::string& name = nameOf(u);
    // A line from 3 spans in front of the unit's centre back to just behind its front edge.
    const Point from{u.pose.front.x, u.pose.front.y + 3 * g.span()};
    const Point to{u.pose.front.x, u.pose.front.y - g.span() / 10};
    const auto hits = g.defencesCrossed(from, to);
    if (!isArchers(u)) {
      EXPECT_TRUE(hits.empty()) << name << ": the men-at-arms had no stakes";
      continue;
    }
    ++archerBodies;
    ASSERT_EQ(hits.size(), 1u) << name;
    EXPECT_TRUE(hits[0].fromSpecialSide) << name << ": a Frenchman coming on meets the sharp side";
    const Length ahead = hits[0].where.y - u.pose.front.y;
    EXPECT_GT(ahead, 0) << name << ": the stakes are in front of the archers";
    EXPECT_LE(ahead, g.span()) << name << ": ... close in front";
    // The stakes cover the body's whole front, and the English walk out from the safe side.
    for (double x : {westX(u) + 0.2, eastX(u) - 0.2}) {
      const auto edge = g.defencesCrossed(at(x, frontY(u) - 0.1), at(x, frontY(u) + 3));
      ASSERT_EQ(edge.size(), 1u) << name << " at x " << x;
      EXPECT_FALSE(edge[0].fromSpecialSide);
    }
  }
  EXPECT_EQ(archerBodies, 4);
}

TEST_F(Agincourt, TheWoodsCloseTheFlanksAndNarrowTowardTheEnglish) {
  const double englishLine = 7, frenchWings = 12, frenchSecondLine = 17;
  const double westAtEnglish = woodEdge(englishLine, -1), eastAtEnglish = woodEdge(englishLine, +1);
  const double westAtFrench = woodEdge(frenchSecondLine, -1), eastAtFrench = woodEdge(frenchSecondLine, +1);
  EXPECT_GT(westAtEnglish, 4.0) << "the wood of Agincourt on the west";
  EXPECT_LT(eastAtEnglish, 36.0) << "the wood of Tramecourt on the east";
  EXPECT_GT((eastAtFrench - westAtFrench) - (eastAtEnglish - westAtEnglish), 3.0)
      << "the gap is wider at the French end";
  // The English line fills the gap from wood to wood: its wings within a span of the woods.
  const UnitState& left = unitNamed("Archers of the left wing");
  const UnitState& right = unitNamed("Archers of the right wing");
  EXPECT_LT(westX(left) - westAtEnglish, 1.0);
  EXPECT_LT(eastAtEnglish - eastX(right), 1.0);
  // The French line is not so hemmed in: its wings stand clear of the woods.
  EXPECT_GT(westX(unitNamed("Clignet de Brabant's horse")) - woodEdge(frenchWings, -1), 0.5);
  EXPECT_GT(woodEdge(frenchWings, +1) - eastX(unitNamed("Saveuse's horse")), 0.5);
  // The villages stand where the briefing puts them.
  EXPECT_EQ(field.terrainAt(at(19, 0.5)), TerrainKind::TownLight) << "Maisoncelle behind the English";
  EXPECT_EQ(field.terrainAt(at(1, 27)), TerrainKind::TownLight) << "Azincourt, north-west";
  EXPECT_EQ(field.terrainAt(at(39, 27)), TerrainKind::TownLight) << "Tramecourt, north-east";
}

TEST_F(Agincourt, TheMudLiesBetweenTheArmiesAndTellsOnTheFrench) {
  // A Muddy field (rough, 3.2.2) from just beyond the stakes to behind the French vanguard,
  // with no slope anywhere on the plateau.
  for (double y : {8.0, 10.0, 14.0, 20.0}) {
    for (double x : {10.0, 20.0, 30.0}) EXPECT_EQ(field.terrainAt(at(x, y)), TerrainKind::Rough) << x << "," << y;
  }
  for (const UnitState& u : g.unitStates()) {
    const WarlordsGame::Ground ground = g.groundUnder(g.block(u));
    EXPECT_FALSE(ground.slope) << nameOf(u);
    if (u.side == Side::One) {
      EXPECT_FALSE(ground.rough) << nameOf(u) << " stands on the headland";
    }
  }
  const UnitId boucicaut = unitNamed("Boucicaut's vanguard").id;
  const UnitState& b = g.unit(boucicaut);
  EXPECT_TRUE(g.groundUnder(g.block(b)).rough) << "the French stood the night in the ploughed field";
  // The mud halves a man-at-arms' walk (2 spans less 1, 2.4.2 and 3.2.1).
  EXPECT_EQ(g.moveAllowance(b, b.pose, b.pose), g.span());
  // At the English line the French fight with their own armour against them (2.6.1 B), the
  // English on firm ground do not.
  const UnitId king = unitNamed("The King's battle").id;
  W::unit(g, boucicaut).pose = {at(20, 7), degrees(180)};
  auto modifier = [](const WarlordsGame::MeleeOdds& o, const std::string& label) {
    int v = 0;
    for (const Modifier& m : o.modifiers) v += m.label == label ? m.value : 0;
    return v;
  };
  EXPECT_EQ(modifier(g.meleeOdds(g.unit(boucicaut), g.unit(king)), "own armour on rough ground"),
            g.profile(b).armour);
  EXPECT_EQ(modifier(g.meleeOdds(g.unit(king), g.unit(boucicaut)), "own armour on rough ground"), 0);
}

TEST_F(Agincourt, NarrationCuesNameRealUnitsAndPersonalities) {
  EXPECT_GE(scenario.info.narration.size(), 10u);
  const std::set<std::string> lost = expectCuesNameRealUnitsAndPersonalities(scenario, g, "Agincourt");
  EXPECT_TRUE(lost.count("Henry V")) << "the decisive personality has his cue";
  EXPECT_TRUE(lost.count("Edward, Duke of York"));
}

}  // namespace
}  // namespace sandtable::test
