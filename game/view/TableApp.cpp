#include "TableApp.h"

#include <Ogre.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "ActionMenu.h"
#include "BenchTable.h"
#include "platform/DataPaths.h"
#include "rules/core/GridBattlefield.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

std::filesystem::path generatedMedia() {
  if (const char* env = std::getenv("SANDTABLE_GENERATED_MEDIA"); env && *env) return env;
  return SANDTABLE_GENERATED_MEDIA;
}

std::filesystem::path dataHome() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "sandtable";
  if (const char* home = std::getenv("HOME"); home && *home) return std::filesystem::path(home) / ".local" / "share" / "sandtable";
  return "sandtable-data";
}

const float kFontSizes[] = {12.0f, 15.0f, 19.0f, 24.0f, 30.0f};

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
  r.uiFontSizes.assign(std::begin(kFontSizes), std::end(kFontSizes));
  return r;
}

}  // namespace

TableApp::TableApp(TableOptions options) : RenderApp(renderOptions(options)), mOptions(std::move(options)) {}

TableApp::~TableApp() { stop(); }

std::filesystem::path TableApp::savesDir() const { return dataHome() / "saves"; }

std::filesystem::path TableApp::autosavePath() const {
  if (!mOptions.autosave.empty()) return mOptions.autosave;
  if (!mOptions.screenshot.empty() || !mOptions.script.empty() || mOptions.benchFrames > 0) return {};  // headless runs leave no files behind
  return dataHome() / "autosave.yaml";
}

void TableApp::createScene() {
  const auto data = platform::dataRoot();
  std::string problem;
  mSettings = loadViewSettings(data / "config" / "table.yaml", mOptions.screenshot.empty() && mOptions.benchFrames == 0
                                                                   ? userSettingsPath() : std::filesystem::path{},
                               &problem);
  if (!problem.empty()) say(problem);
  if (mOptions.terrainDetail) mSettings.terrainDetail = *mOptions.terrainDetail;
  mBinding = std::make_unique<MediaBinding>(MediaBinding::load(data / "media" / "binding.yaml"));
  mScenarios = scanScenarios(data / "config" / "scenarios");
  mMediaDir = generatedMedia();
  if (!std::filesystem::exists(mMediaDir / "manifest.txt")) {
    throw std::runtime_error("the table's generated media are missing from " + mMediaDir.string() +
                             " (build the sandtable-media target, or set SANDTABLE_GENERATED_MEDIA)");
  }
  audio::AudioOptions ao;
  ao.enabled = mSettings.sound && mOptions.sound;
  ao.volume = mSettings.volume;
  mAudio = std::make_unique<audio::AudioEngine>(ao, [](const std::string& line) {
    Ogre::LogManager::getSingleton().logMessage("audio: " + line);
    std::cerr << "sandtable: " << line << "\n";  // once, at start: silent tables say why
  });
  settingsChanged();

  std::unique_ptr<PlayController> play;
  if (!mOptions.load.empty()) {
    play = PlayController::load(mOptions.load, autosavePath(),
                                mOptions.playersGiven ? std::optional(mOptions.players) : std::nullopt);
  } else {
    play = PlayController::newMatch(mOptions.scenario, mOptions.seed, mOptions.players, autosavePath());
  }
  std::error_code ec;
  mState.choice.scenario = std::filesystem::weakly_canonical(mOptions.scenario, ec);
  mState.choice.players = mOptions.players;
  mState.choice.seed = mOptions.seed;
  mState.choice.ruleset = play->info().ruleset;
  mState.setupOpen = mOptions.setupFirst && mOptions.load.empty() && mOptions.screenshot.empty() && mOptions.script.empty() &&
                     mOptions.benchFrames == 0;
  startMatch(std::move(play));

  // Headless set-up: AI actions first, then selections, overlays and panels.
  for (int i = 0; i < mOptions.aiActions && mPlay->aiToAct(); ++i) mPlay->tick(1000.0f, false);
  consumeRecords();
  mUnits->finishAnimations();
  for (const std::string& p : mOptions.panels) {
    if (p == "log") mState.logOpen = true;
    if (p == "rolls") mState.rollsOnly = true;
    if (p == "nolog") mState.logOpen = false;
    if (p == "roster") mState.rosterOpen = true;
    if (p == "setup") mState.setupOpen = true;
    if (p == "settings") mState.settingsOpen = true;
    if (p == "help") mState.helpOpen = true;
    if (p == "files") mState.fileOpen = true;
  }
  if (mOptions.select) select(*mOptions.select);
  mState.hovered = mOptions.hover;
  mState.showViewshed = mOptions.viewshed;
  if (mOptions.tape) mTape = std::pair{WorldXZ{(*mOptions.tape)[0], (*mOptions.tape)[1]}, WorldXZ{(*mOptions.tape)[2], (*mOptions.tape)[3]}};
  applyCameraPreset();
}

