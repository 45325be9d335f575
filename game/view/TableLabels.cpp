// The floating labels over units: each unit's name (its whole name, or its short one where
// the neighbours leave no room), a stripe of its side's colour, and its markers as badges
// (media/binding.yaml); placed by LabelLayout so that none covers another, with a line down
// to a unit whose label had to move off it, folded to a tab of its side's colour where a
// crowd leaves no room for its name. Hovering a label, a tab or a unit says its name and its
// markers in words.
#include <imgui.h>
#include <imgui_internal.h>  // the panels drawn last frame, for the labels to keep off

#include <algorithm>
#include <cmath>

#include "LabelBadges.h"
#include "LabelLayout.h"
#include "TableApp.h"
#include "rules/core/Wording.h"

namespace sandtable::view {

using namespace sandtable::rules;

std::vector<LabelBox> panelBoxesLastFrame() {
  std::vector<LabelBox> boxes;
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (!w->WasActive || (w->Flags & (ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_ChildWindow)))
      continue;
    boxes.push_back({w->Pos.x, w->Pos.y, w->Pos.x + w->Size.x, w->Pos.y + w->Size.y});
  }
  return boxes;
}

namespace {

ImU32 colourOf(const Colour& c, int alpha) {
  auto byte = [](float v) { return static_cast<int>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f); };
  return IM_COL32(byte(c.r), byte(c.g), byte(c.b), alpha);
}

// Sizes in pixels for the label's type, so that the labels grow with the UI scale.
struct LabelMetrics {
  float text, padX, padY, stripe, badgeGap;
  explicit LabelMetrics(float fontSize)
      : text(fontSize),
        padX(std::round(0.3f * fontSize)),
        padY(std::round(0.12f * fontSize)),
        stripe(std::max(2.0f, std::round(0.2f * fontSize))),
        badgeGap(std::round(0.22f * fontSize)) {}
  float height() const { return text + 2 * padY; }
  float tabWidth() const { return std::round(0.55f * height()); }
};

// What one unit's label holds before it is placed.
struct Pending {
  const UnitView* unit = nullptr;
  std::string full, shortText;
  std::vector<LabelMark> marks;       // every marker, words filled in
  std::vector<std::size_t> badged;    // those drawn as badges
  float anchorX = 0, anchorY = 0;
  bool focus = false;
  bool shortOnly = false;  // one of its family took the short name (shortenFamilies)
};

// Where one label of a family of names took its short name, every member with a short name
// takes it (familyShortNames): their requests ask for the short name's width alone. True when
// any request changed, for the labels to be placed again.
bool shortenFamilies(std::vector<Pending>& pending, std::vector<LabelRequest>& requests,
                     const std::vector<LabelPlacement>& placed) {
  std::vector<LabelNames> names;
  for (const Pending& p : pending) names.push_back({p.full, p.shortText});
  const std::vector<bool> shortOnly = familyShortNames(names, placed);
  bool changed = false;
  for (std::size_t i = 0; i < pending.size(); ++i) {
    if (!shortOnly[i]) continue;
    pending[i].shortOnly = true;
    changed = changed || requests[i].fullWidth != requests[i].shortWidth;
    requests[i].fullWidth = requests[i].shortWidth;
  }
  return changed;
}

}  // namespace

