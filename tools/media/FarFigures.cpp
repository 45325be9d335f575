// The far twins of each figure: what the table draws when a stand is only a few pixels wide
// (the overview of a whole battle, the back of a classroom). The same outline, size and
// paints as the near figure, cut out of cards, in two sets: the cards seen from the front
// and back (<figure>_far: each part's card across the figure, a shield before the body) and
// the cards seen from the sides (<figure>_far_side: each part's card along it, a flag). The
// table draws one set, the one that faces the camera more. Bolder where it matters: a weapon
// thin as a pin up close is a pixel or two wide here, so spears and lances rise above the
// ranks, shields show the side's second colour, a horse is long and brown under its rider.
// A set has a tenth of the near figure's triangles.
//
// Cards that share a plane never overlap unless they share a paint (an overlap of two
// paints in one plane would flicker): each part begins where the one below it ends.
#include "FigureKinds.h"

namespace sandtable::media {
namespace {

// One set of a far figure's cards: `front` adds the cards seen from the front and back,
// `side` those seen from the sides, `both` the one of a crossed pair that belongs to the set.
struct Cards {
  MeshKit& k;
  CardSet set;
  void front(const std::string& paint, float bottom, float top, float height, const Place& p) {
    if (set == CardSet::Front) k.card(paint, bottom, top, height, p);
  }
  void side(const std::string& paint, float bottom, float top, float height, const Place& p) {
    if (set == CardSet::Side) k.card(paint, bottom, top, height, p, true);
  }
  // A part as two crossed cards: half widths `across` (bottom, top) seen from the front,
  // `along` (bottom, top) seen from the side.
  void both(const std::string& paint, float acrossBottom, float acrossTop, float alongBottom,
            float alongTop, float height, const Place& p) {
    front(paint, acrossBottom, acrossTop, height, p);
    side(paint, alongBottom, alongTop, height, p);
  }
};

// The head from the neck to the brow, and the headgear (or hair) above it in its own paint,
// so a kind of troop reads by its top.
void farHead(Cards k, Headgear g, const std::string& hair, float neckY, const Place& at) {
  const float brow = neckY + 3.4f;
  k.both("skin", 1.9f, 2.0f, 1.9f, 2.0f, 3.4f, {at.apply({0, neckY, 0}), at.yaw});
  auto top = [&](const std::string& paint, float bottom, float upper, float height) {
    k.both(paint, bottom, upper, bottom, upper, height, {at.apply({0, brow, 0}), at.yaw});
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
      k.side("side.secondary", 0.6f, 0.6f, 2.2f, {at.apply({0, brow + 2.0f, 0}), at.yaw});
      break;
    case Headgear::GreatHelm:
      // Over the whole head: the steel from the neck up.
      k.both("steel", 2.5f, 2.4f, 2.5f, 2.4f, 1.2f, {at.apply({0, brow, 0}), at.yaw});
      k.front("steel", 2.5f, 2.5f, 3.4f, {at.apply({0, neckY, -2.1f}), at.yaw});
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
void farWeapon(Cards k, Weapon w, const Place& at) {
  auto pole = [&](const std::string& paint, float half, Vec3 foot, float height, float pitch,
                  float roll) {
    k.both(paint, half, half, half, half, height, {at.apply(foot), at.yaw, pitch, roll});
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
      k.front("leather", 1.2f, 1.2f, 8.0f, {at.apply({2.0f, 12.0f, 2.8f}), at.yaw, 0, 15});
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
      k.side("side.secondary", 1.8f, 1.8f, 2.4f, {at.apply({4.0f, 25.0f, -20.5f}), at.yaw});
      break;
    case Weapon::Baton:
      pole("brass", 0.7f, {4.8f, 17.0f, -2.6f}, 4.8f, 50, 0);
      break;
    case Weapon::Standard:
      pole("wood", 0.7f, {3.8f, -1.0f, -0.5f}, 36.0f, 0, 0);
      // The flag flies forward from the pole, seen from the sides, its top band in the second
      // colour.
      k.side("side.primary", 4.5f, 4.5f, 4.4f, {at.apply({3.8f, 27, -5.0f}), at.yaw});
      k.side("side.secondary", 4.5f, 4.5f, 1.6f, {at.apply({3.8f, 31.4f, -5.0f}), at.yaw});
      break;
  }
}

// A shield: one card of the side's second colour before the body, the kite tapering down.
void farShield(Cards k, Shield s, const Place& at) {
  auto slab = [&](float bottom, float top, float height, float y) {
    k.front("side.secondary", bottom, top, height, {at.apply({-3.6f, y, -2.8f}), at.yaw});
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

MeshKit farFootFigure(const Foot& f, CardSet set) {
  MeshKit kit;
  Cards k{kit, set};
  const Place at{};
  k.both(f.legs, 2.9f, 2.9f, 1.4f, 1.4f, 7.5f, {{0, 0, 0}});
  // Body and arms in one: wider at the shoulders, as the arms make the near figure.
  k.both(f.body, 3.6f, 5.2f, 2.4f, 2.3f, 11.5f, {{0, 7.5f, 0}});
  if (f.belts) k.front("side.secondary", 3.0f, 3.0f, 1.6f, {{0, 14.4f, -0.3f}});
  farHead(k, f.head, f.hair, 19.0f, at);
  farShield(k, f.shield, at);
  farWeapon(k, f.weapon, at);
  return kit;
}

MeshKit farHorseFigure(const Horse& h, const Foot& rider, CardSet set) {
  MeshKit kit;
  Cards k{kit, set};
  const float s = h.size;
  const Vec3 scale{s, s, s};
  auto place = [&](Vec3 p, float pitch = 0, float roll = 0) {
    return Place{p * s, 0, pitch, roll, scale};
  };
  // Forelegs and hind legs, each pair a crossed card; the barrel above them (a caparison's
  // hem in the second colour); the neck up to the head; the tail.
  for (float z : {-5.5f, 5.5f}) k.both(h.coat, 2.7f, 2.7f, 1.0f, 1.0f, 8.5f, place({0, 0, z}));
  if (h.barded) {
    k.both("side.secondary", 2.8f, 2.8f, 7.6f, 7.6f, 1.4f, place({0, 8.5f, 0}));
    k.both("side.primary", 2.8f, 2.9f, 7.6f, 7.6f, 4.6f, place({0, 9.9f, 0}));
  } else {
    k.both(h.coat, 2.7f, 2.9f, 7.4f, 7.6f, 6.0f, place({0, 8.5f, 0}));
  }
  k.both(h.coat, 1.6f, 1.5f, 1.9f, 1.7f, 7.0f, place({0, 12.5f, -6.5f}, -25));
  k.both(h.coat, 1.4f, 1.3f, 3.0f, 3.0f, 2.8f, place({0, 17.6f, -10.4f}));
  k.side(h.coat == "horse.grey" ? "horse.grey" : "black", 0.7f, 0.7f, 6.5f,
         place({0, 6.5f, 10.5f}, -25));  // hanging from the rump
  // The rider on the saddle: legs astride before the barrel, body and arms, head, shield, weapon.
  const Vec3 seat = Vec3{0, 15.0f, 0.5f} * s;
  k.front(rider.legs, 3.8f, 3.8f, 2.8f, {seat + Vec3{0, -2.8f, -0.8f}});
  k.both(rider.body, 3.0f, 4.8f, 2.0f, 2.2f, 7.5f, {seat});
  if (rider.belts) k.front("side.secondary", 3.0f, 3.0f, 1.6f, {seat + Vec3{0, 3.0f, -0.3f}});
  MeshKit topKit;
  Cards top{topKit, set};
  farHead(top, rider.head, rider.hair, 7.5f, {});
  farShield(top, rider.shield, Place{{0, -4.5f, 0}});
  farWeapon(top, rider.weapon, Place{{0, -4.0f, 0}});
  kit.add(topKit, {seat});
  return kit;
}

}  // namespace sandtable::media
