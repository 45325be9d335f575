// The quick, certified answer to "what opaque thing does this sight line meet first?":
// a max-height pyramid over the ground and a cell index of trees, buildings and opaque
// volumes prove most lines clear, or blocked at a known point, in a few dozen steps.
// Every decision keeps a safety margin around Bullet's own geometry (its float
// precision, its collision margins); a line that passes within that margin of anything
// comes back Uncertain, and the caller asks Bullet itself. So the answer is always the
// one a single Bullet ray test would give, by construction.
#pragma once

#include <cstdint>
#include <vector>

#include "CellGrid.h"
#include "HeightGrid.h"
#include "HeightPyramid.h"
#include "rules/core/Battlefield.h"

namespace sandtable::battlefield {

// An opaque object as the fast test sees it (world metres).
struct SightObject {
  enum class Shape : std::uint8_t { Cylinder, Box, Volume };
  Shape shape = Shape::Cylinder;
  rules::SightBlock reason = rules::SightBlock::Woods;
  int tag = -1;  // the Bullet object's tag
  double cx = 0, cy = 0;
  double radius = 0;      // cylinder radius
  double cosYaw = 1, sinYaw = 0, hx = 0, hy = 0;  // box: local x = (cos, sin), half extents
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;          // plan bounds (all shapes)
  double zBottom = 0, zTop = 0;                   // zTop: the highest point
};

struct OpaqueAnswer {
  enum class Kind : std::uint8_t { Clear, Hit, Uncertain };
  Kind kind = Kind::Clear;
  double t = 1;  // where along the segment it is blocked (Hit)
  rules::SightBlock reason = rules::SightBlock::None;
};

class FastSight {
 public:
  // Vertical margin around the ground, and margin around shapes (Bullet rounds box and
  // cylinder edges by its collision margin and stops its convex ray cast within a
  // centimetre).
  static constexpr double kGroundMargin = 0.01;
  static constexpr double kShapeMargin = 0.15;

  FastSight() = default;
  FastSight(const HeightGrid* ground, std::vector<SightObject> objects);

  const std::vector<SightObject>& objects() const { return mObjects; }

  // The first opaque blocker of segment a -> b (world metres), ignoring objects whose tag
  // is in `skipTags`.
  OpaqueAnswer firstOpaque(const Ray3& ray, const std::vector<int>& skipTags) const;

 private:
  struct Event {
    bool certain = false;
    double lo = 0, hi = 0, t = 0;  // Bullet's answer lies in [lo, hi]; t: the exact model's
    rules::SightBlock reason = rules::SightBlock::None;
  };
  bool groundEvent(const Ray3& r, Event& e) const;
  bool cellEvent(const Ray3& r, int col, int row, double t0, double t1, Event& e) const;
  bool objectEvent(const Ray3& r, const SightObject& o, Event& e) const;

  const HeightGrid* mGround = nullptr;
  HeightPyramid mPyramid;
  std::vector<SightObject> mObjects;
  CellGrid mIndex;
};

}  // namespace sandtable::battlefield
