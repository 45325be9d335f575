// Robert's Rules' enumerations of troops: scales, troop types, attributes, training levels.
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>

namespace sandtable::rules::roberts {

// 000 The Stands: "depend upon the figure scale chosen (15mm or 25mm)".
enum class Scale : std::uint8_t { Mm25, Mm15, Count_ };
inline constexpr std::size_t kScaleCount = static_cast<std::size_t>(Scale::Count_);

// 000 The Stands: the troop types.
enum class TroopKind : std::uint8_t {
  HeavyFoot,
  MediumFoot,
  Skirmisher,
  HeavyMounted,
  LightMounted,
  Artillery,
  BattlePlatform,
  Count_
};
inline constexpr std::size_t kTroopKindCount = static_cast<std::size_t>(TroopKind::Count_);
using TroopKindSet = std::bitset<kTroopKindCount>;

// 000 Point Cost: the Attributes a stand may buy (or come with).
enum class Attribute : std::uint8_t {
  Elite,
  Militia,
  Fanatic,
  Guard,
  Unreliable,
  Reluctant,
  Swift,
  Eager,
  Impetuous,
  Shock,
  Vulnerable,
  Count_
};
inline constexpr std::size_t kAttributeCount = static_cast<std::size_t>(Attribute::Count_);
using AttributeSet = std::bitset<kAttributeCount>;

// 000 Forming Units: Regular unless Elite or Militia was bought.
enum class Training : std::uint8_t { Militia, Regular, Elite, Count_ };
inline constexpr std::size_t kTrainingCount = static_cast<std::size_t>(Training::Count_);

}  // namespace sandtable::rules::roberts
