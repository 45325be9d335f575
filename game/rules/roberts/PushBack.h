// 000 Melee Combat on the table: a Pushed Back stand's whole column retreats one base depth
// straight back, facing kept (measured::displace), as far as the table edge, impassable
// ground and other units let it; a Vulnerable stand that fails its roll goes half as far; a
// pursuing column advances up to its base depth into contact again, and what it has left
// decides an Overrun.
//   - A column that cannot go its whole distance goes as far as it can and counts as unable
//     to retreat ('The Pursuit is automatically successful if the enemy was unable to
//     retreat'); what stopped it is reported.
#pragma once

#include <cstdint>
#include <vector>

#include "StandsOnTable.h"
#include "Tables.h"
#include "core/Battlefield.h"

namespace sandtable::rules::roberts {

// What a displaced column meets: the table, the ground its side cannot enter, every stand.
struct PushScene {
  const Battlefield* battlefield = nullptr;  // null: a flat open table of `table`
  Rect table;
  TerrainKindSet impassable = 0;
  std::vector<TableStand> stands;  // every stand on the table (the column's own among them)
};

enum class PushStop : std::uint8_t { None, TableEdge, Ground, Unit };

struct PushBack {
  Length moved = 0;
  bool couldNotRetreat = false;  // stopped short of the whole distance
  PushStop stoppedBy = PushStop::None;
  UnitId unit = kNoUnit;  // the unit that stopped it (PushStop::Unit)
  measured::Pose front;   // the column's front stand's front centre and facing after it
};

// How far a Pushed Back column retreats: its base depths (MeleeRule::retreatBaseDepths),
// a fraction of that (failedFallBackFraction) for a Vulnerable stand that failed its roll.
Length retreatDistance(Length baseDepth, const MeleeRule& rule, bool failedFallBack);

// Column `column` of `u` retreats `distance` straight back.
PushBack pushBackColumn(const TableUnit& u, int column, Length distance, const PushScene& scene);

// Column `column` of `u` goes `distance` along `direction`, facing kept, as far as the table
// edge, impassable ground and every other stand let it (it may end touching one).
PushBack slideColumn(const TableUnit& u, int column, Angle direction, Length distance,
                     const PushScene& scene);

// A pursuing column's advance: straight ahead up to its reach, into contact with `enemy`.
struct PursuitAdvance {
  bool contact = false;
  Length moved = 0;
  Length leftover = 0;   // the reach not used when contact is made
  bool overrun = false;  // leftover of at least PursuitRule::overrunLeftoverFraction of a depth
  measured::Pose front;
};

// Column `column` of `u` pursues at `enemy` (the pushed-back stand as it now stands).
PursuitAdvance pursueColumn(const TableUnit& u, int column, const Rect& enemy,
                            const PursuitRule& rule);

}  // namespace sandtable::rules::roberts
