// 000 Charging on the table: who may declare a charge, the charge move of the charger's base
// depth into contact, a countercharge meeting halfway, the skirmishers in a charge's path and
// the movement they cost, and the edge of the target struck.
//   - A unit may declare a charge at an enemy stand within its base depth of its block that it
//     faces: some part of the stand lies ahead of its front edge, in the band straight ahead or
//     within ChargeRule::obliqueDegrees off straight ahead of either front corner.
//   - The charge goes straight at the edge of the target it faces (measured::planChargePath,
//     at most the oblique off its facing), as far as its base depth less what skirmishers in
//     the way cost.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "StandsOnTable.h"
#include "Tables.h"
#include "measured/ChargePath.h"

namespace sandtable::rules::roberts {

// Whether `charger` faces footprint `r`: some part of it lies ahead of the front edge, in
// the band straight ahead or within `oblique` of straight ahead from a front corner.
bool faces(const TableUnit& charger, const Rect& r, Angle oblique);

// A charge declaration: may it be made, at which enemy stand, and how far off it is.
struct ChargeDeclaration {
  enum class Problem : std::uint8_t { None, TooFar, NotFacing };
  Problem problem = Problem::TooFar;
  int stand = -1;  // the nearest faced enemy stand within reach, index into `enemy`'s stands
  Length gap = 0;  // from the charger's block to it
};

// 000 Charging: 'units which move within a distance of an enemy stand equal to the moving
// unit's base depth must immediately stop ... may declare'. `charger` at `enemy`.
ChargeDeclaration mayDeclareCharge(const TableUnit& charger, const TableUnit& enemy,
                                   const ChargeRule& rule);

// What a charge meets on its way: the table, the charger's friends and the other enemies
// (not the target), and the skirmishers that withdraw before it.
struct ChargeScene {
  Rect table;
  std::vector<Rect> friends;      // as they stand (shrunk here to their looser clearance)
  std::vector<Rect> enemies;      // other enemy blocks, not the target, not skirmishers in the way
  std::vector<Rect> skirmishers;  // enemy skirmisher stands that may be in the path
  // Skirmishers emerging from the target to screen it (000 Charging: 'Skirmishing stands
  // "hidden" within a stand can use a Countercharge Action in order to emerge and form a skirmish
  // line'): the charge runs into each of them at the target's front, after any in the path.
  int screen = 0;
};

// The skirmishers a charge runs into and what they cost it.
struct SkirmishersInPath {
  std::vector<int> stands;  // indices into ChargeScene::skirmishers, in the order met
  Length lost = 0;          // the movement they cost
  Length reach = 0;         // how far the charge may still go
  int screened = 0;         // of ChargeScene::screen, those met before the reach ran out
};

// The skirmishers a block of `shape` at `start` going along `dir` meets before it has gone
// its reach (`limit`, less `penalty` for each one met before the reach runs out).
SkirmishersInPath skirmishersInPath(const measured::BlockShape& shape, const measured::Pose& start,
                                    Angle dir, Length limit, Length penalty,
                                    const std::vector<Rect>& skirmishers);

// A charge move: the path's geometry, the skirmishers in the way, whether it reaches contact.
struct ChargeMove {
  measured::ChargePlanGeometry path;  // with limit = the charger's base depth
  SkirmishersInPath skirmishers;
  bool reaches = false;  // contact within the reach left after the skirmishers
};

// 000 Charging: 'Charging units are moved a distance equal to their base depth'. `charger`
// at `target`'s block.
ChargeMove planCharge(const TableUnit& charger, const TableUnit& target, const ChargeScene& scene,
                      const ChargeRule& rule, const measured::Scale& inch);

// A charge and its countercharge: where each ends.
struct Meeting {
  bool met = false;
  measured::Pose charger;
  measured::Pose countercharger;
  Zone chargerEdge = Zone::Front;         // the edge of the charger the countercharger meets
  Zone counterchargerEdge = Zone::Front;  // the edge of the countercharger the charger meets
};

// 000 Charging: 'In the event of a countercharge, the two units meet halfway': each goes
// half the distance between them (no further than its base depth); the countercharger then
// closes the last of the way into contact.
Meeting meetHalfway(const TableUnit& charger, const TableUnit& countercharger,
                    const ChargeRule& rule);

}  // namespace sandtable::rules::roberts
