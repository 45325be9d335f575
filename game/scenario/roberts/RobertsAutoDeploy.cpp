// The layout works in the zone's own frame turned to the side's facing: x across the front, y
// toward the enemy. Distances between units are whole inches or halves of one (Sandtable's
// choice: room for the Table's clearance checks, nothing the text measures).
#include "RobertsAutoDeploy.h"

#include <algorithm>
#include <cstdlib>

namespace sandtable::scenario {

using namespace sandtable::rules;
using namespace sandtable::rules::roberts;

namespace {

constexpr Length kMargin = kInch / 2;  // from the zone's edges
constexpr Length kGap = kInch / 2;     // between units side by side
constexpr Length kRowGap = kInch;      // between the screen, the line and the rear

struct Item {
  std::size_t line = 0;
  int copy = 0;  // which unit of the line
  int stands = 1;
  int ranks = 1;
  Length standWidth = 0, standDepth = 0;
  Length width() const { return ((stands + ranks - 1) / ranks) * standWidth; }
  Length depth() const { return ranks * standDepth; }
};

Angle squaredFacing(Point from, Point to) {
  const Length dx = to.x - from.x, dy = to.y - from.y;
  if (std::llabs(dy) >= std::llabs(dx)) return dy >= 0 ? Angle(0) : kHalfTurn;
  return dx >= 0 ? kQuarterTurn : Angle(kHalfTurn + kQuarterTurn);
}

// Rows of units side by side across `width`, centred; each row's front `rowGap` behind the
// previous row's deepest unit. Returns the y below the last row.
Length placeRows(std::vector<Item>& items, Length width, Length front,
                 std::vector<std::pair<Length, Length>>& at) {
  std::size_t i = 0;
  while (i < items.size()) {
    std::size_t end = i;
    Length used = 0, deepest = 0;
    while (end < items.size() && (end == i || used + kGap + items[end].width() <= width)) {
      used += (end == i ? 0 : kGap) + items[end].width();
      deepest = std::max(deepest, items[end].depth());
      ++end;
    }
    Length x = -used / 2;
    for (std::size_t k = i; k < end; ++k) {
      at[k] = {x + items[k].width() / 2, front};
      x += items[k].width() + kGap;
    }
    front -= deepest + kRowGap;
    i = end;
  }
  return front;
}

}  // namespace

SideDeployment deployInZone(const Tables& t, Army army, std::string sideName, const Rect& zone,
                            Point toward) {
  const Angle facing = squaredFacing(zone.centre, toward);
  const bool across = facing == 0 || facing == kHalfTurn;
  const Rect frame{zone.centre, facing, across ? zone.width : zone.depth,
                   across ? zone.depth : zone.width};
  const Length width = frame.width - 2 * kMargin;

  std::vector<Item> screen, line, rear;
  for (std::size_t li = 0; li < army.units.size(); ++li) {
    const UnitLine& u = army.units[li];
    const TroopType& type = t.troop(u.type);
    const StandBase& base = type.bases[static_cast<std::size_t>(army.scale)];
    for (int c = 0; c < u.count; ++c) {
      Item it{li,
              c,
              u.formed ? u.stands : 1,
              1,
              base.widthMm * kMillimetre,
              base.depthMm * kMillimetre};
      if (type.alwaysUnformed)
        screen.push_back(it);
      else if (u.type == TroopKind::Artillery || u.type == TroopKind::BattlePlatform)
        rear.push_back(it);
      else
        line.push_back(it);
    }
  }
  // The line deepens its widest unit a rank at a time until it fits across the zone.
  const auto lineWidth = [&] {
    Length w = 0;
    for (const Item& it : line) w += it.width() + (w > 0 ? kGap : 0);
    return w;
  };
  while (lineWidth() > width) {
    Item* widest = nullptr;
    for (Item& it : line) {
      if (it.ranks < it.stands && (!widest || it.width() > widest->width())) widest = &it;
    }
    if (!widest) break;
    ++widest->ranks;
  }

  SideDeployment out;
  out.name = std::move(sideName);
  std::vector<std::pair<Length, Length>> screenAt(screen.size()), lineAt(line.size()),
      rearAt(rear.size());
  Length front = frame.depth / 2 - kMargin;
  front = placeRows(screen, width, front, screenAt);
  front = placeRows(line, width, front, lineAt);
  front = placeRows(rear, width, front, rearAt);
  const Length floor = -frame.depth / 2 + kMargin;
  // The rows' last front less its depth must stay in the zone: front is now a row gap below it.
  if (front + kRowGap < floor)
    throw AutoDeployError("the army needs " +
                          std::to_string((frame.depth / 2 - kMargin - front - kRowGap) / kInch) +
                          " inches of depth and its deployment zone gives " +
                          std::to_string((frame.depth - 2 * kMargin) / kInch));

  const auto place = [&](const std::vector<Item>& items,
                         const std::vector<std::pair<Length, Length>>& at) {
    for (std::size_t k = 0; k < items.size(); ++k) {
      const UnitLine& u = army.units[items[k].line];
      Placement p;
      p.line = u.id;
      if (u.count > 1) p.name = u.name + " (" + std::to_string(items[k].copy + 1) + ")";
      p.front = toWorld(frame, Point{at[k].first, at[k].second});
      p.facing = facing;
      p.ranks = items[k].ranks;
      out.units.push_back(std::move(p));
    }
  };
  // The line, the rear, then the screen, each in the army's order of lines.
  place(line, lineAt);
  place(rear, rearAt);
  place(screen, screenAt);
  // Free Captains along the zone's rear, from its left.
  Length x = -width / 2 + kInch;
  for (const LeaderLine& l : army.leaders) {
    if (!l.with.empty()) continue;
    if (l.name.empty())
      throw AutoDeployError("a free Captain is placed by his name: give him one in the army");
    out.freeLeaders.push_back({l.name, toWorld(frame, Point{x, floor})});
    x += kInch;
  }
  out.army = std::move(army);
  return out;
}

}  // namespace sandtable::scenario
