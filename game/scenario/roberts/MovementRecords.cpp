// The movement rates as declarations (the binder does the walk).
#include "MovementRecords.h"

#include "RobertsNames.h"

namespace sandtable::scenario::roberts {

using namespace rules::roberts;
using bind::Record;

namespace {

// No table is longer than this many inches: a march beyond it is a slip of the pen.
constexpr double kLongestMarch = 48;

Record<TroopMoveRate> rate() {
  Record<TroopMoveRate> r;
  r.number("inches", &TroopMoveRate::inches, 0.25, kLongestMarch).source();
  return r;
}

// A list of kinds of ground ([river, fortress_wall]) into a set.
void impassableGround(data::YamlReader& r, const YAML::Node& v, MoveTables& m) {
  if (!r.expectSequence(v, "a list of kinds of ground")) return;
  for (const YAML::Node& item : v) {
    const auto s = r.scalar(item, "a kind of ground");
    if (!s) continue;
    rules::TerrainKind k = rules::TerrainKind::Clear;
    if (!rules::terrainKindFromName(*s, k)) {
      r.error(item, "unknown kind of ground '" + data::excerpt(*s) + "'");
      continue;
    }
    m.impassable |= rules::terrainKindBit(k);
  }
}

}  // namespace

void addMovementSections(Record<Tables>& tables) {
  Record<MoveTables> m;
  m.number("swift_inches", &MoveTables::swiftInches, 0, kLongestMarch)
      .table("types", &MoveTables::rates, troopKindNames(), &TroopMoveRate::kind, rate(),
             "troop type", "every troop type has its march (000 Movement and Formations)")
      .custom("impassable", impassableGround)
      .source();
  tables.record("movement_rates", &Tables::movement, std::move(m));
}

}  // namespace sandtable::scenario::roberts
