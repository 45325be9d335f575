// Building a BulletBattlefield: the layers terrainAt reads, and the collision world (the
// ground's heightfield, trees and buildings as prisms of triangles, woods, towns, hedges
// and walls as ground-following solids) with the indexes FastSight uses.
#include <algorithm>
#include <cmath>

#include "BattlefieldParts.h"
#include "VolumeMesh.h"

namespace sandtable::battlefield {

using rules::SightBlock;

namespace {

int priorityOf(TerrainKind k) {
  switch (k) {
    case TerrainKind::Road:
      return 4;
    case TerrainKind::River:
    case TerrainKind::Stream:
      return 3;
    default:
      return 2;
  }
}

// The polygon counter-clockwise if it is convex; empty if it is not.
std::vector<Vec2> convexCounterClockwise(std::vector<Vec2> poly) {
  const std::size_t n = poly.size();
  double area = 0;
  for (std::size_t i = 0, j = n - 1; i < n; j = i++)
    area += poly[j].x * poly[i].y - poly[i].x * poly[j].y;
  if (area < 0) std::reverse(poly.begin(), poly.end());
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = poly[i], b = poly[(i + 1) % n], c = poly[(i + 2) % n];
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) < 0) return {};
  }
  return poly;
}

}  // namespace

void BulletBattlefield::buildLayers() {
  const TerrainSpec& s = *mSpec;
  const double w = s.scale.toMetres(s.width);
  const double d = s.scale.toMetres(s.depth);
  const double cell = std::max(w, d) / 64.0;
  mStripIndex = CellGrid(w, d, cell);
  mContainIndex = CellGrid(w, d, cell);
  auto add = [&](TerrainKind kind, int priority, int order, std::vector<Point> polygon,
                 int feature) {
    auto strip = std::make_unique<Strip>();
    strip->kind = kind;
    strip->priority = priority;
    strip->order = order;
    strip->box = boundsOf(polygon);
    strip->polygon = std::move(polygon);
    strip->feature = feature;
    const Vec2 lo = toWorld2(strip->box.lo);
    const Vec2 hi = toWorld2(strip->box.hi);
    mStripIndex.insert(static_cast<std::uint32_t>(mStrips.size()), lo.x, lo.y, hi.x, hi.y, 0);
    mStrips.push_back(std::move(strip));
  };
  for (std::size_t i = 0; i < s.areas.size(); ++i)
    add(s.areas[i].kind, 0, static_cast<int>(i), s.areas[i].polygon, static_cast<int>(i));
  for (std::size_t i = 0; i < s.buildings.size(); ++i) {
    const auto c = rules::corners(s.buildings[i].footprint);
    add(s.buildings[i].kind, 1, static_cast<int>(i), {c.begin(), c.end()}, static_cast<int>(i));
  }
  for (std::size_t i = 0; i < s.lines.size(); ++i) {
    const LineFeature& l = s.lines[i];
    if (l.width > 0) {
      for (std::size_t k = 1; k < l.line.size(); ++k) {
        add(l.kind, priorityOf(l.kind), static_cast<int>(i),
            stripAround(l.line[k - 1], l.line[k], l.width / 2), static_cast<int>(i));
      }
    }
    for (const RiverSpan& f : l.fords)
      add(TerrainKind::Ford, 5, static_cast<int>(i), spanPolygon(l, f), static_cast<int>(i));
    for (const RiverSpan& b : l.bridges)
      add(TerrainKind::Bridge, 6, static_cast<int>(i), spanPolygon(l, b), static_cast<int>(i));
  }
  mStripIndex.freeze();
}

