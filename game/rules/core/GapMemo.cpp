#include "GapMemo.h"

#include <cstdint>

namespace sandtable::rules {

namespace {

std::uint64_t mix(std::uint64_t h, std::int64_t v) {
  h ^= static_cast<std::uint64_t>(v);
  h *= 0x9E3779B97F4A7C15ull;
  return h ^ (h >> 32);
}

std::uint64_t hashOf(const Rect& a, const Rect& b) {
  std::uint64_t h = 0;
  for (const Rect* r : {&a, &b}) {
    h = mix(h, r->centre.x);
    h = mix(h, r->centre.y);
    h = mix(h, (static_cast<std::int64_t>(r->facing) << 32) ^ r->width);
    h = mix(h, r->depth);
  }
  return h;
}

}  // namespace

Length GapMemo::gap(const Rect& a, const Rect& b) const {
  if (!mEntries) mEntries = std::make_unique<Entry[]>(kSlots);
  Entry& e = mEntries[hashOf(a, b) & (kSlots - 1)];
  if (e.gap >= 0 && e.a == a && e.b == b) return e.gap;
  e = {a, b, rules::gap(a, b)};
  return e.gap;
}

}  // namespace sandtable::rules
