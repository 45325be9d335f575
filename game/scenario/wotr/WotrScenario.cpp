// A War of the Roses scenario: the shared header, battlefield, sides frame and narration, and
// War of the Roses' own parts: each side's army, its units placed in inches, the C-in-C's unit,
// the bases' sizes, the opening orders, the victory section and the optional rules played.
#include "WotrScenario.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "WotrArmyFile.h"
#include "WotrData.h"
#include "WotrOrdersYaml.h"
#include "WotrPointsBattle.h"
#include "data/Excerpt.h"
#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"
#include "rules/wotr/Battle.h"
#include "scenario/NarrationYaml.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/SidesYaml.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;
using namespace sandtable::rules::wotr;

namespace {

constexpr int kMaxRanks = 24;

const MeasureUnit& wotrInches() {
  static const MeasureUnit unit = inches("War of the Roses", "002 (every distance in inches)");
  return unit;
}

// A side's army: {file: armies/....yaml} or the army file's document written in place.
std::optional<Army> readArmy(YamlReader& r, const YAML::Node& side, const Tables& t) {
  const YAML::Node n = YamlReader::child(side, "army");
  if (!n.IsDefined()) {
    r.error(side,
            "missing required key 'army' (the side's army: {file: armies/....yaml}, or an "
            "army file's army, wings and units written here)");
    return std::nullopt;
  }
  if (!r.expectMap(n, "'army'")) return std::nullopt;
  if (!YamlReader::child(n, "file").IsDefined()) {
    YamlReader inl = YamlReader::over(n, r.file());
    Army army = parseWotrArmy(inl, t);
    r.absorb(inl.errors());
    if (!inl.ok()) return std::nullopt;
    return army;
  }
  r.checkKeys(n, {"file"});
  const auto name = r.string(n, "file", true);
  if (!name) return std::nullopt;
  const platform::NamedFile named =
      platform::resolveNamedFile(r.file(), *name, {platform::configDir()});
  if (!named.ok()) {
    r.error(YamlReader::child(n, "file"),
            "the army file '" + data::excerpt(*name) + "': " + named.problem);
    return std::nullopt;
  }
  try {
    YamlReader file = YamlReader::fromFile(named.path);
    Army army = parseWotrArmy(file, t);
    r.absorb(file.errors());
    if (!file.ok()) return std::nullopt;
    return army;
  } catch (const data::ConfigErrors& e) {
    r.absorb(e.errors());
    return std::nullopt;
  }
}

// `bases_mm: {infantry: [w, d], cavalry: [w, d], artillery: [w, d]}`: the outline gives no
// basing, so each scenario says how its figures are based.
void readBases(YamlReader& r, const YAML::Node& root, BaseSizes& out) {
  const YAML::Node n = YamlReader::child(root, "bases_mm");
  if (!n.IsDefined()) {
    r.error(root,
            "missing required section 'bases_mm' (each arm's base width and depth in "
            "millimetres: {infantry: [40, 20], cavalry: [40, 30], artillery: [40, 40]})");
    return;
  }
  if (!r.expectMap(n, "'bases_mm'")) return;
  r.checkKeys(n, {"infantry", "cavalry", "artillery"});
  const char* names[] = {"infantry", "cavalry", "artillery"};
  for (std::size_t i = 0; i < kArmCount; ++i) {
    const YAML::Node b = YamlReader::child(n, names[i]);
    if (!b.IsDefined()) {
      r.error(n, std::string("missing required key '") + names[i] + "'");
      continue;
    }
    if (!r.expectSequence(b, names[i])) continue;
    if (b.size() != 2) {
      r.error(b, std::string("'") + names[i] + "' is [width, depth] in millimetres");
      continue;
    }
    const auto w = r.integerValue(b[0], "a base width", 5, 200);
    const auto d = r.integerValue(b[1], "a base depth", 5, 200);
    if (w) out.width[i] = *w * kMillimetre;
    if (d) out.depth[i] = *d * kMillimetre;
  }
}

// Whether `name` is a C-in-C or a battle/wing's leader of either army.
bool isLeader(const std::array<SideDeployment, 2>& sides, const std::string& name) {
  return std::any_of(sides.begin(), sides.end(), [&](const SideDeployment& sd) {
    return sd.army.commander == name ||
           std::any_of(sd.army.wings.begin(), sd.army.wings.end(),
                       [&](const Wing& w) { return w.leader == name; });
  });
}

void readDecisiveLeaders(YamlReader& r, const YAML::Node& victory, Victory& v,
                         const std::array<SideDeployment, 2>& sides) {
  const YAML::Node n = YamlReader::child(victory, "decisive_leaders");
  if (!n.IsDefined() || !r.expectSequence(n, "'decisive_leaders'")) return;
  for (const YAML::Node& item : n) {
    const auto name = r.scalar(item, "a leader's name");
    if (!name) continue;
    if (!isLeader(sides, *name))
      r.error(item, "no C-in-C or battle/wing leader of either army is called '" +
                        data::excerpt(*name) + "'");
    else
      v.decisiveLeaders.push_back(*name);
  }
}

// `optional_rules: [per_battle_morale, previously_routed, rally_modifiers]`: the outline's
// optional rules the scenario plays; none unless named.
void readOptionalRules(YamlReader& r, const YAML::Node& root, OptionalRules& o) {
  const YAML::Node n = YamlReader::child(root, "optional_rules");
  if (!n.IsDefined() || !r.expectSequence(n, "'optional_rules'")) return;
  for (const YAML::Node& item : n) {
    const auto name = r.scalar(item, "an optional rule");
    if (!name) continue;
    if (*name == "per_battle_morale")
      o.perBattleMorale = true;
    else if (*name == "previously_routed")
      o.previouslyRouted = true;
    else if (*name == "rally_modifiers")
      o.rallyModifiers = true;
    else if (*name == "leader_initiative")
      o.leaderInitiative = true;
    else
      r.error(item, "unknown optional rule '" + data::excerpt(*name) +
                        "' (per_battle_morale, previously_routed, rally_modifiers or "
                        "leader_initiative)");
  }
}

// A side's `initiative: N`, its C-in-C's value (-3 to 3: the outline gives none; a larger one
// would all but decide a d6 against a d6), played only under `leader_initiative`.
void readInitiative(YamlReader& r, const YAML::Node& side, const OptionalRules& o,
                    SideDeployment& sd) {
  const YAML::Node n = YamlReader::child(side, "initiative");
  if (!n.IsDefined()) return;
  if (!o.leaderInitiative) {
    r.error(n, "a side's 'initiative' is played only with 'optional_rules: [leader_initiative]'");
    return;
  }
  sd.initiative = static_cast<int>(r.integer(side, "initiative", false, -3, 3).value_or(0));
}

void readVictory(YamlReader& r, const YAML::Node& root, Victory& v,
                 const std::array<SideDeployment, 2>& sides) {
  const YAML::Node n = YamlReader::child(root, "victory");
  if (!n.IsDefined()) {
    r.error(root, "missing required section 'victory' (turn_limit, at_turn_limit, break_percent)");
    return;
  }
  if (!r.expectMap(n, "'victory'")) return;
  r.checkKeys(n, {"turn_limit", "at_turn_limit", "break_percent", "decisive_leaders"});
  v.turnLimit = static_cast<int>(r.integer(n, "turn_limit", true, 1, 1000).value_or(v.turnLimit));
  v.breakPercent =
      static_cast<int>(r.integer(n, "break_percent", false, 1, 100).value_or(v.breakPercent));
  if (const auto s = r.string(n, "at_turn_limit", true)) {
    if (*s == "draw")
      v.atTurnLimit = Side::None;
    else if (*s == "side1")
      v.atTurnLimit = Side::One;
    else if (*s == "side2")
      v.atTurnLimit = Side::Two;
    else
      r.error(YamlReader::child(n, "at_turn_limit"),
              "'at_turn_limit' must be draw, side1 or side2, not '" + data::excerpt(*s) + "'");
  }
  readDecisiveLeaders(r, n, v, sides);
}

// The personalities as the match numbers its leaders (Battle::setUp): each side's C-in-C, then
// its battles/wings' leaders in the order their first units are placed.
std::vector<std::string> personalitiesOf(const Deployment& d) {
  std::vector<std::string> out;
  for (const SideDeployment& sd : d.sides) {
    out.push_back(sd.army.commander.empty() ? "the C-in-C" : sd.army.commander);
    std::set<std::string> led;
    for (const Placement& p : sd.units) {
      for (const UnitLine& l : sd.army.units) {
        if (l.id != p.line) continue;
        for (const Wing& w : sd.army.wings) {
          if (w.id == l.wing && led.insert(w.id).second) out.push_back(w.leader);
        }
      }
    }
  }
  return out;
}

// The footprint of a placed unit: its bases in `ranks` ranks behind its front edge.
Rect footprintOf(const Tables& t, const BaseSizes& bases, const UnitLine& line,
                 const Placement& p) {
  const Profile prof = profileOf(t, line);
  const auto arm = static_cast<std::size_t>(prof.arm);
  const int n = std::max(1, line.bases);
  const int ranks = std::clamp(p.ranks, 1, n);
  const Length width = ((n + ranks - 1) / ranks) * bases.width[arm];
  const Length depth = ranks * bases.depth[arm];
  return Rect{p.front + heading(p.facing + kHalfTurn, depth / 2), p.facing, width, depth};
}

void readUnits(YamlReader& r, const Tables& t, MeasuredReader* measured, const BaseSizes& bases,
               Side side, const YAML::Node& node, SideDeployment& out,
               std::vector<Placed>& placed) {
  std::set<std::string> seen;
  const auto units = sideUnits(r, node);
  if (units) {
    for (const YAML::Node& u : *units) {
      if (!r.expectMap(u, "a unit")) continue;
      r.checkKeys(u, {"line", "name", "short", "at", "facing", "ranks", "commander"});
      Placement p;
      const UnitLine* line = nullptr;
      if (const auto id = r.string(u, "line", true)) {
        p.line = *id;
        for (const UnitLine& l : out.army.units) line = l.id == *id ? &l : line;
        if (!line)
          r.error(YamlReader::child(u, "line"),
                  "unknown unit '" + data::excerpt(*id) + "' in the army");
        else if (!seen.insert(*id).second)
          r.error(YamlReader::child(u, "line"), "'" + *id + "' is placed twice");
      }
      p.name = r.string(u, "name", false).value_or("");
      p.shortName = unitShortName(r, u);
      const YAML::Node at = YamlReader::child(u, "at");
      std::optional<Point> front;
      if (!at.IsDefined())
        r.error(u, "missing required key 'at' (the centre of the unit's front edge, in inches)");
      else if (measured)
        front = measured->point(at, "'at'");
      const std::optional<Angle> facing = measured ? measured->facing(u, "facing") : std::nullopt;
      p.facing = facing.value_or(0);
      p.ranks = static_cast<int>(r.integer(u, "ranks", false, 1, kMaxRanks).value_or(1));
      if (line && p.ranks > line->bases)
        r.error(YamlReader::child(u, "ranks"),
                std::to_string(p.ranks) + " ranks of " + std::to_string(line->bases) + " bases");
      if (r.boolean(u, "commander", false).value_or(false))
        out.commanderWith = static_cast<int>(out.units.size());
      if (line && front && facing) {
        p.front = *front;
        placed.push_back(
            {footprintOf(t, bases, *line, p), side, p.name.empty() ? line->name : p.name, at});
      }
      out.units.push_back(std::move(p));
    }
  }
  // Without a list of placements (reported by sideUnits) no line is said to be unplaced.
  for (const UnitLine& l : out.army.units) {
    if (units && !seen.count(l.id))
      r.error(YamlReader::child(node, "units"),
              "the army's '" + l.id + "' is not placed: every unit stands on the table");
  }
}

}  // namespace

