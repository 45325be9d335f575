#include "WarlordsData.h"

#include <map>
#include <vector>

#include "scenario/TablesFile.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::warlords;
using rules::TerrainKind;

namespace {

void requireSource(YamlReader& r, const YAML::Node& section) {
  const auto src = r.string(section, "source", true);
  if (src && src->empty()) r.error(YamlReader::child(section, "source"), "'source' must not be empty");
}

// One integer key of a section: where it goes and what it may be.
struct IntKey {
  std::string_view key;
  int* target;
  int min;
  int max;
};

// Reads a section made only of integers (and its source); every key is required.
void readInts(YamlReader& r, const YAML::Node& root, std::string_view name, const std::vector<IntKey>& keys) {
  const YAML::Node n = YamlReader::child(root, name);
  if (!n.IsDefined()) {
    r.error(root, "missing required section '" + std::string(name) + "'");
    return;
  }
  if (!r.expectMap(n, "'" + std::string(name) + "'")) return;
  std::vector<std::string> allowed{"source"};
  for (const IntKey& k : keys) allowed.emplace_back(k.key);
  r.checkKeys(n, allowed);
  requireSource(r, n);
  for (const IntKey& k : keys) {
    if (const auto v = r.integer(n, k.key, true, k.min, k.max)) *k.target = static_cast<int>(*v);
  }
}

void readRange(YamlReader& r, const YAML::Node& section, std::string_view key, MissileRange& out) {
  const YAML::Node n = YamlReader::child(section, key);
  if (!n.IsDefined()) {
    r.error(section, "missing required key '" + std::string(key) + "'");
    return;
  }
  if (!r.expectMap(n, "'" + std::string(key) + "'")) return;
  r.checkKeys(n, {"skirmishing", "massed"});
  if (const auto v = r.integer(n, "skirmishing", true, 0, 100)) out.skirmishing = static_cast<int>(*v);
  if (const auto v = r.integer(n, "massed", true, 0, 100)) out.massed = static_cast<int>(*v);
}

void readTroops(YamlReader& r, const YAML::Node& root, Tables& t) {
  const YAML::Node n = YamlReader::child(root, "troop_types");
  if (!n.IsDefined()) {
    r.error(root, "missing required section 'troop_types'");
    return;
  }
  if (!r.expectMap(n, "'troop_types'")) return;
  r.checkDuplicateKeys(n);
  std::array<bool, kTroopKindCount> seen{};
  for (auto it = n.begin(); it != n.end(); ++it) {
    const std::string id = it->first.Scalar();
    TroopKind kind;
    if (!troopKindFromId(id, kind)) {
      r.error(it->first, "unknown troop type '" + id +
                             "' (Warlords 1.4.2 has foot_skirmisher, horse_skirmisher, loose_foot, close_foot, cavalry, pike)");
      continue;
    }
    const YAML::Node u = it->second;
    if (!r.expectMap(u, "troop type '" + id + "'")) continue;
    r.checkKeys(u, {"name", "move", "charge_bonus", "weight", "stand_depth_permille", "skirmisher", "light", "heavy",
                    "line", "horse", "source"});
    requireSource(r, u);
    TroopType& tt = t.troops[static_cast<std::size_t>(kind)];
    seen[static_cast<std::size_t>(kind)] = true;
    tt.kind = kind;
    tt.name = r.string(u, "name", true).value_or(id);
    tt.move = static_cast<int>(r.integer(u, "move", true, 0, 20).value_or(2));
    tt.chargeBonus = static_cast<int>(r.integer(u, "charge_bonus", true, 0, 20).value_or(2));
    tt.weight = static_cast<int>(r.integer(u, "weight", true, 0, 100).value_or(0));
    tt.depthPermille = static_cast<int>(r.integer(u, "stand_depth_permille", true, 100, 3000).value_or(750));
    tt.skirmisher = r.boolean(u, "skirmisher", false).value_or(false);
    tt.light = r.boolean(u, "light", false).value_or(false);
    tt.heavy = r.boolean(u, "heavy", false).value_or(false);
    tt.line = r.boolean(u, "line", false).value_or(false);
    tt.horse = r.boolean(u, "horse", false).value_or(false);
    if (tt.light == tt.heavy) r.error(u, "a troop type is either light or heavy (001 1.4.2)");
  }
  for (std::size_t k = 0; k < kTroopKindCount; ++k) {
    if (!seen[k]) r.error(n, "troop type '" + std::string(troopKindId(static_cast<TroopKind>(k))) + "' is missing");
  }
}

void readTerrain(YamlReader& r, const YAML::Node& root, Tables& t) {
  const YAML::Node n = YamlReader::child(root, "terrain");
  if (!n.IsDefined()) {
    r.error(root, "missing required section 'terrain'");
    return;
  }
  if (!r.expectMap(n, "'terrain'")) return;
  r.checkDuplicateKeys(n);
  std::array<bool, rules::kTerrainKindCount> seen{};
  for (auto it = n.begin(); it != n.end(); ++it) {
    const std::string id = it->first.Scalar();
    TerrainKind kind;
    if (!rules::terrainKindFromName(id, kind)) {
      r.error(it->first, "unknown battlefield feature '" + id + "'");
      continue;
    }
    const YAML::Node e = it->second;
    if (!r.expectMap(e, "terrain '" + id + "'")) continue;
    r.checkKeys(e, {"type", "impassable", "rough", "slow", "slope", "linear_obstacle", "blocks_visibility",
                    "blocks_shooting", "cover", "cover_spans", "height_levels", "bank_spans", "bank_rough", "bank_slope",
                    "source"});
    requireSource(r, e);
    TerrainEffect& te = t.terrain[static_cast<std::size_t>(kind)];
    seen[static_cast<std::size_t>(kind)] = true;
    te.type = r.string(e, "type", true).value_or(id);
    te.impassable = r.boolean(e, "impassable", false).value_or(false);
    te.rough = r.boolean(e, "rough", false).value_or(false);
    te.slow = r.boolean(e, "slow", false).value_or(false);
    te.slope = r.boolean(e, "slope", false).value_or(false);
    te.linearObstacle = r.boolean(e, "linear_obstacle", false).value_or(false);
    te.blocksVisibility = r.boolean(e, "blocks_visibility", false).value_or(false);
    te.blocksShooting = r.boolean(e, "blocks_shooting", false).value_or(false);
    if (const auto c = r.string(e, "cover", false)) {
      if (*c == "none") te.cover = Cover::None;
      else if (*c == "light") te.cover = Cover::Light;
      else if (*c == "heavy") te.cover = Cover::Heavy;
      else r.error(YamlReader::child(e, "cover"), "'cover' must be none, light or heavy (001 3.2.1)");
    }
    te.coverSpans = static_cast<int>(r.integer(e, "cover_spans", false, 0, 20).value_or(0));
    te.heightLevels = static_cast<int>(r.integer(e, "height_levels", false, 0, 10).value_or(0));
    te.bankSpans = static_cast<int>(r.integer(e, "bank_spans", false, 0, 5).value_or(0));
    te.bankRough = r.boolean(e, "bank_rough", false).value_or(false);
    te.bankSlope = r.boolean(e, "bank_slope", false).value_or(false);
  }
  for (std::size_t k = 0; k < rules::kTerrainKindCount; ++k) {
    if (!seen[k]) {
      r.error(n, "the terrain mapping has no entry for '" + std::string(rules::terrainKindName(static_cast<TerrainKind>(k))) +
                     "': every battlefield feature needs its Warlords meaning");
    }
  }
}

}  // namespace

