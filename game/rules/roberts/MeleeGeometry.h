// 000 Melee Combat on the table: which stands of two units in contact face which (each pair a
// separate combat, attacks per column), which pairs attack simultaneously, which stands are
// attacked in flank or rear and so cannot retreat, and the chain of columns that follow a
// pursuit.
//   - Two stands are in contact where an edge of each lies along an edge of the other
//     (measured::contactOf): the pair fights.
//   - 'if two stands are facing each other, their attacks are considered simultaneous': both
//     front edges touch.
//   - 'A stand attacked in the flank or rear -- that is, with the side or rear edges of the
//     stand in contact with the front edge of an enemy stand -- cannot retreat.'
#pragma once

#include <vector>

#include "StandsOnTable.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

// One pair of stands in contact, `a` of the first unit and `b` of the second.
struct MeleePair {
  int a = 0;  // index into the first unit's standsOf()
  int b = 0;  // index into the second's
  int columnA = 0;
  int columnB = 0;
  Zone edgeA = Zone::Front;  // the edge of a's stand that touches b's
  Zone edgeB = Zone::Front;
  bool simultaneous = false;    // front to front
  bool aCannotRetreat = false;  // a's flank or rear against b's front
  bool bCannotRetreat = false;
};

// Whether two stands touching as `c` says fight: a front edge of one of them is in it ('attacked
// in the flank or rear -- that is, with the side or rear edges of the stand in contact with the
// front edge of an enemy stand'). A column that pursued into the enemy's line stands flank to
// flank with the enemy stands beside it and fights none of them.
bool fights(const measured::EdgeContact& c);

// Stand `i` of `as` against stand `j` of `bs`, touching with edges `edgeA` and `edgeB`: who
// fights at once and who cannot retreat follow from the edges.
MeleePair meleePairOf(const std::vector<TableStand>& as, std::size_t i,
                      const std::vector<TableStand>& bs, std::size_t j, Zone edgeA, Zone edgeB);

// Every pair of stands of `a` and `b` in contact, in the order of a's stands then b's.
std::vector<MeleePair> meleePairs(const TableUnit& a, const TableUnit& b);

// Whether `stand` is in contact with a stand of another side among `stands` (000 Missile
// Fire: 'If a missile-weapon-armed stand is in contact with the enemy, it cannot attack').
bool inContactWithEnemy(const TableStand& stand, const std::vector<TableStand>& stands);

// The columns of the first unit (`first` true) or the second in `pairs`, ascending, each once.
std::vector<int> columnsInMelee(const std::vector<MeleePair>& pairs, bool first);

// Whether the first unit's stand `stand` (`first` true) or the second's cannot retreat: one of
// `pairs` has it attacked in flank or rear.
bool cannotRetreat(const std::vector<MeleePair>& pairs, int stand, bool first);

// Whether each column of `u` has a close enemy: an enemy stand in contact with a stand of
// the column, or within `u`'s base depth straight ahead of its front stand (reconstructed: the
// ground the column would pursue over).
std::vector<bool> closeEnemies(const TableUnit& u, const std::vector<TableStand>& enemies);

// 000 Melee Combat: 'Adjacent columns with no close enemies may also pursue, and in a chain
// reaction effect, columns adjacent to those columns can similarly advance'. The columns that
// may follow `pursuer` (itself first in the list, then the others ascending): each
// neighbour of a following column that has no close enemy, outward either way.
std::vector<int> pursuitChain(int pursuer, const std::vector<bool>& closeEnemy);

}  // namespace sandtable::rules::roberts