void TableApp::drawUnitLabels(ImDrawList& draw, const std::vector<LabelBox>& panels) {
  mLabelsShown.clear();
  mState.tooltipShown.clear();
  if (!mSettings.showLabels || mUnits->shown().size() > 60 || mPlay->handoverPending()) return;
  const LabelMetrics m(ImGui::GetFontSize());
  std::vector<Pending> pending;
  std::vector<LabelRequest> requests;
  for (const UnitView& u : mUnits->shown()) {
    if (u.status != UnitStatus::Active) continue;
    const auto anchor = mUnits->labelAnchor(u.id);
    float sx = 0, sy = 0;
    if (!anchor || !projectToScreen(*anchor, sx, sy)) continue;
    Pending p;
    p.unit = &u;
    p.full = u.name.empty() ? u.typeName : u.name;
    p.shortText = u.shortName.empty() ? p.full : u.shortName;
    p.anchorX = sx;
    p.anchorY = sy;
    p.focus = mState.selected == u.id || mState.hovered == u.id;
    float badges = 0;
    for (LabelMark mark : mAdapter->labelMarks(u)) {
      const MarkerLook look = mBinding->marker(mark.key);
      if (mark.words.empty()) mark.words = look.label;
      if (look.badge) {
        p.badged.push_back(p.marks.size());
        badges += m.badgeGap + badgeWidth(*look.badge, mark.count, m.text);
      }
      p.marks.push_back(std::move(mark));
    }
    const float frame = m.stripe + 2 * m.padX + badges;
    // The selected or hovered unit's label is placed first and never folds to a tab: it is
    // the one being read.
    requests.push_back({sx, sy, frame + ImGui::CalcTextSize(p.full.c_str()).x,
                        frame + ImGui::CalcTextSize(p.shortText.c_str()).x, m.height(),
                        p.focus ? 0.0f : m.tabWidth(), p.focus});
    pending.push_back(std::move(p));
  }
  LabelLayoutSpace space{static_cast<float>(viewWidth()), static_cast<float>(viewHeight()),
                         std::max(2.0f, std::round(0.15f * m.text)), {}};
  // The panels of the last frame (these are drawn after the labels): a label under one could
  // not be read.
  space.keepClear = panels;
  // The pins drawn over the labels: a name over a rider's foot would hide him.
  for (const LabelBox& b : pinBoxes()) space.keepClear.push_back(b);
  std::vector<LabelPlacement> placed = placeLabels(requests, space);
  if (shortenFamilies(pending, requests, placed)) placed = placeLabels(requests, space);

  // The labels in focus (selected, hovered) last, over any other.
  std::vector<std::size_t> order(pending.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return !pending[i].focus; });
  // A label with no free place near it whose best place lies mostly under a panel is not drawn.
  order.erase(
      std::remove_if(order.begin(), order.end(), [&](std::size_t i) { return placed[i].hidden; }),
      order.end());
  const Palette& palette = mBinding->palette(mSettings.palette);
  // The lines to units whose labels moved first, so that no line crosses a label's words.
  for (std::size_t i : order) {
    const Pending& p = pending[i];
    const LabelBox& b = placed[i].box;
    if (!placed[i].leaderLine) continue;
    // From the label's nearest edge down to the point over the unit.
    const ImVec2 from(std::clamp(p.anchorX, b.x0 + 3, b.x1 - 3), std::clamp(p.anchorY, b.y0, b.y1));
    draw.AddLine(from, ImVec2(p.anchorX, p.anchorY), IM_COL32(0, 0, 0, 170), 3.0f);
    draw.AddLine(from, ImVec2(p.anchorX, p.anchorY), IM_COL32(235, 235, 235, 220), 1.2f);
    draw.AddCircleFilled(ImVec2(p.anchorX, p.anchorY), 2.5f, IM_COL32(235, 235, 235, 230));
  }
  for (std::size_t i : order) {
    const Pending& p = pending[i];
    const LabelPlacement& at = placed[i];
    const LabelBox& b = at.box;
    const Colour side = palette.sides[static_cast<std::size_t>(sideIndex(p.unit->side))].primary;
    if (at.tab) {
      // Its side's colour on a dark rim, so that it shows on grass and on figures alike.
      draw.AddRectFilled(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1), IM_COL32(20, 20, 20, 228), 3.0f);
      draw.AddRectFilled(ImVec2(b.x0 + 2, b.y0 + 2), ImVec2(b.x1 - 2, b.y1 - 2),
                         colourOf(side, 255), 2.0f);
      ShownLabel shown{p.unit->id, "", false, b, at.leaderLine, {}};
      shown.tab = true;
      mLabelsShown.push_back(std::move(shown));
      continue;
    }
    draw.AddRectFilled(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1),
                       p.focus ? IM_COL32(12, 12, 12, 240) : IM_COL32(20, 20, 20, 228), 3.0f);
    if (mState.selected == p.unit->id)
      draw.AddRect(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1), IM_COL32(255, 255, 255, 230), 3.0f, 0,
                   1.5f);
    draw.AddRectFilled(ImVec2(b.x0, b.y0), ImVec2(b.x0 + m.stripe, b.y1), colourOf(side, 255), 3.0f,
                       ImDrawFlags_RoundCornersLeft);
    const bool shortName = at.shortName || p.shortOnly;
    const std::string& text = shortName ? p.shortText : p.full;
    float x = b.x0 + m.stripe + m.padX;
    draw.AddText(ImVec2(x, b.y0 + m.padY), p.focus ? IM_COL32(255, 255, 255, 255) : IM_COL32(238, 238, 238, 240),
                 text.c_str());
    x += ImGui::CalcTextSize(text.c_str()).x;
    ShownLabel shown{p.unit->id, text, shortName, b, at.leaderLine, {}};
    for (std::size_t k : p.badged) {
      const LabelMark& mark = p.marks[k];
      const BadgeLook look = *mBinding->marker(mark.key).badge;
      x += m.badgeGap;
      const float w = badgeWidth(look, mark.count, m.text);
      drawBadge(draw, x, b.y0 + m.padY, m.text, look, mark.count);
      shown.badges.push_back({mark, {x, b.y0 + m.padY, x + w, b.y0 + m.padY + m.text}, look.colour});
      x += w;
    }
    mLabelsShown.push_back(std::move(shown));
  }

  // The tooltip: the label under the mouse (unless a panel is), else the hovered unit's.
  std::optional<std::size_t> tip;
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.WantCaptureMouse) {
    for (std::size_t i : order) {
      const LabelBox& b = placed[i].box;
      if (io.MousePos.x >= b.x0 && io.MousePos.x < b.x1 && io.MousePos.y >= b.y0 && io.MousePos.y < b.y1) tip = i;
    }
  }
  for (std::size_t i : order) {
    if (!tip && mState.hovered == pending[i].unit->id) tip = i;
  }
  if (!tip) return;
  const Pending& p = pending[*tip];
  const LabelBox& b = placed[*tip].box;
  // Beside the label, toward the middle of the screen, so that it covers neither the label
  // nor its unit.
  const bool leftHalf = (b.x0 + b.x1) / 2 < static_cast<float>(viewWidth()) / 2;
  ImGui::SetNextWindowPos(ImVec2(leftHalf ? b.x1 + 8 : b.x0 - 8, b.y0), ImGuiCond_Always,
                          ImVec2(leftHalf ? 0.0f : 1.0f, 0.0f));
  ImGui::BeginTooltip();
  auto line = [&](const std::string& s) {
    ImGui::TextUnformatted(s.c_str());
    mState.tooltipShown.push_back(s);
  };
  line(p.full);
  ImGui::TextDisabled("%s", p.unit->typeName.c_str());
  mState.tooltipShown.push_back(p.unit->typeName);
  for (const LabelMark& mark : p.marks) {
    const MarkerLook look = mBinding->marker(mark.key);
    if (look.badge) {
      const ImVec2 c = ImGui::GetCursorScreenPos();
      drawBadge(*ImGui::GetWindowDrawList(), c.x, c.y, m.text, *look.badge, mark.count);
      ImGui::Dummy(ImVec2(badgeWidth(*look.badge, mark.count, m.text), m.text));
      ImGui::SameLine();
    }
    line(mark.words);
  }
  for (const std::string& person : mAdapter->people(mPlay->game(), *p.unit))
    line(rules::theWithinSentences("With " + person));
  ImGui::EndTooltip();
}

}  // namespace sandtable::view
