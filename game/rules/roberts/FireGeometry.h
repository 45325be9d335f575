// 000 Missile Fire on the table: where a stand fires from, whether a target stand is within
// its range and its firing arc, whether the line of fire between them is clear, and which
// stands of a unit can fire at which stands of another.
//   - A Formed stand fires from the centre of its front edge into an arc of
//     MissileRule::firingArcDegrees either side of straight ahead (extendedArcDegrees for a
//     weapon with extended arcs); an Unformed stand fires from its centre, all round.
//   - Range is measured from the firing point to the nearest point of the target stand.
//   - The line of fire runs from the firing point to the centre of the target stand. Another
//     unit (friend or enemy) within MissileRule::lineOfFireClearanceInches of it blocks it; a
//     stand of the firer's own unit or of the target's unit blocks it where the line runs
//     through it (the front row shields the rows behind: the text's crossbowmen).
//   - A weapon that fires over ignores the stands between; so does a shooter or target that
//     stands a figure's height (MissileRule::figureHeightInches) above the ground under them.
//   - The ground and woods between are the battlefield's line of sight at figure height.
#pragma once

#include <cstdint>
#include <vector>

#include "StandsOnTable.h"
#include "Tables.h"
#include "core/Battlefield.h"

namespace sandtable::rules::roberts {

// The point a stand fires from: its front centre if Formed, its centre if not.
Point firingPoint(const TableStand& shooter);

// Whether any part of `r` lies within `halfArc` either side of `facing`, seen from `apex`.
bool rectInArc(Point apex, Angle facing, Angle halfArc, const Rect& r);

// Whether any part of `target` lies within `halfArc` either side of `shooter`'s facing, seen
// from its firing point (an Unformed shooter: always).
bool inFiringArc(const TableStand& shooter, const Rect& target, Angle halfArc);

// The half-width of the arc `weapon` fires in.
Angle firingArcOf(const MissileRule& rule, const MissileWeapon& weapon);

// Whether `target` lies within `range` of `shooter`'s firing point (give or take the
// table's tolerance, as stands are placed by hand).
bool inRange(const TableStand& shooter, const Rect& target, Length range);

// The reach of `weapon` as a table length.
Length rangeOf(const MissileWeapon& weapon, const measured::Scale& inch);

// Why a line of fire is blocked.
enum class FireBlock : std::uint8_t { None, Stand, Ground, OffTable };

struct LineOfFire {
  bool clear = true;
  FireBlock reason = FireBlock::None;
  UnitId blocker = kNoUnit;  // the unit whose stand blocks it (FireBlock::Stand)
};

// What a line of fire is traced through.
struct FireScene {
  const Battlefield* battlefield = nullptr;  // ground, woods, heights; null: a flat open table
  std::vector<TableStand> stands;            // every stand on the table
  Length clearance = 0;                      // the corridor's half-width
  Length figureHeight = 0;                   // the line's height, and what overfire needs
};

// The scene for `rule` at scale `inch`.
FireScene fireScene(const Battlefield* bf, std::vector<TableStand> stands, const MissileRule& rule,
                    const measured::Scale& inch);

// The line of fire from `shooter` to `target` (both among the scene's stands or not).
LineOfFire lineOfFire(const FireScene& scene, const TableStand& shooter, const TableStand& target,
                      bool firesOver);

// Whether `between` is overfired on a line from `shooter` to `target`: one of them stands at
// least `figureHeight` above the ground under it.
bool overfires(const Battlefield& bf, const Rect& shooter, const Rect& target, const Rect& between,
               Length figureHeight);

// One stand's possible attack: the firer's stand and the target stand it can reach.
struct FireLane {
  int shooter = 0;  // index into the firer's standsOf()
  int target = 0;   // index into the target's standsOf()
  LineOfFire line;
};

// Which stands of `firer` can attack which stands of `target` with `weapon`: in range, in
// arc and with a clear line. `scene` holds every stand on the table (those of the two units
// among them).
std::vector<FireLane> fireLanes(const FireScene& scene, const TableUnit& firer,
                                const TableUnit& target, const MissileWeapon& weapon,
                                const MissileRule& rule, const measured::Scale& inch);

// 000 Missile Fire: 'If a unit intends to fire at more than one enemy unit, then Action Rolls
// must be made for each column'. The columns of the firer that fire, given each firing
// stand's column and target unit, and whether they roll apart (more than one target unit).
struct FireColumns {
  std::vector<int> columns;  // ascending, each once
  bool rollPerColumn = false;
};
struct ColumnTarget {
  int column = 0;
  UnitId target = kNoUnit;
};
FireColumns fireColumns(const std::vector<ColumnTarget>& attacks);

}  // namespace sandtable::rules::roberts
