// The art binding (media/binding.yaml): which figures populate a stand of each troop
// type, which marker model and label each marker text gets, which sounds go with which
// events, and the side-colour palettes. Loaded with file:line:col errors like every data
// file; the rules never see it.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "data/YamlReader.h"

namespace sandtable::view {

struct Colour {
  float r = 0, g = 0, b = 0;
  friend bool operator==(const Colour&, const Colour&) = default;
};

struct SideColours {
  Colour primary;
  Colour secondary;
};

struct Palette {
  std::string id;
  std::string name;
  std::array<SideColours, 2> sides;
};

struct PiecePlacement {
  std::string model;
  float x = 0;  // share of the stand's width, from its centre (+ to its right)
  float y = 0;  // share of its depth, from its centre (+ toward its front)
};

struct TroopLook {
  std::string figure;
  int files = 4;
  int ranks = 2;
  bool open = false;  // open order: figures scattered, not in ranks
  std::string standard;
  std::vector<PiecePlacement> pieces;
  std::string moveSound;
  std::string shootSound;
  std::map<std::string, std::string> eraVariants;  // era -> figure
};

// How a marker shows on a unit's floating label: a small shape in a colour, with a sign on
// it (a letter or two) or, for a marker that counts (casualties), the number.
enum class BadgeShape : std::uint8_t { Circle, Square, Diamond, Triangle, Star, Shield, Ring, Tick };

struct BadgeLook {
  BadgeShape shape = BadgeShape::Circle;
  Colour colour{0.6f, 0.6f, 0.6f};
  std::string glyph;  // up to two printable ASCII characters; may be empty
};

struct MarkerLook {
  std::string model;
  std::string label;
  std::optional<BadgeLook> badge;  // none: the marker is said on the label's tooltip only
  // Set before each stand of the front rank (`at: front`, e.g. deployed pavises) rather
  // than as one token in the row behind the unit.
  bool front = false;
};

class MediaBinding {
 public:
  // Loads and checks a binding file; throws data::ConfigErrors listing every problem.
  static MediaBinding load(const std::filesystem::path& file);

  // The look of a troop type in a ruleset (the default look when it is not bound), with the
  // figure for `era` when the type has a variant for it.
  TroopLook troop(const std::string& ruleset, const std::string& type,
                  const std::string& era = "") const;
  bool bound(const std::string& ruleset, const std::string& type) const;
  // The era the given troop types belong to ("" when none is recognised).
  std::string eraOf(const std::vector<std::string>& types) const;
  // The marker for a marker text (case-insensitive), or the default marker.
  MarkerLook marker(const std::string& text) const;
  // The badges' legend: each marker that has a badge, in the file's order, once per label.
  std::vector<MarkerLook> badgeLegend() const;
  // A sound for an event name (turn_began, initiative, dice, melee, routed, game_over).
  std::string sound(const std::string& event) const;

  const std::vector<Palette>& palettes() const { return mPalettes; }
  // The palette with this id, or the first one.
  const Palette& palette(const std::string& id) const;
  // Every model and sound file stem the binding names, for checks and preloading.
  std::vector<std::string> modelNames() const;
  std::vector<std::string> soundNames() const;

 private:
  std::vector<Palette> mPalettes;
  std::map<std::string, std::vector<std::string>> mEras;
  TroopLook mDefaultTroop;
  std::map<std::string, std::map<std::string, TroopLook>> mTroops;  // ruleset -> type -> look
  std::map<std::string, MarkerLook> mMarkers;                       // lower-case text -> look
  std::vector<std::string> mMarkerOrder;                            // their keys as the file lists them
  std::map<std::string, std::string> mSounds;
};

// "#RRGGBB" to a colour; nullopt when malformed.
std::optional<Colour> parseHexColour(const std::string& text);

}  // namespace sandtable::view
