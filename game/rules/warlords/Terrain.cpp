// 3.2 Terrain and 3.3.3 field defences as the rules meet them: what ground a footprint or a
// move lies on (rough, slow, slope, impassable, linear obstacles) through the Battlefield
// interface, and which field defences a path crosses, from which side.
#include <algorithm>
#include <array>

#include "BlockMath.h"
#include "WarlordsGame.h"
#include "measured/Ground.h"

namespace sandtable::rules::warlords {

namespace {

__extension__ typedef __int128 Int128;

void merge(WarlordsGame::Ground& into, const TerrainEffect& e) {
  into.rough = into.rough || e.rough;
  into.slow = into.slow || e.slow;
  into.slope = into.slope || e.slope;
  into.impassable = into.impassable || e.impassable;
}

// The side of a polyline segment a point lies on: true for the left, walking from a to b.
bool leftOf(Point a, Point b, Point p) { return cross(b - a, p - a) > 0; }

// Where segment ab crosses segment cd (they are known to intersect).
Point crossingPoint(Point a, Point b, Point c, Point d) {
  const Point r = b - a;
  const Point s = d - c;
  const Int128 den = static_cast<Int128>(r.x) * s.y - static_cast<Int128>(r.y) * s.x;
  if (den == 0) return c;
  const Int128 t = static_cast<Int128>(c.x - a.x) * s.y - static_cast<Int128>(c.y - a.y) * s.x;
  return {a.x + static_cast<Length>(static_cast<Int128>(r.x) * t / den),
          a.y + static_cast<Length>(static_cast<Int128>(r.y) * t / den)};
}

}  // namespace

WarlordsGame::Ground WarlordsGame::groundUnder(const Rect& r) const {
  Ground g;
  if (mFlat) return g;
  const Battlefield& bf = *mSetup->battlefield;
  // Where no ground that does anything lies near the footprint, every sample is plain
  // ground to merge() (it adds nothing), and only the slope is left to look at.
  const bool anyEffect = bf.mayFindTerrain(r, mGroundEffectKinds);
  const int steep = tables().movement.slopeGradientPermille;
  for (const Point& p : measured::footprintSamples(r)) {
    if (anyEffect) merge(g, tables().effect(bf.terrainAt(p)));
    if (!g.slope && bf.gradientPermilleAt(p) >= steep) g.slope = true;
  }
  if (mBankKinds != 0) mergeBanks(r, g);
  return g;
}

void WarlordsGame::mergeBanks(const Rect& r, Ground& g) const {
  // 3.2.2 "Riverbank: Sloped and rough ground, in addition to the terrain type of the area
  // the river is crossing": a footprint with the water within the bank's depth of it stands
  // on the bank. The water is looked for at the bank's depth and half of it, in eight
  // directions round each sample of the footprint.
  const Battlefield& bf = *mSetup->battlefield;
  for (std::size_t k = 0; k < kTerrainKindCount; ++k) {
    const TerrainKind kind = static_cast<TerrainKind>(k);
    if ((mBankKinds & terrainKindBit(kind)) == 0) continue;
    const TerrainEffect& e = tables().effect(kind);
    if ((!e.bankRough || g.rough) && (!e.bankSlope || g.slope)) continue;  // nothing to add
    const Length reach = e.bankSpans * span();
    const Rect around{r.centre, r.facing, r.width + 2 * reach, r.depth + 2 * reach};
    if (!bf.mayFindTerrain(around, terrainKindBit(kind))) continue;
    bool onBank = false;
    for (const Point& p : measured::footprintSamples(r)) {
      for (int dir = 0; dir < 8 && !onBank; ++dir) {
        const Angle a = static_cast<Angle>(dir) * (kFullTurn / 8);
        onBank = bf.terrainAt(p + heading(a, reach)) == kind || bf.terrainAt(p + heading(a, reach / 2)) == kind;
      }
      if (onBank) break;
    }
    if (!onBank) continue;
    g.rough = g.rough || e.bankRough;
    g.slope = g.slope || e.bankSlope;
  }
}

bool WarlordsGame::impassableUnder(const Rect& r) const {
  return !mFlat && measured::anyUnder(*mSetup->battlefield, r, mImpassableKinds);
}

WarlordsGame::Ground WarlordsGame::groundAlong(const UnitState& u, const Pose& from, const Pose& to) const {
  if (mFlat) return groundAlong(u, from, to, Ground{}, Ground{});
  const int n = u.standCount();
  const Ground atFrom = groundUnder(blockAt(u, from, u.formation, u.ranks, n));
  // A unit's allowance where it stands is asked as a move from its pose to the same pose:
  // the ground under the one footprint need not be looked at twice.
  const Ground atTo = to == from ? atFrom : groundUnder(blockAt(u, to, u.formation, u.ranks, n));
  return groundAlong(u, from, to, atFrom, atTo);
}

WarlordsGame::Ground WarlordsGame::groundAlong(const UnitState& u, const Pose& from, const Pose& to,
                                               const Ground& a, const Ground& b) const {
  Ground g;
  if (!mFlat) {
    g.rough = a.rough || b.rough;
    g.slow = a.slow || b.slow;
    g.slope = a.slope || b.slope;
    g.impassable = a.impassable || b.impassable;
    for (const Crossing& c : mSetup->battlefield->crossings(from.front, to.front)) {
      const TerrainEffect& e = tables().effect(c.kind);
      if (e.linearObstacle) g.obstacle = true;
      if (e.impassable) g.impassable = true;
      if (c.entering) merge(g, e);
    }
  }
  for (const DefenceHit& h : defencesCrossed(from.front, to.front)) {
    const FieldDefence& d = mSetup->defences[static_cast<std::size_t>(h.index)];
    switch (d.kind) {
      case DefenceKind::Berm:
      case DefenceKind::Obstacle: g.obstacle = true; break;
      case DefenceKind::Tabor:
        // 3.3.3.1: only a March Column passes, through a sally port, at half speed.
        if (!h.throughPort || u.formation != FormationKind::MarchColumn) g.impassable = true;
        else g.slow = true;
        break;
      case DefenceKind::Stakes: break;  // handled by the moves themselves (3.3.3.3)
    }
  }
  return g;
}

std::vector<WarlordsGame::DefenceHit> WarlordsGame::defencesCrossed(Point a, Point b) const {
  std::vector<DefenceHit> out;
  if (a == b) return out;
  // Judge the side it comes from a millimetre behind its start, so that a unit standing on
  // the line still crosses it when it moves over; reaching the line is not crossing it.
  const Point back = a - heading(bearing(a, b), kMillimetre);
  for (std::size_t i = 0; i < mSetup->defences.size(); ++i) {
    const FieldDefence& d = mSetup->defences[i];
    for (std::size_t k = 1; k < d.line.size(); ++k) {
      const Point p = d.line[k - 1];
      const Point q = d.line[k];
      if (!segmentsIntersect(back, b, p, q)) continue;
      if (distanceToSegment(b, p, q) <= kMillimetre / 2) continue;
      DefenceHit h;
      h.index = static_cast<int>(i);
      h.where = crossingPoint(back, b, p, q);
      h.fromSpecialSide = leftOf(p, q, back) == d.specialSideLeft;
      for (const Point& port : d.sallyPorts) {
        if (distance(port, h.where) * 2 <= span()) h.throughPort = true;
      }
      out.push_back(h);
      break;  // one hit per defence is enough
    }
  }
  std::sort(out.begin(), out.end(), [a](const DefenceHit& l, const DefenceHit& r) {
    return distanceSquared(a, l.where) < distanceSquared(a, r.where);
  });
  return out;
}

WarlordsGame::DefencesOnPath WarlordsGame::defencesOnPath(const UnitState& c, Point from, Point contact) const {
  DefencesOnPath out;
  for (const DefenceHit& h : defencesCrossed(from, contact)) {
    if (distance(h.where, contact) <= blockmath::kTolerance) continue;  // contact at the line itself
    switch (mSetup->defences[static_cast<std::size_t>(h.index)].kind) {
      case DefenceKind::Stakes: out.crossesStakes = out.crossesStakes || h.fromSpecialSide; break;
      case DefenceKind::Berm: out.stoppedByBerm = true; break;
      case DefenceKind::Tabor:
        if (!(h.throughPort && c.formation == FormationKind::MarchColumn)) out.blockedByTabor = true;
        break;
      case DefenceKind::Obstacle: out.crossesObstacle = true; break;
    }
  }
  return out;
}

}  // namespace sandtable::rules::warlords
