// Sides, unit identities and the read-only picture of a unit that the table, the CLI and
// the tests share. Each ruleset keeps its own full unit state; this is what it shows.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Geometry.h"

namespace sandtable::rules {

enum class Side : std::uint8_t { None = 0, One = 1, Two = 2 };
inline constexpr Side opponent(Side s) { return s == Side::One ? Side::Two : s == Side::Two ? Side::One : Side::None; }
inline constexpr int sideIndex(Side s) { return s == Side::Two ? 1 : 0; }
std::string_view sideKey(Side s);  // "side1", "side2" or "none"

using UnitId = std::int32_t;
inline constexpr UnitId kNoUnit = -1;

// One base on the table.
struct Stand {
  Rect footprint;
};

// A commander or personality, attached to a unit or standing alone.
struct Leader {
  std::string name;
  Side side = Side::None;
  UnitId attachedTo = kNoUnit;
  Point position;
};

// Whether a unit is on the table. Routed and Removed are gone from it (run off in a rout,
// destroyed or dispersed); a unit still on the table in flight, which may rally or be pursued,
// is Active with Condition::Morale::Broken, so that the table draws it, the report counts it
// broken and the AI still sees it.
enum class UnitStatus : std::uint8_t { Active, Routed, Removed };
std::string_view unitStatusName(UnitStatus s);

// A unit's condition, typed for generic code (the command line's counts, the scripted AI,
// the checks of the conformance suite) and in words for people. Each system fills it in its
// units(), mapping its own states onto these.
struct Condition {
  enum class Morale : std::uint8_t {
    Steady,    // in good order (MicroBattle's steady, Warlords' Ready)
    Shaken,    // shaken, fighting worse (MicroBattle's SHAKEN)
    Wavering,  // worn down a step short of breaking (Warlords' Worn)
    Broken,    // broken but still on the table, fleeing (Warlords' Broken)
    Frenzied,  // out of its commander's hand, going for the enemy (Warlords' Berserk)
    Gone,      // off the table: routed, dispersed or destroyed
  };
  Morale morale = Morale::Steady;
  bool disordered = false;  // its formation lost (Warlords' Unformed)
  std::string words;        // as a card shows it ("steady", "SHAKEN", "Worn")
};
std::string_view moraleKey(Condition::Morale m);  // "steady", "shaken", ...: for JSON and tests

// A count the rules keep on a unit, as a counter or token beside it on the table, typed for
// generic code (the table's tokens and label marks, the report, the AI's evaluation); the
// words for people are in `markers`.
struct Counter {
  enum class Kind : std::uint8_t {
    Casualties,  // figures (or hits) lost so far
    Stands,      // stands on the table
    Champions,   // champions or heroes stepped forward from its ranks
    Leaders,     // personalities, generals or captains with it
    Activated,   // 1 once it has acted this turn
    Acting,      // 1 while it is the unit acting
    Charging,    // 1 while it charges
    Defences,    // field defences it has set up before its front (pavises)
  };
  Kind kind = Kind::Casualties;
  int value = 0;
};

struct UnitView {
  UnitId id = kNoUnit;
  Side side = Side::None;
  std::string name;                   // as the scenario names it
  std::string shortName;              // for labels too narrow for the name ("Gyrth"); may be empty
  std::string type;                   // ruleset troop type id, e.g. "heavy_infantry"
  std::string typeName;               // for people, e.g. "Heavy Infantry"
  std::vector<Stand> stands;          // footprints on the table
  std::optional<Square> square;       // grid rulesets only
  UnitStatus status = UnitStatus::Active;
  Condition condition;                // morale and order, typed and in words
  int strength = 0;                   // ruleset-specific (stands, hits left, ...)
  std::vector<Counter> counters;      // the counts the rules keep on it, typed
  std::vector<std::string> markers;   // every marker also as text

  // The value of a counter of this kind (summed, should a system give it twice); 0 when the
  // unit has none.
  int count(Counter::Kind k) const {
    int n = 0;
    for (const Counter& c : counters) n += c.kind == k ? c.value : 0;
    return n;
  }
};

}  // namespace sandtable::rules
