#include "CollisionWorld.h"

#include <BulletCollision/CollisionShapes/btHeightfieldTerrainShape.h>
#include <BulletCollision/NarrowPhaseCollision/btRaycastCallback.h>
#include <btBulletCollisionCommon.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <new>
#include <stdexcept>

namespace sandtable::physics {
namespace {

// Bullet's own allocator returns NULL when memory runs out, and Bullet writes through it
// (a crash in memset). Ours throws std::bad_alloc instead, which unwinds out of Bullet like
// any failed `new`: building a battlefield that does not fit fails with a message.
void* allocateOrThrow(std::size_t size) {
  if (void* p = std::malloc(size)) return p;
  throw std::bad_alloc();
}
void release(void* p) { std::free(p); }

// Installed once, before the first world allocates anything.
bool useThrowingAllocator() {
  static const bool installed = [] {
    btAlignedAllocSetCustom(allocateOrThrow, release);
    return true;
  }();
  return installed;
}

// Inside Bullet the world is Y-up: Bullet 3.24's heightfield ray accelerator misses rays
// when the heightfield's up axis is Z (measured: about 3 % of slanted rays through a
// rough 40 x 40 field, none with Y up). Our (x, y, z) is Bullet's (x, z, y); the swap
// mirrors the world, which no ray or contact test notices, and turns a yaw about our z
// into minus that yaw about Bullet's y.
btVector3 bt(Vec3 v) {
  return {static_cast<btScalar>(v.x), static_cast<btScalar>(v.z), static_cast<btScalar>(v.y)};
}
Vec3 vec(const btVector3& v) { return {v.x(), v.z(), v.y()}; }

btTransform pose(Vec3 centre, double yaw) {
  btTransform t;
  t.setIdentity();
  t.setOrigin(bt(centre));
  t.setRotation(btQuaternion(btVector3(0, 1, 0), static_cast<btScalar>(-yaw)));
  return t;
}

// The margin must stay well inside small shapes.
void fitMargin(btConvexInternalShape& shape, double smallestHalfExtent,
               double margin = CollisionWorld::kDefaultMargin) {
  shape.setMargin(static_cast<btScalar>(std::min(margin, 0.25 * smallestHalfExtent)));
}

// Rays against boxes and cylinders use GJK's convex cast: the default sub-simplex cast
// reports hits for some rays that pass more than a metre wide of a tall box.
constexpr unsigned kRayFlags = btTriangleRaycastCallback::kF_UseGjkConvexCastRaytest;

// Query callbacks see every group the caller names, minus the tags it skips.
bool skipped(const btBroadphaseProxy* proxy, const SkipTag* skip) {
  if (!skip || !*skip) return false;
  const auto* obj = static_cast<const btCollisionObject*>(proxy->m_clientObject);
  return (*skip)(obj->getUserIndex());
}

struct ClosestWithTriangle : btCollisionWorld::ClosestRayResultCallback {
  const SkipTag* skip = nullptr;
  int triangle = -1;
  using ClosestRayResultCallback::ClosestRayResultCallback;
  bool needsCollision(btBroadphaseProxy* proxy) const override {
    return ClosestRayResultCallback::needsCollision(proxy) && !skipped(proxy, skip);
  }
  btScalar addSingleResult(btCollisionWorld::LocalRayResult& r, bool normalInWorldSpace) override {
    triangle = r.m_localShapeInfo ? r.m_localShapeInfo->m_triangleIndex : -1;
    return ClosestRayResultCallback::addSingleResult(r, normalInWorldSpace);
  }
};

struct AllHits : btCollisionWorld::RayResultCallback {
  const SkipTag* skip = nullptr;
  btVector3 from, to;
  std::vector<RayHit> hits;
  AllHits(const btVector3& f, const btVector3& t) : from(f), to(t) {}
  bool needsCollision(btBroadphaseProxy* proxy) const override {
    return RayResultCallback::needsCollision(proxy) && !skipped(proxy, skip);
  }
  btScalar addSingleResult(btCollisionWorld::LocalRayResult& r, bool normalInWorldSpace) override {
    RayHit h;
    h.fraction = r.m_hitFraction;
    btVector3 p;
    p.setInterpolate3(from, to, r.m_hitFraction);
    h.point = vec(p);
    h.normal = vec(normalInWorldSpace
                       ? r.m_hitNormalLocal
                       : r.m_collisionObject->getWorldTransform().getBasis() * r.m_hitNormalLocal);
    h.tag = r.m_collisionObject->getUserIndex();
    h.object = r.m_collisionObject->getUserIndex2();
    h.triangle = r.m_localShapeInfo ? r.m_localShapeInfo->m_triangleIndex : -1;
    hits.push_back(h);
    m_collisionObject = r.m_collisionObject;  // hasHit() reads this
    return m_closestHitFraction;              // keep collecting along the whole ray
  }
};

}  // namespace

struct CollisionWorld::Impl {
  btDefaultCollisionConfiguration config;
  btCollisionDispatcher dispatcher{&config};
  btDbvtBroadphase broadphase;
  btCollisionWorld world{&dispatcher, &broadphase, &config};
  mutable std::mutex lock;

