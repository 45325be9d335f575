// session::battleReport: a recorded battle told in Markdown. Its sections in order, its
// per-turn tallies against the events counted here from the replay, the attacks with their
// odds before the dice, the armies as units() shows them, an unfinished recording, the
// historical sections, byte-identical reports, and `|` escaped in tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>
#include <tuple>

#include "rules/core/Match.h"
#include "scenario/MatchFile.h"
#include "session/BattleReport.h"
#include "session/Branch.h"
#include "session/Markdown.h"
#include "session/MatchSession.h"
#include "session/Narration.h"
#include "session/OrderForecast.h"
#include "session/TurnEvents.h"
#include "session/TurnOdds.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

const char* const kMicroBattle = "config/scenarios/microbattle_meeting_engagement.yaml";
const char* const kWarlords = "config/scenarios/warlords_meeting_engagement.yaml";
const char* const kHastings = "config/scenarios/warlords_hastings_1066.yaml";
const char* const kRobertsHastings = "config/scenarios/roberts_hastings_1066.yaml";

// A battle of `scenario` the random AIs fought with this seed, to its end or for `actions`
// actions, saved and loaded back.
scenario::LoadedMatch recorded(const std::filesystem::path& scenario, std::uint64_t seed, const std::string& name,
                               std::size_t actions = SIZE_MAX) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = scenario::scenarioReference(scenario);
  session::MatchSession s(scenario::loadScenario(scenario), o);
  NullSink quiet;
  for (std::size_t i = 0; i < actions && !s.over(); ++i) s.submit(s.aiAction(), quiet);
  // A scenario outside the data folders is named by a match beside it (docs/limits.md).
  const bool shipped = o.scenarioRef.front() != '/';
  const auto path = (shipped ? test::scratchDir("battle_report_" + name) : scenario.parent_path()) / (name + ".yaml");
  s.save(path);
  return scenario::loadMatchFile(path);
}

scenario::LoadedMatch fought(const char* scenario, std::uint64_t seed, const std::string& name) {
  return recorded(test::sourceRoot() / scenario, seed, name);
}

// The recording's match before its first action, to be replayed here as the report replays it.
Match atTheStart(const scenario::LoadedMatch& lm) {
  return Match(lm.scenario.newGame(), lm.record.seed, lm.record.forcedDice);
}

// The recording replayed to its last action: the state the report tells at the end.
Match atTheEnd(const scenario::LoadedMatch& lm) {
  Match match = atTheStart(lm);
  NullSink quiet;
  for (const auto& a : lm.record.actions) match.submit(a.action, quiet);
  return match;
}

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The lines of a section: after its heading, up to the next heading of its level or above.
std::vector<std::string> section(const std::string& report, const std::string& heading) {
  std::vector<std::string> out;
  bool inside = false;
  for (const std::string& line : linesOf(report)) {
    if (inside && (line.rfind("## ", 0) == 0 || line.rfind("# ", 0) == 0 || line == "---")) break;
    if (inside) out.push_back(line);
    if (line == heading) inside = true;
  }
  return out;
}

// A pipe table's cells (escaped pipes kept inside their cell).
std::vector<std::string> cellsOf(const std::string& row) {
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 1; i < row.size(); ++i) {
    if (row[i] == '\\' && i + 1 < row.size() && row[i + 1] == '|') {
      cell += "\\|";
      ++i;
    } else if (row[i] == '|') {
      cells.push_back(cell.substr(cell.find_first_not_of(' ') == std::string::npos ? 0 : cell.find_first_not_of(' ')));
      while (!cells.back().empty() && cells.back().back() == ' ') cells.back().pop_back();
      cell.clear();
    } else {
      cell += row[i];
    }
  }
  return cells;
}

// The rows of the first table in these lines, header first, the rule under it left out.
std::vector<std::vector<std::string>> tableIn(const std::vector<std::string>& lines) {
  std::vector<std::vector<std::string>> rows;
  for (const std::string& line : lines) {
    if (line.rfind("|", 0) != 0) {
      if (!rows.empty()) break;
      continue;
    }
    if (line.rfind("|---", 0) == 0) continue;
    rows.push_back(cellsOf(line));
  }
  return rows;
}

