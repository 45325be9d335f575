// Scenery: trees for woods and orchards, houses for towns, hedges, walls, bridges, fords'
// stepping stones, rocks for rough ground and crop sheaves for fields. The table scatters
// and batches them; each is small and low-poly because a wood holds dozens of trees.
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
      {"hedge", "40 mm run of hedge along X", hedge},
      {"wall", "40 mm run of stone wall along X", wall},
      {"stakes", "40 mm run of sharpened stakes along X, leaning toward +Z", stakes},
      {"bridge", "stone bridge, 60 mm span along Z", bridge},
      {"ford_stones", "stepping stones marking a ford", steppingStones},
      {"rock", "boulders for rough ground", rock},
      {"sheaf", "crop sheaf for fields", sheaf},
      {"reeds", "reeds for river banks", reeds},
  };
}

}  // namespace sandtable::media