std::shared_ptr<Tables> parseWarlordsTables(YamlReader& r) {
  auto t = std::make_shared<Tables>();
  const YAML::Node root = r.root();
  if (!r.expectMap(root, "a Warlords ruleset file")) return t;
  r.checkKeys(root, {"ruleset", "troop_types", "activation", "movement", "random_move", "shooting", "melee",
                     "personalities", "field_defences", "victory", "terrain"});
  if (const YAML::Node n = YamlReader::child(root, "ruleset"); !n.IsDefined()) {
    r.error(root, "missing required section 'ruleset'");
  } else if (r.expectMap(n, "'ruleset'")) {
    r.checkKeys(n, {"id", "name", "source"});
    requireSource(r, n);
    if (const auto id = r.string(n, "id", true); id && *id != "warlords") {
      r.error(YamlReader::child(n, "id"), "this file is for ruleset '" + *id + "', not warlords");
    }
    r.string(n, "name", true);
  }
  readTroops(r, root, *t);
  ActivationTable& a = t->activation;
  readInts(r, root, "activation",
           {{"initiative_die", &a.initiativeDie, 2, 20}, {"dice", &a.dice, 1, 10}, {"dice_per_champion", &a.dicePerChampion, 0, 5},
            {"keep", &a.keep, 1, 10}, {"per_casualty", &a.perCasualty, -10, 0},
            {"skirmisher_or_drilled", &a.skirmisherOrDrilled, 0, 10}, {"evade_per_span", &a.evadePerSpan, 0, 10},
            {"champion_multiple", &a.championMultiple, 0, 10}, {"charisma", &a.charisma, 0, 5},
            {"expert_tactician", &a.expertTactician, 0, 5}, {"indecisive", &a.indecisive, -5, 0},
            {"aggressive", &a.aggressive, 0, 5}});
  MovementTable& m = t->movement;
  readInts(r, root, "movement",
           {{"oblique_degrees", &m.obliqueDegrees, 0, 90}, {"stop_from_enemy_spans", &m.stopFromEnemySpans, 0, 5},
            {"fast_bonus", &m.fastBonus, 0, 5}, {"slow_penalty", &m.slowPenalty, 0, 5}, {"slow_armour", &m.slowArmour, -5, 1},
            {"shieldwall_charge_bonus", &m.shieldwallChargeBonus, 0, 5}, {"rough_penalty", &m.roughPenalty, 0, 5},
            {"slope_penalty", &m.slopePenalty, 0, 5}, {"obstacle_penalty", &m.obstaclePenalty, 0, 5},
            {"slow_terrain_divisor", &m.slowTerrainDivisor, 1, 10}, {"slope_gradient_permille", &m.slopeGradientPermille, 1, 10000},
            {"formation_min_enemy_spans", &m.formationMinEnemySpans, 0, 5}, {"break_off_min_spans", &m.breakOffMinSpans, 0, 5},
            {"passage_max_ranks", &m.passageMaxRanks, 1, 10}, {"broken_wheel_degrees", &m.brokenWheelDegrees, 0, 360},
            {"sally_port_divisor", &m.sallyPortDivisor, 1, 10}});
  RandomMoveTable& rm = t->randomMove;
  readInts(r, root, "random_move",
           {{"high_face", &rm.highFace, 1, 6}, {"low_face", &rm.lowFace, 1, 6}, {"step", &rm.step, 0, 5},
            {"big_step", &rm.bigStep, 0, 10}, {"ratio", &rm.ratio, 1, 10}});
  ShootingTable& s = t->shooting;
  {
    const YAML::Node n = YamlReader::child(root, "shooting");
    if (n.IsDefined() && r.expectMap(n, "'shooting'")) {
      readRange(r, n, "hand", s.hand);
      readRange(r, n, "light", s.light);
      readRange(r, n, "heavy", s.heavy);
    }
    // The integer keys of the same section (readInts checks the keys of the whole section).
    const std::vector<IntKey> keys{{"massed_dice_per_stand", &s.massedDicePerStand, 0, 10},
                                   {"skirmish_dice_per_stand", &s.skirmishDicePerStand, 0, 10},
                                   {"longbow_massed_dice_per_file", &s.longbowMassedDicePerFile, 0, 10},
                                   {"arbalest_massed_range", &s.arbalestMassedRange, 0, 100},
                                   {"armour_piercing_range", &s.armourPiercingRange, 0, 100},
                                   {"hit_on", &s.hitOn, 1, 7},
                                   {"horse_multiplier", &s.horseMultiplier, 1, 10},
                                   {"skirmisher_divisor", &s.skirmisherDivisor, 1, 10},
                                   {"light_cover_stands", &s.lightCoverStands, 1, 10},
                                   {"heavy_cover_stands", &s.heavyCoverStands, 1, 10},
                                   {"personality_red_dice", &s.personalityRedDice, 0, 5}};
    if (!n.IsDefined()) {
      r.error(root, "missing required section 'shooting'");
    } else if (n.IsMap()) {
      std::vector<std::string> allowed{"source", "hand", "light", "heavy"};
      for (const IntKey& k : keys) allowed.emplace_back(k.key);
      r.checkKeys(n, allowed);
      requireSource(r, n);
      for (const IntKey& k : keys) {
        if (const auto v = r.integer(n, k.key, true, k.min, k.max)) *k.target = static_cast<int>(*v);
      }
    }
  }
  MeleeTable& me = t->melee;
  readInts(r, root, "melee",
           {{"dice", &me.dice, 1, 10}, {"keep", &me.keep, 1, 10}, {"close_foot_second_rank_dice", &me.closeFootSecondRankDice, 0, 5},
            {"per_rank_dice", &me.perRankDice, 0, 5}, {"flank_dice", &me.flankDice, 0, 5}, {"veteran_dice", &me.veteranDice, 0, 5},
            {"hated_dice", &me.hatedDice, 0, 5}, {"charging", &me.charging, -5, 5},
            {"per_champion_charging", &me.perChampionCharging, -5, 5}, {"wedge_vs_shieldwall", &me.wedgeVsShieldwall, -5, 5},
            {"cavalry_charging", &me.cavalryCharging, -5, 5}, {"lances_charging", &me.lancesCharging, -5, 5},
            {"elite", &me.elite, -5, 5}, {"pike_front", &me.pikeFront, -5, 5}, {"uphill_opponent", &me.uphillOpponent, -5, 5},
            {"light_weapons", &me.lightWeapons, -5, 5}, {"flank_contacted", &me.flankContacted, -5, 5},
            {"rear_contacted", &me.rearContacted, -5, 5}, {"charged_in_flank_by_heavy", &me.chargedInFlankByHeavy, -5, 5},
            {"coward", &me.coward, -5, 5}, {"nemesis", &me.nemesis, -5, 5}, {"bounty", &me.bounty, -5, 5},
            {"fall_back_spans", &me.fallBackSpans, 0, 10}, {"unform_multiple", &me.unformMultiple, 1, 10},
            {"break_multiple", &me.breakMultiple, 1, 10}, {"ratio_floor", &me.ratioFloor, 0, 10}});
  readInts(r, root, "personalities", {{"kill_multiple", &t->personalities.killMultiple, 0, 10}});
  readInts(r, root, "field_defences", {{"stakes_pike_ranks", &t->fieldDefences.stakesPikeRanks, 0, 5}});
  readInts(r, root, "victory", {{"army_break_percent", &t->victory.armyBreakPercent, 1, 100}});
  readTerrain(r, root, *t);
  return t;
}

std::shared_ptr<const Tables> loadWarlordsTables(const std::filesystem::path& file) {
  return loadTablesOnce(file, &parseWarlordsTables);
}

}  // namespace sandtable::scenario
