// Hits from the starting stands; the Demoralized threshold from the share of them lost.
#include "Casualties.h"

namespace sandtable::rules::roberts {

int hitsOf(const Tables& t, int startingStands) {
  return t.casualties.hitsPerStand * startingStands;
}

std::optional<int> demoralizedAfter(const Tables& t, int startingStands,
                                    const AttributeSet& attributes) {
  for (std::size_t i = 0; i < kAttributeCount; ++i) {
    if (attributes.test(i) && t.attributes[i].neverDemoralized) return std::nullopt;
  }
  // "lost half": the lost hits reach the share, so an odd total rounds the threshold up.
  const int hits = hitsOf(t, startingStands);
  return (hits * t.casualties.demoralizedAtPercent + 99) / 100;
}

}  // namespace sandtable::rules::roberts