void BulletBattlefield::buildWorld() {
  const TerrainSpec& s = *mSpec;
  const HeightGrid& g = s.ground;
  mWorld.addHeightfield(g.cols(), g.rows(), g.spacingX(), g.spacingY(), 0, 0, g.heights(),
                        group::kGround | group::kOpaque, makeTag(Part::Ground, 0));
  std::vector<SightObject> objects;
  auto containable = [&](int tag, Vec2 lo, Vec2 hi) {
    mContainIndex.insert(static_cast<std::uint32_t>(mContainables.size()), lo.x, lo.y, hi.x, hi.y,
                         0);
    mContainables.push_back({tag, lo.x, lo.y, hi.x, hi.y});
  };

  // Trees and buildings are prisms of triangles: Bullet's triangle ray test is exact to
  // float precision, where its convex casts are not (the sub-simplex cast reports hits
  // a metre wide of tall boxes; the GJK cast misses thin-margined cylinders).
  std::vector<Vec2> corners;
  auto addPrism = [&](std::vector<Vec2> poly, double zBottom, double zTop, SightBlock reason,
                      physics::GroupMask grp, int tag) {
    SightObject o;
    o.shape = SightObject::Shape::Prism;
    o.reason = reason;
    o.tag = tag;
    o.firstEdge = static_cast<int>(corners.size());
    o.edgeCount = static_cast<int>(poly.size());
    o.x0 = o.y0 = 1e300;
    o.x1 = o.y1 = -1e300;
    for (const Vec2& p : poly) {
      o.x0 = std::min(o.x0, p.x), o.y0 = std::min(o.y0, p.y), o.x1 = std::max(o.x1, p.x),
      o.y1 = std::max(o.y1, p.y);
    }
    o.zBottom = zBottom;
    o.zTop = zTop;
    VolumeMesh mesh = prismMesh(poly, zBottom, zTop);
    mWorld.addTriangleMesh(std::move(mesh.vertices), std::move(mesh.triangles),
                           grp | group::kOpaque, tag);
    corners.insert(corners.end(), poly.begin(), poly.end());
    containable(tag, {o.x0, o.y0}, {o.x1, o.y1});
    objects.push_back(o);
  };

  for (std::size_t i = 0; i < s.trees.size(); ++i) {
    const TreeFeature& t = s.trees[i];
    const Vec2 c = toWorld2(t.at);
    const double r = s.scale.toMetres(t.radius);
    std::vector<Vec2> poly;
    for (const Point& p : treeCorners(t)) poly.push_back(toWorld2(p));
    double gMin, gMax;
    groundRange(g, {c.x - r, c.y - r}, {c.x + r, c.y + r}, gMin, gMax);
    addPrism(std::move(poly), gMin - 0.5, heightAtWorld(c.x, c.y) + t.heightM, SightBlock::Woods,
             group::kTrees, makeTag(Part::Tree, static_cast<int>(i)));
  }

  for (std::size_t i = 0; i < s.buildings.size(); ++i) {
    const BuildingFeature& b = s.buildings[i];
    const auto k =
        rules::corners(b.footprint);  // front-left, front-right, rear-right, rear-left: clockwise
    std::vector<Vec2> poly{toWorld2(k[3]), toWorld2(k[2]), toWorld2(k[1]), toWorld2(k[0])};
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    for (const Vec2& p : poly)
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)},
      hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    double gMin, gMax;
    groundRange(g, lo, hi, gMin, gMax);
    const Vec2 c = toWorld2(b.footprint.centre);
    addPrism(std::move(poly), gMin - 0.5, heightAtWorld(c.x, c.y) + b.heightM, SightBlock::Building,
             group::kBuildings, makeTag(Part::Building, static_cast<int>(i)));
    Containable& box = mContainables.back();
    const double yaw = -b.footprint.facing * kTurnToRadians;
    box.cx = c.x, box.cy = c.y, box.ux = std::cos(yaw), box.uy = std::sin(yaw);
    box.hx = 0.5 * s.scale.toMetres(b.footprint.width);
    box.hy = 0.5 * s.scale.toMetres(b.footprint.depth);
  }

  // Solids that follow the ground: opaque ones join FastSight as "ask Bullet when near",
  // see-into ones are measured through Bullet ray tests.
  auto addSolid = [&](const std::vector<Point>& polygon, TerrainKind kind, SightEffect sight,
                      double heightM, int tag) {
    std::vector<Vec2> world;
    world.reserve(polygon.size());
    for (const Point& p : polygon) world.push_back(toWorld2(p));
    VolumeMesh mesh = buildVolumeMesh(world, heightM, g);
    const physics::GroupMask effect =
        sight == SightEffect::Opaque ? group::kOpaque : group::kSeeInto;
    mWorld.addTriangleMesh(std::move(mesh.vertices), std::move(mesh.triangles),
                           group::ofKind(kind) | effect, tag);
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    for (const Vec2& p : world) {
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
      hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    if (sight == SightEffect::Opaque) {
      SightObject o;
      o.shape = SightObject::Shape::Volume;
      o.reason = sightBlockOf(kind);
      o.tag = tag;
      // A convex plan (every strip of a hedge or wall is one) lets FastSight rule out
      // lines that pass beside it; any other plan only has its bounds.
      if (const std::vector<Vec2> ccw = convexCounterClockwise(world); !ccw.empty()) {
        o.firstEdge = static_cast<int>(corners.size());
        o.edgeCount = static_cast<int>(ccw.size());
        corners.insert(corners.end(), ccw.begin(), ccw.end());
      }
      o.x0 = lo.x, o.y0 = lo.y, o.x1 = hi.x, o.y1 = hi.y;
      o.zBottom = mesh.floorZ;
      o.zTop = mesh.topMax;
      o.heightAboveGround = heightM;
      objects.push_back(o);
      containable(tag, lo, hi);
    } else {
      auto v = std::make_unique<SeeIntoVolume>();
      v->kind = kind;
      v->reason = sightBlockOf(kind);
      v->polygon = std::move(world);
      v->heightM = heightM;
      v->x0 = lo.x, v->y0 = lo.y, v->x1 = hi.x, v->y1 = hi.y;
      v->topMax = mesh.topMax;
      v->tag = tag;
      mSeeInto.push_back(std::move(v));
    }
  };
  for (std::size_t i = 0; i < s.lines.size(); ++i) {
    const LineFeature& l = s.lines[i];
    if (l.sight == SightEffect::None || l.heightM <= 0) continue;
    const Length half = std::max(l.width, s.scale.toTable(kMinSolidWidthMetres)) / 2;
    for (std::size_t k = 1; k < l.line.size(); ++k) {
      addSolid(stripAround(l.line[k - 1], l.line[k], half), l.kind, l.sight, l.heightM,
               makeTag(Part::Line, static_cast<int>(i)));
    }
  }
  for (std::size_t i = 0; i < s.areas.size(); ++i) {
    const AreaFeature& a = s.areas[i];
    if (a.sight == SightEffect::None || a.heightM <= 0) continue;
    addSolid(a.polygon, a.kind, a.sight, a.heightM, makeTag(Part::Area, static_cast<int>(i)));
  }
  mContainIndex.freeze();

  const double w = s.scale.toMetres(s.width);
  const double d = s.scale.toMetres(s.depth);
  mSeeIntoIndex = CellGrid(w, d, std::max(w, d) / 64.0);
  for (std::size_t i = 0; i < mSeeInto.size(); ++i) {
    const SeeIntoVolume& v = *mSeeInto[i];
    mSeeIntoIndex.insert(static_cast<std::uint32_t>(i), v.x0, v.y0, v.x1, v.y1,
                         static_cast<float>(v.topMax));
  }
  mSeeIntoIndex.freeze();
  mFast = FastSight(&s.ground, std::move(objects), corners);
}

