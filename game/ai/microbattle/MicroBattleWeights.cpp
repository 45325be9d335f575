#include "MicroBattleWeights.h"

#include <cmath>
#include <stdexcept>
#include <string>
#include <string_view>

namespace sandtable::ai::microbattle {

namespace {

// A weight that counts something: a whole number, at least `least`.
int whole(const Weights& w, std::string_view name, int least) {
  const double v = w.get(name);
  if (v != std::floor(v) || v < least) {
    throw std::out_of_range("AI weight '" + std::string(name) +
                            "' must be a whole number of at least " + std::to_string(least));
  }
  return static_cast<int>(v);
}

}  // namespace

JudgeWeights::JudgeWeights(const Weights& w)
    : routValue(w.get("judge.rout_value")),
      shakenValue(w.get("judge.shaken_value")),
      armyBreak(w.get("judge.army_break")),
      activationShare(w.get("judge.activation_share")),
      threatWeight(w.get("judge.threat_weight")),
      ourReachWeight(w.get("judge.our_reach_weight")),
      closeWeight(w.get("judge.close_weight")),
      objectivePull(w.get("judge.objective_pull")),
      objectiveHeld(w.get("judge.objective_held")),
      objectiveTurns(whole(w, "judge.objective_turns", 0)),
      coverAll(w.get("judge.cover_all")),
      coverRanged(w.get("judge.cover_ranged")),
      groundDisadvantage(w.get("judge.ground_disadvantage")),
      groundExitRoll(w.get("judge.ground_exit_roll")),
      highGround(w.get("judge.high_ground")),
      lineFriend(w.get("judge.line_friend")),
      lineFriends(whole(w, "judge.line_friends", 0)),
      moveThreshold(w.get("judge.move_threshold")),
      attackTieBreak(w.get("judge.attack_tie_break")),
      missedReach(w.get("judge.missed_reach")),
      replyCandidates(static_cast<std::size_t>(whole(w, "reply.candidates", 0))),
      replyWeight(w.get("reply.weight")),
      winUnits(w.get("win.units")),
      winShaken(w.get("win.shaken")),
      winMoraleMargin(w.get("win.morale_margin")),
      winThreat(w.get("win.threat")),
      winUnitsLate(w.get("win.units_late")),
      winShakenLate(w.get("win.shaken_late")),
      winObjectives(w.get("win.objectives")),
      winObjectivesLate(w.get("win.objectives_late")) {}

}  // namespace sandtable::ai::microbattle