void TableApp::startMatch(std::unique_ptr<PlayController> play) {
  mPlay = std::move(play);
  mPlay->setSecondsPerAiAction(mSettings.aiSecondsPerAction);
  mAdapter = makeRulesetAdapter(mPlay->info().ruleset);
  mState.selected.reset();
  mState.hovered.reset();
  mEnvelope.reset();
  mEnvelopeKey.clear();
  mViewshedKey.clear();
  mReplayQueue.clear();
  buildScene();
  mJumpsSeen = mPlay->jumps();
  mPlay->takeRecords();  // a loaded match's history is in the log; the table starts at its end
}

void TableApp::buildScene() {
  const bool bench = mOptions.stands > 0;
  const std::string key = bench ? "bench" : mPlay->info().file + "|" + mPlay->info().name;
  if (key != mSceneKey) {
    tearDownScene();
    mSceneKey = key;
    const Battlefield* field = mPlay->session().scenario().battlefield.get();
    if (bench) {
      mBenchField = std::make_shared<BenchBattlefield>();
      field = mBenchField.get();
    }
    GroundOptions go;
    go.seed = stableHash(key.c_str());
    if (bench) {
      go.vertices = 129;
      go.blendSize = 512;
    }
    const GroundModel ground = buildGroundModel(*field, go);
    TerrainLook look;
    look.composite = mSettings.terrainDetail == TerrainDetail::Composite ||
                     (mSettings.terrainDetail == TerrainDetail::Auto && softwareRenderer());
    mMeshes = std::make_unique<StandMeshes>(mMediaDir / "models", "Sandtable/Figure");
    mTerrain = std::make_unique<TerrainView>(sceneManager(), ground, *mMeshes, look);
    mCamera.setTable(ground.centre.x, ground.centre.z, toWorldLength(ground.table.width), toWorldLength(ground.table.depth));
    mCamera.overview();
    mCamera.jump();
    auto height = [this](float x, float z) { return mTerrain->heightAt(x, z); };
    mOverlays = std::make_unique<Overlays>(sceneManager(), height);
    mPicker = std::make_unique<BoxAndGroundPicker>(
        [this](V3 o, V3 d) -> std::optional<V3> {
          const auto hit = mTerrain->terrain().intersect(Ogre::Ray(Ogre::Vector3(o.x, o.y, o.z), Ogre::Vector3(d.x, d.y, d.z)));
          if (!hit) return std::nullopt;
          return V3{hit->x, hit->y, hit->z};
        },
        [this] { return mUnits->standBoxes(); });
  }
  // Units: the art depends on the ruleset, its era and the palette.
  mUnits.reset();
  UnitLookContext look{mPlay->info().ruleset, mAdapter->era(mPlay->game()), &mBinding->palette(mSettings.palette)};
  if (look.era.empty()) {
    std::vector<std::string> types;
    for (const UnitView& u : mPlay->game().units()) types.push_back(u.type);
    look.era = mBinding->eraOf(types);
  }
  mUnits = std::make_unique<UnitsView>(sceneManager(), *mBinding, *mMeshes, [this](float x, float z) { return mTerrain->heightAt(x, z); },
                                       look);
  mUnits->setSpeed(mSettings.animationSpeed);
  if (bench) {
    std::vector<std::pair<std::string, std::string>> types;
    for (const UnitView& u : mPlay->game().units()) {
      if (std::none_of(types.begin(), types.end(), [&](const auto& t) { return t.first == u.type; })) types.push_back({u.type, u.typeName});
    }
    mBenchUnits = benchArmies(mOptions.stands, types, mBenchField->bounds());
    mUnits->snap(mBenchUnits);
  } else {
    mUnits->snap(mPlay->game().units());
  }
  mSounds = std::make_unique<SoundCues>(*mBinding, mPlay->info().ruleset, look.era, *mAudio, mMediaDir / "sounds");
}

