// War of the Roses' points battle (config/scenarios/wotr_points_600.yaml): its points_limit read
// and held to at file:line:col, and an army bought to it placed in its side's deployment zone
// the same way every time, the match started from it and saved with the army written in.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "WotrMatchBed.h"
#include "data/ConfigError.h"
#include "rules/wotr/ArmyBuilder.h"
#include "scenario/MatchFile.h"
#include "scenario/Scenario.h"
#include "scenario/wotr/WotrArmyWriter.h"
#include "scenario/wotr/WotrScenario.h"
#include "session/MatchSession.h"
#include "session/Replay.h"

namespace sandtable::test::wotr {
namespace {

using rules::Length;
using rules::Point;
using rules::Side;
using rules::Stand;
using rules::UnitView;
using rules::kInch;
using rules::NullSink;

const std::filesystem::path& pointsPath() {
  static const std::filesystem::path p = configPath("scenarios/wotr_points_600.yaml");
  return p;
}

std::vector<data::ConfigError> errorsOf(const std::string& text) {
  try {
    data::YamlReader r = data::YamlReader::fromString(text, pointsPath().string());
    scenario::ScenarioInfo info = scenario::readScenarioHeader(r, r.root());
    scenario::readWotrScenario(r, r.root(), std::move(info), sharedTables());
  } catch (const data::ConfigErrors& e) {
    return e.errors();
  }
  return {};
}

// A bought army: the longbowmen, billmen and a gun of the first battle, knights in the second.
std::filesystem::path boughtArmy() {
  Army a;
  a.name = "Bought at the table";
  a.commander = "The C-in-C";
  a.wings = {{"battle_1", "The first battle", "The captain of the first battle"},
             {"battle_2", "The second battle", "The captain of the second battle"}};
  rules::wotr::ArmyBuilder b(tables(), a, 600);
  const auto add = [&](Kind kind, const char* wing, FigureGroup g) {
    UnitLine u = b.draft(kind, wing);
    u.groups = {std::move(g)};
    EXPECT_EQ(b.addUnit(rules::wotr::fitted(tables(), u)), "");
  };
  add(Kind::Militia, "battle_1", {24, Protection::Light, {"longbow"}});
  add(Kind::Militia, "battle_1", {24, Protection::Light, {"bill"}});
  add(Kind::Professional, "battle_1", {1, Protection::None, {"artillery"}});
  add(Kind::Knight, "battle_2", {12, Protection::Full, {"lance", "horse"}});
  EXPECT_EQ(b.whyNotReady(), "");
  const std::filesystem::path file = scratchDir("wotr_points") / "bought.yaml";
  scenario::saveWotrArmy(b.army(), file);
  return file;
}

}  // namespace

TEST(WotrPointsBattle, TheScenarioOffersTheArmyWingsTo600Points) {
  const scenario::LoadedScenario s = scenario::loadScenario(pointsPath());
  EXPECT_EQ(s.info.pointsLimit, 600);
  ASSERT_TRUE(s.withArmies);
  const scenario::LoadedScenario meeting =
      scenario::loadScenario(configPath("scenarios/wotr_meeting_engagement.yaml"));
  EXPECT_EQ(meeting.info.pointsLimit, 0);
  EXPECT_FALSE(meeting.withArmies);
  // The army offered is held to the points: it names none of its own.
  const scenario::WotrScenario w = scenario::loadWotrScenario(pointsPath());
  EXPECT_EQ(w.deployment.sides[0].army.points, 600);
}

TEST(WotrPointsBattle, ABadPointsLimitIsRefusedAtItsPlace) {
  const std::string text = fileText(pointsPath());
  for (const char* bad : {"points_limit: 0", "points_limit: many", "points_limit: -5"}) {
    const std::string changed = replaced(text, "points_limit: 600", bad);
    const auto errors = errorsOf(changed);
    ASSERT_EQ(errors.size(), 1u) << bad;
    EXPECT_EQ(errors[0].file, pointsPath().string());
    EXPECT_EQ(errors[0].line, lineOf(changed, bad)) << errors[0].str();
    EXPECT_EQ(errors[0].column, 15) << errors[0].str();
    EXPECT_NE(errors[0].message.find("points_limit"), std::string::npos) << errors[0].str();
  }
  // Under the armies offered (533 points): each side's army is refused where it is named.
  const std::string under = replaced(text, "points_limit: 600", "points_limit: 500");
  const auto errors = errorsOf(under);
  ASSERT_EQ(errors.size(), 2u);
  const std::string army = "army: {file: armies/wotr_sample_wings.yaml}";
  const int side1 = lineOf(under, army);
  const int side2 = side1 + lineOf(under.substr(under.find(army) + 1), army) - 1;
  EXPECT_EQ(errors[0].line, side1) << errors[0].str();
  EXPECT_EQ(errors[1].line, side2) << errors[1].str();
  for (const data::ConfigError& e : errors)
    EXPECT_NE(e.message.find("the army costs 533 points, over the battle's points_limit of 500"),
              std::string::npos)
        << e.str();
}

// The bought army for side 1 in the southern zone (y 0-14"), facing north, the foot in the
// centre and the knights on its right, the gun behind; side 2 keeps the army wings.
TEST(WotrPointsBattle, ABoughtArmyIsPlacedInItsZoneTheSameWayEveryTime) {
  const scenario::LoadedScenario s = scenario::loadScenario(pointsPath());
  const std::filesystem::path army = boughtArmy();
  const scenario::BoughtScenario a = scenario::withBoughtArmies(s, {army, {}});
  const scenario::BoughtScenario b = scenario::withBoughtArmies(s, {army, {}});
  EXPECT_EQ(YAML::Dump(a.document), YAML::Dump(b.document));
  const auto game = a.scenario.newGame();
  EXPECT_EQ(game->stateHash(), b.scenario.newGame()->stateHash());
  int side1 = 0, side2 = 0;
  Length billsX = 0, knightsX = 0, bowsY = 0, gunY = 0;
  for (const UnitView& u : game->units()) {
    if (u.side == Side::Two) {
      ++side2;
      continue;
    }
    ++side1;
    for (const Stand& stand : u.stands) {
      for (const Point& c : corners(stand.footprint)) {
        EXPECT_LE(c.y, 14 * kInch) << u.name;
        EXPECT_GE(c.y, 0) << u.name;
      }
      EXPECT_EQ(stand.footprint.facing, 0) << u.name;
    }
    const Point at = u.stands.front().footprint.centre;
    if (u.name == "Militia (Bill)") billsX = at.x;
    if (u.name == "Knight (Lance, Horse)") knightsX = at.x;
    if (u.name == "Militia (Longbow)") bowsY = at.y;
    if (u.name == "Professional (Artillery)") gunY = at.y;
  }
  EXPECT_EQ(side1, 4);
  EXPECT_EQ(side2, 4);
  EXPECT_GT(knightsX, billsX);
  EXPECT_LT(gunY, bowsY);
  // The bought army's battles are not the offered army's: their opening orders are left to
  // the players (Defend until written), the other side's kept.
  EXPECT_FALSE(a.document["opening_orders"]["side1"].IsDefined());
  EXPECT_EQ(a.document["opening_orders"]["side2"]["horse"].as<std::string>(), "attack");
  EXPECT_EQ(a.document["sides"]["side1"]["army"]["army"]["name"].as<std::string>(),
            "Bought at the table");
}

TEST(WotrPointsBattle, AnArmyOverThePointsIsRefusedAtItsPlace) {
  const std::filesystem::path file = scratchDir("wotr_points") / "big.yaml";
  std::ofstream(file) << "army: {ruleset: wotr, name: Big}\n"
                         "wings: {w: {name: W, leader: L}}\n"
                         "units:\n";
  {
    std::ofstream more(file, std::ios::app);
    for (int i = 0; i < 4; ++i)
      more << "  k" << i
           << ": {name: K" << i
           << ", wing: w, kind: knight, morale: chivalric, bases: 4, figures: 12,"
              " protection: full, weapons: [lance, horse]}\n";
  }
  try {
    scenario::withBoughtArmies(scenario::loadScenario(pointsPath()), {std::filesystem::path{}, file});
    FAIL() << "an army of 624 points was taken";
  } catch (const data::ConfigErrors& e) {
    EXPECT_EQ(e.errors().front().file, file.string());
    EXPECT_EQ(e.errors().front().line, 1);
    EXPECT_NE(e.first().find("the army costs 624 points, over the battle's points_limit of 600"),
              std::string::npos)
        << e.first();
  }
}

// Played to its end by the AI with the bought army, saved with the army written in, and
// replayed from the file alone to the same position.
TEST(WotrPointsBattle, AMatchWithABoughtArmyPlaysToItsEndAndReplays) {
  const scenario::BoughtScenario bought =
      scenario::withBoughtArmies(scenario::loadScenario(pointsPath()), {boughtArmy(), {}});
  session::SessionOptions o;
  o.seed = 3;
  o.players = {session::PlayerSpec{false, "normal"}, session::PlayerSpec{false, "normal"}};
  o.inlineScenario = bought.document;
  session::MatchSession played(bought.scenario, o);
  NullSink quiet;
  for (int i = 0; i < 5000 && !played.over(); ++i) played.submit(played.aiAction(), quiet);
  EXPECT_TRUE(played.over());
  const std::filesystem::path file = scratchDir("wotr_points_match") / "match.yaml";
  played.save(file);
  const scenario::LoadedMatch back = scenario::loadMatchFile(file);
  EXPECT_TRUE(back.record.scenarioRef.empty());
  const session::ReplayReport rep = session::replayMatch(back, quiet);
  EXPECT_TRUE(rep.ok) << rep.error.str();
}

}  // namespace sandtable::test::wotr
