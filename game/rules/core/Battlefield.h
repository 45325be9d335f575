// How the rules ask the world about the ground: elevation, terrain under a point or a
// footprint, obstacles crossed by a path, and line of sight. The kernel only sees this
// interface; game/battlefield answers it with Bullet, GridBattlefield answers it for
// gridded tables, and tests use small fakes.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "Geometry.h"
#include "Units.h"

namespace sandtable::rules {

// Every kind of ground or linear feature any of the rule systems distinguishes. Each
// ruleset maps these to its own effects in its YAML.
enum class TerrainKind : std::uint8_t {
  Clear,
  // areas
  WoodsLight, WoodsMedium, WoodsHeavy, Forest, Orchard, Rough, Marsh, Bog, Fields,
  TownLight, TownMedium, TownHeavy, TownReinforced, SteepRocky, Vineyard,
  // water, usable as areas on a grid or as lines on a measured table
  River, Ford, Bridge, Stream,
  // lines
  Road, Hedge, StoneWall, Treeline, Ravine, FortressWall, Redoubt,
  Count_
};
std::string_view terrainKindName(TerrainKind k);  // "woods_light", ... as the YAML spells them
bool terrainKindFromName(std::string_view name, TerrainKind& out);
bool isWoods(TerrainKind k);

// A linear obstacle or feature boundary met along a path.
struct Crossing {
  TerrainKind kind = TerrainKind::Clear;
  Point where;
  bool entering = true;  // for area boundaries: entering (true) or leaving (false)
};

enum class SightBlock : std::uint8_t { None, Ground, Woods, Building, Stand, OffTable };
std::string_view sightBlockName(SightBlock b);

struct SightQuery {
  Point from;
  Length fromEye = 0;  // eye height above the ground at `from`
  Point to;
  Length toEye = 0;
  bool standsBlock = false;            // count stands between the two points
  std::vector<UnitId> ignoreUnits;     // e.g. the shooter and the target
};

struct Sight {
  bool visible = true;
  SightBlock reason = SightBlock::None;
  Point where;  // where the line was first blocked
};

class Battlefield {
 public:
  virtual ~Battlefield() = default;

  // The playing area on the table.
  virtual Rect bounds() const = 0;
  // Height of the ground above the table's zero, in table micrometres.
  virtual Length elevationAt(Point p) const = 0;
  // The feature covering a point (Clear when none).
  virtual TerrainKind terrainAt(Point p) const = 0;
  // Linear obstacles and area boundaries a straight path crosses, in order from `a`.
  virtual std::vector<Crossing> crossings(Point a, Point b) const = 0;
  virtual Sight lineOfSight(const SightQuery& q) const = 0;
};

}  // namespace sandtable::rules
