// A unit as a block of stands on the measured table: its stands in ranks (the front ones
// fullest), its rectangle, gaps and contacts with other units, and where no unit may stand.
#include <algorithm>

#include "Columns.h"
#include "Combatants.h"
#include "StandsOnTable.h"
#include "Table.h"
#include "measured/Contact.h"
#include "measured/Ground.h"
#include "measured/Sweep.h"

namespace sandtable::rules::roberts {

measured::BlockShape Table::shapeAt(const UnitState& u, int ranks) const {
  const UnitSetup& s = setupOf(u.id);
  if (!u.columnStands.empty() && ranks == u.ranks)
    return {static_cast<int>(u.columnStands.size()),
            *std::max_element(u.columnStands.begin(), u.columnStands.end()), s.standWidth,
            s.standDepth};
  const int stands = std::max(1, u.stands);
  ranks = std::clamp(ranks, 1, stands);
  return {(stands + ranks - 1) / ranks, ranks, s.standWidth, s.standDepth};
}

Rect Table::blockAt(const UnitState& u, const Pose& p, int ranks) const {
  return measured::blockRect(shapeAt(u, ranks), p);
}

namespace {

Length shiftOfColumn(const UnitState& u, int column) {
  return column >= 0 && column < static_cast<int>(u.columnShift.size())
             ? u.columnShift[static_cast<std::size_t>(column)]
             : 0;
}

}  // namespace

std::vector<Rect> Table::standRects(const UnitState& u) const {
  const UnitSetup& s = setupOf(u.id);
  std::vector<Rect> out;
  if (u.stands <= 0) return out;
  const TableUnit tu = tableUnitOf(*this, u);
  const int files = tu.shape.files;
  for (const measured::StandSlot& slot : slotsOf(tu)) {
    const Length shift = shiftOfColumn(u, columnAt(slot.local.x, files, s.standWidth));
    out.push_back(measured::standRect(u.pose, {slot.local.x, slot.local.y + shift}, 0, s.standWidth,
                                      s.standDepth));
  }
  return out;
}

std::vector<Rect> Table::partsAt(const UnitState& u, const Pose& p) const {
  const measured::BlockShape shape = shapeAt(u, u.ranks);
  const Rect whole = measured::blockRect(shape, p);
  if (u.columnShift.empty()) return {whole};
  std::vector<Rect> out;
  const Rect frame{p.front, p.facing, 0, 0};
  int first = 0;
  for (int c = 1; c <= shape.files; ++c) {
    if (c < shape.files && shiftOfColumn(u, c) == shiftOfColumn(u, first)) continue;
    // Columns first..c-1: their middle across the block, their front at their shift.
    const Length x = (first + c) * shape.standWidth / 2 - shape.width() / 2;
    Rect r = whole;
    r.width = (c - first) * shape.standWidth;
    r.centre = toWorld(frame, {x, shiftOfColumn(u, first) - shape.depth() / 2});
    out.push_back(r);
    first = c;
  }
  return out;
}

std::vector<int> standsByColumn(const Table& t, const UnitState& u) {
  if (!u.columnStands.empty()) return u.columnStands;
  const TableUnit tu = tableUnitOf(t, u);
  std::vector<int> out(static_cast<std::size_t>(tu.shape.files), 0);
  if (u.stands <= 0) return out;
  for (const measured::StandSlot& slot : slotsOf(tu))
    ++out.at(static_cast<std::size_t>(columnAt(slot.local.x, tu.shape.files, tu.shape.standWidth)));
  return out;
}

Rect Table::columnRect(const UnitState& u, int column) const {
  const measured::BlockShape shape = shapeAt(u, u.ranks);
  Rect r = block(u);
  const Rect frame{u.pose.front, u.pose.facing, 0, 0};
  r.width = shape.standWidth;
  r.centre = toWorld(frame, {(2 * column + 1) * shape.standWidth / 2 - shape.width() / 2,
                             shiftOfColumn(u, column) - shape.depth() / 2});
  return r;
}

Point Table::columnFront(const UnitState& u, int column) const {
  const Rect r = columnRect(u, column);
  return r.centre + heading(r.facing, r.depth / 2);
}

namespace {

// By column of `u`: its shift and depth, and (in `stands`) how many stands it holds.
std::vector<ColumnExtent> extentsOf(const Table& t, const UnitState& u, std::vector<int>& stands) {
  const int files = t.shapeAt(u, u.ranks).files;
  const UnitSetup& s = t.setupOf(u.id);
  stands = standsByColumn(t, u);
  stands.resize(static_cast<std::size_t>(files), 0);
  std::vector<ColumnExtent> out(static_cast<std::size_t>(files));
  for (int c = 0; c < files; ++c) {
    const auto i = static_cast<std::size_t>(c);
    out[i] = {shiftOfColumn(u, c), stands[i] * s.standDepth};
  }
  return out;
}

}  // namespace

std::vector<bool> Table::columnsApart(const UnitState& u) const {
  if (u.columnShift.empty() || u.stands <= 0)
    return std::vector<bool>(static_cast<std::size_t>(shapeAt(u, u.ranks).files), false);
  std::vector<int> stands;
  const std::vector<ColumnExtent> extents = extentsOf(*this, u, stands);
  return apartFromMainBody(extents, stands);
}

UnitState Table::dressed(const UnitState& u, int ranks) const {
  UnitState out = u;
  out.ranks = ranks;
  std::vector<int> stands;
  const std::vector<ColumnExtent> extents = extentsOf(*this, u, stands);
  const std::vector<bool> apart = apartFromMainBody(extents, stands);
  const bool anyApart = std::find(apart.begin(), apart.end(), true) != apart.end();
  if (!u.columnShift.empty()) {
    const Length line = mainBodyLine(extents, stands);
    out.pose.front = u.pose.front + heading(u.pose.facing, line);
    // The main body dresses on its line; a column apart keeps its ground until it rejoins.
    for (std::size_t c = 0; c < out.columnShift.size(); ++c)
      out.columnShift[c] = c < apart.size() && apart[c] ? u.columnShift[c] - line : 0;
    if (allInLine(out.columnShift)) out.columnShift.clear();
  }
  // Whole, it forms in even ranks again; with a column apart its stands keep their places.
  if (!anyApart) out.columnStands.clear();
  return out;
}

Length Table::gapBetween(const UnitState& a, const UnitState& b) const {
  Length best = -1;
  for (const Rect& ra : parts(a)) {
    for (const Rect& rb : parts(b)) {
      const Length g = gap(ra, rb);
      if (best < 0 || g < best) best = g;
    }
  }
  return std::max<Length>(0, best);
}

bool Table::inContact(const UnitState& a, const UnitState& b) const {
  for (const Rect& ra : parts(a)) {
    for (const Rect& rb : parts(b)) {
      if (measured::contactOf(ra, rb).has_value()) return true;
    }
  }
  return false;
}

bool Table::offTableOrImpassable(const Rect& r) const {
  const Battlefield& bf = *mSetup->battlefield;
  if (!measured::insideTable(bf.bounds(), r)) return true;
  return measured::anyUnder(bf, r, tables().movement.impassable);
}

const UnitState* Table::nearestEnemy(const UnitState& u) const {
  const UnitState* best = nullptr;
  Length bestGap = 0;
  for (const UnitState& o : mUnits) {
    if (!o.active() || sideOf(o.id) == sideOf(u.id)) continue;
    const Length g = gapBetween(u, o);
    if (!best || g < bestGap) {
      best = &o;
      bestGap = g;
    }
  }
  return best;
}

std::string Table::overlapProblem() const {
  for (const UnitState& a : mUnits) {
    if (!a.active()) continue;
    const std::vector<Rect> pa = parts(a);
    for (const UnitState& b : mUnits) {
      if (b.id <= a.id || !b.active()) continue;
      for (const Rect& ra : pa) {
        for (const Rect& rb : parts(b)) {
          const Length reach = measured::radius(ra) + measured::radius(rb);
          if (distanceSquared(ra.centre, rb.centre) > reach * reach) continue;
          if (measured::standInside(ra, rb, sideOf(a.id) == sideOf(b.id)))
            return label(a.id) + " and " + label(b.id) + " stand inside each other";
        }
      }
    }
  }
  return {};
}

}  // namespace sandtable::rules::roberts
