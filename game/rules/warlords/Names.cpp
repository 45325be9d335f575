// The ids Warlords data files use for troop types, formations, traits and field defences.
#include <array>
#include <string_view>

#include "Setup.h"
#include "Tables.h"

namespace sandtable::rules::warlords {

namespace {

template <typename E, std::size_t N>
bool fromId(const std::array<std::string_view, N>& names, std::string_view id, E& out) {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == id) {
      out = static_cast<E>(i);
      return true;
    }
  }
  return false;
}

constexpr std::array<std::string_view, kTroopKindCount> kTroopIds{"foot_skirmisher", "horse_skirmisher", "loose_foot",
                                                                  "close_foot",      "cavalry",          "pike"};
constexpr std::array<std::string_view, 5> kFormationIds{"line", "column", "shieldwall", "wedge", "hedgehog"};
constexpr std::array<std::string_view, static_cast<std::size_t>(Trait::Count_)> kTraitIds{
    "expert_tactician", "cunning",   "fanatical_bodyguard", "hated",   "rash",   "indecisive",
    "coward",           "aggressive", "nemesis",            "vendetta", "bounty", "slippery"};
constexpr std::array<std::string_view, 4> kDefenceIds{"tabor", "berm", "stakes", "obstacle"};

}  // namespace

std::string_view troopKindId(TroopKind k) { return kTroopIds.at(static_cast<std::size_t>(k)); }
bool troopKindFromId(std::string_view id, TroopKind& out) { return fromId(kTroopIds, id, out); }
std::string_view formationId(FormationKind f) { return kFormationIds.at(static_cast<std::size_t>(f)); }
bool formationFromId(std::string_view id, FormationKind& out) { return fromId(kFormationIds, id, out); }
std::string_view traitId(Trait t) { return kTraitIds.at(static_cast<std::size_t>(t)); }
bool traitFromId(std::string_view id, Trait& out) { return fromId(kTraitIds, id, out); }
std::string_view defenceKindId(DefenceKind k) { return kDefenceIds.at(static_cast<std::size_t>(k)); }
bool defenceKindFromId(std::string_view id, DefenceKind& out) { return fromId(kDefenceIds, id, out); }

}  // namespace sandtable::rules::warlords
