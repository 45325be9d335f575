// A War of the Roses scenario: the shared header, battlefield and sides frame, and War of the
// Roses' own parts: each side's army, its units placed in inches, the C-in-C's unit, the bases'
// sizes and the victory section.
#include "WotrScenario.h"

#include <cmath>
#include <set>

#include "WotrArmyFile.h"
#include "WotrData.h"
#include "data/Excerpt.h"
#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"
#include "rules/wotr/Battle.h"
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

void readVictory(YamlReader& r, const YAML::Node& root, Victory& v) {
  const YAML::Node n = YamlReader::child(root, "victory");
  if (!n.IsDefined()) {
    r.error(root, "missing required section 'victory' (turn_limit, at_turn_limit, break_percent)");
    return;
  }
  if (!r.expectMap(n, "'victory'")) return;
  r.checkKeys(n, {"turn_limit", "at_turn_limit", "break_percent"});
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
  if (const auto units = sideUnits(r, node)) {
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
  for (const UnitLine& l : out.army.units) {
    if (!seen.count(l.id))
      r.error(YamlReader::child(node, "units"),
              "the army's '" + l.id + "' is not placed: every unit stands on the table");
  }
}

}  // namespace

WotrScenario readWotrScenario(YamlReader& r, const YAML::Node& root, ScenarioInfo info,
                              std::shared_ptr<const Tables> tables) {
  r.checkKeys(root, {"scenario", "battlefield", "deployment", "sides", "bases_mm", "victory"});
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
  readBases(r, root, out.deployment.bases);
  std::vector<Placed> placed;
  readSides(
      r, root, {"name", "army", "units"}, info, [&](int index, Side side, const YAML::Node& s) {
        SideDeployment& sd = out.deployment.sides[static_cast<std::size_t>(index)];
        sd.name = info.sideNames[static_cast<std::size_t>(index)];
        const std::optional<Army> army = readArmy(r, s, t);
        if (!army) return;
        sd.army = *army;
        readUnits(r, t, measured ? &*measured : nullptr, out.deployment.bases, side, s, sd, placed);
      });
  readVictory(r, root, out.deployment.victory);
  info.turnLimit = out.deployment.victory.turnLimit;
  for (const SideDeployment& sd : out.deployment.sides) {
    info.personalities.push_back(sd.army.commander.empty() ? "the C-in-C" : sd.army.commander);
    for (const Wing& w : sd.army.wings) info.personalities.push_back(w.leader);
  }
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
  return readWotrScenario(r, root, std::move(info), loadWotrTables(rulesetFile("wotr")));
}

std::unique_ptr<WotrGame> startWotrGame(const WotrScenario& s) {
  return rules::wotr::startGame(s.tables, s.table.battlefield, s.deployment);
}

}  // namespace sandtable::scenario