void TableApp::tearDownScene() {
  mSounds.reset();
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
    mUnits->animate(r);
    if (!r.instant) mSounds->play(r);
  }
  if (mPlay->jumps() != mJumpsSeen) {
    mJumpsSeen = mPlay->jumps();
    if (mOptions.stands == 0) mUnits->snap(mPlay->game().units());
  }
  if (const std::string note = mPlay->takePlanNote(); !note.empty()) say(note);
}

void TableApp::updateFrame(float seconds) {
  seconds = mScripted ? 1.0f / 30.0f : std::min(seconds, 0.1f);  // a stall is not a reason to jump
  // A hot-seat replay plays the other side's records one after another.
  if (mState.replaying && !mUnits->busy()) {
    if (mReplayNext < mReplayQueue.size()) {
      const ActionRecord& r = *mReplayQueue[mReplayNext++];
      mUnits->animate(r);
      mSounds->play(r);
    } else {
      mState.replaying = false;
      mReplayQueue.clear();
      mUnits->snap(mPlay->game().units());
    }
  }
  if (!mState.replaying) {
    mPlay->tick(seconds, mUnits->busy());
    consumeRecords();
  }
  // Keep the selection meaningful.
  if (mState.selected) {
    bool alive = false;
    for (const UnitView& u : mUnits->shown()) alive |= u.id == *mState.selected && u.status == UnitStatus::Active;
    if (!alive) mState.selected.reset();
  }
  mCamera.update(seconds);
  applyCamera();
  mUnits->update(seconds, camera(), static_cast<float>(viewHeight()));
  if (!mDragging && !mRightDown && !mMiddleDown && mOptions.screenshot.empty()) {
    mState.hovered = pickAt(mMouseX, mMouseY).unit;
  }
  refreshEnvelope();
  updateOverlays();
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
  const std::string key = std::to_string(*mState.selected) + "@" + std::to_string(mPlay->session().match().hash());
  if (key == mEnvelopeKey) return;
  mEnvelopeKey = key;
  mEnvelope = computeEnvelope(mPlay->game(), *mState.selected);
}

std::vector<StandBox> TableApp::boxesOf(UnitId unit) const {
  std::vector<StandBox> out;
  for (const auto& [id, box] : mUnits->standBoxes()) {
    if (id == unit) out.push_back(box);
  }
  return out;
}

void TableApp::updateOverlays() {
  OverlayInputs in;
  const Battlefield& field = *mPlay->session().scenario().battlefield;
  if (const auto* grid = dynamic_cast<const GridBattlefield*>(&field)) in.grid = grid->grid();
  if (mOptions.stands == 0) in.objectives = mAdapter->objectives(mPlay->game());
  const std::vector<UnitView>& shown = mUnits->shown();
  auto viewOf = [&](UnitId id) -> const UnitView* {
    for (const UnitView& u : shown) {
      if (u.id == id) return &u;
    }
    return nullptr;
  };
  if (mState.selected && !mUnits->busy() && mOptions.stands == 0) {
    const UnitView* sel = viewOf(*mState.selected);
    in.selected = boxesOf(*mState.selected);
    if (mEnvelope) {
      in.envelope = &*mEnvelope;
      for (const AttackReach& a : mEnvelope->attacks) {
        auto boxes = boxesOf(a.target);
        auto& into = a.afterMoving() ? in.attackAfterMove : in.attackNow;
        into.insert(into.end(), boxes.begin(), boxes.end());
      }
    }
    if (sel && mState.showFireArc) in.fire = mAdapter->fireArc(mPlay->game(), *sel);
    if (sel) {
      if (const auto r = mAdapter->commandRadius(mPlay->game(), *sel)) in.commandRadius = {toWorld(unitCentre(*sel)), toWorldLength(*r)};
    }
    // What the selected unit sees: every square (or cell) it has a line of sight to.
    if (sel && mState.showViewshed) {
      const std::string key = std::to_string(sel->id) + "@" + std::to_string(unitCentre(*sel).x) + "," + std::to_string(unitCentre(*sel).y);
      if (key != mViewshedKey) {
        mViewshedKey = key;
        mViewshed.clear();
        const Rect b = field.bounds();
        const Length cell = in.grid ? in.grid->squareSize : std::max<Length>(b.width / 48, 10 * kMillimetre);
        for (Length y = b.centre.y - b.depth / 2 + cell / 2; y < b.centre.y + b.depth / 2; y += cell) {
          for (Length x = b.centre.x - b.width / 2 + cell / 2; x < b.centre.x + b.width / 2; x += cell) {
            UnitView target;
            target.id = kNoUnit;
            target.stands.push_back({Rect{{x, y}, 0, cell, cell}});
            if (in.grid) target.square = in.grid->squareAt({x, y});
            SightQuery q = mAdapter->sightQuery(mPlay->game(), *sel, target);
            q.toEye = 0;
            mViewshed.push_back({Rect{{x, y}, 0, cell, cell}, field.lineOfSight(q).visible});
          }
        }
      }
      in.viewshed = mViewshed;
    }
    // Line of sight to the hovered unit, from the rules' own battlefield.
    if (sel && mState.hovered && *mState.hovered != sel->id) {
      if (const UnitView* hov = viewOf(*mState.hovered); hov && hov->status == UnitStatus::Active) {
        const SightQuery q = mAdapter->sightQuery(mPlay->game(), *sel, *hov);
        const Sight s = field.lineOfSight(q);
        SightLine line{toWorld(q.from), toWorld(q.to), s.visible, std::nullopt};
        if (!s.visible) line.blockedAt = toWorld(s.where);
        in.sight = line;
      }
    }
  }
  if (mState.hovered) in.hovered = boxesOf(*mState.hovered);
  if (mPlay->humanToAct() && !mState.selected && mOptions.stands == 0) {
    for (UnitId id : unitsThatCanAct(mPlay->game())) {
      auto boxes = boxesOf(id);
      in.canAct.insert(in.canAct.end(), boxes.begin(), boxes.end());
    }
  }
  if (mDragging && mDragUnit) {
    in.dragPath = mDragPath;
    in.dragValid = mDragValid;
  }
  if (mTape) in.tape = mTape;
  in.flashes = mUnits->flashes();
  mOverlays->update(in);
}

