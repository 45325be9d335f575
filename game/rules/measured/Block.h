// A unit on a measured table as a block of stands in formation: where its front edge stands
// and which way it faces, how many files and ranks it has, and one stand's width and depth.
// From those come the block's rectangle, its corners and edges, and the direction out of
// each edge. Lengths are table micrometres; a system measures in its own unit (Warlords'
// span, the inch of the others) and turns it into table lengths with a Scale.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "core/Geometry.h"

namespace sandtable::rules::measured {

// Where a block stands: the centre of the front edge of its front rank, and its facing.
struct Pose {
  Point front;
  Angle facing = 0;
  friend bool operator==(const Pose&, const Pose&) = default;
};

// A system's unit of measure on the table: a span, an inch.
struct Scale {
  Length unit = kInch;  // table micrometres in one of the system's units
  // `n` units, as a table length.
  Length of(Length n) const { return n * unit; }
  // `permille` thousandths of a unit (a stand depth of 0.5 spans is 500).
  Length permille(Length permille) const { return unit * permille / 1000; }
  // Whole units in a table length, rounded down.
  Length whole(Length length) const { return length / unit; }
  // A table length in hundredths of a unit (for the log).
  Length hundredths(Length length) const { return length * 100 / unit; }
};

// A block's shape: files across its widest rank, ranks deep, and one stand.
struct BlockShape {
  int files = 1;
  int ranks = 1;
  Length standWidth = 0;
  Length standDepth = 0;
  Length width() const { return files * standWidth; }
  Length depth() const { return static_cast<Length>(ranks) * standDepth; }
};

// Stands per rank, front rank first, for `stands` stands in `ranks` ranks as equal as
// possible, the front ranks taking the odd stands (none wider than the one in front).
std::vector<int> evenRanks(int stands, int ranks);

// Where one stand of a block stands: its rank, its file within the rank (0 at the left), and
// its centre in the block's frame (x to the right of the front centre, y forward, so ranks
// lie at y < 0).
struct StandSlot {
  int rank = 0;
  int file = 0;
  Point local;
};

// The stands' places for ranks of `widths` stands, in the order stands fill them: rank by
// rank from the front, each from its middle file outward (right of centre first when the
// rank is even, then alternately right and left), so the first stand stands in the middle of
// the front.
std::vector<StandSlot> standSlots(const std::vector<int>& widths, Length standWidth,
                                  Length standDepth);

// Whether the stand in `rank` and `file` of ranks `widths` stands on edge `edge` of its
// block: the front rank, the last rank, or the end of its own rank on that flank.
bool slotOnEdge(int rank, int file, const std::vector<int>& widths, Zone edge);

// The pose of a block re-formed to face `facing` so that the stand at `wasLocal` in its old
// formation (at `from`) stays where it stands, at `nowLocal` in the new one.
Pose poseKeeping(const Pose& from, Point wasLocal, Point nowLocal, Angle facing);

// A stand's footprint: at `local` in the frame of a block standing at `block`, turned by `turn`
// from the block's facing.
Rect standRect(const Pose& block, Point local, Angle turn, Length standWidth, Length standDepth);

// The rectangle a block of this shape covers standing at `p`.
Rect blockRect(const BlockShape& s, const Pose& p);

// The pose of block `r` turned about its middle to face `facing` (same centre, same depth).
Pose turnedAboutCentre(const Rect& r, Angle facing);

// The two ends of one edge of a block, clockwise round the block: the front from its left
// corner to its right, the right flank from front to rear, and so on.
std::pair<Point, Point> edgeOf(const Rect& r, Zone z);

// The direction straight out of a block through one of its edges.
Angle outwardNormal(const Rect& r, Zone z);

// The edge whose outward direction is `direction`'s nearest (front for its facing, and so on).
Zone edgeToward(const Rect& r, Angle direction);

// More than half the diagonal: no point of the block is further than this from its centre.
inline Length radius(const Rect& r) { return (r.width + r.depth) / 2 + 1; }

// The block's outline, corners in order front-left, front-right, rear-right, rear-left.
inline std::array<Point, 4> footprint(const Rect& r) { return corners(r); }

}  // namespace sandtable::rules::measured
