#include "MicroBattlePolicy.h"

#include <algorithm>
#include <stdexcept>

#include "MicroBattleWinChance.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::ai::microbattle {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

namespace {

const MicroBattleGame& asMicroBattle(const Game& game) {
  const auto* g = dynamic_cast<const MicroBattleGame*>(&game);
  if (!g) throw std::invalid_argument("MicroBattlePolicy plays only MicroBattle");
  return *g;
}

constexpr std::string_view kActions = "actions";  // MicroBattleGame's name for the phase

}  // namespace

MicroBattlePolicy::MicroBattlePolicy(const Weights& weights)
    : Policy(weights),
      mRanking(JudgeWeights(weights)),
      mRolloutLookAhead(weights.get("rollout.look_ahead") != 0) {}

void MicroBattlePolicy::candidates(const Game& game, std::vector<Candidate>& out) {
  const MicroBattleGame& g = asMicroBattle(game);
  out.clear();
  std::vector<RankedAction> scored;
  const std::vector<RankedAction> ranked = mRanking.ranked(g, scored);
  for (const RankedAction& r : ranked) out.push_back({r.action, r.score});
  if (ranked.size() == scored.size()) return;
  const double floor = ranked.empty() ? 0.0 : ranked.back().score;
  for (const RankedAction& s : scored) {
    const bool already = std::any_of(ranked.begin(), ranked.end(),
                                     [&](const RankedAction& r) { return r.action == s.action; });
    if (!already) out.push_back({s.action, std::min(s.score, floor)});
  }
}

double MicroBattlePolicy::evaluate(const Game& game, Side side) {
  const MicroBattleGame& g = asMicroBattle(game);
  const Result r = g.result();
  if (r.over) return r.winner == side ? 1.0 : r.winner == Side::None ? 0.5 : 0.0;
  return winChance(g, side, mRanking.weights());
}

Action MicroBattlePolicy::rolloutAction(const Game& game, Rng&) {
  const MicroBattleGame& g = asMicroBattle(game);
  const std::vector<RankedAction> ranked =
      mRolloutLookAhead ? mRanking.ranked(g) : mRanking.scored(g);
  if (ranked.empty())
    throw std::logic_error("MicroBattlePolicy: no legal action (is the game over?)");
  return ranked.front().action;
}

bool MicroBattlePolicy::turnEnded(const PhaseInfo& before, const PhaseInfo& after) const {
  return before.phase == kActions && after.phase != kActions;
}

bool MicroBattlePolicy::worthSearching(const Game& game,
                                       const std::vector<Candidate>& candidates) const {
  return game.phase().phase == kActions && candidates.size() > 1;
}

std::unique_ptr<Policy> makeMicroBattlePolicy(const Weights& weights) {
  return std::make_unique<MicroBattlePolicy>(weights);
}

}  // namespace sandtable::ai::microbattle
