// The 3D table: the Ogre application that shows a match on its battlefield and lets people
// play it. It owns the match (through PlayController), the scene (ground, units,
// overlays), the camera, input, panels and sound, and runs interactively, or headless for
// screenshots and the frame benchmark.
#pragma once

#include <array>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "MediaBinding.h"
#include "MoveEnvelope.h"
#include "Overlays.h"
#include "Picker.h"
#include "PinRiders.h"
#include "PlayController.h"
#include "RulesetAdapter.h"
#include "SoundCues.h"
#include "StandMeshes.h"
#include "TableUi.h"
#include "TabletopCamera.h"
#include "TerrainView.h"
#include "UnitLabels.h"
#include "UnitsView.h"
#include "ViewSettings.h"
#include "audio/AudioEngine.h"
#include "render/RenderApp.h"

struct ImDrawList;

namespace sandtable::view {

// The pixel sizes the UI font is loaded at; the UI scale picks the sharpest.
inline constexpr std::array<float, 6> kUiFontSizes{12.0f, 15.0f, 19.0f, 24.0f, 30.0f, 38.0f};

struct TableOptions {
  std::filesystem::path scenario;  // a scenario file to play
  std::filesystem::path load;      // or a match file to carry on
  std::filesystem::path study;     // or a match file to step through (the teaching mode)
  std::uint64_t seed = 1;
  bool seedGiven = false;          // --seed: the New game panel keeps it when it first opens
  bool randomTerrain = false;      // --random-terrain: terrain dealt from the cards, from the seed
  std::array<session::PlayerSpec, 2> players{session::PlayerSpec{true, ""},
                                             session::PlayerSpec{false, "normal"}};
  bool playersGiven = false;       // --side1/--side2 given: they override a loaded match's
  bool setupFirst = true;          // open the New game panel at start
  std::filesystem::path autosave;  // empty: the default place (none when headless)
  int width = 1280, height = 720;
  bool sound = true;
  // Headless
  std::filesystem::path screenshot;
  std::filesystem::path script;    // scripted input (TableScript.h), headless
  std::filesystem::path shotInfo;  // JSON of where the stands are on the screenshot
  int frames = 3;
  int benchFrames = 0;
  int stands = 0;                   // fill a bench table with this many stands
  std::string camera = "overview";  // overview, closeup, top, low
  std::optional<rules::UnitId> select, hover;
  std::optional<float> uiScale;     // overrides the settings' UI scale
  int aiActions = 0;                // the AI plays this many actions before the picture
  std::vector<std::string> panels;  // log, roster, setup, settings, help, files
  bool viewshed = false;
  std::optional<std::array<float, 4>> tape;    // world x0 z0 x1 z1
  std::optional<TerrainDetail> terrainDetail;  // overrides the settings
  bool verbose = false;
};

class TableApp final : public render::RenderApp, public TableCommands {
 public:
  explicit TableApp(TableOptions options);
  ~TableApp() override;

  // Headless runs (after start()): renders `frames` frames and writes the screenshot (and
  // the shot info); or renders the benchmark frames and returns mean and 95th percentile.
  void captureScreenshot();
  struct BenchResult {
    double meanMs = 0, p95Ms = 0;
    double cpuMsPerFrame = 0;  // processor time of all the process's threads
    std::size_t stands = 0, nearStands = 0, batches = 0, triangles = 0;
    std::string renderer;
  };
  BenchResult bench(int frames);
  // Plays a script of input events (TableScript.h), headless, with a fixed frame time.
  void runScript(const std::vector<struct ScriptLine>& script);
  // A script's checks of what the table shows (TableScriptChecks.cpp): "" when it holds, else
  // why not; nothing when the verb is not one of them.
  std::optional<std::string> scriptCheck(const std::vector<std::string>& words);

