#include "BattleAccount.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "Markdown.h"
#include "Narration.h"
#include "OrderForecast.h"
#include "PlayerSpec.h"
#include "Replay.h"
#include "TurnEvents.h"
#include "UnitMarkers.h"
#include "rules/core/Hash.h"
#include "rules/core/Wording.h"
#include "scenario/RulesetRegistry.h"

namespace sandtable::session {

using namespace sandtable::rules;

namespace {

// The replay's events counted by turn and side, and passed on to the turning events' sink (one
// replay gives both).
class LossesSink final : public EventSink {
 public:
  void emit(Event e) override {
    if (e.is(EventRole::TurnBegan)) mTurn = e.value;
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
    if (e.is(EventRole::Casualties)) l.casualties += e.value;
    if (e.is(EventRole::StandsLost)) l.standsLost += e.value;
    if (e.is(EventRole::Hit)) l.hits += e.value;
    if (e.is(EventRole::Removed)) {
      ++l.dispersed;
      mDispersed.insert(e.unit);
    }
    if (e.is(EventRole::Routed) && !mDispersed.count(e.unit) && broken.insert(e.unit).second)
      ++l.broken;
  }

  int mTurn = 1;
  std::set<UnitId> mDispersed;
};

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
  if (!u.condition.words.empty() && !sameWord(u.condition.words, words))
    words += " (" + u.condition.words + ")";
  return words;
}

// The unit's markers, in their order, less those its condition already says: the rules' generic
// markers give the morale the condition names ("morale: Ready" beside "in the fight (Ready)",
// "SHAKEN" beside "in the fight (SHAKEN)"), or its place words.
std::string markersBeyondCondition(const UnitView& u, bool broke) {
  std::string kept;
  for (const std::string& m : markersBeyond(u, {statusWords(u, broke), u.condition.words}))
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

bool isNote(const FiredCue& c) { return c.what->trigger == scenario::CueTrigger::TeacherNote; }

void countArmies(BattleAccount& a, const scenario::LoadedMatch& lm, const std::vector<UnitView>& units,
                 const std::set<UnitId>& broken) {
  for (const UnitView& u : units) {
    if (u.side == Side::None) continue;
    const bool broke = broken.count(u.id) > 0;
    ArmyLine line{u.name.empty() ? u.typeName : u.name, u.typeName, condition(u, broke), u.strength,
                  markersBeyondCondition(u, broke)};
    a.anyMarkers |= !line.markers.empty();
    a.armies[static_cast<std::size_t>(sideIndex(u.side))].push_back(std::move(line));
  }
  a.fightingAtStart = inTheFight(lm.scenario.newGame()->units(), {});
  a.fightingAtEnd = inTheFight(units, broken);
}

OddsAccount oddsOf(const scenario::LoadedMatch& lm, const BattleAccount& a, const ReportOptions& o) {
  OddsAccount odds;
  if (o.oddsGames > 0) {
    const auto ai = PlayerSpec::parse("ai:" + o.oddsLevel);
    if (!ai || ai->human) throw std::invalid_argument("'" + o.oddsLevel + "' is not an AI level");
    auto told = [&](const TurnOddsGame& g) {
      if (o.progress) o.progress(g.index + 1, g.total);
    };
    odds.turns = oddsByTurn(lm, o.oddsGames, o.oddsSeed, {*ai, *ai}, o.jobs, told);
    odds.games = o.oddsGames;
    odds.seed = o.oddsSeed;
    odds.level = o.oddsLevel;
  } else {
    odds.turns = o.knownOdds->turns;
    odds.games = o.knownOdds->games;
    odds.seed = o.knownOdds->seed;
    odds.level = o.knownOdds->level;
  }
  odds.anyUnfinished =
      std::any_of(odds.turns.begin(), odds.turns.end(), [](const TurnOdds& t) { return t.games.unfinished() > 0; });
  odds.swing = biggestSwing(odds.turns);
  if (odds.swing > 0) {
    const TurnOdds &from = odds.turns[static_cast<std::size_t>(odds.swing) - 1],
                   &to = odds.turns[static_cast<std::size_t>(odds.swing)];
    // And what the turns between the two starts did, so a class sees what the swing was made of.
    for (int turn = from.turn; turn < to.turn; ++turn) {
      const auto it = a.turning.find(turn);
      if (it == a.turning.end()) continue;
      odds.swingMadeOf += " In turn " + std::to_string(turn) + ":";
      for (std::size_t i = 0; i < it->second.size(); ++i) odds.swingMadeOf += (i ? "; " : " ") + it->second[i];
      odds.swingMadeOf += ".";
    }
  }
  odds.command = "sandtable-cli whatif --match " + a.matchFileName + " --each-turn --games " +
                 std::to_string(odds.games) + " --seed " + std::to_string(odds.seed) + " --side1 ai:" + odds.level +
                 " --side2 ai:" + odds.level;
  return odds;
}

}  // namespace

const std::array<LossMeasure, 5>& lossMeasures() {
  static const std::array<LossMeasure, 5> kMeasures{{{"casualty figure", "casualty figures", &TurnLosses::casualties},
                                                     {"stand lost", "stands lost", &TurnLosses::standsLost},
                                                     {"hit", "hits", &TurnLosses::hits},
                                                     {"unit broken", "units broken", &TurnLosses::broken},
                                                     {"unit dispersed", "units dispersed", &TurnLosses::dispersed}}};
  return kMeasures;
}

std::string fightingWords(const BattleAccount& a) {
  auto both = [&](const std::array<int, 2>& n) {
    return a.sideNames[0] + " " + std::to_string(n[0]) + ", " + a.sideNames[1] + " " +
           std::to_string(n[1]);
  };
  return rules::theWithinSentences("Units in the fight at the start: " + both(a.fightingAtStart) +
                                   "; at the end: " + both(a.fightingAtEnd) + ".");
}

std::vector<std::string> turnRow(const BattleAccount& a, int turn) {
  std::vector<std::string> cells{std::to_string(turn)};
  const auto losses = a.losses.find(turn);
  for (std::size_t side = 0; side < 2; ++side)
    cells.push_back(losses == a.losses.end() ? "" : lossesInWords(losses->second[side]));
  std::string happened;
  if (const auto it = a.turning.find(turn); it != a.turning.end()) {
    for (const std::string& text : it->second) happened += (happened.empty() ? "" : " ") + markdown::sentence(text);
  }
  cells.push_back(happened);
  return cells;
}

std::string lossesInWords(const TurnLosses& l) {
  std::string words;
  for (const LossMeasure& m : lossMeasures()) {
    const int n = l.*m.field;
    if (n == 0) continue;
    words += (words.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? m.one : m.many);
  }
  return words;
}

BattleAccount accountOf(const scenario::LoadedMatch& lm, const ReportOptions& options) {
  BattleAccount a;
  LossesSink events;
  std::vector<FiredCue> cues;
  // One replay gives the losses, the turning events, the narration cues, the attacks' odds and
  // the table at each turn's start.
  NarrationTracker narration(narrationFor(lm));
  ReplayReport report = replayNarrated(
      lm, narration, events, [&](const FiredCue& c) { cues.push_back(c); },
      [&](std::size_t applied, const rules::Action& action, const rules::Game& at) {
        if (auto g = gambleAt(at, action, applied)) a.gambles.push_back(std::move(*g));
        const int turn = at.phase().turn;
        if (a.turnStarts.empty() || a.turnStarts.back().turn != turn)
          a.turnStarts.push_back({turn, applied, at.units(), events.broken});
      });
  if (!report.ok) throw data::ConfigErrors({report.error});

  const scenario::ScenarioInfo& info = lm.scenario.info;
  const scenario::RulesetEntry* ruleset = scenario::findRuleset(info.ruleset);
  a.title = info.name;
  a.ruleSystem = ruleset ? ruleset->name : info.ruleset;
  a.sideNames = info.sideNames;
  for (std::size_t i = 0; i < 2; ++i) a.playedBy[i] = playedBy(lm.record.players[i]);
  a.seed = lm.record.seed;
  a.turns = report.turns;
  a.actions = lm.record.actions.size();
  a.result = report.result;
  if (a.result.over) {
    // The line `battle` and `replay` print, word for word.
    a.winnerLine = a.result.winner == Side::None
                       ? "Winner: none, a draw"
                       : "Winner: " + info.sideNames[static_cast<std::size_t>(sideIndex(a.result.winner))] + " (" +
                             std::string(sideKey(a.result.winner)) + ")";
  }
  if (info.hasBriefing()) {
    a.briefing = info.briefing;
    a.history = info.historicalOutcome;
  }
  a.losses = events.byTurn;
  a.turning = events.turning.byTurn;
  for (const FiredCue& c : cues) {
    ChronicleEntry entry{c.turn, c.action, c.what->text, isNote(c) ? "" : c.what->source};
    (isNote(c) ? a.notes : a.chronicle).push_back(std::move(entry));
  }
  const std::vector<UnitView> units = report.finalState->units();
  countArmies(a, lm, units, events.broken);
  a.end = {report.turns, a.actions, units, events.broken};
  if (a.turnStarts.empty()) a.turnStarts.push_back(a.end);  // a recording of no actions

  a.finalHash = hashToString(report.finalHash);
  a.matchFileName = markdown::shellWord(std::filesystem::path(lm.file).filename().string());
  a.replayCommand = "sandtable-cli replay --verbose " + a.matchFileName;
  if (options.oddsGames > 0 || options.knownOdds) a.odds = oddsOf(lm, a, options);
  return a;
}

const TableMoment& momentAfterTurn(const BattleAccount& a, int turn) {
  for (const TableMoment& m : a.turnStarts) {
    if (m.turn > turn) return m;
  }
  return a.end;
}

int unitsLostIn(const BattleAccount& a, int turn) {
  const auto it = a.losses.find(turn);
  if (it == a.losses.end()) return 0;
  int n = 0;
  for (const TurnLosses& l : it->second) n += l.broken + l.dispersed;
  return n;
}

}  // namespace sandtable::session
