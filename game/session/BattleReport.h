// A battle report: a recorded battle told in Markdown, for a teacher to hand the class an
// account of the battle it played or studied, or a player to keep one. Who fought and how it
// ended, the briefing of a historical battle, what each side suffered turn by turn and what
// turned it, the scenario's narration cues the battle reached, both armies as they ended,
// optionally how the odds moved (games played on by the AI from each turn's start), what
// happened in history, and the command that replays it. `sandtable-cli report` prints it; the
// same account in HTML, with maps, is BattleReportHtml.h.
//
// Deterministic: the same file gives the same bytes (no clock, and of paths only the match
// file's name), so a report can be checked into a course's notes and diffed.
#pragma once

#include <string>

#include "BattleAccount.h"

namespace sandtable::session {

// The report of a recorded match (replayed as `replay` replays it). Throws data::ConfigErrors,
// placed in the file, when the recording is bad; std::invalid_argument for an unknown level.
std::string battleReport(const scenario::LoadedMatch& match, const ReportOptions& options = {});
// The same, of an account already made.
std::string battleReport(const BattleAccount& account);

}  // namespace sandtable::session