void TableApp::drawLabels() {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  // Labels over units (names and markers in words), when there are few enough to read.
  if (mSettings.showLabels && mUnits->shown().size() <= 60 && !mPlay->handoverPending()) {
    for (const UnitView& u : mUnits->shown()) {
      if (u.status != UnitStatus::Active) continue;
      const auto anchor = mUnits->labelAnchor(u.id);
      float sx = 0, sy = 0;
      if (!anchor || !projectToScreen(*anchor, sx, sy)) continue;
      const bool focus = mState.selected == u.id || mState.hovered == u.id;
      std::string name = u.name.empty() ? u.typeName : u.name;
      std::string marks;
      for (const std::string& m : u.markers) marks += " [" + mBinding->marker(m).label + "]";
      // Names shortened to the width of their stands (a neighbour's label should not hide
      // them); the unit under the cursor or selected shows its whole name.
      if (!focus) {
        float ex = 0, ey = 0;
        const auto centre = mUnits->unitCentre(u.id);
        float width = 0;
        for (const auto& [id, box] : mUnits->standBoxes()) {
          if (id == u.id && centre && projectToScreen({box.centre.x + box.halfWidth, box.centre.y, box.centre.z}, ex, ey)) {
            float cx = 0, cy = 0;
            projectToScreen({box.centre.x, box.centre.y, box.centre.z}, cx, cy);
            width += 2 * std::hypot(ex - cx, ey - cy);
          }
        }
        const float budget = std::max(60.0f, width * 1.15f) - ImGui::CalcTextSize(marks.c_str()).x;
        while (name.size() > 4 && ImGui::CalcTextSize(name.c_str()).x > budget) {
          std::size_t cut = name.size() - 4;
          while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 letter
          name = name.substr(0, cut) + "..";
        }
      }
      const std::string text = name + marks;
      const ImVec2 size = ImGui::CalcTextSize(text.c_str());
      draw->AddRectFilled(ImVec2(sx - size.x / 2 - 4, sy - size.y - 4), ImVec2(sx + size.x / 2 + 4, sy),
                          focus ? IM_COL32(20, 20, 20, 220) : IM_COL32(20, 20, 20, 140), 3.0f);
      draw->AddText(ImVec2(sx - size.x / 2, sy - size.y - 2), focus ? IM_COL32(255, 255, 255, 255) : IM_COL32(230, 230, 230, 220),
                    text.c_str());
    }
  }
  // The line of sight's verdict and the tape's length, in words, on the table.
  if (mState.selected && mState.hovered && *mState.selected != *mState.hovered && mOptions.stands == 0) {
    const auto a = mUnits->labelAnchor(*mState.selected), b = mUnits->labelAnchor(*mState.hovered);
    const UnitView* sel = nullptr;
    const UnitView* hov = nullptr;
    for (const UnitView& u : mUnits->shown()) {
      if (u.id == *mState.selected) sel = &u;
      if (u.id == *mState.hovered) hov = &u;
    }
    float sx = 0, sy = 0;
    if (a && b && sel && hov && hov->status == UnitStatus::Active &&
        projectToScreen({(a->x + b->x) / 2, (a->y + b->y) / 2, (a->z + b->z) / 2}, sx, sy)) {
      const SightQuery q = mAdapter->sightQuery(mPlay->game(), *sel, *hov);
      const Sight s = mPlay->session().scenario().battlefield->lineOfSight(q);
      std::string text = s.visible ? "Line of sight: clear" : "Line of sight: blocked by " + std::string(sightBlockName(s.reason));
      text += "  (" + std::to_string(distance(q.from, q.to) / kMillimetre) + " mm)";
      const ImVec2 size = ImGui::CalcTextSize(text.c_str());
      draw->AddRectFilled(ImVec2(sx - size.x / 2 - 5, sy - 2), ImVec2(sx + size.x / 2 + 5, sy + size.y + 2),
                          s.visible ? IM_COL32(20, 90, 40, 230) : IM_COL32(130, 25, 25, 230), 3.0f);
      draw->AddText(ImVec2(sx - size.x / 2, sy), IM_COL32(255, 255, 255, 255), text.c_str());
    }
  }
  if (mTape) {
    const auto [p, q] = *mTape;
    float sx = 0, sy = 0;
    const float midX = (p.x + q.x) / 2, midZ = (p.z + q.z) / 2;
    if (projectToScreen({midX, mTerrain->heightAt(midX, midZ) + 4, midZ}, sx, sy)) {
      const float mm = std::hypot(q.x - p.x, q.z - p.z);
      char text[128];
      std::snprintf(text, sizeof text, "%.0f mm = %.1f in", mm, mm / 25.4f);
      std::string line = text;
      const Battlefield& field = *mPlay->session().scenario().battlefield;
      if (const auto* grid = dynamic_cast<const GridBattlefield*>(&field)) {
        const auto sa = grid->grid().squareAt(toTable(p.x, p.z)), sb = grid->grid().squareAt(toTable(q.x, q.z));
        if (sa && sb) line += " = " + std::to_string(manhattan(*sa, *sb)) + " squares";
      }
      const ImVec2 size = ImGui::CalcTextSize(line.c_str());
      draw->AddRectFilled(ImVec2(sx - size.x / 2 - 5, sy - 2), ImVec2(sx + size.x / 2 + 5, sy + size.y + 2), IM_COL32(60, 50, 10, 230), 3.0f);
      draw->AddText(ImVec2(sx - size.x / 2, sy), IM_COL32(255, 240, 160, 255), line.c_str());
    }
  }
}

