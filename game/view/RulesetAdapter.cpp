// The generic adapter, and the registry of each rule system's own (view/<system>/).
#include "RulesetAdapter.h"

#include <algorithm>
#include <cmath>

#include "session/OrderForecast.h"
#include "session/UnitMarkers.h"

namespace sandtable::view {

using namespace sandtable::rules;

Point unitCentre(const UnitView& u) {
  if (u.stands.empty()) return {};
  Length x = 0, y = 0;
  for (const Stand& s : u.stands) {
    x += s.footprint.centre.x;
    y += s.footprint.centre.y;
  }
  const auto n = static_cast<Length>(u.stands.size());
  return {x / n, y / n};
}

SightQuery RulesetAdapter::sightQuery(const Game&, const UnitView& from, const UnitView& to) const {
  SightQuery q;
  q.from = unitCentre(from);
  q.to = unitCentre(to);
  q.fromEye = q.toEye = eyeHeight();
  q.ignoreUnits = {from.id, to.id};
  return q;
}

FireArc RulesetAdapter::fireArc(const Game&, const UnitView&) const { return {}; }
std::optional<Length> RulesetAdapter::commandRadius(const Game&, const UnitView&) const {
  return std::nullopt;
}
std::vector<Objective> RulesetAdapter::objectives(const Game& g) const { return g.objectives(); }
std::string RulesetAdapter::era(const Game&) const { return ""; }

std::string RulesetAdapter::attackVerb(const Game&, const Action&) const { return "Attack"; }

std::vector<std::pair<std::string, std::string>> RulesetAdapter::stats(const Game&,
                                                                       const UnitView& u) const {
  return {{"Strength", std::to_string(u.strength)}, {"Stands", std::to_string(u.stands.size())}};
}

std::optional<std::string> RulesetAdapter::describe(const Game&, const Action&) const {
  return std::nullopt;
}
std::optional<OrderForecast> RulesetAdapter::forecast(const Game& game, const Action& a) const {
  return session::forecastOrder(game, a);
}
std::vector<std::pair<std::string, std::string>> RulesetAdapter::condition(const Game&,
                                                                           const UnitView&) const {
  return {};
}

std::vector<std::string> genericConditionLines(const UnitView& u) {
  std::vector<std::string> lines{"Condition: " + u.condition.words};
  const std::string status(rules::unitStatusName(u.status));
  if (u.status != rules::UnitStatus::Active && u.condition.words.find(status) == std::string::npos)
    lines.push_back("Status: " + status);
  return lines;
}

std::vector<std::string> RulesetAdapter::rosterColumns() const { return {"Condition"}; }
std::vector<std::string> RulesetAdapter::rosterCells(const Game&, const UnitView& u) const {
  // The state once: a marker that says it again (MicroBattle's SHAKEN) is left out.
  std::string cell = u.condition.words;
  for (const std::string& m : session::markersBeyond(u, {u.condition.words}))
    cell += (cell.empty() ? "" : ", ") + m;
  return {cell};
}
std::vector<FieldWork> RulesetAdapter::fieldWorks(const Game&) const { return {}; }
std::string RulesetAdapter::idleWords(const Game& game, const UnitView& u) const {
  if (u.side != game.phase().sideToAct)
    return "The enemy's unit: select one of yours to give it an order.";
  for (const Counter& c : u.counters)
    if (c.kind == Counter::Kind::Activated && c.value > 0) return "It has acted this turn.";
  return "This unit cannot act now.";
}
std::vector<std::string> RulesetAdapter::people(const Game&, const UnitView&) const { return {}; }
namespace {

// The art binding's key for a morale the kernel names (media/binding.yaml, markers: the
// kernel's own keys); "" for good order and for a unit gone, which have no token.
std::string_view moraleMarker(Condition::Morale m) {
  return m == Condition::Morale::Steady || m == Condition::Morale::Gone ? "" : moraleKey(m);
}

}  // namespace

std::vector<LabelMark> RulesetAdapter::labelMarks(const UnitView& u) const {
  // What a player scans a line of units for, from the typed condition and counters: morale
  // out of good order, lost formation, champions and casualties as numbers, and whether the
  // unit has acted this turn. Said in the binding's words, but for the counts.
  using K = Counter::Kind;
  std::vector<LabelMark> out;
  if (const std::string_view m = moraleMarker(u.condition.morale); !m.empty())
    out.push_back({std::string(m), 0, ""});
  if (u.condition.disordered) out.push_back({"disordered", 0, ""});
  if (const int c = u.count(K::Champions); c > 0)
    out.push_back({"champion", c, c == 1 ? "1 champion" : std::to_string(c) + " champions"});
  if (const int c = u.count(K::Casualties); c > 0)
    out.push_back({"casualty", c, rules::plural(c, "casualty", "casualties")});
  if (u.count(K::Activated) > 0) out.push_back({"activated", 0, ""});
  return out;
}

std::vector<std::string> RulesetAdapter::tableMarkers(const UnitView& u) const {
  // Tokens beside the stands, from the typed condition and counters: morale out of good
  // order, lost formation, a leader per personality with the unit, a star per champion, a
  // red pip per casualty (up to six: the card has the number), a ring once it has acted.
  using K = Counter::Kind;
  std::vector<std::string> out;
  if (const std::string_view m = moraleMarker(u.condition.morale); !m.empty()) out.emplace_back(m);
  if (u.condition.disordered) out.emplace_back("disordered");
  for (int i = 0; i < u.count(K::Leaders); ++i) out.emplace_back("leader");
  if (u.count(K::Activated) > 0) out.emplace_back("activated");
  for (int i = 0; i < u.count(K::Champions); ++i) out.emplace_back("champion");
  for (int i = 0; i < std::min(6, u.count(K::Casualties)); ++i) out.emplace_back("casualty");
  return out;
}
std::string RulesetAdapter::artType(const Game&, const UnitView& u) const { return u.type; }
std::string RulesetAdapter::distanceWords(const Game&, Length d) const {
  return std::to_string(d / kMillimetre) + " mm";
}
GroundMarks RulesetAdapter::groundMarks(const Game&, const UnitView*) const { return {}; }
std::optional<DraggedMove> RulesetAdapter::moveToward(const Game&, UnitId, Point) const {
  return std::nullopt;
}
std::optional<DraggedMove> RulesetAdapter::wheelToward(const Game&, UnitId, Point) const {
  return std::nullopt;
}
std::vector<Action> RulesetAdapter::moreOrders(const Game&, UnitId) const { return {}; }
std::optional<int> RulesetAdapter::activationsLeft(const Game&) const { return std::nullopt; }

std::unique_ptr<RulesetAdapter> makeRulesetAdapter(std::string_view ruleset) {
  static const std::vector<SystemView> kSystems{
#define SANDTABLE_RULE_SYSTEM(id) systems::id##View(),
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
  };
  for (const SystemView& s : kSystems) {
    if (s.id == ruleset) return s.makeAdapter();
  }
  return std::make_unique<RulesetAdapter>();
}

std::vector<std::size_t> groundWordPoints(const GroundShape& shape) {
  const std::size_t n = shape.points.size();
  std::vector<std::size_t> out;
  if (n == 0) return out;
  constexpr std::size_t kPlaces = 12;  // a word's places each way along its shape
  if (shape.kind == GroundShape::Path) {
    for (std::size_t k = 0; k < std::min(n, kPlaces + 1); ++k) out.push_back(n - 1 - k);
    return out;
  }
  const std::size_t mid = n / 2;
  const std::size_t step = std::max<std::size_t>(1, n / (2 * kPlaces));  // a ring all round
  out.push_back(mid);
  for (std::size_t k = 1; k <= kPlaces; ++k) {
    if (mid + k * step < n) out.push_back(mid + k * step);
    if (k * step <= mid) out.push_back(mid - k * step);
  }
  return out;
}

}  // namespace sandtable::view
