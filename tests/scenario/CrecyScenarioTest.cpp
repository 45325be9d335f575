// Crécy 1346 (config/scenarios/warlords_crecy_1346.yaml on config/battlefields/crecy.yaml)
// is the field and the armies its briefing describes: every unit on the table on ground it
// may enter; the English on the crest of the ridge with its slope (001 3.2.1) below them,
// the French at its foot; the Genoese without pavises; the park of wagons a tabor (3.3.3.1)
// behind the English with its one entrance toward the army; the windmill on the knoll beside
// the King's battle; the victory the scenario's comments argue for; and every narration cue
// names a real unit or personality.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "battlefield/BulletBattlefield.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/HistoricalBattle.h"
#include "support/HistoricalCues.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

constexpr const char* kCrecy = "scenarios/warlords_crecy_1346.yaml";

struct Crecy : HistoricalBattle {
  Crecy() : HistoricalBattle(kCrecy) {}
};

TEST_F(Crecy, LoadsWithTheArmiesAndTheVictoryItsCommentsArgueFor) {
  EXPECT_EQ(scenario.info.name, "Crécy, 1346");
  EXPECT_FALSE(scenario.info.briefing.empty());
  EXPECT_FALSE(scenario.info.historicalOutcome.empty());
  int english = 0, french = 0;
  for (const UnitState& u : g.unitStates()) (u.side == Side::One ? english : french)++;
  EXPECT_EQ(english, 7);
  EXPECT_EQ(french, 9);
  const Victory& v = g.setup().victory;
  EXPECT_EQ(v.turnLimit, 14);
  EXPECT_EQ(v.atTurnLimit, TurnLimitOutcome::Holder);
  EXPECT_EQ(v.holder, Side::One) << "the English win if they still hold the ridge when night ends it";
  EXPECT_EQ(v.decisivePersonalities, (std::vector<std::string>{"Edward III", "Philip VI"}));
  EXPECT_FALSE(g.flat());
}

TEST_F(Crecy, TheTroopsHaveTheirWarlordsCharacteristics) {
  const UnitProfile& bow = g.profile(unitNamed("Archers of the right"));
  EXPECT_TRUE(bow.longbow && bow.massed && bow.missiles == MissileKind::Heavy) << "3.3.1 longbows";
  const UnitProfile& prince = g.profile(unitNamed("The Prince of Wales' battle"));
  EXPECT_EQ(prince.type, TroopKind::CloseFoot) << "Edward dismounted his men-at-arms";
  EXPECT_EQ(prince.armour, -1) << "mail and plates in 1346, and not Slow";
  const UnitProfile& genoese = g.profile(unitNamed("Genoese crossbowmen of the left"));
  EXPECT_EQ(genoese.missiles, MissileKind::Heavy);
  EXPECT_TRUE(genoese.drilled());
  EXPECT_FALSE(genoese.pavisiers) << "their pavises were on the carts (Villani): none to deploy";
  EXPECT_FALSE(genoese.arbalest) << "the longbows outshot them";
  const UnitProfile& knights = g.profile(unitNamed("Alençon's battle"));
  EXPECT_EQ(knights.type, TroopKind::Cavalry);
  EXPECT_TRUE(knights.impetuous);
  EXPECT_EQ(knights.weapon, HandWeapon::Lances);
}

TEST_F(Crecy, EveryUnitStandsOnTheTableTheEnglishAboveTheFrenchBelow) {
  const Rect table = field.bounds();
  for (const UnitState& u : g.unitStates()) {
    const Rect b = g.block(u);
    for (const Point& c : corners(b)) EXPECT_TRUE(contains(table, c)) << nameOf(u);
    EXPECT_FALSE(g.groundUnder(b).impassable) << nameOf(u);
    for (const Point& c : corners(b)) EXPECT_NE(field.terrainAt(c), TerrainKind::TownLight) << nameOf(u);
    if (u.side == Side::One) {
      EXPECT_EQ(u.pose.facing, degrees(180)) << "the English look south, down the slope";
      EXPECT_GT(frontY(u), 18.0);
    } else {
      EXPECT_EQ(u.pose.facing, degrees(0));
      EXPECT_LT(frontY(u), 13.0);
    }
  }
}

TEST_F(Crecy, TheFrenchMustClimbTheRidgeTheEnglishHold) {
  // The south face of the ridge is a Warlords slope (3.2.1) across the whole front...
  for (double x : {8.0, 14.0, 20.0, 26.0, 31.0}) {
    EXPECT_TRUE(g.groundUnder(Rect{at(x, 15.5), degrees(0), g.span(), g.span()}).slope) << "x " << x;
    EXPECT_GT(metresAt(x, 18.5) - metresAt(x, 12.5), 8.0) << "x " << x;
  }
  // ... and every English unit of the front line stands above every French unit of the first.
  for (const UnitState& e : g.unitStates()) {
    if (e.side != Side::One || frontY(e) > 19) continue;
    for (const UnitState& f : g.unitStates()) {
      if (f.side != Side::Two || frontY(f) < 12) continue;
      EXPECT_TRUE(field.isUphillOf(g.block(e), g.block(f), 0)) << nameOf(e) << " over " << nameOf(f);
    }
  }
  // Crécy on the English right (west), Wadicourt on their left (east).
  EXPECT_EQ(field.terrainAt(at(1.5, 21)), TerrainKind::TownLight);
  EXPECT_EQ(field.terrainAt(at(38.5, 21)), TerrainKind::TownLight);
}

