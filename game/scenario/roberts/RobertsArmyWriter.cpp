// The army file's layout (docs/rules/roberts.md, "Army files"), emitted by yaml-cpp so that any
// name a player types is quoted as YAML needs.
#include "RobertsArmyWriter.h"

#include <yaml-cpp/yaml.h>

#include "platform/AtomicFile.h"
#include "rules/roberts/Names.h"

namespace sandtable::scenario {

using namespace sandtable::rules::roberts;

std::string robertsArmyYaml(const Army& army) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  e << YAML::Key << "army" << YAML::Value << YAML::BeginMap;
  e << YAML::Key << "ruleset" << YAML::Value << "roberts";
  e << YAML::Key << "name" << YAML::Value << army.name;
  e << YAML::Key << "scale" << YAML::Value << std::string(scaleId(army.scale));
  if (army.points > 0) e << YAML::Key << "points" << YAML::Value << army.points;
  if (!army.source.empty()) e << YAML::Key << "source" << YAML::Value << army.source;
  e << YAML::EndMap;
  e << YAML::Key << "units" << YAML::Value << YAML::BeginMap;
  for (const UnitLine& u : army.units) {
    e << YAML::Key << u.id << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << u.name;
    e << YAML::Key << "type" << YAML::Value << std::string(troopKindId(u.type));
    e << YAML::Key << "formation" << YAML::Value << (u.formed ? "formed" : "unformed");
    if (u.formed) e << YAML::Key << "stands" << YAML::Value << u.stands;
    if (u.count != 1) e << YAML::Key << "count" << YAML::Value << u.count;
    e << YAML::Key << "weapon" << YAML::Value << u.weapon;
    if (!u.missile.empty()) e << YAML::Key << "missile" << YAML::Value << u.missile;
    e << YAML::Key << "armour" << YAML::Value << u.armour;
    if (u.attributes.any()) {
      e << YAML::Key << "attributes" << YAML::Value << YAML::Flow << YAML::BeginSeq;
      for (std::size_t i = 0; i < kAttributeCount; ++i) {
        if (u.attributes.test(i)) e << std::string(attributeId(Attribute(i)));
      }
      e << YAML::EndSeq;
    }
    e << YAML::EndMap;
  }
  e << YAML::EndMap;
  if (!army.leaders.empty()) {
    e << YAML::Key << "leaders" << YAML::Value << YAML::BeginSeq;
    for (const LeaderLine& l : army.leaders) {
      e << YAML::Flow << YAML::BeginMap;
      e << YAML::Key << "rank" << YAML::Value
        << (l.rank == LeaderRank::General ? "general" : "captain");
      if (!l.name.empty()) e << YAML::Key << "name" << YAML::Value << l.name;
      if (!l.with.empty()) e << YAML::Key << "with" << YAML::Value << l.with;
      e << YAML::EndMap;
    }
    e << YAML::EndSeq;
  }
  e << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

void saveRobertsArmy(const Army& army, const std::filesystem::path& file) {
  platform::writeFileAtomically(file, robertsArmyYaml(army));
}

}  // namespace sandtable::scenario
