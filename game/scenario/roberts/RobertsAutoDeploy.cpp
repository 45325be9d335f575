// The layout works in the zone's own frame turned to the side's facing: x across the front, y
// toward the enemy. Distances between units are whole inches or halves of one (Sandtable's
// choice: room for the Table's clearance checks, nothing the text measures).
#include "RobertsAutoDeploy.h"

#include <algorithm>

#include "scenario/ZoneLayout.h"

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

}  // namespace

SideDeployment deployInZone(const Tables& t, Army army, std::string sideName, const Rect& zone,
                            Point toward) {
  const Rect frame = facingFrame(zone, toward);
  const Angle facing = frame.facing;
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
  deepenToFit(line, width, kGap);

  SideDeployment out;
  out.name = std::move(sideName);
  std::vector<std::pair<Length, Length>> screenAt(screen.size()), lineAt(line.size()),
      rearAt(rear.size());
  Length front = frame.depth / 2 - kMargin;
  front = placeRows(screen, width, front, kGap, kRowGap, screenAt);
  front = placeRows(line, width, front, kGap, kRowGap, lineAt);
  front = placeRows(rear, width, front, kGap, kRowGap, rearAt);
  checkDepth(frame, kMargin, front, kRowGap);
  const Length floor = -frame.depth / 2 + kMargin;

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
