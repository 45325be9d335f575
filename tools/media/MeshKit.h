// A small kit for building low-poly meshes out of primitives (boxes, prisms, cylinders,
// cones, blobs), each part painted with a named material. The media generator builds
// every figure and piece of scenery with it and writes the result as glTF.
// Units are millimetres of the tabletop; +Y is up and a model faces -Z (Ogre's default).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace sandtable::media {

struct Vec3 {
  float x = 0, y = 0, z = 0;
  friend Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
  friend Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
  friend Vec3 operator*(Vec3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
};
Vec3 cross(Vec3 a, Vec3 b);
float dot(Vec3 a, Vec3 b);
Vec3 normalize(Vec3 v);

// A rigid placement: rotation (yaw about +Y, then pitch about +X, then roll about +Z, all
// in degrees, applied to the part before translating it) and a non-uniform scale first.
struct Place {
  Vec3 at;
  float yaw = 0, pitch = 0, roll = 0;
  Vec3 scale{1, 1, 1};
  Vec3 apply(Vec3 p) const;
  Vec3 applyDirection(Vec3 n) const;  // for normals (inverse-transpose of the scale)
};

struct Vertex {
  Vec3 position;
  Vec3 normal;
  float u = 0, v = 0;
};

// All triangles painted with one material.
struct Part {
  std::string material;
  std::vector<Vertex> vertices;
  std::vector<std::uint32_t> indices;
};

class MeshKit {
 public:
  // Flat-shaded primitives, centred as each comment says, then placed by `p`.
  // Box: centred on the origin, half extents `h`. Without its bottom face when `bottom` is
  // false (a far figure's parts: nobody sees under them, and a face less is cheaper).
  void box(const std::string& material, Vec3 h, const Place& p = {}, bool bottom = true);
  // Tapered box: bottom half extents (bx, bz) at y = 0, top half extents (tx, tz) at y = height.
  void taper(const std::string& material, float bx, float bz, float tx, float tz, float height,
             const Place& p = {}, bool bottom = true);
  // Cylinder along +Y from y = 0 to y = height with `sides` faces; radii at bottom and top.
  void cylinder(const std::string& material, float rBottom, float rTop, float height, int sides,
                const Place& p = {}, bool caps = true);
  // A cone is a cylinder with a zero top radius.
  void cone(const std::string& material, float r, float height, int sides, const Place& p = {});
  // A low-poly ball (latitude/longitude), centred on the origin.
  void ball(const std::string& material, float r, int sides, int rings, const Place& p = {});
  // A cut-out card: a one-sided trapezoid in the XY plane, centred on x = 0, from y = 0 (half
  // width `bottom`) to y = height (half width `top`), its normal straight up. Far figures
  // are made of them: drawn from both sides (by a material that culls nothing) and lit as
  // level ground is, two triangles where a box has ten.
  // With `side`, the card lies in the ZY plane instead (seen from the sides), turned with the
  // part it belongs to by the same placement.
  void card(const std::string& material, float bottom, float top, float height, const Place& p = {},
            bool side = false);
  // A two-sided flat quad in the XY plane, x in [0, w], y in [0, h] (flags, banners).
  void sheet(const std::string& material, float w, float h, const Place& p = {});
  // A gable roof: ridge along X, half width `hx`, half depth `hz`, eaves at y = 0, ridge at y =
  // height.
  void gable(const std::string& material, float hx, float hz, float height, const Place& p = {});
  // A flat disc in the XZ plane facing up, centred on the origin.
  void disc(const std::string& material, float r, int sides, const Place& p = {});
  // A ring (annulus) in the XZ plane facing up.
  void ring(const std::string& material, float rInner, float rOuter, int sides,
            const Place& p = {});
  // A flat star in the XZ plane facing up, given thickness.
  void star(const std::string& material, float rOuter, float rInner, int points, float thickness,
            const Place& p = {});

  // Appends every part of another kit, placed by `p`.
  void add(const MeshKit& other, const Place& p = {});

  const std::vector<Part>& parts() const { return mParts; }
  std::size_t triangleCount() const;
  // Axis-aligned bounds of everything so far.
  std::array<Vec3, 2> bounds() const;

 private:
  Part& part(const std::string& material);
  // Adds one flat polygon (a fan over its corners, counter-clockwise seen from outside).
  void face(Part& part, const std::vector<Vec3>& corners, const Place& p);
  std::vector<Part> mParts;
};

}  // namespace sandtable::media