// The table under a side's "### name" heading in the armies section (header row first), or
// nothing when the heading is missing.
std::optional<std::vector<std::vector<std::string>>> armyTable(const std::vector<std::string>& armies,
                                                              const std::string& sideName) {
  const auto from = std::find(armies.begin(), armies.end(), "### " + sideName);
  if (from == armies.end()) return std::nullopt;
  return tableIn(std::vector<std::string>(from + 1, armies.end()));
}

// What each side suffered in each turn, counted here from the events of the recording applied
// action by action: casualty figures, stands lost, hits, units broken (a unit's first rout
// that is not a dispersal's), units dispersed.
struct Counted {
  std::map<int, std::array<std::array<int, 5>, 2>> byTurn;
  std::array<int, 5> total{};
  int largestHit = 0;  // the most hits one event landed
};
Counted countEvents(const scenario::LoadedMatch& lm) {
  Counted c;
  Match match = atTheStart(lm);
  std::set<UnitId> broken, dispersed;
  int turn = 1;
  for (const auto& recordedAction : lm.record.actions) {
    EventList events;
    match.submit(recordedAction.action, events);
    for (const Event& e : events.events) {
      if (e.kind == EventKind::TurnBegan) turn = e.value;
      if (e.side == Side::None) continue;
      int measure = -1, amount = 1;
      if (e.kind == EventKind::CasualtiesTaken) measure = 0, amount = e.value;
      if (e.kind == EventKind::StandsLost) measure = 1, amount = e.value;
      if (e.kind == EventKind::UnitHit) {
        measure = 2, amount = e.value;  // Robert's Rules lands several at once
        c.largestHit = std::max(c.largestHit, e.value);
      }
      if (e.kind == EventKind::UnitRouted && !dispersed.count(e.unit) && broken.insert(e.unit).second) measure = 3;
      if (e.kind == EventKind::UnitDispersed) measure = 4, dispersed.insert(e.unit);
      if (measure < 0) continue;
      c.byTurn[turn][static_cast<std::size_t>(sideIndex(e.side))][static_cast<std::size_t>(measure)] += amount;
      c.total[static_cast<std::size_t>(measure)] += amount;
    }
  }
  return c;
}

std::string lower(std::string text) {
  for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return text;
}

// Each measure as the report words a count of one and of more.
const std::array<std::pair<std::string, std::string>, 5> kMeasureWords{{{"casualty figure", "casualty figures"},
                                                                       {"stand lost", "stands lost"},
                                                                       {"hit", "hits"},
                                                                       {"unit broken", "units broken"},
                                                                       {"unit dispersed", "units dispersed"}}};

// The markers, in order and joined as the report joins them, less those that the report's
// Condition cell says already: a marker, or its value after "label: ", that is the cell's
// place words or the state in brackets after them ("in the fight (Ready)"), whatever the case.
std::string markersNotSaidIn(const std::string& condition, const std::vector<std::string>& markers) {
  const std::size_t bracket = condition.find(" (");
  std::set<std::string> said{lower(condition.substr(0, bracket))};
  if (bracket != std::string::npos) said.insert(lower(condition.substr(bracket + 2, condition.size() - bracket - 3)));
  std::string kept;
  for (const std::string& m : markers) {
    const std::size_t label = m.find(": ");
    if (said.count(lower(label == std::string::npos ? m : m.substr(label + 2)))) continue;
    kept += (kept.empty() ? "" : "; ") + m;
  }
  return kept;
}

std::size_t at(const std::string& report, const std::string& text) {
  const std::size_t p = report.find(text);
  EXPECT_NE(p, std::string::npos) << "the report has no '" << text << "'";
  return p;
}

// The line `battle` and `replay` print for the result, from the replay's own state.
std::string winnerLine(const scenario::LoadedMatch& lm) {
  const Match match = atTheEnd(lm);
  const Result r = match.game().result();
  if (!r.over) return "";
  if (r.winner == Side::None) return "Winner: none, a draw";
  return "Winner: " + lm.scenario.info.sideNames[static_cast<std::size_t>(sideIndex(r.winner))] + " (" +
         std::string(sideKey(r.winner)) + ")";
}

}  // namespace

