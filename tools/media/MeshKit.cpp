// Primitive builders for the media generator: every face is flat-shaded (its own corners
// with the face normal), which is what low-poly painted miniatures look like.
#include "MeshKit.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <limits>

namespace sandtable::media {
namespace {

float rad(float deg) { return deg * std::numbers::pi_v<float> / 180.0f; }

Vec3 rotate(Vec3 v, float yaw, float pitch, float roll) {
  // roll about Z
  float c = std::cos(rad(roll)), s = std::sin(rad(roll));
  v = {c * v.x - s * v.y, s * v.x + c * v.y, v.z};
  // pitch about X
  c = std::cos(rad(pitch));
  s = std::sin(rad(pitch));
  v = {v.x, c * v.y - s * v.z, s * v.y + c * v.z};
  // yaw about Y
  c = std::cos(rad(yaw));
  s = std::sin(rad(yaw));
  return {c * v.x + s * v.z, v.y, -s * v.x + c * v.z};
}

}  // namespace

Vec3 cross(Vec3 a, Vec3 b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Vec3 normalize(Vec3 v) {
  const float l = std::sqrt(dot(v, v));
  return l > 0 ? v * (1.0f / l) : Vec3{0, 1, 0};
}

Vec3 Place::apply(Vec3 p) const {
  p = {p.x * scale.x, p.y * scale.y, p.z * scale.z};
  return rotate(p, yaw, pitch, roll) + at;
}

Vec3 Place::applyDirection(Vec3 n) const {
  n = {n.x / scale.x, n.y / scale.y, n.z / scale.z};
  return normalize(rotate(n, yaw, pitch, roll));
}

Part& MeshKit::part(const std::string& material) {
  for (Part& p : mParts) {
    if (p.material == material) return p;
  }
  mParts.push_back({material, {}, {}});
  return mParts.back();
}

void MeshKit::face(Part& part, const std::vector<Vec3>& corners, const Place& p) {
  std::vector<Vec3> placed;
  placed.reserve(corners.size());
  for (const Vec3& c : corners) placed.push_back(p.apply(c));
  // Newell's method: robust for any planar polygon, whatever its first three corners.
  Vec3 n{};
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const Vec3& a = placed[i];
    const Vec3& b = placed[(i + 1) % placed.size()];
    n.x += (a.y - b.y) * (a.z + b.z);
    n.y += (a.z - b.z) * (a.x + b.x);
    n.z += (a.x - b.x) * (a.y + b.y);
  }
  n = normalize(n);
  const auto base = static_cast<std::uint32_t>(part.vertices.size());
  // Planar UVs from the dominant axis, so each face gets a sensible one-set mapping.
  const float ax = std::fabs(n.x), ay = std::fabs(n.y), az = std::fabs(n.z);
  for (const Vec3& c : placed) {
    Vertex v{c, n, 0, 0};
    if (ay >= ax && ay >= az) {
      v.u = c.x * 0.02f;
      v.v = c.z * 0.02f;
    } else if (ax >= az) {
      v.u = c.z * 0.02f;
      v.v = c.y * 0.02f;
    } else {
      v.u = c.x * 0.02f;
      v.v = c.y * 0.02f;
    }
    part.vertices.push_back(v);
  }
  for (std::uint32_t i = 1; i + 1 < placed.size(); ++i) {
    part.indices.insert(part.indices.end(), {base, base + i, base + i + 1});
  }
}

void MeshKit::box(const std::string& material, Vec3 h, const Place& p, bool bottom) {
  taper(material, h.x, h.z, h.x, h.z, 2 * h.y,
        Place{p.apply({0, -h.y, 0}), p.yaw, p.pitch, p.roll, p.scale}, bottom);
}

void MeshKit::taper(const std::string& material, float bx, float bz, float tx, float tz,
                    float height, const Place& p, bool bottom) {
  Part& pt = part(material);
  const Vec3 b[4] = {{-bx, 0, -bz}, {bx, 0, -bz}, {bx, 0, bz}, {-bx, 0, bz}};
  const Vec3 t[4] = {{-tx, height, -tz}, {tx, height, -tz}, {tx, height, tz}, {-tx, height, tz}};
  face(pt, {t[0], t[3], t[2], t[1]}, p);  // top
  if (bottom) face(pt, {b[0], b[1], b[2], b[3]}, p);
  for (int i = 0; i < 4; ++i) {
    const int j = (i + 1) % 4;
    face(pt, {b[i], t[i], t[j], b[j]}, p);
  }
}

void MeshKit::cylinder(const std::string& material, float rBottom, float rTop, float height,
                       int sides, const Place& p, bool caps) {
  Part& pt = part(material);
  std::vector<Vec3> bottom, top;
  for (int i = 0; i < sides; ++i) {
    const float a = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(sides);
    bottom.push_back({rBottom * std::cos(a), 0, -rBottom * std::sin(a)});
    top.push_back({rTop * std::cos(a), height, -rTop * std::sin(a)});
  }
  // Corners run counter-clockwise seen from above, so {b_i, b_j, t_j, t_i} faces outward.
  for (int i = 0; i < sides; ++i) {
    const int j = (i + 1) % sides;
    if (rTop <= 0) {
      face(pt, {bottom[i], bottom[j], top[i]}, p);
    } else {
      face(pt, {bottom[i], bottom[j], top[j], top[i]}, p);
    }
  }
  if (caps) {
    face(pt, std::vector<Vec3>(bottom.rbegin(), bottom.rend()), p);
    if (rTop > 0) face(pt, top, p);
  }
}

void MeshKit::cone(const std::string& material, float r, float height, int sides, const Place& p) {
  cylinder(material, r, 0, height, sides, p, true);
}

void MeshKit::ball(const std::string& material, float r, int sides, int rings, const Place& p) {
  Part& pt = part(material);
  auto at = [&](int ring, int side) {
    const float phi = std::numbers::pi_v<float> * static_cast<float>(ring) / static_cast<float>(rings);
    const float th = 2 * std::numbers::pi_v<float> * static_cast<float>(side) / static_cast<float>(sides);
    return Vec3{r * std::sin(phi) * std::cos(th), r * std::cos(phi),
                -r * std::sin(phi) * std::sin(th)};
  };
  for (int ring = 0; ring < rings; ++ring) {
    for (int s = 0; s < sides; ++s) {
      const Vec3 a = at(ring, s), b = at(ring + 1, s), c = at(ring + 1, s + 1), d = at(ring, s + 1);
      if (ring == 0) {
        face(pt, {a, b, c}, p);
      } else if (ring == rings - 1) {
        face(pt, {a, b, d}, p);
      } else {
        face(pt, {a, b, c, d}, p);
      }
    }
  }
}

void MeshKit::card(const std::string& material, float bottom, float top, float height,
                   const Place& p, bool side) {
  Part& pt = part(material);
  const auto base = static_cast<std::uint32_t>(pt.vertices.size());
  auto corner = [side](float across, float y) { return side ? Vec3{0, y, across} : Vec3{across, y, 0}; };
  for (const Vec3& c : {corner(-bottom, 0), corner(bottom, 0), corner(top, height), corner(-top, height)}) {
    const Vec3 at = p.apply(c);
    pt.vertices.push_back({at, {0, 1, 0}, at.x * 0.02f, at.y * 0.02f});
  }
  pt.indices.insert(pt.indices.end(), {base, base + 1, base + 2, base, base + 2, base + 3});
}

void MeshKit::sheet(const std::string& material, float w, float h, const Place& p) {
  Part& pt = part(material);
  face(pt, {{0, 0, 0}, {w, 0, 0}, {w, h, 0}, {0, h, 0}}, p);
  face(pt, {{0, 0, 0}, {0, h, 0}, {w, h, 0}, {w, 0, 0}}, p);
}

void MeshKit::gable(const std::string& material, float hx, float hz, float height, const Place& p) {
  Part& pt = part(material);
  const Vec3 a{-hx, 0, -hz}, b{hx, 0, -hz}, c{hx, 0, hz}, d{-hx, 0, hz};
  const Vec3 r0{-hx, height, 0}, r1{hx, height, 0};
  face(pt, {a, r0, r1, b}, p);  // north slope
  face(pt, {c, r1, r0, d}, p);  // south slope
  face(pt, {d, r0, a}, p);      // west gable
  face(pt, {b, r1, c}, p);      // east gable
}

void MeshKit::disc(const std::string& material, float r, int sides, const Place& p) {
  Part& pt = part(material);
  std::vector<Vec3> c;
  for (int i = 0; i < sides; ++i) {
    const float a = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(sides);
    c.push_back({r * std::cos(a), 0, -r * std::sin(a)});
  }
  face(pt, c, p);
}

void MeshKit::ring(const std::string& material, float rInner, float rOuter, int sides,
                   const Place& p) {
  Part& pt = part(material);
  for (int i = 0; i < sides; ++i) {
    const float a0 = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(sides);
    const float a1 = 2 * std::numbers::pi_v<float> * static_cast<float>(i + 1) / static_cast<float>(sides);
    const Vec3 i0{rInner * std::cos(a0), 0, -rInner * std::sin(a0)},
        o0{rOuter * std::cos(a0), 0, -rOuter * std::sin(a0)};
    const Vec3 i1{rInner * std::cos(a1), 0, -rInner * std::sin(a1)},
        o1{rOuter * std::cos(a1), 0, -rOuter * std::sin(a1)};
    face(pt, {i0, o0, o1, i1}, p);
  }
}

void MeshKit::star(const std::string& material, float rOuter, float rInner, int points,
                   float thickness, const Place& p) {
  Part& pt = part(material);
  std::vector<Vec3> top, bottom;
  for (int i = 0; i < 2 * points; ++i) {
    const float a = std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(points) + std::numbers::pi_v<float> / 2;
    const float r = (i % 2 == 0) ? rOuter : rInner;
    top.push_back({r * std::cos(a), thickness, -r * std::sin(a)});
    bottom.push_back({r * std::cos(a), 0, -r * std::sin(a)});
  }
  // Fan from the centre so the concave outline triangulates correctly.
  const Vec3 ct{0, thickness, 0}, cb{0, 0, 0};
  for (std::size_t i = 0; i < top.size(); ++i) {
    const std::size_t j = (i + 1) % top.size();
    face(pt, {ct, top[i], top[j]}, p);
    face(pt, {cb, bottom[j], bottom[i]}, p);
    face(pt, {bottom[i], bottom[j], top[j], top[i]}, p);
  }
}

void MeshKit::add(const MeshKit& other, const Place& p) {
  for (const Part& src : other.mParts) {
    Part& dst = part(src.material);
    const auto base = static_cast<std::uint32_t>(dst.vertices.size());
    for (Vertex v : src.vertices) {
      v.position = p.apply(v.position);
      v.normal = p.applyDirection(v.normal);
      dst.vertices.push_back(v);
    }
    for (std::uint32_t i : src.indices) dst.indices.push_back(base + i);
  }
}

std::size_t MeshKit::triangleCount() const {
  std::size_t n = 0;
  for (const Part& p : mParts) n += p.indices.size() / 3;
  return n;
}

std::array<Vec3, 2> MeshKit::bounds() const {
  const float inf = std::numeric_limits<float>::max();
  std::array<Vec3, 2> b{Vec3{inf, inf, inf}, Vec3{-inf, -inf, -inf}};
  for (const Part& p : mParts) {
    for (const Vertex& v : p.vertices) {
      b[0] = {std::min(b[0].x, v.position.x), std::min(b[0].y, v.position.y),
              std::min(b[0].z, v.position.z)};
      b[1] = {std::max(b[1].x, v.position.x), std::max(b[1].y, v.position.y),
              std::max(b[1].z, v.position.z)};
    }
  }
  return b;
}

}  // namespace sandtable::media
