// What `whatif`'s games looked like, beside who won them: for each side the games in which it
// charged at least once, and the charges, shots and units routed a game (median and mean); for
// the games, the rounds of melee (session::BattleCounts says what a round is). An AI that wins
// by never closing, or a side the turn limit condemns that stands still, shows here.
#pragma once

#include <array>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "session/BattleCounts.h"

namespace sandtable::cli {

class WhatIfBattles {
 public:
  void add(const session::BattleCounts& game) { mGames.push_back(game); }

  // {"side1": {"games_with_charges", "charges", "shots", "routs"}, "side2": ..., "melee_rounds":
  // {..., "games_with_melee"}}; each count as {"median", "mean", "total"}.
  nlohmann::json json() const;
  // A few lines under the outcomes; `sideLabels` name side1 and side2.
  void print(std::ostream& out, const std::array<std::string, 2>& sideLabels) const;

  // One game's counts: for `--each` as text ("charges 0-6, shots 12-20, routs 2-1 (side1-side2),
  // melee rounds 9") and in JSON ({"charges": [0, 6], ..., "melee_rounds": 9}).
  static std::string gameText(const session::BattleCounts& game);
  static nlohmann::json gameJson(const session::BattleCounts& game);

 private:
  std::vector<session::BattleCounts> mGames;
};

// The median of `values` (the mean of the middle two for an even count; 0 for none).
double medianOf(std::vector<int> values);

}  // namespace sandtable::cli