TEST(BattleReport, EverySectionInOrderForBothRuleSystems) {
  for (const auto& [file, name] : {std::pair{kMicroBattle, "microbattle"}, std::pair{kHastings, "hastings"}}) {
    SCOPED_TRACE(name);
    const scenario::LoadedMatch lm = fought(file, 3, name);
    const std::string report = session::battleReport(lm);
    const scenario::ScenarioInfo& info = lm.scenario.info;
    ASSERT_EQ(report.rfind("# " + info.name + ": battle report\n\n", 0), 0u) << report.substr(0, 200);
    std::vector<std::string> order{"- Rule system: ", "- " + info.sideNames[0] + " (side1): the AI (random)",
                                   "- " + info.sideNames[1] + " (side2): the AI (random)", "- Seed: 3\n",
                                   "- Turns played: ", "- Actions recorded: " + std::to_string(lm.record.actions.size()),
                                   "## Result\n\n" + winnerLine(lm) + "\n"};
    if (info.hasBriefing()) order.push_back("## Briefing\n");
    order.push_back("## Turn by turn\n");
    order.push_back("## The attacks, and their odds before the dice\n");  // random AIs attack
    if (info.historical()) order.push_back("## The chronicle\n");  // turn 1's cue at least
    order.insert(order.end(), {"## The armies at the end\n", "### " + info.sideNames[0] + "\n",
                               "### " + info.sideNames[1] + "\n", "Units in the fight at the start: "});
    if (info.historical()) order.push_back("## What happened in history\n");
    order.insert(order.end(), {"\n---\n", "Final state hash 0x", "sandtable-cli replay --verbose " + std::string(name) + ".yaml\n"});
    std::size_t last = 0;
    for (const std::string& text : order) {
      const std::size_t p = at(report, text);
      EXPECT_GE(p, last) << "'" << text << "' is out of order";
      last = p;
    }
    EXPECT_FALSE(winnerLine(lm).empty()) << "the AIs fight every battle to its end";
    EXPECT_EQ(report.find("## How the odds moved"), std::string::npos) << "no odds unless asked";
    EXPECT_EQ(report.find(test::sourceRoot().string()), std::string::npos) << "no build paths in a report";
    EXPECT_EQ(report.back(), '\n');
    EXPECT_NE(report.substr(report.size() - 2), "\n\n");
  }
}

TEST(BattleReport, TurnTalliesAreTheEventsCountedFromTheReplay) {
  for (const auto& [file, name] :
       {std::pair{kMicroBattle, "microbattle"}, std::pair{kWarlords, "warlords"},
        std::pair{kHastings, "hastings"}, std::pair{kRobertsHastings, "roberts"}}) {
    SCOPED_TRACE(name);
    const scenario::LoadedMatch lm = fought(file, 5, name);
    const std::string report = session::battleReport(lm);
    const Counted counted = countEvents(lm);
    if (std::string(name) == "roberts") {
      EXPECT_GT(counted.largestHit, 1) << "a volley or a combat landing two hits";
    }
    const auto rows = tableIn(section(report, "## Turn by turn"));
    ASSERT_GE(rows.size(), 2u);
    const std::vector<std::string>& head = rows.front();
    const scenario::ScenarioInfo& info = lm.scenario.info;
    EXPECT_EQ(head, (std::vector<std::string>{"Turn", info.sideNames[0] + " lost", info.sideNames[1] + " lost",
                                              "What happened"}));
    EXPECT_GT(std::accumulate(counted.total.begin(), counted.total.end(), 0), 0)
        << "a battle fought to its end loses something";
    // A row a turn, each side's cell the counts of the events, in words.
    const Match match = atTheEnd(lm);
    const int turns = match.game().phase().turn;
    ASSERT_EQ(rows.size(), static_cast<std::size_t>(turns) + 1);
    at(report, "- Turns played: " + std::to_string(turns) + "\n");
    for (int turn = 1; turn <= turns; ++turn) {
      const std::vector<std::string>& row = rows[static_cast<std::size_t>(turn)];
      ASSERT_EQ(row.size(), head.size());
      EXPECT_EQ(row.front(), std::to_string(turn));
      const auto it = counted.byTurn.find(turn);
      for (std::size_t side = 0; side < 2; ++side) {
        std::vector<std::string> parts;
        for (std::size_t m = 0; m < kMeasureWords.size(); ++m) {
          const int n = it == counted.byTurn.end() ? 0 : it->second[side][m];
          if (n > 0) parts.push_back(std::to_string(n) + " " + (n == 1 ? kMeasureWords[m].first : kMeasureWords[m].second));
        }
        std::string want;
        for (const std::string& p : parts) want += (want.empty() ? "" : ", ") + p;
        EXPECT_EQ(row[1 + side], want) << "turn " << turn << ", " << head[1 + side];
      }
    }
  }
}

