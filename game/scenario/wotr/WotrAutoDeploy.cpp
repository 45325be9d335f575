// The layout works in the zone's frame turned to the side's facing (ZoneLayout.h). Distances
// between units are whole inches (Sandtable's choice: room for the table's clearance checks,
// nothing the outline measures).
#include "WotrAutoDeploy.h"

#include <algorithm>

#include "rules/wotr/Profile.h"

namespace sandtable::scenario {

using namespace sandtable::rules;
using namespace sandtable::rules::wotr;

namespace {

constexpr Length kMargin = kInch;  // from the zone's edges
constexpr Length kGap = kInch;     // between units side by side
constexpr Length kRowGap = kInch;  // between the line and the artillery

struct Item {
  std::size_t line = 0;
  int stands = 1;  // its bases
  int ranks = 1;
  Length baseWidth = 0, baseDepth = 0;
  Length width() const { return ((stands + ranks - 1) / ranks) * baseWidth; }
  Length depth() const { return ranks * baseDepth; }
};

}  // namespace

SideDeployment deployWotrInZone(const Tables& t, const BaseSizes& bases, Army army,
                                std::string sideName, const Rect& zone, Point toward) {
  const Rect frame = facingFrame(zone, toward);
  const Length width = frame.width - 2 * kMargin;

  std::vector<Item> foot, horse, rear;
  for (std::size_t li = 0; li < army.units.size(); ++li) {
    const UnitLine& u = army.units[li];
    const auto arm = static_cast<std::size_t>(profileOf(t, u).arm);
    const Item it{li, std::max(1, u.bases), 1, bases.width[arm], bases.depth[arm]};
    if (arm == static_cast<std::size_t>(Arm::Artillery))
      rear.push_back(it);
    else if (arm == static_cast<std::size_t>(Arm::Cavalry))
      horse.push_back(it);
    else
      foot.push_back(it);
  }
  // The horse by turns on the right and the left of the foot, the first nearest the foot.
  std::vector<Item> left, right, line;
  for (std::size_t i = 0; i < horse.size(); ++i) (i % 2 == 0 ? right : left).push_back(horse[i]);
  line.assign(left.rbegin(), left.rend());
  line.insert(line.end(), foot.begin(), foot.end());
  line.insert(line.end(), right.begin(), right.end());

  deepenToFit(line, width, kGap);

  std::vector<std::pair<Length, Length>> lineAt(line.size()), rearAt(rear.size());
  Length front = frame.depth / 2 - kMargin;
  front = placeRows(line, width, front, kGap, kRowGap, lineAt);
  front = placeRows(rear, width, front, kGap, kRowGap, rearAt);
  checkDepth(frame, kMargin, front, kRowGap);

  SideDeployment out;
  out.name = std::move(sideName);
  const auto place = [&](const std::vector<Item>& items,
                         const std::vector<std::pair<Length, Length>>& at) {
    for (std::size_t k = 0; k < items.size(); ++k) {
      Placement p;
      p.line = army.units[items[k].line].id;
      p.front = toWorld(frame, Point{at[k].first, at[k].second});
      p.facing = frame.facing;
      p.ranks = items[k].ranks;
      out.units.push_back(std::move(p));
    }
  };
  place(line, lineAt);
  place(rear, rearAt);
  out.commanderWith = line.empty() ? 0 : static_cast<int>(line.size() / 2);
  out.army = std::move(army);
  return out;
}

}  // namespace sandtable::scenario
