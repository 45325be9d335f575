#include "MicroBattleScenario.h"

#include <set>

#include "scenario/BattlefieldSection.h"
#include "MicroBattleData.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/SidesYaml.h"
#include "scenario/TablesFile.h"
#include "battlefield/BulletGridBattlefield.h"
#include "data/Excerpt.h"
#include "rules/microbattle/MicroBattleGame.h"
#include "rules/microbattle/TerrainDeal.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

constexpr Length kHillLevelHeight = 25 * kMillimetre;

std::optional<Square> readSquare(YamlReader& r, const YAML::Node& n, const GridSpec& grid, std::string_view what) {
  if (!n.IsSequence() || n.size() != 2) {
    r.error(n, std::string(what) + " must be a square written [column, row]");
    return std::nullopt;
  }
  const auto c = r.integerValue(n[0], "the column", 0, grid.cols - 1);
  const auto row = r.integerValue(n[1], "the row", 0, grid.rows - 1);
  if (!c || !row) return std::nullopt;
  return Square{static_cast<int>(*c), static_cast<int>(*row)};
}

struct GroundMap {
  std::vector<const TerrainCard*> cards;
};

GroundMap readMap(YamlReader& r, const YAML::Node& bf, const Tables& t, const GridSpec& grid) {
  GroundMap m;
  m.cards.assign(static_cast<std::size_t>(grid.count()), t.cardBySymbol('.'));
  if (const YAML::Node map = YamlReader::child(bf, "map"); map.IsDefined()) {
    if (r.expectSequence(map, "'map'")) {
      if (static_cast<int>(map.size()) != grid.rows) {
        r.error(map, "'map' must have " + std::to_string(grid.rows) + " lines, one per row (north first), not " +
                         std::to_string(map.size()));
      }
      for (std::size_t line = 0; line < map.size() && static_cast<int>(line) < grid.rows; ++line) {
        const auto text = r.scalar(map[line], "a map line");
        if (!text) continue;
        if (static_cast<int>(text->size()) != grid.cols) {
          r.error(map[line], "map line must have " + std::to_string(grid.cols) + " squares, not " +
                                 std::to_string(text->size()));
          continue;
        }
        const int row = grid.rows - 1 - static_cast<int>(line);
        for (int col = 0; col < grid.cols; ++col) {
          const TerrainCard* card = t.cardBySymbol((*text)[static_cast<std::size_t>(col)]);
          if (!card) {
            YAML::Mark mark = YamlReader::markOf(map[line]);
            // Point at the offending character (plain and quoted scalars alike).
            const bool quoted = map[line].Tag() == "!";  // yaml-cpp tags quoted scalars "!"
            mark.column += col + (quoted ? 1 : 0);
            std::string legend;
            for (const TerrainCard& c : t.terrain) legend += std::string(legend.empty() ? "" : ", ") + c.symbol + " " + c.id;
            r.error(mark, std::string("unknown terrain symbol '") + (*text)[static_cast<std::size_t>(col)] +
                              "' (legend: " + legend + ")");
            continue;
          }
          m.cards[static_cast<std::size_t>(grid.index({col, row}))] = card;
        }
      }
    }
  }
  if (const YAML::Node cards = YamlReader::child(bf, "cards"); cards.IsDefined() && r.expectSequence(cards, "'cards'")) {
    for (const YAML::Node& c : cards) {
      if (!r.expectMap(c, "a terrain card")) continue;
      r.checkKeys(c, {"card", "at", "size"});
      const auto id = r.string(c, "card", true);
      const TerrainCard* card = id ? t.cardById(*id) : nullptr;
      if (id && !card) r.error(YamlReader::child(c, "card"), "unknown terrain card '" + data::excerpt(*id) + "'");
      const YAML::Node atNode = YamlReader::child(c, "at");
      Square at;
      bool placed = false;
      if (!atNode.IsDefined()) r.error(c, "missing required key 'at'");
      else if (const auto s = readSquare(r, atNode, grid, "'at'")) {
        at = *s;
        placed = true;
      }
      int w = 1, h = 1;
      if (const YAML::Node size = YamlReader::child(c, "size"); size.IsDefined()) {
        if (!size.IsSequence() || size.size() != 2) {
          r.error(size, "'size' must be [columns, rows]");
        } else {
          w = static_cast<int>(r.integerValue(size[0], "the width", 1, grid.cols).value_or(1));
          h = static_cast<int>(r.integerValue(size[1], "the depth", 1, grid.rows).value_or(1));
        }
      }
      if (!card || !placed) continue;
      if (!grid.contains({at.col + w - 1, at.row + h - 1})) {
        r.error(c, "the card runs off the battlefield");
        continue;
      }
      for (int dc = 0; dc < w; ++dc) {
        for (int dr = 0; dr < h; ++dr) m.cards[static_cast<std::size_t>(grid.index({at.col + dc, at.row + dr}))] = card;
      }
    }
  }
  return m;
}

