#include "LabelLayout.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

namespace sandtable::view {

namespace {

constexpr float kOpen = std::numeric_limits<float>::infinity();
constexpr int kRowsUp = 4;         // the farthest a label climbs, in label rows
constexpr int kSideSteps = 6;      // and goes aside, in steps of
constexpr float kSideStep = 0.2f;  // its own width

// A place to try, as an offset from the label's home, and what moving there costs: climbing
// is cheap (the label still reads as its unit's), going aside dearer, going down over the
// unit's own figures dearest.
struct Offset {
  float dx = 0, dy = 0, cost = 0;
};

std::vector<Offset> offsets(float width, float row) {
  std::vector<Offset> out;
  for (int up = -2; up <= 2 * kRowsUp; ++up) {  // half rows; negative: down
    for (int side = -kSideSteps; side <= kSideSteps; ++side) {
      Offset o;
      o.dx = kSideStep * width * static_cast<float>(side);
      o.dy = -0.5f * row * static_cast<float>(up);
      const float climb = std::max(0.0f, -o.dy), drop = std::max(0.0f, o.dy);
      o.cost = std::fabs(o.dx) + 1.3f * climb + 3.0f * drop;
      out.push_back(o);
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const Offset& a, const Offset& b) { return a.cost < b.cost; });
  return out;
}

float overlapArea(const LabelBox& a, const LabelBox& b) {
  const float w = std::min(a.x1, b.x1) - std::max(a.x0, b.x0), h = std::min(a.y1, b.y1) - std::max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

LabelBox grown(const LabelBox& b, float by) { return {b.x0 - by, b.y0 - by, b.x1 + by, b.y1 + by}; }

// Moved off its unit: the anchor is no longer under the box (a line must lead to it).
bool offItsUnit(const LabelBox& b, const LabelRequest& l) {
  return l.anchorX < b.x0 + 2 || l.anchorX > b.x1 - 2 || b.y1 < l.anchorY - 0.6f * l.height;
}

// The label's box before any move: its bottom on the anchor, centred on it, or slid toward
// the open side as far as its room allows when the room is lopsided (the end of a line).
LabelBox home(const LabelRequest& l, float width, float leftRoom, float rightRoom) {
  float x0 = l.anchorX - width / 2;
  if (width <= leftRoom + rightRoom) x0 = std::clamp(x0, l.anchorX - leftRoom, l.anchorX + rightRoom - width);
  return {x0, l.anchorY - l.height, x0 + width, l.anchorY};
}

// A tab's box before any move: a square of its width on the anchor.
LabelBox tabHome(const LabelRequest& l) {
  return {l.anchorX - l.tabWidth / 2, l.anchorY - l.tabWidth, l.anchorX + l.tabWidth / 2,
          l.anchorY};
}

// Slid onto the screen where it hangs off an edge (a screen narrower than the label: its left).
LabelBox onScreen(LabelBox b, const LabelLayoutSpace& s) {
  if (s.width <= 0 || s.height <= 0) return b;
  const float dx = b.x1 > s.width ? s.width - b.x1 : 0, dy = b.y1 > s.height ? s.height - b.y1 : 0;
  b = {b.x0 + dx, b.y0 + dy, b.x1 + dx, b.y1 + dy};
  const float lx = b.x0 < 0 ? -b.x0 : 0, ly = b.y0 < 0 ? -b.y0 : 0;
  return {b.x0 + lx, b.y0 + ly, b.x1 + lx, b.y1 + ly};
}

void sideRooms(const std::vector<LabelRequest>& labels, std::size_t i, const LabelLayoutSpace& space, float& left,
               float& right) {
  const LabelRequest& me = labels[i];
  left = space.width > 0 ? std::max(0.0f, me.anchorX) : kOpen;
  right = space.width > 0 ? std::max(0.0f, space.width - me.anchorX) : kOpen;
  for (std::size_t j = 0; j < labels.size(); ++j) {
    const LabelRequest& o = labels[j];
    if (j == i || std::fabs(o.anchorY - me.anchorY) >= std::max(me.height, o.height)) continue;
    const float d = o.anchorX - me.anchorX;
    if (d >= 0) right = std::min(right, d / 2);  // two anchors at one point leave each no room
    if (d <= 0) left = std::min(left, -d / 2);
  }
}

}  // namespace

bool overlaps(const LabelBox& a, const LabelBox& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

std::string labelFamily(const std::string& name) {
  std::size_t end = name.size();
  if (end > 0 && name[end - 1] == ')') {
    const std::size_t open = name.rfind(" (");
    if (open == std::string::npos || open == 0) return "";
    end = open;
  } else {
    while (end > 0 && std::isdigit(static_cast<unsigned char>(name[end - 1]))) --end;
    if (end == name.size() || end < 2 || name[end - 1] != ' ') return "";
    --end;
  }
  return name.substr(0, end);
}

std::vector<bool> familyShortNames(const std::vector<LabelNames>& names,
                                   const std::vector<LabelPlacement>& placed) {
  std::vector<std::string> family(names.size());
  std::set<std::string> families;
  for (std::size_t i = 0; i < names.size(); ++i) {
    family[i] = labelFamily(names[i].full);
    if (!family[i].empty()) families.insert(family[i]);
  }
  for (std::size_t i = 0; i < names.size(); ++i)
    if (family[i].empty() && families.count(names[i].full)) family[i] = names[i].full;
  std::set<std::string> shortened;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (!family[i].empty() && placed[i].shortName && names[i].shortName != names[i].full)
      shortened.insert(family[i]);
  std::vector<bool> out(names.size(), false);
  for (std::size_t i = 0; i < names.size(); ++i)
    out[i] = shortened.count(family[i]) > 0 && names[i].shortName != names[i].full;
  return out;
}

std::vector<int> placeGroundWords(const std::vector<std::vector<LabelBox>>& candidates,
                                  const std::vector<LabelBox>& keepClear, float gap) {
  std::vector<LabelBox> taken = keepClear;
  std::vector<int> out;
  out.reserve(candidates.size());
  for (const std::vector<LabelBox>& places : candidates) {
    int chosen = -1;
    for (std::size_t k = 0; k < places.size() && chosen < 0; ++k) {
      const LabelBox padded = grown(places[k], gap);
      if (std::none_of(taken.begin(), taken.end(),
                       [&](const LabelBox& o) { return overlaps(padded, o); }))
        chosen = static_cast<int>(k);
    }
    if (chosen >= 0) taken.push_back(places[static_cast<std::size_t>(chosen)]);
    out.push_back(chosen);
  }
  return out;
}

float labelRoom(const std::vector<LabelRequest>& labels, std::size_t i, const LabelLayoutSpace& space) {
  float left = 0, right = 0;
  sideRooms(labels, i, space, left, right);
  return left + right;
}

float labelReach(const LabelRequest& l, const LabelLayoutSpace& space) {
  return std::hypot(kRowsUp * (l.height + space.gap), kSideSteps * kSideStep * std::max(l.fullWidth, l.shortWidth));
}

namespace {

// One placing of every label, the `folded` ones first, as tabs over their units. `crowded`
// gets the labels that found no free place and lie over others.
std::vector<LabelPlacement> placeOnce(const std::vector<LabelRequest>& labels,
                                      const LabelLayoutSpace& space,
                                      const std::vector<bool>& folded,
                                      std::vector<std::size_t>& crowded) {
  std::vector<LabelPlacement> out(labels.size());
  std::vector<std::size_t> order(labels.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (folded[a] != folded[b]) return static_cast<bool>(folded[a]);
    if (labels[a].focus != labels[b].focus) return labels[a].focus;
    if (labels[a].anchorY != labels[b].anchorY) return labels[a].anchorY > labels[b].anchorY;
    return labels[a].anchorX < labels[b].anchorX;
  });
  // Grown by the gap, for the overlap tests: what is there before any label (the panels),
  // then each label as it is placed.
  std::vector<LabelBox> placed;
  placed.reserve(space.keepClear.size() + labels.size());
  for (const LabelBox& b : space.keepClear) placed.push_back(grown(b, space.gap / 2));
  auto isFree = [&](const LabelBox& b) {
    const LabelBox g = grown(b, space.gap / 2);
    return std::none_of(placed.begin(), placed.end(), [&](const LabelBox& p) { return overlaps(g, p); });
  };
  for (std::size_t i : order) {
    const LabelRequest& l = labels[i];
    float left = 0, right = 0;
    sideRooms(labels, i, space, left, right);
    const bool fullFits = l.fullWidth <= left + right;
    const float row = l.height + space.gap;
    const bool hasShort = l.shortWidth < l.fullWidth;
    const float narrow = hasShort ? l.shortWidth : l.fullWidth;
    // Tries the name of `width` at the offsets (only those still over the unit, if asked;
    // down over the unit's own figures only if allowed); true if placed. A tab steps aside
    // as far as its name would.
    auto tryPlace = [&](float width, bool shortName, bool overUnit, bool down) {
      const bool tab = folded[i] && width == l.tabWidth;
      const LabelBox start = tab ? tabHome(l) : home(l, width, left, right);
      for (const Offset& o : offsets(std::max(width, narrow), row)) {
        if (o.dy > 0 && !down) continue;
        const LabelBox b = onScreen({start.x0 + o.dx, start.y0 + o.dy, start.x1 + o.dx, start.y1 + o.dy}, space);
        if ((overUnit && offItsUnit(b, l)) || !isFree(b)) continue;
        out[i] = {b, shortName, false, tab};
        return true;
      }
      return false;
    };
    // A line up to a label clear of the others reads better than a label over the unit's own
    // figures: going down comes last.
    const bool done = folded[i] ? tryPlace(l.tabWidth, hasShort, true, true) ||
                                      tryPlace(l.tabWidth, hasShort, false, true)
                                : (fullFits && tryPlace(l.fullWidth, false, true, false)) ||
                                      tryPlace(narrow, hasShort, true, false) ||
                                      tryPlace(narrow, hasShort, false, false) ||
                                      tryPlace(narrow, hasShort, false, true);
    if (!done) {
      // No free place within reach: the one that hides least of the others.
      crowded.push_back(i);
      const LabelBox start = home(l, narrow, left, right);
      float best = kOpen;
      for (const Offset& o : offsets(narrow, row)) {
        const LabelBox b = onScreen({start.x0 + o.dx, start.y0 + o.dy, start.x1 + o.dx, start.y1 + o.dy}, space);
        float hidden = 0;
        for (const LabelBox& p : placed) hidden += overlapArea(b, p);
        const float score = hidden * 10 + o.cost;
        if (score < best) {
          best = score;
          out[i] = {b, hasShort, false};
        }
      }
    }
    LabelPlacement& p = out[i];
    p.leaderLine = offItsUnit(p.box, l);
    // No free place near it, and the best one mostly under a panel (its unit under the panel
    // too): what showed would be a piece of a name for a unit no one can see, so none is drawn.
    if (!done) {
      float underPanels = 0;
      for (const LabelBox& k : space.keepClear) underPanels += overlapArea(p.box, k);
      if (underPanels > 0.5f * (p.box.x1 - p.box.x0) * (p.box.y1 - p.box.y0)) {
        p.hidden = true;
        continue;
      }
    }
    placed.push_back(grown(p.box, space.gap / 2));
  }
  return out;
}

}  // namespace

std::vector<LabelPlacement> placeLabels(const std::vector<LabelRequest>& labels,
                                        const LabelLayoutSpace& space) {
  // Each label that finds no free place is folded to a tab and placed first, over its unit,
  // and the labels placed again around it, until every label has a free place, none that
  // lacks one may fold, or kFoldRounds placings have been made (a bound on the frame's cost;
  // what is still crowded then overlaps as little as it can).
  constexpr int kFoldRounds = 4;
  std::vector<bool> folded(labels.size(), false);
  for (int round = 1;; ++round) {
    std::vector<std::size_t> crowded;
    std::vector<LabelPlacement> out = placeOnce(labels, space, folded, crowded);
    bool more = false;
    for (std::size_t i : crowded) {
      if (folded[i] || labels[i].tabWidth <= 0) continue;
      folded[i] = true;
      more = true;
    }
    if (!more || round == kFoldRounds) return out;
  }
}

}  // namespace sandtable::view
