#include "StandsOnTable.h"

#include <algorithm>

namespace sandtable::rules::roberts {

std::vector<int> ranksOf(const TableUnit& u) {
  if (!u.columnStands.empty()) {
    std::vector<int> widths;
    for (int r = 0;; ++r) {
      const auto n =
          std::count_if(u.columnStands.begin(), u.columnStands.end(), [&](int k) { return k > r; });
      if (n == 0) return widths;
      widths.push_back(static_cast<int>(n));
    }
  }
  const int ranks = std::max(1, u.shape.ranks);
  return measured::evenRanks(std::max(1, u.stands), ranks);
}

std::vector<measured::StandSlot> slotsOf(const TableUnit& u) {
  std::vector<measured::StandSlot> slots;
  if (!u.columnStands.empty()) {
    // Each column's stands straight behind its front, in its own file.
    const auto files = static_cast<Length>(u.columnStands.size());
    const Length w = u.shape.standWidth;
    const Length d = u.shape.standDepth;
    for (int r = 0;; ++r) {
      bool any = false;
      for (std::size_t c = 0; c < u.columnStands.size(); ++c) {
        if (u.columnStands[c] <= r) continue;
        any = true;
        const auto cl = static_cast<Length>(c);
        slots.push_back(
            {r, static_cast<int>(c), {(2 * cl + 1) * w / 2 - files * w / 2, -(2 * r + 1) * d / 2}});
      }
      if (!any) return slots;
    }
  }
  slots = measured::standSlots(ranksOf(u), u.shape.standWidth, u.shape.standDepth);
  return slots;
}

std::vector<TableStand> standsOf(const TableUnit& u) {
  std::vector<measured::StandSlot> slots = slotsOf(u);
  std::sort(slots.begin(), slots.end(), [](const auto& a, const auto& b) {
    return a.rank != b.rank ? a.rank < b.rank : a.local.x < b.local.x;
  });
  const int files = std::max(1, u.shape.files);
  std::vector<TableStand> out;
  out.reserve(slots.size());
  for (const measured::StandSlot& s : slots) {
    TableStand t;
    t.unit = u.unit;
    t.side = u.side;
    t.formed = u.formed;
    t.rank = s.rank;
    t.column = columnAt(s.local.x, files, u.shape.standWidth);
    const Point local{s.local.x, s.local.y + shiftOf(u, t.column)};
    t.footprint = measured::standRect(u.pose, local, 0, u.shape.standWidth, u.shape.standDepth);
    out.push_back(t);
  }
  return out;
}

int columnAt(Length x, int files, Length standWidth) {
  // The file of the widest rank under the stand's centre: x = (2c - (files - 1)) w / 2.
  files = std::max(1, files);
  const Length w = std::max<Length>(1, standWidth);
  const Length twice = 2 * x + (files - 1) * w;  // 2 c w
  return static_cast<int>(std::clamp<Length>((twice + w / 2) / (2 * w), 0, files - 1));
}

Length shiftOf(const TableUnit& u, int column) {
  return column >= 0 && column < static_cast<int>(u.columnShift.size())
             ? u.columnShift[static_cast<std::size_t>(column)]
             : 0;
}

std::vector<TableStand> columnOf(const TableUnit& u, int column) {
  std::vector<TableStand> out;
  for (const TableStand& s : standsOf(u)) {
    if (s.column == column) out.push_back(s);
  }
  return out;
}

Point frontCentreOf(const Rect& r) { return toWorld(r, {0, r.depth / 2}); }

Point nearestPointOf(const Rect& r, Point p) {
  const Point l = toLocal(r, p);
  return toWorld(
      r, {std::clamp(l.x, -r.width / 2, r.width / 2), std::clamp(l.y, -r.depth / 2, r.depth / 2)});
}

Length distanceToRect(Point p, const Rect& r) {
  const Point l = toLocal(r, p);
  const Length dx = std::max<Length>(0, std::abs(l.x) - r.width / 2);
  const Length dy = std::max<Length>(0, std::abs(l.y) - r.depth / 2);
  return distance({0, 0}, {dx, dy});
}

}  // namespace sandtable::rules::roberts
