// session::battleReportHtml: the battle report as one web page. Its sections in order, its maps
// of the turning points (the start, the end, at most six) with every unit's stands in its side's
// colour and its name, the pictures inside the file with their shown/missing marks, names with
// < & > ' escaped in the page and in the pictures, the same bytes from the same file, and the
// odds of the table's chart told as the CLI's --odds tells the same games.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <string>

#include "scenario/MatchFile.h"
#include "session/BattleMap.h"
#include "session/BattleReportHtml.h"
#include "session/HtmlText.h"
#include "session/MatchSession.h"
#include "session/TurnOdds.h"
#include "session/TurningPoints.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

const char* const kMicroBattle = "config/scenarios/microbattle_meeting_engagement.yaml";
const char* const kHastings = "config/scenarios/warlords_hastings_1066.yaml";

// A battle of `scenario` the random AIs fought to its end with this seed, saved and loaded back.
scenario::LoadedMatch fought(const std::filesystem::path& scenario, std::uint64_t seed, const std::string& name) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = scenario::scenarioReference(scenario);
  session::MatchSession s(scenario::loadScenario(scenario), o);
  NullSink quiet;
  while (!s.over()) s.submit(s.aiAction(), quiet);
  // A scenario outside the data folders is named by a match beside it (docs/limits.md).
  const bool shipped = o.scenarioRef.front() != '/';
  const auto path = (shipped ? test::scratchDir("battle_report_html_" + name) : scenario.parent_path()) / (name + ".yaml");
  s.save(path);
  return scenario::loadMatchFile(path);
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + what.size())) ++n;
  return n;
}

// The SVG documents of the page's pictures, their data: URIs decoded.
std::vector<std::string> pictures(const std::string& page, const std::string& kind) {
  std::vector<std::string> out;
  const std::string open = "<figure class=\"" + kind + "\" data-shown=\"no\">\n<img src=\"data:image/svg+xml;charset=utf-8,";
  for (std::size_t p = page.find(open); p != std::string::npos; p = page.find(open, p + 1)) {
    const std::size_t from = p + open.size(), to = page.find('"', from);
    std::string svg;
    for (std::size_t i = from; i < to; ++i) {
      if (page[i] == '%') {
        svg += static_cast<char>(std::stoi(page.substr(i + 1, 2), nullptr, 16));
        i += 2;
      } else {
        svg += page[i];
      }
    }
    out.push_back(svg);
  }
  return out;
}

}  // namespace

TEST(BattleReportHtml, EverySectionInOrderWithItsPictures) {
  for (const auto& [file, name] : {std::pair{kMicroBattle, "microbattle"}, std::pair{kHastings, "hastings"}}) {
    SCOPED_TRACE(name);
    const scenario::LoadedMatch lm = fought(test::sourceRoot() / file, 3, name);
    const std::string page = session::battleReportHtml(lm);
    const scenario::ScenarioInfo& info = lm.scenario.info;
    ASSERT_EQ(page.rfind("<!DOCTYPE html>\n", 0), 0u);
    std::vector<std::string> order{"<title>" + info.name + ": battle report</title>", "<h1>",
                                   "<section id=\"result\">"};
    if (info.hasBriefing()) order.push_back("<section id=\"briefing\">");
    order.insert(order.end(), {"<section id=\"maps\">", "<section id=\"turns\">", "<section id=\"attacks\">"});
    if (info.historical()) order.push_back("<section id=\"chronicle\">");
    order.insert(order.end(), {"<section id=\"armies\">", "<section id=\"odds\">"});
    if (info.historical()) order.push_back("<section id=\"history\">");
    order.insert(order.end(), {"<footer>", "sandtable-cli replay --verbose " + std::string(name) + ".yaml", "</html>\n"});
    std::size_t last = 0;
    for (const std::string& text : order) {
      const std::size_t p = page.find(text);
      ASSERT_NE(p, std::string::npos) << "no '" << text << "'";
      EXPECT_GE(p, last) << "'" << text << "' is out of order";
      last = p;
    }
    // The maps: the start, the end, and the turning points between, at most six.
    const std::size_t maps = count(page, "<figure class=\"map\"");
    EXPECT_GE(maps, 2u);
    EXPECT_LE(maps, session::kMostMaps);
    EXPECT_EQ(pictures(page, "map").size(), maps) << "every map an SVG inside the page";
    EXPECT_NE(page.find("<strong>The start.</strong>"), std::string::npos);
    EXPECT_NE(page.find("<strong>The end, turn "), std::string::npos);
    // The losses chart; the odds were not worked out, and the page says how to add them.
    EXPECT_EQ(pictures(page, "chart").size(), 1u);
    EXPECT_NE(page.find("The odds were not worked out for this report."), std::string::npos);
    // Every picture marks its figure when it loads, or when it cannot.
    const std::size_t figures = count(page, "<figure ");
    EXPECT_EQ(count(page, "data-shown=\"no\""), figures);
    EXPECT_EQ(count(page, "onload=\"this.parentNode.setAttribute('data-shown','yes')\""), figures);
    EXPECT_EQ(count(page, "onerror=\"this.parentNode.setAttribute('data-shown','missing')\""), figures);
    // Self-contained: nothing fetched from elsewhere, no path of this machine.
    EXPECT_EQ(page.find("http://www.w3.org/2000/svg\"", page.find("</head>")), std::string::npos)
        << "the pictures' own namespaces are inside their URIs, encoded";
    EXPECT_EQ(page.find("src=\"http"), std::string::npos);
    EXPECT_EQ(page.find(test::sourceRoot().string()), std::string::npos);
    // Printable: no page break inside a picture.
    EXPECT_NE(page.find("figure { margin: 1rem 0 1.4rem; break-inside: avoid; page-break-inside: avoid; }"),
              std::string::npos);
  }
}

