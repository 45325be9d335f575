// 000 Movement and Formations on the table: how far a unit marches, where a Movement Action
// takes it (straight ahead, shifting sideways or wheeling first, by training; backward for a
// Retrograde), what stops it (within a stand's base depth of an enemy Formed stand, contact
// with an enemy it was not touching, the table edge, impassable ground, friends), and where a
// turn or a new formation may stand. The measured-table kernel does the sweeping.
#pragma once

#include <cstdint>

#include "ActionRules.h"
#include "Table.h"
#include "core/Action.h"

namespace sandtable::rules::roberts {

enum class StopCause : std::uint8_t {
  None,
  EnemyBaseDepth,
  EnemyContact,
  TableEdge,
  Ground,
  Friend
};

struct MoveStop {
  StopCause cause = StopCause::None;
  UnitId by = kNoUnit;  // the unit in the way, for the causes that have one
};

// The whole march of `u` in one Action Phase: its troop type's rate, Swift's bonus, the
// Demoralized penalty (roberts.yaml movement_rates, demoralized).
Length marchOf(const Table& t, const UnitState& u);
// What is left of it this phase.
Length marchLeft(const Table& t, const UnitState& u);

// A Movement (or Retrograde) asked for: to `to`, wheeling first when its facing differs.
struct MovePlan {
  Verdict verdict;
  Manner manner = Manner::StraightAhead;
  double shiftInches = 0;
  Pose wheeledTo;   // after any wheel
  Pose end;         // where it stops: `to`, or short of it
  Length used = 0;  // of its march: the wheel's arc and the advance made
  MoveStop stop;    // what stopped it short of `to`
};
MovePlan planMove(const Table& t, const UnitState& u, const Pose& to, bool retrograde);

// The furthest `u`, standing at `from`, may go straight along `direction` (facing kept), up to
// `limit`; `stop` says what stopped it short.
Length clearAdvance(const Table& t, const UnitState& u, const Pose& from, Angle direction,
                    Length limit, MoveStop* stop);

// Whether `u` may stand at `p` in `ranks` after an About Face, a Change Face or a Change
// Formation: on the table, into nothing, touching no enemy it did not touch ("Nor can a unit
// change its formation in such a way as to come into contact with a new enemy").
Verdict checkStandAt(const Table& t, const UnitState& u, const Pose& p, int ranks);
// `u` turned about the middle of its block to face `facing`.
Pose turnedAbout(const Table& t, const UnitState& u, Angle facing);

// "stopped 1.5\" from X (u3), within its base depth of an enemy Formed stand", for events.
std::string stopWords(const Table& t, const MoveStop& s);

}  // namespace sandtable::rules::roberts
