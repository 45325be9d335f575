#include "OddsBar.h"

namespace sandtable::view {

OddsBar oddsBar(const session::BranchTally& games, float height) {
  const int n = games.games();
  if (n == 0) return {};
  auto part = [&](int count) { return height * static_cast<float>(count) / static_cast<float>(n); };
  return {part(games.won[0]), part(games.draws()), part(games.unfinished()), part(games.won[1])};
}

}  // namespace sandtable::view
