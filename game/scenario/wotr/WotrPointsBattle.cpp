// The limit read beside the armies it holds, and bought armies written into the document so
// that it stands on its own (a match file keeps it inline).
#include "WotrPointsBattle.h"

#include <algorithm>
#include <string>

#include "WotrArmyFile.h"
#include "WotrArmyWriter.h"
#include "WotrAutoDeploy.h"
#include "rules/wotr/Cost.h"
#include "scenario/SidesYaml.h"
#include "scenario/ZoneLayout.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;
using namespace sandtable::rules::wotr;

namespace {

// The problems of an army held to the battle's points, as "the army ..." sentences.
std::vector<std::string> overPoints(const Tables& t, const Army& army, int limit) {
  std::vector<std::string> out;
  const int cost = armyCost(t, army);
  if (cost > limit)
    out.push_back("the army costs " + std::to_string(cost) +
                  " points, over the battle's points_limit of " + std::to_string(limit) +
                  " (002 Making an Army)");
  if (army.points > limit)
    out.push_back("the army's agreed " + std::to_string(army.points) +
                  " points are over the battle's points_limit of " + std::to_string(limit));
  return out;
}

Army boughtArmy(const std::filesystem::path& file, int limit, const Tables& t) {
  YamlReader r = YamlReader::fromFile(file);
  Army army = parseWotrArmy(r, t);
  r.throwIfErrors();
  const YAML::Node header = YamlReader::child(r.root(), "army");
  for (const std::string& p : overPoints(t, army, limit)) r.error(header, p);
  if (army.units.empty()) r.error(header, "the army has no units to take the field");
  r.throwIfErrors();
  if (army.points == 0) army.points = limit;
  return army;
}

bool hasWing(const Army& a, const std::string& id) {
  return std::any_of(a.wings.begin(), a.wings.end(), [&](const Wing& w) { return w.id == id; });
}

// `section: {sideN: ...}` kept only for the wings `army` has.
void keepWings(YAML::Node doc, const char* section, const char* side, const Army& army) {
  YAML::Node s = doc[section];
  if (!s.IsMap() || !s[side].IsDefined()) return;
  const YAML::Node old = s[side];
  YAML::Node kept(old.IsMap() ? YAML::NodeType::Map : YAML::NodeType::Sequence);
  kept.SetStyle(YAML::EmitterStyle::Flow);
  for (auto it = old.begin(); it != old.end(); ++it) {
    if (old.IsMap() && hasWing(army, it->first.as<std::string>()))
      kept[it->first] = it->second;
    else if (old.IsSequence() && hasWing(army, it->as<std::string>()))
      kept.push_back(*it);
  }
  if (kept.size() == 0)
    s.remove(side);
  else
    s[side] = kept;
}

}  // namespace

int readWotrPointsLimit(YamlReader& r, const YAML::Node& root, const Tables& t,
                        std::array<SideDeployment, 2>& sides) {
  const int limit =
      static_cast<int>(r.integer(root, "points_limit", false, 1, 1000000).value_or(0));
  if (limit <= 0) return 0;
  const YAML::Node sidesNode = YamlReader::child(root, "sides");
  for (std::size_t i = 0; i < sides.size(); ++i) {
    Army& army = sides[i].army;
    if (army.units.empty()) continue;  // not read: its own problems are reported
    const YAML::Node at = YamlReader::child(YamlReader::child(sidesNode, kSideKeys[i]), "army");
    for (const std::string& p : overPoints(t, army, limit)) r.error(at, p);
    if (army.points == 0) army.points = limit;
  }
  return limit;
}

YAML::Node withBoughtWotrArmies(const WotrScenario& base, const YAML::Node& root,
                                const std::array<std::filesystem::path, 2>& armies) {
  YAML::Node doc = YAML::Clone(root);
  const Point centre = base.table.battlefield->bounds().centre;
  for (std::size_t i = 0; i < armies.size(); ++i) {
    const char* side = kSideKeys[i];
    YAML::Node sideNode = doc["sides"][side];
    if (armies[i].empty()) {
      // The scenario's own army, written in: the document stands on its own in a match file.
      sideNode["army"] = YAML::Load(wotrArmyYaml(base.deployment.sides[i].army));
      continue;
    }
    const Rect& zone =
        boughtArmyZone(armies[i], base.pointsLimit, base.zones[i], side, base.info.file);
    Army army = boughtArmy(armies[i], base.pointsLimit, *base.tables);
    SideDeployment sd;
    try {
      sd = deployWotrInZone(*base.tables, base.deployment.bases, std::move(army),
                            base.deployment.sides[i].name, zone, centre);
    } catch (const AutoDeployError& e) {
      throw data::ConfigErrors(
          {{armies[i].string(), 1, 1,
            std::string("the army does not fit ") + side + "'s deployment zone: " + e.what()}});
    }
    sideNode["army"] = YAML::Load(wotrArmyYaml(sd.army));
    YAML::Node units(YAML::NodeType::Sequence);
    for (std::size_t k = 0; k < sd.units.size(); ++k) {
      const Placement& p = sd.units[k];
      YAML::Node u;
      u.SetStyle(YAML::EmitterStyle::Flow);
      u["line"] = p.line;
      u["at"] = inchesPointNode(p.front);
      u["facing"] = facingDegrees(p.facing);
      if (p.ranks > 1) u["ranks"] = p.ranks;
      if (static_cast<int>(k) == sd.commanderWith) u["commander"] = true;
      units.push_back(u);
    }
    sideNode["units"] = units;
    keepWings(doc, "opening_orders", side, sd.army);
    keepWings(doc, "will_not_engage", side, sd.army);
  }
  return doc;
}

}  // namespace sandtable::scenario
