// How the rules ask the world about the ground: elevation, terrain under a point or a
// footprint, obstacles crossed by a path, and line of sight. The kernel only sees this
// interface; game/battlefield answers it with Bullet, GridBattlefield answers it for
// gridded tables, and tests use small fakes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
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
  // Added after the first systems, at the end so that no kind's number changes: the built-up
  // places of horse-and-musket battles (a village's houses and gardens, a walled chateau or
  // farm), the paddy fields and dug earthworks of War of the Roses, an entrenchment line.
  Village, Chateau, PaddyField, Entrenchment,
  Count_
};
std::string_view terrainKindName(TerrainKind k);  // "woods_light", ... as the YAML spells them
bool terrainKindFromName(std::string_view name, TerrainKind& out);
bool isWoods(TerrainKind k);
// Towns, villages and chateaux: ground of buildings (a building on the table is one of these).
bool isBuiltUp(TerrainKind k);

inline constexpr std::size_t kTerrainKindCount = static_cast<std::size_t>(TerrainKind::Count_);

// A set of kinds of ground, one bit per TerrainKind: room for 64, about twice the kinds the
// five systems name.
using TerrainKindSet = std::uint64_t;
static_assert(kTerrainKindCount <= 64, "TerrainKindSet holds one bit per TerrainKind");
constexpr TerrainKindSet terrainKindBit(TerrainKind k) { return TerrainKindSet{1} << static_cast<unsigned>(k); }

// A linear obstacle or feature boundary met along a path.
struct Crossing {
  TerrainKind kind = TerrainKind::Clear;
  Point where;
  bool entering = true;  // for area boundaries: entering (true) or leaving (false)
};

// Steepness at a point: rise over run in thousandths, and the bearing the ground falls toward.
struct Slope {
  int gradientPermille = 0;
  Angle downhill = 0;
};

// How much of a footprint lies on each kind of ground, in thousandths (they sum to 1000).
struct TerrainShare {
  TerrainKind kind = TerrainKind::Clear;
  int permille = 0;
};

// A stand as line-of-sight and contact queries see it.
struct StandPlacement {
  UnitId unit = kNoUnit;
  Rect footprint;
  Length height = 0;  // figure height above the ground, for sight
};

enum class SightBlock : std::uint8_t { None, Ground, Woods, Building, Stand, OffTable };
std::string_view sightBlockName(SightBlock b);

// SightQuery::seeInto entries a ruleset has not set.
inline constexpr std::array<Length, kTerrainKindCount> kSeeIntoUnset = [] {
  std::array<Length, kTerrainKindCount> a{};
  a.fill(-1);
  return a;
}();

struct SightQuery {
  Point from;
  Length fromEye = 0;  // eye height above the ground at `from`
  Point to;
  Length toEye = 0;
  // How far sight reaches into woods and orchards before they block it (Warlords' light
  // woods: 2 spans); 0 means any woods between the ends block.
  Length woodsSeeInto = 0;
  // Stands that may block: any stand (not ignored) within `standClearance` of the line
  // blocks it (Robert's Rules: 1/2"). Null: stands never block.
  const std::vector<StandPlacement>* stands = nullptr;
  Length standClearance = 0;
  std::vector<UnitId> ignoreUnits;  // e.g. the shooter and the target
  // How far sight reaches into each kind of area, where a ruleset distinguishes them
  // (Warlords: orchard 3 spans, light woods 2, forest 1). A negative entry is unset: woods
  // and orchards then use woodsSeeInto, and any other area that hides what is behind it
  // (marsh, tall crops, towns) blocks at once. (Last, so positional initialisers of the
  // fields above keep their meaning.)
  std::array<Length, kTerrainKindCount> seeInto = kSeeIntoUnset;
};

struct Sight {
  bool visible = true;
  SightBlock reason = SightBlock::None;
  Point where;  // where the line was first blocked
};

// What moving over each kind of ground costs, as a ruleset defines it.
struct MovementCosts {
  // Distance paid per distance moved inside an area, in thousandths (1000: normal, 2000:
  // half speed); negative: impassable.
  std::array<int, kTerrainKindCount> areaPermille;
  // Extra distance paid once for crossing a linear feature; negative: impassable.
  std::array<Length, kTerrainKindCount> crossing;
  MovementCosts() {
    areaPermille.fill(1000);
    crossing.fill(0);
  }
};

