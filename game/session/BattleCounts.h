// What a battle looked like, counted from its events by their roles (rules/core/EventRoles.h),
// never their kinds, so that every rule system's games are counted alike: how often each side
// charged and shot, how many of its units routed, and how many rounds of melee were fought.
// `whatif` reports these beside who won: an AI that wins by never closing shows here.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "rules/core/Event.h"

namespace sandtable::session {

struct BattleCounts {
  std::array<int, 2> charges{};  // role Charged (counter-charges too), by the charging unit's side
  std::array<int, 2> shots{};    // shots at range (rules::isShot), by the shooting unit's side
  std::array<int, 2> routs{};    // units that routed (role Routed), each once, by their side
  // Rounds of melee: the blows hand to hand (rules::isMeleeBlow) between one pair of units in
  // one action are one round, however many of the pair's events say so (each side of a fight
  // reports its own score). A round involves both sides, so it is counted once for the game.
  int meleeRounds = 0;
};

// An EventSink that counts and keeps nothing else. It wants no text, as the NullSink it
// stands in for, so a game counted costs what a game played quietly does.
class CountingSink final : public rules::EventSink {
 public:
  bool wantsText() const override { return false; }
  void emit(rules::Event e) override;
  // Call before each action is applied: a round of melee is a pair's fight within one action.
  void nextAction() { mFoughtThisAction.clear(); }
  const BattleCounts& counts() const { return mCounts; }

 private:
  BattleCounts mCounts;
  std::vector<std::pair<rules::UnitId, rules::UnitId>> mFoughtThisAction;  // pairs, lower id first
  std::vector<rules::UnitId> mRouted;
};

}  // namespace sandtable::session