// Every attack, charge and answer to a charge of the recording, in order, with the odds the
// session's forecast gives it at that point (what the table showed beside the order); shots,
// the melee rounds (no one's choice) and orders that are no fight (a Robert's Rules move has the
// odds of its Action Roll) are left out.
TEST(BattleReport, TheAttacksAreListedWithTheOddsTheyHadBeforeTheDice) {
  // Warlords seed 2: a battle in which a charge is also answered by holding ground.
  for (const auto& [file, name, seed] :
       {std::tuple{kMicroBattle, "microbattle", 5}, std::tuple{kWarlords, "warlords", 2},
        std::tuple{kRobertsHastings, "roberts", 1}}) {
    SCOPED_TRACE(name);
    const scenario::LoadedMatch lm = fought(file, static_cast<std::uint64_t>(seed), name);
    const std::string report = session::battleReport(lm);
    std::vector<std::pair<std::string, std::string>> want;  // turn, odds
    std::set<ActionKind> kinds;
    int movesWithOdds = 0;
    Match match = atTheStart(lm);
    NullSink quiet;
    for (const auto& ra : lm.record.actions) {
      const bool fight =
          ra.action.kind == ActionKind::Attack || ra.action.kind == ActionKind::Charge ||
          ra.action.kind == ActionKind::CounterCharge || ra.action.kind == ActionKind::Evade ||
          ra.action.kind == ActionKind::HoldGround;
      if (!fight && ra.action.kind == ActionKind::Move &&
          session::forecastOrder(match.game(), ra.action))
        ++movesWithOdds;
      if (fight) {
        if (const auto f = session::forecastOrder(match.game(), ra.action)) {
          want.push_back({std::to_string(match.game().phase().turn), f->summary});
          kinds.insert(ra.action.kind);
        }
      }
      match.submit(ra.action, quiet);
    }
    ASSERT_FALSE(want.empty()) << "random AIs attack";
    const std::size_t here = at(report, "## The attacks, and their odds before the dice\n");
    EXPECT_GT(here, at(report, "## Turn by turn\n"));
    EXPECT_LT(here, at(report, "## The armies at the end\n"));
    const auto rows = tableIn(section(report, "## The attacks, and their odds before the dice"));
    ASSERT_EQ(rows.size(), want.size() + 1);
    EXPECT_EQ(rows.front(), (std::vector<std::string>{"Turn", "What", "Its odds before the dice"}));
    for (std::size_t i = 0; i < want.size(); ++i) {
      const std::vector<std::string>& row = rows[i + 1];
      ASSERT_EQ(row.size(), 3u);
      EXPECT_EQ(row[0], want[i].first);
      EXPECT_EQ(row[2], want[i].second);
      EXPECT_NE(row[1].find(": "), std::string::npos) << "the unit, then its order: " << row[1];
    }
    if (std::string(name) == "warlords") {
      EXPECT_TRUE(kinds.count(ActionKind::Charge)) << "charges are listed";
      EXPECT_NE(report.find(": hold ground against "), std::string::npos) << "and the answers to them";
    }
    if (std::string(name) == "roberts") {
      EXPECT_GT(movesWithOdds, 0) << "moves had odds, and are not listed";
      EXPECT_EQ(report.find("unit -1"), std::string::npos);
    }
  }
}

