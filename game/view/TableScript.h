// Scripted input for the table without a person: mouse and keyboard events fed through the
// same input chain a window delivers (ImGui first), aimed at units and squares by their
// place on the screen. End-to-end tests play the game with the mouse this way, headless.
//
// A line is a verb and its words, split at whitespace; `#` begins a comment to the end of the
// line, and `\#` is a `#` of the text (expect-file-contains @report \#\# Turn by turn).
//
//   frames N                          render N frames
//   key KEY                           return, escape, tab, space, ctrl+z or one character
//   move unit ID | move square C R    move the mouse there
//   click unit ID | click square C R  left click there
//   click screen X Y                  left click that pixel of the picture
//   click target NAME                 left click a control a panel named (odds-turn-13, odds-copy)
//   expect-target NAME | no-target NAME   a panel drew (did not draw) the control so named
//                                     (the selected unit's orders are order-0, order-1, ...)
//   expect-forecast TEXT | no-forecast TEXT   an attack's odds on the table (the hovered
//                                     enemy) or in an order's tooltip say (do not say) TEXT
//   expect-tooltip TEXT | no-tooltip TEXT   the tooltip over a unit's label (the label or the
//                                     unit under the mouse) has (has no) line with TEXT
//   drag unit ID to square C R        press on the unit, move in steps, release
//   wheel <target> NOTCHES            the mouse wheel rolled there (up when positive)
//   expect-log newest | older         the dice log shows its newest entries, or older ones
//   drag unit ID to unit ID
//   ... ahead ID MM                   (a target) MM millimetres in front of unit ID
//   act LABEL                         the selected unit's first action labelled LABEL...
//   wait                              until animations, plans and the AI are done
//   ai-pace SECONDS                   seconds per AI action
//   shot FILE | save FILE             a screenshot, or the match file, now
//   actions                           print the match's actions, one a line
//   window TITLE | no-window TITLE    a panel whose title begins TITLE is (is not) showing
//   window-at-least W H TITLE         ... is showing and at least W by H pixels
//   expect-clipboard TEXT             the clipboard holds TEXT
//   expect-actions N | expect-turn N  the match holds N actions now, or stands in turn N
//   expect-chronicle TEXT             the Chronicle panel shows a narration cue with TEXT in it
//   take-over SIDE1 SIDE2             a studied recording goes on from here with these players
//   what-if GAMES LEVEL               ask how it tends to end from here (wait waits for the games)
//   ... instead ACTION                each game first takes ACTION (as the logs write it, or
//                                     "recorded"), as the study bar's "What if instead" row
//   odds GAMES LEVEL                  the same from every turn's start: the odds chart
//   study-this-battle                 save the battle among the saves and study it
//   note TEXT | remove-note N         a teacher's note at this position of the studied
//                                     recording (as the note editor's Save), or the N-th removed
//   reword-note N TEXT                the N-th note (from 1) made to say TEXT
//   export-report                     as the Game menu's "Export battle report"
//   expect-file-contains PATH TEXT    the file holds TEXT; PATH @report is the report last exported
//   change-file PATH TEXT             TEXT appended to the file as a line, as another hand would
//   expect-toast TEXT                 the message at the bottom of the table says TEXT
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::view {

struct ScriptLine {
  int number = 0;  // in the file, for errors
  std::vector<std::string> words;
};

// Reads a script; throws std::runtime_error "file:line:col: message" on a line it cannot read.
std::vector<ScriptLine> readScript(const std::filesystem::path& file);

}  // namespace sandtable::view
