// FastSight: trees and buildings through a cell index, tested exactly against their
// prisms, then the ground up to the first of them, and the decision what Bullet would
// answer (or that it must be asked).
#include "FastSight.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace sandtable::battlefield {
namespace {

constexpr double kHuge = 1e300;
constexpr int kHeader = 7;  // floats before a packed prism's sides

}  // namespace

FastSight::FastSight(const HeightGrid* ground, std::vector<SightObject> objects,
                     const std::vector<Vec2>& corners)
    : mGround(ground), mPyramid(*ground), mObjects(std::move(objects)) {
  // Floats are enough for the exact tests: Bullet holds the same prisms in floats, and
  // positions are kept relative to each object's (float) centre.
  std::vector<std::uint32_t> packedAt;
  for (const SightObject& o : mObjects) {
    packedAt.push_back(static_cast<std::uint32_t>(mPacked.size()));
    const float cx = static_cast<float>(0.5 * (o.x0 + o.x1)),
                cy = static_cast<float>(0.5 * (o.y0 + o.y1));
    std::vector<float> sides;
    if (o.edgeCount > 0) {
      for (int k = 0; k < o.edgeCount; ++k) {
        const Vec2 a = corners[static_cast<std::size_t>(o.firstEdge + k)];
        const Vec2 b = corners[static_cast<std::size_t>(o.firstEdge + (k + 1) % o.edgeCount)];
        const double len = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
        if (len == 0) continue;
        const float nx =
            static_cast<float>(-(b.y - a.y) / len);  // left of a counter-clockwise side is inside
        const float ny = static_cast<float>((b.x - a.x) / len);
        sides.insert(sides.end(), {nx, ny, static_cast<float>(nx * (a.x - cx) + ny * (a.y - cy))});
      }
    }
    const auto meta = static_cast<std::uint32_t>(sides.size() / 3) |
                      (static_cast<std::uint32_t>(o.reason) << 16) |
                      (static_cast<std::uint32_t>(o.shape) << 24);
    const double size = std::max({o.x1 - o.x0, o.y1 - o.y0, o.zTop - o.zBottom});
    // A volume keeps its height above the ground where a prism keeps its bottom.
    const double low = o.shape == SightObject::Shape::Volume ? o.heightAboveGround : o.zBottom;
    mPacked.insert(mPacked.end(),
                   {cx, cy, static_cast<float>(low), static_cast<float>(o.zTop),
                    std::bit_cast<float>(static_cast<std::int32_t>(o.tag)),
                    std::bit_cast<float>(meta), static_cast<float>(shapeMarginFor(size))});
    mPacked.insert(mPacked.end(), sides.begin(), sides.end());
  }
  // The ground's triangles reach a cell's side plus its steepest step.
  double step = 0;
  for (int r = 0; r < ground->rows(); ++r) {
    for (int c = 0; c < ground->cols(); ++c) {
      if (c + 1 < ground->cols())
        step =
            std::max(step, static_cast<double>(std::abs(ground->at(c + 1, r) - ground->at(c, r))));
      if (r + 1 < ground->rows())
        step =
            std::max(step, static_cast<double>(std::abs(ground->at(c, r + 1) - ground->at(c, r))));
    }
  }
  const double reach = std::max(ground->spacingX(), ground->spacingY()) + step;
  mGroundOrder = std::max(kGroundOrder, 2e-4 * reach);
  mGroundMargin = std::max(kGroundMargin, 2 * mGroundOrder);
  // About four objects to a cell on average, but no finer than four ground cells.
  const double w = ground->width();
  const double d = ground->depth();
  double cell = std::max(
      4.0 * std::max(ground->spacingX(), ground->spacingY()),
      std::sqrt(w * d * 4.0 / std::max<double>(1.0, static_cast<double>(mObjects.size()))));
  cell = std::min(cell, std::max(w, d));
  mIndex = CellGrid(w, d, cell);
  for (std::size_t i = 0; i < mObjects.size(); ++i) {
    const SightObject& o = mObjects[i];
    const double m = mPacked[packedAt[i] + 6] + 1e-3;
    mIndex.insert(static_cast<std::uint32_t>(i), o.x0 - m, o.y0 - m, o.x1 + m, o.y1 + m,
                  static_cast<float>(o.zTop + m));
  }
  mIndex.freeze();
  for (std::uint32_t i : mIndex.packedItems()) {
    const SightObject& o = mObjects[i];
    // Widened by the object's margin and a millimetre, more than float rounding at any table size.
    const double g = mPacked[packedAt[i] + 6] + 1e-3 + 1e-6 * std::max(w, d);
    mCellEntries.push_back({static_cast<float>(o.x0 - g), static_cast<float>(o.y0 - g),
                            static_cast<float>(o.x1 + g), static_cast<float>(o.y1 + g),
                            static_cast<float>(o.zTop + g), packedAt[i]});
  }
}

