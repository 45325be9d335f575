#include "TableApp.h"

#include <Ogre.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <map>

#include "ActionMenu.h"
#include "BenchTable.h"
#include "ExaggeratedPicker.h"
#include "data/ConfigError.h"
#include "platform/AtomicFile.h"
#include "platform/DataPaths.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

std::filesystem::path generatedMedia() {
  if (const char* env = std::getenv("SANDTABLE_GENERATED_MEDIA"); env && *env) return env;
  return SANDTABLE_GENERATED_MEDIA;
}

std::filesystem::path dataHome() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "sandtable";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".local" / "share" / "sandtable";
  return "sandtable-data";
}

render::RenderOptions renderOptions(const TableOptions& o) {
  render::RenderOptions r;
  r.title = "Sandtable";
  r.width = o.width;
  r.height = o.height;
  r.offscreen = !o.screenshot.empty() || !o.script.empty();
  r.vsync = o.benchFrames == 0;
  const auto data = platform::dataRoot();
  r.resources = {{data / "media" / "materials", "General"},
                 {data / "media" / "shaders", "General"},
                 {generatedMedia() / "textures", "General"}};
  r.logFile = std::filesystem::temp_directory_path() / "sandtable-ogre.log";
  r.logToConsole = o.verbose;
  r.uiFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  r.uiFontSizes.assign(kUiFontSizes.begin(), kUiFontSizes.end());
  return r;
}

}  // namespace

TableApp::TableApp(TableOptions options)
    : RenderApp(renderOptions(options)), mOptions(std::move(options)) {
  // A save killed inside its write leaves a hidden temporary beside it: the folders the table
  // writes into are its own, so what is stale there goes.
  for (const std::filesystem::path& dir : {dataHome(), savesDir(), reportsDir()}) platform::removeStaleTemporariesIn(dir);
  platform::removeStaleTemporaries(userSettingsPath());
}

TableApp::~TableApp() { stop(); }

std::filesystem::path TableApp::savesDir() const { return dataHome() / "saves"; }
std::filesystem::path TableApp::reportsDir() const { return dataHome() / "reports"; }
std::filesystem::path TableApp::armiesDir() const { return dataHome() / "armies"; }

std::filesystem::path TableApp::autosavePath() const {
  if (!mOptions.autosave.empty()) return mOptions.autosave;
  if (!mOptions.screenshot.empty() || !mOptions.script.empty() || mOptions.benchFrames > 0)
    return {};  // headless runs leave no files behind
  return dataHome() / "autosave.yaml";
}

