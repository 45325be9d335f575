// The moments of a battle the HTML report draws maps of: the start, the end of each turn in
// which a unit broke, fled or was dispersed, the end of the turn where the odds swung most
// (when they were worked out), and the end; at most kMostMaps in all, the turns that lost the
// most units kept first, and told in the order they came.
#pragma once

#include <string>
#include <vector>

#include "BattleAccount.h"

namespace sandtable::session {

inline constexpr std::size_t kMostMaps = 6;

struct TurningPoint {
  const TableMoment* moment = nullptr;  // into the account
  std::string title;                    // "The start", "After turn 5", "The end"
  std::string why;                      // what happened to make it one, in sentences
};

std::vector<TurningPoint> turningPoints(const BattleAccount& account);

}  // namespace sandtable::session
