// What the table draws for the player each frame besides the scene: the overlays on the
// ground (envelope, targets, arcs of fire, viewshed, line of sight, tape) and the words over
// it (the ruleset's shapes' names, the line of sight's verdict, the tape's length; the unit
// labels are TableLabels.cpp's).
#include <Ogre.h>
#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>

#include "ActionMenu.h"
#include "TableApp.h"
#include "rules/core/Battlefield.h"

namespace sandtable::view {

using namespace sandtable::rules;

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
  if (const rules::GridSpec* grid = field.gridSpec()) in.grid = *grid;
  if (mOptions.stands == 0) in.objectives = mAdapter->objectives(mPlay->game());
  const std::vector<UnitView>& shown = mUnits->shown();
  auto viewOf = [&](UnitId id) -> const UnitView* {
    for (const UnitView& u : shown) {
      if (u.id == id) return &u;
    }
    return nullptr;
  };
  // The ruleset's own shapes (charge reach, ranges, a charge under way), asked again only
  // when the match or the selection changes.
  if (mOptions.stands == 0 && !mUnits->busy()) {
    const UnitView* sel = mState.selected ? viewOf(*mState.selected) : nullptr;
    const std::string key = std::to_string(sel ? sel->id : -1) + "@" +
                            std::to_string(mPlay->session().match().hash()) +
                            (mState.showFireArc ? "f" : "");
    if (key != mGroundMarksKey) {
      mGroundMarksKey = key;
      mGroundMarks = mAdapter->groundMarks(mPlay->game(), sel);
      if (!mState.showFireArc) {
        std::erase_if(mGroundMarks.shapes, [](const GroundShape& s) {
          return s.role == ShapeRole::RangeShort || s.role == ShapeRole::RangeLong;
        });
      }
    }
    in.shapes = mGroundMarks.shapes;
    for (UnitId id : mGroundMarks.reachable) {
      auto boxes = boxesOf(id);
      in.attackNow.insert(in.attackNow.end(), boxes.begin(), boxes.end());
    }
    for (UnitId id : mGroundMarks.reachableMaybe) {
      auto boxes = boxesOf(id);
      in.attackAfterMove.insert(in.attackAfterMove.end(), boxes.begin(), boxes.end());
    }
  }
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
    // The arc of fire, unless the ruleset draws its ranges itself (Warlords: one per style).
    const bool ownRanges = std::any_of(in.shapes.begin(), in.shapes.end(), [](const GroundShape& s) {
      return s.role == ShapeRole::RangeShort || s.role == ShapeRole::RangeLong;
    });
    if (sel && mState.showFireArc && !ownRanges) in.fire = mAdapter->fireArc(mPlay->game(), *sel);
    if (sel) {
      if (const auto r = mAdapter->commandRadius(mPlay->game(), *sel))
        in.commandRadius = {toWorld(unitCentre(*sel)), toWorldLength(*r)};
    }
    // What the selected unit sees: every square (or cell) it has a line of sight to.
    if (sel && mState.showViewshed) {
      const std::string key = std::to_string(sel->id) + "@" + std::to_string(unitCentre(*sel).x) +
                              "," + std::to_string(unitCentre(*sel).y);
      if (key != mViewshedKey) {
        mViewshedKey = key;
        mViewshed.clear();
        const Rect b = field.bounds();
        const Length cell =
            in.grid ? in.grid->squareSize : std::max<Length>(b.width / 48, 10 * kMillimetre);
        for (Length y = b.centre.y - b.depth / 2 + cell / 2; y < b.centre.y + b.depth / 2;
             y += cell) {
          for (Length x = b.centre.x - b.width / 2 + cell / 2; x < b.centre.x + b.width / 2;
               x += cell) {
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
    // Line of sight to the hovered unit, from the rules' own battlefield, and the ruleset's
    // shapes between the two (a line of fire's corridor).
    std::string hoverKey;
    if (sel && mState.hovered && *mState.hovered != sel->id) {
      if (const UnitView* hov = viewOf(*mState.hovered); hov && hov->status == UnitStatus::Active) {
        hoverKey = std::to_string(sel->id) + ">" + std::to_string(hov->id) + "@" +
                   std::to_string(mPlay->session().match().hash());
        if (hoverKey != mHoverShapesKey) mHoverShapes = mAdapter->hoverShapes(mPlay->game(), *sel, *hov);
        in.shapes.insert(in.shapes.end(), mHoverShapes.begin(), mHoverShapes.end());
        const SightQuery q = mAdapter->sightQuery(mPlay->game(), *sel, *hov);
        const Sight s = field.lineOfSight(q);
        SightLine line{toWorld(q.from), toWorld(q.to), s.visible, std::nullopt};
        if (!s.visible) line.blockedAt = toWorld(s.where);
        in.sight = line;
      }
    }
    mHoverShapesKey = hoverKey;
    if (hoverKey.empty()) mHoverShapes.clear();
  } else {
    mHoverShapesKey.clear();
    mHoverShapes.clear();
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
  const std::vector<LabelBox> panels = panelBoxesLastFrame();
  drawUnitLabels(*draw, panels);  // names and markers over units (TableLabels.cpp)
  drawTablePins(*draw);   // the ruleset's pins: messengers riding (TableOrders.cpp)
  // The ruleset's shapes say what they are at their far end ("massed 8", "charge 5"), or
  // nearby along the shape where that end is under a unit's name or a panel; where the words
  // would pile on each other (the table seen whole) only the first of each pile is said.
  if (mOptions.stands == 0 && !mPlay->handoverPending()) {
    std::vector<const std::string*> words;
    std::vector<std::vector<LabelBox>> places;
    for (const GroundShape& sh : mGroundMarks.shapes) {
      if (sh.label.empty() || sh.points.size() < 2) continue;
      const ImVec2 size = ImGui::CalcTextSize(sh.label.c_str());
      std::vector<LabelBox> boxes;
      for (std::size_t k : groundWordPoints(sh)) {
        const WorldXZ w = toWorld(sh.points[k]);
        float sx = 0, sy = 0;
        if (!projectToScreen({w.x, mTerrain->heightAt(w.x, w.z) + 2, w.z}, sx, sy)) continue;
        const LabelBox b{sx - size.x / 2 - 3, sy - size.y / 2 - 1, sx + size.x / 2 + 3,
                         sy + size.y / 2 + 1};
        // A place off the screen says nothing: the next along the shape that is on it.
        if (b.x0 < 0 || b.y0 < 0 || b.x1 > static_cast<float>(viewWidth()) ||
            b.y1 > static_cast<float>(viewHeight()))
          continue;
        boxes.push_back(b);
      }
      words.push_back(&sh.label);
      places.push_back(std::move(boxes));
    }
    std::vector<LabelBox> keepClear = panels;
    for (const ShownLabel& l : mLabelsShown) keepClear.push_back(l.box);
    const std::vector<int> at = placeGroundWords(places, keepClear, 2);
    for (std::size_t i = 0; i < words.size(); ++i) {
      if (at[i] < 0) continue;
      const LabelBox& b = places[i][static_cast<std::size_t>(at[i])];
      draw->AddRectFilled(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1), IM_COL32(20, 20, 20, 170), 3.0f);
      draw->AddText(ImVec2(b.x0 + 3, b.y0 + 1), IM_COL32(255, 235, 200, 255), words[i]->c_str());
    }
  }
  // The line of sight's verdict and the tape's length, in words, on the table.
  if (mState.selected && mState.hovered && *mState.selected != *mState.hovered &&
      mOptions.stands == 0) {
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
      std::string text = s.visible
                             ? "Line of sight: clear"
                             : "Line of sight: blocked by " + std::string(sightBlockName(s.reason));
      text += "  (" + mAdapter->distanceWords(mPlay->game(), distance(q.from, q.to)) + ")";
      // The ruleset's words for its shapes between the two (a line of fire's corridors) go
      // under the verdict, where the eye already is, not under the pointer at the target.
      for (const GroundShape& sh : mHoverShapes)
        if (!sh.label.empty()) text += "\n" + sh.label;
      const ImVec2 size = ImGui::CalcTextSize(text.c_str());
      draw->AddRectFilled(ImVec2(sx - size.x / 2 - 5, sy - 2),
                          ImVec2(sx + size.x / 2 + 5, sy + size.y + 2),
                          s.visible ? IM_COL32(20, 90, 40, 230) : IM_COL32(130, 25, 25, 230), 3.0f);
      draw->AddText(ImVec2(sx - size.x / 2, sy), IM_COL32(255, 255, 255, 255), text.c_str());
      // Under it, what a click would make of the target, in the rules' own odds: the attack
      // from where the unit stands or from where its moves would take it, or the charge.
      const std::string key = std::to_string(mPlay->session().match().hash()) + ":" +
                              std::to_string(sel->id) + ":" + std::to_string(hov->id) +
                              (mPlay->humanToAct() ? ":to act" : ":watching") + (mEnvelope ? ":envelope" : "");
      if (key != mHoverOddsKey) {
        mHoverOddsKey = key;
        mHoverOdds.reset();
        if (const std::vector<Action> path = attackPathOn(hov->id); path.size() == 1) {
          if (const auto f = mAdapter->forecast(mPlay->game(), path.front()))
            mHoverOdds = describe(mPlay->game(), path.front(), *mAdapter) + ": " + f->summary;
        } else if (const AttackReach* a = mEnvelope ? mEnvelope->attackOn(hov->id) : nullptr; a && a->afterMoving()) {
          if (const std::unique_ptr<Game> there = positionForAttack(mPlay->game(), *a)) {
            if (const auto f = mAdapter->forecast(*there, a->path.back())) {
              std::string what = describe(*there, a->path.back(), *mAdapter);  // "Attack Arverni"
              if (!what.empty()) what[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(what[0])));
              mHoverOdds = "Move, then " + what + ": " + f->summary + (a->sure ? "" : " (if the dice allow the moves)");
            }
          }
        }
      }
      if (mHoverOdds) {
        const std::string& odds = *mHoverOdds;
        const ImVec2 os = ImGui::CalcTextSize(odds.c_str());
        const float oy = sy + size.y + 6;
        draw->AddRectFilled(ImVec2(sx - os.x / 2 - 5, oy - 2), ImVec2(sx + os.x / 2 + 5, oy + os.y + 2),
                            IM_COL32(40, 40, 70, 230), 3.0f);
        draw->AddText(ImVec2(sx - os.x / 2, oy), IM_COL32(255, 255, 255, 255), odds.c_str());
        mState.forecastsShown.push_back(odds);
      }
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
      if (const rules::GridSpec* grid = field.gridSpec()) {
        const auto sa = grid->squareAt(toTable(p.x, p.z)),
                   sb = grid->squareAt(toTable(q.x, q.z));
        if (sa && sb) line += " = " + std::to_string(manhattan(*sa, *sb)) + " squares";
      } else if (const std::string own = mAdapter->distanceWords(
                     mPlay->game(), distance(toTable(p.x, p.z), toTable(q.x, q.z)));
                 own.find(" mm") + 3 != own.size()) {
        line += " = " + own.substr(0, own.find(" ("));  // the ruleset's own unit (spans)
      }
      const ImVec2 size = ImGui::CalcTextSize(line.c_str());
      draw->AddRectFilled(ImVec2(sx - size.x / 2 - 5, sy - 2),
                          ImVec2(sx + size.x / 2 + 5, sy + size.y + 2), IM_COL32(60, 50, 10, 230),
                          3.0f);
      draw->AddText(ImVec2(sx - size.x / 2, sy), IM_COL32(255, 240, 160, 255), line.c_str());
    }
  }
}

bool TableApp::projectToScreen(V3 world, float& sx, float& sy) const {
  const Ogre::Vector3 v = camera()->getProjectionMatrix() *
                          (camera()->getViewMatrix() * Ogre::Vector3(world.x, world.y, world.z));
  const Ogre::Vector3 eyeSpace =
      camera()->getViewMatrix() * Ogre::Vector3(world.x, world.y, world.z);
  if (eyeSpace.z > 0) return false;  // behind the camera
  sx = (v.x * 0.5f + 0.5f) * static_cast<float>(viewWidth());
  sy = (0.5f - v.y * 0.5f) * static_cast<float>(viewHeight());
  return v.x >= -1.05f && v.x <= 1.05f && v.y >= -1.05f && v.y <= 1.05f;
}

}  // namespace sandtable::view
