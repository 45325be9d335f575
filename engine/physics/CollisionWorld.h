// A thin wrapper over Bullet's btCollisionWorld for queries only (no dynamics): a
// heightfield, boxes, vertical cylinders and triangle meshes, each in a collision group
// chosen by the caller, answered with ray tests and contact tests. Bullet's types stay
// behind this header. The world is Z-up, in metres: x east, y north, z up (Bullet itself
// runs Y-up inside; see CollisionWorld.cpp).
//
// Queries are const and safe to call from several threads: Bullet's broadphase keeps
// scratch stacks inside itself, so each query holds the world's lock.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace sandtable::physics {

struct Vec3 {
  double x = 0;
  double y = 0;
  double z = 0;
};

using ObjectId = int;
inline constexpr ObjectId kNoObject = -1;

// Collision groups are bit sets the caller defines; a query names the groups it wants.
using GroupMask = std::uint32_t;
inline constexpr GroupMask kAllGroups = 0x7fffffffu;

struct RayHit {
  double fraction = 1;  // along from -> to, in [0, 1]
  Vec3 point;
  Vec3 normal;  // facing the ray's start
  ObjectId object = kNoObject;
  int tag = -1;       // the caller's tag of the object hit
  int triangle = -1;  // triangle index for meshes and heightfields, else -1
};

// Which objects a query should pass over, by the caller's tag.
using SkipTag = std::function<bool(int tag)>;

class CollisionWorld {
 public:
  CollisionWorld();
  ~CollisionWorld();
  CollisionWorld(const CollisionWorld&) = delete;
  CollisionWorld& operator=(const CollisionWorld&) = delete;

  // A regular grid of heights: heights[row * cols + col] at (originX + col * spacingX,
  // originY + row * spacingY); row 0 is the south (lowest y) edge. Each cell is split
  // into two triangles along the diagonal from (col + 1, row) to (col, row + 1) (Bullet's
  // own default, which the battlefield's height interpolation follows).
  ObjectId addHeightfield(int cols, int rows, double spacingX, double spacingY, double originX,
                          double originY, std::vector<float> heights, GroupMask group, int tag);
  // Bullet rounds a convex shape's edges by its collision margin (the outer size stays
  // as given); a ray then meets the rounded shape to within a millimetre.
  static constexpr double kDefaultMargin = 0.04;
  // A box centred at `centre`, turned `yaw` radians counter-clockwise about z.
  ObjectId addBox(Vec3 centre, Vec3 halfExtents, double yaw, GroupMask group, int tag,
                  double margin = kDefaultMargin);
  // A cylinder standing upright (axis along z) centred at `centre`.
  ObjectId addCylinder(Vec3 centre, double radius, double halfHeight, GroupMask group, int tag,
                       double margin = kDefaultMargin);
  // A closed or open triangle mesh (three vertex indices per triangle), not moved after.
  ObjectId addTriangleMesh(std::vector<Vec3> vertices, std::vector<int> triangles, GroupMask group,
                           int tag);

  // Moves and resizes a box added with addBox; disabled objects take part in no query.
  void setBox(ObjectId id, Vec3 centre, Vec3 halfExtents, double yaw);
  void setEnabled(ObjectId id, bool enabled);
  void setTag(ObjectId id, int tag);
  int objectCount() const;

  // The first object a segment meets among `groups`, or nothing.
  bool rayClosest(Vec3 from, Vec3 to, GroupMask groups, RayHit& hit,
                  const SkipTag& skip = {}) const;
  // Every surface a segment crosses among `groups` (unordered).
  std::vector<RayHit> rayAll(Vec3 from, Vec3 to, GroupMask groups, const SkipTag& skip = {}) const;
  // Tags of the objects among `groups` that a box touches or overlaps (within `tolerance`
  // metres of touching: Bullet reports contacts inside its collision margin).
  std::vector<int> boxContacts(Vec3 centre, Vec3 halfExtents, double yaw, GroupMask groups,
                               double tolerance) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> mImpl;
};

}  // namespace sandtable::physics
