// Figures for each troop type: foot (spear, auxilia, warrior, pike, archer, skirmisher,
// musket, light infantry, standard bearer, gun crew), horse (cavalry, knight, light horse,
// general) and guns with limbers. Low-poly, roughly 28 mm scale, painted so that the
// side's colours sit on tunics, coats, shields, caparisons and flags.
#include <cmath>

#include "FigureKinds.h"
#include "Models.h"

namespace sandtable::media {
namespace {

// Head and headgear on top of a body whose neck is at `neckY`.
void head(MeshKit& k, Headgear g, const std::string& hair, float neckY, const Place& at) {
  const float y = neckY + 2.2f;
  k.ball("skin", 2.1f, 6, 4, {at.apply({0, y, 0}), at.yaw});
  switch (g) {
    case Headgear::Bare:
      k.ball(hair, 2.2f, 6, 3, {at.apply({0, y + 0.5f, 0.3f}), at.yaw, 0, 0, {1, 0.8f, 1}});
      break;
    case Headgear::Cap:
      k.cylinder("cloth.light", 2.3f, 1.8f, 1.6f, 6, {at.apply({0, y + 0.8f, 0}), at.yaw});
      break;
    case Headgear::Helmet:
      k.cylinder("steel", 2.4f, 0.6f, 2.6f, 6, {at.apply({0, y + 0.4f, 0}), at.yaw});
      break;
    case Headgear::CrestedHelmet:
      k.cylinder("bronze", 2.4f, 1.0f, 2.4f, 6, {at.apply({0, y + 0.4f, 0}), at.yaw});
      k.box("side.secondary", {0.4f, 1.1f, 2.2f}, {at.apply({0, y + 3.2f, 0}), at.yaw});
      break;
    case Headgear::GreatHelm:
      k.cylinder("steel", 2.5f, 2.3f, 3.6f, 6, {at.apply({0, y - 1.4f, 0}), at.yaw});
      break;
    case Headgear::Tricorn:
      k.cylinder("black", 3.4f, 2.0f, 1.4f, 3, {at.apply({0, y + 1.0f, 0}), at.yaw + 90});
      break;
    case Headgear::Shako:
      k.cylinder("black", 2.2f, 2.5f, 3.4f, 6, {at.apply({0, y + 0.8f, 0}), at.yaw});
      k.box("brass", {0.8f, 0.6f, 0.2f}, {at.apply({0, y + 2.2f, -2.3f}), at.yaw});
      break;
    case Headgear::Hood:
      k.cone("side.secondary", 2.6f, 4.0f, 5, {at.apply({0, y - 0.4f, 0.2f}), at.yaw});
      break;
  }
}

void weapon(MeshKit& k, Weapon w, const Place& at) {
  switch (w) {
    case Weapon::None:
      break;
    case Weapon::Spear:
      k.box("wood", {0.35f, 16, 0.35f}, {at.apply({4.6f, 14, -1.0f}), at.yaw});
      k.cone("steel", 0.8f, 2.6f, 4, {at.apply({4.6f, 30, -1.0f}), at.yaw});
      break;
    case Weapon::Pike:
      k.box("wood", {0.3f, 28, 0.3f}, {at.apply({4.6f, 24, -1.5f}), at.yaw});
      k.cone("steel", 0.7f, 2.4f, 4, {at.apply({4.6f, 52, -1.5f}), at.yaw});
      break;
    case Weapon::Bow: {
      // A bow drawn in three straight staves, held out in front.
      const Vec3 c = at.apply({-4.2f, 14, -3.5f});
      k.box("wood.dark", {0.35f, 3.6f, 0.35f}, {c, at.yaw});
      k.box("wood.dark", {0.35f, 3.0f, 0.35f}, {at.apply({-4.2f, 19.5f, -2.4f}), at.yaw, -30});
      k.box("wood.dark", {0.35f, 3.0f, 0.35f}, {at.apply({-4.2f, 8.5f, -2.4f}), at.yaw, 30});
      k.box("leather", {1.0f, 4.0f, 1.0f}, {at.apply({2.0f, 16, 2.6f}), at.yaw, 0, 15});  // quiver
      break;
    }
    case Weapon::Javelins:
      for (int i = 0; i < 3; ++i) {
        k.box("wood", {0.25f, 11, 0.25f},
              {at.apply({4.4f + 0.5f * static_cast<float>(i), 13, -0.5f}), at.yaw, 0,
               -6.0f + 5.0f * static_cast<float>(i)});
      }
      break;
    case Weapon::Sword:
      k.box("steel", {0.35f, 4.5f, 0.9f}, {at.apply({4.8f, 15, -2.5f}), at.yaw, 35});
      break;
    case Weapon::Musket:
      k.box("wood.dark", {0.5f, 10, 0.6f}, {at.apply({3.6f, 19, 0.8f}), at.yaw, 0, -12});
      k.box("steel", {0.25f, 2.5f, 0.25f}, {at.apply({5.6f, 30.5f, 0.8f}), at.yaw, 0, -12});
      break;
    case Weapon::Sling:
      k.box("leather", {0.25f, 4.0f, 0.25f}, {at.apply({4.6f, 20, -1.0f}), at.yaw, 0, -40});
      break;
    case Weapon::Rammer:
      k.box("wood", {0.3f, 10, 0.3f}, {at.apply({4.4f, 13, -1.0f}), at.yaw, 20});
      k.cylinder("black", 0.9f, 0.9f, 1.6f, 6, {at.apply({4.4f, 22, -4.4f}), at.yaw, 20});
      break;
    case Weapon::Lance:
      k.box("wood", {0.35f, 20, 0.35f}, {at.apply({4.0f, 18, -8.0f}), at.yaw, 60});
      k.cone("steel", 0.8f, 2.6f, 4, {at.apply({4.0f, 28, -25.0f}), at.yaw, 60});
      k.sheet("side.secondary", 3, 2,
              {at.apply({4.1f, 25.5f, -21.0f}), at.yaw + 90, 0, 0});  // pennon
      break;
    case Weapon::Baton:
      k.box("brass", {0.3f, 2.2f, 0.3f}, {at.apply({4.8f, 19, -2.6f}), at.yaw, 50});
      break;
    case Weapon::Standard:
      k.box("wood", {0.35f, 18, 0.35f}, {at.apply({3.8f, 17, -0.5f}), at.yaw});
      k.sheet("side.primary", 9, 6, {at.apply({3.8f, 27, -0.5f}), at.yaw + 90});
      k.sheet("side.secondary", 9, 1.6f, {at.apply({3.8f, 29.2f, -0.52f}), at.yaw + 90});
      k.ball("brass", 0.9f, 4, 2, {at.apply({3.8f, 35.5f, -0.5f}), at.yaw});
      break;
  }
}

void shield(MeshKit& k, Shield s, const Place& at) {
  const Vec3 c = at.apply({-3.6f, 12.5f, -2.6f});
  switch (s) {
    case Shield::None:
      break;
    case Shield::Large:
      k.box("side.secondary", {3.6f, 5.5f, 0.5f}, {c, at.yaw});
      break;
    case Shield::Oval:
      k.cylinder("side.secondary", 3.3f, 3.3f, 0.8f, 8, {c, at.yaw, 90, 0, {1, 1, 1.45f}});
      break;
    case Shield::Round:
      k.cylinder("side.secondary", 3.4f, 3.4f, 0.8f, 8, {c, at.yaw, 90});
      break;
    case Shield::Small:
      k.cylinder("side.secondary", 2.2f, 2.2f, 0.7f, 7, {c, at.yaw, 90});
      break;
    case Shield::Kite:
      k.taper("side.secondary", 3.0f, 0.4f, 0.6f, 0.4f, 9.0f,
              {at.apply({-3.6f, 17, -2.6f}), at.yaw, 180});
      break;
  }
}

}  // namespace

// A standing figure, about 24 mm to the eye, at `at`.
MeshKit footFigure(const Foot& f, const Place& at) {
  MeshKit k;
  k.taper(f.legs, 1.2f, 1.4f, 1.3f, 1.4f, 10.5f, {at.apply({-1.6f, 0, 0}), at.yaw});
  k.taper(f.legs, 1.2f, 1.4f, 1.3f, 1.4f, 10.5f, {at.apply({1.6f, 0, 0}), at.yaw});
  k.taper(f.body, 3.6f, 2.4f, 3.1f, 2.1f, 4.5f,
          {at.apply({0, 7.5f, 0}), at.yaw});  // skirt or coat tails
  k.taper(f.body, 3.2f, 2.0f, 3.9f, 2.3f, 7.5f, {at.apply({0, 11.5f, 0}), at.yaw});  // torso
  k.box(f.body, {1.0f, 3.6f, 1.0f}, {at.apply({-4.6f, 15.2f, -0.6f}), at.yaw, 20});  // arms
  k.box(f.body, {1.0f, 3.6f, 1.0f}, {at.apply({4.6f, 15.2f, -0.6f}), at.yaw, 25});
  if (f.belts) {
    k.box("side.secondary", {0.5f, 4.2f, 2.45f}, {at.apply({0, 15.2f, 0}), at.yaw, 0, 35});
    k.box("side.secondary", {0.5f, 4.2f, 2.45f}, {at.apply({0, 15.2f, 0}), at.yaw, 0, -35});
  }
  head(k, f.head, f.hair, 19.0f, at);
  shield(k, f.shield, at);
  weapon(k, f.weapon, at);
  return k;
}

// A horse about 16 mm at the withers, head toward -Z, plus its rider (`rider`, seated).
MeshKit horseFigure(const Horse& h, const Foot& rider, const Place& at) {
  MeshKit k;
  const float s = h.size;
  const Place p{at.at, at.yaw, 0, 0, {s, s, s}};
  const std::string body = h.barded ? "side.primary" : h.coat;
  for (float x : {-1.8f, 1.8f}) {
    for (float z : {-5.5f, 5.5f})
      k.taper(h.coat, 0.8f, 0.8f, 1.0f, 1.1f, 9.5f, {p.apply({x, 0, z}), at.yaw, 0, 0, p.scale});
  }
  k.taper(body, 2.6f, 7.2f, 2.9f, 7.6f, 6.0f,
          {p.apply({0, 8.5f, 0}), at.yaw, 0, 0, p.scale});  // barrel
  k.box(h.coat, {1.5f, 4.0f, 1.8f}, {p.apply({0, 16.0f, -7.6f}), at.yaw, 35, 0, p.scale});  // neck
  k.box(h.coat, {1.3f, 1.4f, 3.0f},
        {p.apply({0, 19.0f, -10.4f}), at.yaw, -20, 0, p.scale});  // head
  k.box(h.coat == "horse.grey" ? "horse.grey" : "black", {0.5f, 3.2f, 0.6f},
        {p.apply({0, 11.5f, 8.4f}), at.yaw, -25, 0, p.scale});  // tail
  if (h.barded)
    k.taper("side.secondary", 3.1f, 7.8f, 3.1f, 7.8f, 1.2f,
            {p.apply({0, 7.8f, 0}), at.yaw, 0, 0, p.scale});
  k.box("leather", {3.0f, 0.6f, 2.4f},
        {p.apply({0, 14.7f, 0.5f}), at.yaw, 0, 0, p.scale});  // saddle
  // The rider: legs astride, torso, arms, head and weapon, seated on the saddle.
  const Vec3 seat = p.apply({0, 15.0f, 0.5f});
  const Place r{seat, at.yaw};
  k.box(rider.legs, {0.9f, 3.0f, 1.2f}, {r.apply({-3.2f, -1.6f, -0.8f}), at.yaw, 20});
  k.box(rider.legs, {0.9f, 3.0f, 1.2f}, {r.apply({3.2f, -1.6f, -0.8f}), at.yaw, 20});
  k.taper(rider.body, 3.0f, 2.0f, 3.6f, 2.2f, 7.0f, {r.apply({0, 0, 0}), at.yaw});
  k.box(rider.body, {1.0f, 3.2f, 1.0f}, {r.apply({-4.2f, 3.6f, -0.8f}), at.yaw, 30});
  k.box(rider.body, {1.0f, 3.2f, 1.0f}, {r.apply({4.2f, 3.6f, -0.8f}), at.yaw, 40});
  if (rider.belts)
    k.box("side.secondary", {0.5f, 3.8f, 2.3f}, {r.apply({0, 3.6f, 0}), at.yaw, 0, 35});
  MeshKit top;
  head(top, rider.head, rider.hair, 7.5f, {});
  shield(top, rider.shield, Place{{0, -4.5f, 0}});
  weapon(top, rider.weapon, Place{{0, -4.0f, 0}});
  k.add(top, {seat, at.yaw});
  return k;
}

namespace {

MeshKit gun() {
  MeshKit k;
  k.box("wood", {1.6f, 1.2f, 9.0f}, {{0, 4.0f, 4.0f}, 0, -12});           // trail
  k.box("wood", {3.2f, 1.4f, 3.0f}, {{0, 6.0f, -2.0f}});                  // cheeks
  k.cylinder("bronze", 1.8f, 1.3f, 15.0f, 8, {{0, 8.2f, 2.0f}, 0, -90});  // barrel toward -Z
  k.ball("bronze", 1.9f, 6, 3, {{0, 8.2f, 2.2f}});
  k.add(wheel("wood.dark", 5.0f, {{-4.6f, 5.0f, -2.0f}}));
  k.add(wheel("wood.dark", 5.0f, {{4.6f, 5.0f, -2.0f}}));
  return k;
}

MeshKit limber() {
  MeshKit k;
  k.box("side.secondary", {4.0f, 2.6f, 3.0f}, {{0, 8.0f, 0}});  // ammunition chest
  k.box("wood", {0.4f, 0.4f, 9.0f}, {{0, 5.0f, -8.0f}, 0, 5});  // pole
  k.box("wood", {4.2f, 0.6f, 3.4f}, {{0, 5.2f, 0}});
  k.add(wheel("wood.dark", 4.4f, {{-4.8f, 4.4f, 0}}));
  k.add(wheel("wood.dark", 4.4f, {{4.8f, 4.4f, 0}}));
  return k;
}

// A figure and its far twins (models/<name>.gltf, <name>_far.gltf and <name>_far_side.gltf).
void foot(std::vector<ModelRecipe>& r, const std::string& name, const std::string& what, Foot f) {
  r.push_back({name, what, [f] { return footFigure(f); }});
  r.push_back({name + "_far", what + " (far: cards seen from the front)",
               [f] { return farFootFigure(f, CardSet::Front); }});
  r.push_back({name + "_far_side", what + " (far: cards seen from the sides)",
               [f] { return farFootFigure(f, CardSet::Side); }});
}

void horse(std::vector<ModelRecipe>& r, const std::string& name, const std::string& what, Horse h,
           Foot rider) {
  r.push_back({name, what, [h, rider] { return horseFigure(h, rider); }});
  r.push_back({name + "_far", what + " (far: cards seen from the front)",
               [h, rider] { return farHorseFigure(h, rider, CardSet::Front); }});
  r.push_back({name + "_far_side", what + " (far: cards seen from the sides)",
               [h, rider] { return farHorseFigure(h, rider, CardSet::Side); }});
}

}  // namespace

MeshKit wheel(const std::string& paint, float r, const Place& at) {
  MeshKit k;
  k.cylinder(paint, r, r, 1.0f, 10, {at.at, at.yaw, 0, 90});
  k.box("iron", {0.6f, r * 0.95f, 0.4f}, {at.at, at.yaw});
  return k;
}

std::vector<ModelRecipe> figureRecipes() {
  std::vector<ModelRecipe> r;
  foot(r, "foot_spear", "close-order foot: helmet, large shield, spear",
       {Headgear::CrestedHelmet, Shield::Large, Weapon::Spear});
  foot(r, "foot_auxilia", "medium foot: helmet, oval shield, spear",
       {Headgear::Helmet, Shield::Oval, Weapon::Spear});
  foot(r, "foot_warrior", "warband: bare-headed, oval shield, sword",
       {Headgear::Bare, Shield::Oval, Weapon::Sword, "hair.fair", "side.secondary"});
  foot(r, "foot_pike", "pikeman: helmet, pike", {Headgear::Helmet, Shield::None, Weapon::Pike});
  foot(r, "foot_archer", "archer: cap, bow and quiver", {Headgear::Cap, Shield::None, Weapon::Bow});
  foot(r, "foot_skirmisher", "skirmisher: bare-headed, small shield, javelins",
       {Headgear::Bare, Shield::Small, Weapon::Javelins});
  foot(r, "foot_slinger", "slinger: hood, sling", {Headgear::Hood, Shield::None, Weapon::Sling});
  foot(r, "foot_musket", "line infantry: tricorn, coat, crossbelts, musket",
       {Headgear::Tricorn, Shield::None, Weapon::Musket, "hair", "cloth.light", "side.primary",
        true});
  foot(r, "foot_light", "light infantry: shako, musket",
       {Headgear::Shako, Shield::None, Weapon::Musket, "hair", "cloth.dark", "side.primary", true});
  foot(r, "foot_standard", "standard bearer", {Headgear::Helmet, Shield::None, Weapon::Standard});
  foot(r, "foot_standard_musket", "colour bearer (horse and musket)",
       {Headgear::Tricorn, Shield::None, Weapon::Standard, "hair", "cloth.light", "side.primary",
        true});
  foot(r, "foot_crew", "gun crew: shako, rammer",
       {Headgear::Shako, Shield::None, Weapon::Rammer, "hair", "cloth.dark", "side.primary"});
  foot(r, "foot_crew_ancient", "engine crew: cap, rammer",
       {Headgear::Cap, Shield::None, Weapon::Rammer});
  horse(r, "horse_rider", "cavalry: helmet, shield, spear", {"horse.bay"},
        {Headgear::Helmet, Shield::Round, Weapon::Spear});
  horse(
      r, "horse_trooper", "horse and musket cavalry: shako, sword", {"horse.black"},
      {Headgear::Shako, Shield::None, Weapon::Sword, "hair", "cloth.light", "side.primary", true});
  horse(r, "horse_knight", "knight: great helm, barded horse, lance, kite shield",
        {"horse.grey", true}, {Headgear::GreatHelm, Shield::Kite, Weapon::Lance, "hair", "steel"});
  horse(r, "horse_light", "light horse: bare-headed, javelins", {"horse.bay", false, 0.9f},
        {Headgear::Bare, Shield::Small, Weapon::Javelins});
  horse(r, "horse_leader", "general: plumed helmet, baton", {"horse.grey"},
        {Headgear::CrestedHelmet, Shield::None, Weapon::Baton, "hair", "side.secondary"});
  horse(r, "horse_standard", "mounted standard bearer", {"horse.bay"},
        {Headgear::Helmet, Shield::None, Weapon::Standard});
  r.push_back({"gun", "field gun on its carriage, muzzle toward -Z", gun});
  r.push_back({"limber", "limber with its ammunition chest", limber});
  return r;
}

}  // namespace sandtable::media