  struct Object {
    std::unique_ptr<btCollisionObject> body;
    std::unique_ptr<btCollisionShape> shape;
    std::vector<float> heights;          // heightfield data (Bullet does not copy it)
    std::vector<btScalar> meshVertices;  // triangle mesh data (likewise)
    std::vector<int> meshTriangles;
    std::unique_ptr<btTriangleIndexVertexArray> meshInterface;
    GroupMask group = 0;
    bool isBox = false;
  };
  std::vector<std::unique_ptr<Object>> objects;

  ObjectId add(std::unique_ptr<Object> o, const btTransform& t, GroupMask group, int tag) {
    o->body = std::make_unique<btCollisionObject>();
    o->body->setCollisionShape(o->shape.get());
    o->body->setWorldTransform(t);
    o->body->setUserIndex(tag);
    const ObjectId id = static_cast<ObjectId>(objects.size());
    o->body->setUserIndex2(id);
    o->group = group;
    world.addCollisionObject(o->body.get(), static_cast<int>(group), static_cast<int>(kAllGroups));
    objects.push_back(std::move(o));
    return id;
  }

  // Casts the ray f-t for `cb`: it sees every group in `groups` minus the tags `skip` names,
  // and meets boxes and cylinders by GJK (kRayFlags).
  template <class RayCallback>
  void castRay(const btVector3& f, const btVector3& t, GroupMask groups, const SkipTag& skip,
               RayCallback& cb) {
    cb.m_flags = kRayFlags;
    cb.m_collisionFilterGroup = static_cast<int>(kAllGroups);
    cb.m_collisionFilterMask = static_cast<int>(groups);
    cb.skip = &skip;
    std::lock_guard g(lock);
    world.rayTest(f, t, cb);
  }

  Object& at(ObjectId id) {
    if (id < 0 || id >= static_cast<ObjectId>(objects.size()))
      throw std::out_of_range("CollisionWorld: no such object");
    return *objects[static_cast<std::size_t>(id)];
  }
};

CollisionWorld::CollisionWorld() : mImpl((useThrowingAllocator(), std::make_unique<Impl>())) {}

CollisionWorld::~CollisionWorld() {
  for (auto& o : mImpl->objects) mImpl->world.removeCollisionObject(o->body.get());
}

ObjectId CollisionWorld::addHeightfield(int cols, int rows, double spacingX, double spacingY,
                                        double originX, double originY, std::vector<float> heights,
                                        GroupMask group, int tag) {
  if (cols < 2 || rows < 2 ||
      heights.size() != static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows)) {
    throw std::invalid_argument(
        "CollisionWorld: a heightfield needs cols x rows heights, at least 2 x 2");
  }
  const auto [lo, hi] = std::minmax_element(heights.begin(), heights.end());
  // Bullet centres the shape between the bounds it is given; they must enclose every height.
  const double minH = *lo - 1.0;
  const double maxH = *hi + 1.0;
  auto o = std::make_unique<Impl::Object>();
  o->heights = std::move(heights);
  // Up axis 1: columns run along Bullet's x (our x), rows along Bullet's z (our y).
  auto shape = std::make_unique<btHeightfieldTerrainShape>(cols, rows, o->heights.data(),
                                                           static_cast<btScalar>(minH),
                                                           static_cast<btScalar>(maxH), 1, false);
  shape->setLocalScaling(bt({spacingX, spacingY, 1}));
  shape->buildAccelerator(16);
  o->shape = std::move(shape);
  const Vec3 centre{originX + 0.5 * (cols - 1) * spacingX, originY + 0.5 * (rows - 1) * spacingY,
                    0.5 * (minH + maxH)};
  std::lock_guard g(mImpl->lock);
  return mImpl->add(std::move(o), pose(centre, 0), group, tag);
}

