// Look-ups of the tables' entries kept by id.
#include "Tables.h"

namespace sandtable::rules::wotr {

const Weapon* Tables::weapon(std::string_view id) const {
  for (const Weapon& w : weapons) {
    if (w.id == id) return &w;
  }
  return nullptr;
}

}  // namespace sandtable::rules::wotr
