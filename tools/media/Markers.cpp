// Markers for a stand's condition. Each has its own shape as well as its own colour, so
// that no marker relies on colour alone (and the unit card lists them all as text).
#include "Models.h"

namespace sandtable::media {
namespace {

MeshKit token(const std::string& paint) {
  MeshKit k;
  k.cylinder(paint, 4.0f, 4.0f, 1.2f, 10);
  k.ring("marker.black", 3.2f, 4.0f, 10, {{0, 1.25f, 0}});
  return k;
}

MeshKit shaken() {
  // Yellow token with an upright black "!".
  MeshKit k = token("marker.yellow");
  k.box("marker.black", {0.7f, 2.4f, 0.7f}, {{0, 4.6f, 0}});
  k.box("marker.black", {0.7f, 0.6f, 0.7f}, {{0, 1.9f, 0}});
  return k;
}

MeshKit disorder() {
  // A zig-zag: two crossed bars on a white token.
  MeshKit k = token("marker.white");
  k.box("marker.red", {3.2f, 0.5f, 0.6f}, {{0, 1.7f, 0}, 45});
  k.box("marker.red", {3.2f, 0.5f, 0.6f}, {{0, 1.7f, 0}, -45});
  return k;
}

MeshKit activated() {
  MeshKit k;
  k.ring("marker.white", 2.2f, 3.4f, 10, {{0, 0.4f, 0}});
  k.cylinder("marker.black", 3.4f, 3.4f, 0.4f, 10);
  return k;
}

MeshKit rout() {
  MeshKit k;
  k.box("wood", {0.3f, 7, 0.3f}, {{0, 7, 0}});
  // Turned 30 degrees off the table's axes so that no usual camera sees it edge-on.
  k.sheet("marker.white", 6, 4, {{0, 9.5f, 0}, 30});
  return k;
}

MeshKit casualty() {
  MeshKit k;
  k.ball("marker.red", 1.6f, 6, 3, {{0, 1.6f, 0}});
  return k;
}

MeshKit champion() {
  MeshKit k;
  k.star("marker.gold", 4.2f, 1.8f, 5, 1.2f);
  return k;
}

MeshKit berserk() {
  // Red token with three black spikes standing up: a unit gone Berserk (Warlords 1.7.1).
  MeshKit k = token("marker.red");
  for (int i = -1; i <= 1; ++i)
    k.box("marker.black", {0.6f, 2.6f, 0.6f}, {{1.6f * static_cast<float>(i), 2.6f, 0}, 0, 20.0f * static_cast<float>(i)});
  return k;
}

MeshKit leader() {
  // A tall pole with a gold banner: a personality's standard (taller than the rout flag).
  MeshKit k;
  k.cylinder("marker.black", 2.2f, 2.2f, 0.8f, 8);
  k.box("wood", {0.5f, 8.5f, 0.5f}, {{0, 8.5f, 0}});
  k.box("marker.gold", {2.6f, 2.0f, 0.3f}, {{3.0f, 14.5f, 0}});
  return k;
}

MeshKit orders() {
  // A small card standing on its edge, blue.
  MeshKit k;
  k.box("marker.blue", {3.0f, 2.2f, 0.4f}, {{0, 2.4f, 0}, 0, -20});
  k.box("marker.white", {2.0f, 0.3f, 0.45f}, {{0, 3.0f, -0.2f}, 0, -20});
  return k;
}

MeshKit skirmish() {
  // A ring of small posts: open order.
  MeshKit k;
  for (int i = 0; i < 6; ++i) {
    const float a = 60.0f * static_cast<float>(i);
    const Place p{{0, 0, 0}, a};
    k.box("marker.white", {0.5f, 1.4f, 0.5f}, {p.apply({4.0f, 1.4f, 0}), a});
  }
  return k;
}

MeshKit generic() { return token("stone"); }

}  // namespace

std::vector<ModelRecipe> markerRecipes() {
  return {
      {"marker_shaken", "yellow token with an exclamation mark: shaken / wavering", shaken},
      {"marker_disorder", "white token with a red cross: disordered", disorder},
      {"marker_activated", "white ring: has acted this turn", activated},
      {"marker_rout", "white flag: routed", rout},
      {"marker_casualty", "red pip: one casualty", casualty},
      {"marker_champion", "gold star: champion or hero", champion},
      {"marker_orders", "blue card: orders", orders},
      {"marker_berserk", "red token with black spikes: berserk", berserk},
      {"marker_leader", "pole with a gold banner: a personality with the unit", leader},
      {"marker_skirmish", "ring of posts: skirmish screen / open order", skirmish},
      {"marker_generic", "grey token: any other marker", generic},
  };
}

}  // namespace sandtable::media