void TableApp::createScene() {
  const auto data = platform::dataRoot();
  std::string problem;
  // Headless runs (screenshots, scripts, the frame benchmark) neither read nor write the
  // player's settings: what they show must not depend on them, nor change them for the next.
  mSettings = loadViewSettings(data / "config" / "table.yaml",
                               headless() ? std::filesystem::path{} : userSettingsPath(), &problem);
  if (!problem.empty()) say(problem);
  if (mOptions.terrainDetail) mSettings.terrainDetail = *mOptions.terrainDetail;
  if (mOptions.uiScale) mSettings.uiScale = *mOptions.uiScale;
  mBinding = std::make_unique<MediaBinding>(MediaBinding::load(data / "media" / "binding.yaml"));
  mScenarios = scanScenarios(data / "config" / "scenarios");
  mMediaDir = generatedMedia();
  if (!std::filesystem::exists(mMediaDir / "manifest.txt")) {
    throw std::runtime_error(
        "the table's generated media are missing from " + mMediaDir.string() +
        " (build the sandtable-media target, or set SANDTABLE_GENERATED_MEDIA)");
  }
  audio::AudioOptions ao;
  ao.enabled = mSettings.sound && mOptions.sound;
  mAudioAsked = ao.enabled;
  ao.volume = mSettings.volume;
  mAudio = std::make_unique<audio::AudioEngine>(ao, [](const std::string& line) {
    Ogre::LogManager::getSingleton().logMessage("audio: " + line);
    std::cerr << "sandtable: " << line << "\n";  // once, at start: silent tables say why
  });
  settingsChanged();

  std::unique_ptr<PlayController> play;
  if (!mOptions.study.empty()) {
    play = PlayController::study(mOptions.study);
    // Refused here as in the Files panel: a study shows the orders that a battle still going on
    // hides from its players, and the command line is as near to hand in a hot-seat game.
    if (play->studyHidesFromItsPlayers()) {
      throw data::ConfigErrors({{mOptions.study.string(), 0, 0, kStudyHiddenOnTheCommandLine}});
    }
  } else if (!mOptions.load.empty()) {
    play = PlayController::load(
        mOptions.load, autosavePath(),
        mOptions.playersGiven ? std::optional(mOptions.players) : std::nullopt);
  } else {
    play = PlayController::newMatch(mOptions.scenario, mOptions.seed, mOptions.players,
                                    autosavePath(), mOptions.randomTerrain);
  }
  std::error_code ec;
  mState.choice.scenario = std::filesystem::weakly_canonical(mOptions.scenario, ec);
  mState.choice.players = mOptions.players;
  mState.choice.seed = mOptions.seed;
  mState.choice.randomTerrain = mOptions.randomTerrain;
  mState.setupShown = mOptions.seedGiven;  // a seed given on the command line is kept at the first opening
  mState.choice.ruleset = play->info().ruleset;
  const bool interactive = mOptions.screenshot.empty() && mOptions.script.empty() && mOptions.benchFrames == 0;
  const bool fresh = mOptions.load.empty() && mOptions.study.empty();
  mState.setupOpen = mOptions.setupFirst && fresh && interactive;
  // A historical battle opens on its briefing when started at once (--no-setup), as one chosen
  // in New game does, and when studied from its recording: the class hears the situation
  // before the first step.
  mState.briefingOpen = ((!mOptions.setupFirst && fresh) || play->studying()) && interactive &&
                        play->info().hasBriefing();
  // Narration cues open the chronicle as they fire for a person; a headless run asks for it
  // (--panels chronicle), so that it covers no screenshot or scripted click unasked.
  mState.chronicleFollows = interactive;
  startMatch(std::move(play));

  // Headless set-up: AI actions first, then selections, overlays and panels.
  for (int i = 0; i < mOptions.aiActions && mPlay->aiToAct(); ++i) mPlay->tick(1000.0f, false);
  consumeRecords();
  mUnits->finishAnimations();
  for (const std::string& p : mOptions.panels) {
    if (p == "log") mState.logOpen = true;
    if (p == "rolls") mState.rollsOnly = true;
    if (p == "reasons") mState.aiReasons = true;
    if (p == "nolog") mState.logOpen = false;
    if (p == "roster") mState.rosterOpen = true;
    if (p == "setup") mState.setupOpen = true;
    if (p == "settings") mState.settingsOpen = true;
    if (p == "help") mState.helpOpen = true;
    if (p == "briefing") mState.briefingOpen = true;
    if (p == "chronicle") mState.chronicleFollows = true;
    if (p == "files") mState.fileOpen = true;
  }
  if (mOptions.select) select(*mOptions.select);
  mState.hovered = mOptions.hover;
  mState.showViewshed = mOptions.viewshed;
  if (mOptions.tape)
    mTape = std::pair{WorldXZ{(*mOptions.tape)[0], (*mOptions.tape)[1]},
                      WorldXZ{(*mOptions.tape)[2], (*mOptions.tape)[3]}};
  applyCameraPreset();
}

void TableApp::startMatch(std::unique_ptr<PlayController> play) {
  // The what-if games and the odds chart belong to the battle that was on the table.
  mWhatIf.cancel();
  mOdds.cancel();
  mState.whatIfOpen = mState.oddsOpen = false;
  mPlay = std::move(play);
  mPlay->setSecondsPerAiAction(mSettings.aiSecondsPerAction);
  mAdapter = makeRulesetAdapter(mPlay->info().ruleset);
  mState.selected.reset();
  mState.hovered.reset();
  mEnvelope.reset();
  mEnvelopeKey.clear();
  mViewshedKey.clear();
  mGroundMarksKey.clear();
  mAutoSelected.reset();
  mReplayQueue.clear();
  mState.chronicleSeen = 0;  // the new match's first cues open the chronicle
  mState.chronicleOpen = false;
  mState.noteEditorOpen = false;  // a note half written was for the recording that was studied
  mState.notesListOpen = false;
  mState.gamblesListOpen = false;
  buildScene();
  mJumpsSeen = mPlay->jumps();
  mPlay->takeRecords();  // a loaded match's history is in the log; the table starts at its end
}

