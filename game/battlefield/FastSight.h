// The quick, certified answer to "what opaque thing does this sight line meet first?":
// a max-height pyramid over the ground and a cell index of trees, buildings and opaque
// volumes prove most lines clear, or blocked at a known point, in a few dozen steps.
// Every decision keeps a safety margin around Bullet's own geometry (its float
// precision, its triangle edge tolerance); a line that passes within that margin of
// anything comes back Uncertain, and the caller asks Bullet itself. So the answer is
// always the one a single Bullet ray test would give, by construction.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "CellGrid.h"
#include "HeightGrid.h"
#include "HeightPyramid.h"
#include "PlanarGeometry.h"
#include "rules/core/Battlefield.h"

namespace sandtable::battlefield {

// An opaque object as the fast test sees it (world metres): an upright prism over a
// convex polygon (a building's box, a tree's octagon), or a terrain-following solid (a
// hedge's or wall's strip: a convex plan whose top is the ground raised by a height; any
// other plan is left to Bullet whenever a line comes near it).
struct SightObject {
  enum class Shape : std::uint8_t { Prism, Volume };
  double heightAboveGround = 0;  // a volume's top: the ground plus this
  Shape shape = Shape::Prism;
  rules::SightBlock reason = rules::SightBlock::Woods;
  int tag = -1;                           // the Bullet object's tag
  int firstEdge = 0, edgeCount = 0;       // prism: its sides in FastSight's edge list
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // plan bounds
  double zBottom = 0, zTop = 0;           // zTop: the highest point
};

struct OpaqueAnswer {
  enum class Kind : std::uint8_t { Clear, Hit, Uncertain };
  Kind kind = Kind::Clear;
  double t = 1;  // where along the segment it is blocked (Hit)
  rules::SightBlock reason = rules::SightBlock::None;
};

class FastSight {
 public:
  // How near to a surface a line may come before Bullet must be asked. Bullet meets the
  // ground and the prisms' triangles in floats (about 1e-4 m here) and its triangle test
  // widens each triangle by 1e-4 of its height over an edge (1.6 mm at the top of a tall
  // tree's side), so the margins are about twice that and grow with the triangles' size:
  // the ground's with its cells and steepest step, each prism's with its largest
  // dimension. A line that certainly goes into something is placed to within its order
  // margin, so two hits further apart are in a known order.
  static constexpr double kGroundMargin = 0.01;  // at least
  static constexpr double kGroundOrder = 0.001;  // at least
  static constexpr double kShapeMargin = 0.003;  // at least; also a prism's order margin
  static double shapeMarginFor(double size) { return std::max(kShapeMargin, 2e-4 * size); }

  FastSight() = default;
  // Prisms are given by their corners, counter-clockwise, in `corners[firstEdge ...]`.
  FastSight(const HeightGrid* ground, std::vector<SightObject> objects,
            const std::vector<Vec2>& corners);

  const std::vector<SightObject>& objects() const { return mObjects; }

  // The first opaque blocker of a segment (world metres). Objects whose plan holds an end
  // of the segment do not block it (a stand inside a building sees out); when an end is
  // too near an object's side to tell, the answer is Uncertain.
  OpaqueAnswer firstOpaque(const Ray3& ray) const;
  // Starts loading what a line from (x, y) will read first (a hint only).
  void prefetch(double x, double y) const {
    mGround->prefetch(x, y);
    mIndex.prefetch(x, y);
  }

 private:
  // Plain data (no initialisers), so a query's small array of them costs nothing to set up.
  struct Event {
    bool certain;
    double lo, hi, t;  // Bullet's answer lies in [lo, hi]; t: the exact model's
    rules::SightBlock reason;
  };
  // Plan bounds and top of an object in floats, widened to stay bounds, with where its
  // packed data starts: the quick test before the exact one reads only these, stored
  // again for every cell the object touches so that a cell's are read in one sweep.
  struct CellEntry {
    float x0, y0, x1, y1, zTop;
    std::uint32_t packed;  // offset in mPacked
  };
  // Tracks the ray's height over the ground from cell to cell.
  struct GroundWalk {
    bool inZone = false;  // within the margin of the ground since `zoneStart`
    double zoneStart = 0;
    double firstZero = -1;  // where the ray first reached the ground
    double nearZero = -1;   // where it first came within the order margin above it
    double belowZero = -1;  // where it first went the order margin below it
  };
  // The first ground event no later than `limit` along the line.
  bool groundEvent(const Ray3& r, double limit, Event& e) const;
  bool cellEvent(const Ray3& r, int col, int row, double t0, double t1, GroundWalk& walk,
                 Event& e) const;
  bool objectEvent(const Ray3& r, const CellEntry& c, Event& e) const;
  bool volumeEvent(const Ray3& r, const CellEntry& c, const float* packed, Event& e) const;
  // Along [ta, tb] (a short stretch), the ray's height f over the ground raised by
  // `offset`: its least value, and the first t where f <= `level` (-1 when none).
  void surfaceWalk(const Ray3& r, double ta, double tb, double offset, double level, double& minF,
                   double& firstAtLevel) const;

  const HeightGrid* mGround = nullptr;
  HeightPyramid mPyramid;
  double mGroundMargin = kGroundMargin;
  double mGroundOrder = kGroundOrder;
  std::vector<SightObject> mObjects;
  // Each object's exact data in a few cache lines: centre x, y, zBottom, zTop, tag and
  // (edge count | reason << 16 | shape << 24) as bits, its margin, then per side
  // its inward normal and offset from the centre (nx, ny, c: inside where nx x + ny y >= c).
  std::vector<float> mPacked;
  std::vector<CellEntry> mCellEntries;  // parallel to mIndex.packedItems()
  CellGrid mIndex;
};

}  // namespace sandtable::battlefield