  // TableCommands
  void newGame(const NewGameChoice& choice) override;
  void loadMatch(const std::filesystem::path& file) override;
  void studyMatch(const std::filesystem::path& file) override;
  void takeOver(const std::array<session::PlayerSpec, 2>& players) override;
  bool addNote(const std::string& text) override;
  bool rewordNote(std::size_t index, const std::string& text) override;
  bool removeNote(std::size_t index) override;
  // A change to the studied recording's notes, and the toast that says it was saved in its file
  // (or why it could not be); a note with nothing to read is refused with a toast.
  bool changeNotes(const std::function<void()>& change, const std::string& done);
  bool refusedAsBlank(const std::string& text);
  void askWhatIf(const std::string& level, int games, const std::vector<rules::Action>& plan = {},
                 const std::string& label = "") override;
  void askOdds(const std::string& level, int games) override;
  void studyThisBattle() override;
  void exportReport() override;
  void openReport() override;
  void showReportFolder() override;
  std::filesystem::path lastReport() const override { return mLastReport; }
  void saveMatch(const std::filesystem::path& file) override;
  void select(std::optional<rules::UnitId> unit) override;
  void focus(rules::UnitId unit) override;
  void act(const rules::Action& action) override;
  void actPath(const std::vector<rules::Action>& plan) override;
  void undo() override;
  void settingsChanged() override;
  void replayOpponent() override;
  void cameraOverview() override;
  void cameraTopDown(bool on) override;
  void say(const std::string& message) override;
  void leave() override { quit(); }
  std::filesystem::path savesDir() const override;
  std::filesystem::path reportsDir() const override;
  std::filesystem::path autosavePath() const override;
  std::filesystem::path armiesDir() const override;

 protected:
  void createScene() override;
  void betweenFrames() override;
  void updateFrame(float seconds) override;
  void destroyScene() override;

  // Input (TableInput.cpp)
  bool keyPressed(const OgreBites::KeyboardEvent& evt) override;
  bool keyReleased(const OgreBites::KeyboardEvent& evt) override;
  bool mousePressed(const OgreBites::MouseButtonEvent& evt) override;
  bool mouseReleased(const OgreBites::MouseButtonEvent& evt) override;
  bool mouseMoved(const OgreBites::MouseMotionEvent& evt) override;
  bool mouseWheelRolled(const OgreBites::MouseWheelEvent& evt) override;
  bool studyKey(OgreBites::Keycode k);  // the study bar's keys, while a recording is studied
  bool closeTopmost();                  // Escape: the open menu or dialog on top; false if none

 private:
  void startMatch(std::unique_ptr<PlayController> play);
  // The New game panel or the army builder is open: the battle behind it is a backdrop until
  // the person starts a new one or goes back to it (Escape). Its bar and panels are greyed and
  // its keys and clicks do nothing, so that nothing meant for the dialog lands in the old match.
  bool matchCovered() const { return mState.setupOpen || mState.buying.has_value(); }
  // A screenshot, a script or the frame benchmark: no person at the table.
  bool headless() const {
    return !mOptions.screenshot.empty() || !mOptions.script.empty() || mOptions.benchFrames > 0;
  }
  // A change that replaces the match (new game, load, study, take over) is asked for from inside
  // a panel's drawing, while the rest of the frame still reads the match: it is done between
  // frames, in the order asked.
  void betweenFramesDo(std::function<void()> change);
  void buildScene();
  void tearDownScene();
  void applyCamera();
  void applyCameraPreset();
  void refreshEnvelope();
  void updateOverlays();
  void drawLabels();
  // TableLabels.cpp; `panels`: the panels' boxes of the last frame, which the labels keep off.
  void drawUnitLabels(ImDrawList& draw, const std::vector<LabelBox>& panels);
  // The ruleset's pins (TablePins.cpp): messengers, free Captains, and moving one's own.
  void drawTablePins(ImDrawList& draw);
  void drawPinMove(ImDrawList& draw);  // the line to where a held pin would go
  void drawPinReach(ImDrawList& draw);  // the ring of how far it may go
  float pinPole() const;               // a pin's height on the screen, with the UI scale
  bool pinOnScreen(rules::Point at, float& sx, float& sy) const;
  bool pinsShown() const;
  // Where this frame's pins stand on the screen, each its flag with its pole and the rider at
  // its foot, and its words: the unit labels keep off them, so no name hides a rider.
  std::vector<LabelBox> pinBoxes() const;
  std::optional<TablePin> movablePinAt(float x, float y) const;
  std::optional<rules::Action> pinMoveAt(float x, float y) const;  // the held pin's move there
  bool pressPin(float x, float y);  // true when the press took hold of a pin
  void dragPin(float x, float y);
  void releasePin(float x, float y);
  void movePinTo(float x, float y);
  void letGoOfPin();
  void drawPanels(float seconds);
  void consumeRecords();
  Pick pickAt(float x, float y) const;
  std::optional<rules::Point> groundPointAt(float x, float y) const;
  std::vector<StandBox> boxesOf(rules::UnitId unit) const;
  void dragTo(float x, float y);
  void finishDrag(float x, float y);
  void clickAt(float x, float y);
  // What a click on `target` would do with the selected unit: an attack, moving first if it
  // must, or a charge; empty when a click would only select it.
  std::vector<rules::Action> attackPathOn(rules::UnitId target) const;
  void writeShotInfo(const std::filesystem::path& file);
  bool projectToScreen(V3 world, float& sx, float& sy) const;