TEST(BattleReport, AFuryIsNamedOnceAndAgainOnlyAfterAWholeTurnCalm) {
  // Random AIs at Hastings, seed 5: units go Berserk in turn after turn, and again after a
  // calm turn.
  const scenario::LoadedMatch lm = fought(kHastings, 5, "berserk");
  const std::string report = session::battleReport(lm);
  // Applied here action by action: every outburst (its turn, unit and words), and the turns in
  // which each unit was Berserk at some moment (its state after an action, or an outburst).
  Match match = atTheStart(lm);
  struct Outburst {
    int turn;
    UnitId unit;
    std::string text;
  };
  std::vector<Outburst> outbursts;
  std::map<UnitId, std::set<int>> furiousIn;
  int turn = 1;
  for (const auto& recordedAction : lm.record.actions) {
    EventList events;
    match.submit(recordedAction.action, events);
    for (const Event& e : events.events) {
      if (e.kind == EventKind::TurnBegan) turn = e.value;
      if (e.kind != EventKind::UnitWentBerserk) continue;
      outbursts.push_back(
          {turn, e.unit, session::withoutUnitIds(e.text)});  // as the report words it
      furiousIn[e.unit].insert(turn);
    }
    for (const UnitView& u : match.game().units()) {
      if (u.condition.words == "Berserk") furiousIn[u.id].insert(turn);
    }
  }
  // Named: a unit's first outburst, or one after a turn in which it was never Berserk.
  std::map<int, std::map<std::string, int>> named;  // by turn: each outburst's words, times said
  std::map<UnitId, int> last;                       // each unit's outburst before
  int unnamed = 0, namedAgain = 0;
  for (const Outburst& o : outbursts) {
    const auto before = last.find(o.unit);
    bool calmTurn = before == last.end();
    if (before != last.end()) {
      for (int t = before->second + 1; t < o.turn; ++t) calmTurn |= !furiousIn[o.unit].count(t);
    }
    if (calmTurn) ++named[o.turn][session::markdown::sentence(o.text)];
    if (!calmTurn) ++unnamed;
    if (calmTurn && before != last.end()) ++namedAgain;
    last[o.unit] = o.turn;
  }
  ASSERT_GT(unnamed, 0) << "the battle chosen should show a unit going Berserk again with no calm turn between";
  ASSERT_GT(namedAgain, 0) << "the battle chosen should show a unit going Berserk again after a calm turn";
  const auto rows = tableIn(section(report, "## Turn by turn"));
  ASSERT_EQ(rows.size(), static_cast<std::size_t>(turn) + 1);
  for (const Outburst& o : outbursts) {
    const std::string& happened = rows[static_cast<std::size_t>(o.turn)].back();
    const std::string said = session::markdown::sentence(o.text);
    int times = 0;
    for (std::size_t p = happened.find(said); p != std::string::npos; p = happened.find(said, p + 1)) ++times;
    const auto want = named[o.turn].find(said);
    EXPECT_EQ(times, want == named[o.turn].end() ? 0 : want->second) << "turn " << o.turn << ": " << happened;
  }
}

TEST(BattleReport, TheChronicleGivesTheCuesTheBattleReachedInOrder) {
  const scenario::LoadedMatch lm = fought(kHastings, 5, "hastings");
  const std::string report = session::battleReport(lm);
  // The cues, found here by feeding a tracker every event of the recording applied action by action.
  session::NarrationTracker tracker(lm.scenario.info.narration);
  std::vector<session::FiredCue> cues = tracker.start(1);
  Match match = atTheStart(lm);
  for (std::size_t i = 0; i < lm.record.actions.size(); ++i) {
    EventList events;
    match.submit(lm.record.actions[i].action, events);
    for (const Event& e : events.events) {
      for (const session::FiredCue& c : tracker.feed(e, i + 1)) cues.push_back(c);
    }
  }
  ASSERT_GE(cues.size(), 2u) << "turn 1's cue and the battle's end at least";
  const std::vector<std::string> lines = section(report, "## The chronicle");
  std::vector<std::string> told;
  for (const std::string& line : lines) {
    if (line.rfind("**Turn ", 0) == 0) told.push_back(line);
  }
  ASSERT_EQ(told.size(), cues.size());
  for (std::size_t i = 0; i < cues.size(); ++i) {
    // A paragraph is wrapped: its first line holds the turn and the cue's first words.
    const std::string opening = "**Turn " + std::to_string(cues[i].turn) + ".** ";
    EXPECT_EQ(told[i].rfind(opening, 0), 0u) << told[i];
    EXPECT_EQ(cues[i].what->text.rfind(told[i].substr(opening.size(), 20), 0), 0u) << told[i];
  }
  const std::string invented = session::battleReport(fought(kWarlords, 5, "warlords"));
  EXPECT_EQ(invented.find("## The chronicle"), std::string::npos) << "no narration, no chronicle";
}

