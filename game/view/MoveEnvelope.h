// Where a unit can go this activation and whom it can reach, found by asking the rules:
// copies of the game (Game::clone) are moved step by step through the unit's legal Move
// actions, breadth first. Dice the moves need are forced: all sixes for what the unit
// might reach with good rolls, all ones for what it reaches whatever it rolls. The real
// match is never touched.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "rules/core/Game.h"

namespace sandtable::view {

struct Reach {
  rules::Point at;                      // the unit's centre after the moves
  std::optional<rules::Square> square;  // on a grid
  std::vector<rules::Action> path;      // the actions that get it there, in order
  bool sure = false;                    // reachable whatever the dice say
};

struct AttackReach {
  rules::UnitId target = rules::kNoUnit;
  std::vector<rules::Action> path;  // moves first (may be empty), then the attack
  bool sure = false;
  bool afterMoving() const { return path.size() > 1; }
};

struct Envelope {
  rules::UnitId unit = rules::kNoUnit;
  std::vector<Reach> reach;          // excluding where it stands now
  std::vector<AttackReach> attacks;  // the shortest way to each target
  const Reach* find(rules::Square s) const;
  const Reach* nearest(rules::Point p, rules::Length within) const;
  const AttackReach* attackOn(rules::UnitId target) const;
};

struct EnvelopeLimits {
  int maxSteps = 6;     // moves per path
  int maxStates = 400;  // game copies explored, per dice assumption
};

Envelope computeEnvelope(const rules::Game& game, rules::UnitId unit,
                         const EnvelopeLimits& limits = {});

// The game as it would stand when `a`'s attack is made after its moves: a copy moved along
// the path with the dice that found it (ones where the way is sure, else sixes), for the
// attack's odds from there. nullptr when the path no longer applies to `game`.
std::unique_ptr<rules::Game> positionForAttack(const rules::Game& game, const AttackReach& a);

}  // namespace sandtable::view
