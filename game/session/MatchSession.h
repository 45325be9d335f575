// One match in play: the scenario, the match (game + dice + history), who plays each side,
// and the match file it saves to. The CLI and the 3D table both drive play through this.
#pragma once

#include <array>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include "PlayerSpec.h"
#include "ai/AiPlayer.h"
#include "rules/core/Match.h"
#include "scenario/MatchFile.h"
#include "scenario/Scenario.h"

namespace sandtable::session {

struct SessionOptions {
  std::uint64_t seed = 0;
  // The scenario given was dealt its terrain from the seed (scenario/RandomTerrain.h): the
  // match file says so, and loading it deals the same terrain again.
  bool randomTerrain = false;
  std::vector<int> forcedDice;
  std::array<PlayerSpec, 2> players{};
  std::string scenarioRef;       // how a saved match names its scenario
  YAML::Node inlineScenario;     // or the scenario itself
  std::filesystem::path autosave;  // written after every action when set
  // A teacher's notes on the recording (a loaded or studied match's): saved with it, those
  // at points the match has reached (an undo or a take-over drops the later ones).
  std::vector<scenario::TeacherNote> notes;
};

class MatchSession {
 public:
  MatchSession(scenario::LoadedScenario scenario, SessionOptions options);

  const scenario::LoadedScenario& scenario() const { return mScenario; }
  const rules::Match& match() const { return *mMatch; }
  const rules::Game& game() const { return mMatch->game(); }
  const SessionOptions& options() const { return mOptions; }
  const PlayerSpec& player(rules::Side s) const { return mOptions.players[static_cast<std::size_t>(rules::sideIndex(s))]; }

  bool over() const { return mMatch->over(); }
  // True when the side to act is played by the AI.
  bool aiToAct() const;
  // The AI's choice for the side to act (call only when aiToAct()).
  rules::Action aiAction();
  // What side `s`'s AI weighed for its last choice (hard's alternatives, the chosen first);
  // empty for a person, or a level that does not search.
  std::vector<ai::Alternative> lastAlternatives(rules::Side s) const;
  // Applies a legal action (from a person or an AI); throws rules::IllegalAction.
  std::uint64_t submit(const rules::Action& a, rules::EventSink& sink);
  // Plays AI turns until the game ends or a human must act. `afterAction` sees each one.
  void playAi(rules::EventSink& sink, const std::function<void(const rules::Action&)>& afterAction = {});

  // Takes back the last action if it rolled no dice (re-playing the rest from the start).
  bool canUndo() const;
  bool undo();
  // Rebuilds the match from its first `count` actions, dice and all: stepping back through a
  // recorded battle. The same actions from the same seed reach the same hashes, so this is
  // exact, not an approximation of the earlier position.
  void rewindTo(std::size_t count);
  // Who plays each side from now on (a teacher handing a studied battle's position to
  // players); the AIs start afresh, as they do after an undo.
  void setPlayers(const std::array<PlayerSpec, 2>& players);

  scenario::MatchRecord record() const;
  std::optional<scenario::MatchSummary> summary() const;
  void save(const std::filesystem::path& path) const;
  // Starts (or, with an empty path, stops) autosaving after every action; used by the 3D
  // table so that re-applying a loaded match's actions does not write the file each time.
  void setAutosave(std::filesystem::path path) { mOptions.autosave = std::move(path); }
  void setNotes(std::vector<scenario::TeacherNote> notes) { mOptions.notes = std::move(notes); }

 private:
  void resetAis();

  scenario::LoadedScenario mScenario;
  SessionOptions mOptions;
  std::unique_ptr<rules::Match> mMatch;
  std::array<std::unique_ptr<ai::AiPlayer>, 2> mAis;
};

// "side1", "side2" or "draw" for a finished game, "" for one still running.
std::string winnerKey(const rules::Result& r);

}  // namespace sandtable::session
