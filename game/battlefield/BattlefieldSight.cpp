// Line of sight on the measured table: the first of (a) the first opaque thing on the
// line (ground, trees, buildings, hedges, walls), (b) the point where the line has gone
// deeper into woods, orchards, tall crops or towns than the query allows, and (c) a stand
// within the query's clearance of the line.
#include <algorithm>
#include <cmath>

#include "BattlefieldParts.h"

namespace sandtable::battlefield {

using rules::Sight;
using rules::SightBlock;
using rules::SightQuery;

namespace {

Ray3 rayOf(const physics::Vec3& a, const physics::Vec3& b) {
  return {a.x, a.y, a.z, b.x - a.x, b.y - a.y, b.z - a.z};
}

Length allowanceOf(const SightQuery& q, TerrainKind k) {
  const Length set = q.seeInto[static_cast<std::size_t>(k)];
  if (set >= 0) return set;
  return (rules::isWoods(k) || k == TerrainKind::Orchard) ? q.woodsSeeInto : 0;
}

}  // namespace

Sight BulletBattlefield::lineOfSight(const SightQuery& q) const {
  SightPath path;
  return lineOfSight(q, path);
}

Sight BulletBattlefield::lineOfSight(const SightQuery& q, SightPath& path) const {
  path = SightPath::Fast;
  auto onTable = [this](Point p) {
    return p.x >= 0 && p.y >= 0 && p.x <= mSpec->width && p.y <= mSpec->depth;
  };
  const bool fromOn = onTable(q.from);
  if (!fromOn || !onTable(q.to)) return {false, SightBlock::OffTable, fromOn ? q.to : q.from};
  if (q.from == q.to) return {};
  // The two ends are far apart in memory: start loading both before reading either.
  const Vec2 wa = toWorld2(q.from), wb = toWorld2(q.to);
  mFast.prefetch(wa.x, wa.y);
  mSpec->ground.prefetch(wb.x, wb.y);
  const physics::Vec3 a{wa.x, wa.y, heightAtWorld(wa.x, wa.y) + eyeMetres(q.fromEye)};
  const physics::Vec3 b{wb.x, wb.y, heightAtWorld(wb.x, wb.y) + eyeMetres(q.toEye)};
  double best = 2.0;
  SightBlock reason = SightBlock::None;
  double t = 0;
  SightBlock r = SightBlock::None;
  if (firstOpaque(q.from, q.to, a, b, t, r, path)) {
    best = t;
    reason = r;
  }
  if (seeIntoBlock(a, b, std::min(best, 1.0), q, t, r) && t < best) {
    best = t;
    reason = r;
  }
  Point standAt;
  if (standBlock(q, a, b, t, standAt) && t <= best) return {false, SightBlock::Stand, standAt};
  if (best > 1.0) return {};
  return {false, reason, tablePoint(a.x + best * (b.x - a.x), a.y + best * (b.y - a.y))};
}

bool BulletBattlefield::firstOpaque(Point from, Point to, const physics::Vec3& a,
                                    const physics::Vec3& b, double& t, SightBlock& reason,
                                    SightPath& path) const {
  // A stand in a building, a tree or on a hedge line sees out of it: FastSight passes
  // over what certainly holds an end of the line, and calls anything doubtful uncertain.
  const OpaqueAnswer fast = mFast.firstOpaque(rayOf(a, b));
  if (fast.kind == OpaqueAnswer::Kind::Clear) return false;
  if (fast.kind == OpaqueAnswer::Kind::Hit) {
    t = fast.t;
    reason = fast.reason;
    return true;
  }
  // Too close to call from the shortcuts: the same one ray test the baseline makes, with
  // the exact table's answer to what holds each end.
  path = SightPath::Bullet;
  std::vector<int> skip, atTarget;
  containingTags(from, skip);
  containingTags(to, atTarget);
  skip.insert(skip.end(), atTarget.begin(), atTarget.end());
  physics::RayHit hit;
  physics::SkipTag skipTag;
  if (!skip.empty())
    skipTag = [&skip](int tag) { return std::find(skip.begin(), skip.end(), tag) != skip.end(); };
  if (!mWorld.rayClosest(a, b, group::kOpaque, hit, skipTag)) return false;
  t = hit.fraction;
  reason = reasonOfTag(hit.tag);
  return true;
}

bool BulletBattlefield::seeIntoBlock(const physics::Vec3& a, const physics::Vec3& b, double tMax,
                                     const SightQuery& q, double& t, SightBlock& reason) const {
  if (mSeeInto.empty()) return false;
  const Ray3 r = rayOf(a, b);
  std::vector<std::uint32_t> near;
  mSeeIntoIndex.walk(r, tMax,
                     [&](const std::uint32_t* items, int n, float top, double t0, double t1) {
                       if (std::min(r.zAt(t0), r.zAt(t1)) > top) return true;
                       for (int k = 0; k < n; ++k) {
                         const SeeIntoVolume& v = *mSeeInto[items[k]];
                         double c0 = 0, c1 = tMax;
                         if (!clipBox(r, v.x0, v.y0, v.x1, v.y1, c0, c1) ||
                             std::min(r.zAt(c0), r.zAt(c1)) > v.topMax)
                           continue;
                         if (std::find(near.begin(), near.end(), items[k]) == near.end())
                           near.push_back(items[k]);
                       }
                       return true;
                     });
  if (near.empty()) return false;
  std::sort(near.begin(), near.end());  // later features lie on top

  // Where the state may change: the solids' surfaces as Bullet meets them, and the
  // polygons' edges exactly.
  std::vector<double> cuts{0.0, tMax};
  for (const physics::RayHit& h : mWorld.rayAll(a, b, group::kSeeInto)) {
    if (h.fraction > 0 && h.fraction < tMax) cuts.push_back(h.fraction);
  }
  std::vector<std::pair<double, double>> inside;
  for (std::uint32_t i : near) {
    segmentInsidePolygon(mSeeInto[i]->polygon, {a.x, a.y}, {b.x, b.y}, inside);
    for (const auto& [t0, t1] : inside) {
      if (t0 > 0 && t0 < tMax) cuts.push_back(t0);
      if (t1 > 0 && t1 < tMax) cuts.push_back(t1);
    }
  }
  std::sort(cuts.begin(), cuts.end());

  const double span = static_cast<double>(rules::distance(q.from, q.to));
  double depth = 0;
  for (std::size_t k = 1; k < cuts.size(); ++k) {
    const double t0 = cuts[k - 1];
    const double t1 = cuts[k];
    if (t1 <= t0) continue;
    const double tm = 0.5 * (t0 + t1);
    const double x = r.ax + tm * r.dx, y = r.ay + tm * r.dy, z = r.zAt(tm);
    const SeeIntoVolume* in = nullptr;
    for (auto it = near.rbegin(); it != near.rend() && !in; ++it) {
      const SeeIntoVolume& v = *mSeeInto[*it];
      if (x >= v.x0 && x <= v.x1 && y >= v.y0 && y <= v.y1 && insidePolygon(v.polygon, {x, y}) &&
          z < heightAtWorld(x, y) + v.heightM) {
        in = &v;
      }
    }
    if (!in) continue;
    const double allowance = static_cast<double>(allowanceOf(q, in->kind));
    const double piece = (t1 - t0) * span;
    if (depth + piece > allowance + 0.5) {
      t = std::max(t0, t0 + (allowance - depth) / span);
      reason = in->reason;
      return true;
    }
    depth += piece;
  }
  return false;
}

bool BulletBattlefield::standBlock(const SightQuery& q, const physics::Vec3& a,
                                   const physics::Vec3& b, double& t, Point& where) const {
  if (!q.stands || q.stands->empty()) return false;
  // Stands with a height block only where the line passes below their figures' heads.
  std::vector<rules::StandPlacement> reaching;
  const double dx = static_cast<double>(q.to.x - q.from.x);
  const double dy = static_cast<double>(q.to.y - q.from.y);
  const double len2 = dx * dx + dy * dy;
  auto along = [&](Point p) {
    return std::clamp(
        (static_cast<double>(p.x - q.from.x) * dx + static_cast<double>(p.y - q.from.y) * dy) /
            len2,
        0.0, 1.0);
  };
  for (const rules::StandPlacement& s : *q.stands) {
    if (s.height > 0) {
      const Vec2 c = toWorld2(s.footprint.centre);
      const double head = heightAtWorld(c.x, c.y) + mSpec->scale.toMetres(s.height);
      if (a.z + along(s.footprint.centre) * (b.z - a.z) >= head) continue;
    }
    reaching.push_back(s);
  }
  SightQuery only = q;
  only.stands = &reaching;
  const Sight s = standsAcross(only);
  if (s.visible) return false;
  where = s.where;
  t = along(s.where);
  return true;
}

}  // namespace sandtable::battlefield