ObjectId CollisionWorld::addBox(Vec3 centre, Vec3 halfExtents, double yaw, GroupMask group, int tag,
                                double margin) {
  auto o = std::make_unique<Impl::Object>();
  auto shape = std::make_unique<btBoxShape>(bt(halfExtents));
  fitMargin(*shape, std::min({halfExtents.x, halfExtents.y, halfExtents.z}), margin);
  o->shape = std::move(shape);
  o->isBox = true;
  std::lock_guard g(mImpl->lock);
  return mImpl->add(std::move(o), pose(centre, yaw), group, tag);
}

ObjectId CollisionWorld::addCylinder(Vec3 centre, double radius, double halfHeight, GroupMask group,
                                     int tag, double margin) {
  auto o = std::make_unique<Impl::Object>();
  auto shape =
      std::make_unique<btCylinderShape>(bt({radius, radius, halfHeight}));  // Bullet's y: our z
  fitMargin(*shape, std::min(radius, halfHeight), margin);
  o->shape = std::move(shape);
  std::lock_guard g(mImpl->lock);
  return mImpl->add(std::move(o), pose(centre, 0), group, tag);
}

ObjectId CollisionWorld::addTriangleMesh(std::vector<Vec3> vertices, std::vector<int> triangles,
                                         GroupMask group, int tag) {
  if (triangles.empty() || triangles.size() % 3 != 0) {
    throw std::invalid_argument(
        "CollisionWorld: a mesh needs a positive multiple of three indices");
  }
  for (int i : triangles) {
    if (i < 0 || i >= static_cast<int>(vertices.size()))
      throw std::invalid_argument("CollisionWorld: mesh index out of range");
  }
  auto o = std::make_unique<Impl::Object>();
  o->meshVertices.reserve(vertices.size() * 3);
  for (const Vec3& v : vertices) {
    const btVector3 b = bt(v);
    o->meshVertices.push_back(b.x());
    o->meshVertices.push_back(b.y());
    o->meshVertices.push_back(b.z());
  }
  o->meshTriangles = std::move(triangles);
  o->meshInterface = std::make_unique<btTriangleIndexVertexArray>(
      static_cast<int>(o->meshTriangles.size() / 3), o->meshTriangles.data(),
      static_cast<int>(3 * sizeof(int)), static_cast<int>(vertices.size()), o->meshVertices.data(),
      static_cast<int>(3 * sizeof(btScalar)));
  o->shape = std::make_unique<btBvhTriangleMeshShape>(o->meshInterface.get(), true);
  std::lock_guard g(mImpl->lock);
  return mImpl->add(std::move(o), pose({0, 0, 0}, 0), group, tag);
}

