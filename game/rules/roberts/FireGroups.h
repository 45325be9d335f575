// 000 Missile Fire: 'When Skirmishers succeed individually at a Missile Fire Action Roll, they
// can then combine to attack as a fire group (up to four stands). All stands in the group
// must attack the same target stand, and each member must be within 1" of another member of
// the fire group.' Read as one group: every member is linked to every other by a chain of
// members each within the spacing of the next (two pairs a foot apart are two groups).
#pragma once

#include <cstdint>
#include <vector>

#include "CombatTables.h"
#include "StandsOnTable.h"

namespace sandtable::rules::roberts {

enum class FireGroupProblem : std::uint8_t {
  None,
  Empty,
  TooMany,      // more than MissileRule::fireGroupMax stands
  Apart,        // not one chain of members within the spacing
  SplitTarget,  // members name different target stands
};

// One member: its stand and the target stand it attacks (any id the caller keeps for a
// stand, the same for the same stand).
struct FireGroupMember {
  Rect stand;
  int target = 0;
};

// Whether `members` may attack together as one fire group under `rule` at scale `inch`.
FireGroupProblem checkFireGroup(const std::vector<FireGroupMember>& members,
                                const MissileRule& rule, const measured::Scale& inch);

// The fire groups `stands` fall into by the spacing alone (each a chain of stands within the
// spacing), as indices into `stands`, each group in ascending order, groups by first index.
std::vector<std::vector<int>> spacingGroups(const std::vector<Rect>& stands, Length spacing);

}  // namespace sandtable::rules::roberts
