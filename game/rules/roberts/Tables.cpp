// Look-ups of the tables' entries kept by id.
#include "Tables.h"

namespace sandtable::rules::roberts {

namespace {

template <class E>
const E* byId(const std::vector<E>& entries, std::string_view id) {
  for (const E& e : entries) {
    if (e.id == id) return &e;
  }
  return nullptr;
}

}  // namespace

const Weapon* Tables::weapon(std::string_view id) const { return byId(weapons, id); }
const MissileWeapon* Tables::missile(std::string_view id) const { return byId(missiles, id); }
const Armour* Tables::armourOf(std::string_view id) const { return byId(armour, id); }

}  // namespace sandtable::rules::roberts
