// The far twin of each figure: what the table draws when a stand is only a few pixels wide
// (the overview of a whole battle, the back of a classroom). The same outline, size and
// paints as the near figure, cut out of cards: each part two cards crossed at right angles
// (one seen from the front and back, one from the sides), a shield one card before the
// body. Bolder where it matters: a weapon thin as a pin up close is a pixel or two wide
// here, so spears and lances rise above the ranks, shields show the side's second colour,
// a horse is long and brown under its rider. A fifth of the near figure's triangles.
//
// Cards that share a plane never overlap unless they share a paint (an overlap of two
// paints in one plane would flicker): each part begins where the one below it ends.
#include "FigureKinds.h"

namespace sandtable::media {
namespace {

// Two cards crossed at right angles, standing at `p`: half widths `across` (bottom, top) seen
// from the front, `along` (bottom, top) seen from the side.
void cross(MeshKit& k, const std::string& paint, float acrossBottom, float acrossTop,
           float alongBottom, float alongTop, float height, const Place& p) {
  k.card(paint, acrossBottom, acrossTop, height, p);
  k.card(paint, alongBottom, alongTop, height, p, true);
}

// The head from the neck to the brow, and the headgear (or hair) above it in its own paint,
// so a kind of troop reads by its top.
void farHead(MeshKit& k, Headgear g, const std::string& hair, float neckY, const Place& at) {
  const float brow = neckY + 3.4f;
  cross(k, "skin", 1.9f, 2.0f, 1.9f, 2.0f, 3.4f, {at.apply({0, neckY, 0}), at.yaw});
  auto top = [&](const std::string& paint, float bottom, float upper, float height) {
    cross(k, paint, bottom, upper, bottom, upper, height, {at.apply({0, brow, 0}), at.yaw});
  };
  switch (g) {
    case Headgear::Bare:
      top(hair, 2.1f, 1.4f, 1.4f);
      break;
    case Headgear::Cap:
      top("cloth.light", 2.3f, 1.8f, 1.7f);
      break;
    case Headgear::Helmet:
      top("steel", 2.5f, 0.6f, 2.6f);
      break;
    case Headgear::CrestedHelmet:
      top("bronze", 2.5f, 1.1f, 2.0f);
      k.card("side.secondary", 0.6f, 0.6f, 2.2f, {at.apply({0, brow + 2.0f, 0}), at.yaw + 90});
      break;
    case Headgear::GreatHelm:
      // Over the whole head: the steel from the neck up.
      cross(k, "steel", 2.5f, 2.4f, 2.5f, 2.4f, 1.2f, {at.apply({0, brow, 0}), at.yaw});
      k.card("steel", 2.5f, 2.5f, 3.4f, {at.apply({0, neckY, -2.1f}), at.yaw});
      break;
    case Headgear::Tricorn:
      top("black", 3.2f, 2.2f, 1.4f);
      break;
    case Headgear::Shako:
      top("black", 2.2f, 2.5f, 3.4f);
      break;
    case Headgear::Hood:
      top("side.secondary", 2.6f, 0.3f, 3.4f);
      break;
  }
}

// Weapons a millimetre or two wide: seen from across the table, the outline of a kind.
void farWeapon(MeshKit& k, Weapon w, const Place& at) {
  auto pole = [&](const std::string& paint, float half, Vec3 foot, float height, float pitch,
                  float roll) {
    cross(k, paint, half, half, half, half, height, {at.apply(foot), at.yaw, pitch, roll});
  };
  switch (w) {
    case Weapon::None:
      break;
    case Weapon::Spear:
      pole("wood", 0.8f, {4.6f, -1.0f, -1.0f}, 31.5f, 0, 0);
      pole("steel", 1.1f, {4.6f, 30.5f, -1.0f}, 3.0f, 0, 0);
      break;
    case Weapon::Pike:
      pole("wood", 0.8f, {4.6f, -4.0f, -1.5f}, 56.0f, 0, 0);
      pole("steel", 1.1f, {4.6f, 52.0f, -1.5f}, 3.0f, 0, 0);
      break;
    case Weapon::Bow:
      // The bow held out in front, as tall as the archer's body; the quiver behind.
      pole("wood.dark", 0.8f, {-4.2f, 6.5f, -3.8f}, 15.0f, 0, 0);
      k.card("leather", 1.2f, 1.2f, 8.0f, {at.apply({2.0f, 12.0f, 2.8f}), at.yaw, 0, 15});
      break;
    case Weapon::Javelins:
      pole("wood", 0.9f, {4.9f, 2.0f, -0.5f}, 22.0f, 0, 4);
      break;
    case Weapon::Sword:
      pole("steel", 0.8f, {4.8f, 11.0f, -2.5f}, 9.0f, 35, 0);
      break;
    case Weapon::Musket:
      pole("wood.dark", 0.8f, {3.2f, 9.0f, 0.8f}, 22.0f, 0, -12);
      break;
    case Weapon::Sling:
      pole("leather", 0.6f, {4.6f, 16.0f, -1.0f}, 8.0f, 0, -40);
      break;
    case Weapon::Rammer:
      pole("wood", 0.7f, {4.4f, 3.0f, -1.0f}, 20.0f, 20, 0);
      break;
    case Weapon::Lance:
      // Couched forward and up, a pennon near its head.
      pole("wood", 0.8f, {4.0f, 8.0f, 9.3f}, 40.0f, -60, 0);
      k.card("side.secondary", 1.8f, 1.8f, 2.4f, {at.apply({4.0f, 25.0f, -20.5f}), at.yaw + 90});
      break;
    case Weapon::Baton:
      pole("brass", 0.7f, {4.8f, 17.0f, -2.6f}, 4.8f, 50, 0);
      break;
    case Weapon::Standard:
      pole("wood", 0.7f, {3.8f, -1.0f, -0.5f}, 36.0f, 0, 0);
      k.sheet("side.primary", 9, 6, {at.apply({3.8f, 27, -0.5f}), at.yaw + 90});
      k.sheet("side.secondary", 9, 1.6f, {at.apply({3.8f, 29.2f, -0.52f}), at.yaw + 90});
      break;
  }
}

// A shield: one card of the side's second colour before the body, the kite tapering down.
void farShield(MeshKit& k, Shield s, const Place& at) {
  auto slab = [&](float bottom, float top, float height, float y) {
    k.card("side.secondary", bottom, top, height, {at.apply({-3.6f, y, -2.8f}), at.yaw});
  };
  switch (s) {
    case Shield::None:
      break;
    case Shield::Large:
      slab(3.8f, 3.8f, 11.2f, 6.9f);
      break;
    case Shield::Oval:
      slab(2.6f, 2.6f, 9.2f, 7.9f);
      break;
    case Shield::Round:
      slab(3.0f, 3.0f, 6.6f, 9.2f);
      break;
    case Shield::Small:
      slab(2.2f, 2.2f, 4.6f, 10.2f);
      break;
    case Shield::Kite:
      slab(0.7f, 3.1f, 9.0f, 8.0f);
      break;
  }
}

}  // namespace

MeshKit farFootFigure(const Foot& f) {
  MeshKit k;
  const Place at{};
  cross(k, f.legs, 2.9f, 2.9f, 1.4f, 1.4f, 7.5f, {{0, 0, 0}});
  // Body and arms in one: wider at the shoulders, as the arms make the near figure.
  cross(k, f.body, 3.6f, 5.2f, 2.4f, 2.3f, 11.5f, {{0, 7.5f, 0}});
  if (f.belts) k.card("side.secondary", 3.0f, 3.0f, 1.6f, {{0, 14.4f, -0.3f}});
  farHead(k, f.head, f.hair, 19.0f, at);
  farShield(k, f.shield, at);
  farWeapon(k, f.weapon, at);
  return k;
}

MeshKit farHorseFigure(const Horse& h, const Foot& rider) {
  MeshKit k;
  const float s = h.size;
  const Vec3 scale{s, s, s};
  auto place = [&](Vec3 p, float yaw = 0, float pitch = 0) {
    return Place{p * s, yaw, pitch, 0, scale};
  };
  // Forelegs and hind legs, each pair a crossed card; the barrel above them (a caparison's
  // hem in the second colour); the neck up to the head; the tail.
  for (float z : {-5.5f, 5.5f}) cross(k, h.coat, 2.7f, 2.7f, 1.0f, 1.0f, 8.5f, place({0, 0, z}));
  if (h.barded) {
    cross(k, "side.secondary", 2.8f, 2.8f, 7.6f, 7.6f, 1.4f, place({0, 8.5f, 0}));
    cross(k, "side.primary", 2.8f, 2.9f, 7.6f, 7.6f, 4.6f, place({0, 9.9f, 0}));
  } else {
    cross(k, h.coat, 2.7f, 2.9f, 7.4f, 7.6f, 6.0f, place({0, 8.5f, 0}));
  }
  cross(k, h.coat, 1.6f, 1.5f, 1.9f, 1.7f, 7.0f, place({0, 12.5f, -6.5f}, 0, -25));
  cross(k, h.coat, 1.4f, 1.3f, 3.0f, 3.0f, 2.8f, place({0, 17.6f, -10.4f}));
  k.card(h.coat == "horse.grey" ? "horse.grey" : "black", 0.7f, 0.7f, 6.5f,
         {Vec3{0, 6.5f, 10.5f} * s, 90, 0, -25, scale});  // hanging from the rump
  // The rider on the saddle: legs astride before the barrel, body and arms, head, shield, weapon.
  const Vec3 seat = Vec3{0, 15.0f, 0.5f} * s;
  k.card(rider.legs, 3.8f, 3.8f, 2.8f, {seat + Vec3{0, -2.8f, -0.8f}});
  cross(k, rider.body, 3.0f, 4.8f, 2.0f, 2.2f, 7.5f, {seat});
  if (rider.belts) k.card("side.secondary", 3.0f, 3.0f, 1.6f, {seat + Vec3{0, 3.0f, -0.3f}});
  MeshKit top;
  farHead(top, rider.head, rider.hair, 7.5f, {});
  farShield(top, rider.shield, Place{{0, -4.5f, 0}});
  farWeapon(top, rider.weapon, Place{{0, -4.0f, 0}});
  k.add(top, {seat});
  return k;
}

}  // namespace sandtable::media
