#include "MicroBattleData.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "scenario/TablesFile.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::microbattle;
using rules::TerrainKind;

namespace {

// Every section that holds numbers must say where they come from.
void requireSource(YamlReader& r, const YAML::Node& section) {
  const auto src = r.string(section, "source", true);
  if (src && src->empty()) r.error(YamlReader::child(section, "source"), "'source' must not be empty");
}

int readInt(YamlReader& r, const YAML::Node& map, std::string_view key, int fallback, int min, int max,
            bool required = true) {
  const auto v = r.integer(map, key, required, min, max);
  return v ? static_cast<int>(*v) : fallback;
}

UnitFilter readFilter(YamlReader& r, const YAML::Node& map, std::string_view key) {
  UnitFilter f;
  const YAML::Node list = YamlReader::child(map, key);
  if (!list.IsDefined()) return f;
  if (!r.expectSequence(list, "'" + std::string(key) + "'")) return f;
  for (const YAML::Node& item : list) {
    const auto name = r.scalar(item, "a unit class");
    if (!name) continue;
    if (*name == "all") f.all = true;
    else if (*name == "mounted") f.mounted = true;
    else if (*name == "foot") f.foot = true;
    else if (*name == "artillery") f.artillery = true;
    else if (*name == "heavy") f.heavy = true;
    else if (*name == "medium") f.medium = true;
    else if (*name == "light") f.light = true;
    else r.error(item, "unknown unit class '" + *name + "' (expected all, mounted, foot, artillery, heavy, medium or light)");
  }
  return f;
}

void readTerrain(YamlReader& r, const YAML::Node& section, Tables& t) {
  if (!r.expectMap(section, "'terrain'")) return;
  r.checkDuplicateKeys(section);
  for (auto it = section.begin(); it != section.end(); ++it) {
    const YAML::Node node = it->second;
    TerrainCard card;
    card.id = it->first.Scalar();
    if (!r.expectMap(node, "terrain card '" + card.id + "'")) continue;
    r.checkKeys(node, {"symbol", "ground", "level", "enter_ends_move", "impassable", "exit_roll", "cover",
                       "bad_ground", "source"});
    requireSource(r, node);
    if (const auto sym = r.string(node, "symbol", true)) {
      if (sym->size() != 1) r.error(YamlReader::child(node, "symbol"), "'symbol' must be one character");
      else card.symbol = (*sym)[0];
      if (t.cardBySymbol(card.symbol)) r.error(YamlReader::child(node, "symbol"), "symbol '" + *sym + "' is used by two cards");
    }
    if (const auto ground = r.string(node, "ground", true)) {
      if (!rules::terrainKindFromName(*ground, card.ground)) {
        r.error(YamlReader::child(node, "ground"), "unknown ground '" + *ground + "'");
      }
    }
    card.level = readInt(r, node, "level", 0, 0, 9, false);
    card.enterEndsMove = readFilter(r, node, "enter_ends_move");
    card.impassable = readFilter(r, node, "impassable");
    if (const YAML::Node exit = YamlReader::child(node, "exit_roll"); exit.IsDefined()) {
      if (r.expectMap(exit, "'exit_roll'")) {
        r.checkKeys(exit, {"units", "target"});
        card.exitRollFor = readFilter(r, exit, "units");
        card.exitRollTarget = readInt(r, exit, "target", 0, 1, 6);
      }
    }
    if (const auto cover = r.string(node, "cover", false)) {
      if (*cover == "none") card.cover = Cover::None;
      else if (*cover == "ranged") card.cover = Cover::Ranged;
      else if (*cover == "all") card.cover = Cover::All;
      else r.error(YamlReader::child(node, "cover"), "'cover' must be none, ranged or all");
    }
    card.occupantDisadvantaged = r.boolean(node, "bad_ground", false).value_or(false);
    t.terrain.push_back(card);
  }
  // Squares carry a ground kind; cards that share one must share their effects.
  for (std::size_t i = 0; i < t.terrain.size(); ++i) {
    for (std::size_t j = i + 1; j < t.terrain.size(); ++j) {
      const TerrainCard& a = t.terrain[i];
      const TerrainCard& b = t.terrain[j];
      if (a.ground == b.ground && a.level == b.level) {
        r.error(YamlReader::child(section, b.id), "cards '" + a.id + "' and '" + b.id + "' have the same ground and level");
      }
    }
  }
  if (!t.cardBySymbol('.')) r.error(section, "the terrain needs a card with symbol '.' for open ground");
}

bool parseMove(const std::string& text, int& lo, int& hi) {
  if (text.size() == 1 && text[0] >= '0' && text[0] <= '9') {
    lo = hi = text[0] - '0';
    return true;
  }
  if (text.size() == 3 && text[1] == '-' && std::isdigit(static_cast<unsigned char>(text[0])) &&
      std::isdigit(static_cast<unsigned char>(text[2]))) {
    lo = text[0] - '0';
    hi = text[2] - '0';
    return lo <= hi;
  }
  return false;
}

void readPeriods(YamlReader& r, const YAML::Node& section, Tables& t) {
  if (!r.expectMap(section, "'periods'")) return;
  r.checkDuplicateKeys(section);
  for (auto it = section.begin(); it != section.end(); ++it) {
    Period p;
    p.id = it->first.Scalar();
    const YAML::Node node = it->second;
    if (!r.expectMap(node, "period '" + p.id + "'")) continue;
    r.checkKeys(node, {"name", "source", "units"});
    requireSource(r, node);
    p.name = r.string(node, "name", true).value_or(p.id);
    const YAML::Node units = YamlReader::child(node, "units");
    if (!units.IsDefined()) {
      r.error(node, "missing required key 'units'");
      continue;
    }
    if (!r.expectMap(units, "'units'")) continue;
    r.checkDuplicateKeys(units);
    for (auto u = units.begin(); u != units.end(); ++u) {
      UnitType type;
      type.id = u->first.Scalar();
      const YAML::Node un = u->second;
      if (!r.expectMap(un, "unit type '" + type.id + "'")) continue;
      r.checkKeys(un, {"name", "move", "range", "cv", "cv_charging", "def", "class", "mounted", "artillery", "musket",
                       "long_range_from"});
      type.name = r.string(un, "name", true).value_or(type.id);
      if (const auto move = r.string(un, "move", true)) {
        if (!parseMove(*move, type.moveMin, type.moveMax)) {
          r.error(YamlReader::child(un, "move"), "'move' must be a number or a range such as 1-2, not '" + *move + "'");
        }
      }
      type.range = readInt(r, un, "range", 0, 0, 20);
      type.cv = readInt(r, un, "cv", 4, 1, 7);
      type.cvCharging = readInt(r, un, "cv_charging", 0, 1, 7, false);
      type.def = readInt(r, un, "def", 4, 1, 7);
      if (const auto cls = r.string(un, "class", true)) {
        if (*cls == "light") type.unitClass = UnitClass::Light;
        else if (*cls == "medium") type.unitClass = UnitClass::Medium;
        else if (*cls == "heavy") type.unitClass = UnitClass::Heavy;
        else r.error(YamlReader::child(un, "class"), "'class' must be light, medium or heavy");
      }
      type.mounted = r.boolean(un, "mounted", false).value_or(false);
      type.artillery = r.boolean(un, "artillery", false).value_or(false);
      type.musket = r.boolean(un, "musket", false).value_or(false);
      type.longRangeFrom = readInt(r, un, "long_range_from", 0, 1, 20, false);
      if (type.longRangeFrom > 0 && type.range == 0) {
        r.error(YamlReader::child(un, "long_range_from"), "a unit with range 0 has no long range");
      }
      p.units.push_back(type);
    }
    t.periods.emplace(p.id, std::move(p));
  }
}

// 003 Set Up's terrain cards dealt at random: the sectors, how many cards, the deck. Read after
// the terrain cards and the grid, which it names and divides.
void readTerrainDeal(YamlReader& r, const YAML::Node& section, Tables& t) {
  TerrainDealRule& rule = t.terrainDeal;
  const YAML::Node sectors = YamlReader::child(section, "sectors");
  if (!sectors.IsDefined()) {
    r.error(section, "missing required key 'sectors'");
  } else if (!sectors.IsSequence() || sectors.size() != 2) {
    r.error(sectors, "'sectors' must be [across, deep]");
  } else {
    rule.sectorCols = static_cast<int>(r.integerValue(sectors[0], "the sectors across", 1, 64).value_or(4));
    rule.sectorRows = static_cast<int>(r.integerValue(sectors[1], "the sectors deep", 1, 64).value_or(2));
    if (t.gridCols % rule.sectorCols != 0 || t.gridRows % rule.sectorRows != 0) {
      r.error(sectors, "the sectors must divide the " + std::to_string(t.gridCols) + " x " +
                           std::to_string(t.gridRows) + " grid evenly");
    }
  }
  rule.cardsDealt = readInt(r, section, "cards_dealt", 4, 0, rule.sectorCols * rule.sectorRows);
  const int sectorCols = std::max(1, t.gridCols / rule.sectorCols);
  rule.squaresPerCard = readInt(r, section, "squares_per_card", 2, 1, sectorCols);
  const YAML::Node deck = YamlReader::child(section, "deck");
  if (!deck.IsDefined()) {
    r.error(section, "missing required key 'deck'");
    return;
  }
  if (!r.expectMap(deck, "'deck'")) return;
  int copies = 0;
  for (const auto& entry : deck) {
    DeckCard d;
    const auto name = r.scalar(entry.first, "a terrain card's name");
    if (!name) continue;
    d.card = *name;
    if (!t.cardById(d.card)) r.error(entry.first, "unknown terrain card '" + d.card + "'");
    else if (t.cardById(d.card)->symbol == '.') r.error(entry.first, "open ground is what no card lays: leave it out of the deck");
    if (!r.expectMap(entry.second, "a deck entry")) continue;
    r.checkKeys(entry.second, {"copies", "across"});
    d.copies = readInt(r, entry.second, "copies", 1, 1, 100);
    d.across = r.boolean(entry.second, "across", false).value_or(false);
    copies += d.copies;
    rule.deck.push_back(d);
  }
  if (copies < rule.cardsDealt) r.error(deck, "the deck holds fewer cards than 'cards_dealt'");
}

}  // namespace

