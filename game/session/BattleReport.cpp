#include "BattleReport.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "Gambles.h"
#include "Markdown.h"
#include "MatchSession.h"
#include "Narration.h"
#include "OrderForecast.h"
#include "PlayerSpec.h"
#include "Replay.h"
#include "TurnEvents.h"
#include "TurnOdds.h"
#include "UnitMarkers.h"
#include "rules/core/Hash.h"
#include "scenario/RulesetRegistry.h"

namespace sandtable::session {

using namespace sandtable::rules;
using namespace sandtable::session::markdown;

namespace {

// The replay's events counted by turn and side, and passed on to the turning events' sink (one
// replay gives both).
class LossesSink final : public EventSink {
 public:
  void emit(Event e) override {
    if (e.kind == EventKind::TurnBegan) mTurn = e.value;
    count(e);
    turning.emit(std::move(e));
  }

  std::map<int, std::array<TurnLosses, 2>> byTurn;
  std::set<UnitId> broken;  // units that broke, in any turn
  TurningEventsSink turning;

 private:
  void count(const Event& e) {
    if (e.side == Side::None) return;
    TurnLosses& l = byTurn[mTurn][static_cast<std::size_t>(sideIndex(e.side))];
    switch (e.kind) {
      case EventKind::CasualtiesTaken: l.casualties += e.value; break;
      case EventKind::StandsLost: l.standsLost += e.value; break;
      case EventKind::UnitHit: ++l.hits; break;
      case EventKind::UnitDispersed:
        ++l.dispersed;
        mDispersed.insert(e.unit);
        break;
      case EventKind::UnitRouted:
        if (!mDispersed.count(e.unit) && broken.insert(e.unit).second) ++l.broken;
        break;
      default: break;
    }
  }

