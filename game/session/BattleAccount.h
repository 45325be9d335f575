// One account of a recorded battle, from one replay: who fought, the result, what each side
// lost turn by turn and what turned it, the attacks with their odds, the narration cues and the
// teacher's notes the battle reached, both armies at the end, optionally how the odds moved,
// and the table at the start of every turn (for the report's maps). The battle report is
// written from it in Markdown (BattleReport.h) and in HTML (BattleReportHtml.h), so the two
// always tell the same battle.
//
// Ruleset-generic: it reads only the rules interface (units(), the events, the Result). And
// deterministic: the same file gives the same account (no clock, and of paths only the match
// file's name).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "Gambles.h"
#include "TurnOdds.h"
#include "rules/core/Result.h"
#include "rules/core/Units.h"
#include "scenario/MatchFile.h"

namespace sandtable::session {

// What one side suffered in one turn, counted from the events of the replay.
struct TurnLosses {
  int casualties = 0;  // casualty figures: the values of CasualtiesTaken
  int standsLost = 0;  // the values of StandsLost
  int hits = 0;        // UnitHit events
  // Units broken: a unit's first UnitRouted. A Warlords unit that breaks and later flees off
  // the table is reported routed twice, and a dispersed unit is reported routed once more for
  // the table to take it away: neither is a second break.
  int broken = 0;
  int dispersed = 0;  // units removed without routing (dispersed)
};

// A measure of TurnLosses as the report words it: "1 casualty figure", "2 casualty figures".
struct LossMeasure {
  const char* one;
  const char* many;
  int TurnLosses::*field;
};
const std::array<LossMeasure, 5>& lossMeasures();
// A side's losses in a turn in words ("3 casualty figures, 1 unit broken"); "" for none.
std::string lossesInWords(const TurnLosses& l);

// Odds already played for this recording, to be told as they are (the table's odds chart):
// `games` games from each turn's start, the AI at `level` on both sides, first seed `seed`.
struct KnownOdds {
  std::vector<TurnOdds> turns;
  int games = 0;
  std::uint64_t seed = 1;
  std::string level = "normal";
};

struct ReportOptions {
  // Games played on from the start of each recorded turn for "How the odds moved"; 0 leaves
  // the section out (the games take minutes), unless `knownOdds` gives them.
  int oddsGames = 0;
  std::uint64_t oddsSeed = 1;
  std::string oddsLevel = "normal";  // the AI on both sides
  unsigned jobs = 1;                 // games at once (0: one per core); see oddsByTurn
  // Told of each odds game as it is tallied: done of total.
  std::function<void(std::size_t done, std::size_t total)> progress;
  // Odds played already (oddsGames 0): told instead of playing any.
  std::optional<KnownOdds> knownOdds;
};

struct OddsAccount {
  std::vector<TurnOdds> turns;
  int games = 0;
  std::uint64_t seed = 1;
  std::string level;
  bool anyUnfinished = false;  // a game stopped undecided with neither side left to act
  // The biggest swing: turns[swing - 1] to turns[swing]; 0 or less when there is none to name.
  int swing = 0;
  // What the turns between the swing's two starts did (" In turn 11: ...; ...."), or "".
  std::string swingMadeOf;
  std::string command;  // the `whatif` command that plays the same games
};

// A narration cue or a teacher's note the battle reached.
struct ChronicleEntry {
  int turn = 0;
  std::size_t action = 0;  // actions applied once it had fired
  std::string text;
  std::string source;  // a cue's source, "" for a note
};

// A unit as the armies at the end show it.
struct ArmyLine {
  std::string name;  // the scenario's, or the type's when it has none
  std::string type;
  std::string condition;
  int strength = 0;
  std::string markers;  // those its condition does not already say, "; "-joined
};

// The table at the start of a turn: every unit as units() shows it, and those that had broken.
struct TableMoment {
  int turn = 1;
  std::size_t action = 0;  // actions applied before it
  std::vector<rules::UnitView> units;
  std::set<rules::UnitId> broken;
};

struct BattleAccount {
  std::string title;        // the scenario's name
  std::string ruleSystem;   // "Warlords (2014)", or the ruleset's key when unknown
  std::array<std::string, 2> sideNames;
  std::array<std::string, 2> playedBy;  // "a person", "the AI (normal)", "not recorded"
  std::uint64_t seed = 0;
  int turns = 0;            // the turn the recording ends in
  std::size_t actions = 0;  // recorded actions
  rules::Result result;
  std::string winnerLine;   // as `battle` prints it ("Winner: The English (side1)"); "" if not over
  std::string briefing;     // a historical battle's, else ""
  std::string history;      // what happened in history, else ""

  std::map<int, std::array<TurnLosses, 2>> losses;      // by turn, by side index
  std::map<int, std::vector<std::string>> turning;      // what turned the battle, by turn
  std::vector<Gamble> gambles;
  std::vector<ChronicleEntry> chronicle;  // the scenario's narration cues, in the order reached
  std::vector<ChronicleEntry> notes;      // the teacher's notes, in the order reached

  std::array<std::vector<ArmyLine>, 2> armies;
  bool anyMarkers = false;  // a unit of either side has markers to show
  std::array<int, 2> fightingAtStart{0, 0};  // units in the fight (a broken one is not)
  std::array<int, 2> fightingAtEnd{0, 0};

  std::optional<OddsAccount> odds;

  std::string finalHash;       // "0x..."
  std::string matchFileName;   // as a shell takes it, for the commands
  std::string replayCommand;   // sandtable-cli replay --verbose FILE

  // The table at each turn's start (turn 1 before any action), and at the end.
  std::vector<TableMoment> turnStarts;
  TableMoment end;
};

// The account of a recorded match (replayed as `replay` replays it). Throws data::ConfigErrors,
// placed in the file, when the recording is bad; std::invalid_argument for an unknown level.
BattleAccount accountOf(const scenario::LoadedMatch& match, const ReportOptions& options = {});

// The table at the end of `turn` (the start of the next, or the end when it is the last).
const TableMoment& momentAfterTurn(const BattleAccount& account, int turn);

// Units broken or dispersed in a turn, both sides together.
int unitsLostIn(const BattleAccount& account, int turn);

// A turn's row of the turn-by-turn table, in words: the turn, each side's losses, what turned
// the battle in it (both reports tell the same row).
std::vector<std::string> turnRow(const BattleAccount& a, int turn);

// How many units each side had in the fight at the start and at the end, as a sentence (both
// reports tell the same one).
std::string fightingWords(const BattleAccount& a);

}  // namespace sandtable::session
