// Scripted input for the table without a person: mouse and keyboard events fed through the
// same input chain a window delivers (ImGui first), aimed at units and squares by their
// place on the screen. End-to-end tests play the game with the mouse this way, headless.
//
// A line is a verb and its words, split at whitespace; `#` begins a comment to the end of the
// line, and `\#` is a `#` of the text (expect-file-contains notes.md \#\# Turn by turn).
//
//   {NAME} in a word is a variable's value: size (WIDTHxHEIGHT), scale (the UI scale, "1.0")
//   and any given with --script-var NAME=VALUE.
//   Clicks, keys, drags and the wheel are queued as the window system delivers them (a click's
//   press and release together, before the next frame) and frames are drawn until the table has
//   seen them all, and one more.
//   frames N                          render N frames
//   key KEY                           return, escape, tab, space, ctrl+z or one character
//   type TEXT                         the text typed into the focused text box
//   move unit ID | move square C R    move the mouse there
//   click unit ID | click square C R  left click there
//   click screen X Y                  left click that pixel of the picture
//   click target NAME                 left click a control a panel named (odds-turn-13, odds-copy)
//   ... near NAME DX DY               (a target) DX, DY pixels from a named control's middle
//   ... label ID                      (a target) the middle of unit ID's label as last drawn
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
//   shot FILE | save FILE             a screenshot, or the match file, now (@saves/NAME: among
//                                     the table's saves)
//   expect-selected none | ID         no unit, or that unit, is selected
//   actions                           print the match's actions, one a line
//   window TITLE | no-window TITLE    a panel whose title begins TITLE is (is not) showing
//   window-at-least W H TITLE         ... is showing and at least W by H pixels
//   expect-clipboard TEXT             the clipboard holds TEXT
//   expect-actions N | expect-turn N  the match holds N actions now, or stands in turn N
//   expect-actions-at-least N         ... at least N actions
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
//   expect-toast TEXT | no-toast TEXT the message at the bottom of the table says (does not say)
//   TEXT expect-ruleset ID                 the match on the table is of that rule system remember
//   NAME                     where a named control is now; `click remembered NAME`
//                                     clicks there later, as a hand that stayed put, and
//   expect-unmoved NAME               checks its left and top edges are still there
//   expect-ui-scale MIN MAX           the UI scale in force lies between MIN and MAX
//   expect-army-total TEXT            the army builder's total reads TEXT ("24 / 350 points")
//   expect-on-screen                  every panel and named control lies on the screen, none
//                                     with controls cut off past an edge it cannot scroll to
//   expect-table-visible PERCENT      at least PERCENT of the screen is the table, not panels
//   mark-camera | expect-camera same|zoomed   the camera's distance, then whether it changed
//   expect-ai-speed N | expect-ai-paused yes|no | expect-study-playing yes|no
//   expect-sound KEY                  a sound of that key (EventSounds.h: move, shot, melee,
//                                     routed, dice, ...) played since the scene was built or
//                                     the last forget-cues
//   expect-animation NAME             an animation so named (EventAnimation.h: move, charge,
//                                     contact, shot, melee, hit, rout, flight, fade, ...) began
//                                     since then
//   forget-cues                       forget the sounds and animations so far
//   expect-drawn ID | expect-not-drawn ID   the table draws (does not draw) unit ID's stands for
//                                     the person at it (what the rules let that side know)
//   expect-riders N                   the table draws N riders at its pins (messengers, free
//                                     Captains: PinRiders.h)
//   expect-pins-clear                 no unit's label lies over a pin's flag, rider or words
//   expect-tab ID | no-tab ID         unit ID's label was folded (was not) to a tab last frame
//   expect-text TEXT | no-text TEXT   some word the last frame drew (a panel, the bar, a tooltip,
//                                     a pin on the table) holds (none holds) TEXT
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace sandtable::view {

struct ScriptLine {
  int number = 0;  // in the file, for errors
  std::vector<std::string> words;
};

// Reads a script, putting each variable's value for {NAME} in its words; throws
// std::runtime_error "file:line:col: message" on a line it cannot read or a {NAME} without one.
std::vector<ScriptLine> readScript(const std::filesystem::path& file,
                                   const std::map<std::string, std::string>& vars = {});

}  // namespace sandtable::view