void TableApp::drawPanels(float seconds) {
  // ImGui learns the viewport's size from the first frame rendered; until then nothing
  // would be placed where it belongs.
  if (ImGui::GetIO().DisplaySize.x <= 0) return;
  const float scale = mSettings.uiScale;
  PanelContext c{*mPlay, *mAdapter, *mBinding, mSettings, mState, *this, mEnvelope ? &*mEnvelope : nullptr, mScenarios, scale};
  if (mPlay->handoverPending()) {
    drawHandover(c);
    return;  // nothing of the table shows while it changes hands
  }
  drawTracker(c);
  drawUnitCard(c);
  drawUnitActions(c);
  drawDiceLog(c);
  drawRoster(c);
  drawGameOver(c);
  drawSetup(c);
  drawSettings(c);
  drawFiles(c);
  drawHelp(c);
  drawToast(c, seconds);
}

bool TableApp::projectToScreen(V3 world, float& sx, float& sy) const {
  const Ogre::Vector3 v = camera()->getProjectionMatrix() * (camera()->getViewMatrix() * Ogre::Vector3(world.x, world.y, world.z));
  const Ogre::Vector3 eyeSpace = camera()->getViewMatrix() * Ogre::Vector3(world.x, world.y, world.z);
  if (eyeSpace.z > 0) return false;  // behind the camera
  sx = (v.x * 0.5f + 0.5f) * static_cast<float>(viewWidth());
  sy = (0.5f - v.y * 0.5f) * static_cast<float>(viewHeight());
  return v.x >= -1.05f && v.x <= 1.05f && v.y >= -1.05f && v.y <= 1.05f;
}

