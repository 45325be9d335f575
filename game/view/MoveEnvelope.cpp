#include "MoveEnvelope.h"

#include <deque>
#include <map>
#include <memory>

#include "RulesetAdapter.h"
#include "rules/core/Dice.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

struct Node {
  std::unique_ptr<Game> game;
  std::vector<Action> path;
};

std::optional<UnitView> viewOf(const Game& g, UnitId id) {
  for (UnitView& u : g.units()) {
    if (u.id == id) return u;
  }
  return std::nullopt;
}

// Applies `a` to a copy of `g` with every die forced to `face`; nullptr when the forced
// face does not fit a die the action rolls.
std::unique_ptr<Game> stepped(const Game& g, const Action& a, int face) {
  auto copy = g.clone();
  Dice dice(0, std::vector<int>(32, face));
  NullSink quiet;
  try {
    copy->apply(a, dice, quiet);
  } catch (const ForcedDieError&) {
    return nullptr;
  }
  return copy;
}

using PositionKey = std::pair<Length, Length>;

void explore(const Game& game, UnitId unit, int face, const EnvelopeLimits& limits,
             std::map<PositionKey, Reach>& reach, std::map<UnitId, AttackReach>& attacks,
             bool sure) {
  const auto start = viewOf(game, unit);
  if (!start) return;
  const Point origin = unitCentre(*start);
  std::deque<Node> frontier;
  frontier.push_back({game.clone(), {}});
  std::map<PositionKey, bool> seen{{{origin.x, origin.y}, true}};
  int states = 0;
  std::vector<Action> legal;
  while (!frontier.empty() && states < limits.maxStates) {
    Node node = std::move(frontier.front());
    frontier.pop_front();
    ++states;
    node.game->legalActions(legal);
    for (const Action& a : legal) {
      if (a.unit != unit) continue;
      if (a.is(ActionRole::Attack)) {
        std::vector<Action> path = node.path;
        path.push_back(a);
        auto it = attacks.find(a.target);
        if (it == attacks.end() || path.size() < it->second.path.size()) {
          attacks[a.target] =
              AttackReach{a.target, path, sure || (it != attacks.end() && it->second.sure)};
        } else if (sure) {
          it->second.sure = true;
        }
        continue;
      }
      if (!a.is(ActionRole::Move) || static_cast<int>(node.path.size()) >= limits.maxSteps)
        continue;
      auto next = stepped(*node.game, a, face);
      if (!next) continue;
      const auto after = viewOf(*next, unit);
      if (!after || after->status != UnitStatus::Active) continue;
      const Point at = unitCentre(*after);
      const PositionKey key{at.x, at.y};
      std::vector<Action> path = node.path;
      path.push_back(a);
      if (seen.count(key)) continue;
      seen[key] = true;
      auto r = reach.find(key);
      if (r == reach.end()) {
        reach[key] = Reach{at, after->square, path, sure};
      } else if (sure) {
        r->second.sure = true;
        if (path.size() < r->second.path.size()) r->second.path = path;
      }
      // Keep exploring only while the same unit may still act (its activation goes on).
      if (next->phase().sideToAct == start->side)
        frontier.push_back({std::move(next), std::move(path)});
    }
  }
}

}  // namespace

const Reach* Envelope::find(Square s) const {
  for (const Reach& r : reach) {
    if (r.square && *r.square == s) return &r;
  }
  return nullptr;
}

const Reach* Envelope::nearest(Point p, Length within) const {
  const Reach* best = nullptr;
  Length bestD = within;
  for (const Reach& r : reach) {
    const Length d = distance(r.at, p);
    if (d <= bestD) {
      bestD = d;
      best = &r;
    }
  }
  return best;
}

const AttackReach* Envelope::attackOn(UnitId target) const {
  for (const AttackReach& a : attacks) {
    if (a.target == target) return &a;
  }
  return nullptr;
}

Envelope computeEnvelope(const Game& game, UnitId unit, const EnvelopeLimits& limits) {
  std::map<PositionKey, Reach> reach;
  std::map<UnitId, AttackReach> attacks;
  // Ones first: what is sure; then sixes add what good rolls allow.
  explore(game, unit, 1, limits, reach, attacks, true);
  explore(game, unit, 6, limits, reach, attacks, false);
  Envelope e;
  e.unit = unit;
  for (auto& [key, r] : reach) e.reach.push_back(std::move(r));
  for (auto& [target, a] : attacks) e.attacks.push_back(std::move(a));
  return e;
}

std::unique_ptr<Game> positionForAttack(const Game& game, const AttackReach& a) {
  if (a.path.empty()) return nullptr;
  for (int face : {1, 6}) {
    std::unique_ptr<Game> g = game.clone();
    for (std::size_t i = 0; g && i + 1 < a.path.size(); ++i) {
      g = g->check(a.path[i]) ? stepped(*g, a.path[i], face) : nullptr;
    }
    if (g && g->check(a.path.back())) return g;
  }
  return nullptr;
}

}  // namespace sandtable::view
