#include "WarlordsScenario.h"

#include <algorithm>
#include <set>

#include "WarlordsData.h"
#include "rules/warlords/Formation.h"
#include "rules/warlords/WarlordsGame.h"
#include "scenario/MeasuredScenario.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/SidesYaml.h"
#include "scenario/TablesFile.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

namespace {

// Warlords measures in spans: one base width (001 1.2).
const MeasureUnit& warlordsSpans() {
  static const MeasureUnit unit = spans("Warlords", "001 1.2");
  return unit;
}

std::optional<Side> readSideKey(YamlReader& r, const YAML::Node& map, std::string_view key) {
  const auto s = r.string(map, key, true);
  if (!s) return std::nullopt;
  if (*s == "side1") return Side::One;
  if (*s == "side2") return Side::Two;
  if (*s == "none") return Side::None;
  r.error(YamlReader::child(map, key), "'" + std::string(key) + "' must be side1, side2 or none");
  return std::nullopt;
}

void readProfiles(YamlReader& r, const YAML::Node& root, Setup& setup, std::map<std::string, int>& byId) {
  const YAML::Node n = YamlReader::child(root, "profiles");
  if (!n.IsDefined()) {
    r.error(root, "missing required section 'profiles' (the army lists: what each kind of unit is, 001 1.5)");
    return;
  }
  if (!r.expectMap(n, "'profiles'")) return;
  r.checkDuplicateKeys(n);
  for (auto it = n.begin(); it != n.end(); ++it) {
    UnitProfile p;
    p.id = it->first.Scalar();
    const YAML::Node e = it->second;
    if (!r.expectMap(e, "profile '" + p.id + "'")) continue;
    r.checkKeys(e, {"name", "type", "training", "armour", "large_shield", "weapon", "missiles", "styles", "special"});
    p.name = r.string(e, "name", true).value_or(p.id);
    if (const auto t = r.string(e, "type", true)) {
      if (!troopKindFromId(*t, p.type)) {
        r.error(YamlReader::child(e, "type"), "unknown troop type '" + *t +
                                                  "' (foot_skirmisher, horse_skirmisher, loose_foot, close_foot, cavalry or pike)");
      }
    }
    if (const auto t = r.string(e, "training", true)) {
      if (*t == "drilled") p.training = Training::Drilled;
      else if (*t == "irregular") p.training = Training::Irregular;
      else r.error(YamlReader::child(e, "training"), "'training' must be drilled or irregular (001 1.5)");
    }
    p.armour = static_cast<int>(r.integer(e, "armour", true, -2, 1).value_or(0));
    p.largeShield = r.boolean(e, "large_shield", false).value_or(false);
    if (const auto w = r.string(e, "weapon", true)) {
      if (*w == "light") p.weapon = HandWeapon::Light;
      else if (*w == "heavy") p.weapon = HandWeapon::Heavy;
      else if (*w == "lances") p.weapon = HandWeapon::Lances;
      else r.error(YamlReader::child(e, "weapon"), "'weapon' must be light, heavy or lances (001 1.5)");
    }
    if (const auto m = r.string(e, "missiles", false)) {
      if (*m == "none") p.missiles = MissileKind::None;
      else if (*m == "hand") p.missiles = MissileKind::Hand;
      else if (*m == "light") p.missiles = MissileKind::Light;
      else if (*m == "heavy") p.missiles = MissileKind::Heavy;
      else r.error(YamlReader::child(e, "missiles"), "'missiles' must be none, hand, light or heavy (001 1.5)");
    }
    if (const YAML::Node st = YamlReader::child(e, "styles"); st.IsDefined() && r.expectSequence(st, "'styles'")) {
      for (const YAML::Node& s : st) {
        const auto v = r.scalar(s, "a shooting style");
        if (!v) continue;
        if (*v == "massed") p.massed = true;
        else if (*v == "shower") p.shower = true;
        else if (*v == "skirmishing") p.skirmishing = true;
        else if (*v == "longbow") p.longbow = true;
        else if (*v == "arbalest") p.arbalest = true;
        else r.error(s, "unknown style '" + *v + "' (massed, shower, skirmishing, longbow, arbalest)");
      }
    }
    if (p.missiles == MissileKind::None && (p.massed || p.shower || p.skirmishing)) {
      r.error(e, "a unit without missiles has no shooting styles");
    }
    if (p.missiles != MissileKind::None && !p.massed && !p.shower && !p.skirmishing) {
      r.error(e, "a unit with missiles needs at least one style: massed, shower or skirmishing (001 1.5)");
    }
    if ((p.longbow || p.arbalest) && p.missiles != MissileKind::Heavy) r.error(e, "longbows and arbalests are heavy missiles (001 1.5)");
    if (const YAML::Node sp = YamlReader::child(e, "special"); sp.IsDefined() && r.expectSequence(sp, "'special'")) {
      for (const YAML::Node& s : sp) {
        const auto v = r.scalar(s, "a special characteristic");
        if (!v) continue;
        if (*v == "fast") p.fast = true;
        else if (*v == "slow") p.slow = true;
        else if (*v == "veteran") p.veteran = true;
        else if (*v == "elite") p.elite = true;
        else if (*v == "impetuous") p.impetuous = true;
        else if (*v == "shieldwall") p.shieldwall = true;
        else if (*v == "pavisiers") p.pavisiers = true;
        else if (*v == "wedge") p.wedge = true;
        else if (*v == "hedgehog") p.hedgehog = true;
        else if (*v == "horse_archers") p.horseArchers = true;
        else r.error(s, "unknown special characteristic '" + *v + "' (001 1.5.1.1)");
      }
    }
    if ((p.shieldwall || p.wedge) && p.type != TroopKind::CloseFoot) r.error(e, "Shieldwall and Wedge are Close Foot formations (001 1.5.1.1)");
    if (p.hedgehog && (p.type != TroopKind::Pike || p.training != Training::Drilled)) {
      r.error(e, "Hedgehog is only usable by drilled Pike (001 1.5.1.1)");
    }
    byId[p.id] = static_cast<int>(setup.profiles.size());
    setup.profiles.push_back(p);
  }
}

struct PendingNames {
  std::vector<std::pair<YAML::Node, std::string>> nemesis, vendetta;
};

void readPersonality(YamlReader& r, const YAML::Node& n, Setup& setup, UnitId unit, Side side, int stands,
                     std::set<std::string>& names, PendingNames& pending) {
  if (!r.expectMap(n, "a personality")) return;
  r.checkKeys(n, {"name", "charisma", "prowess", "stand", "traits", "nemesis", "vendetta"});
  PersonalitySetup p;
  p.side = side;
  p.unit = unit;
  p.name = r.string(n, "name", true).value_or("");
  if (!p.name.empty() && !names.insert(p.name).second) r.error(YamlReader::child(n, "name"), "two personalities are called '" + p.name + "'");
  p.charisma = static_cast<int>(r.integer(n, "charisma", true, -3, 3).value_or(0));
  p.prowess = static_cast<int>(r.integer(n, "prowess", true, 0, 3).value_or(1));
  p.stand = static_cast<int>(r.integer(n, "stand", false, 0, std::max(0, stands - 1)).value_or(0));
  if (const YAML::Node tr = YamlReader::child(n, "traits"); tr.IsDefined() && r.expectSequence(tr, "'traits'")) {
    for (const YAML::Node& t : tr) {
      const auto v = r.scalar(t, "a trait");
      Trait trait;
      if (v && traitFromId(*v, trait)) p.traits.push_back(trait);
      else if (v) r.error(t, "unknown trait '" + *v + "' (001 3.1.2)");
    }
  }
  if (const auto nm = r.string(n, "nemesis", p.has(Trait::Nemesis))) {
    p.nemesis = *nm;
    pending.nemesis.push_back({YamlReader::child(n, "nemesis"), *nm});
  }
  if (const auto vd = r.string(n, "vendetta", p.has(Trait::Vendetta))) {
    p.vendetta = *vd;
    pending.vendetta.push_back({YamlReader::child(n, "vendetta"), *vd});
  }
  setup.personalities.push_back(p);
}

}  // namespace

