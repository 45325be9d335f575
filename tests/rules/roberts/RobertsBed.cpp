// The shipped tables and the text's example troops.
#include "RobertsBed.h"

#include <stdexcept>

#include "rules/roberts/Names.h"
#include "scenario/roberts/RobertsData.h"
#include "support/TestPaths.h"

namespace sandtable::test::roberts {

using namespace rules::roberts;

const Tables& tables() {
  static const std::shared_ptr<const Tables> t =
      scenario::loadRobertsTables(configPath("rulesets/roberts.yaml"));
  return *t;
}

UnitLine unit(TroopKind type, int stands, std::string weapon, std::string armour,
              std::vector<std::string> attributes, std::string missile, bool formed) {
  UnitLine u;
  u.id = "u";
  u.name = "test unit";
  u.type = type;
  u.formed = formed;
  u.stands = stands;
  u.weapon = std::move(weapon);
  u.armour = std::move(armour);
  u.missile = std::move(missile);
  for (const std::string& a : attributes) {
    const auto found = attributeFromId(a);
    if (!found) throw std::invalid_argument("no attribute " + a);
    u.attributes.set(static_cast<std::size_t>(*found));
  }
  return u;
}

UnitLine spearmen(int stands, std::vector<std::string> attributes) {
  return unit(TroopKind::HeavyFoot, stands, "spear", "shield", std::move(attributes));
}

UnitLine eliteLancers(int stands) {
  return unit(TroopKind::HeavyMounted, stands, "lance", "plate_and_shield", {"elite"});
}

UnitLine crossbowmen(int stands) {
  return unit(TroopKind::MediumFoot, stands, "hand_weapons", "poor", {}, "crossbow");
}

}  // namespace sandtable::test::roberts
