// Whole games for the conformance checks: AI players play a game to its end, every action
// checked before it is applied and the checks of Conformance.h run along the way; the game
// is then replayed from its seed and saved to a match file and read back, and every hash
// must come again.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "Conformance.h"
#include "ai/AiPlayer.h"
#include "rules/core/Result.h"
#include "scenario/Scenario.h"

namespace sandtable::conformance {

// Makes a fresh game at the scenario's start. It is handed the dice the game will be played
// with, which a real game never keeps: the broken games of BrokenGames.h do, to roll them
// where they must not.
using GameFactory = std::function<std::unique_ptr<rules::Game>(rules::Dice& dice)>;
GameFactory scenarioGames(const scenario::LoadedScenario& scenario);

struct PlayOptions {
  int maxActions = 20000;  // a game still running after this many is a problem
  // Every `probeEvery`th position (and the first and the last) gets every check of
  // positionProblems; the others get the cheap ones.
  int probeEvery = 1;
};

// One game as played: enough to replay it and to write its match file.
struct PlayedGame {
  std::uint64_t seed = 0;
  std::uint64_t initialHash = 0;
  std::vector<rules::Action> actions;
  std::vector<std::uint64_t> hashes;  // matchHash after each action
  rules::Result result;
  int turns = 0;                       // the turn the game ended in
  std::array<std::string, 2> players;  // "ai:random", ... as a match file names them
  int probes = 0;                      // positions given every check
  // Each prefixed with where it was seen; play stops at the first position with any.
  Problems problems;
};

using Players = std::array<std::unique_ptr<ai::AiPlayer>, 2>;
// The AIs of a match seeded `seed` (session::aiSeed), side one at `one`, side two at `two`.
Players aiPlayers(const std::string& one, const std::string& two, const std::string& system,
                  std::uint64_t seed);

PlayedGame playToEnd(const GameFactory& newGame, std::uint64_t seed, Players& players,
                     const PlayOptions& options);

// Replays the game's actions from its seed on a fresh game, each checked and applied, and
// names the first whose hash differs from the one played.
Problems replayProblems(const GameFactory& newGame, const PlayedGame& game);

// Writes the game as a match file of `scenarioFile` (scenario/MatchFile.h; `randomTerrain`:
// played on terrain dealt from its seed), reads it back and compares every action and hash,
// then replays the file as `sandtable-cli replay` does (session/Replay.h): every recorded
// hash must come again, and the result too.
Problems saveLoadProblems(const std::filesystem::path& scenarioFile, bool randomTerrain,
                          const PlayedGame& game, const std::filesystem::path& matchFile);

// An AI that plays its first `moves` choices as `first` and the rest as `then`: the hard
// level searches many positions a choice, too slow to play a whole battle in a unit test.
class HandOver final : public ai::AiPlayer {
 public:
  HandOver(std::unique_ptr<ai::AiPlayer> first, int moves, std::unique_ptr<ai::AiPlayer> then)
      : mFirst(std::move(first)), mThen(std::move(then)), mLeft(moves) {}
  rules::Action choose(const rules::Game& game) override;
  std::string_view level() const override { return mFirst->level(); }
  int movesLeft() const { return mLeft; }

 private:
  std::unique_ptr<ai::AiPlayer> mFirst, mThen;
  int mLeft;
};

}  // namespace sandtable::conformance
