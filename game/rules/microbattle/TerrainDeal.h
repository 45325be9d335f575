// 003 Set Up: "I determine terrain randomly, using terrain cards ... (I use 4 for a 6 x 8
// field)". The field is cut into sectors, the places of the photographed cards; the deck is
// shuffled, four cards are dealt, each into a sector of its own drawn at random, and each lays
// its ground on two squares of that sector side by side. Every other square is clear. A square
// where the scenario deploys a unit that may not stand on the card's ground stays clear.
// The numbers are in config/rulesets/microbattle.yaml (terrain_deal); the reading is in
// docs/rules/microbattle.md.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "Setup.h"

namespace sandtable::rules::microbattle {

struct DealtCard {
  const TerrainCard* card = nullptr;
  int sector = 0;               // sectors count west to east, then south to north
  std::vector<Square> squares;  // where it lays its ground (fewer when a unit stands there)
};

struct TerrainDeal {
  std::vector<DealtCard> cards;
  std::vector<const TerrainCard*> ground;  // every square's card, by GridSpec::index
};

// The squares of sector `sector` (column-major within it, south-west first).
std::vector<Square> sectorSquares(const TerrainDealRule& rule, const GridSpec& grid, int sector);

// Deals the terrain for `setup` (its grid, its period and where its units stand) from `seed`:
// the same seed, the same deal. The setup's own terrain plays no part.
TerrainDeal dealTerrain(const Setup& setup, std::uint64_t seed);

// "woods in sector 3 (c2-3, r1)": one dealt card, for logs and tests.
std::string describe(const DealtCard& card);

}  // namespace sandtable::rules::microbattle
