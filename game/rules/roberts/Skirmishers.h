// 000 Skirmishers in the match: which units are skirmishers, who passes through whom ('When a
// Skirmisher stand is not hidden, it has the ability to move through friendly units (and
// friendly units can move through it)'), and the Missile Fire Action of a fire group.
#pragma once

#include <cstdint>

#include "Table.h"

namespace sandtable::rules::roberts {

// An action's `option` asking a skirmisher's Missile Fire Action to combine with its fellows
// as a fire group (below kGeneralsFreeAction, above any column).
inline constexpr int kFireGroupOption = 500;

bool isSkirmisher(const Table& t, UnitId id);

// Whether `a` may pass through `b` on the way (neither stopping inside the other): friends,
// one of them a skirmisher.
bool passesThrough(const Table& t, UnitId a, UnitId b);

// Where a skirmisher hidden within `host` takes its place as it comes out: its slot's place in
// a line before the host (its rear edge on the host's front), behind it (its front edge on the
// host's rear), or where the host stood (its front edge on the host's front). Slot k stands
// before the k-th file of the host's front rank, a further line out for every full rank of
// slots; it faces as the host does.
// The slot of a skirmisher deployed within a host: its place among the host's skirmishers in
// id order.
int hiddenSlot(const Table& t, UnitId s);
enum class EmergeAt : std::uint8_t { Before, Behind, Where };
Pose emergedPose(const Table& t, const UnitState& host, int slot, Length depth, EmergeAt where);

}  // namespace sandtable::rules::roberts