std::shared_ptr<Tables> parseMicroBattleTables(YamlReader& r) {
  auto t = std::make_shared<Tables>();
  const YAML::Node root = r.root();
  if (!r.expectMap(root, "a MicroBattle ruleset file")) return t;
  r.checkKeys(root, {"ruleset", "grid", "turn", "movement", "combat", "army_morale", "advantages", "options",
                     "terrain", "terrain_deal", "periods"});
  auto section = [&](std::string_view key, std::initializer_list<std::string_view> keys) {
    const YAML::Node n = YamlReader::child(root, key);
    if (!n.IsDefined()) {
      r.error(root, "missing required section '" + std::string(key) + "'");
      return YAML::Node(YAML::NodeType::Undefined);
    }
    if (!r.expectMap(n, "'" + std::string(key) + "'")) return YAML::Node(YAML::NodeType::Undefined);
    r.checkKeys(n, keys);
    requireSource(r, n);
    return n;
  };
  if (const YAML::Node n = section("ruleset", {"id", "name", "source"}); n.IsDefined()) {
    if (const auto id = r.string(n, "id", true); id && *id != "microbattle") {
      r.error(YamlReader::child(n, "id"), "this file is for ruleset '" + *id + "', not microbattle");
    }
    r.string(n, "name", true);
  }
  if (const YAML::Node n = section("grid", {"cols", "rows", "source"}); n.IsDefined()) {
    t->gridCols = readInt(r, n, "cols", 8, 2, 64);
    t->gridRows = readInt(r, n, "rows", 6, 2, 64);
  }
  if (const YAML::Node n = section("turn", {"initiative_die", "activation_dice", "source"}); n.IsDefined()) {
    t->initiativeDie = readInt(r, n, "initiative_die", 6, 2, 20);
    t->activationDice = readInt(r, n, "activation_dice", 2, 1, 6);
  }
  if (const YAML::Node n = section("movement", {"variable_move_target", "source"}); n.IsDefined()) {
    t->variableMoveTarget = readInt(r, n, "variable_move_target", 4, 1, 7);
  }
  if (const YAML::Node n = section("combat", {"shaken_penalty", "retreat_on", "source"}); n.IsDefined()) {
    t->shakenPenalty = readInt(r, n, "shaken_penalty", -1, -6, 0);
    t->retreatOn = readInt(r, n, "retreat_on", 1, 0, 6);
  }
  if (const YAML::Node n = section("army_morale", {"below_percent", "target", "source"}); n.IsDefined()) {
    t->armyMoralePercent = readInt(r, n, "below_percent", 50, 1, 100);
    t->armyMoraleTarget = readInt(r, n, "target", 4, 1, 7);
  }
  if (const YAML::Node n = section("advantages", {"net_cap", "downhill", "uphill", "target_in_cover", "long_range",
                                                  "outflanked", "attacker_in_bad_ground", "target_in_bad_ground",
                                                  "source"});
      n.IsDefined()) {
    AdvantageFactors& a = t->advantages;
    a.netCap = readInt(r, n, "net_cap", 1, 0, 6);
    a.downhill = readInt(r, n, "downhill", 1, -6, 6);
    a.uphill = readInt(r, n, "uphill", -1, -6, 6);
    a.targetInCover = readInt(r, n, "target_in_cover", -1, -6, 6);
    a.longRange = readInt(r, n, "long_range", -1, -6, 6);
    a.outflanked = readInt(r, n, "outflanked", 1, -6, 6);
    a.attackerInBadGround = readInt(r, n, "attacker_in_bad_ground", -1, -6, 6);
    a.targetInBadGround = readInt(r, n, "target_in_bad_ground", 1, -6, 6);
  }
  if (const YAML::Node n = section("options", {"musket_range_one_square", "light_troops_ignore_shaken_on_retreat",
                                               "road_march", "road_march_min_distance", "source"});
      n.IsDefined()) {
    Options& o = t->options;
    o.musketRangeOneSquare = r.boolean(n, "musket_range_one_square", true).value_or(false);
    o.lightIgnoreShakenOnRetreat = r.boolean(n, "light_troops_ignore_shaken_on_retreat", true).value_or(false);
    o.roadMarch = r.boolean(n, "road_march", true).value_or(false);
    o.roadMarchMinDistance = readInt(r, n, "road_march_min_distance", 4, 1, 64);
  }
  if (const YAML::Node n = YamlReader::child(root, "terrain"); n.IsDefined()) readTerrain(r, n, *t);
  else r.error(root, "missing required section 'terrain'");
  if (const YAML::Node n = section("terrain_deal", {"sectors", "cards_dealt", "squares_per_card", "deck", "source"});
      n.IsDefined()) {
    readTerrainDeal(r, n, *t);
  }
  if (const YAML::Node n = YamlReader::child(root, "periods"); n.IsDefined()) readPeriods(r, n, *t);
  else r.error(root, "missing required section 'periods'");
  return t;
}

std::shared_ptr<const Tables> loadMicroBattleTables(const std::filesystem::path& file) {
  return loadTablesOnce(file, &parseMicroBattleTables);
}

}  // namespace sandtable::scenario
