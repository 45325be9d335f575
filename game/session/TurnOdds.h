// How the odds moved through a recorded battle: from the start of every recorded turn where
// the battle was still undecided, the same games played on by the AI and tallied by side.
// `sandtable-cli whatif --each-turn` prints these tallies and the battle report charts them;
// both ask here, so the two give the same counts for the same games, seed and players.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "Branch.h"
#include "PlayerSpec.h"
#include "scenario/MatchFile.h"

namespace sandtable::session {

// The games from one turn's start.
struct TurnOdds {
  int turn = 1;            // the turn they start at
  std::size_t action = 0;  // recorded actions before it
  BranchTally games;
};

// One game of the run as it is tallied (in order, whatever the number of workers): for a
// progress bar, or a list of every game.
struct TurnOddsGame {
  std::size_t index = 0;  // of `total`, counted from 0
  std::size_t total = 0;
  int turn = 1;           // the turn whose start it played on from
  std::size_t game = 0;   // its number among that turn's games (the same seed at every turn)
  std::uint64_t seed = 0;
  const BranchOutcome* outcome = nullptr;
};

// `games` games from every turn start (session::turnStarts), game g of each with the seed
// rules::deriveSeed(seed, g), as `whatif --at-turn T --seed S` plays them from turn T. With
// `jobs` other than 1 (0: one per core) the games are shared among workers, each past the
// first playing on its own load of `match.file` (a battlefield answers one thread at a time,
// Branch.h), so `match` must then come from a file that is still there; the tallies are the
// same whatever the number. Throws data::ConfigErrors, placed in the file, for a bad
// recording; std::invalid_argument when a player is not an AI.
std::vector<TurnOdds> oddsByTurn(const scenario::LoadedMatch& match, int games, std::uint64_t seed,
                                 const std::array<PlayerSpec, 2>& players, unsigned jobs = 1,
                                 const std::function<void(const TurnOddsGame&)>& onGame = {});

// biggestSwing (Branch.h) over the turns' tallies.
int biggestSwing(const std::vector<TurnOdds>& turns);

}  // namespace sandtable::session
