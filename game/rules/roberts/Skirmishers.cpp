#include "Skirmishers.h"

#include <algorithm>

namespace sandtable::rules::roberts {

bool isSkirmisher(const Table& t, UnitId id) { return t.setupOf(id).type == TroopKind::Skirmisher; }

bool passesThrough(const Table& t, UnitId a, UnitId b) {
  return a != b && t.sideOf(a) == t.sideOf(b) && (isSkirmisher(t, a) || isSkirmisher(t, b));
}

int hiddenSlot(const Table& t, UnitId s) {
  const UnitId host = t.setupOf(s).hiddenIn;
  int slot = 0;
  for (UnitId o = 0; o < s; ++o) slot += t.setupOf(o).hiddenIn == host ? 1 : 0;
  return slot;
}

Pose emergedPose(const Table& t, const UnitState& host, int slot, Length depth, EmergeAt where) {
  UnitState h = host;  // a host destroyed has no stands left: its last place, one stand wide
  h.stands = std::max(1, h.stands);
  h.ranks = std::clamp(h.ranks, 1, h.stands);
  const std::vector<Rect> stands = t.standRects(h);
  const int files = t.shapeAt(h, h.ranks).files;
  const Rect& file = stands.at(static_cast<std::size_t>(slot % files));
  const Length line = static_cast<Length>(slot / files);
  const Angle f = h.pose.facing;
  const Point fileFront = file.centre + heading(f, file.depth / 2);
  const Length hostDepth = static_cast<Length>(h.ranks) * t.setupOf(h.id).standDepth;
  switch (where) {
    case EmergeAt::Before:
      return {fileFront + heading(f, (line + 1) * depth), f};
    case EmergeAt::Behind:
      return {fileFront - heading(f, hostDepth + line * depth), f};
    case EmergeAt::Where:
      return {fileFront - heading(f, line * depth), f};
  }
  return host.pose;
}

}  // namespace sandtable::rules::roberts