// The grid on the Bullet battlefield (hills raised, woods and towns as solids, sight by the grid
// rule, cached per pair of squares) and the game's factory, from each square's card.
LoadedScenario finishScenario(const std::shared_ptr<Setup>& setup, const std::vector<const TerrainCard*>& cards,
                              ScenarioInfo info) {
  std::vector<TerrainKind> kinds;
  std::vector<int> levels;
  for (const TerrainCard* c : cards) {
    kinds.push_back(c->ground);
    levels.push_back(c->level);
  }
  auto battlefield = std::make_shared<battlefield::BulletGridBattlefield>(
      setup->grid, std::move(kinds), std::move(levels), kHillLevelHeight, featureDefaults().kinds);
  setup->battlefield = battlefield;
  LoadedScenario out;
  out.info = std::move(info);
  out.battlefield = battlefield;
  std::shared_ptr<const Setup> frozen = setup;
  out.newGame = [frozen]() -> std::unique_ptr<Game> { return std::make_unique<MicroBattleGame>(frozen); };
  return out;
}

}  // namespace

LoadedScenario buildMicroBattleScenario(YamlReader& r, const YAML::Node& root, ScenarioInfo info) {
  r.checkKeys(root, {"scenario", "battlefield", "sides", "victory", "narration"});
  const std::shared_ptr<const Tables> tables = loadMicroBattleTables(rulesetFile("microbattle"));
  auto setup = std::make_shared<Setup>();
  setup->tables = tables;

  const YAML::Node header = YamlReader::child(root, "scenario");
  const auto period = r.string(header, "period", true);
  if (period && !tables->periods.count(*period)) {
    std::string known;
    for (const auto& [id, p] : tables->periods) known += (known.empty() ? "" : ", ") + id;
    r.error(YamlReader::child(header, "period"), "unknown period '" + data::excerpt(*period) + "' (known: " + known + ")");
  }
  const Period* per = period && tables->periods.count(*period) ? &tables->periods.at(*period) : nullptr;
  if (per) setup->period = *period;

  // Battlefield.
  GridSpec& grid = setup->grid;
  grid.cols = tables->gridCols;
  grid.rows = tables->gridRows;
  grid.squareSize = 100 * kMillimetre;
  GroundMap ground;
  const YAML::Node bf = YamlReader::child(root, "battlefield");
  if (!bf.IsDefined()) r.error(root, "missing required section 'battlefield'");
  else if (r.expectMap(bf, "'battlefield'")) {
    r.checkKeys(bf, {"cols", "rows", "square_mm", "map", "cards"});
    grid.cols = static_cast<int>(r.integer(bf, "cols", false, 2, 64).value_or(grid.cols));
    grid.rows = static_cast<int>(r.integer(bf, "rows", false, 2, 64).value_or(grid.rows));
    grid.squareSize = r.integer(bf, "square_mm", false, 10, 1000).value_or(100) * kMillimetre;
    ground = readMap(r, bf, *tables, grid);
  }
  if (ground.cards.empty()) ground.cards.assign(static_cast<std::size_t>(grid.count()), tables->cardBySymbol('.'));

  // Armies.
  std::set<int> occupied;
  std::array<std::string, 2> edges;
  const YAML::Node sides = readSides(r, root, {"name", "edge", "units"}, info, [&](int i, Side side, const YAML::Node& s) {
    edges[i] = r.string(s, "edge", true).value_or(i == 0 ? "south" : "north");
    if (edges[i] != "south" && edges[i] != "north") r.error(YamlReader::child(s, "edge"), "'edge' must be south or north");
    setup->baselineRow[i] = edges[i] == "south" ? 0 : grid.rows - 1;
    const auto units = sideUnits(r, s);
    if (!units) return;
    for (const YAML::Node& u : *units) {
      if (!r.expectMap(u, "a unit")) continue;
      r.checkKeys(u, {"name", "short", "type", "at"});
      UnitSetup us;
      us.side = side;
      us.name = r.string(u, "name", false).value_or("");
      us.shortName = unitShortName(r, u);
      const auto type = r.string(u, "type", true);
      const UnitType* ut = nullptr;
      if (type && per) {
        ut = per->find(*type);
        if (!ut) {
          std::string known;
          for (const UnitType& t : per->units) known += (known.empty() ? "" : ", ") + t.id;
          r.error(YamlReader::child(u, "type"), "unknown unit type '" + data::excerpt(*type) + "' for period '" + per->id +
                                                    "' (known: " + known + ")");
        }
      }
      const YAML::Node atNode = YamlReader::child(u, "at");
      if (!atNode.IsDefined()) r.error(u, "missing required key 'at'");
      const auto at = atNode.IsDefined() ? readSquare(r, atNode, grid, "'at'") : std::nullopt;
      if (!ut || !at) continue;
      us.type = ut->id;
      us.at = *at;
      if (!occupied.insert(grid.index(*at)).second) r.error(atNode, "two units stand on the same square");
      const TerrainCard* card = ground.cards[static_cast<std::size_t>(grid.index(*at))];
      if (card && card->impassable.matches(*ut)) r.error(atNode, ut->name + " cannot stand in " + card->id);
      setup->units.push_back(us);
    }
  });
  setup->sideNames = info.sideNames;
  if (!edges[0].empty() && edges[0] == edges[1]) r.error(sides, "the two sides must start from opposite edges");

  // Victory.
  const YAML::Node victory = YamlReader::child(root, "victory");
  if (!victory.IsDefined()) r.error(root, "missing required section 'victory'");
  else if (r.expectMap(victory, "'victory'")) {
    r.checkKeys(victory, {"turn_limit", "at_turn_limit", "objectives"});
    setup->turnLimit = static_cast<int>(r.integer(victory, "turn_limit", true, 1, 1000).value_or(12));
    if (const auto limit = r.string(victory, "at_turn_limit", false)) {
      if (*limit == "draw") setup->atTurnLimit = TurnLimitOutcome::Draw;
      else if (*limit == "strength") setup->atTurnLimit = TurnLimitOutcome::Strength;
      else if (*limit == "objectives") setup->atTurnLimit = TurnLimitOutcome::Objectives;
      else r.error(YamlReader::child(victory, "at_turn_limit"), "'at_turn_limit' must be draw, strength or objectives");
    }
    if (const YAML::Node obj = YamlReader::child(victory, "objectives"); obj.IsDefined() && r.expectSequence(obj, "'objectives'")) {
      for (const YAML::Node& o : obj) {
        if (!r.expectMap(o, "an objective")) continue;
        r.checkKeys(o, {"name", "at"});
        Objective ob;
        ob.name = r.string(o, "name", true).value_or("");
        const YAML::Node atNode = YamlReader::child(o, "at");
        if (!atNode.IsDefined()) r.error(o, "missing required key 'at'");
        else if (const auto at = readSquare(r, atNode, grid, "'at'")) ob.at = *at;
        setup->objectives.push_back(ob);
      }
    }
    if (setup->atTurnLimit == TurnLimitOutcome::Objectives && setup->objectives.empty()) {
      r.error(victory, "'at_turn_limit: objectives' needs at least one objective");
    }
  }
  info.turnLimit = setup->turnLimit;
  r.throwIfErrors();

  LoadedScenario out = finishScenario(setup, ground.cards, std::move(info));
  // Random terrain (003 Set Up's cards): the same armies and victory on a field dealt afresh.
  std::shared_ptr<const Setup> drawn = setup;
  out.dealTerrain = [drawn, plainInfo = out.info](std::uint64_t terrainSeed) {
    const TerrainDeal deal = dealTerrain(*drawn, terrainSeed);
    auto dealtSetup = std::make_shared<Setup>(*drawn);
    dealtSetup->terrainDealt = true;
    ScenarioInfo dealtInfo = plainInfo;
    for (const DealtCard& c : deal.cards) dealtInfo.dealtTerrain.push_back(describe(c));
    return finishScenario(dealtSetup, deal.ground, std::move(dealtInfo));
  };
  return out;
}

void validateMicroBattleTables(const std::filesystem::path& file) {
  checkTablesFile(file, &parseMicroBattleTables);
}

}  // namespace sandtable::scenario
