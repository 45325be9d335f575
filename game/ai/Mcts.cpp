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

}  // namespace

SearchChoice searchTree(const Game& game, const std::vector<Candidate>& candidates, Policy& policy,
                        Rng& rng, const SearchSettings& settings) {
  const Side me = game.phase().sideToAct;
  const bool hidden = game.hidesFrom(me);
  Node root;
  open(root, candidates, settings.priorTemperature);
  std::vector<Candidate> cands;
  struct Step {
    Edge* edge;
    Side chooser;
  };
  std::vector<Step> path;
  NullSink quiet;
  for (int playout = 0; playout < settings.playouts; ++playout) {
    // Where the match hides something from the side searching (orders written out of its
    // sight), every playout starts from a fresh guess at it (asSeenBy on what the side was
    // handed re-guesses only the hidden part): the search weighs each choice over what the
    // enemy might have written, never over what it has.
    std::unique_ptr<Game> g = hidden ? game.asSeenBy(me, rng) : game.clone();
    Dice dice(rng.next());  // the AI's own luck, new every playout
    Node* node = &root;
    path.clear();
    while (!g->result().over) {
      if (!node->opened) {
        // A node is opened on its second visit: the first is scored by its rollout alone.
        if (node->visits == 0) break;
        policy.candidates(*g, cands);
        open(*node, cands, settings.priorTemperature);
      }
      Edge* e = select(*node, *g, settings);
      if (!e) break;  // nothing this node has tried is possible after this roll: roll out from here
      const Side chooser = g->phase().sideToAct;
      g->apply(e->action, dice, quiet);
      path.push_back({e, chooser});
      if (!e->child) e->child = std::make_unique<Node>();
      node = e->child.get();
    }
    rollout(*g, policy, dice, rng, settings);
    const double value = policy.evaluate(*g, me);  // for the side searching
    ++root.visits;
    for (const Step& st : path) {
      ++st.edge->visits;
      st.edge->total += st.chooser == me ? value : 1.0 - value;
      if (st.edge->child) ++st.edge->child->visits;
    }
  }
  // The most visited of the root's edges (the robust choice), ties to the better prior.
  std::vector<const Edge*> order;
  for (const Edge& e : root.edges) order.push_back(&e);
  std::stable_sort(order.begin(), order.end(),
                   [](const Edge* l, const Edge* r) { return l->visits > r->visits; });
  SearchChoice out;
  out.playouts = settings.playouts;
  out.action = order.empty() ? candidates.front().action : order.front()->action;
  for (const Edge* e : order) {
    if (static_cast<int>(out.alternatives.size()) >= settings.alternativesKept) break;
    if (e->visits == 0 && !out.alternatives.empty()) break;
    out.alternatives.push_back(
        {e->action, e->prior, e->visits, e->visits > 0 ? e->total / e->visits : 0.0});
  }
  return out;
}

}  // namespace sandtable::ai