TEST_F(Crecy, TheFirstBattleRidesInTheIntervalsOfTheGenoese) {
  // Set level with the crossbowmen, clear of them, so that its way up the slope is open (the
  // scenario's comments: behind them, the horse never reached the English).
  const UnitState& genoese = unitNamed("Genoese crossbowmen of the right");
  for (const char* name : {"Alençon's battle", "The Count of Flanders' battle"}) {
    const UnitState& k = unitNamed(name);
    EXPECT_NEAR(frontY(k), frontY(genoese), 0.01) << name;
    for (const UnitState& o : g.unitStates()) {
      if (o.id == k.id || o.side != Side::Two) continue;
      const Rect ahead{g.block(k).centre + Point{0, 3 * g.span()}, degrees(0), g.block(k).width, 5 * g.span()};
      EXPECT_FALSE(overlaps(ahead, g.block(o))) << nameOf(o) << " stands in " << name << "'s way";
    }
  }
}

TEST_F(Crecy, TheWagonParkIsATaborBehindTheArmyWithItsEntranceTowardIt) {
  const auto& defences = g.setup().defences;
  ASSERT_EQ(defences.size(), 1u);
  const FieldDefence& park = defences.front();
  EXPECT_EQ(park.kind, DefenceKind::Tabor);
  EXPECT_EQ(park.owner, Side::One);
  ASSERT_GE(park.line.size(), 4u);
  EXPECT_EQ(park.line.front(), park.line.back()) << "a closed ring of wagons";
  ASSERT_EQ(park.sallyPorts.size(), 1u) << "a single entrance (Jean le Bel, Froissart)";
  Length south = park.line.front().y;
  for (const Point& p : park.line) {
    south = std::min(south, p.y);
    for (const UnitState& u : g.unitStates()) {
      if (u.side == Side::One) {
        EXPECT_GT(p.y, u.pose.front.y) << "the park is behind " << nameOf(u);
      }
    }
  }
  EXPECT_EQ(park.sallyPorts.front().y, south) << "the entrance faces the army, on the park's south side";
  // Behind it, the wood.
  const Point north = {park.sallyPorts.front().x, park.line.front().y + 3 * g.span()};
  bool wood = false;
  for (const Point& p : park.line) wood = wood || field.terrainAt(Point{p.x, north.y}) == TerrainKind::WoodsMedium;
  EXPECT_TRUE(wood) << "by a wood behind the army";
}

TEST_F(Crecy, TheWindmillStandsOnTheKnollBesideTheKingsBattle) {
  const battlefield::TerrainSpec* spec = battlefield::terrainSpecOf(field);
  ASSERT_NE(spec, nullptr);
  const auto mill = std::find_if(spec->buildings.begin(), spec->buildings.end(),
                                 [](const auto& b) { return b.model == "windmill"; });
  ASSERT_NE(mill, spec->buildings.end()) << "the windmill Edward III watched from (Froissart)";
  const Rect body = mill->footprint;
  // Clear of every unit, within a span of the King's battle's flank and no further back
  // than its rear, and on the same high ground (within a metre of the ground under its rear
  // rank): further back the ridge falls away north.
  for (const UnitState& u : g.unitStates()) EXPECT_FALSE(overlaps(body, g.block(u))) << nameOf(u);
  const UnitState& king = unitNamed("The King's battle");
  const Rect reserve = g.block(king);
  const Length apart =
      std::llabs(body.centre.x - reserve.centre.x) - (body.width + reserve.width) / 2;
  EXPECT_GT(apart, 0);
  EXPECT_LT(apart, g.span());
  const double rearY = frontY(king) + static_cast<double>(reserve.depth) / g.span();
  const double millY = static_cast<double>(body.centre.y) / g.span();
  EXPECT_LT(millY, rearY);
  EXPECT_GT(metresAt(static_cast<double>(body.centre.x) / g.span(), millY),
            metresAt(static_cast<double>(reserve.centre.x) / g.span(), rearY) - 1.0);
  // Its sails face the French, and the box that hides things is the mill's body, not the
  // sweep of its sails: a line at a man's height across the body is blocked, one a few
  // metres in front of it is not.
  EXPECT_EQ(body.facing, degrees(180));
  EXPECT_LT(body.width, g.span() / 3) << "a post mill's body is about 4.5 m; a span is 18 m";
  const Length eye = 2 * kMillimetre * 40 / 18;  // 2 m of ground
  const auto across = [&](Length dy) {
    const Point c = body.centre + Point{0, dy};
    return field.lineOfSight({c - Point{2 * g.span(), 0}, eye, c + Point{2 * g.span(), 0}, eye});
  };
  EXPECT_EQ(across(0).reason, SightBlock::Building);
  EXPECT_TRUE(across(-body.depth).visible) << "in front of the body, where the sails turn";
}

TEST_F(Crecy, NarrationCuesNameRealUnitsAndPersonalities) {
  EXPECT_GE(scenario.info.narration.size(), 10u);
  const std::set<std::string> lost = expectCuesNameRealUnitsAndPersonalities(scenario, g, "Crécy");
  for (const char* who : {"Edward III", "Philip VI", "John, King of Bohemia"}) EXPECT_TRUE(lost.count(who)) << who;
}

}  // namespace
}  // namespace sandtable::test
