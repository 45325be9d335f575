#include "Mcts.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace sandtable::ai {

using namespace rules;

SearchSettings SearchSettings::from(const Weights& w) {
  SearchSettings s;
  s.playouts = static_cast<int>(w.get("search.playouts"));
  s.horizonTurns = static_cast<int>(w.get("search.horizon_turns"));
  s.rolloutActions = static_cast<int>(w.get("search.rollout_actions"));
  s.exploration = w.get("search.exploration");
  s.widenBase = w.get("search.widen_base");
  s.widenFactor = w.get("search.widen_factor");
  s.widenPower = w.get("search.widen_power");
  s.priorTemperature = w.get("search.prior_temperature");
  s.alternativesKept = static_cast<int>(w.get("search.alternatives_kept"));
  s.rootWidth = static_cast<int>(w.get("search.root_width"));
  s.switchMargin = w.get("search.switch_margin");
  s.switchConfidence = w.get("search.switch_confidence");
  return s;
}

namespace {

struct Node;

// An action tried from a node: its prior probability, and what the playouts through it
// brought the side that chose it.
struct Edge {
  Action action;
  double prior = 0;  // the raw prior, for the alternatives shown
  double p = 0;      // as a probability among the node's candidates
  int visits = 0;
  double total = 0;  // summed values, for the side that chose it
  std::unique_ptr<Node> child;
};

struct Node {
  bool opened = false;  // candidates asked for (on the node's second visit)
  int visits = 0;
  std::vector<Edge> edges;  // best prior first; the first `allowed` are open to choice
};

// The candidates, best first, as edges with a softmax of their priors.
void open(Node& node, const std::vector<Candidate>& cands, double temperature) {
  node.opened = true;
  node.edges.clear();
  if (cands.empty()) return;
  const double top = cands.front().prior;
  double sum = 0;
  for (const Candidate& c : cands) {
    Edge e;
    e.action = c.action;
    e.prior = c.prior;
    e.p = std::exp((c.prior - top) / std::max(1e-9, temperature));
    sum += e.p;
    node.edges.push_back(std::move(e));
  }
  for (Edge& e : node.edges) e.p /= sum;
  std::stable_sort(node.edges.begin(), node.edges.end(),
                   [](const Edge& l, const Edge& r) { return l.p > r.p; });
}

std::size_t allowedChildren(const Node& node, const SearchSettings& s) {
  const double k =
      s.widenBase + s.widenFactor * std::pow(static_cast<double>(node.visits), s.widenPower);
  return std::min(node.edges.size(), static_cast<std::size_t>(std::max(1.0, k)));
}

// PUCT among the open edges that are legal in this playout's position (open loop: another
// roll of the dice may have made one impossible); null when none is.
Edge* select(Node& node, const Game& game, const SearchSettings& s) {
  const std::size_t n = allowedChildren(node, s);
  const double sqrtN = std::sqrt(static_cast<double>(node.visits) + 1);
  // An edge never tried is valued as its node's mean so far: the prior decides among them.
  double parentMean = 0.5;
  int tried = 0;
  double triedTotal = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (node.edges[i].visits > 0) {
      tried += node.edges[i].visits;
      triedTotal += node.edges[i].total;
    }
  }
  if (tried > 0) parentMean = triedTotal / tried;
  Edge* best = nullptr;
  double bestScore = -1e300;
  for (std::size_t i = 0; i < n; ++i) {
    Edge& e = node.edges[i];
    const double q = e.visits > 0 ? e.total / e.visits : parentMean;
    const double score = q + s.exploration * e.p * sqrtN / (1.0 + e.visits);
    if (score > bestScore && game.check(e.action)) {
      bestScore = score;
      best = &e;
    }
  }
  return best;
}

// Plays the policy's fast moves to the rollout's horizon.
void rollout(Game& game, Policy& policy, Dice& dice, Rng& rng, const SearchSettings& s) {
  NullSink quiet;
  int turnEnds = 0;
  for (int step = 0; step < s.rolloutActions && turnEnds < s.horizonTurns && !game.result().over;
       ++step) {
    const PhaseInfo before = game.phase();
    game.apply(policy.rolloutAction(game, rng), dice, quiet);
    if (policy.turnEnded(before, game.phase())) ++turnEnds;
  }
}

// Walks the tree below `node` by PUCT (opening a node on its second visit), then rolls out
// and evaluates for `me`; the value is backed up along the path. The caller has applied the
// root's action and counted it.
double playBelow(Game& g, Node* node, Policy& policy, Dice& dice, Rng& rng, const SearchSettings& s,
                 Side me, std::vector<Candidate>& cands) {
  struct Step {
    Edge* edge;
    Side chooser;
  };
  std::vector<Step> path;
  NullSink quiet;
  while (!g.result().over) {
    if (!node->opened) {
      if (node->visits == 0) break;
      policy.candidates(g, cands);
      open(*node, cands, s.priorTemperature);
    }
    Edge* e = select(*node, g, s);
    if (!e) break;
    const Side chooser = g.phase().sideToAct;
    g.apply(e->action, dice, quiet);
    path.push_back({e, chooser});
    if (!e->child) e->child = std::make_unique<Node>();
    node = e->child.get();
  }
  rollout(g, policy, dice, rng, s);
  const double value = policy.evaluate(g, me);
  for (const Step& st : path) {
    ++st.edge->visits;
    st.edge->total += st.chooser == me ? value : 1.0 - value;
    if (st.edge->child) ++st.edge->child->visits;
  }
  return value;
}

}  // namespace

