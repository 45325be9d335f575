// A battle report: a recorded battle told in Markdown, for a teacher to hand the class an
// account of the battle it played or studied, or a player to keep one. Who fought and how it
// ended, the briefing of a historical battle, what each side suffered turn by turn and what
// turned it, the scenario's narration cues the battle reached, both armies as they ended, optionally how the odds moved (games played on by the
// AI from each turn's start), what happened in history, and the command that replays it.
// `sandtable-cli report` prints it; the 3D table writes it beside the saves.
//
// Ruleset-generic: it reads only the rules interface (units(), the events, the Result). And
// deterministic: the same file gives the same bytes (no clock, and of paths only the match
// file's name), so a report can be checked into a course's notes and diffed.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>

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
  int dispersed = 0;   // UnitDispersed events
};

struct ReportOptions {
  // Games played on from the start of each recorded turn for "How the odds moved"; 0 leaves
  // the section out (the games take minutes).
  int oddsGames = 0;
  std::uint64_t oddsSeed = 1;
  std::string oddsLevel = "normal";  // the AI on both sides
  unsigned jobs = 1;                 // games at once (0: one per core); see oddsByTurn
  // Told of each odds game as it is tallied: done of total.
  std::function<void(std::size_t done, std::size_t total)> progress;
};

// The report of a recorded match (replayed as `replay` replays it). Throws data::ConfigErrors,
// placed in the file, when the recording is bad; std::invalid_argument for an unknown level.
std::string battleReport(const scenario::LoadedMatch& match, const ReportOptions& options = {});

}  // namespace sandtable::session