  int mTurn = 1;
  std::set<UnitId> mDispersed;
};

struct Measure {
  const char* one;   // the measure for a count of one: "1 casualty figure"
  const char* many;  // and for more: "2 casualty figures"
  int TurnLosses::*field;
};
constexpr std::array<Measure, 5> kMeasures{{{"casualty figure", "casualty figures", &TurnLosses::casualties},
                                            {"stand lost", "stands lost", &TurnLosses::standsLost},
                                            {"hit", "hits", &TurnLosses::hits},
                                            {"unit broken", "units broken", &TurnLosses::broken},
                                            {"unit dispersed", "units dispersed", &TurnLosses::dispersed}}};

// A side's losses in a turn in words ("3 casualty figures, 1 unit broken"): one cell a side
// keeps the table four columns wide, as a printed page needs it.
std::string lossesInWords(const TurnLosses& l) {
  std::string words;
  for (const Measure& m : kMeasures) {
    const int n = l.*m.field;
    if (n == 0) continue;
    words += (words.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? m.one : m.many);
  }
  return words;
}

std::string playedBy(const std::string& recorded) {
  if (recorded.empty()) return "not recorded";
  const auto spec = PlayerSpec::parse(recorded);
  if (!spec) return recorded;
  return spec->human ? "a person" : "the AI (" + spec->level + ")";
}


// Where a unit stands at the end, in words; the rules' own word for its state beside it when
// that says more. A Warlords unit that has broken still stands on the table, fleeing; one
// that fled off it, or a MicroBattle unit that routed, is gone from the table.
std::string statusWords(const UnitView& u, bool broke) {
  switch (u.status) {
    case UnitStatus::Removed: return "dispersed";
    case UnitStatus::Routed: return "off the table";
    case UnitStatus::Active: break;
  }
  return broke ? "Broken" : "in the fight";
}

std::string condition(const UnitView& u, bool broke) {
  std::string words = statusWords(u, broke);
  if (!u.state.empty() && !sameWord(u.state, words)) words += " (" + u.state + ")";
  return words;
}

// The unit's markers, in their order, less those its condition already says: the rules' generic
// markers give the morale the condition names ("morale: Ready" beside "in the fight (Ready)",
// "SHAKEN" beside "in the fight (SHAKEN)"), or its place words.
std::string markersBeyondCondition(const UnitView& u, bool broke) {
  std::string kept;
  for (const std::string& m : markersBeyond(u, {statusWords(u, broke), u.state}))
    kept += (kept.empty() ? "" : "; ") + m;
  return kept;
}

// Units whose condition is "in the fight" (a broken unit still on the table is not).
std::array<int, 2> inTheFight(const std::vector<UnitView>& units, const std::set<UnitId>& broken) {
  std::array<int, 2> n{0, 0};
  for (const UnitView& u : units) {
    if (u.side != Side::None && u.status == UnitStatus::Active && !broken.count(u.id))
      ++n[static_cast<std::size_t>(sideIndex(u.side))];
  }
  return n;
}

struct Replayed {
  ReplayReport report;
  LossesSink events;
  std::vector<FiredCue> cues;  // the scenario's narration cues the battle reached
  std::vector<Gamble> gambles;
};

void writeHeading(std::ostringstream& out, const scenario::LoadedMatch& lm, const Replayed& r) {
  const scenario::ScenarioInfo& info = lm.scenario.info;
  const scenario::RulesetEntry* ruleset = scenario::findRuleset(info.ruleset);
  out << "# " << info.name << ": battle report\n\n";
  out << "- Rule system: " << (ruleset ? ruleset->name : info.ruleset) << "\n";
  for (std::size_t i = 0; i < 2; ++i) {
    out << "- " << info.sideNames[i] << " (side" << i + 1 << "): " << playedBy(lm.record.players[i]) << "\n";
  }
  out << "- Seed: " << lm.record.seed << "\n";
  out << "- Turns played: " << r.report.turns << "\n";
  out << "- Actions recorded: " << lm.record.actions.size() << "\n\n";
}

void writeResult(std::ostringstream& out, const scenario::LoadedMatch& lm, const Replayed& r) {
  const Result& result = r.report.result;
  const std::string turns = "turn " + std::to_string(r.report.turns) + ", after " +
                            plural(static_cast<int>(lm.record.actions.size()), "action");
  out << "## Result\n\n";
  if (!result.over) {
    out << paragraph("The battle was not decided when the recording stops, in " + turns + ".");
    return;
  }
  // The line `battle` and `replay` print, word for word.
  if (result.winner == Side::None)
    out << "Winner: none, a draw\n\n";
  else
    out << "Winner: " << lm.scenario.info.sideNames[static_cast<std::size_t>(sideIndex(result.winner))] << " ("
        << sideKey(result.winner) << ")\n\n";
  if (!result.reason.empty()) out << paragraph(sentence(result.reason));
  out << paragraph("The battle ended in " + turns + ".");
}

void writeTurns(std::ostringstream& out, const scenario::LoadedMatch& lm, const Replayed& r) {
  const scenario::ScenarioInfo& info = lm.scenario.info;
  out << "## Turn by turn\n\n";
  out << paragraph("What each side lost in each turn (casualty figures, stands, hits, units broken or dispersed, "
                   "whichever the rule system counts), and what turned the battle (units broken, dispersed or gone "
                   "Berserk, personalities lost; a unit that goes Berserk turn after turn is named once, and again "
                   "only after a whole turn calm):");
  out << tableHeader({"Turn", info.sideNames[0] + " lost", info.sideNames[1] + " lost", "What happened"},
                     {true, false, false, false});
  for (int turn = 1; turn <= r.report.turns; ++turn) {
    std::vector<std::string> cells{std::to_string(turn)};
    const auto losses = r.events.byTurn.find(turn);
    for (std::size_t side = 0; side < 2; ++side)
      cells.push_back(losses == r.events.byTurn.end() ? "" : lossesInWords(losses->second[side]));
    std::string happened;
    if (const auto it = r.events.turning.byTurn.find(turn); it != r.events.turning.byTurn.end()) {
      for (const std::string& text : it->second) happened += (happened.empty() ? "" : " ") + sentence(text);
    }
    cells.push_back(happened);
    out << tableRow(cells);
  }
  out << "\n";
}

// Every attack, charge and answer to a charge with the odds the rules gave it before its dice:
// was the charge that failed a gamble, or bad luck? (Shots, many and seldom decisive, are left
// to `replay --verbose`, which gives each one's.)
void writeGambles(std::ostringstream& out, const Replayed& r) {
  if (r.gambles.empty()) return;
  out << "## The attacks, and their odds before the dice\n\n";
  out << paragraph("Every attack and charge, and every answer to a charge, with what the rules gave it before its "
                   "dice were rolled (the reckoning the 3D table shows beside the order): set it beside what "
                   "happened in that turn to ask whether it was a gamble or bad luck.");
  out << tableHeader({"Turn", "What", "Its odds before the dice"}, {true, false, false});
  for (const Gamble& g : r.gambles) out << tableRow({std::to_string(g.turn), g.what, g.odds});
  out << "\n";
}

bool isNote(const FiredCue& c) { return c.what->trigger == scenario::CueTrigger::TeacherNote; }

// The narration cues the battle reached, in the order it reached them: the history a teacher
// read out beside the battle the class fought.
void writeChronicle(std::ostringstream& out, const Replayed& r) {
  if (std::all_of(r.cues.begin(), r.cues.end(), isNote)) return;
  out << "## The chronicle\n\n";
  out << paragraph("The scenario's narration, as the battle reached it:");
  for (const FiredCue& c : r.cues) {
    if (isNote(c)) continue;
    out << paragraph("**Turn " + std::to_string(c.turn) + ".** " + c.what->text);
    if (!c.what->source.empty()) out << paragraph("*Source: " + c.what->source + "*");
  }
}

// The teacher's notes on the recording (the match file's `notes:`), where the battle reached them.
void writeNotes(std::ostringstream& out, const Replayed& r) {
  if (std::none_of(r.cues.begin(), r.cues.end(), isNote)) return;
  out << "## The teacher's notes\n\n";
  for (const FiredCue& c : r.cues) {
    if (!isNote(c)) continue;
    out << paragraph("**Turn " + std::to_string(c.turn) + ", after action " + std::to_string(c.action) + ".** " +
                     c.what->text);
  }
}

void writeArmies(std::ostringstream& out, const scenario::LoadedMatch& lm, const Replayed& r) {
  const scenario::ScenarioInfo& info = lm.scenario.info;
  const std::vector<UnitView> units = r.report.finalState->units();
  std::vector<std::string> markers;
  for (const UnitView& u : units) markers.push_back(markersBeyondCondition(u, r.events.broken.count(u.id) > 0));
  // No Markers column where no unit of either side has one to show (MicroBattle's steady
  // units), so that both sides' tables keep the same columns.
  const bool anyMarkers = std::any_of(markers.begin(), markers.end(), [](const std::string& m) { return !m.empty(); });
  out << "## The armies at the end\n\n";
  for (Side side : {Side::One, Side::Two}) {
    out << "### " << info.sideNames[static_cast<std::size_t>(sideIndex(side))] << "\n\n";
    std::vector<std::string> head{"Unit", "Type", "Condition", "Strength"};
    if (anyMarkers) head.push_back("Markers");
    out << tableHeader(head, {false, false, false, true, false});
    for (std::size_t i = 0; i < units.size(); ++i) {
      const UnitView& u = units[i];
      if (u.side != side) continue;
      std::vector<std::string> cells{u.name.empty() ? u.typeName : u.name, u.typeName,
                                     condition(u, r.events.broken.count(u.id) > 0), std::to_string(u.strength)};
      if (anyMarkers) cells.push_back(markers[i]);
      out << tableRow(cells);
    }
    out << "\n";
  }
  const std::array<int, 2> before = inTheFight(lm.scenario.newGame()->units(), {});
  const std::array<int, 2> after = inTheFight(units, r.events.broken);
  out << paragraph("Units in the fight at the start: " + info.sideNames[0] + " " + std::to_string(before[0]) + ", " +
                   info.sideNames[1] + " " + std::to_string(before[1]) + "; at the end: " + info.sideNames[0] + " " +
                   std::to_string(after[0]) + ", " + info.sideNames[1] + " " + std::to_string(after[1]) + ".");
}

void writeOdds(std::ostringstream& out, const scenario::LoadedMatch& lm, const Replayed& r, const ReportOptions& o) {
  const scenario::ScenarioInfo& info = lm.scenario.info;
  const auto ai = PlayerSpec::parse("ai:" + o.oddsLevel);
  if (!ai || ai->human) throw std::invalid_argument("'" + o.oddsLevel + "' is not an AI level");
  auto told = [&](const TurnOddsGame& g) {
    if (o.progress) o.progress(g.index + 1, g.total);
  };
  const std::vector<TurnOdds> turns = oddsByTurn(lm, o.oddsGames, o.oddsSeed, {*ai, *ai}, o.jobs, told);
  const std::string file = shellWord(std::filesystem::path(lm.file).filename().string());
  out << "## How the odds moved\n\n";
  out << paragraph("From the start of each turn where the battle was still undecided, " +
                   plural(o.oddsGames, "game") + " played on by the AI (" + o.oddsLevel +
                   " on both sides, seed " + std::to_string(o.oddsSeed) + "): how many each side won.");
  const bool anyUnfinished =
      std::any_of(turns.begin(), turns.end(), [](const TurnOdds& t) { return t.games.unfinished() > 0; });
  std::vector<std::string> head{"Turn", "Actions before it", info.sideNames[0] + " won", info.sideNames[1] + " won",
                                "Drawn"};
  if (anyUnfinished) head.push_back("Unfinished");
  out << tableHeader(head, std::vector<bool>(head.size(), true));
  for (const TurnOdds& t : turns) {
    std::vector<std::string> cells{std::to_string(t.turn), std::to_string(t.action),
                                   std::to_string(t.games.won[0]) + " (" + percentWords(t.games.share(0)) + ")",
                                   std::to_string(t.games.won[1]) + " (" + percentWords(t.games.share(1)) + ")",
                                   std::to_string(t.games.draws())};
    if (anyUnfinished) cells.push_back(std::to_string(t.games.unfinished()));
    out << tableRow(cells);
  }
  out << "\n";
  if (anyUnfinished)
    out << paragraph("Unfinished: games that stopped before the battle was decided, with neither side left to act.");
  const int swing = biggestSwing(turns);
  if (swing > 0) {
    const TurnOdds &a = turns[static_cast<std::size_t>(swing) - 1], &b = turns[static_cast<std::size_t>(swing)];
    // And what the turns between the two starts did, so a class sees what the swing was made of.
    std::string made;
    for (int turn = a.turn; turn < b.turn; ++turn) {
      const auto it = r.events.turning.byTurn.find(turn);
      if (it == r.events.turning.byTurn.end()) continue;
      made += " In turn " + std::to_string(turn) + ":";
      for (std::size_t i = 0; i < it->second.size(); ++i) made += (i ? "; " : " ") + it->second[i];
      made += ".";
    }
    out << paragraph("The biggest swing: turn " + std::to_string(a.turn) + " to " + std::to_string(b.turn) + ", " +
                     info.sideNames[0] + " " + percentWords(a.games.share(0)) + " to " + percentWords(b.games.share(0)) + "." +
                     made);
  } else {
    out << paragraph("No swing to name: the games need at least two turns to compare.");
  }
  out << paragraph("This command plays the same games:");
  out << command("sandtable-cli whatif --match " + file + " --each-turn --games " + std::to_string(o.oddsGames) +
                 " --seed " + std::to_string(o.oddsSeed) + " --side1 ai:" + o.oddsLevel + " --side2 ai:" + o.oddsLevel);
}

}  // namespace

std::string battleReport(const scenario::LoadedMatch& lm, const ReportOptions& options) {
  Replayed r;
  // One replay gives the losses, the turning events and the narration cues.
  NarrationTracker narration(narrationFor(lm));
  r.report = replayNarrated(
      lm, narration, r.events, [&](const FiredCue& c) { r.cues.push_back(c); },
      [&](std::size_t applied, const rules::Action& a, const rules::Game& at) {
        if (auto g = gambleAt(at, a, applied)) r.gambles.push_back(std::move(*g));
      });
  if (!r.report.ok) throw data::ConfigErrors({r.report.error});
  const scenario::ScenarioInfo& info = lm.scenario.info;
  std::ostringstream out;
  writeHeading(out, lm, r);
  writeResult(out, lm, r);
  if (info.historical()) out << "## Briefing\n\n" << paragraphs(info.briefing);
  writeTurns(out, lm, r);
  writeGambles(out, r);
  writeChronicle(out, r);
  writeNotes(out, r);
  writeArmies(out, lm, r);
  if (options.oddsGames > 0) writeOdds(out, lm, r, options);
  if (info.historical() && !info.historicalOutcome.empty())
    out << "## What happened in history\n\n" << paragraphs(info.historicalOutcome);
  out << "---\n\n"
      << paragraph("Final state hash " + hashToString(r.report.finalHash) +
                   ". This command replays the battle, checks every hash and prints every die rolled:")
      << command("sandtable-cli replay --verbose " + shellWord(std::filesystem::path(lm.file).filename().string()));
  // One newline at the end of the file, not the blank line a paragraph leaves.
  std::string text = out.str();
  while (text.size() > 1 && text[text.size() - 1] == '\n' && text[text.size() - 2] == '\n') text.pop_back();
  return text;
}

}  // namespace sandtable::session