WotrScenario readWotrScenario(YamlReader& r, const YAML::Node& root, ScenarioInfo info,
                              std::shared_ptr<const Tables> tables) {
  r.checkKeys(root, {"scenario", "battlefield", "deployment", "sides", "bases_mm", "opening_orders",
                     "will_not_engage", "victory", "optional_rules", "narration",
                     "points_limit"});
  WotrScenario out;
  out.tables = tables;
  const Tables& t = *tables;
  const std::optional<MeasuredTable> table = readMeasuredTable(r, root, wotrInches());
  std::optional<MeasuredReader> measured;
  if (table) {
    out.table = *table;
    measured.emplace(r, wotrInches(), table->unit);
  }
  const DeploymentZones zones =
      measured ? readDeploymentZones(*measured, r, root) : DeploymentZones{};
  out.zones = zones;
  readBases(r, root, out.deployment.bases);
  std::vector<Placed> placed;
  readOptionalRules(r, root, out.deployment.optional);
  readSides(
      r, root, {"name", "army", "units", "initiative"}, info,
      [&](int index, Side side, const YAML::Node& s) {
        SideDeployment& sd = out.deployment.sides[static_cast<std::size_t>(index)];
        sd.name = info.sideNames[static_cast<std::size_t>(index)];
        readInitiative(r, s, out.deployment.optional, sd);
        const std::optional<Army> army = readArmy(r, s, t);
        if (!army) return;
        sd.army = *army;
        readUnits(r, t, measured ? &*measured : nullptr, out.deployment.bases, side, s, sd, placed);
      });
  out.pointsLimit = info.pointsLimit = readWotrPointsLimit(r, root, t, out.deployment.sides);
  readWotrOrders(r, root, out.deployment.sides);
  readVictory(r, root, out.deployment.victory, out.deployment.sides);
  info.turnLimit = out.deployment.victory.turnLimit;
  info.personalities = personalitiesOf(out.deployment);
  out.info = std::move(info);
  r.throwIfErrors();
  checkPlacements(
      r, *out.table.battlefield, placed, zones, [](TerrainKind) { return false; }, "002");
  r.throwIfErrors();
  return out;
}

