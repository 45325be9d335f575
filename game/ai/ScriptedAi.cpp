#include "ScriptedAi.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <optional>
#include <stdexcept>

namespace sandtable::ai {

using namespace rules;

namespace {

// Where a unit stands as the script sees it: the middle of its stands (or its square on a
// grid) and the way its first stand faces.
struct Place {
  UnitId id = kNoUnit;
  Side side = Side::None;
  bool active = false;
  bool unformed = false;
  Point at;
  std::optional<Angle> facing;
};

Place placeOf(const UnitView& v) {
  Place p{v.id, v.side, v.status == UnitStatus::Active, v.condition.disordered};
  if (v.square) {
    // Any common scale will do on a grid: only distances compared with each other matter.
    p.at = {v.square->col * kInch, v.square->row * kInch};
    return p;
  }
  if (v.stands.empty()) return p;
  Point sum;
  for (const Stand& s : v.stands) sum = sum + s.footprint.centre;
  const auto n = static_cast<Length>(v.stands.size());
  p.at = {sum.x / n, sum.y / n};
  p.facing = v.stands.front().footprint.facing;
  return p;
}

std::vector<Place> placesOf(const Game& game) {
  std::vector<Place> out;
  for (const UnitView& v : game.units()) out.push_back(placeOf(v));
  return out;
}

const Place* find(const std::vector<Place>& places, UnitId id) {
  for (const Place& p : places) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

// The nearest enemy still on the field, or null.
const Place* nearestEnemy(const std::vector<Place>& places, const Place& from) {
  const Place* best = nullptr;
  std::int64_t bestD = std::numeric_limits<std::int64_t>::max();
  for (const Place& p : places) {
    if (!p.active || p.side == from.side || p.side == Side::None) continue;
    const std::int64_t d = distanceSquared(from.at, p.at);
    if (d < bestD) {
      bestD = d;
      best = &p;
    }
  }
  return best;
}

// How far a unit's front is turned from a point: 0 when it faces it squarely.
Angle turnedAwayFrom(const Place& unit, Point toward) {
  if (!unit.facing || unit.at == toward) return 0;
  return static_cast<Angle>(std::abs(angleDifference(*unit.facing, bearing(unit.at, toward))));
}

// Whether the action's kind has any of these roles.
bool hasRole(const Action& a, ActionRoles roles) { return actionInfo(a.kind).roles.any(roles); }

// Among the legal actions with any of the given roles, the one whose `key` is least; ties go to the
// ruleset's order. Actions the key refuses (nullopt) are not taken.
template <typename Key>
const Action* least(const std::vector<Action>& legal, ActionRoles roles, Key key) {
  const Action* best = nullptr;
  std::int64_t bestKey = std::numeric_limits<std::int64_t>::max();
  for (const Action& a : legal) {
    if (!hasRole(a, roles)) continue;
    const std::optional<std::int64_t> k = key(a);
    if (k && *k < bestKey) {
      bestKey = *k;
      best = &a;
    }
  }
  return best;
}

// A unit's place after a move or wheel, found by making it on a copy of the match: the
// script then needs no geometry of any rule system. The dice are fixed, so the look is the
// same every time; a move rolls none in the rulesets so far.
std::optional<Place> placeAfter(const Game& game, const Action& a) {
  std::unique_ptr<Game> copy = game.clone();
  Dice dice(0);
  NullSink quiet;
  copy->apply(a, dice, quiet);
  const std::optional<UnitView> v = copy->unitView(a.unit);
  if (!v) return std::nullopt;
  return placeOf(*v);
}

constexpr Angle kFacingSlack = 8192;  // 45 degrees: an enemy this far off the front is "ahead"
constexpr Angle kWorthATurn = 910;    // 5 degrees: a wheel must turn the front at least this much
constexpr Length kWorthAStep = kMillimetre;  // a move must close by more than this

// Face the nearest enemy, then close with it: the wheel or move that does most of that.
const Action* manoeuvre(const Game& game, const std::vector<Action>& legal,
                        const std::vector<Place>& places) {
  struct Option {
    const Action* action;
    Length closer;   // how much nearer the unit's nearest enemy it ends
    Angle squarer;   // how much more squarely it then faces it
    bool turnFirst;  // the unit faces more than 45 degrees away from that enemy
  };
  std::optional<Option> best;
  auto better = [](const Option& a, const Option& b) {
    // A unit turned away turns first; otherwise the longest step forward wins.
    if (a.turnFirst != b.turnFirst) return a.turnFirst;
    if (a.turnFirst && a.squarer != b.squarer) return a.squarer > b.squarer;
    if (a.closer != b.closer) return a.closer > b.closer;
    return a.squarer > b.squarer;
  };
  for (const Action& a : legal) {
    if (!hasRole(a, {ActionRole::Move, ActionRole::Turn})) continue;
    const Place* unit = find(places, a.unit);
    const Place* enemy = unit ? nearestEnemy(places, *unit) : nullptr;
    if (!enemy) continue;
    const std::optional<Place> after = placeAfter(game, a);
    if (!after) continue;
    const Option o{
        &a, distance(unit->at, enemy->at) - distance(after->at, enemy->at),
        static_cast<Angle>(turnedAwayFrom(*unit, enemy->at) - turnedAwayFrom(*after, enemy->at)),
        turnedAwayFrom(*unit, enemy->at) > kFacingSlack};
    const bool worthIt = o.turnFirst ? o.squarer >= kWorthATurn : o.closer > kWorthAStep;
    if (worthIt && (!best || better(o, *best))) best = o;
  }
  return best ? best->action : nullptr;
}

}  // namespace

Action ScriptedAi::choose(const Game& game) {
  game.legalActions(mLegal);
  if (mLegal.empty()) throw std::logic_error("ScriptedAi: no legal action (is the game over?)");
  if (mLegal.size() == 1) return mLegal.front();
  const std::vector<Place> places = placesOf(game);

  auto targetDistance = [&](const Action& a) -> std::optional<std::int64_t> {
    const Place* unit = find(places, a.unit);
    const Place* target = find(places, a.target);
    if (!unit || !target) return std::nullopt;
    return distanceSquared(unit->at, target->at);
  };
  // 1. Strike the nearest enemy within reach, and follow up a beaten one.
  if (const Action* a = least(mLegal, {ActionRole::Charge, ActionRole::Attack}, targetDistance))
    return *a;
  for (const Action& a : mLegal) {
    if (a.is(ActionRole::FollowUp) && a.option == 1) return a;
  }
  // 2. Shoot at the nearest enemy in range.
  if (const Action* a = least(mLegal, {ActionRole::Shoot}, targetDistance)) return *a;
  // 3. Activate the unit nearest the enemy first: the front line leads.
  auto enemyDistance = [&](const Action& a) -> std::optional<std::int64_t> {
    const Place* unit = find(places, a.unit);
    const Place* enemy = unit ? nearestEnemy(places, *unit) : nullptr;
    if (!enemy) return std::int64_t{std::numeric_limits<std::int64_t>::max() - 1};
    return distanceSquared(unit->at, enemy->at);
  };
  if (const Action* a = least(mLegal, {ActionRole::UnitActivation}, enemyDistance)) return *a;
  // 4. Face the nearest enemy and close with it.
  if (const Action* a = manoeuvre(game, mLegal, places)) return *a;
  // 5. An Unformed unit dresses its ranks; the ruleset offers that first among its changes.
  for (const Action& a : mLegal) {
    const Place* unit = find(places, a.unit);
    if (a.is(ActionRole::Formation) && unit && unit->unformed) return a;
  }
  // 6. Nothing to advance or strike with: stand.
  for (ActionRole r : {ActionRole::Stand, ActionRole::Pass, ActionRole::EndActivation,
                       ActionRole::EndTurn, ActionRole::FollowUp}) {
    for (const Action& a : mLegal) {
      if (a.is(r)) return a;
    }
  }
  return mLegal.front();
}

}  // namespace sandtable::ai