  TableOptions mOptions;
  ViewSettings mSettings;
  std::unique_ptr<MediaBinding> mBinding;
  std::vector<ScenarioEntry> mScenarios;
  std::filesystem::path mMediaDir;  // generated meshes, textures, sounds
  std::unique_ptr<audio::AudioEngine> mAudio;
  bool mAudioAsked = false;  // sound was on when the table started: a device was looked for

  std::unique_ptr<PlayController> mPlay;
  WhatIfRunner mWhatIf;  // its worker loads the match itself and shares nothing with the table
  WhatIfRunner mOdds;    // the same, from every turn's start: the odds chart
  std::filesystem::path mLastReport;  // the battle report last exported (Open, Show folder, scripts)
  std::unique_ptr<RulesetAdapter> mAdapter;
  std::shared_ptr<const rules::Battlefield>
      mBenchField;  // the bench table, when filling with stands
  std::vector<rules::UnitView> mBenchUnits;

  std::unique_ptr<StandMeshes> mMeshes;
  std::unique_ptr<TerrainView> mTerrain;
  std::unique_ptr<UnitsView> mUnits;
  std::unique_ptr<PinRiders> mRiders;  // the pins' riders (messengers, free Captains)
  std::vector<TablePin> mPins;         // the ruleset's pins as this frame shows them
  std::unique_ptr<Overlays> mOverlays;
  std::unique_ptr<Picker> mPicker;
  std::unique_ptr<SoundCues> mSounds;
  TabletopCamera mCamera;
  std::string mSceneKey;  // which battlefield the scene was built for
  float mSceneExaggeration = 1;  // and how high its hills were drawn (Exaggerate heights)

  TableState mState;
  std::optional<Envelope> mEnvelope;
  std::string mEnvelopeKey;
  std::vector<ViewshedCell> mViewshed;
  std::string mViewshedKey;
  // The odds line under the hovered enemy, worked out once for each match position, selected
  // unit and hovered unit (finding the attack asks for every legal action), not every frame.
  std::string mHoverOddsKey;
  std::optional<std::string> mHoverOdds;
  std::vector<ShownLabel> mLabelsShown;  // the floating labels over units drawn last frame
  GroundMarks mGroundMarks;  // the ruleset's shapes for the selection, and who it could reach
  std::string mGroundMarksKey;
  std::vector<GroundShape> mHoverShapes;  // and between the selection and the unit hovered
  std::string mHoverShapesKey;
  std::optional<rules::UnitId> mAutoSelected;  // the lone unit that must act, selected for the player
  int mJumpsSeen = -1;
  std::vector<std::function<void()>> mBetweenFrames;
  std::vector<const ActionRecord*> mReplayQueue;
  std::size_t mReplayNext = 0;

  // Mouse
  float mMouseX = 0, mMouseY = 0;
  bool mLeftDown = false, mRightDown = false, mMiddleDown = false;
  bool mDragging = false;
  bool mShiftHeld = false;  // a drag begun with Shift held wheels the unit instead of moving it
  bool mWheelDrag = false;
  float mDownX = 0, mDownY = 0;
  std::optional<rules::UnitId> mDragUnit;
  std::vector<rules::Action> mDragPlan;
  std::vector<WorldXZ> mDragPath;
  bool mDragValid = false;
  bool mHoverWaitsForMove = false;  // after a handover, until the pointer moves
  std::string mDragNote;  // why the point dragged to is not lawful (the rules' words)
  // A pin of the viewer's taken hold of (pressed, or clicked and waiting for the ground).
  std::optional<TablePin> mPinHeld;
  bool mPinDragging = false;
  bool mPinPicked = false;  // clicked: the next click on the ground moves it
  std::optional<std::pair<WorldXZ, WorldXZ>> mTape;
  bool mScripted = false;  // fixed frame time: scripted runs are the same on any machine
  float mMarkedCameraDistance = 0;  // a script's mark-camera
};

}  // namespace sandtable::view