WotrScenario loadWotrScenario(const std::filesystem::path& file) {
  YamlReader r = YamlReader::fromFile(file);
  const YAML::Node root = r.root();
  ScenarioInfo info = readScenarioHeader(r, root);
  if (const auto id = r.string(YamlReader::child(root, "scenario"), "ruleset", true);
      id && *id != "wotr")
    r.error(YamlReader::child(YamlReader::child(root, "scenario"), "ruleset"),
            "this scenario is for ruleset '" + data::excerpt(*id) + "', not wotr");
  info.ruleset = "wotr";
  // The narration's shape first, on a reader of its own, so that its problems are listed with
  // every other problem of the file; its names once the armies are read.
  YamlReader narrationReader = YamlReader::over(root, r.file());
  const std::vector<NarrationDraft> drafts = readNarration(narrationReader, root);
  auto withNarration = [&](std::vector<data::ConfigError> all) {
    std::vector<data::ConfigError> n = narrationReader.errors();
    std::stable_sort(n.begin(), n.end(), [](const data::ConfigError& a, const data::ConfigError& b) {
      return std::pair(a.line, a.column) < std::pair(b.line, b.column);
    });
    all.insert(all.end(), n.begin(), n.end());
    return data::ConfigErrors(std::move(all));
  };
  WotrScenario out;
  try {
    out = readWotrScenario(r, root, std::move(info), loadWotrTables(rulesetFile("wotr")));
  } catch (const data::ConfigErrors& e) {
    if (narrationReader.ok()) throw;
    throw withNarration(e.errors());
  }
  if (!drafts.empty()) {
    // The units as the match names them, the authority on which units a scenario has.
    std::vector<UnitView> units;
    try {
      units = startWotrGame(out)->units();
    } catch (const DeploymentError& e) {
      throw data::ConfigErrors({{out.info.file, 0, 0, e.what()}});
    }
    out.info.narration = resolveNarration(narrationReader, drafts, out.info, units);
  }
  if (!narrationReader.ok()) throw withNarration({});
  return out;
}

std::unique_ptr<WotrGame> startWotrGame(const WotrScenario& s) {
  return rules::wotr::startGame(s.tables, s.table.battlefield, s.deployment);
}

}  // namespace sandtable::scenario
