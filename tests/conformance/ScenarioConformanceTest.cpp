// The conformance suite over every shipped scenario (config/scenarios/, listed at test time),
// and so over every rule system that ships one: each kind of player plays a game to its end
// with every action checked before it is applied; the checks of Conformance.h run along the
// way (every one of them every few positions, the cheap ones at every position); the game is
// replayed from its seed and saved and read back, and every hash must come again. A test is
// named by its scenario (Shipped/Conformance.RandomPlaysToTheEnd/warlords_hastings_1066), and a
// failure names the position, the seed and the players.
//
// What each game costs decides its shape, so that the whole suite stays within about a minute
// on two cores and runs under the sanitizers too (tools/test-sanitized):
//   - random and scripted are cheap: whole games on every scenario;
//   - easy and normal play a whole game against each other on every scenario, and so do the
//     generic policy's normal and its hard (the opening, as below);
//   - hard plays many rollouts for each choice: a whole game of hard against hard costs a
//     few seconds on a small battle and up to twenty on Hastings, many times more under
//     the sanitizers. Here each side's hard makes its first kHardMoves choices (20; 1
//     under AddressSanitizer, where a choice costs from a second to most of a minute on a
//     measured table, and one search already takes the sanitizers through every piece of
//     it) and then hands over to normal, which plays the game out, so every check still
//     sees the positions hard leads to. Whole games of hard are
//     `sandtable-cli soak --levels hard`'s work.
#include <gtest/gtest.h>

#include "PlayThrough.h"
#include "Shipped.h"
#include "scenario/RandomTerrain.h"
#include "support/TestPaths.h"

namespace sandtable::conformance {
namespace {

constexpr bool underAddressSanitizer() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#else
  return false;
#endif
#else
  return false;
#endif
}

constexpr int kHardMoves = underAddressSanitizer() ? 1 : 20;

std::string listed(const Problems& problems) {
  std::string out;
  for (const std::string& p : problems) out += "\n  " + p;
  return out;
}

class Conformance : public ::testing::TestWithParam<std::filesystem::path> {
 protected:
  // A scenario that does not load fails its tests; it is never skipped.
  void SetUp() override {
    try {
      mScenario = scenario::loadScenario(GetParam());
    } catch (const std::exception& e) {
      FAIL() << GetParam().string() << " does not load: " << e.what();
    }
  }

  // Plays a game of the scenario (or of it on terrain dealt from the seed) and checks it
  // all the way, then replays it and saves and reads it back.
  void playAndCheck(Players players, std::uint64_t seed, const PlayOptions& options,
                    bool dealtTerrain = false) {
    const scenario::LoadedScenario sc =
        dealtTerrain ? scenario::withDealtTerrain(mScenario, seed) : mScenario;
    const GameFactory games = scenarioGames(sc);
    const PlayedGame played = playToEnd(games, seed, players, options);
    const std::string which =
        GetParam().filename().string() + (dealtTerrain ? " on dealt terrain" : "") + ", seed " +
        std::to_string(seed) + ", side1 " + played.players[0] + ", side2 " + played.players[1] +
        ", " + std::to_string(played.actions.size()) + " actions";
    ASSERT_TRUE(played.problems.empty()) << which << ":" << listed(played.problems);
    EXPECT_TRUE(played.result.over) << which;
    EXPECT_GE(played.probes, 2) << which << ": every check ran at too few positions";
    const Problems replayed = replayProblems(games, played);
    EXPECT_TRUE(replayed.empty()) << which << ":" << listed(replayed);
    const auto dir = test::scratchDir("conformance");
    const Problems saved = saveLoadProblems(GetParam(), dealtTerrain, played, dir / "match.yaml");
    EXPECT_TRUE(saved.empty()) << which << ":" << listed(saved);
    std::filesystem::remove_all(dir);
  }

  std::string system() const { return mScenario.info.ruleset; }

  scenario::LoadedScenario mScenario;
};

TEST_P(Conformance, RandomPlaysToTheEnd) {
  PlayOptions o;
  o.probeEvery = 5;
  playAndCheck(aiPlayers("random", "random", system(), 1), 1, o);
  // A system that deals its terrain from cards is checked on a dealt table too.
  if (scenario::canDealTerrain(mScenario))
    playAndCheck(aiPlayers("random", "random", system(), 2), 2, o, true);
}

TEST_P(Conformance, ScriptedPlaysToTheEnd) {
  PlayOptions o;
  o.probeEvery = 5;
  playAndCheck(aiPlayers("scripted", "random", system(), 3), 3, o);
}

TEST_P(Conformance, EasyAndNormalPlayToTheEnd) {
  PlayOptions o;
  o.probeEvery = 10;
  playAndCheck(aiPlayers("easy", "normal", system(), 4), 4, o);
}

TEST_P(Conformance, HardPlaysItsOpeningThenHandsOver) {
  constexpr std::uint64_t seed = 5;
  Players players = aiPlayers("hard", "hard", system(), seed);
  for (std::size_t i = 0; i < 2; ++i) {
    players[i] = std::make_unique<HandOver>(std::move(players[i]), kHardMoves,
                                            ai::makeAi("normal", system(), seed + 10 + i));
  }
  PlayOptions o;
  o.probeEvery = 10;
  playAndCheck(std::move(players), seed, o);
}

TEST_P(Conformance, TheGenericPolicyPlaysToTheEnd) {
  // The AI's defaults alone (a system's policy switched off), as a new system plays before its
  // policy exists: hard's search on the generic policy opens, generic normal plays it out.
  constexpr std::uint64_t seed = 6;
  Players players = aiPlayers("generic-hard", "generic-normal", system(), seed);
  players[0] = std::make_unique<HandOver>(std::move(players[0]), kHardMoves,
                                          ai::makeAi("generic-normal", system(), seed + 10));
  PlayOptions o;
  o.probeEvery = 10;
  playAndCheck(std::move(players), seed, o);
}

INSTANTIATE_TEST_SUITE_P(Shipped, Conformance, ::testing::ValuesIn(shippedScenarioFiles()),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           return testNameOf(info.param);
                         });

}  // namespace
}  // namespace sandtable::conformance
