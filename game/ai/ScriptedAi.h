// The "scripted" level: the simple "advance and attack the nearest" player that DESIGN.md
// names as the second yardstick for the real levels, beside random. It knows nothing of any
// rule system's odds; it reads only the legal actions and where the units stand, so the one
// script plays every ruleset:
//
//   1. strike: charge, attack or counter-charge the nearest enemy it may, and follow up;
//   2. shoot at the nearest enemy it may;
//   3. activate first the unit nearest the enemy;
//   4. face the nearest enemy (when it is more than 45 degrees off the front), then close
//      with it by the move that brings the unit nearest;
//   5. dress the ranks of an Unformed unit, since it cannot advance until it does;
//   6. otherwise stand: hold its ground, pass, end the activation or the turn.
//
// It never evades, breaks off, halts, swaps units or gathers champions: a player who only
// advances and attacks has no use for them. Ties go to the ruleset's own order of actions,
// so the script needs no random stream of its own and plays the same game every time.
#pragma once

#include <vector>

#include "AiPlayer.h"

namespace sandtable::ai {

class ScriptedAi final : public AiPlayer {
 public:
  ScriptedAi() = default;
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return "scripted"; }

 private:
  std::vector<rules::Action> mLegal;
};

}  // namespace sandtable::ai
