// Pieces every sandtable-cli subcommand shares: exit codes, reporting bad input, the
// default scenario from config/settings.yaml, and summaries as text or JSON.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <array>
#include <functional>
#include <optional>
#include <iosfwd>
#include <string>

#include "rules/core/Event.h"
#include "rules/core/Game.h"
#include "scenario/Scenario.h"
#include "session/Narration.h"
#include "session/PlayerSpec.h"

namespace sandtable::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;    // something went wrong inside Sandtable
inline constexpr int kExitBadInput = 2;   // a file or the command line is wrong

// Parses --side1/--side2 for a headless game (both must be AIs); prints what is wrong and
// returns nullopt otherwise.
std::optional<std::array<session::PlayerSpec, 2>> parseAiPlayers(const std::string& side1, const std::string& side2);

// The scenario `tools/play` and the commands use when none is named.
std::string defaultScenarioPath();

// --random-terrain: the scenario on terrain dealt from the match seed (scenario/RandomTerrain.h).
// Prints why and returns false when its rule system has no terrain cards (a bad command line).
bool dealTerrainIfAsked(scenario::LoadedScenario& sc, bool randomTerrain, std::uint64_t seed);

// Runs `body`, turning data errors into "file:line:col: message" lines on stderr and the
// bad-input exit code, and anything unexpected into the failure code.
int guarded(const std::function<int()>& body);

// --jobs past the machine's hardware threads: says on stderr that the run plays as many at
// once as there are threads (session::workersFor caps it; the results are the same).
void noteJobsCap(unsigned jobs);

// A progress bar on stderr, "[####....] done/total", redrawn in place; a new line at the end.
void drawProgress(int done, int total);

// Prints each turn's progress (and, when `all` is set, every event with its dice).
class ProgressPrinter final : public rules::EventSink {
 public:
  ProgressPrinter(std::ostream& out, const rules::Game* game, bool all) : mOut(out), mGame(game), mAll(all) {}
  void setGame(const rules::Game* g) { mGame = g; }
  void emit(rules::Event e) override;

 private:
  std::ostream& mOut;
  const rules::Game* mGame;
  bool mAll;
};

// One line per side: "Romans: 4 units in the fight (1 SHAKEN), 1 lost", states in the system's
// own words; a side with units broken but still on the table, fleeing, also counts them
// ("2 Broken", "1 in rout").
std::string strengthLine(const rules::Game& game, const scenario::ScenarioInfo& info);

// The final summary both as people read it and as JSON.
struct Outcome {
  std::string winner;  // side1, side2, draw
  int turns = 0;
  std::uint64_t hash = 0;
  std::string ending;  // what decided it: army_broken, turn_limit, ... (rules::endingName)
  std::string reason;
};
Outcome outcomeOf(const rules::Game& game, std::uint64_t hash);
// The result; for a historical battle that has ended, also what happened in history.
void printOutcome(std::ostream& out, const Outcome& o, const scenario::ScenarioInfo& info);
// "Heading:" and then the text in lines of at most `width` characters, indented two spaces.
void printParagraph(std::ostream& out, const std::string& heading, const std::string& text, std::size_t width = 90);
nlohmann::json outcomeJson(const Outcome& o, const rules::Game& game);
// A narration cue where it fires, as the briefing is printed: "Narration, turn 5:" and the
// text wrapped and indented; and as JSON, {turn, action, text}.
void printCue(std::ostream& out, const session::FiredCue& cue);
nlohmann::json cueJson(const session::FiredCue& cue);

}  // namespace sandtable::cli
