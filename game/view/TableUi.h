// What the ImGui panels share with the table: the interactive state (selection, hover,
// which overlays and panels are shown, messages) and the commands a panel can give. The
// panels only read the match and ask for things through TableCommands; the table does them.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "MediaBinding.h"
#include "MoveEnvelope.h"
#include "PanelLayout.h"
#include "PlayController.h"
#include "RulesetAdapter.h"
#include "ActionMenu.h"
#include "ScenarioCatalogue.h"
#include "TurnGuide.h"
#include "ViewSettings.h"
#include "WhatIfRunner.h"

struct ImVec4;

namespace sandtable::view {

struct NewGameChoice {
  std::string ruleset;
  std::filesystem::path scenario;
  std::array<session::PlayerSpec, 2> players;
  std::uint64_t seed = 1;
  bool randomTerrain = false;  // terrain dealt from the terrain cards (rule systems that have them)
  // A points battle: the army files bought for each side at the table (empty: the scenario's).
  std::array<std::filesystem::path, 2> armies;
};

// A choice that gives something up, asked before it is made: ending a turn with units still
// able to act, or passing the rest of it.
struct TurnConfirm {
  std::string title;     // the dialog's title ("End the turn", "Pass the rest of the turn")
  std::string question;  // what it gives up, in a sentence or two
  std::optional<rules::Action> action;  // what Yes submits; none: pass the rest
};

struct TableState {
  std::optional<rules::UnitId> selected;
  std::optional<rules::UnitId> hovered;
  bool showViewshed = false;
  bool showFireArc = true;
  bool tapeMode = false;
  // Panels
  bool setupOpen = false;
  bool setupShown = false;  // the New game panel was drawn last frame (an opening deals a new seed)
  bool logOpen = true;
  bool rosterOpen = false;
  bool settingsOpen = false;
  bool fileOpen = false;
  bool helpOpen = false;
  bool briefingOpen = false;   // the scenario's briefing (opens when a historical battle starts)
  bool whatIfOpen = false;     // the tally of games played on from a studied position
  bool oddsOpen = false;       // the chart of games played on from each turn of a studied battle
  // The chronicle: the last narration cue of a historical battle. A cue that fires opens it
  // when the table follows cues (always for a person; headless only with --panels chronicle);
  // N shows or hides it. chronicleSeen is the play's cuesFired() when last looked at.
  bool chronicleOpen = false;
  bool chronicleFollows = true;
  int chronicleSeen = 0;
  bool rollsOnly = false;
  bool aiReasons = false;   // the dice log shows what the AI weighed before each choice
  std::size_t logSeen = 0;  // dice log entries shown so far
  bool logFollows = true;    // the log follows new entries unless the player scrolled up
  float logScrollY = 0;      // where its scroll stood in the last frame (a move up is the player's)
  bool logShowsLast = true;  // the last frame showed the log's newest entries (for scripts)
  bool replaying = false;   // hot-seat: showing what the other side did
  float cardBottom = 0;     // where the unit card ends on the screen (Orders go below it)
  float chronicleHeight = 0;     // the chronicle's strip as last drawn, for the layout (0: closed)
  float studyDrawerHeight = 0;   // the study bar's open drawer as last drawn
  float ordersHeight = 0;        // the Orders panel as it last wanted to be
  float uiScaleDraft = 1;       // the UI scale slider's value while it is dragged (applied when let go)
  bool uiScaleDragged = false;
  // A short message at the bottom of the screen, and how long it stays.
  std::string toast;
  float toastSeconds = 0;
  // What the study bar asks "what if" with: the AI level on both sides, and how many games.
  std::string whatIfLevel = "normal";
  int whatIfGames = 50;
  // What to take instead of the recorded action ("what if it had held?"): a lawful action, or
  // a unit's activation and then one of its orders ("what if William's knights had charged?"),
  // with the words the row shows for it; and the choices at the position they were listed for
  // (by its match hash: listing them on a measured table tries every move, and a unit's orders
  // take its activation on copies of the game, too much to do every frame).
  struct InsteadChoice {
    std::vector<rules::Action> plan;  // the action, then the order (if any)
    std::string group;                // the unit's name, or "" for an action of the side
    std::string label;                // its words in the list, after the group
    std::string target;               // the script's name for it ("instead-u13-charge-u3")
  };
  std::vector<rules::Action> insteadPlan;
  std::string insteadLabel;
  std::uint64_t insteadListedAt = 0;
  std::vector<rules::Action> insteadLawful;
  std::uint64_t insteadChoicesAt = 0;
  std::vector<InsteadChoice> insteadChoices;
  // The study bar's note being written (the teacher's note editor), while it is open, and the
  // note it rewords (its place in studyNotes()), if it is not a new one.
  bool noteEditorOpen = false;
  std::string noteDraft;  // grows as the teacher writes: a note has no length limit
  std::optional<std::size_t> noteRewording;
  bool notesListOpen = false;  // the list of every note on the recording studied
  int studyDrawer = 0;  // the study bar's open drawer (StudyPanel.cpp), 0 for none
  bool gamblesListOpen = false;  // the list of every attack of the recording studied, with its odds
  // Who plays on when a studied battle is taken over (the study bar's choice).
  std::array<session::PlayerSpec, 2> takeOverPlayers{session::PlayerSpec{true, ""},
                                                     session::PlayerSpec{false, "normal"}};
  // Where named controls were drawn in the last frame (x0, y0, x1, y1 on the screen), so that
  // a script aims at a chart's bar or a button by name, not by pixel ("click target NAME").
  std::map<std::string, std::array<float, 4>> targets;
  // The forecasts of attacks drawn in the last frame (on the table or in an order's tooltip),
  // "Charge Housecarls: reaches 83 %; ...", so that a script can check what a player read.
  std::vector<std::string> forecastsShown;
  // The lines of the tooltip over a unit's label drawn in the last frame (its name, troop type
  // and markers in words), for the same reason.
  std::vector<std::string> tooltipShown;
  // The choice waiting for a Yes or a No (Enter or Esc), if any.
  std::optional<TurnConfirm> confirm;
  // The turn guide and the selected unit's orders, worked out once for each position, selection
  // and state of play (the panels and the keys ask for them many times a frame).
  struct GuideCache {
    std::string key;
    TurnGuide guide;
    OrderMenu orders;
  } guideCache;
  // The setup panel's choices (kept between openings).
  NewGameChoice choice;
  // Before a points battle: the battle to start, whose army is being bought and its builder
  // (ArmyBuilderPanel.cpp); none when no army is being bought.
  struct ArmyBuying {
    NewGameChoice choice;
    int side = 0;
    std::shared_ptr<ArmyBuilderView> builder;
  };
  std::optional<ArmyBuying> buying;
  std::string armyTotalShown;  // the builder's running total as last drawn ("312 / 350 points")
  char filePath[512] = "";
};

class TableCommands {
 public:
  virtual ~TableCommands() = default;
  virtual void newGame(const NewGameChoice& choice) = 0;
  virtual void loadMatch(const std::filesystem::path& file) = 0;
  virtual void studyMatch(const std::filesystem::path& file) = 0;  // step through a saved match
  // The battle on the table saved among the saves (its scenario's name and the time) and
  // studied from its first action.
  virtual void studyThisBattle() = 0;
  // The battle on the table told as one HTML page with maps (session/BattleReportHtml.h), in a
  // new file in the reports folder named for the scenario and the time; a battle not studied
  // from a file is saved among the saves first (as studyThisBattle names it), for the report's
  // replay command. With the odds of the studied recording's odds chart, when it has them. The
  // toast names the file.
  virtual void exportReport() = 0;
  // The report last exported, opened in the desktop's browser, or its folder in the file
  // manager (DesktopOpen.h); the toast says so when there is nothing to open it with.
  virtual void openReport() = 0;
  virtual void showReportFolder() = 0;
  virtual std::filesystem::path lastReport() const = 0;  // empty until a report is exported
  virtual void takeOver(const std::array<session::PlayerSpec, 2>& players) = 0;  // play on from here
  // A teacher's note on the studied recording, added at this position, reworded or removed (by
  // its place in studyNotes()); the studied file is written at once and the toast says so, or
  // why not. True if it was saved (the note editor stays open, its words kept, if not).
  virtual bool addNote(const std::string& text) = 0;
  virtual bool rewordNote(std::size_t index, const std::string& text) = 0;
  virtual bool removeNote(std::size_t index) = 0;
  // How a studied battle tends to end from here: `games` games, the AI at `level` on both sides.
  // With `plan`, every game first takes its first action in place of the recorded one, then its
  // later ones (an activated unit's order) while the rules allow them; `label` names the plan
  // in the what-if panel (empty: the first action's own words).
  virtual void askWhatIf(const std::string& level, int games, const std::vector<rules::Action>& plan = {},
                         const std::string& label = "") = 0;
  // How the odds moved: `games` games from the start of every recorded turn, the same AIs.
  virtual void askOdds(const std::string& level, int games) = 0;
  // Saves the match (atomically) and says where: a name without a folder goes among the saves
  // (".yaml" added if it has none); an empty one, to a new file there named for the scenario and
  // the time.
  virtual void saveMatch(const std::filesystem::path& file) = 0;
  virtual void select(std::optional<rules::UnitId> unit) = 0;
  virtual void focus(rules::UnitId unit) = 0;
  virtual void act(const rules::Action& action) = 0;                 // one action now
  virtual void actPath(const std::vector<rules::Action>& plan) = 0;  // several, animated
  virtual void undo() = 0;
  virtual void settingsChanged() = 0;  // palette, scale, sound... apply and save
  virtual void replayOpponent() = 0;
  virtual void cameraOverview() = 0;
  virtual void cameraTopDown(bool on) = 0;
  virtual void say(const std::string& message) = 0;
  virtual void leave() = 0;  // close the table
  virtual std::filesystem::path savesDir() const = 0;
  virtual std::filesystem::path reportsDir() const = 0;  // the saves folder's sibling
  virtual std::filesystem::path autosavePath() const = 0;
  virtual std::filesystem::path armiesDir() const = 0;  // the armies bought at the table
};

struct PanelContext {
  PlayController& play;
  const RulesetAdapter& adapter;
  const MediaBinding& binding;
  ViewSettings& settings;
  TableState& state;
  TableCommands& commands;
  const Envelope* envelope;  // of the selected unit, when it may act
  const std::vector<ScenarioEntry>& scenarios;
  float uiScale = 1.0f;
  bool animating = false;  // the table is still showing the last action
  WhatIfRunner* whatIf = nullptr;  // games played on from a studied position
  WhatIfRunner* odds = nullptr;    // games played on from every turn of it
  std::string soundNote;           // why the table is silent, when it is (the Settings say it)
  // Where panels go this frame (PanelLayout.h), and the docked columns filled as they draw.
  PanelLayout layout;
  DockStack left;
  DockStack right;
};

// TurnPanels.cpp: the turn guide and the selected unit's orders as they stand (cached in
// TableState); the choice waiting for confirmation, made (Yes) or asked; the dialog that asks.
const TurnGuide& currentGuide(TableState& s, const PlayController& play, const RulesetAdapter& adapter);
const OrderMenu& currentOrders(TableState& s, const PlayController& play, const RulesetAdapter& adapter);
void confirmChoice(TableState& s, PlayController& play, TableCommands& commands);
// A side action from a button (the bar's End turn): asked first when the guide says it gives
// something up, else taken.
void actOrAsk(PanelContext& c, const rules::Action& a);
// Pass the rest of the turn, asked first (the X key and the Orders panel's button).
void askPass(TableState& s, const PlayController& play, const RulesetAdapter& adapter);
void drawTurnConfirm(PanelContext& c);
// A "Pass the rest" button, when the side may pass (for the Orders panel or the bar).
void drawPassButton(PanelContext& c);

// Panels (one file each group): each draws itself when open.
void drawTracker(PanelContext& c);   // TrackerPanel.cpp: turn, phase, side actions, AI pace, menu
// TableOrders.cpp: the side at the table's own standing orders, on the bar at (x, y).
void drawOrdersLine(PanelContext& c, float x, float y, float width);
void drawUnitCard(PanelContext& c);  // UnitPanels.cpp
void drawUnitActions(PanelContext& c);           // UnitPanels.cpp
// The odds of attack `a` (labelled so) as the tooltip of the item just drawn, when hovered
// and the ruleset forecasts it (UnitPanels.cpp).
void drawForecastTip(PanelContext& c, const rules::Action& a, const std::string& label);
// The same for an attack made from `game`, a position the unit would reach first (an attack
// after moving, MoveEnvelope's positionForAttack).
void drawForecastTip(PanelContext& c, const rules::Game& game, const rules::Action& a, const std::string& label);
void drawRoster(PanelContext& c);                // UnitPanels.cpp
void drawDiceLog(PanelContext& c);               // DiceLogPanel.cpp
void drawSetup(PanelContext& c);                 // SetupPanel.cpp
// ArmyBuilderPanel.cpp: a points battle's armies bought before it starts. beginBuyingArmies
// opens the builder for the first person's side; false when there is none to buy (AI sides
// only, or a rule system without a builder).
bool beginBuyingArmies(PanelContext& c, const NewGameChoice& choice);
void drawArmyBuilder(PanelContext& c);
void drawHandover(PanelContext& c);              // HotSeatPanel.cpp (covers the table)
void drawGameOver(PanelContext& c);              // HotSeatPanel.cpp
void drawSettings(PanelContext& c);              // SettingsPanel.cpp
void drawFiles(PanelContext& c);                 // SettingsPanel.cpp: save and load
void drawHelp(PanelContext& c);                  // SettingsPanel.cpp
void drawBriefing(PanelContext& c);              // BriefingPanel.cpp
void drawChronicle(PanelContext& c);             // NarrationPanel.cpp: the last narration cue, large
ImVec4 chronicleColour();                        // NarrationPanel.cpp: its text, and its lines in the dice log
void drawStudyBar(PanelContext& c);              // StudyPanel.cpp: stepping through a saved match
void openNewNote(TableState& s);                 // StudyNotesPanel.cpp: the note editor, empty (Ctrl+M)
void drawNoteTicks(PanelContext& c, std::size_t length);  // StudyNotesPanel.cpp: on the slider just drawn
void drawNotesRow(PanelContext& c);              // StudyNotesPanel.cpp: the study bar's notes
void drawNoteWindows(PanelContext& c);           // StudyNotesPanel.cpp: the note editor, all the notes
// Where a list opened from the study bar ends, just above it (the screen's foot without it).
float aboveStudyBar();                           // StudyPanel.cpp
void drawGamblesRow(PanelContext& c);            // StudyGamblesPanel.cpp: the study bar's attacks
void drawRecordedOdds(PanelContext& c);          // StudyPanel.cpp: the next recorded attack's odds
void drawGamblesList(PanelContext& c);           // StudyGamblesPanel.cpp: every attack, with its odds
void drawWhatIf(PanelContext& c);                // StudyPanel.cpp: how it tends to end from there
// StudyInsteadRow.cpp: the study bar's "What if instead of ..." row (disabled while `busy`).
void drawInsteadRow(PanelContext& c, bool busy);
void drawOdds(PanelContext& c);                  // OddsPanel.cpp: how the odds moved, turn by turn
// StudyPanel.cpp, for both panels of games played on from a recording: the tally to show, or
// nothing when the panel is not to be drawn (one closed while its games play stops them); the
// reason it could not run (true when there was one); the CLI command that plays the same games.
std::optional<WhatIfTally> whatIfPanelTally(WhatIfRunner* runner, bool open);
bool drawWhatIfError(const WhatIfTally& t);
// `panel` names the Copy button's script target ("what-if-copy", "odds-copy").
void drawWhatIfCommand(PanelContext& c, const WhatIfTally& t, const std::string& panel);
// PanelDock.cpp: the next window at the stack's foot, as wide as its column and no taller than
// the room left (or maxHeight); inside it, before End, the stack's foot moves below it.
void dockNext(const DockStack& stack, float maxHeight = 0);
void dockAdvance(DockStack& stack, float gap);
// The next window centred where dialogs stand, `width` wide (or the room) and no taller than the
// room (or `height`).
void placeDialog(const PanelLayout& l, float width, float height = 0);
// Text cut to `width` pixels with "..." (whole UTF-8 characters); a button of fixed width whose
// label is cut so and shown whole on hover; text the same way.
std::string fitText(const std::string& text, float width);
bool fittedButton(const std::string& label, float width, const char* id = nullptr);
// Controls laid out left to right, the next on a new line where it would not fit (a row that
// reads whole at any scale); call before each control after the first, with its width.
void flowNext(float width);
float buttonWidth(const char* label);  // a button's width for its label
void fittedText(const std::string& text, float width);
// Text wrapped at the panel's edge, a word too long for a line (a path) broken where it must.
void textWrappedAnywhere(const std::string& text);
// Records the last drawn item (or the given rectangle) as a script target (TableState::targets).
void markTarget(PanelContext& c, const std::string& name);
void markTarget(PanelContext& c, const std::string& name, float x0, float y0, float x1, float y1);
void drawToast(PanelContext& c, float seconds);  // TrackerPanel.cpp
void drawPaceButtons(PanelContext& c);           // TrackerPanel.cpp: 1x 2x 4x, each after SameLine
// A button that may be disabled, with its tooltip shown either way (StudyPanel.cpp).
bool buttonWithTip(const char* label, const char* tip, bool enabled = true);
// What Export battle report writes, for its tooltip in the game-over panel and the Game menu.
// Why a battle that keeps things from its players (hot seat, or a person against the AI) is
// neither studied nor reported before it is over: the study and the report show everything.
inline constexpr const char* kHiddenWhileItGoesOn =
    "Not while the battle goes on: the other side's orders are hidden from you, and a study or a\n"
    "battle report shows everything. Study it, or export its report, once it is over.";
// Why the Files panel does not study a saved battle that is not over and keeps things from its
// players: a peek at the other side's orders, for the players of a battle still going on.
inline constexpr const char* kStudyHiddenWhileItGoesOn =
    "Not while that battle goes on: its orders are hidden from its players, and a study shows\n"
    "everything. Load it to play on; study it once it is over.";
// The same refusal for `sandtable --study FILE`, on the one line a command line's error has.
inline constexpr const char* kStudyHiddenOnTheCommandLine =
    "not while that battle goes on: its orders are hidden from its players, and a study shows "
    "everything; load it (--load) to play on, study it once it is over";
inline constexpr const char* kExportReportTip =
    "Write the battle as a web page to open in a browser, print or hand out: who fought, the result,\n"
    "maps of the table at the turning points, what each side lost turn by turn, the chronicle\n"
    "and the teacher's notes, both armies at the end, what happened in history.\n"
    "A new file in the reports folder each time. The odds too, once the study's odds chart\n"
    "has them (From every turn); sandtable-cli report FILE --html --odds 20 adds them headless.";
inline constexpr const char* kOpenReportTip =
    "The battle report last exported, in the desktop's web browser (xdg-open)";
inline constexpr const char* kShowReportsTip = "The folder of the battle reports, in the desktop's file manager";
// SetupPanel.cpp: who plays a side, a person or the AI at a level.
void playerPicker(const char* label, session::PlayerSpec& p, float width);

std::string sideName(const PlayController& play, rules::Side s);
// A side's colour in the palette, lifted to read on the dark panels (TrackerPanel.cpp).
ImVec4 sideColour(const PanelContext& c, rules::Side s);

}  // namespace sandtable::view