void TableApp::buildScene() {
  const bool bench = mOptions.stands > 0;
  // The field is the scenario's, or the terrain cards dealt for this match: a new deal is a new field.
  std::string key = bench ? "bench" : mPlay->info().file + "|" + mPlay->info().name;
  for (const std::string& card : mPlay->info().dealtTerrain) key += "|" + card;
  const float exaggeration = mSettings.heightExaggeration;
  if (key != mSceneKey || exaggeration != mSceneExaggeration) {
    const bool sameField = key == mSceneKey;  // only its heights change: the camera stays
    tearDownScene();
    mSceneKey = key;
    mSceneExaggeration = exaggeration;
    mViewshedKey.clear();  // the overlays are made again on the new ground
    mGroundMarksKey.clear();
    const Battlefield* field = mPlay->session().scenario().battlefield.get();
    if (bench) {
      mBenchField = std::make_shared<BenchBattlefield>();
      field = mBenchField.get();
    }
    GroundOptions go;  // its cosmetic seed comes from the battlefield alone
    go.verticalScale = exaggeration;
    if (bench) {
      go.vertices = 129;
      go.blendSize = 512;
    }
    const GroundModel ground = buildGroundModel(*field, go);
    TerrainLook look;
    look.composite = mSettings.terrainDetail == TerrainDetail::Composite ||
                     (mSettings.terrainDetail == TerrainDetail::Auto && softwareRenderer());
    mMeshes = std::make_unique<StandMeshes>(mMediaDir / "models", "Sandtable/Figure",
                                            "Sandtable/FigureCards");
    mTerrain = std::make_unique<TerrainView>(sceneManager(), ground, *mMeshes, look);
    mCamera.setTable(ground.centre.x, ground.centre.z, toWorldLength(ground.table.width),
                     toWorldLength(ground.table.depth));
    if (!sameField) {
      mCamera.overview();
      mCamera.jump();
    }
    auto height = [this](float x, float z) { return mTerrain->heightAt(x, z); };
    mOverlays = std::make_unique<Overlays>(sceneManager(), height);
    // Picking casts the cursor's ray through the rules' own Bullet world, its heights the
    // battlefield's (ExaggeratedPicker maps the drawn world onto them); the frame
    // benchmark's battlefield has none, so it picks against the drawn terrain and boxes.
    StandBoxes stands = [this] { return mUnits->standBoxes(); };
    if (!bench) {
      if (auto rules = BulletPicker::make(mPlay->session().scenario().battlefield,
                                          ExaggeratedPicker::unexaggerated(stands, exaggeration)))
        mPicker = std::make_unique<ExaggeratedPicker>(std::move(rules), exaggeration);
    }
    if (!mPicker) {
      mPicker = std::make_unique<BoxAndGroundPicker>(
          [this](V3 o, V3 d) -> std::optional<V3> {
            const auto hit = mTerrain->terrain().intersect(
                Ogre::Ray(Ogre::Vector3(o.x, o.y, o.z), Ogre::Vector3(d.x, d.y, d.z)));
            if (!hit) return std::nullopt;
            return V3{hit->x, hit->y, hit->z};
          },
          stands);
    }
  }
  // Units: the art depends on the ruleset, its era and the palette.
  mRiders.reset();
  mUnits.reset();
  UnitLookContext look{mPlay->info().ruleset, mAdapter->era(mPlay->game()),
                       &mBinding->palette(mSettings.palette)};
  if (look.era.empty()) {
    std::vector<std::string> types;
    for (const UnitView& u : mPlay->game().units()) types.push_back(u.type);
    look.era = mBinding->eraOf(types);
  }
  // A unit's look never changes during a match: ask the adapter once per unit.
  auto arts = std::make_shared<std::map<UnitId, std::string>>();
  if (!bench) {
    for (const UnitView& u : mPlay->game().units())
      (*arts)[u.id] = mAdapter->artType(mPlay->game(), u);
  }
  look.artType = [arts](const UnitView& u) {
    const auto it = arts->find(u.id);
    return it == arts->end() ? u.type : it->second;
  };
  look.markers = [this](const UnitView& u) { return mAdapter->tableMarkers(u); };
  mUnits = std::make_unique<UnitsView>(
      sceneManager(), *mBinding, *mMeshes,
      [this](float x, float z) { return mTerrain->heightAt(x, z); }, look);
  mUnits->setSpeed(mSettings.animationSpeed);
  mRiders = std::make_unique<PinRiders>(
      sceneManager(), *mBinding, *mMeshes,
      [this](float x, float z) { return mTerrain->heightAt(x, z); }, look.ruleset, look.era);
  if (bench) {
    std::vector<std::pair<std::string, std::string>> types;
    for (const UnitView& u : mPlay->game().units()) {
      if (std::none_of(types.begin(), types.end(),
                       [&](const auto& t) { return t.first == u.type; }))
        types.push_back({u.type, u.typeName});
    }
    mBenchUnits = benchArmies(mOptions.stands, types, mBenchField->bounds());
    mUnits->snap(mBenchUnits);
  } else {
    mUnits->snap(mPlay->game().units());
  }
  mTerrain->layFieldWorks(bench ? std::vector<FieldWork>{} : mAdapter->fieldWorks(mPlay->game()), *mMeshes);
  mSounds = std::make_unique<SoundCues>(*mBinding, mPlay->info().ruleset, look.era, *mAudio,
                                        mMediaDir / "sounds");
}

