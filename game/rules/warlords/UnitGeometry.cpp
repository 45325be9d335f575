// A unit as a block on the table: its footprint, its stands, the contacts its edges make
// with enemies, distances between units and what a unit can see (1.2, 2.3, 2.6).
#include <algorithm>
#include <cstdlib>

#include "BlockMath.h"
#include "Formation.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

using blockmath::kTolerance;
using blockmath::radius;

Length WarlordsGame::standDepth(const UnitState& u) const {
  return measured::Scale{span()}.permille(troop(u).depthPermille);  // thousandths of a span
}

std::vector<int> WarlordsGame::widths(const UnitState& u) const {
  return rankWidths(u.formation, u.standCount(), u.ranks);
}

int WarlordsGame::frontWidth(const UnitState& u) const { return u.stands.empty() ? 0 : widths(u).front(); }

int WarlordsGame::activationWidth(const UnitState& u) const {
  // 2.3.1.3: a Wedge makes activations as if it is only 1 stand wide.
  return u.formation == FormationKind::Wedge ? 1 : std::max(1, frontWidth(u));
}

int WarlordsGame::combatWidth(const UnitState& u) const {
  if (u.formation == FormationKind::Wedge) return widestFullRank(u.formation, widths(u));
  return std::max(1, frontWidth(u));
}

Rect WarlordsGame::block(const UnitState& u) const {
  const int n = u.standCount();
  const auto i = static_cast<std::size_t>(u.id);
  if (u.id < 0 || i >= mUnits.size()) return blockAt(u, u.pose, u.formation, u.ranks, n);
  if (mBlocks.size() != mUnits.size()) mBlocks.assign(mUnits.size(), BlockMemo{});
  BlockMemo& m = mBlocks[i];
  // Everything blockAt reads of the unit (its profile gives the stands' depth).
  if (m.profile != u.profile || !(m.pose == u.pose) || m.formation != u.formation || m.ranks != u.ranks ||
      m.stands != n) {
    m = {u.profile, u.pose, u.formation, u.ranks, n, blockAt(u, u.pose, u.formation, u.ranks, n)};
  }
  return m.block;
}

measured::BlockShape WarlordsGame::shapeAt(const UnitState& u, FormationKind f, int ranks,
                                           int stands) const {
  // The widest rank and the number of ranks, worked out without building the ranks
  // (this is asked very often).
  stands = std::max(stands, 1);
  int rows = 1, widest = 1;
  switch (f) {
    case FormationKind::MarchColumn: rows = stands; widest = 1; break;
    case FormationKind::Wedge: {
      rows = naturalRanks(f, stands, ranks);
      const int full = (rows - 1) * rows / 2;  // stands in the first rows-1 ranks
      widest = std::max(rows - 1, std::min(rows, stands - full));
      break;
    }
    default: rows = std::clamp(ranks, 1, stands); widest = (stands + rows - 1) / rows; break;
  }
  return {widest, rows, span(), standDepth(u)};
}

Rect WarlordsGame::blockAt(const UnitState& u, const Pose& p, FormationKind f, int ranks,
                           int stands) const {
  return measured::blockRect(shapeAt(u, f, ranks, stands), p);
}

std::vector<Rect> WarlordsGame::standFootprints(const UnitState& u) const {
  std::vector<Rect> out;
  if (u.stands.empty()) return out;
  const Length d = standDepth(u);
  const std::vector<Slot> ss = slots(u.formation, widths(u), span(), d);
  for (std::size_t i = 0; i < u.stands.size() && i < ss.size(); ++i) {
    Point local = ss[i].local;
    // How the table shows the unit's state: an Unformed unit's alternate files stand a
    // quarter of a stand out of line (2.4.1.1); a moving unit's command stand sticks out
    // in front (2.4.1).
    if (!u.formed && ss[i].file % 2 == 1) local.y += d / 4;
    if (i == 0 && u.motion == Motion::Moving && u.formed) local.y += d / 4;
    out.push_back(measured::standRect(u.pose, local, ss[i].turn, span(), d));
  }
  return out;
}

std::vector<Rect> WarlordsGame::standRectsAt(const UnitState& u, const Pose& p, FormationKind f, int ranks) const {
  std::vector<Rect> out;
  const Length d = standDepth(u);
  const std::vector<Slot> ss = slots(f, rankWidths(f, u.standCount(), ranks), span(), d);
  for (std::size_t i = 0; i < u.stands.size() && i < ss.size(); ++i) {
    out.push_back(measured::standRect(p, ss[i].local, ss[i].turn, span(), d));
  }
  return out;
}

namespace {

// contactBetween(a, b) with a's block `ra` already worked out: contactsOf and inContact ask
// about one unit against every other, and its block is the same each time.
std::optional<Contact> contactWith(const UnitState& a, const Rect& ra, const UnitState& b, const Rect& rb) {
  const auto c = measured::contactOf(ra, rb);
  if (!c) return std::nullopt;
  return Contact{a.id, b.id, c->edgeA, c->edgeB, c->overlap};
}

bool mayTouch(const UnitState& a, const UnitState& b) {
  return a.active() && b.active() && a.side != b.side && a.id != b.id;
}

}  // namespace