// The root compares the policy's best few in pairs (Mcts.h says why).
SearchChoice searchTree(const Game& game, const std::vector<Candidate>& candidates, Policy& policy,
                        Rng& rng, const SearchSettings& s) {
  const Side me = game.phase().sideToAct;
  const bool hidden = game.hidesFrom(me);
  Node root;
  open(root, candidates, s.priorTemperature);
  const std::size_t width =
      std::min(root.edges.size(), static_cast<std::size_t>(std::max(2, s.rootWidth)));
  // The first choice is the edge of the policy's best candidate (open() keeps it first).
  std::vector<std::size_t> alive(width);
  for (std::size_t i = 0; i < width; ++i) alive[i] = i;
  std::vector<double> gain(width, 0), gainSq(width, 0);
  std::vector<int> pairs(width, 0);
  int rounds = 1;
  while ((std::size_t{1} << rounds) < width) ++rounds;
  const std::uint64_t base = rng.next();
  std::vector<Candidate> cands;
  std::vector<double> values;
  int used = 0;
  for (int r = 0; r < rounds && used < s.playouts; ++r) {
    const int share = std::max(1, (s.playouts - used) / (rounds - r));
    const int perEdge = std::max(1, share / static_cast<int>(alive.size()));
    for (int j = 0; j < perEdge; ++j) {
      // One luck for every candidate of this playout: its dice, its rollout's random moves
      // and its guess at what is hidden all come from it.
      const std::uint64_t luck = base ^ (0x9e3779b97f4a7c15ull * (1 + r * 4099 + j));
      values.assign(alive.size(), 0);
      for (std::size_t k = 0; k < alive.size(); ++k) {
        Edge& e = root.edges[alive[k]];
        Rng guess(luck ^ 0x5bd1e995u);
        std::unique_ptr<Game> g = hidden ? game.asSeenBy(me, guess) : game.clone();
        Rng playoutRng(luck);
        Dice dice(playoutRng.next());
        NullSink quiet;
        g->apply(e.action, dice, quiet);
        if (!e.child) e.child = std::make_unique<Node>();
        const double v = playBelow(*g, e.child.get(), policy, dice, playoutRng, s, me, cands);
        ++e.child->visits;
        ++e.visits;
        e.total += v;
        ++root.visits;
        ++used;
        values[k] = v;
      }
      for (std::size_t k = 1; k < alive.size(); ++k) {
        const double d = values[k] - values[0];
        gain[alive[k]] += d;
        gainSq[alive[k]] += d * d;
        ++pairs[alive[k]];
      }
    }
    if (r + 1 < rounds && alive.size() > 2) {
      std::vector<std::size_t> challengers(alive.begin() + 1, alive.end());
      std::stable_sort(challengers.begin(), challengers.end(), [&](std::size_t l, std::size_t r2) {
        return gain[l] / std::max(1, pairs[l]) > gain[r2] / std::max(1, pairs[r2]);
      });
      challengers.resize((challengers.size() + 1) / 2);
      alive.resize(1);
      alive.insert(alive.end(), challengers.begin(), challengers.end());
    }
  }
  // The first choice, unless a challenger's paired gain over it is above the margin and
  // clear of zero by switchConfidence standard errors: a challenger that merely met better
  // luck in a few playouts does not displace it.
  std::size_t chosen = 0;
  double bestGain = s.switchMargin;
  for (std::size_t k = 1; k < alive.size(); ++k) {
    const std::size_t i = alive[k];
    if (pairs[i] < 2) continue;
    const double n = pairs[i];
    const double mean = gain[i] / n;
    const double spread = std::sqrt(std::max(0.0, gainSq[i] / n - mean * mean) / (n - 1));
    if (mean > bestGain && mean > s.switchConfidence * spread) {
      bestGain = mean;
      chosen = i;
    }
  }
  SearchChoice out;
  out.playouts = used;
  out.action = root.edges[chosen].action;
  std::vector<const Edge*> order{&root.edges[chosen]};
  for (std::size_t i = 0; i < width; ++i)
    if (i != chosen) order.push_back(&root.edges[i]);
  std::stable_sort(order.begin() + 1, order.end(),
                   [](const Edge* l, const Edge* r) { return l->visits > r->visits; });
  for (const Edge* e : order) {
    if (static_cast<int>(out.alternatives.size()) >= s.alternativesKept) break;
    out.alternatives.push_back(
        {e->action, e->prior, e->visits, e->visits > 0 ? e->total / e->visits : 0.0});
  }
  return out;
}

}  // namespace sandtable::ai