void TableApp::tearDownScene() {
  mSounds.reset();
  mRiders.reset();
  mUnits.reset();
  mOverlays.reset();
  mPicker.reset();
  mTerrain.reset();
  mMeshes.reset();
  mSceneKey.clear();
}

void TableApp::destroyScene() { tearDownScene(); }

void TableApp::consumeRecords() {
  for (const ActionRecord& r : mPlay->takeRecords()) {
    if (mOptions.stands > 0) continue;  // the bench table shows its own stands
    const ActionRecord seen = mPlay->shown(r);
    mUnits->animate(seen);
    if (!r.instant) mSounds->play(seen);
  }
  if (mPlay->jumps() != mJumpsSeen) {
    mJumpsSeen = mPlay->jumps();
    if (mOptions.stands == 0) mUnits->snap(mPlay->game().units());
  }
  if (const std::string note = mPlay->takePlanNote(); !note.empty()) say(note);
}

void TableApp::updateFrame(float seconds) {
  seconds = mScripted ? 1.0f / 30.0f : std::min(seconds, 0.1f);  // a stall is not a reason to jump
  // A new height exaggeration rebuilds the ground once its slider is let go, not at every
  // step of the drag.
  if (mSettings.heightExaggeration != mSceneExaggeration && !ImGui::IsAnyItemActive()) buildScene();
  // A hot-seat replay plays the other side's records one after another.
  if (mState.replaying && !mUnits->busy()) {
    if (mReplayNext < mReplayQueue.size()) {
      const ActionRecord r = mPlay->shown(*mReplayQueue[mReplayNext++]);
      mUnits->animate(r);
      mSounds->play(r);
    } else {
      mState.replaying = false;
      mReplayQueue.clear();
      mUnits->snap(mPlay->game().units());
    }
  }
  if (!mState.replaying) {
    // Nothing moves behind the New game panel or the army builder, nor behind a battle's
    // opening briefing while it is read out: the battle begins when the player starts it.
    const bool held =
        matchCovered() || (mState.briefingOpen && mPlay->session().match().actions().empty());
    mPlay->tick(seconds, mUnits->busy() || held);
    consumeRecords();
  }
  // While the table changes hands nothing of the last player's stays chosen: the next player
  // starts with no unit selected and no card of the other side's open.
  if (mPlay->handoverPending()) {
    select(std::nullopt);
    mState.hovered.reset();
    mAutoSelected.reset();
    mHoverWaitsForMove = true;  // the pointer left where the last player left it shows nothing
  }
  // On a measured table, the one unit that must act now (the activated unit, a charged
  // unit choosing its reaction, a melee's winner) is selected for the player, once.
  if (mOptions.screenshot.empty() && mOptions.stands == 0 && !mUnits->busy() &&
      !mPlay->session().scenario().battlefield->gridSpec()) {
    const auto can = mPlay->humanToAct() ? unitsThatCanAct(mPlay->game()) : std::vector<UnitId>{};
    if (can.size() == 1) {
      if (mAutoSelected != can.front()) {
        mAutoSelected = can.front();
        select(can.front());
      }
    } else {
      mAutoSelected.reset();
    }
  }
  // Keep the selection meaningful.
  if (mState.selected) {
    bool alive = false;
    for (const UnitView& u : mUnits->shown())
      alive |= u.id == *mState.selected && u.status == UnitStatus::Active;
    if (!alive) mState.selected.reset();
  }
  mCamera.update(seconds);
  applyCamera();
  mUnits->update(seconds, camera(), static_cast<float>(viewHeight()));
  // The pins once a frame: their riders now, their flags and words with the labels below.
  mPins = pinsShown() ? mAdapter->tablePins(mPlay->game(), mPlay->viewer())
                      : std::vector<TablePin>{};
  mRiders->show(mPins, mBinding->palette(mSettings.palette));
  if (mPinHeld) {
    mState.hovered.reset();  // a pin on its way: the ground under it matters, not the units
  } else if (matchCovered()) {
    mState.hovered.reset();  // no forecast or highlight from the battle behind the dialog
  } else if (!mDragging && !mRightDown && !mMiddleDown && mOptions.screenshot.empty() &&
             !mHoverWaitsForMove) {
    mState.hovered = pickAt(mMouseX, mMouseY).unit;
  }
  refreshEnvelope();
  updateOverlays();
  mState.forecastsShown.clear();  // the labels and the orders' tooltips draw theirs again
  mState.targets.clear();  // each panel (and pin) marks its own again as it draws
  drawLabels();
  drawPanels(seconds);
  mAudio->update();
}

