// War of the Roses' enumerations of troops (002 Making an Army) and of what a morale test is
// caused by (002 Event V).
#pragma once

#include <cstddef>
#include <cstdint>

namespace sandtable::rules::wotr {

// 002 Making an Army, Figure points value: Kind. Ordered from the highest kind point value
// down: a friend "of the same or superior kind" compares these values (002 Event V).
enum class Kind : std::uint8_t { Knight, Professional, Militia, Levy, Count_ };
inline constexpr std::size_t kKindCount = static_cast<std::size_t>(Kind::Count_);

// Morale classes; Ordinary is a unit with none of the outline's five (the sample army's "=").
enum class MoraleClass : std::uint8_t {
  Chivalric,
  Fanatic,
  Veteran,
  Retinue,
  Raw,
  Ordinary,
  Count_
};
inline constexpr std::size_t kMoraleClassCount = static_cast<std::size_t>(MoraleClass::Count_);

// Protection, lightest first: a mixed unit's protection is the mean of these levels rounded
// down (002 Making an Army).
enum class Protection : std::uint8_t { None, Light, Heavy, Full, Count_ };
inline constexpr std::size_t kProtectionCount = static_cast<std::size_t>(Protection::Count_);

// What a weapon counts as in melee (002 Melee modifiers): shooters other than longbowmen,
// longbowmen, pike, cavalry lances, or none of these.
enum class MeleeRole : std::uint8_t { None, Shooter, Longbow, Pike, Lance };

// The casualty column of a shot (002 Target protection): by the attacker's weapon. Melee is
// the column of every weapon hand to hand.
enum class CasualtyColumn : std::uint8_t { Bow, CrossbowLongbow, HandgunArtillery, Melee, Count_ };
inline constexpr std::size_t kCasualtyColumnCount =
    static_cast<std::size_t>(CasualtyColumn::Count_);

// Cover a target stands behind (002 Fire Modifiers: soft/medium (pavises)/hard).
enum class Cover : std::uint8_t { None, Soft, Medium, Hard };

// The morale table's columns: the testing unit (002 Event V).
enum class TesterKind : std::uint8_t {
  MountedKnights,
  FootKnights,
  Professionals,
  Militia,
  Levy,
  Count_
};
inline constexpr std::size_t kTesterKindCount = static_cast<std::size_t>(TesterKind::Count_);

// The morale table's rows: the enemy in melee or the morale cause.
enum class MoraleCause : std::uint8_t {
  MountedKnights,
  FootKnights,
  Professionals,
  Militia,
  Levy,
  LeaderHitOrRout,
  Shooting,
  Count_
};
inline constexpr std::size_t kMoraleCauseCount = static_cast<std::size_t>(MoraleCause::Count_);

// Unit types by how they are sized and moved.
enum class Arm : std::uint8_t { Infantry, Cavalry, Artillery, Count_ };
inline constexpr std::size_t kArmCount = static_cast<std::size_t>(Arm::Count_);

}  // namespace sandtable::rules::wotr
