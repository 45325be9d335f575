// Scenery: trees for woods and orchards, houses for towns, a windmill, hedges, walls,
// bridges, fords' stepping stones, rocks for rough ground, crop sheaves for fields, and the
// field works a scenario builds (stakes, a tabor's wagons, berms, abatis, pavises). The
// table scatters and batches them; each is small and low-poly because a wood holds dozens
// of trees.
#include <algorithm>
#include <cmath>

#include "Models.h"

namespace sandtable::media {
namespace {

// Trees are the most numerous things on a table (a wood holds dozens), so they are kept
// to a few dozen faces each: no caps where nobody looks, coarse crowns.
MeshKit broadleaf() {
  MeshKit k;
  k.cylinder("bark", 2.2f, 1.4f, 14, 4, {}, false);
  k.ball("leaves", 9.0f, 6, 3, {{0, 20, 0}, 0, 0, 0, {1, 0.85f, 1}});
  k.ball("leaves.light", 6.0f, 5, 3, {{2.5f, 26, 1.5f}});
  return k;
}

MeshKit conifer() {
  MeshKit k;
  k.cylinder("bark", 1.8f, 1.2f, 8, 4, {}, false);
  k.cylinder("needles", 8.5f, 0, 14, 6, {{0, 6, 0}}, false);
  k.cylinder("needles", 6.5f, 0, 12, 6, {{0, 14, 0}}, false);
  k.cylinder("needles", 4.2f, 0, 10, 6, {{0, 22, 0}}, false);
  return k;
}

MeshKit orchardTree() {
  MeshKit k;
  k.cylinder("bark", 1.4f, 1.0f, 8, 4, {}, false);
  k.ball("leaves.light", 6.0f, 6, 3, {{0, 12, 0}, 0, 0, 0, {1, 0.8f, 1}});
  return k;
}

MeshKit bush() {
  MeshKit k;
  k.ball("hedge", 4.0f, 6, 3, {{0, 2.5f, 0}, 0, 0, 0, {1, 0.7f, 1}});
  k.ball("leaves", 3.0f, 5, 3, {{2.5f, 2.2f, 1}, 0, 0, 0, {1, 0.7f, 1}});
  return k;
}

MeshKit house() {
  MeshKit k;
  k.box("plaster", {12, 8, 9}, {{0, 8, 0}});
  k.gable("roof.tile", 13, 10.5f, 9, {{0, 16, 0}});
  k.box("wood.dark", {2.2f, 4, 0.3f}, {{3, 4, -9.1f}});  // door
  k.box("black", {2, 2, 0.3f}, {{-6, 10, -9.1f}});       // windows
  k.box("black", {2, 2, 0.3f}, {{7.5f, 11, -9.1f}});
  k.box("stone.dark", {1.6f, 4, 1.6f}, {{8, 23, 3}});  // chimney
  return k;
}

// A straight timber from `a` to `b`, `half` thick each way: a box whose long axis (+Y)
// is pitched and then yawed onto the line between them.
void beam(MeshKit& k, const std::string& material, Vec3 a, Vec3 b, float half) {
  const Vec3 d = b - a;
  const float length = std::sqrt(dot(d, d));
  const float pitch = std::acos(std::clamp(d.y / length, -1.0f, 1.0f)) * 57.2957795f;
  const float yaw = std::atan2(d.x, d.z) * 57.2957795f;
  k.box(material, {half, length / 2, half}, {(a + b) * 0.5f, yaw, pitch});
}

// One sail of a post mill, reaching `reach` metres up +Y from the hub: the stock, and the
// lattice of sail bars between two hemlaths that the cloth was spread over when it worked.
// The timbers are a little stouter than a real mill's, so the lattice still reads at
// the table's scale.
MeshKit sail(float reach) {
  MeshKit k;
  const float inner = 1.1f, half = 0.95f;  // where the lattice starts; half its width
  k.box("wood.dark", {0.16f, reach / 2, 0.16f}, {{0, reach / 2, 0}});
  for (const float x : {-half, half})
    k.box("wood", {0.09f, (reach - inner) / 2, 0.09f}, {{x, (reach + inner) / 2, 0.1f}});
  const int bars = 7;
  for (int i = 0; i < bars; ++i) {
    const float y = inner + (reach - inner) * static_cast<float>(i) / (bars - 1);
    k.box("wood", {half, 0.07f, 0.07f}, {{0, y, 0.12f}});
  }
  return k;
}

MeshKit windmill() {
  // A fourteenth-century post mill, built in metres and scaled to 2 mm to the metre as the
  // houses are (a battlefield's building names it; the table draws it at the ground scale):
  // a timber body 4.5 m wide and 5.2 m deep that turns on a post held up by a trestle, a
  // pitched roof, four lattice sails 10 m across on a shaft out of its front (-Z), and
  // behind it the ladder and the tail pole the miller turned it into the wind with. It is
  // about 12 m to the top sail's tip; the body is what the battlefield's box stands for.
  MeshKit m;
  const float bodyBottom = 4.0f, bodyTop = 9.2f, hx = 2.25f, hz = 2.6f;
  const float bodyMid = (bodyBottom + bodyTop) / 2, bodyHalf = (bodyTop - bodyBottom) / 2;

  // The trestle: two crossed sills on four brick piers, the post rising from where they
  // cross, a quarter bar from each sill end up to the post, and the crown tree on top.
  m.box("wood.dark", {3.2f, 0.18f, 0.2f}, {{0, 0.68f, 0}});
  m.box("wood.dark", {0.2f, 0.18f, 3.2f}, {{0, 0.68f, 0}});
  const Vec3 sillEnds[] = {{2.9f, 0, 0}, {-2.9f, 0, 0}, {0, 0, 2.9f}, {0, 0, -2.9f}};
  for (const Vec3 end : sillEnds) {
    m.box("stone", {0.35f, 0.25f, 0.35f}, {{end.x, 0.25f, end.z}});
    beam(m, "wood", {end.x, 0.85f, end.z}, {end.x * 0.1f, 3.0f, end.z * 0.1f}, 0.14f);
  }
  m.box("wood", {0.3f, (bodyBottom - 0.5f) / 2, 0.3f}, {{0, (bodyBottom + 0.5f) / 2, 0}});
  m.box("wood.dark", {1.8f, 0.2f, 0.25f}, {{0, bodyBottom - 0.2f, 0}});

  // The body (the buck): weatherboarded, its corner posts and a girt round its middle
  // darker; the door at the back, a window in each side.
  m.box("wood", {hx, bodyHalf, hz}, {{0, bodyMid, 0}});
  for (const float x : {-hx, hx}) {
    for (const float z : {-hz, hz})
      m.box("wood.dark", {0.14f, bodyHalf + 0.02f, 0.14f}, {{x, bodyMid, z}});
  }
  m.box("wood.dark", {hx + 0.04f, 0.1f, hz + 0.04f}, {{0, bodyMid, 0}});
  m.box("black", {0.55f, 0.9f, 0.05f}, {{0, bodyBottom + 1.0f, hz + 0.02f}});  // door
  for (const float x : {-hx, hx})
    m.box("black", {0.05f, 0.4f, 0.4f}, {{x * 1.01f, bodyMid + 1.2f, 0.8f}});  // windows

  // The roof: its ridge runs front to back, over the shaft.
  m.gable("wood.dark", hz + 0.3f, hx + 0.25f, 1.9f, {{0, bodyTop, 0}, 90});

  // The wind shaft out of the front gable, its poll end, and the four sails turned to the
  // St Andrew's cross a mill rests in.
  const float hubY = 8.3f, hubZ = -hz - 1.1f;
  m.cylinder("wood.dark", 0.25f, 0.22f, 1.1f, 6, {{0, hubY, -hz}, 0, -90});
  m.box("wood.dark", {0.42f, 0.42f, 0.3f}, {{0, hubY, hubZ}});
  const MeshKit oneSail = sail(5.0f);
  for (int i = 0; i < 4; ++i)
    m.add(oneSail, {{0, hubY, hubZ - 0.3f}, 0, 0, 45.0f + 90.0f * static_cast<float>(i)});

  // Behind: the ladder up to the door, with a landing, and the tail pole under it.
  m.box("wood", {0.75f, 0.06f, 0.45f}, {{0, bodyBottom - 0.06f, hz + 0.45f}});
  for (const float x : {-0.55f, 0.55f})
    beam(m, "wood", {x, bodyBottom - 0.1f, hz + 0.85f}, {x, 0, hz + 4.0f}, 0.08f);
  for (int i = 1; i <= 6; ++i) {
    const float t = static_cast<float>(i) / 7.0f;
    m.box("wood", {0.55f, 0.05f, 0.07f},
          {{0, (bodyBottom - 0.1f) * (1 - t), hz + 0.85f + 3.15f * t}});
  }
  beam(m, "wood.dark", {0, bodyBottom + 0.2f, hz}, {0, 0.9f, hz + 6.0f}, 0.13f);

  MeshKit k;
  k.add(m, {{0, 0, 0}, 0, 0, 0, {2, 2, 2}});  // 2 mm to the metre
  return k;
}

MeshKit cottage() {
  MeshKit k;
  k.box("stone", {9, 6, 7}, {{0, 6, 0}});
  k.gable("roof.thatch", 10, 8.5f, 8, {{0, 12, 0}});
  k.box("wood.dark", {2, 3.5f, 0.3f}, {{-2, 3.5f, -7.1f}});
  return k;
}

MeshKit hedge() {
  // One 40 mm run along X; the table strings runs together along a hedge line.
  MeshKit k;
  k.taper("hedge", 2.6f, 20, 2.0f, 20, 7, {{0, 0, 0}, 90});
  for (int i = 0; i < 4; ++i) {
    k.ball("leaves", 3.2f, 5, 3,
           {{-15 + 10.0f * static_cast<float>(i), 6.5f, 0.3f * static_cast<float>(i % 2)}});
  }
  return k;
}

MeshKit wall() {
  MeshKit k;
  k.taper("stone", 2.0f, 20, 1.6f, 20, 6, {{0, 0, 0}, 90});
  k.box("stone.dark", {20, 0.6f, 1.9f}, {{0, 6.3f, 0}});
  return k;
}

MeshKit stakes() {
  // One 40 mm run along X of sharpened stakes in two staggered rows, leaning 40 degrees
  // toward +Z: the table turns the run so they lean toward the enemy (3.3.3.3).
  MeshKit k;
  for (int i = 0; i < 7; ++i) {
    const float x = -17 + 5.6f * static_cast<float>(i);
    const float z = (i % 2) ? 1.5f : -1.5f;
    k.cylinder("wood", 0.7f, 0.45f, 6.5f, 5, {{x, 0, z}, 0, 40});
    k.cone("wood.dark", 0.45f, 1.6f, 5, {{x, 4.98f, z + 4.18f}, 0, 40});
  }
  return k;
}

MeshKit wagon() {
  // One 40 mm war wagon of a tabor (3.3.3.1) along X, boarded high on both sides; the table
  // strings them wheel to wheel along the laager's line and leaves the sally ports open.
  MeshKit k;
  k.box("wood", {17, 1.0f, 5.5f}, {{0, 6.5f, 0}});
  for (const float z : {-5.2f, 5.2f}) k.box("wood.dark", {17, 3.5f, 0.5f}, {{0, 11, z}});
  for (const float x : {-16.7f, 16.7f}) k.box("wood.dark", {0.5f, 3.5f, 4.8f}, {{x, 11, 0}});
  for (const float x : {-11.0f, 11.0f}) {
    for (const float z : {-6.2f, 6.2f}) k.add(wheel("wood.dark", 5.0f, {{x, 5.0f, z}, 90}));
  }
  k.box("iron", {2.5f, 0.3f, 0.3f}, {{18.5f, 6.0f, 0}});  // chained to the next wagon
  return k;
}

MeshKit berm() {
  // One 40 mm run along X of a makeshift rampart (3.3.3.2): a bank of earth crowned with
  // logs, and a log step at its foot on the defended side, +Z, where the defenders line up.
  MeshKit k;
  k.taper("earth", 6.0f, 20, 2.2f, 20, 5.0f, {{0, 0, 0}, 90});
  k.cylinder("wood", 1.1f, 1.1f, 40, 6, {{20, 5.6f, 0}, 0, 0, 90});
  k.cylinder("wood.dark", 1.0f, 1.0f, 40, 6, {{20, 1.0f, 7.2f}, 0, 0, 90});
  return k;
}

MeshKit abatis() {
  // One 40 mm run along X of felled trees laid side by side, their sharpened branches
  // splaying out low on both sides (3.3.3.5): an obstacle with no defended side.
  MeshKit k;
  k.cylinder("bark", 1.4f, 0.8f, 40, 5, {{20, 1.3f, -1.6f}, 0, 0, 90});
  k.cylinder("bark", 1.2f, 0.7f, 38, 5, {{19, 1.1f, 1.8f}, 0, 0, 90});
  for (int i = 0; i < 7; ++i) {
    const float x = -16 + 5.3f * static_cast<float>(i);
    const float out = (i % 2) ? 1.0f : -1.0f;  // alternate sides, the other side a little on
    const float splay = -20.0f + 6.5f * static_cast<float>(i);
    k.cylinder("wood.dark", 0.7f, 0.2f, 9.0f, 4, {{x, 1.8f, 1.8f * out}, splay, 68 * out});
    k.cylinder("wood.dark", 0.6f, 0.15f, 7.5f, 4, {{x + 2.6f, 1.6f, -1.6f * out}, -splay, -64 * out});
  }
  for (const float x : {-12.0f, 3.0f, 15.0f}) {
    k.ball("leaves", 2.8f, 5, 3, {{x, 2.6f, (x > 0) ? 4.0f : -4.0f}, 0, 0, 0, {1.6f, 0.6f, 1.1f}});
  }
  return k;
}

MeshKit pavises() {
  // A row of three pavises along X for one 40 mm stand (3.3.3.4), facing the enemy at -Z
  // and leaning back onto their props; the table sets it before a unit's front rank.
  MeshKit k;
  for (int i = 0; i < 3; ++i) {
    const float x = -12.6f + 12.6f * static_cast<float>(i);
    k.box("wood", {5.8f, 7.0f, 0.5f}, {{x, 6.9f, 0}, 0, 12});
    k.box("cloth.light", {4.8f, 5.8f, 0.1f}, {{x, 6.9f, -0.6f}, 0, 12});
    k.box("roof.tile", {0.8f, 4.5f, 0.12f}, {{x, 7.0f, -0.75f}, 0, 12});  // a painted bar
    k.box("wood.dark", {0.3f, 0.3f, 3.8f}, {{x, 3.4f, 3.4f}, 0, 40});       // the prop
  }
  return k;
}

MeshKit bridge() {
  // A 60 mm span along Z (the direction of travel), 24 mm wide.
  MeshKit k;
  k.box("stone", {12, 1.5f, 30}, {{0, 7, 0}});
  k.box("stone.dark", {1.2f, 2.5f, 30}, {{-11, 10.5f, 0}});
  k.box("stone.dark", {1.2f, 2.5f, 30}, {{11, 10.5f, 0}});
  k.box("stone", {10, 3.5f, 3}, {{0, 3.5f, -14}});
  k.box("stone", {10, 3.5f, 3}, {{0, 3.5f, 14}});
  return k;
}

MeshKit steppingStones() {
  MeshKit k;
  for (int i = 0; i < 5; ++i) {
    k.cylinder("stone", 2.6f, 2.2f, 1.6f, 6,
               {{static_cast<float>((i % 2) * 3 - 1), 0, -16 + 8.0f * static_cast<float>(i)},
                20.0f * static_cast<float>(i)});
  }
  return k;
}

MeshKit rock() {
  MeshKit k;
  k.ball("stone", 4.5f, 5, 3, {{0, 1.5f, 0}, 0, 0, 0, {1.2f, 0.6f, 0.9f}});
  k.ball("stone.dark", 3.0f, 5, 3, {{3.5f, 1.0f, 2}, 40, 0, 0, {1, 0.6f, 1}});
  return k;
}

MeshKit sheaf() {
  MeshKit k;
  k.cylinder("straw", 1.6f, 1.0f, 5, 5);
  k.cone("straw", 1.8f, 2.5f, 5, {{0, 5, 0}});
  return k;
}

MeshKit reeds() {
  MeshKit k;
  for (int i = 0; i < 5; ++i) {
    k.box("leaves.light", {0.25f, 4.0f, 0.25f},
          {{static_cast<float>(i) * 1.2f - 2.4f, 4, static_cast<float>(i % 2)},
           0,
           0,
           -10.0f + 5.0f * static_cast<float>(i)});
  }
  return k;
}

}  // namespace

std::vector<ModelRecipe> sceneryRecipes() {
  return {
      {"tree_broadleaf", "broadleaf tree for woods", broadleaf},
      {"tree_conifer", "conifer for woods and forest", conifer},
      {"tree_orchard", "small fruit tree for orchards", orchardTree},
      {"bush", "bush for rough ground and wood edges", bush},
      {"house", "two-storey house with a tiled roof", house},
      {"cottage", "stone cottage with a thatched roof", cottage},
      {"windmill", "post mill on its trestle, four lattice sails, tail pole and ladder", windmill},
      {"hedge", "40 mm run of hedge along X", hedge},
      {"wall", "40 mm run of stone wall along X", wall},
      {"stakes", "40 mm run of sharpened stakes along X, leaning toward +Z", stakes},
      {"wagons", "40 mm war wagon of a tabor along X, wheels and high boards", wagon},
      {"berm", "40 mm run of earthen rampart along X, its defended side toward +Z", berm},
      {"abatis", "40 mm run of felled trees with sharpened branches along X", abatis},
      {"pavises", "three pavises for one 40 mm stand, facing -Z", pavises},
      {"bridge", "stone bridge, 60 mm span along Z", bridge},
      {"ford_stones", "stepping stones marking a ford", steppingStones},
      {"rock", "boulders for rough ground", rock},
      {"sheaf", "crop sheaf for fields", sheaf},
      {"reeds", "reeds for river banks", reeds},
  };
}

}  // namespace sandtable::media