struct PathCost {
  Length cost = 0;        // the distance the move uses up, terrain included
  bool passable = true;
  std::vector<Crossing> crossed;
};

class Battlefield {
 public:
  virtual ~Battlefield() = default;

  // The playing area on the table.
  virtual Rect bounds() const = 0;
  // The squares, on a gridded table (MicroBattle); null on a measured one.
  virtual const GridSpec* gridSpec() const { return nullptr; }
  // Height of the ground above the table's zero, in table micrometres.
  virtual Length elevationAt(Point p) const = 0;
  // The area feature covering a point (Clear when none).
  virtual TerrainKind terrainAt(Point p) const = 0;
  // Linear obstacles and area boundaries a straight path crosses, in order from `a`.
  virtual std::vector<Crossing> crossings(Point a, Point b) const = 0;
  virtual Sight lineOfSight(const SightQuery& q) const = 0;

  // The queries below have defaults built on the ones above; implementations override
  // them where they can answer better or faster.

  virtual Slope slopeAt(Point p) const;
  // slopeAt(p).gradientPermille, for callers that need no bearing.
  virtual int gradientPermilleAt(Point p) const { return slopeAt(p).gradientPermille; }
  // The height of the ground under a footprint as isUphillOf weighs it (by default the
  // elevation at its centre).
  virtual Length footprintElevation(const Rect& footprint) const { return elevationAt(footprint.centre); }
  // Whether footprint `a` stands higher than `b` by more than `margin`. Not virtual: callers
  // that compare one footprint with many may keep footprintElevation and compare alike.
  bool isUphillOf(const Rect& a, const Rect& b, Length margin) const {
    return footprintElevation(a) > footprintElevation(b) + margin;
  }
  // Whether terrainAt could answer one of `kinds` at some point of the footprint (its closed
  // rectangle, give or take a few micrometres of rounding). False only where that is
  // certain: a caller that samples many points of a footprint may then skip them all. The
  // default cannot tell and says true.
  virtual bool mayFindTerrain(const Rect& /*footprint*/, TerrainKindSet /*kinds*/) const { return true; }
  // Whether a footprint stands on a crest: higher than the ground a little way ahead of
  // and behind it.
  virtual bool onCrest(const Rect& footprint) const;
  // Share of the footprint on each kind of ground (for "half or more of the bases in cover").
  virtual std::vector<TerrainShare> terrainUnder(const Rect& footprint) const;
  // The cost of moving along a path (a straight line, or the polyline of a wheel).
  virtual PathCost pathCost(const std::vector<Point>& path, const MovementCosts& costs) const;

  // Whether a footprint overlaps any of `stands` (ignoring `ignore`).
  virtual bool overlapsAny(const Rect& footprint, const std::vector<StandPlacement>& stands,
                           UnitId ignore = kNoUnit) const;
  // The nearest position to `wanted` (same facing) that is on the table and overlaps no
  // stand, searching outward to `maxDistance`; nullopt if there is none.
  virtual std::optional<Rect> nearestFreePosition(const Rect& wanted, const std::vector<StandPlacement>& stands,
                                                  Length maxDistance, UnitId ignore = kNoUnit) const;
  // The nearest open ground (clear, on the table, free of stands) from `from` in the
  // direction `away` (within +-90 degrees), up to `maxDistance`: where a fleeing unit runs.
  virtual std::optional<Point> nearestOpenGround(Point from, Angle away, Length maxDistance,
                                                 const std::vector<StandPlacement>& stands) const;

 protected:
  // The nearest stand (to `from`) that blocks the query's line, found analytically.
  static Sight standsAcross(const SightQuery& q);
};

// An open, flat table with no features: the simplest battlefield, for tests and for
// measured-table games before terrain is added.
class FlatBattlefield final : public Battlefield {
 public:
  explicit FlatBattlefield(Rect bounds);
  Rect bounds() const override { return mBounds; }
  Length elevationAt(Point) const override { return 0; }
  TerrainKind terrainAt(Point) const override { return TerrainKind::Clear; }
  std::vector<Crossing> crossings(Point, Point) const override { return {}; }
  Sight lineOfSight(const SightQuery& q) const override;

 private:
  Rect mBounds;
};

}  // namespace sandtable::rules