TEST(BattleReport, TheArmiesListEveryUnitWithItsState) {
  for (const auto& [file, name] : {std::pair{kMicroBattle, "microbattle"}, std::pair{kHastings, "hastings"}}) {
    SCOPED_TRACE(name);
    const scenario::LoadedMatch lm = fought(file, 7, name);
    const std::string report = session::battleReport(lm);
    const Match match = atTheEnd(lm);
    const std::vector<std::string> lines = section(report, "## The armies at the end");
    bool marked = false;               // some unit has a marker its condition does not give
    std::set<std::size_t> columns;     // of each side's table
    for (std::size_t side = 0; side < 2; ++side) {
      const auto table = armyTable(lines, lm.scenario.info.sideNames[side]);
      ASSERT_TRUE(table) << "### " << lm.scenario.info.sideNames[side];
      const auto& rows = *table;
      ASSERT_FALSE(rows.empty());
      // A Markers column where some unit of either side has a marker its condition does not give.
      std::vector<std::string> head{"Unit", "Type", "Condition", "Strength"};
      if (rows.front().size() > head.size()) head.push_back("Markers");
      EXPECT_EQ(rows.front(), head);
      columns.insert(head.size());
      std::size_t listed = 1;
      for (const UnitView& u : match.game().units()) {
        if (static_cast<std::size_t>(sideIndex(u.side)) != side) continue;
        ASSERT_LT(listed, rows.size()) << u.name << " is not listed";
        const std::vector<std::string>& row = rows[listed++];
        EXPECT_EQ(row[0], u.name);
        EXPECT_EQ(row[1], u.typeName);
        // The rules' word for its state, or the same word as the report's (Dispersed: dispersed).
        EXPECT_NE(lower(row[2]).find(lower(u.condition.words)), std::string::npos)
            << row[2] << " does not say " << u.condition.words;
        const char* where = u.status == UnitStatus::Removed ? "dispersed"
                            : u.status == UnitStatus::Routed ? "off the table"
                                                             : nullptr;
        if (where) {
          EXPECT_EQ(row[2].rfind(where, 0), 0u) << row[2];
        }
        EXPECT_EQ(row[3], std::to_string(u.strength));
        const std::string kept = markersNotSaidIn(row[2], u.markers);
        marked |= !kept.empty();
        if (row.size() > 4) {
          EXPECT_EQ(row[4], kept);
        } else {
          EXPECT_EQ(kept, "") << "a unit's markers are left out: " << row[0];
        }
      }
      EXPECT_EQ(listed, rows.size()) << "a row for every unit of the side, and no more";
    }
    ASSERT_EQ(columns.size(), 1u) << "both sides' tables have the same columns";
    EXPECT_EQ(*columns.begin() == 5, marked) << "a Markers column only where there are markers to show";
    at(report, "Units in the fight at the start: ");
  }
}

TEST(BattleReport, TheMarkersLeaveOutWhatTheConditionSays) {
  // The rules' markers repeat a Warlords unit's morale ("morale: Ready") and a MicroBattle
  // unit's "SHAKEN"; the report says each once, in the Condition column.
  for (const auto& [file, name] : {std::pair{kMicroBattle, "microbattle"}, std::pair{kHastings, "hastings"}}) {
    SCOPED_TRACE(name);
    const scenario::LoadedMatch lm = fought(file, 7, name);
    const std::string report = session::battleReport(lm);
    const Match match = atTheEnd(lm);
    const std::vector<std::string> armies = section(report, "## The armies at the end");
    std::vector<std::vector<std::string>> rows;  // both sides' tables
    for (const std::string& sideName : lm.scenario.info.sideNames) {
      const auto table = armyTable(armies, sideName);
      ASSERT_TRUE(table) << sideName;
      ASSERT_GE(table->size(), 2u);
      rows.insert(rows.end(), table->begin() + 1, table->end());
    }
    int repeated = 0;  // markers the rules give that the condition says already
    for (const UnitView& u : match.game().units()) {
      const auto row = std::find_if(rows.begin(), rows.end(), [&](const auto& r) { return r[0] == u.name; });
      ASSERT_NE(row, rows.end()) << u.name;
      for (const std::string& m : u.markers) {
        const std::string value = m.substr(m.find(": ") == std::string::npos ? 0 : m.find(": ") + 2);
        if (lower(value) != lower(u.condition.words)) continue;
        ++repeated;
        EXPECT_NE(lower((*row)[2]).find(lower(value)), std::string::npos) << (*row)[2] << " does not say " << value;
        if (row->size() > 4) {
          EXPECT_EQ((*row)[4].find(m), std::string::npos) << (*row)[2] << " | " << (*row)[4];
        }
      }
    }
    EXPECT_GT(repeated, 0) << "the rules' markers give some unit's state";
  }
  // Where no unit has a marker the condition does not give, there is no Markers column: a
  // MicroBattle before its first action, every unit steady and none activated.
  const scenario::LoadedMatch unmarked = recorded(test::sourceRoot() / kMicroBattle, 7, "unmarked", 0);
  const std::vector<std::string> armies = section(session::battleReport(unmarked), "## The armies at the end");
  for (std::size_t side = 0; side < 2; ++side) {
    const auto rows = armyTable(armies, unmarked.scenario.info.sideNames[side]);
    ASSERT_TRUE(rows);
    ASSERT_GE(rows->size(), 2u);
    for (const auto& row : *rows) EXPECT_EQ(row.size(), 4u) << row[0];
  }
}

