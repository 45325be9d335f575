// Match files: a scenario (a path or inline), a seed, whether the terrain was dealt at random
// from it, optional forced dice, and the
// actions taken, each with the state hash after it. Replaying one re-applies the actions
// and checks every hash, naming the first that differs. A teacher may add notes to a
// recording (`notes:`, each at a point of it): they are presentation only, like a scenario's
// narration, so they never change a hash.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "NarrationCues.h"
#include "Scenario.h"
#include "rules/core/Action.h"

namespace sandtable::scenario {

struct RecordedAction {
  rules::Action action;
  std::optional<std::uint64_t> hash;  // the state hash after it, when the file records one
  YAML::Mark mark;                    // where it is written, for error messages
};

// The outcome a match file records in its trailing `result` section; `replay` checks it.
struct MatchSummary {
  std::string winner;  // "side1", "side2", "draw" or "" while unfinished
  int turns = 0;
  std::uint64_t finalHash = 0;
};

// A teacher's note on a recorded battle: shown once `action` actions have been applied (0:
// at the first position), in the chronicle, the log, `replay` and the battle report.
struct TeacherNote {
  std::size_t action = 0;
  std::string text;
  YAML::Mark mark;  // where it is written, for error messages
};

struct MatchRecord {
  std::string scenarioRef;  // the path as the file writes it; empty for an inline scenario
  YAML::Node inlineScenario;  // the scenario itself when the file holds it inline
  std::uint64_t seed = 0;
  // The terrain was dealt from the terrain cards, from the seed (RandomTerrain.h), not drawn
  // by the scenario: loading the match deals it again.
  bool randomTerrain = false;
  std::vector<int> forcedDice;
  std::vector<YAML::Mark> forcedMarks;
  std::array<std::string, 2> players{"", ""};  // "human", "ai:normal", ... (informational)
  std::optional<std::uint64_t> initialHash;
  YAML::Mark initialHashMark;  // where a replay that starts elsewhere points
  std::vector<RecordedAction> actions;
  std::vector<TeacherNote> notes;  // in the order of the recording (by action, then as written)
  std::optional<MatchSummary> result;  // as recorded; checked by replay
  YAML::Mark resultMark;
};

struct LoadedMatch {
  std::string file;
  MatchRecord record;
  LoadedScenario scenario;
};

// A seed as a match file and the command line write it: a whole number from 0 to 2^64-1
// (decimal, or 0x hexadecimal); nothing for a sign, a fraction, or a number past 2^64-1.
std::optional<std::uint64_t> parseSeed(const std::string& text);

// Loads and validates a match file and the scenario it names; throws data::ConfigErrors.
LoadedMatch loadMatchFile(const std::filesystem::path& path);

// How a match file names its scenario: relative to the data root when the scenario lives
// under it, otherwise absolute.
std::string scenarioReference(const std::filesystem::path& scenarioPath);

// The YAML text of a match file, with a trailing `result` section when `summary` is given.
std::string renderMatchFile(const MatchRecord& record, const std::optional<MatchSummary>& summary);

// The notes as narration cues (CueTrigger::TeacherNote), after the scenario's own: what a
// NarrationTracker is made from to show both.
std::vector<NarrationCue> narrationWithNotes(const std::vector<NarrationCue>& scenarioCues,
                                             const std::vector<TeacherNote>& notes);

// Adds a note at `action` (after the notes already there) and keeps the order; rewords or
// removes the `index`-th note. All leave the actions and hashes as they are.
void addNote(MatchRecord& record, std::size_t action, std::string text);
void rewordNote(MatchRecord& record, std::size_t index, std::string text);
void removeNote(MatchRecord& record, std::size_t index);

// Writes atomically (temporary file, then rename): a crash never leaves half a save.
void saveMatchFile(const std::filesystem::path& path, const MatchRecord& record,
                   const std::optional<MatchSummary>& summary);

}  // namespace sandtable::scenario
