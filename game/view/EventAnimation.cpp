#include "EventAnimation.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "RulesetAdapter.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

using Motion = AnimationCue::Motion;
using Flash = AnimationCue::Flash;

const UnitView* viewOf(const std::vector<UnitView>& units, UnitId id) {
  for (const UnitView& u : units)
    if (u.id == id) return &u;
  return nullptr;
}

std::optional<Point> centreOf(const std::vector<UnitView>& units, UnitId id) {
  const UnitView* u = viewOf(units, id);
  if (!u || u->stands.empty()) return std::nullopt;
  return unitCentre(*u);
}

// A point `length` on from `to` the way `from` looks at it: where a lunge at the end of a
// move reaches.
Point beyond(Point from, Point to, Length length) {
  const double dx = static_cast<double>(to.x - from.x), dy = static_cast<double>(to.y - from.y);
  const double d = std::hypot(dx, dy);
  if (d < 1) return to;
  return {to.x + static_cast<Length>(dx / d * static_cast<double>(length)),
          to.y + static_cast<Length>(dy / d * static_cast<double>(length))};
}

}  // namespace

std::vector<AnimationCue> eventAnimation(const ActionRecord& record) {
  std::vector<AnimationCue> out;
  auto gone = [&](UnitId id) {
    const UnitView* now = viewOf(record.after, id);
    return !now || now->status != UnitStatus::Active;
  };
  // From the unit's middle to the other's where both were on the table, else the event's points.
  auto line = [&](const Event& e) {
    const auto a = centreOf(record.before, e.unit), b = centreOf(record.before, e.other);
    return std::pair{a && b ? *a : e.from, a && b ? *b : e.to};
  };
  for (const Event& e : record.events) {
    if (e.unit == kNoUnit) continue;
    // A flight slides too: a unit it takes off the table runs on and fades at its rout (or
    // fades where the flight left it), so that the stands never jump back to run twice.
    if (e.is(EventRole::Moved) && e.from != e.to) {
      out.push_back(
          {e.is(EventRole::Fled) ? "flight" : "move", Motion::Slide, e.unit, e.from, e.to});
      if (e.is(EventRole::Contact))
        out.push_back({"contact", Motion::Lunge, e.unit, e.to,
                       beyond(e.from, e.to, 60 * kMillimetre), false, Flash::None, 0.4f});
    }
    if (e.is(EventRole::Charged)) {
      const auto [a, b] = line(e);
      out.push_back({"charge", Motion::Lunge, e.unit, a, b, false, Flash::None, 0.5f});
    }
    if (isShot(e)) {
      const auto [a, b] = line(e);
      out.push_back({"shot", Motion::Shake, e.unit, a, b, false, Flash::Shot, 0.35f});
    } else if (isMeleeBlow(e)) {
      const auto [a, b] = line(e);
      out.push_back({"melee", Motion::Lunge, e.unit, a, b, false, Flash::Melee, 0.5f});
    }
    if (e.is(EventRole::Hit) || e.is(EventRole::Casualties) || e.is(EventRole::StandsLost)) {
      const Point at = centreOf(record.before, e.unit).value_or(e.to);
      out.push_back({"hit", Motion::Shake, e.unit, at, at, false, Flash::Hit, 0.3f});
    }
    if (e.is(EventRole::Blocked))
      out.push_back({"blocked", Motion::Shake, e.unit, e.from, e.to, false, Flash::None, 0.3f});
    if (e.is(EventRole::Routed)) {
      // Off the table: run the way the rules say (toward the unit's own edge), else to its
      // rear, fading. Broken and left to flee: a shudder; the flight is its own event.
      if (gone(e.unit))
        out.push_back(
            {"rout", Motion::Run, e.unit, e.from, e.to, e.from == e.to, Flash::None, 1.3f});
      else
        out.push_back({"rout", Motion::Shake, e.unit, e.from, e.to, false, Flash::None, 0.3f});
    }
  }
  // Units the action took off the table without a rout or a flight (removed, destroyed) fade
  // where they stand.
  for (const UnitView& was : record.before) {
    if (was.status != UnitStatus::Active || !gone(was.id)) continue;
    const bool ran = std::any_of(out.begin(), out.end(), [&](const AnimationCue& c) {
      return c.unit == was.id && c.motion == Motion::Run;
    });
    if (!ran) out.push_back({"fade", Motion::Fade, was.id, {}, {}, false, Flash::None, 0.9f});
  }
  return out;
}

}  // namespace sandtable::view
