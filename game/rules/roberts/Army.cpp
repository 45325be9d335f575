// What a stand is, beyond what was written for it: its free and implied attributes, its
// training.
#include "Army.h"

namespace sandtable::rules::roberts {

AttributeSet effectiveAttributes(const Tables& t, const UnitLine& u) {
  AttributeSet out = u.attributes | t.troop(u.type).freeAttributes;
  for (std::size_t i = 0; i < kAttributeCount; ++i) {
    if (out.test(i)) out |= t.attributes[i].implies;
  }
  return out;
}

Training trainingOf(const AttributeSet& attributes) {
  if (attributes.test(static_cast<std::size_t>(Attribute::Elite))) return Training::Elite;
  if (attributes.test(static_cast<std::size_t>(Attribute::Militia))) return Training::Militia;
  return Training::Regular;
}

}  // namespace sandtable::rules::roberts
