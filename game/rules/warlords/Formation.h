// 2.3 Formation as geometry: how a unit's stands stand in ranks and files for each
// formation, which ranks are full, and where each stand's footprint lies on the table.
// A unit is kept as a block: the centre of its front edge, a facing, a formation and a
// number of ranks; its stands fill the slots in a fixed order (the command stand first,
// at the centre of the front rank), so losses thin the rear and flanks first.
#pragma once

#include <vector>

#include "Setup.h"
#include "core/Geometry.h"

namespace sandtable::rules::warlords {

// Stands per rank, front rank first, for `stands` stands in `ranks` ranks.
//  Line and Shieldwall: ranks as equal as possible, none wider than the one in front.
//  March Column: one stand per rank. Wedge: 1, 2, 3, ... and whatever is left over.
//  Hedgehog: as a line of the same ranks (its stands face outward).
std::vector<int> rankWidths(FormationKind f, int stands, int ranks);

// The ranks a formation takes for a number of stands when it must (column, wedge).
int naturalRanks(FormationKind f, int stands, int requestedRanks);

// Whether `ranks` is a lawful choice for `stands` stands in formation `f`.
bool validRanks(FormationKind f, int stands, int ranks);

// 2.3.1 "full" ranks: as wide as the front rank or one stand less; in a Wedge every rank
// but a leftover last rank that is narrower than the one before it (2.3.1.3).
int fullRanks(FormationKind f, const std::vector<int>& widths);
bool isFullRank(FormationKind f, const std::vector<int>& widths, std::size_t rank);
int widestFullRank(FormationKind f, const std::vector<int>& widths);

// One slot: the rank, the file within the rank (0 at the left), and the stand's centre in
// the unit's frame (x to the right of the front centre, y forward, so ranks lie at y < 0).
struct Slot {
  int rank = 0;
  int file = 0;
  Point local;
  Angle turn = 0;  // the stand's facing relative to the unit's (hedgehogs face outward)
};

// Slots in fill order (command stand first).
std::vector<Slot> slots(FormationKind f, const std::vector<int>& widths, Length span, Length standDepth);

}  // namespace sandtable::rules::warlords