std::vector<Point> BulletBattlefield::treeCorners(const TreeFeature& tree) {
  // Counter-clockwise from east, from the kernel's exact trigonometry.
  std::vector<Point> out;
  for (int k = 0; k < kTreeSides; ++k) {
    out.push_back(
        tree.at +
        rules::heading(rules::kQuarterTurn - k * (rules::kFullTurn / kTreeSides), tree.radius));
  }
  return out;
}

std::vector<Point> BulletBattlefield::spanPolygon(const LineFeature& line, const RiverSpan& span) {
  // The stretch of the strip around the river's nearest segment to the span's centre.
  std::size_t best = 1;
  Length bestOff = INT64_MAX;
  for (std::size_t k = 1; k < line.line.size(); ++k) {
    const Length off = rules::distanceToSegment(span.at, line.line[k - 1], line.line[k]);
    if (off < bestOff) {
      bestOff = off;
      best = k;
    }
  }
  const Point a = line.line[best - 1];
  const Point b = line.line[best];
  const double dx = static_cast<double>(b.x - a.x);
  const double dy = static_cast<double>(b.y - a.y);
  const double len = std::max(1.0, std::hypot(dx, dy));
  const double ux = dx / len, uy = dy / len;
  const double t = ((span.at.x - a.x) * ux + (span.at.y - a.y) * uy);
  const double cx = a.x + ux * t, cy = a.y + uy * t;
  const double hl = 0.5 * static_cast<double>(span.length);
  const double hw = 0.5 * static_cast<double>(line.width) + 1.0;  // a micrometre over the strip
  auto pt = [](double x, double y) { return Point{std::llround(x), std::llround(y)}; };
  return {pt(cx - ux * hl - uy * hw, cy - uy * hl + ux * hw),
          pt(cx + ux * hl - uy * hw, cy + uy * hl + ux * hw),
          pt(cx + ux * hl + uy * hw, cy + uy * hl - ux * hw),
          pt(cx - ux * hl + uy * hw, cy - uy * hl - ux * hw)};
}

}  // namespace sandtable::battlefield
