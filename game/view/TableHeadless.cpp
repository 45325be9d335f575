// The table without a person at it: camera presets, screenshots with a description of
// where every stand landed on the picture (for the render tests), and the frame benchmark.
#include <Ogre.h>
#include <imgui.h>
#include <imgui_internal.h>  // the panels over the picture, for the shot info

#include <chrono>
#include <ctime>
#include <fstream>
#include <nlohmann/json.hpp>

#include "TableApp.h"
#include "platform/AtomicFile.h"
#include "render/FrameStats.h"

namespace sandtable::view {

using namespace sandtable::rules;

void TableApp::applyCameraPreset() {
  const std::string& c = mOptions.camera;
  if (c == "top") {
    mCamera.overview();
    mCamera.topDown(true);
  } else if (c == "low") {
    mCamera.overview();
    mCamera.tilt(-28);
  } else if (c == "closeup") {
    // Close in front of the selected unit (or side 1's first), looking back at its figures.
    std::optional<UnitId> focusOn = mState.selected;
    if (!focusOn) {
      for (const UnitView& u : mUnits->shown()) {
        if (u.side == Side::One && u.status == UnitStatus::Active) {
          focusOn = u.id;
          break;
        }
      }
    }
    if (focusOn) {
      if (const auto p = mUnits->unitCentre(*focusOn))
        mCamera.set(p->x + 30, p->z + 10, 260, 205, 24);
    }
  } else if (c == "unit" && mState.selected) {
    // From behind the selected unit and above, looking over the ground in front of it (its
    // overlays: reach, ranges, the 45-degree front).
    for (const UnitView& u : mUnits->shown()) {
      if (u.id != *mState.selected || u.stands.empty()) continue;
      const Angle facing = u.stands.front().footprint.facing;
      const WorldXZ ahead = toWorld(unitCentre(u) + heading(facing, 160 * kMillimetre));
      mCamera.set(ahead.x, ahead.z, 620, 25.0f + static_cast<float>(toDegrees(facing)), 52);
    }
  } else {
    mCamera.overview();
  }
  mCamera.jump();
  applyCamera();
}

void TableApp::captureScreenshot() {
  // A few frames first: terrain maps, ImGui's layout and the overlays settle over two or three.
  for (int i = 0; i < std::max(2, mOptions.frames); ++i) renderFrame();
  writeScreenshot(mOptions.screenshot);
  if (!mOptions.shotInfo.empty()) writeShotInfo(mOptions.shotInfo);
}

void TableApp::writeShotInfo(const std::filesystem::path& file) {
  nlohmann::json j;
  j["width"] = viewWidth();
  j["height"] = viewHeight();
  j["renderer"] = rendererName();
  j["batches"] = lastBatchCount();
  j["triangles"] = lastTriangleCount();
  const Palette& pal = mBinding->palette(mSettings.palette);
  for (int s = 0; s < 2; ++s) {
    const Colour& c = pal.sides[static_cast<std::size_t>(s)].primary;
    j["side_colours"][s == 0 ? "side1" : "side2"] = {c.r, c.g, c.b};
  }
  j["stands"] = nlohmann::json::array();
  for (const UnitView& u : mUnits->shown()) {
    if (u.status != UnitStatus::Active) continue;
    for (const auto& [id, box] : mUnits->standBoxes()) {
      if (id != u.id) continue;
      float sx = 0, sy = 0;
      // The middle of the figures, a little above the base.
      const bool onScreen =
          projectToScreen({box.centre.x, box.centre.y + box.height * 0.45f, box.centre.z}, sx, sy);
      float ex = 0, ey = 0;
      projectToScreen({box.centre.x + box.halfWidth, box.centre.y, box.centre.z}, ex, ey);
      j["stands"].push_back({{"unit", u.id},
                             {"side", std::string(sideKey(u.side))},
                             {"x", sx},
                             {"y", sy},
                             {"on_screen", onScreen},
                             {"half_width_px", std::hypot(ex - sx, ey - sy)}});
    }
  }
  // The floating labels over units as drawn: the name shown, where, and the badges beside it.
  j["labels"] = nlohmann::json::array();
  for (const ShownLabel& l : mLabelsShown) {
    nlohmann::json badges = nlohmann::json::array();
    for (const ShownBadge& b : l.badges) {
      badges.push_back({{"key", b.mark.key},
                        {"count", b.mark.count},
                        {"words", b.mark.words},
                        {"rect", {b.box.x0, b.box.y0, b.box.x1, b.box.y1}},
                        {"colour", {b.colour.r, b.colour.g, b.colour.b}}});
    }
    std::string name, shortName;
    for (const UnitView& u : mUnits->shown()) {
      if (u.id != l.unit) continue;
      name = u.name.empty() ? u.typeName : u.name;
      shortName = u.shortName;
    }
    j["labels"].push_back({{"unit", l.unit},
                           {"text", l.text},
                           {"name", name},
                           {"short_name", shortName},
                           {"short", l.shortName},
                           {"rect", {l.box.x0, l.box.y0, l.box.x1, l.box.y1}},
                           {"leader_line", l.leaderLine},
                           {"tab", l.tab},
                           {"badges", badges}});
  }
  j["tooltip"] = mState.tooltipShown;
  // The panels and tooltips over the picture, which may hide part of a label.
  j["windows"] = nlohmann::json::array();
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (!w->Active || (w->Flags & ImGuiWindowFlags_ChildWindow)) continue;
    j["windows"].push_back({{"name", w->Name}, {"rect", {w->Pos.x, w->Pos.y, w->Pos.x + w->Size.x, w->Pos.y + w->Size.y}}});
  }
  j["ui_scale"] = mSettings.uiScale;
  // The table's corners, to sample the ground between the armies.
  const Rect b = mOptions.stands > 0 ? mBenchField->bounds()
                                     : mPlay->session().scenario().battlefield->bounds();
  j["table_corners"] = nlohmann::json::array();
  for (const Point& p : corners(b)) {
    const WorldXZ w = toWorld(p);
    float sx = 0, sy = 0;
    projectToScreen({w.x, mTerrain->heightAt(w.x, w.z), w.z}, sx, sy);
    j["table_corners"].push_back({sx, sy});
  }
  // The ground: a lattice over the table, each point where the picture shows it, with its
  // drawn height and the rules' own (the render tests read the hills' shading off the
  // picture there).
  constexpr int kColumns = 41, kRows = 29;
  nlohmann::json ground = nlohmann::json::array();
  const Battlefield* field = mOptions.stands > 0 ? mBenchField.get()
                                                 : mPlay->session().scenario().battlefield.get();
  for (int r = 0; r < kRows; ++r) {
    for (int c = 0; c < kColumns; ++c) {
      const Point p{b.centre.x - b.width / 2 + b.width * c / (kColumns - 1),
                    b.centre.y - b.depth / 2 + b.depth * r / (kRows - 1)};
      const WorldXZ w = toWorld(p);
      const float drawn = mTerrain->heightAt(w.x, w.z);
      float sx = 0, sy = 0;
      const bool onScreen = projectToScreen({w.x, drawn, w.z}, sx, sy);
      ground.push_back({{"table_mm", {toWorldLength(p.x), toWorldLength(p.y)}},
                        {"x", sx},
                        {"y", sy},
                        {"on_screen", onScreen},
                        {"drawn_height", drawn},
                        {"rules_height", toWorldLength(field->elevationAt(p))}});
    }
  }
  j["ground"] = {{"columns", kColumns}, {"rows", kRows}, {"points", ground}};
  // The decorations (trees, rocks, houses), counted and fingerprinted.
  std::uint64_t digest = 1469598103934665603ull;
  auto mix = [&digest](const std::string& text) { digest = (digest ^ stableHash(text.c_str())) * 1099511628211ull; };
  for (const TreeSpot& t : mTerrain->ground().trees)
    mix(std::to_string(std::lround(t.x * 100)) + "," + std::to_string(std::lround(t.z * 100)) + t.model);
  for (const PropSpot& pr : mTerrain->ground().props)
    mix(std::to_string(std::lround(pr.x * 100)) + "," + std::to_string(std::lround(pr.z * 100)) + pr.model);
  j["decorations"] = {{"trees", mTerrain->ground().trees.size()},
                      {"props", mTerrain->ground().props.size()},
                      {"digest", std::to_string(digest)}};
  j["height_exaggeration"] = mSceneExaggeration;  // the drawn heights over the rules'
  platform::writeFileAtomically(file, j.dump(2));
}

TableApp::BenchResult TableApp::bench(int frames) {
  render::FrameStats stats;
  for (int i = 0; i < 15; ++i) renderFrame();  // warm up: shaders compile, caches fill
  // Processor time too (every thread of the process, the software rasteriser's included):
  // on a shared machine it varies far less than the wall clock does.
  const std::clock_t cpu0 = std::clock();
  for (int i = 0; i < frames; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    renderFrame();
    stats.add(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  const double cpuMs =
      1000.0 * static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC / std::max(1, frames);
  BenchResult r;
  r.meanMs = stats.mean();
  r.p95Ms = stats.percentile(0.95);
  r.stands = mUnits->standCount();
  r.nearStands = mUnits->nearCount();
  r.batches = lastBatchCount();
  r.triangles = lastTriangleCount();
  r.renderer = rendererName();
  r.cpuMsPerFrame = cpuMs;
  return r;
}

}  // namespace sandtable::view
