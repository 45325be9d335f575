// The army file's layout (docs/rules/wotr.md, "Army files"), emitted by yaml-cpp so that any
// name is quoted as YAML needs. A unit of one group gives its figures, protection and weapons
// itself, as the shipped files do; a mixed unit lists its groups.
#include "WotrArmyWriter.h"

#include <yaml-cpp/yaml.h>

#include "WotrNames.h"
#include "platform/AtomicFile.h"

namespace sandtable::scenario {

using namespace sandtable::rules::wotr;

namespace {

// The id the files spell `value` with.
template <typename E>
std::string idOf(const std::vector<bind::Name<E>>& names, E value) {
  for (const auto& n : names) {
    if (n.value == value) return std::string(n.name);
  }
  return {};
}

void figures(YAML::Emitter& e, const FigureGroup& g) {
  e << YAML::Key << "figures" << YAML::Value << g.figures;
  e << YAML::Key << "protection" << YAML::Value << idOf(wotr::protectionNames(), g.protection);
  e << YAML::Key << "weapons" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const std::string& w : g.weapons) e << w;
  e << YAML::EndSeq;
}

}  // namespace

std::string wotrArmyYaml(const Army& army) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  e << YAML::Key << "army" << YAML::Value << YAML::BeginMap;
  e << YAML::Key << "ruleset" << YAML::Value << "wotr";
  e << YAML::Key << "name" << YAML::Value << army.name;
  if (!army.commander.empty()) e << YAML::Key << "commander" << YAML::Value << army.commander;
  if (army.points > 0) e << YAML::Key << "points" << YAML::Value << army.points;
  if (!army.source.empty()) e << YAML::Key << "source" << YAML::Value << army.source;
  e << YAML::EndMap;
  if (!army.wings.empty()) {
    e << YAML::Key << "wings" << YAML::Value << YAML::BeginMap;
    for (const Wing& w : army.wings) {
      e << YAML::Key << w.id << YAML::Value << YAML::BeginMap;
      e << YAML::Key << "name" << YAML::Value << w.name;
      e << YAML::Key << "leader" << YAML::Value << w.leader;
      e << YAML::EndMap;
    }
    e << YAML::EndMap;
  }
  e << YAML::Key << "units" << YAML::Value << YAML::BeginMap;
  for (const UnitLine& u : army.units) {
    e << YAML::Key << u.id << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << u.name;
    if (!u.wing.empty()) e << YAML::Key << "wing" << YAML::Value << u.wing;
    e << YAML::Key << "kind" << YAML::Value << idOf(wotr::kindNames(), u.kind);
    e << YAML::Key << "morale" << YAML::Value << idOf(wotr::moraleClassNames(), u.morale);
    e << YAML::Key << "bases" << YAML::Value << u.bases;
    if (u.skirmish) e << YAML::Key << "skirmish" << YAML::Value << true;
    if (u.groups.size() == 1) {
      figures(e, u.groups.front());
    } else {
      e << YAML::Key << "groups" << YAML::Value << YAML::BeginSeq;
      for (const FigureGroup& g : u.groups) {
        e << YAML::Flow << YAML::BeginMap;
        figures(e, g);
        e << YAML::EndMap;
      }
      e << YAML::EndSeq;
    }
    e << YAML::EndMap;
  }
  e << YAML::EndMap;
  e << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

void saveWotrArmy(const Army& army, const std::filesystem::path& file) {
  platform::writeFileAtomically(file, wotrArmyYaml(army));
}

}  // namespace sandtable::scenario
