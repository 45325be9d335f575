#include "AiPlayer.h"

#include <stdexcept>

#include "LeveledAi.h"
#include "RandomAi.h"
#include "ScriptedAi.h"

namespace sandtable::ai {

namespace {

// Every AI plays through this: where the match hides something from the side to act, the AI
// is handed the match as that side knows it (rules::Game::asSeenBy), a fresh guess at what it
// cannot see each time, so no level can read hidden state. The guesses come from a stream of
// their own, so a game that hides nothing draws none and plays exactly as before.
class SightedAi final : public AiPlayer {
 public:
  SightedAi(std::unique_ptr<AiPlayer> inner, std::uint64_t seed)
      : mInner(std::move(inner)), mGuess(rules::deriveSeed(seed, kGuessStream)) {}

  rules::Action choose(const rules::Game& game) override {
    const rules::Side side = game.phase().sideToAct;
    if (!game.hidesFrom(side)) return mInner->choose(game);
    const std::unique_ptr<rules::Game> seen = game.asSeenBy(side, mGuess);
    const rules::Action a = mInner->choose(*seen);
    // asSeenBy promises the side's own choices are the same in the copy; should a system
    // break that promise the AI still never makes an illegal move.
    if (game.check(a)) return a;
    return game.legalActions().front();
  }
  std::string_view level() const override { return mInner->level(); }
  std::vector<Alternative> lastAlternatives() const override { return mInner->lastAlternatives(); }

 private:
  static constexpr std::uint64_t kGuessStream = 0x6775657373ULL;  // "guess"
  std::unique_ptr<AiPlayer> mInner;
  rules::Rng mGuess;
};

std::unique_ptr<AiPlayer> makeLevel(std::string_view level, std::string_view system,
                                    std::uint64_t seed);

const std::vector<SystemAi>& systemAis() {
  static const std::vector<SystemAi> kAis{
#define SANDTABLE_RULE_SYSTEM(id) systems::id##Ai(),
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
  };
  return kAis;
}

}  // namespace

const std::vector<std::string>& aiLevels() {
  static const std::vector<std::string> kLevels{"random", "scripted", "easy", "normal", "hard"};
  return kLevels;
}

namespace {

constexpr std::string_view kGenericPrefix = "generic-";
constexpr std::string_view kLegacy = "legacy";

bool offeredLevel(std::string_view level) {
  for (const std::string& l : aiLevels()) {
    if (l == level) return true;
  }
  return false;
}

}  // namespace

bool isAiLevel(std::string_view level) {
  if (level == kLegacy) return true;
  if (level.starts_with(kGenericPrefix)) return offeredLevel(level.substr(kGenericPrefix.size()));
  return offeredLevel(level);
}

std::unique_ptr<AiPlayer> makeAi(std::string_view level, std::string_view system,
                                 std::uint64_t seed) {
  return sighted(makeLevel(level, system, seed), seed);
}

std::unique_ptr<AiPlayer> sighted(std::unique_ptr<AiPlayer> inner, std::uint64_t seed) {
  return std::make_unique<SightedAi>(std::move(inner), seed);
}

namespace {

std::unique_ptr<AiPlayer> makeLevel(std::string_view asked, std::string_view system,
                                    std::uint64_t seed) {
  if (!isAiLevel(asked))
    throw std::invalid_argument("unknown AI level '" + std::string(asked) + "'");
  const bool generic = asked.starts_with(kGenericPrefix);
  const bool legacy = asked == kLegacy;
  const std::string level(legacy    ? std::string_view("normal")
                          : generic ? asked.substr(kGenericPrefix.size())
                                    : asked);
  if (level == "random") return std::make_unique<RandomAi>(seed);
  if (level == "scripted") return std::make_unique<ScriptedAi>();
  const SystemAi* own = nullptr;
  for (const SystemAi& s : systemAis()) {
    if (s.id == system) own = &s;
  }
  if (!own) throw std::invalid_argument("no AI for ruleset '" + std::string(system) + "'");
  if (generic || !own->policy) {
    return std::make_unique<LeveledAi>(level, std::string(asked), makeGenericPolicy(weightsFor("")),
                                       seed);
  }
  const Weights& w = weightsFor(system, legacy ? kLegacy : std::string_view());
  return std::make_unique<LeveledAi>(level, std::string(asked), own->policy(w), seed);
}

}  // namespace

}  // namespace sandtable::ai