TEST(BattleReport, EachUnitsRowSaysEachThingOnce) {
  // A unit gone from the table (a MicroBattle unit routed, a Warlords unit dispersed or fled off
  // its edge) is not still SHAKEN, moving or in formation; a Berserk unit is Berserk once.
  int gone = 0, berserk = 0;
  for (const auto& [file, name, seed] : {std::tuple{kMicroBattle, "microbattle", 23}, std::tuple{kHastings, "berserk", 12}}) {
    SCOPED_TRACE(name);
    const std::vector<std::string> armies = section(session::battleReport(fought(file, seed, name)), "## The armies at the end");
    for (const std::string& line : armies) {
      if (line.rfind("| ", 0) != 0 || line.rfind("| Unit ", 0) == 0) continue;
      const std::vector<std::string> row = cellsOf(line);
      ASSERT_GE(row.size(), 4u) << line;
      const std::string said = lower(row[2] + " " + (row.size() > 4 ? row[4] : ""));
      int times = 0;
      for (std::size_t p = said.find("berserk"); p != std::string::npos; p = said.find("berserk", p + 1)) ++times;
      EXPECT_LE(times, 1) << line;
      berserk += times;
      if (row[2].rfind("in the fight", 0) == 0 || row[2].rfind("Broken", 0) == 0) continue;
      ++gone;
      for (const char* onTheTable : {"shaken", "motion:", "formation:", "formed", "activated", "charging"}) {
        EXPECT_EQ(said.find(onTheTable), std::string::npos) << line;
      }
    }
  }
  EXPECT_GT(gone, 0) << "the battles chosen should leave units off the table";
  EXPECT_GT(berserk, 0) << "the battle chosen should end with a unit Berserk";
}

TEST(BattleReport, ARecordingThatStopsEarlySaysTheBattleIsUndecided) {
  const scenario::LoadedMatch lm = recorded(test::sourceRoot() / kWarlords, 5, "early", 40);
  const std::string report = session::battleReport(lm);
  const std::vector<std::string> result = section(report, "## Result");
  ASSERT_FALSE(result.empty());
  std::string text;
  for (const std::string& line : result) text += line + " ";
  EXPECT_NE(text.find("The battle was not decided when the recording stops, in turn "), std::string::npos) << text;
  EXPECT_NE(text.find("after 40 actions"), std::string::npos) << text;
  EXPECT_EQ(report.find("Winner:"), std::string::npos);
  at(report, "- Actions recorded: 40\n");
}

