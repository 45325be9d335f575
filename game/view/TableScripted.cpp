// Running a script of mouse and keyboard events at the table (see TableScript.h).
#include <Ogre.h>
#include <imgui_internal.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <stdexcept>

#include "ActionMenu.h"
#include "TableApp.h"
#include "TableScript.h"
#include "platform/FileContents.h"
#include "rules/core/Battlefield.h"

namespace sandtable::view {

using namespace sandtable::rules;
using namespace OgreBites;

namespace {

Keycode keyOf(const std::string& name, unsigned short& mod) {
  mod = 0;
  std::string k = name;
  if (k.rfind("ctrl+", 0) == 0) {
    mod = KMOD_CTRL;
    k = k.substr(5);
  }
  if (k == "return" || k == "enter") return SDLK_RETURN;
  if (k == "escape") return SDLK_ESCAPE;
  if (k == "tab") return '\t';
  if (k == "space") return SDLK_SPACE;
  if (k == "home") return SDLK_HOME;
  if (k == "f1") return SDLK_F1;
  if (k == "f5") return SDLK_F5;
  if (k.size() == 1) return k[0];
  throw std::runtime_error("unknown key '" + name + "'");
}

}  // namespace

void TableApp::runScript(const std::vector<ScriptLine>& script) {
  mScripted = true;
  setFixedFrameSeconds(1.0f / 30.0f);
  auto fail = [](const ScriptLine& l, const std::string& why) {
    throw std::runtime_error("script line " + std::to_string(l.number) + ": " + why);
  };
  std::map<std::string, std::array<float, 4>> remembered;  // controls' places, by `remember`
  // Where a target of a command is on the screen: "unit ID" or "square COL ROW".
  auto target = [&](const ScriptLine& l, std::size_t at, float& x, float& y) -> std::size_t {
    if (at + 1 >= l.words.size()) fail(l, "expected 'unit ID' or 'square COL ROW'");
    if (l.words[at] == "unit") {
      const UnitId id = std::stoi(l.words[at + 1]);
      for (const auto& [unit, box] : mUnits->standBoxes()) {
        if (unit == id &&
            projectToScreen({box.centre.x, box.centre.y + box.height * 0.5f, box.centre.z}, x, y))
          return at + 2;
      }
      fail(l, "unit " + l.words[at + 1] + " is not on the screen");
    }
    if (l.words[at] == "square" && at + 2 < l.words.size()) {
      const auto* grid =
          mPlay->session().scenario().battlefield->gridSpec();
      if (!grid) fail(l, "this battlefield has no squares");
      const WorldXZ w =
          toWorld(grid->centre({std::stoi(l.words[at + 1]), std::stoi(l.words[at + 2])}));
      if (!projectToScreen({w.x, mTerrain->heightAt(w.x, w.z), w.z}, x, y))
        fail(l, "that square is not on the screen");
      return at + 3;
    }
    if (l.words[at] == "ahead" && at + 2 < l.words.size()) {
      // A point on a measured table: MM millimetres in front of unit ID's centre, or with
      // "right DEG" after it, DEG degrees clockwise of its front.
      const UnitId id = std::stoi(l.words[at + 1]);
      const Length mm = std::stoll(l.words[at + 2]) * kMillimetre;
      std::size_t used = at + 3;
      int deg = 0;
      if (used + 1 < l.words.size() && l.words[used] == "right") {
        deg = std::stoi(l.words[used + 1]);
        used += 2;
      }
      for (const UnitView& u : mPlay->game().units()) {
        if (u.id != id || u.stands.empty()) continue;
        const Angle dir = u.stands.front().footprint.facing + degrees(deg);
        const WorldXZ w = toWorld(unitCentre(u) + heading(dir, mm));
        if (!projectToScreen({w.x, mTerrain->heightAt(w.x, w.z), w.z}, x, y))
          fail(l, "that point is not on the screen");
        return used;
      }
      fail(l, "no unit " + l.words[at + 1]);
    }
    if (l.words[at] == "label" && at + 1 < l.words.size()) {
      // The middle of a unit's label (or its tab) as the last frame drew it.
      const UnitId id = std::stoi(l.words[at + 1]);
      for (const ShownLabel& s : mLabelsShown) {
        if (s.unit != id) continue;
        x = (s.box.x0 + s.box.x1) / 2;
        y = (s.box.y0 + s.box.y1) / 2;
        return at + 2;
      }
      fail(l, "unit " + l.words[at + 1] + " has no label on the screen");
    }
    if (l.words[at] == "screen" && at + 2 < l.words.size()) {
      // A point of the picture in pixels, for a panel's own drawing (a chart's bar).
      x = std::stof(l.words[at + 1]);
      y = std::stof(l.words[at + 2]);
      return at + 3;
    }
    if (l.words[at] == "target" && at + 1 < l.words.size()) {
      // The middle of a control a panel drew under that name in the last frame.
      const auto t = mState.targets.find(l.words[at + 1]);
      if (t == mState.targets.end()) fail(l, "no control named '" + l.words[at + 1] + "' is showing");
      x = (t->second[0] + t->second[2]) / 2;
      y = (t->second[1] + t->second[3]) / 2;
      return at + 2;
    }
    if (l.words[at] == "near" && at + 3 < l.words.size()) {
      // near NAME DX DY: DX, DY pixels from the middle of a control drawn in the last frame.
      const auto t = mState.targets.find(l.words[at + 1]);
      if (t == mState.targets.end()) fail(l, "no control named '" + l.words[at + 1] + "' is showing");
      x = (t->second[0] + t->second[2]) / 2 + std::stof(l.words[at + 2]);
      y = (t->second[1] + t->second[3]) / 2 + std::stof(l.words[at + 3]);
      return at + 4;
    }
    if (l.words[at] == "remembered" && at + 1 < l.words.size()) {
      // Where a control was when `remember` looked: a person's hand that stays where it was.
      const auto t = remembered.find(l.words[at + 1]);
      if (t == remembered.end()) fail(l, "no control named '" + l.words[at + 1] + "' was remembered");
      x = (t->second[0] + t->second[2]) / 2;
      y = (t->second[1] + t->second[3]) / 2;
      return at + 2;
    }
    fail(l, "expected 'unit ID', 'square COL ROW', 'ahead ID MM', 'screen X Y' or 'target NAME'");
    return at;
  };
  // Events go into the table's input queue as the window system delivers them, and frames are
  // drawn until every one has been seen, and one more for what they did: a click queued whole
  // (press and release before the next frame) is the quick click of a touchpad tap.
  auto settle = [&] {
    for (int i = 0; i < 100 && inputPending(); ++i) renderFrame();
    renderFrame();
  };
  auto queueMotion = [&](float x, float y) {
    OgreBites::Event e{};
    e.motion = {MOUSEMOTION, static_cast<int>(x), static_cast<int>(y), static_cast<int>(x - mMouseX),
                static_cast<int>(y - mMouseY), 0};
    queueInput(e);
  };
  auto queueButton = [&](bool down, float x, float y) {
    OgreBites::Event e{};
    e.button = {down ? MOUSEBUTTONDOWN : MOUSEBUTTONUP, static_cast<int>(x), static_cast<int>(y), BUTTON_LEFT, 1};
    queueInput(e);
  };
  auto queueKey = [&](bool down, Keycode k, unsigned short mod) {
    OgreBites::Event e{};
    e.key = {down ? KEYDOWN : KEYUP, {k, mod}, 0};
    queueInput(e);
  };
  auto moveMouse = [&](float x, float y) {
    queueMotion(x, y);
    settle();
  };
  auto button = [&](bool down, float x, float y) {
    queueButton(down, x, y);
    settle();
  };

  // The panel drawn in the frame just rendered whose title begins so, if any.
  auto shownPanel = [](const std::string& title) -> const ImGuiWindow* {
    for (const ImGuiWindow* w : GImGui->Windows)
      if (w->Active && std::string_view(w->Name).rfind(title, 0) == 0) return w;
    return nullptr;
  };

  // The words of a line from `from` on, as one string: a button label or a panel title.
  auto restOf = [](const ScriptLine& l, std::size_t from) {
    std::string text;
    for (std::size_t i = from; i < l.words.size(); ++i) text += (i > from ? " " : "") + l.words[i];
    return text;
  };

  for (const ScriptLine& l : script) {
    const std::string& verb = l.words[0];
    if (verb == "frames") {
      const int n = l.words.size() > 1 ? std::stoi(l.words[1]) : 1;
      for (int i = 0; i < n; ++i) renderFrame();
    } else if (verb == "key") {
      if (l.words.size() < 2) fail(l, "key what?");
      unsigned short mod = 0;
      const Keycode k = keyOf(l.words[1], mod);
      queueKey(true, k, mod);  // a key tapped: down and up before the next frame
      queueKey(false, k, mod);
      settle();
    } else if (verb == "type") {
      // type TEXT: the characters a keyboard's text input gives, into the focused text box.
      if (l.words.size() < 2) fail(l, "type what?");
      const std::string text = restOf(l, 1);
      OgreBites::Event e{};
      e.text = {TEXTINPUT, text.c_str()};
      queueInput(e);  // the queue keeps its own copy of the text
      settle();
    } else if (verb == "move" || verb == "click") {
      float x = 0, y = 0;
      target(l, 1, x, y);
      queueMotion(x, y);
      if (verb == "click") {
        queueButton(true, x, y);
        queueButton(false, x, y);
      }
      settle();
    } else if (verb == "wheel") {
      // wheel <target> NOTCHES: the mouse wheel rolled there, up (away) when positive.
      float x = 0, y = 0;
      const std::size_t next = target(l, 1, x, y);
      if (next >= l.words.size()) fail(l, "expected 'wheel <target> NOTCHES'");
      queueMotion(x, y);
      const int notches = std::stoi(l.words[next]);
      for (int i = 0; i < std::abs(notches); ++i) {
        OgreBites::Event e{};
        e.wheel = {MOUSEWHEEL, notches > 0 ? 1 : -1};
        queueInput(e);
      }
      settle();
    } else if (verb == "expect-log") {
      // expect-log newest | older: whether the dice log showed its newest entries in the frame
      // just rendered, or the player's scrolling left it on older ones.
      const std::string want = l.words.size() > 1 ? l.words[1] : "";
      if (want != "newest" && want != "older") fail(l, "expected 'expect-log newest' or 'expect-log older'");
      if (!mState.logOpen) fail(l, "the dice log is not showing");
      if (mState.logShowsLast != (want == "newest"))
        fail(l, mState.logShowsLast ? "the log shows its newest entries" : "the log shows older entries, not its newest");
    } else if (verb == "drag") {
      // drag <from> to <to> [wheel]: with "wheel", Shift is held through the drag.
      float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
      const std::size_t next = target(l, 1, x0, y0);
      if (next >= l.words.size() || l.words[next] != "to")
        fail(l, "expected 'drag <from> to <to> [wheel]'");
      const std::size_t after = target(l, next + 1, x1, y1);
      const bool wheel = after < l.words.size() && l.words[after] == "wheel";
      if (wheel) queueKey(true, SDLK_LSHIFT, KMOD_SHIFT);
      moveMouse(x0, y0);
      button(true, x0, y0);
      for (int i = 1; i <= 10; ++i) {
        const float t = static_cast<float>(i) / 10.0f;
        moveMouse(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
      }
      button(false, x1, y1);
      if (wheel) {
        queueKey(false, SDLK_LSHIFT, KMOD_SHIFT);
        settle();
      }
    } else if (verb == "act") {
      // What the selected unit's first button whose label begins so would do (the Orders panel).
      if (l.words.size() < 2) fail(l, "act on what?");
      const std::string prefix = restOf(l, 1);
      if (!mState.selected) fail(l, "no unit is selected");
      bool done = false;
      for (const ActionChoice& c : unitActions(mPlay->game(), *mState.selected, *mAdapter)) {
        if (c.label.rfind(prefix, 0) == 0) {
          act(c.action);
          done = true;
          break;
        }
      }
      if (!done) fail(l, "the selected unit has no action '" + prefix + "...'");
      renderFrame();
    } else if (verb == "wait") {
      for (int i = 0; i < 3000; ++i) {
        renderFrame();
        const bool idle = !mUnits->busy() && !mPlay->following() && !mPlay->aiToAct() && !mPlay->studyPlaying() &&
                          !mWhatIf.running() && !mOdds.running();
        if (idle || mPlay->over() || mPlay->handoverPending()) break;
      }
    } else if (verb == "ai-pace") {
      if (l.words.size() < 2) fail(l, "ai-pace how many seconds?");
      mSettings.aiSecondsPerAction = std::stof(l.words[1]);
      mPlay->setSecondsPerAiAction(mSettings.aiSecondsPerAction);
    } else if (verb == "shot") {
      if (l.words.size() < 2) fail(l, "shot where?");
      renderFrame();
      writeScreenshot(l.words[1]);
    } else if (verb == "save") {
      // save FILE, or save @saves/NAME: among the table's saves, where its Files panel lists them.
      if (l.words.size() < 2) fail(l, "save where?");
      const std::string& where = l.words[1];
      const std::filesystem::path file =
          where.rfind("@saves/", 0) == 0 ? savesDir() / where.substr(7) : std::filesystem::path(where);
      if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path());
      mPlay->save(file);
    } else if (verb == "expect-selected") {
      // expect-selected none | ID: the unit chosen on the table now.
      if (l.words.size() < 2) fail(l, "expect-selected none or a unit id");
      const std::string have = mState.selected ? std::to_string(*mState.selected) : "none";
      if (have != l.words[1]) fail(l, "the selected unit is " + have + ", not " + l.words[1]);
    } else if (verb == "window" || verb == "no-window") {
      // Whether ImGui drew a window whose title begins so in the frame just rendered.
      if (l.words.size() < 2) fail(l, verb + " titled what?");
      const std::string title = restOf(l, 1);
      const bool shown = shownPanel(title) != nullptr;
      if (shown != (verb == "window")) fail(l, "the panel '" + title + "...' is " + (shown ? "showing" : "not showing"));
    } else if (verb == "expect-target" || verb == "no-target") {
      // Whether a panel drew a control it names in the frame just rendered (a chart's legend
      // entry that is there only when it has something to name).
      if (l.words.size() < 2) fail(l, verb + " named what?");
      const bool drawn = mState.targets.count(l.words[1]) > 0;
      if (drawn != (verb == "expect-target"))
        fail(l, "the control '" + l.words[1] + "' is " + (drawn ? "showing" : "not showing"));
    } else if (verb == "expect-forecast" || verb == "no-forecast") {
      // Whether the last frame showed an attack's odds (on the table beside the hovered enemy,
      // or in an order's tooltip) containing the rest of the line.
      const std::string want = restOf(l, 1);
      std::string seen;
      bool found = false;
      for (const std::string& f : mState.forecastsShown) {
        seen += (seen.empty() ? "" : " | ") + f;
        found = found || f.find(want) != std::string::npos;
      }
      if (found != (verb == "expect-forecast"))
        fail(l, found ? "a forecast says '" + want + "': " + seen
                      : "no forecast says '" + want + "'" + (seen.empty() ? " (none is showing)" : ": " + seen));
    } else if (verb == "expect-tooltip" || verb == "no-tooltip") {
      // Whether the last frame's tooltip over a unit's label (the label or the unit under the
      // mouse) had a line containing the rest of the line: its name, type, markers in words.
      const std::string want = restOf(l, 1);
      std::string seen;
      bool found = false;
      for (const std::string& t : mState.tooltipShown) {
        seen += (seen.empty() ? "" : " | ") + t;
        found = found || t.find(want) != std::string::npos;
      }
      if (found != (verb == "expect-tooltip"))
        fail(l, found ? "the tooltip says '" + want + "': " + seen
                      : "no tooltip line says '" + want + "'" + (seen.empty() ? " (none is showing)" : ": " + seen));
    } else if (verb == "expect-clipboard") {
      // The clipboard (the desktop's, through SDL) holds the rest of the line somewhere in it.
      const std::string want = restOf(l, 1);
      const char* have = ImGui::GetClipboardText();
      if (!have || std::string_view(have).find(want) == std::string_view::npos)
        fail(l, "the clipboard holds '" + std::string(have ? have : "") + "'");
    } else if (verb == "window-at-least") {
      // The panel titled so is showing and at least W by H pixels: a panel that sizes itself
      // must not shrink to a sliver (the Controls once wrapped to a letter a line).
      if (l.words.size() < 4) fail(l, "window-at-least WIDTH HEIGHT TITLE");
      const float width = std::stof(l.words[1]), height = std::stof(l.words[2]);
      const std::string title = restOf(l, 3);
      const ImGuiWindow* found = shownPanel(title);
      if (!found) fail(l, "the panel '" + title + "...' is not showing");
      if (found->Size.x < width || found->Size.y < height)
        fail(l, "the panel '" + title + "...' is " + std::to_string(static_cast<int>(found->Size.x)) + " by " +
                    std::to_string(static_cast<int>(found->Size.y)) + " pixels, smaller than " + l.words[1] +
                    " by " + l.words[2]);
    } else if (verb == "expect-actions" || verb == "expect-actions-at-least") {
      if (l.words.size() < 2) fail(l, "expect how many actions?");
      const std::size_t want = std::stoul(l.words[1]);
      const std::size_t have = mPlay->session().match().actions().size();
      if (verb == "expect-actions" ? have != want : have < want)
        fail(l, "the match holds " + std::to_string(have) + " actions, not " + (verb == "expect-actions" ? "" : "at least ") +
                    l.words[1]);
    } else if (verb == "expect-chronicle") {
      // The Chronicle panel drew itself in the frame just rendered, with the cue holding TEXT:
      // what a class sees at this position of the battle.
      const std::string want = restOf(l, 1);
      if (want.empty()) fail(l, "expect-chronicle showing what?");
      if (!shownPanel("Chronicle")) fail(l, "the chronicle is not showing");
      const session::FiredCue* cue = mPlay->latestCue();
      if (!cue || cue->what->text.find(want) == std::string::npos)
        fail(l, "the chronicle shows '" + (cue ? cue->what->text.substr(0, 60) + "...'" : std::string("nothing'")) +
                    ", not '" + want + "'");
    } else if (verb == "expect-turn") {
      if (l.words.size() < 2) fail(l, "expect which turn?");
      const int have = mPlay->game().phase().turn;
      if (have != std::stoi(l.words[1])) fail(l, "it is turn " + std::to_string(have) + ", not " + l.words[1]);
    } else if (verb == "take-over") {
      // As the study bar's "Play on from here" with these players (human or ai:LEVEL each).
      if (l.words.size() < 3) fail(l, "take-over SIDE1 SIDE2");
      std::array<session::PlayerSpec, 2> players;
      for (int i = 0; i < 2; ++i) {
        const auto spec = session::PlayerSpec::parse(l.words[static_cast<std::size_t>(i + 1)]);
        if (!spec) fail(l, "'" + l.words[static_cast<std::size_t>(i + 1)] + "' is not human or ai:LEVEL");
        players[static_cast<std::size_t>(i)] = *spec;
      }
      if (!mPlay->studying()) fail(l, "no recording is being studied");
      takeOver(players);
      renderFrame();
    } else if (verb == "what-if") {
      // As the study bar's "Play them": GAMES games from here, the AI at LEVEL on both sides;
      // with "instead ACTION" (an action as the logs write it, or "recorded"), as its "What if
      // instead" row: every game takes that action first.
      if (l.words.size() < 3) fail(l, "what-if GAMES LEVEL [instead ACTION]");
      if (!mPlay->studying()) fail(l, "no recording is being studied");
      std::vector<rules::Action> instead;
      if (l.words.size() > 3) {
        if (l.words[3] != "instead" || l.words.size() < 5) fail(l, "what-if GAMES LEVEL [instead ACTION]");
        const std::string text = restOf(l, 4);
        if (text == "recorded") {
          if (!mPlay->studyNextAction()) fail(l, "the recording ends here");
          instead = {*mPlay->studyNextAction()};
        } else {
          const auto named = session::lawfulActionNamed(mPlay->game(), text);
          if (!named) fail(l, "'" + text + "' is not a lawful action here");
          instead = {*named};
        }
      }
      askWhatIf(l.words[2], std::stoi(l.words[1]), instead);
      renderFrame();
    } else if (verb == "odds") {
      // As the study bar's "From every turn": GAMES games from each turn's start, the AI at LEVEL.
      if (l.words.size() < 3) fail(l, "odds GAMES LEVEL");
      if (!mPlay->studying()) fail(l, "no recording is being studied");
      askOdds(l.words[2], std::stoi(l.words[1]));
      renderFrame();
    } else if (verb == "study-this-battle") {
      // As the game-over panel's "Study this battle".
      if (mPlay->studying()) fail(l, "a recording is being studied already");
      studyThisBattle();
      renderFrame();
    } else if (verb == "note") {
      // As the note editor's Save: a teacher's note at this position of the studied recording.
      if (!mPlay->studying()) fail(l, "no recording is being studied");
      const std::string text = restOf(l, 1);
      if (text.empty()) fail(l, "note saying what?");
      const std::size_t before = mPlay->studyNotes().size();
      const bool saved = addNote(text);
      mState.noteEditorOpen = false;
      if (!saved || mPlay->studyNotes().size() != before + 1) fail(l, "the note was not saved: " + mState.toast);
      renderFrame();
    } else if (verb == "reword-note") {
      // As the note editor's Save after the chronicle's "Reword": the N-th note (from 1) says TEXT.
      if (l.words.size() < 3) fail(l, "reword-note N TEXT");
      const std::size_t n = std::stoul(l.words[1]);
      if (n < 1 || n > mPlay->studyNotes().size()) fail(l, "there is no note " + l.words[1]);
      if (!rewordNote(n - 1, restOf(l, 2))) fail(l, "the note was not saved: " + mState.toast);
      mState.noteEditorOpen = false;
      renderFrame();
    } else if (verb == "remove-note") {
      // As the chronicle's "Remove this note", for the N-th note of the recording (from 1).
      if (l.words.size() < 2) fail(l, "remove-note which (from 1)?");
      const std::size_t n = std::stoul(l.words[1]);
      if (n < 1 || n > mPlay->studyNotes().size()) fail(l, "there is no note " + l.words[1]);
      if (!removeNote(n - 1)) fail(l, "the note was not removed: " + mState.toast);
      renderFrame();
    } else if (verb == "export-report") {
      // As the Game menu's "Export battle report" (the game-over panel's button is a target).
      exportReport();
      renderFrame();
    } else if (verb == "expect-file-contains") {
      // The file (relative to the working directory), or with @report the battle report the
      // table last exported, holds the rest of the line somewhere in it.
      if (l.words.size() < 3) fail(l, "expect-file-contains PATH TEXT");
      const std::filesystem::path file = l.words[1] == "@report" ? mLastReport : std::filesystem::path(l.words[1]);
      if (file.empty()) fail(l, "no battle report has been exported");
      const std::optional<std::string> contents = platform::readFileContents(file);
      if (!contents) fail(l, "cannot read " + file.string());
      const std::string& have = *contents;
      const std::string want = restOf(l, 2);
      if (have.find(want) == std::string::npos) fail(l, file.string() + " does not contain '" + want + "'");
    } else if (verb == "change-file") {
      // Another hand changes a file behind the table's back (a colleague's `sandtable-cli note`,
      // a second table on a shared folder): the rest of the line is appended to it as a line.
      if (l.words.size() < 3) fail(l, "change-file PATH TEXT");
      std::ofstream out(l.words[1], std::ios::app);
      out << restOf(l, 2) << "\n";
      if (!out.flush()) fail(l, "cannot change " + l.words[1]);
    } else if (verb == "expect-toast" || verb == "no-toast") {
      // The message at the bottom of the table (the last one said) holds (does not hold) the rest
      // of the line.
      const std::string want = restOf(l, 1);
      if ((mState.toast.find(want) != std::string::npos) != (verb == "expect-toast"))
        fail(l, "the message says '" + mState.toast + "'");
    } else if (verb == "remember") {
      // remember NAME: where the control is now, for `click remembered NAME` later.
      if (l.words.size() < 2) fail(l, "remember which control?");
      const auto t = mState.targets.find(l.words[1]);
      if (t == mState.targets.end()) fail(l, "no control named '" + l.words[1] + "' is showing");
      remembered[l.words[1]] = t->second;
    } else if (verb == "expect-unmoved") {
      // expect-unmoved NAME: the control's left and top edges are where `remember` saw them.
      if (l.words.size() < 2) fail(l, "expect-unmoved which control?");
      const auto then = remembered.find(l.words[1]);
      const auto now = mState.targets.find(l.words[1]);
      if (then == remembered.end()) fail(l, "no control named '" + l.words[1] + "' was remembered");
      if (now == mState.targets.end()) fail(l, "no control named '" + l.words[1] + "' is showing");
      if (std::fabs(now->second[0] - then->second[0]) > 1 || std::fabs(now->second[1] - then->second[1]) > 1)
        fail(l, "the control '" + l.words[1] + "' moved from " + std::to_string(static_cast<int>(then->second[0])) + "," +
                    std::to_string(static_cast<int>(then->second[1])) + " to " +
                    std::to_string(static_cast<int>(now->second[0])) + "," + std::to_string(static_cast<int>(now->second[1])));
    } else if (const std::optional<std::string> problem = scriptCheck(l.words)) {
      if (!problem->empty()) fail(l, *problem);
    } else if (verb == "actions") {
      const auto& actions = mPlay->session().match().actions();
      for (std::size_t i = 0; i < actions.size(); ++i)
        std::cout << "action " << i + 1 << ": " << toString(actions[i]) << "\n";
    }
  }
}

}  // namespace sandtable::view