// Each map draws every unit still on the table: each of its stands a rectangle in its side's
// colour, and its name; a unit off the table is not drawn.
TEST(BattleReportHtml, MapsDrawEveryUnitOnTheTableInItsSidesColour) {
  const scenario::LoadedMatch lm = fought(test::sourceRoot() / kHastings, 3, "hastings_units");
  const session::BattleAccount account = session::accountOf(lm);
  const session::MapGround ground = session::mapGroundOf(lm.scenario);
  ASSERT_FALSE(ground.groundPng.empty()) << "the ground is shaded";
  EXPECT_EQ(ground.groundPng.rfind("data:image/png;base64,iVBORw0KGgo", 0), 0u) << "a PNG";
  for (const session::TableMoment* m : {&account.turnStarts.front(), &account.end}) {
    const std::string svg = session::battleMapSvg(ground, m->units, m->broken);
    std::array<std::size_t, 2> stands{0, 0};
    for (const UnitView& u : m->units) {
      if (u.status != UnitStatus::Active) {
        EXPECT_EQ(svg.find(">" + session::html::escape(session::mapLabelLines(u.name).front()) + "<"),
                  std::string::npos)
            << u.name;
        continue;
      }
      stands[static_cast<std::size_t>(sideIndex(u.side))] += u.stands.size();
      for (const std::string& line : session::mapLabelLines(u.name))
        EXPECT_NE(svg.find(">" + session::html::escape(line) + "</tspan>"), std::string::npos) << u.name;
    }
    for (std::size_t side = 0; side < 2; ++side)
      EXPECT_EQ(count(svg, std::string("fill=\"") + session::kSideColours[side] + "\""), stands[side]) << side;
    EXPECT_NE(svg.find("<image "), std::string::npos) << "over the shaded ground";
  }
}

TEST(BattleReportHtml, TheTurningPointsAreTheStartTheTurnsThatBrokeUnitsAndTheEnd) {
  const scenario::LoadedMatch lm = fought(test::sourceRoot() / kHastings, 5, "hastings_turns");
  const session::BattleAccount a = session::accountOf(lm);
  const std::vector<session::TurningPoint> points = session::turningPoints(a);
  ASSERT_GE(points.size(), 2u);
  ASSERT_LE(points.size(), session::kMostMaps);
  EXPECT_EQ(points.front().title, "The start");
  EXPECT_EQ(points.front().moment, &a.turnStarts.front());
  EXPECT_EQ(points.back().title, "The end, turn " + std::to_string(a.turns));
  EXPECT_EQ(points.back().moment, &a.end);
  std::vector<int> losing;  // the turns before the last that broke or dispersed a unit
  for (int turn = 1; turn < a.turns; ++turn) {
    if (session::unitsLostIn(a, turn) > 0) losing.push_back(turn);
  }
  ASSERT_FALSE(losing.empty()) << "units break in a battle fought to its end";
  int previous = 0;
  for (std::size_t i = 1; i + 1 < points.size(); ++i) {
    const int turn = std::stoi(points[i].title.substr(std::string("After turn ").size()));
    EXPECT_GT(turn, previous) << "in the order they came";
    previous = turn;
    EXPECT_GT(session::unitsLostIn(a, turn), 0) << points[i].title;
    EXPECT_EQ(points[i].moment->turn, turn + 1) << "the table at the turn's end";
    EXPECT_FALSE(points[i].why.empty());
  }
  EXPECT_EQ(points.size() - 2, std::min(losing.size(), session::kMostMaps - 2));
}