// --- TableCommands ---

void TableApp::newGame(const NewGameChoice& choice) {
  try {
    mOptions.scenario = choice.scenario;
    mOptions.players = choice.players;
    mOptions.seed = choice.seed;
    startMatch(PlayController::newMatch(choice.scenario, choice.seed, choice.players, autosavePath()));
    mCamera.overview();
    say("A new battle: " + mPlay->info().name + " (seed " + std::to_string(choice.seed) + ")");
  } catch (const std::exception& e) {
    say(std::string("Could not start: ") + e.what());
  }
}

void TableApp::loadMatch(const std::filesystem::path& file) {
  try {
    startMatch(PlayController::load(file, autosavePath()));
    mState.fileOpen = false;
    say("Loaded " + file.string() + " (" + std::to_string(mPlay->history().size()) + " actions)");
  } catch (const data::ConfigErrors& e) {
    say("Could not load: " + (e.errors().empty() ? std::string(e.what()) : e.errors().front().str()));
  } catch (const std::exception& e) {
    say(std::string("Could not load: ") + e.what());
  }
}

void TableApp::saveMatch(const std::filesystem::path& file) {
  try {
    if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path());
    mPlay->save(file);
    say("Saved " + file.string());
  } catch (const std::exception& e) {
    say(std::string("Could not save: ") + e.what());
  }
}

void TableApp::select(std::optional<UnitId> unit) {
  mState.selected = unit;
  mViewshedKey.clear();
}

void TableApp::focus(UnitId unit) {
  if (const auto c = mUnits->unitCentre(unit)) mCamera.focus(c->x, c->z);
}

void TableApp::act(const Action& action) {
  const Verdict v = mPlay->submit(action);
  if (!v) say("Not allowed: " + v.why);
}

void TableApp::actPath(const std::vector<Action>& plan) {
  if (!mPlay->humanToAct()) return;
  mPlay->follow(plan);
}

void TableApp::undo() {
  if (mPlay->undo()) say("Undone");
  else say("Nothing to undo: only your own last action, and only if it rolled no dice");
}

void TableApp::settingsChanged() {
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 4;
  style.FrameRounding = 3;
  style.ScaleAllSizes(mSettings.uiScale);
  ImGui::GetStyle() = style;
  // The sharpest loaded font for the scale, then a small scale for the rest.
  const float want = 15.0f * mSettings.uiScale;
  std::size_t best = 0;
  for (std::size_t i = 0; i < std::size(kFontSizes); ++i) {
    if (std::fabs(kFontSizes[i] - want) < std::fabs(kFontSizes[best] - want)) best = i;
  }
  if (ImFont* f = uiFont(best)) {
    ImGui::GetIO().FontDefault = f;
    ImGui::GetIO().FontGlobalScale = want / kFontSizes[best];
  } else {
    ImGui::GetIO().FontGlobalScale = mSettings.uiScale;
  }
  if (mAudio) mAudio->setVolume(mSettings.sound ? mSettings.volume : 0.0f);
  if (mPlay) mPlay->setSecondsPerAiAction(mSettings.aiSecondsPerAction);
  if (mUnits) {
    mUnits->setSpeed(mSettings.animationSpeed);
    mUnits->setPalette(&mBinding->palette(mSettings.palette));
  }
  if (mOptions.screenshot.empty() && mOptions.benchFrames == 0 && mPlay) {
    try {
      saveViewSettings(mSettings, userSettingsPath());
    } catch (const std::exception& e) {
      say(std::string("Settings not saved: ") + e.what());
    }
  }
}

void TableApp::replayOpponent() {
  mReplayQueue = mPlay->opponentReplay();
  mReplayNext = 0;
  if (mReplayQueue.empty()) return;
  mState.replaying = true;
  mUnits->snap(mReplayQueue.front()->before);
}

void TableApp::cameraOverview() { mCamera.overview(); }
void TableApp::cameraTopDown(bool on) { mCamera.topDown(on); }

void TableApp::say(const std::string& message) {
  mState.toast = message;
  mState.toastSeconds = 4.0f;
  if (Ogre::LogManager::getSingletonPtr()) Ogre::LogManager::getSingleton().logMessage("table: " + message);
}

}  // namespace sandtable::view
