// MicroBattle's tables as declarations: each section of config/rulesets/microbattle.yaml, its
// keys, their ranges and the members they fill (the binder, scenario/YamlBind.h, does the
// walk), and the checks that relate sections (the terrain deal names the cards and divides
// the grid).
#include "MicroBattleData.h"

#include <algorithm>
#include <cctype>

#include "data/Excerpt.h"
#include "scenario/TablesFile.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::microbattle;
using bind::Name;
using bind::Record;

namespace {

// "2" gives 2 and 2, "1-2" gives 1 and 2.
bool parseMove(const std::string& text, UnitType& t) {
  if (text.size() == 1 && text[0] >= '0' && text[0] <= '9') {
    t.moveMin = t.moveMax = text[0] - '0';
    return true;
  }
  if (text.size() == 3 && text[1] == '-' && std::isdigit(static_cast<unsigned char>(text[0])) &&
      std::isdigit(static_cast<unsigned char>(text[2]))) {
    t.moveMin = text[0] - '0';
    t.moveMax = text[2] - '0';
    return t.moveMin <= t.moveMax;
  }
  return false;
}

const std::vector<Name<bool UnitFilter::*>>& unitClasses() {
  static const std::vector<Name<bool UnitFilter::*>> names{
      {"all", &UnitFilter::all},     {"mounted", &UnitFilter::mounted},
      {"foot", &UnitFilter::foot},   {"artillery", &UnitFilter::artillery},
      {"heavy", &UnitFilter::heavy}, {"medium", &UnitFilter::medium},
      {"light", &UnitFilter::light}};
  return names;
}

Record<UnitType> unitType() {
  Record<UnitType> r;
  r.text("name", &UnitType::name)
      .parsed("move", &parseMove, "a number or a range such as 1-2")
      .integer("range", &UnitType::range, 0, 20)
      .integer("cv", &UnitType::cv, 1, 7)
      .integer("cv_charging", &UnitType::cvCharging, 1, 7, bind::kOptional)
      .integer("def", &UnitType::def, 1, 7)
      .enumeration(
          "class", &UnitType::unitClass,
          {{"light", UnitClass::Light}, {"medium", UnitClass::Medium}, {"heavy", UnitClass::Heavy}})
      .boolean("mounted", &UnitType::mounted, bind::kOptional)
      .boolean("artillery", &UnitType::artillery, bind::kOptional)
      .boolean("musket", &UnitType::musket, bind::kOptional)
      .integer("long_range_from", &UnitType::longRangeFrom, 1, 20, bind::kOptional)
      .check([](YamlReader& rd, const YAML::Node& n, UnitType& t) {
        if (t.longRangeFrom > 0 && t.range == 0) {
          rd.error(YamlReader::child(n, "long_range_from"),
                   "a unit with range 0 has no long range");
        }
      });
  return r;
}

Record<Period> period() {
  Record<Period> r;
  r.text("name", &Period::name)
      .source()
      .entries("units", &Period::units, &UnitType::id, unitType(), "unit type");
  return r;
}

Record<TerrainCard> terrainCard() {
  Record<TerrainCard> exit;
  exit.flags("units", &TerrainCard::exitRollFor, unitClasses(), "unit class", bind::kOptional)
      .integer("target", &TerrainCard::exitRollTarget, 1, 6);
  Record<TerrainCard> r;
  r.parsed(
       "symbol",
       [](const std::string& s, TerrainCard& c) {
         return s.size() == 1 && (c.symbol = s[0], true);
       },
       "one character")
      .enumeration("ground", &TerrainCard::ground, bind::terrainKindNames())
      .integer("level", &TerrainCard::level, 0, 9, bind::kOptional)
      .flags("enter_ends_move", &TerrainCard::enterEndsMove, unitClasses(), "unit class",
             bind::kOptional)
      .flags("impassable", &TerrainCard::impassable, unitClasses(), "unit class", bind::kOptional)
      .group("exit_roll", exit)
      .optional()
      .enumeration("cover", &TerrainCard::cover,
                   {{"none", Cover::None}, {"ranged", Cover::Ranged}, {"all", Cover::All}},
                   bind::kOptional)
      .boolean("bad_ground", &TerrainCard::occupantDisadvantaged, bind::kOptional)
      .source();
  return r;
}

Record<TerrainDealRule> terrainDeal() {
  Record<DeckCard> deckCard;
  deckCard.integer("copies", &DeckCard::copies, 1, 100)
      .boolean("across", &DeckCard::across, bind::kOptional);
  Record<TerrainDealRule> r;
  r.custom("sectors",
           [](YamlReader& rd, const YAML::Node& v, TerrainDealRule& d) {
             if (!v.IsSequence() || v.size() != 2) {
               rd.error(v, "'sectors' must be [across, deep]");
               return;
             }
             if (const auto c = rd.integerValue(v[0], "the sectors across", 1, 64))
               d.sectorCols = static_cast<int>(*c);
             if (const auto c = rd.integerValue(v[1], "the sectors deep", 1, 64))
               d.sectorRows = static_cast<int>(*c);
           })
      .integer("cards_dealt", &TerrainDealRule::cardsDealt, 0, 64 * 64)
      .note("at most one a sector")
      .integer("squares_per_card", &TerrainDealRule::squaresPerCard, 1, 64)
      .note("at most a sector's width")
      .entries("deck", &TerrainDealRule::deck, &DeckCard::card, deckCard, "deck card")
      .source();
  return r;
}

// The terrain cards among themselves: squares carry a ground kind, so cards that share one
// (and a level) would share their effects; open ground is the card with symbol '.'.
void checkTerrain(YamlReader& r, const YAML::Node& root, const Tables& t) {
  const YAML::Node section = YamlReader::child(root, "terrain");
  for (std::size_t i = 0; i < t.terrain.size(); ++i) {
    for (std::size_t j = i + 1; j < t.terrain.size(); ++j) {
      const TerrainCard& a = t.terrain[i];
      const TerrainCard& b = t.terrain[j];
      if (a.symbol == b.symbol) {
        r.error(YamlReader::child(YamlReader::child(section, b.id), "symbol"),
                "symbol '" + std::string(1, b.symbol) + "' is used by two cards");
      }
      if (a.ground == b.ground && a.level == b.level) {
        r.error(YamlReader::child(section, b.id),
                "cards '" + a.id + "' and '" + b.id + "' have the same ground and level");
      }
    }
  }
  if (!t.cardBySymbol('.'))
    r.error(section, "the terrain needs a card with symbol '.' for open ground");
}

// 003 Set Up's deal against the grid it divides and the cards it names.
void checkTerrainDeal(YamlReader& r, const YAML::Node& root, const Tables& t) {
  const YAML::Node section = YamlReader::child(root, "terrain_deal");
  const TerrainDealRule& rule = t.terrainDeal;
  if (t.gridCols % rule.sectorCols != 0 || t.gridRows % rule.sectorRows != 0) {
    r.error(YamlReader::child(section, "sectors"), "the sectors must divide the " +
                                                       std::to_string(t.gridCols) + " x " +
                                                       std::to_string(t.gridRows) + " grid evenly");
    return;
  }
  const int sectors = rule.sectorCols * rule.sectorRows;
  if (rule.cardsDealt > sectors) {
    r.error(YamlReader::child(section, "cards_dealt"),
            "'cards_dealt' must be between 0 and " + std::to_string(sectors) +
                " (one card a sector), not " + std::to_string(rule.cardsDealt));
  }
  const int sectorWidth = t.gridCols / rule.sectorCols;
  if (rule.squaresPerCard > sectorWidth) {
    r.error(YamlReader::child(section, "squares_per_card"),
            "'squares_per_card' must be between 1 and " + std::to_string(sectorWidth) +
                " (a sector's width), not " + std::to_string(rule.squaresPerCard));
  }
  const YAML::Node deck = YamlReader::child(section, "deck");
  int copies = 0;
  // The entry's key, where a problem with the card it names is reported. (A YAML::Node is
  // returned, never assigned: assigning one rewrites the node it refers to.)
  const auto keyOf = [&deck](const std::string& card) {
    for (auto it = deck.begin(); it != deck.end(); ++it) {
      if (it->first.IsScalar() && it->first.Scalar() == card) return YAML::Node(it->first);
    }
    return YAML::Node(deck);
  };
  for (const DeckCard& d : rule.deck) {
    const YAML::Node at = keyOf(d.card);
    if (!t.cardById(d.card))
      r.error(at, "unknown terrain card '" + data::excerpt(d.card) + "'");
    else if (t.cardById(d.card)->symbol == '.')
      r.error(at, "open ground is what no card lays: leave it out of the deck");
    copies += d.copies;
  }
  if (copies < rule.cardsDealt) r.error(deck, "the deck holds fewer cards than 'cards_dealt'");
}

const Record<Tables>& microBattleTables() {
  static const Record<Tables> record = [] {
    Record<Tables> grid, turn, movement, combat, morale;
    grid.integer("cols", &Tables::gridCols, 2, 64)
        .integer("rows", &Tables::gridRows, 2, 64)
        .source();
    turn.integer("initiative_die", &Tables::initiativeDie, 2, 20)
        .integer("activation_dice", &Tables::activationDice, 1, 6)
        .source();
    movement.integer("variable_move_target", &Tables::variableMoveTarget, 1, 7).source();
    combat.integer("shaken_penalty", &Tables::shakenPenalty, -6, 0)
        .integer("retreat_on", &Tables::retreatOn, 0, 6)
        .source();
    morale.integer("below_percent", &Tables::armyMoralePercent, 1, 100)
        .integer("target", &Tables::armyMoraleTarget, 1, 7)
        .source();
    Record<AdvantageFactors> advantages;
    using A = AdvantageFactors;
    advantages.integer("net_cap", &A::netCap, 0, 6)
        .integer("downhill", &A::downhill, -6, 6)
        .integer("uphill", &A::uphill, -6, 6)
        .integer("target_in_cover", &A::targetInCover, -6, 6)
        .integer("long_range", &A::longRange, -6, 6)
        .integer("outflanked", &A::outflanked, -6, 6)
        .integer("attacker_in_bad_ground", &A::attackerInBadGround, -6, 6)
        .integer("target_in_bad_ground", &A::targetInBadGround, -6, 6)
        .source();
    Record<Options> options;
    options.boolean("musket_range_one_square", &Options::musketRangeOneSquare)
        .boolean("light_troops_ignore_shaken_on_retreat", &Options::lightIgnoreShakenOnRetreat)
        .boolean("road_march", &Options::roadMarch)
        .integer("road_march_min_distance", &Options::roadMarchMinDistance, 1, 64)
        .source();
    Record<Tables> t;
    t.custom("ruleset", bind::rulesetHeader<Tables>("microbattle"))
        .section()
        .group("grid", grid)
        .group("turn", turn)
        .group("movement", movement)
        .group("combat", combat)
        .group("army_morale", morale)
        .record("advantages", &Tables::advantages, advantages)
        .record("options", &Tables::options, options)
        .entries("terrain", &Tables::terrain, &TerrainCard::id, terrainCard(), "terrain card")
        .record("terrain_deal", &Tables::terrainDeal, terrainDeal())
        .entries("periods", &Tables::periods, &Period::id, period(), "period")
        .check(&checkTerrain)
        .check(&checkTerrainDeal);
    return t;
  }();
  return record;
}

}  // namespace

std::shared_ptr<Tables> parseMicroBattleTables(YamlReader& r) {
  auto t = std::make_shared<Tables>();
  microBattleTables().readInto(r, r.root(), "a MicroBattle ruleset file", *t);
  return t;
}

std::shared_ptr<const Tables> loadMicroBattleTables(const std::filesystem::path& file) {
  return loadTablesOnce(file, &parseMicroBattleTables);
}

}  // namespace sandtable::scenario