bool FastSight::objectEvent(const Ray3& r, const CellEntry& c, Event& e) const {
  const float* p = mPacked.data() + c.packed;
  const double m = p[6];
  const auto meta = std::bit_cast<std::uint32_t>(p[5]);
  const int sides = static_cast<int>(meta & 0xffff);
  e.reason = static_cast<rules::SightBlock>((meta >> 16) & 0xff);
  const double ax = r.ax - p[0], ay = r.ay - p[1];  // the ray from the object's centre
  if (static_cast<SightObject::Shape>(meta >> 24) == SightObject::Shape::Volume) {
    return volumeEvent(r, c, p, e);
  }
  const float* side = p + kHeader;
  // An end of the line inside the prism's plan: it does not block. Near a side: undecided.
  // (The entry's bounds already hold the prism grown by more than the margin.)
  auto outside = [&](double x, double y) { return x < c.x0 || x > c.x1 || y < c.y0 || y > c.y1; };
  if (!outside(r.ax, r.ay) || !outside(r.ax + r.dx, r.ay + r.dy)) {
    double depthA = kHuge, depthB = kHuge;  // how far inside each end is (negative: outside)
    for (int k = 0; k < sides; ++k, side += 3) {
      depthA = std::min(depthA, side[0] * ax + side[1] * ay - side[2]);
      depthB = std::min(depthB, side[0] * (ax + r.dx) + side[1] * (ay + r.dy) - side[2]);
    }
    if (depthA > m || depthB > m) return false;
    if (depthA >= -m || depthB >= -m) {
      e.certain = false;
      e.lo = e.hi = e.t = 0;
      return true;
    }
  }
  // Entry into the prism grown by the margin (does the line come near? not before this),
  // shrunk by it (does it surely go in? not after this), and as it is, in one pass over
  // its sides.
  constexpr std::size_t kGrows = 3;
  const std::array<double, kGrows> grow{m, -m, 0};
  std::array<double, kGrows> lo{0, 0, 0}, hi{1, 1, 1};
  const double zBottom = p[2], zTop = p[3];
  for (std::size_t g = 0; g < kGrows; ++g) {
    if (!clipSlab(r.az, r.dz, zBottom - grow[g], zTop + grow[g], lo[g], hi[g])) {
      if (g == 0) return false;
      lo[g] = 2, hi[g] = -1;
    }
  }
  side = p + kHeader;
  for (int k = 0; k < sides; ++k, side += 3) {
    const double s0 = side[0] * ax + side[1] * ay - side[2];
    const double sd = side[0] * r.dx + side[1] * r.dy;
    if (sd == 0) {
      for (std::size_t g = 0; g < kGrows; ++g) {
        if (s0 + grow[g] < 0) lo[g] = 2, hi[g] = -1;
      }
      continue;
    }
    const double inv = -1.0 / sd;
    for (std::size_t g = 0; g < kGrows; ++g) {
      const double tc = (s0 + grow[g]) * inv;  // inside: s0 + grow + t * sd >= 0
      if (sd > 0)
        lo[g] = std::max(lo[g], tc);
      else
        hi[g] = std::min(hi[g], tc);
    }
    if (lo[0] > hi[0]) return false;  // misses even the grown prism
  }
  if (lo[1] <= hi[1]) {
    e.certain = true;
    e.lo = lo[0];
    e.hi = lo[1];
    e.t = lo[2];  // the exact prism's entry
  } else {
    e.certain = false;
    e.lo = e.hi = e.t = lo[0];
  }
  return true;
}

bool FastSight::volumeEvent(const Ray3& r, const CellEntry& c, const float* p, Event& e) const {
  const auto meta = std::bit_cast<std::uint32_t>(p[5]);
  const int sides = static_cast<int>(meta & 0xffff);
  const double m = p[6];
  double t0 = 0, t1 = 1;
  if (!clipBox(r, c.x0, c.y0, c.x1, c.y1, t0, t1)) return false;
  if (!clipSlab(r.az, r.dz, -kHuge, c.zTop, t0, t1)) return false;
  e.certain = false;
  e.lo = e.hi = e.t = t0;
  if (sides == 0) return true;  // no convex plan: Bullet decides
  // Where the line is over the plan, grown, as it is and shrunk.
  const double ax = r.ax - p[0], ay = r.ay - p[1];
  std::array<double, 3> lo{t0, 0, 0}, hi{t1, 1, 1};
  const std::array<double, 3> grow{m, 0, -m};
  const float* side = p + kHeader;
  for (int k = 0; k < sides; ++k, side += 3) {
    const double s0 = side[0] * ax + side[1] * ay - side[2];
    const double sd = side[0] * r.dx + side[1] * r.dy;
    for (std::size_t g = 0; g < 3; ++g) {
      if (sd == 0) {
        if (s0 + grow[g] < 0) lo[g] = 2, hi[g] = -1;
        continue;
      }
      const double tc = -(s0 + grow[g]) / sd;
      if (sd > 0)
        lo[g] = std::max(lo[g], tc);
      else
        hi[g] = std::min(hi[g], tc);
    }
  }
  if (lo[0] > hi[0]) return false;  // beside it
  // An end on or near the strip (a stand lining the hedge): what holds an end is for the
  // caller's exact test to say, so Bullet decides.
  if (lo[0] <= 0 || hi[0] >= 1) return true;
  const double height = p[2];  // its top is the ground raised by this
  double minF = 0, below = -1;
  surfaceWalk(r, lo[0], hi[0], height, -m, minF, below);
  if (minF > m) return false;  // over it everywhere, with room to spare
  e.lo = e.hi = e.t = lo[0];
  // Certainly in: somewhere over the shrunk plan the line runs well below the top.
  double inside = -1;
  if (lo[2] <= hi[2]) surfaceWalk(r, lo[2], hi[2], height, -m, minF, inside);
  if (inside < 0) return true;  // too close to call
  e.certain = true;
  e.lo = lo[0];   // not before it comes near
  e.hi = inside;  // not after it is surely in
  double exact = -1;
  if (lo[1] <= hi[1]) surfaceWalk(r, lo[1], hi[1], height, 0, minF, exact);
  e.t = exact >= 0 ? exact : inside;
  return true;
}

