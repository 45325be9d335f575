#include "RandomTerrain.h"

#include <stdexcept>

#include "RulesetRegistry.h"
#include "rules/core/Rng.h"

namespace sandtable::scenario {

namespace {

// The terrain's stream of the match seed ("TERRAIN" in ASCII): the dice and the AIs have theirs.
constexpr std::uint64_t kTerrainStream = 0x5445'5252'4149'4EULL;

}  // namespace

LoadedScenario withDealtTerrain(const LoadedScenario& s, std::uint64_t matchSeed) {
  if (!s.dealTerrain) {
    throw std::invalid_argument(cannotDealTerrainWords(s));
  }
  // The deal brings the battlefield and the game; the rest (the narration, read after the
  // ruleset built the scenario) is the scenario's own.
  const LoadedScenario dealt = s.dealTerrain(rules::deriveSeed(matchSeed, kTerrainStream));
  LoadedScenario out = s;
  out.battlefield = dealt.battlefield;
  out.newGame = dealt.newGame;
  out.info.dealtTerrain = dealt.info.dealtTerrain;
  out.dealTerrain = nullptr;  // dealt once: a match's terrain is not dealt again
  return out;
}

std::string cannotDealTerrainWords(const LoadedScenario& s) {
  return "random terrain is dealt from terrain cards, which only " + systemsDealingTerrain() + " has; '" +
         s.info.name + "' is a " + s.info.ruleset + " scenario";
}

}  // namespace sandtable::scenario