void CollisionWorld::setBox(ObjectId id, Vec3 centre, Vec3 halfExtents, double yaw) {
  std::lock_guard g(mImpl->lock);
  Impl::Object& o = mImpl->at(id);
  if (!o.isBox) throw std::invalid_argument("CollisionWorld::setBox: not a box");
  auto* box = static_cast<btBoxShape*>(o.shape.get());
  const btVector3 wanted = bt(halfExtents);
  if ((box->getHalfExtentsWithMargin() - wanted).length2() > btScalar(1e-12)) {
    auto shape = std::make_unique<btBoxShape>(wanted);
    fitMargin(*shape, std::min({halfExtents.x, halfExtents.y, halfExtents.z}));
    o.body->setCollisionShape(shape.get());
    o.shape = std::move(shape);
  }
  o.body->setWorldTransform(pose(centre, yaw));
  mImpl->world.updateSingleAabb(o.body.get());
}

void CollisionWorld::setEnabled(ObjectId id, bool enabled) {
  std::lock_guard g(mImpl->lock);
  Impl::Object& o = mImpl->at(id);
  // A proxy in no group passes no query's filter.
  o.body->getBroadphaseHandle()->m_collisionFilterGroup = enabled ? static_cast<int>(o.group) : 0;
}

void CollisionWorld::setTag(ObjectId id, int tag) {
  std::lock_guard g(mImpl->lock);
  mImpl->at(id).body->setUserIndex(tag);
}

int CollisionWorld::objectCount() const {
  std::lock_guard g(mImpl->lock);
  return static_cast<int>(mImpl->objects.size());
}

bool CollisionWorld::rayClosest(Vec3 from, Vec3 to, GroupMask groups, RayHit& hit,
                                const SkipTag& skip) const {
  const btVector3 f = bt(from);
  const btVector3 t = bt(to);
  ClosestWithTriangle cb(f, t);
  mImpl->castRay(f, t, groups, skip, cb);
  if (!cb.hasHit()) return false;
  hit.fraction = cb.m_closestHitFraction;
  hit.point = vec(cb.m_hitPointWorld);
  hit.normal = vec(cb.m_hitNormalWorld);
  hit.tag = cb.m_collisionObject->getUserIndex();
  hit.object = cb.m_collisionObject->getUserIndex2();
  hit.triangle = cb.triangle;
  return true;
}

std::vector<RayHit> CollisionWorld::rayAll(Vec3 from, Vec3 to, GroupMask groups,
                                           const SkipTag& skip) const {
  const btVector3 f = bt(from);
  const btVector3 t = bt(to);
  AllHits cb(f, t);
  mImpl->castRay(f, t, groups, skip, cb);
  return std::move(cb.hits);
}

std::vector<int> CollisionWorld::boxContacts(Vec3 centre, Vec3 halfExtents, double yaw,
                                             GroupMask groups, double tolerance) const {
  struct Collect : btCollisionWorld::ContactResultCallback {
    double tolerance = 0;
    std::vector<int> tags;
    btScalar addSingleResult(btManifoldPoint& cp, const btCollisionObjectWrapper* a, int, int,
                             const btCollisionObjectWrapper* b, int, int) override {
      if (cp.getDistance() > tolerance) return 0;
      const btCollisionObject* other = b->getCollisionObject()->getUserIndex2() >= 0
                                           ? b->getCollisionObject()
                                           : a->getCollisionObject();
      tags.push_back(other->getUserIndex());
      return 0;
    }
  };
  btBoxShape shape(bt(halfExtents));
  fitMargin(shape, std::min({halfExtents.x, halfExtents.y, halfExtents.z}));
  btCollisionObject probe;
  probe.setCollisionShape(&shape);
  probe.setWorldTransform(pose(centre, yaw));
  probe.setUserIndex2(-1);  // marks the probe apart from the world's objects
  Collect cb;
  cb.tolerance = tolerance;
  cb.m_closestDistanceThreshold = static_cast<btScalar>(tolerance);
  cb.m_collisionFilterGroup = static_cast<int>(kAllGroups);
  cb.m_collisionFilterMask = static_cast<int>(groups);
  {
    std::lock_guard g(mImpl->lock);
    mImpl->world.contactTest(&probe, cb);
  }
  std::sort(cb.tags.begin(), cb.tags.end());
  cb.tags.erase(std::unique(cb.tags.begin(), cb.tags.end()), cb.tags.end());
  return cb.tags;
}

}  // namespace sandtable::physics