OpaqueAnswer FastSight::firstOpaque(const Ray3& r) const {
  Event events[24];
  const int capacity = 23;  // and one more for the ground
  int count = 0;
  bool overflow = false;
  // Trees and buildings first: in a crowded field the first of them is usually near, and
  // the ground then need only be searched up to it.
  double limit = 1.0;
  // Plan slabs of the ray, for a quick box test before the exact one: branch-free, in
  // floats (the boxes are widened by a millimetre more than float rounding could take
  // away), with a vast finite slope for an axis the ray does not move along (an infinite
  // one would make 0 x inf).
  const float fax = static_cast<float>(r.ax), fay = static_cast<float>(r.ay);
  const float faz = static_cast<float>(r.az), fdz = static_cast<float>(r.dz);
  const float invDx = r.dx != 0 ? static_cast<float>(1.0 / r.dx) : 1e30f;
  const float invDy = r.dy != 0 ? static_cast<float>(1.0 / r.dy) : 1e30f;
  auto nearBox = [&](const CellEntry& o) {
    const float ax0 = (o.x0 - fax) * invDx, ax1 = (o.x1 - fax) * invDx;
    const float ay0 = (o.y0 - fay) * invDy, ay1 = (o.y1 - fay) * invDy;
    const float t0 = std::max({0.0f, std::min(ax0, ax1), std::min(ay0, ay1)});
    const float t1 = std::min({static_cast<float>(limit), std::max(ax0, ax1), std::max(ay0, ay1)});
    return t0 <= t1 && std::min(faz + t0 * fdz, faz + t1 * fdz) <= o.zTop;
  };
  mIndex.walk(r, limit, [&](const std::uint32_t* items, int n, float top, double t0, double t1) {
    if (std::min(r.zAt(t0), r.zAt(t1)) > top)
      return t1 < limit;  // tops are stored with their margins
    const CellEntry* entries = mCellEntries.data() + (items - mIndex.packedItems().data());
    for (int k = 0; k < n; ++k) {
      if (!nearBox(entries[k])) continue;
      Event e;
      if (!objectEvent(r, entries[k], e) || e.lo > limit) continue;
      if (count == capacity) {
        overflow = true;
        return false;
      }
      events[count++] = e;
      if (e.certain) limit = std::min(limit, e.hi);
    }
    return t1 < limit;
  });
  Event ground{};
  if (!overflow && groundEvent(r, limit, ground) && ground.lo <= limit) events[count++] = ground;
  OpaqueAnswer out;
  if (overflow) {
    out.kind = OpaqueAnswer::Kind::Uncertain;
    return out;
  }
  if (count == 0) return out;
  // The first event decides, unless another could come before it in Bullet's eyes and
  // would change the answer.
  int first = 0;
  for (int k = 1; k < count; ++k) {
    if (events[k].lo < events[first].lo) first = k;
  }
  const Event& f = events[first];
  if (!f.certain) {
    out.kind = OpaqueAnswer::Kind::Uncertain;
    return out;
  }
  double t = f.t;
  for (int k = 0; k < count; ++k) {
    const Event& o = events[k];
    if (k == first || o.lo >= f.hi) continue;
    if (!o.certain || o.reason != f.reason) {
      out.kind = OpaqueAnswer::Kind::Uncertain;
      return out;
    }
    t = std::min(t, o.t);  // same answer either way; report the nearer point
  }
  out.kind = OpaqueAnswer::Kind::Hit;
  out.t = t;
  out.reason = f.reason;
  return out;
}

}  // namespace sandtable::battlefield
