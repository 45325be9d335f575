// Placing an army bought for a points battle in its side's deployment zone, shared by the rule
// systems that have points battles: the zone turned to face the enemy, units set side by side
// in rows across it, and the places written back into a scenario document in the inches and
// degrees the scenario readers take. Which units go in which row is each system's own.
#pragma once

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "rules/core/Geometry.h"

namespace sandtable::scenario {

// An army that does not fit its zone; the message says what did not.
class AutoDeployError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `zone` in its own frame turned to face `toward` (the table's centre), squared to the nearest
// of the four edges: x across the front, y toward the enemy; its facing is the units'.
rules::Rect facingFrame(const rules::Rect& zone, rules::Point toward);

// Rows of items (each with width() and depth()) side by side across `width`, centred, `gap`
// apart; each row's front `rowGap` behind the previous row's deepest item. `at` receives each
// item's front centre in the frame; returns the front a next row would have.
template <class Item>
rules::Length placeRows(const std::vector<Item>& items, rules::Length width, rules::Length front,
                        rules::Length gap, rules::Length rowGap,
                        std::vector<std::pair<rules::Length, rules::Length>>& at) {
  std::size_t i = 0;
  while (i < items.size()) {
    std::size_t end = i;
    rules::Length used = 0, deepest = 0;
    while (end < items.size() && (end == i || used + gap + items[end].width() <= width)) {
      used += (end == i ? 0 : gap) + items[end].width();
      deepest = std::max(deepest, items[end].depth());
      ++end;
    }
    rules::Length x = -used / 2;
    for (std::size_t k = i; k < end; ++k) {
      at[k] = {x + items[k].width() / 2, front};
      x += items[k].width() + gap;
    }
    front -= deepest + rowGap;
    i = end;
  }
  return front;
}

// Items (each with width(), ranks and stands, the most ranks it can have) deepened a rank at a
// time, the widest first, until side by side `gap` apart they fit `width`, or none can deepen.
template <class Item>
void deepenToFit(std::vector<Item>& items, rules::Length width, rules::Length gap) {
  const auto rowWidth = [&] {
    rules::Length w = 0;
    for (const Item& it : items) w += it.width() + (w > 0 ? gap : 0);
    return w;
  };
  while (rowWidth() > width) {
    Item* widest = nullptr;
    for (Item& it : items) {
      if (it.ranks < it.stands && (!widest || it.width() > widest->width())) widest = &it;
    }
    if (!widest) break;
    ++widest->ranks;
  }
}

// Throws AutoDeployError when rows placed from the top of `frame` less `margin` down to `front`
// (placeRows' result: a row gap below the last row) do not stay `margin` inside its depth.
void checkDepth(const rules::Rect& frame, rules::Length margin, rules::Length front,
                rules::Length rowGap);

// The zone side `side` ("side1") of the scenario in `scenarioFile` places an army bought in
// `army` in; throws data::ConfigErrors when the scenario is no points battle (`pointsLimit`
// 0) or gives the side no deployment zone.
const rules::Rect& boughtArmyZone(const std::filesystem::path& army, int pointsLimit,
                                  const std::optional<rules::Rect>& zone, const std::string& side,
                                  const std::string& scenarioFile);

// A point as the scenario readers take it: [x, y] in inches with at most three decimals.
YAML::Node inchesPointNode(rules::Point p);
// A facing in whole degrees clockwise from north, 0-359.
int facingDegrees(rules::Angle a);

}  // namespace sandtable::scenario
