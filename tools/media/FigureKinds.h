// What a figure is made of, shared by the near figures (Figures.cpp: every detail, for
// stands seen close) and their far twins (FarFigures.cpp: the same figure in a few bold
// blocks, for stands a few pixels wide, whose outline and colours must still tell a
// spearman from an archer and a knight from a light horseman).
#pragma once

#include <string>

#include "MeshKit.h"

namespace sandtable::media {

enum class Headgear { Bare, Cap, Helmet, CrestedHelmet, GreatHelm, Tricorn, Shako, Hood };
enum class Shield { None, Large, Oval, Round, Small, Kite };
enum class Weapon {
  None,
  Spear,
  Pike,
  Bow,
  Javelins,
  Sword,
  Musket,
  Sling,
  Rammer,
  Lance,
  Baton,
  Standard
};

struct Foot {
  Headgear head = Headgear::Helmet;
  Shield shield = Shield::None;
  Weapon weapon = Weapon::Spear;
  std::string hair = "hair";
  std::string legs = "cloth.dark";
  std::string body = "side.primary";
  bool belts = false;  // crossbelts in the secondary colour (horse and musket coats)
};

struct Horse {
  std::string coat = "horse.bay";
  bool barded = false;  // a caparison in the side's colours
  float size = 1.0f;
};

// A standing figure about 24 mm to the eye, and a horse about 16 mm at the withers with its
// rider seated, head toward -Z (Figures.cpp).
MeshKit footFigure(const Foot& f, const Place& at = {});
MeshKit horseFigure(const Horse& h, const Foot& rider, const Place& at = {});
// Their far twins: the same outline, size and paints cut out of cards, one set seen from the
// front and back and one from the sides (FarFigures.cpp).
enum class CardSet { Front, Side };
MeshKit farFootFigure(const Foot& f, CardSet set);
MeshKit farHorseFigure(const Horse& h, const Foot& rider, CardSet set);

}  // namespace sandtable::media
