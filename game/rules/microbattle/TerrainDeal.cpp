#include "TerrainDeal.h"

#include <algorithm>
#include <numeric>

#include "core/Rng.h"

namespace sandtable::rules::microbattle {

namespace {

struct SectorBox {
  int col0 = 0, row0 = 0, cols = 0, rows = 0;
};

SectorBox boxOf(const TerrainDealRule& rule, const GridSpec& grid, int sector) {
  SectorBox b;
  b.cols = grid.cols / rule.sectorCols;
  b.rows = grid.rows / rule.sectorRows;
  b.col0 = (sector % rule.sectorCols) * b.cols;
  b.row0 = (sector / rule.sectorCols) * b.rows;
  return b;
}

// Fisher-Yates on Sandtable's own generator, so that a deal replays on every platform.
template <typename T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (std::size_t i = v.size(); i > 1; --i) {
    std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
  }
}

// Every way to lay `length` squares side by side inside the sector: along a row, and unless the
// card lies across, along a column too. Rows first, south to north, then columns west to east.
std::vector<std::vector<Square>> placements(const SectorBox& b, int length, bool across) {
  std::vector<std::vector<Square>> out;
  for (int r = 0; r < b.rows; ++r) {
    for (int c = 0; c + length <= b.cols; ++c) {
      std::vector<Square> run;
      for (int k = 0; k < length; ++k) run.push_back({b.col0 + c + k, b.row0 + r});
      out.push_back(std::move(run));
    }
  }
  if (across) return out;
  for (int c = 0; c < b.cols; ++c) {
    for (int r = 0; r + length <= b.rows; ++r) {
      std::vector<Square> run;
      for (int k = 0; k < length; ++k) run.push_back({b.col0 + c, b.row0 + r + k});
      out.push_back(std::move(run));
    }
  }
  return out;
}

// A unit deployed on `s` that may not stand on the card's ground (guns in woods or a river).
bool deployedUnitForbids(const Setup& setup, Square s, const TerrainCard& card) {
  const Period& period = setup.tables->periods.at(setup.period);
  for (const UnitSetup& u : setup.units) {
    const UnitType* type = period.find(u.type);
    if (u.at == s && type && card.impassable.matches(*type)) return true;
  }
  return false;
}

}  // namespace

std::vector<Square> sectorSquares(const TerrainDealRule& rule, const GridSpec& grid, int sector) {
  const SectorBox b = boxOf(rule, grid, sector);
  std::vector<Square> out;
  for (int c = 0; c < b.cols; ++c) {
    for (int r = 0; r < b.rows; ++r) out.push_back({b.col0 + c, b.row0 + r});
  }
  return out;
}

TerrainDeal dealTerrain(const Setup& setup, std::uint64_t seed) {
  const Tables& t = *setup.tables;
  const TerrainDealRule& rule = t.terrainDeal;
  const GridSpec& grid = setup.grid;
  Rng rng(seed);

  std::vector<const DeckCard*> deck;
  for (const DeckCard& d : rule.deck) {
    for (int i = 0; i < d.copies; ++i) deck.push_back(&d);
  }
  shuffle(deck, rng);
  std::vector<int> sectors(static_cast<std::size_t>(rule.sectorCols * rule.sectorRows));
  std::iota(sectors.begin(), sectors.end(), 0);
  shuffle(sectors, rng);

  TerrainDeal out;
  out.ground.assign(static_cast<std::size_t>(grid.count()), t.cardBySymbol('.'));
  const std::size_t dealt = std::min({static_cast<std::size_t>(rule.cardsDealt), deck.size(), sectors.size()});
  for (std::size_t i = 0; i < dealt; ++i) {
    const DeckCard& d = *deck[i];
    DealtCard dc;
    dc.card = t.cardById(d.card);
    dc.sector = sectors[i];
    const auto ways = placements(boxOf(rule, grid, dc.sector), rule.squaresPerCard, d.across);
    if (!dc.card || ways.empty()) continue;  // the tables' reader rules both out
    for (Square s : ways[rng.below(static_cast<std::uint32_t>(ways.size()))]) {
      if (deployedUnitForbids(setup, s, *dc.card)) continue;
      dc.squares.push_back(s);
      out.ground[static_cast<std::size_t>(grid.index(s))] = dc.card;
    }
    out.cards.push_back(std::move(dc));
  }
  return out;
}

std::string describe(const DealtCard& card) {
  std::string where;
  for (Square s : card.squares) {
    where += (where.empty() ? "" : ", ") + std::string("[") + std::to_string(s.col) + ", " + std::to_string(s.row) + "]";
  }
  return (card.card ? card.card->id : std::string("?")) + " in sector " + std::to_string(card.sector + 1) + " (" +
         (where.empty() ? std::string("left clear: a unit stands there") : where) + ")";
}

}  // namespace sandtable::rules::microbattle