// Names with < & > ' in them (a scenario's, a side's, a unit's) are text in the page and in its
// pictures, never markup.
TEST(BattleReportHtml, NamesAreEscapedInThePageAndInItsPictures) {
  std::string yaml = test::fileText(test::sourceRoot() / kMicroBattle);
  auto replace = [&](const std::string& from, const std::string& to) {
    const std::size_t p = yaml.find(from);
    ASSERT_NE(p, std::string::npos) << from;
    yaml.replace(p, from.size(), to);
  };
  replace("\"Meeting Engagement at the Ridge\"", "\"Meeting <b>Engagement</b> & 'Co'\"");
  replace("name: Romans", "name: \"Romans & <allies>\"");
  replace("\"Legio IX, first cohorts\"", "\"Legio <IX> & co\"");
  const auto dir = test::scratchDir("battle_report_html_escaped_scenario");
  std::ofstream(dir / "escaped_scenario.yaml") << yaml;
  const scenario::LoadedMatch lm = fought(dir / "escaped_scenario.yaml", 4, "escaped");
  const std::string page = session::battleReportHtml(lm);
  EXPECT_NE(page.find("<title>Meeting &lt;b&gt;Engagement&lt;/b&gt; &amp; &#39;Co&#39;: battle report</title>"),
            std::string::npos);
  EXPECT_NE(page.find("Romans &amp; &lt;allies&gt;"), std::string::npos);
  EXPECT_NE(page.find("Legio &lt;IX&gt; &amp; co"), std::string::npos) << "in the armies";
  for (const char* raw : {"<b>", "<allies>", "<IX>", "& co", "& 'Co'"})
    EXPECT_EQ(page.find(raw), std::string::npos) << raw;
  bool labelled = false;
  for (const std::string& svg : pictures(page, "map")) {
    for (const char* raw : {"<IX>", "<allies>"}) EXPECT_EQ(svg.find(raw), std::string::npos) << raw;
    labelled |= svg.find(">Legio &lt;IX&gt; &amp; co</tspan>") != std::string::npos;
  }
  EXPECT_TRUE(labelled) << "the unit's name on a map, escaped";
  for (const std::string& svg : pictures(page, "chart")) EXPECT_NE(svg.find("Romans &amp; &lt;allies&gt;"), std::string::npos);
}

TEST(BattleReportHtml, TheSameFileGivesTheSameBytes) {
  const scenario::LoadedMatch first = fought(test::sourceRoot() / kHastings, 4, "hastings_twice");
  const std::string page = session::battleReportHtml(first);
  const scenario::LoadedMatch again = scenario::loadMatchFile(first.file);
  EXPECT_EQ(session::battleReportHtml(again), page);
}

// The table's odds chart (games from every turn's start) gives the page the CLI's --odds gives
// for the same games: the chart, the table of turns and the biggest swing.
TEST(BattleReportHtml, OddsAlreadyPlayedAreToldAsTheCliPlaysThem) {
  const scenario::LoadedMatch lm = fought(test::sourceRoot() / kMicroBattle, 5, "microbattle_odds");
  session::HtmlReportOptions played;
  played.report.oddsGames = 2;
  played.report.oddsLevel = "random";
  const std::string page = session::battleReportHtml(lm, played);
  EXPECT_EQ(pictures(page, "chart").size(), 2u) << "the losses and the odds";
  EXPECT_NE(page.find("The biggest swing: turn "), std::string::npos);
  EXPECT_NE(page.find("sandtable-cli whatif --match microbattle_odds.yaml --each-turn --games 2 --seed 1 --side1 "
                      "ai:random --side2 ai:random"),
            std::string::npos);
  session::HtmlReportOptions known;
  const auto random = *session::PlayerSpec::parse("ai:random");
  known.report.knownOdds = session::KnownOdds{session::oddsByTurn(lm, 2, 1, {random, random}), 2, 1, "random"};
  EXPECT_EQ(session::battleReportHtml(lm, known), page);
}
