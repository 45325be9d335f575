// A match: a game, its dice, and the history of actions with the state hash after each.
// A match is fully described by (scenario, seed, forced dice, actions); replaying those
// reproduces every hash.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include "Dice.h"
#include "Game.h"

namespace sandtable::rules {

class IllegalAction : public std::runtime_error {
 public:
  IllegalAction(const Action& a, const std::string& why);
};

class Match {
 public:
  Match(std::unique_ptr<Game> game, std::uint64_t seed, std::vector<int> forced = {});

  const Game& game() const { return *mGame; }
  const Dice& dice() const { return mDice; }
  std::uint64_t seed() const { return mDice.seed(); }

  Verdict check(const Action& a) const { return mGame->check(a); }
  // Applies a legal action and returns the state hash after it; throws IllegalAction.
  std::uint64_t submit(const Action& a, EventSink& sink);

  bool over() const { return mGame->result().over; }
  // Hash of the game state and the dice position.
  std::uint64_t hash() const;
  std::uint64_t initialHash() const { return mInitialHash; }
  const std::vector<Action>& actions() const { return mActions; }
  const std::vector<std::uint64_t>& hashes() const { return mHashes; }
  // Whether the action at this index rolled any dice (undo is offered only for those that did not).
  bool rolledDice(std::size_t index) const { return mRolled.at(index); }

 private:
  std::unique_ptr<Game> mGame;
  Dice mDice;
  std::uint64_t mInitialHash = 0;
  std::vector<Action> mActions;
  std::vector<std::uint64_t> mHashes;
  std::vector<bool> mRolled;
};

}  // namespace sandtable::rules
