// What the table's geometry questions of Robert's Rules (fire, charges, melee) are asked
// about: a unit as a block of stands in ranks, with its side and whether it is Formed, and
// each stand's footprint in it. These are the geometry's own inputs, filled by whoever holds
// the table state; lengths are table micrometres, the rules' inch is measured::Scale.
#pragma once

#include <vector>

#include "core/Units.h"
#include "measured/Block.h"

namespace sandtable::rules::roberts {

// A unit on the table: a block of `stands` stands in ranks as even as they go
// (measured::evenRanks), the front rank `shape.files` wide, standing at `pose`.
struct TableUnit {
  UnitId unit = kNoUnit;
  int side = 0;
  bool formed = true;
  int stands = 1;
  measured::BlockShape shape;  // files, ranks, one stand's width and depth
  measured::Pose pose;
  // By column: how far it stands ahead of (+) or behind (-) its place in the block (Columns.h);
  // empty when the unit stands in line.
  std::vector<Length> columnShift;
  // By column: its stands, front first, while the unit keeps the places its stands stood in as
  // it went out of line (UnitState::columnStands); empty: ranks as even as they go.
  std::vector<int> columnStands;
};

// One stand of a unit where it stands: its rank (0 at the front), its column (0 at the left
// of the widest rank, the file whose ground it stands on) and its footprint.
struct TableStand {
  UnitId unit = kNoUnit;
  int side = 0;
  bool formed = true;
  int rank = 0;
  int column = 0;
  Rect footprint;
};

// Every stand of `u`, rank by rank from the front, each rank from the left.
std::vector<TableStand> standsOf(const TableUnit& u);

// The column (the file of the widest rank, 0 at the left) under a stand whose centre lies
// `x` to the right of the block's front centre.
int columnAt(Length x, int files, Length standWidth);

// `u`'s shift of column `column` (0 when it stands in line).
Length shiftOf(const TableUnit& u, int column);

// Where each stand of `u` stands in its block's frame (rank, file, centre), in the order the
// stands fill the block (measured::standSlots), or column by column while its places are kept.
std::vector<measured::StandSlot> slotsOf(const TableUnit& u);

// The stands of column `column` of `u`, front first.
std::vector<TableStand> columnOf(const TableUnit& u, int column);

// The ranks of `u` (stands per rank, front first).
std::vector<int> ranksOf(const TableUnit& u);

// The centre of a footprint's front edge.
Point frontCentreOf(const Rect& r);

// The distance from `p` to the nearest point of footprint `r` (0 inside it).
Length distanceToRect(Point p, const Rect& r);

// The point of footprint `r` nearest `p` (`p` itself inside it).
Point nearestPointOf(const Rect& r, Point p);

}  // namespace sandtable::rules::roberts