TEST(BattleReport, HistoricalSectionsOnlyForAHistoricalBattle) {
  const scenario::LoadedMatch hastings = fought(kHastings, 3, "hastings");
  const std::string report = session::battleReport(hastings);
  const std::vector<std::string> briefing = section(report, "## Briefing");
  ASSERT_FALSE(briefing.empty());
  EXPECT_EQ(briefing[1].rfind("Three weeks after destroying the Norwegians", 0), 0u);
  const std::vector<std::string> history = section(report, "## What happened in history");
  ASSERT_FALSE(history.empty());
  std::string text;
  for (const std::string& line : history) text += line.empty() ? "" : line + " ";
  // The paragraph wrapped, word for word the scenario's.
  EXPECT_EQ(text, hastings.scenario.info.historicalOutcome + " ");
  // Printed, the paragraphs keep to the page (tables are as wide as their cells).
  for (const std::string& line : linesOf(report)) {
    if (line.rfind("|", 0) != 0) {
      EXPECT_LE(line.size(), session::markdown::kLineWidth) << line;
    }
  }
  for (const char* file : {kMicroBattle, kWarlords}) {
    const scenario::LoadedMatch lm = fought(file, 3, "invented");
    ASSERT_FALSE(lm.scenario.info.historical());
    const std::string invented = session::battleReport(lm);
    EXPECT_EQ(invented.find("## Briefing"), std::string::npos) << file;
    EXPECT_EQ(invented.find("## What happened in history"), std::string::npos) << file;
  }
}

TEST(BattleReport, TheSameFileGivesTheSameBytes) {
  const scenario::LoadedMatch first = fought(kMicroBattle, 9, "twice");
  const scenario::LoadedMatch again = scenario::loadMatchFile(first.file);
  EXPECT_EQ(session::battleReport(first), session::battleReport(again));
  // With the odds too, whatever the number of workers.
  session::ReportOptions odds;
  odds.oddsGames = 2;
  odds.oddsLevel = "random";
  const std::string one = session::battleReport(first, odds);
  odds.jobs = 2;
  EXPECT_EQ(one, session::battleReport(again, odds));
  // Its rows are the games of oddsByTurn, a turn's start a row.
  const auto turns = session::oddsByTurn(first, 2, 1, {*session::PlayerSpec::parse("ai:random"),
                                                       *session::PlayerSpec::parse("ai:random")});
  const auto rows = tableIn(section(one, "## How the odds moved"));
  ASSERT_EQ(rows.size(), turns.size() + 1);
  for (std::size_t i = 0; i < turns.size(); ++i) {
    EXPECT_EQ(rows[i + 1][0], std::to_string(turns[i].turn));
    EXPECT_EQ(rows[i + 1][2].substr(0, rows[i + 1][2].find(' ')), std::to_string(turns[i].games.won[0]));
    EXPECT_EQ(rows[i + 1][3].substr(0, rows[i + 1][3].find(' ')), std::to_string(turns[i].games.won[1]));
  }
  at(one, "sandtable-cli whatif --match twice.yaml --each-turn --games 2 --seed 1 --side1 ai:random --side2 ai:random\n");
}

TEST(BattleReport, PipesInNamesAreEscapedInTables) {
  EXPECT_EQ(session::markdown::tableCell("a|b|c"), "a\\|b\\|c");
  EXPECT_EQ(session::markdown::tableCell("two\nlines"), "two lines");
  // The default scenario with a pipe in a unit's name and in a side's.
  std::string text = test::fileText(test::sourceRoot() / kMicroBattle);
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"\"Legio IX, first cohorts\"", "\"Legio IX | first cohorts\""},
                                 {"name: Romans", "name: \"Romans | of Rome\""}}) {
    const std::size_t p = text.find(from);
    ASSERT_NE(p, std::string::npos) << from;
    text.replace(p, from.size(), to);
  }
  const auto scenarioFile = test::scratchDir("battle_report_pipes") / "pipes.yaml";
  std::ofstream(scenarioFile) << text;
  const scenario::LoadedMatch lm = recorded(scenarioFile, 3, "pipes_match");
  const std::string report = session::battleReport(lm);
  at(report, "| Legio IX \\| first cohorts |");
  at(report, "| Romans \\| of Rome lost |");
  for (const std::string& line : linesOf(report)) {
    if (line.rfind("|", 0) != 0) continue;
    EXPECT_EQ(line.find("IX | first"), std::string::npos) << line;
    EXPECT_EQ(line.find("Romans | of"), std::string::npos) << line;
  }
}

TEST(BattleReport, ABadRecordingIsRefusedWithItsPlace) {
  const std::string refused = test::configRefusal([] {
    session::battleReport(scenario::loadMatchFile(test::sourceRoot() / "tests/cli/bad/tampered_match.yaml"));
  });
  EXPECT_NE(refused.find("tampered_match.yaml:11:5: action 3"), std::string::npos) << refused;
}
