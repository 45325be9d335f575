// `sandtable-cli note`: a teacher's notes on a recorded battle (the match file's `notes:`),
// listed, added at an action or at the start of a turn, reworded or removed, headless. The 3D table's
// study bar does the same. The recording is checked hash by hash before the file is written,
// and the file is written atomically with its actions and hashes as they were.
#include <iostream>
#include <optional>

#include "CliCommon.h"
#include "Commands.h"
#include "rules/core/Event.h"
#include "scenario/MatchFile.h"
#include "session/Replay.h"

namespace sandtable::cli {

namespace {

struct NoteOptions {
  std::string match;
  std::optional<std::string> text;
  std::optional<std::size_t> atAction;
  std::optional<int> atTurn;
  std::optional<std::size_t> reword;  // counted from 1, as the list numbers them
  std::optional<std::size_t> remove;  // the same
};

// What is wrong with the options, or "".
std::string optionsProblem(const NoteOptions& o) {
  if (o.atAction && o.atTurn) return "give --at-action or --at-turn, not both";
  if (o.remove && (o.text || o.reword)) return "--remove takes a note away: give it alone";
  if (o.reword && (o.atAction || o.atTurn)) return "--reword changes a note's words, not where it stands";
  if (o.reword && !o.text) return "--reword needs --text: the note's new words";
  if ((o.atAction || o.atTurn) && !o.text) return "--at-action and --at-turn say where --text goes: give --text too";
  if (o.text && !o.atAction && !o.atTurn && !o.reword)
    return "--text needs --at-action N or --at-turn T (where in the battle it goes), or --reword K";
  if (o.text && scenario::blankText(*o.text))
    return "--text is empty: a note needs something for the class to read";
  for (const auto& [n, name] : {std::pair{o.remove, "--remove"}, std::pair{o.reword, "--reword"}}) {
    if (n && *n == 0) return std::string(name) + " counts from 1, as the list numbers the notes";
  }
  if (o.atTurn && *o.atTurn < 1) return "--at-turn counts from 1";
  return "";
}

void listNotes(const scenario::MatchRecord& rec, const std::vector<int>& turnAfter, const std::string& file) {
  if (rec.notes.empty()) {
    std::cout << file << " has no notes\n";
    return;
  }
  std::cout << file << ": " << rules::plural(static_cast<int>(rec.notes.size()), "note") << "\n";
  for (std::size_t i = 0; i < rec.notes.size(); ++i) {
    const scenario::TeacherNote& n = rec.notes[i];
    std::cout << "  " << i + 1 << ". turn " << turnAfter.at(n.action) << ", after action " << n.action << ": "
              << n.text << "\n";
  }
}

int runNote(const NoteOptions& o) {
  if (const std::string problem = optionsProblem(o); !problem.empty()) {
    std::cerr << "error: " << problem << "\n";
    return kExitBadInput;
  }
  scenario::LoadedMatch lm = scenario::loadMatchFile(o.match);
  // Notes go only on a recording that replays: never write into a file that is already wrong.
  rules::NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(lm, quiet);
  if (!rep.ok) {
    std::cerr << rep.problem() << "\n";
    return kExitBadInput;
  }
  scenario::MatchRecord& rec = lm.record;
  if (!o.text && !o.remove && !o.reword) {
    listNotes(rec, rep.turnAfter, o.match);
    return kExitOk;
  }
  if (const auto which = o.remove ? o.remove : o.reword) {
    if (*which > rec.notes.size()) {
      std::cerr << "error: " << (o.remove ? "--remove " : "--reword ") << *which << ", but " << o.match << " has "
                << rules::plural(static_cast<int>(rec.notes.size()), "note") << "\n";
      return kExitBadInput;
    }
    if (o.remove)
      scenario::removeNote(rec, *which - 1);
    else
      scenario::rewordNote(rec, *which - 1, *o.text);
  } else {
    std::size_t at = 0;
    if (o.atAction) {
      if (*o.atAction > rep.applied) {
        std::cerr << "error: --at-action " << *o.atAction << ", but the match records " << rep.applied
                  << " actions\n";
        return kExitBadInput;
      }
      at = *o.atAction;
    } else {
      at = session::firstPositionOfTurn(rep.turnAfter, *o.atTurn);
      if (at >= rep.turnAfter.size()) {
        std::cerr << "error: --at-turn " << *o.atTurn << ", but the recording ends in turn " << rep.turnAfter.back()
                  << "\n";
        return kExitBadInput;
      }
    }
    scenario::addNote(rec, at, *o.text);
  }
  try {
    scenario::saveMatchFile(o.match, rec, rec.result);
  } catch (const std::runtime_error& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  }
  listNotes(rec, rep.turnAfter, o.match);
  return kExitOk;
}

}  // namespace

void addNoteCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<NoteOptions>();
  CLI::App* cmd = app.add_subcommand(
      "note",
      "A teacher's notes on a recorded battle: list them, add one at an action or at the start of a turn, reword or "
      "remove one. The 3D table's study, `replay` and `report` show each where the battle reaches it.");
  cmd->add_option("match", opts->match, "Match file (from `battle --save` or the 3D table); every hash is checked")
      ->required();
  cmd->add_option("--text", opts->text, "Add this note (with --at-action or --at-turn)");
  cmd->add_option("--at-action", opts->atAction,
                  "Where the note goes: after this many recorded actions (0: the first position), as `replay "
                  "--verbose` and `whatif --at-action` count them");
  cmd->add_option("--at-turn", opts->atTurn, "Where the note goes: the start of this turn");
  cmd->add_option("--reword", opts->reword, "Give the note with this number (as the list numbers them) the words of --text");
  cmd->add_option("--remove", opts->remove, "Remove the note with this number (as the list numbers them)");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runNote(*opts); }); });
}

}  // namespace sandtable::cli