std::optional<Contact> WarlordsGame::contactBetween(const UnitState& a, const UnitState& b) const {
  if (!mayTouch(a, b)) return std::nullopt;
  return contactWith(a, block(a), b, block(b));
}

std::vector<Contact> WarlordsGame::contactsOf(const UnitState& u) const {
  std::vector<Contact> out;
  if (!u.active()) return out;
  const Rect ru = block(u);
  for (const UnitState& o : mUnits) {
    if (!mayTouch(u, o)) continue;
    if (auto c = contactWith(u, ru, o, block(o))) out.push_back(*c);
  }
  return out;
}

bool WarlordsGame::inContact(const UnitState& u) const {
  if (!u.active()) return false;
  const Rect ru = block(u);
  for (const UnitState& o : mUnits) {
    if (mayTouch(u, o) && contactWith(u, ru, o, block(o))) return true;
  }
  return false;
}

Length WarlordsGame::gapBetween(const UnitState& a, const UnitState& b) const { return gapOf(block(a), block(b)); }

bool WarlordsGame::canSee(const UnitState& viewer, const UnitState& target, bool within45) const {
  const Rect me = block(viewer);
  const Rect them = block(target);
  std::vector<Point> points{them.centre};
  for (const Point& c : corners(them)) points.push_back(c);
  const auto cs = corners(them);
  for (int i = 0; i < 4; ++i) {
    const Point a = cs[static_cast<std::size_t>(i)];
    const Point b = cs[static_cast<std::size_t>((i + 1) % 4)];
    points.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
  }
  // Every sight line below runs from the viewer's front to a point of the target's block,
  // so it stays inside the box around those; a block wholly outside that box (with a
  // millimetre to spare) cannot touch any of the lines and so cannot block them. Leaving
  // such blocks out only saves the line of sight testing them (it is asked very often).
  Length minX = viewer.pose.front.x, maxX = minX, minY = viewer.pose.front.y, maxY = minY;
  for (const Point& c : corners(them)) {
    minX = std::min(minX, c.x);
    maxX = std::max(maxX, c.x);
    minY = std::min(minY, c.y);
    maxY = std::max(maxY, c.y);
  }
  std::vector<StandPlacement> others;
  for (const UnitState& o : mUnits) {
    if (!o.active() || o.id == viewer.id || o.id == target.id) continue;
    const Rect ob = block(o);
    const Length reach = radius(ob) + kMillimetre;
    if (ob.centre.x + reach < minX || ob.centre.x - reach > maxX || ob.centre.y + reach < minY ||
        ob.centre.y - reach > maxY) {
      continue;
    }
    others.push_back({o.id, ob, 0});
  }
  // Eye height of a man, scaled to the table (1.2: a span is about 20 yards).
  const Length eye = span() * 1700 / (static_cast<Length>(mSetup->groundMetresPerSpan) * 1000);
  const TerrainEffect& lightWoods = tables().effect(TerrainKind::WoodsLight);
  for (const Point& p : points) {
    if (within45 && !inArc(me, p, degrees(tables().movement.obliqueDegrees))) continue;
    SightQuery q;
    q.from = viewer.pose.front;
    q.fromEye = eye;
    q.to = p;
    q.toEye = eye;
    q.woodsSeeInto = lightWoods.coverSpans * span();
    q.stands = &others;
    if (mSetup->battlefield->lineOfSight(q).visible) return true;
  }
  return false;
}

const UnitState* WarlordsGame::nearestEnemy(const UnitState& u, bool visibleWithin45) const {
  // Nearest by the gap between blocks; the exact gap is worked out only for units whose
  // centres are close enough to beat the best found so far.
  const Rect me = block(u);
  struct Near {
    Length lowerBound;
    const UnitState* unit;
  };
  std::vector<Near> order;
  for (const UnitState& o : mUnits) {
    if (!o.active() || o.side == u.side) continue;
    const Rect ob = block(o);
    order.push_back({distance(me.centre, ob.centre) - radius(me) - radius(ob), &o});
  }
  std::sort(order.begin(), order.end(), [](const Near& a, const Near& b) {
    return a.lowerBound != b.lowerBound ? a.lowerBound < b.lowerBound : a.unit->id < b.unit->id;
  });
  const UnitState* best = nullptr;
  Length bestGap = INT64_MAX;
  for (const Near& n : order) {
    if (n.lowerBound > bestGap) break;
    const Length g = gapOf(me, block(*n.unit));
    if (g > bestGap || (g == bestGap && best && best->id < n.unit->id)) continue;
    if (visibleWithin45 && !canSee(u, *n.unit, true)) continue;
    best = n.unit;
    bestGap = g;
  }
  return best;
}

}  // namespace sandtable::rules::warlords