void TableApp::applyCamera() {
  const CameraPose p = mCamera.pose();
  cameraNode()->setPosition(p.eye.x, p.eye.y, p.eye.z);
  cameraNode()->lookAt(Ogre::Vector3(p.target.x, p.target.y, p.target.z), Ogre::Node::TS_WORLD);
  camera()->setNearClipDistance(std::max(2.0f, mCamera.distance() * 0.02f));
  camera()->setFarClipDistance(60000.0f);
  const Ogre::Vector3 fwd = cameraNode()->getOrientation() * Ogre::Vector3::NEGATIVE_UNIT_Z;
  if (mSounds) mSounds->listener({p.eye.x, p.eye.y, p.eye.z}, {fwd.x, fwd.y, fwd.z});
}

void TableApp::refreshEnvelope() {
  if (!mState.selected || !mPlay->humanToAct() || mOptions.stands > 0) {
    mEnvelope.reset();
    mEnvelopeKey.clear();
    return;
  }
  const std::string key =
      std::to_string(*mState.selected) + "@" + std::to_string(mPlay->session().match().hash());
  if (key == mEnvelopeKey) return;
  mEnvelopeKey = key;
  mEnvelope = computeEnvelope(mPlay->game(), *mState.selected);
}

void TableApp::drawPanels(float seconds) {
  // ImGui learns the viewport's size from the first frame rendered; until then nothing
  // would be placed where it belongs.
  if (ImGui::GetIO().DisplaySize.x <= 0) return;
  const float scale = mSettings.uiScale;
  PanelContext c{
      *mPlay,     *mAdapter, *mBinding, mSettings, mState, *this, mEnvelope ? &*mEnvelope : nullptr,
      mScenarios, scale};
  c.animating = mUnits->busy();
  LayoutInput in;
  in.width = ImGui::GetIO().DisplaySize.x;
  in.height = ImGui::GetIO().DisplaySize.y;
  in.scale = scale;
  in.row = ImGui::GetFrameHeightWithSpacing();
  in.menuRow = ImGui::GetFontSize() + ImGui::GetStyle().FramePadding.y * 2;
  in.barControls = !mPlay->studying() && !mPlay->over();
  in.padding = ImGui::GetStyle().WindowPadding.y;
  in.studying = mPlay->studying();
  in.chronicleHeight = mState.chronicleHeight;  // as it was drawn in the last frame
  in.studyDrawerHeight = mState.studyDrawerHeight;
  c.layout = layoutPanels(in);
  c.left = DockStack(c.layout.left);
  c.right = DockStack(c.layout.right);
  mState.chronicleHeight = 0;  // the chronicle measures itself again if it draws
  mState.studyDrawerHeight = 0;
  c.whatIf = &mWhatIf;
  c.odds = &mOdds;
  if (!mOptions.sound)
    c.soundNote = "muted for this run (--mute)";
  else if (mAudioAsked && !mAudio->available())
    c.soundNote = "no audio device was found: the table is silent";
  else if (!mAudioAsked)
    c.soundNote = "sound was off when the table started: it plays from the next start";
  if (mPlay->handoverPending()) {
    drawHandover(c);
    return;  // nothing of the table shows while it changes hands
  }
  // The old battle's controls under the dialog answer nothing and say so in grey text; their
  // panels stay opaque (ImGui's own dimming would show the labels behind the bar through it).
  const bool covered = matchCovered();
  if (covered) {
    ImGui::PushStyleVar(ImGuiStyleVar_DisabledAlpha, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  }
  ImGui::BeginDisabled(covered);
  drawTracker(c);
  drawUnitCard(c);
  drawUnitActions(c);
  drawDiceLog(c);
  drawRoster(c);
  drawStudyBar(c);
  drawWhatIf(c);
  drawOdds(c);
  drawGameOver(c);
  drawChronicle(c);  // after the game-over panel, to sit under it
  drawBriefing(c);
  ImGui::EndDisabled();
  if (covered) {
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
  }
  drawSetup(c);
  drawArmyBuilder(c);
  drawSettings(c);
  drawFiles(c);
  drawHelp(c);
  drawTurnConfirm(c);
  drawToast(c, seconds);
}

}  // namespace sandtable::view