LoadedScenario buildWarlordsScenario(YamlReader& r, const YAML::Node& root, ScenarioInfo info) {
  r.checkKeys(root, {"scenario", "battlefield", "deployment", "profiles", "sides", "field_defences",
                     "victory", "narration"});
  const std::shared_ptr<const Tables> tables = loadWarlordsTables(rulesetFile("warlords"));
  auto setup = std::make_shared<Setup>();
  setup->tables = tables;
  setup->victory.armyBreakPercent = tables->victory.armyBreakPercent;

  // The table: a measured battlefield in spans (or an open flat one), its span and scale.
  const std::optional<MeasuredTable> table = readMeasuredTable(r, root, warlordsSpans());
  if (table) {
    setup->battlefield = table->battlefield;
    setup->span = table->unit;
    setup->groundMetresPerSpan = table->groundMetresPerUnit;
  }
  MeasuredReader measured(r, warlordsSpans(), setup->span);
  const DeploymentZones zones = readDeploymentZones(measured, r, root);

  std::map<std::string, int> profileIds;
  readProfiles(r, root, *setup, profileIds);

  // Armies.
  std::set<std::string> personalityNames;
  PendingNames pending;
  std::vector<std::pair<YAML::Node, std::string>> generals;  // contingent generals to resolve
  readSides(r, root, {"name", "contingents", "units"}, info, [&](int, Side side, const YAML::Node& s) {
    std::map<std::string, int> contingentIds;
    if (const YAML::Node cs = YamlReader::child(s, "contingents"); cs.IsDefined() && r.expectSequence(cs, "'contingents'")) {
      for (const YAML::Node& c : cs) {
        if (!r.expectMap(c, "a contingent")) continue;
        r.checkKeys(c, {"id", "name", "general"});
        ContingentSetup cg;
        cg.side = side;
        const auto id = r.string(c, "id", true);  // a missing id is reported there, not as a duplicate
        cg.id = id.value_or("");
        cg.name = r.string(c, "name", true).value_or(cg.id);
        if (id && !contingentIds.emplace(cg.id, static_cast<int>(setup->contingents.size())).second) {
          r.error(YamlReader::child(c, "id"), "two contingents are called '" + cg.id + "'");
        }
        if (const auto g = r.string(c, "general", false)) generals.push_back({YamlReader::child(c, "general"), *g});
        else generals.push_back({YAML::Node(), ""});
        setup->contingents.push_back(cg);
      }
    }
    const auto units = sideUnits(r, s);
    if (!units) return;
    for (const YAML::Node& u : *units) {
      if (!r.expectMap(u, "a unit")) continue;
      r.checkKeys(u, {"name", "short", "profile", "stands", "at", "facing", "formation", "ranks", "contingent", "pavises",
                      "personalities"});
      UnitSetup us;
      us.side = side;
      us.name = r.string(u, "name", false).value_or("");
      us.shortName = unitShortName(r, u);
      const auto prof = r.string(u, "profile", true);
      const bool known = prof && profileIds.count(*prof);
      if (prof && !known) r.error(YamlReader::child(u, "profile"), "unknown profile '" + *prof + "'");
      if (known) us.profile = profileIds[*prof];
      us.stands = static_cast<int>(r.integer(u, "stands", true, 2, 60).value_or(2));
      const YAML::Node at = YamlReader::child(u, "at");
      std::optional<Point> front;
      if (!at.IsDefined()) r.error(u, "missing required key 'at' (the centre of the unit's front edge, in spans)");
      else
        front = measured.point(at, "'at'");
      us.facing = measured.facing(u, "facing").value_or(0);
      if (const auto f = r.string(u, "formation", false)) {
        if (!formationFromId(*f, us.formation)) {
          r.error(YamlReader::child(u, "formation"), "unknown formation '" + *f + "' (line, column, shieldwall, wedge, hedgehog)");
        }
      }
      us.ranks = static_cast<int>(r.integer(u, "ranks", false, 1, 60).value_or(1));
      us.ranks = naturalRanks(us.formation, us.stands, us.ranks);
      if (known) {
        const UnitProfile& p = setup->profiles[static_cast<std::size_t>(us.profile)];
        const YAML::Node fn = YamlReader::child(u, "formation");
        if (us.formation == FormationKind::Shieldwall && !p.shieldwall) r.error(fn, p.name + " may not form Shieldwall");
        if (us.formation == FormationKind::Wedge && !p.wedge) r.error(fn, p.name + " may not form Wedge");
        if (us.formation == FormationKind::Hedgehog && !p.hedgehog) r.error(fn, p.name + " may not form Hedgehog");
        if (!validRanks(us.formation, us.stands, us.ranks)) r.error(u, "that formation cannot be made with these stands and ranks");
        us.pavisesDeployed = r.boolean(u, "pavises", false).value_or(false);
        if (us.pavisesDeployed && !p.pavisiers) r.error(YamlReader::child(u, "pavises"), p.name + " are not pavisiers");
      }
      if (const auto c = r.string(u, "contingent", false)) {
        if (!contingentIds.count(*c)) r.error(YamlReader::child(u, "contingent"), "unknown contingent '" + *c + "'");
        else us.contingent = contingentIds[*c];
      }
      const UnitId id = static_cast<UnitId>(setup->units.size());
      if (const YAML::Node ps = YamlReader::child(u, "personalities"); ps.IsDefined() && r.expectSequence(ps, "'personalities'")) {
        for (const YAML::Node& p : ps) readPersonality(r, p, *setup, id, side, us.stands, personalityNames, pending);
      }
      if (!front || !known) {
        setup->units.push_back(us);  // keep ids aligned with the personalities read above
        continue;
      }
      us.front = *front;
      setup->units.push_back(us);
    }
  });
  setup->sideNames = info.sideNames;
  for (std::size_t i = 0; i < generals.size() && i < setup->contingents.size(); ++i) {
    if (generals[i].second.empty()) continue;
    for (std::size_t k = 0; k < setup->personalities.size(); ++k) {
      if (setup->personalities[k].name == generals[i].second) setup->contingents[i].general = static_cast<int>(k);
    }
    if (setup->contingents[i].general < 0) r.error(generals[i].first, "no personality is called '" + generals[i].second + "'");
  }
  for (const auto& list : {pending.nemesis, pending.vendetta}) {
    for (const auto& [node, name] : list) {
      if (!personalityNames.count(name)) r.error(node, "no personality is called '" + name + "'");
    }
  }

  // Field defences (3.3.3).
  if (const YAML::Node fd = YamlReader::child(root, "field_defences"); fd.IsDefined() && r.expectSequence(fd, "'field_defences'")) {
    for (const YAML::Node& d : fd) {
      if (!r.expectMap(d, "a field defence")) continue;
      r.checkKeys(d, {"kind", "owner", "line", "special_side", "sally_ports", "cover"});
      FieldDefence f;
      if (const auto k = r.string(d, "kind", true); k && !defenceKindFromId(*k, f.kind)) {
        r.error(YamlReader::child(d, "kind"), "unknown field defence '" + *k + "' (tabor, berm, stakes, obstacle)");
      }
      f.owner = readSideKey(r, d, "owner").value_or(Side::None);
      const YAML::Node line = YamlReader::child(d, "line");
      if (!line.IsDefined()) r.error(d, "missing required key 'line' (points in spans)");
      else if (r.expectSequence(line, "'line'")) {
        for (const YAML::Node& p : line) {
          if (const auto pt = measured.point(p, "a point of the line")) f.line.push_back(*pt);
        }
        if (line.size() < 2) r.error(line, "a line needs at least two points");
      }
      if (const auto side = r.string(d, "special_side", f.kind == DefenceKind::Stakes || f.kind == DefenceKind::Berm)) {
        if (*side == "left") f.specialSideLeft = true;
        else if (*side == "right") f.specialSideLeft = false;
        else r.error(YamlReader::child(d, "special_side"), "'special_side' must be left or right of the line as drawn");
      }
      if (const YAML::Node ports = YamlReader::child(d, "sally_ports"); ports.IsDefined() && r.expectSequence(ports, "'sally_ports'")) {
        if (f.kind != DefenceKind::Tabor) r.error(ports, "only tabors have sally ports (3.3.3.1)");
        for (const YAML::Node& p : ports) {
          if (const auto pt = measured.point(p, "a sally port")) f.sallyPorts.push_back(*pt);
        }
      }
      if (f.kind == DefenceKind::Tabor && f.sallyPorts.empty()) r.error(d, "a tabor must have one or more sally ports (3.3.3.1)");
      if (const auto c = r.string(d, "cover", false)) {
        if (*c == "light") f.cover = Cover::Light;
        else if (*c == "heavy") f.cover = Cover::Heavy;
        else if (*c != "none") r.error(YamlReader::child(d, "cover"), "'cover' must be none, light or heavy");
      }
      setup->defences.push_back(f);
    }
  }

  // Victory.
  const YAML::Node victory = YamlReader::child(root, "victory");
  if (!victory.IsDefined()) r.error(root, "missing required section 'victory'");
  else if (r.expectMap(victory, "'victory'")) {
    r.checkKeys(victory, {"turn_limit", "at_turn_limit", "army_break_percent", "decisive_personalities"});
    setup->victory.turnLimit = static_cast<int>(r.integer(victory, "turn_limit", true, 1, 1000).value_or(12));
    setup->victory.armyBreakPercent =
        static_cast<int>(r.integer(victory, "army_break_percent", false, 1, 100).value_or(setup->victory.armyBreakPercent));
    if (const auto l = r.string(victory, "at_turn_limit", false)) {
      if (*l == "draw") setup->victory.atTurnLimit = TurnLimitOutcome::Draw;
      else if (*l == "strength") setup->victory.atTurnLimit = TurnLimitOutcome::Strength;
      else if (*l == "side1" || *l == "side2") {
        // That side wins if its army is still unbroken at the limit: it holds the field.
        setup->victory.atTurnLimit = TurnLimitOutcome::Holder;
        setup->victory.holder = *l == "side1" ? Side::One : Side::Two;
      } else {
        r.error(YamlReader::child(victory, "at_turn_limit"), "'at_turn_limit' must be draw, strength, side1 or side2");
      }
    }
    if (const YAML::Node dp = YamlReader::child(victory, "decisive_personalities"); dp.IsDefined() && r.expectSequence(dp, "'decisive_personalities'")) {
      for (const YAML::Node& n : dp) {
        const auto name = r.scalar(n, "a personality's name");
        if (!name) continue;
        if (!personalityNames.count(*name)) r.error(n, "no personality is called '" + *name + "'");
        setup->victory.decisivePersonalities.push_back(*name);
      }
    }
  }
  info.turnLimit = setup->victory.turnLimit;
  for (const PersonalitySetup& p : setup->personalities) info.personalities.push_back(p.name);
  r.throwIfErrors();

  // Every unit must stand on the table (inside its side's zone), on ground it may enter (001
  // 3.2.2: not a river, not a walled place), clear of every other unit.
  {
    WarlordsGame probe(setup);
    const YAML::Node sidesNode = YamlReader::child(root, "sides");
    std::vector<YAML::Node> unitNodes;
    for (const char* k : {"side1", "side2"}) {
      for (const YAML::Node& u : YamlReader::child(YamlReader::child(sidesNode, k), "units")) unitNodes.push_back(u);
    }
    std::vector<Placed> placed;
    const auto& us = probe.unitStates();
    for (std::size_t i = 0; i < us.size(); ++i) {
      placed.push_back({probe.block(us[i]), setup->units[i].side, setup->units[i].name,
                        YamlReader::child(unitNodes[i], "at")});
    }
    checkPlacements(
        r, *setup->battlefield, placed, zones,
        [&tables](TerrainKind k) { return tables->effect(k).impassable; }, "001 3.2.2");
    r.throwIfErrors();
  }
  LoadedScenario out;
  out.info = std::move(info);
  out.battlefield = setup->battlefield;
  std::shared_ptr<const Setup> frozen = setup;
  out.newGame = [frozen]() -> std::unique_ptr<Game> { return std::make_unique<WarlordsGame>(frozen); };
  return out;
}

void validateWarlordsTables(const std::filesystem::path& file) {
  checkTablesFile(file, &parseWarlordsTables);
}

}  // namespace sandtable::scenario
