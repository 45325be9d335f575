// The one AI over the rules interface (LeveledAi, Mcts, the generic policy): a toy game whose
// right answer is known shows that the search finds it, that it never reads a hidden order,
// that its budget is counted in playouts (same seed, same choice), and that its alternatives
// are what it weighed.
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <fstream>

#include "ai/AiPlayer.h"
#include "ai/LeveledAi.h"
#include "ai/Weights.h"
#include "data/ConfigError.h"
#include "rules/core/Hash.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

// Side one strikes a flank (option 0 or 1) and wins where side two's guard is not; side two
// has written beforehand which flank it guards, an order side one may not read. With
// `hideGuard` false the order is in plain sight. Before striking, side one may first "feint"
// (option 2), which changes nothing: a choice that costs a ply and brings nothing.
class FlankGame final : public Game {
 public:
  FlankGame(int guard, bool hideGuard) : mGuard(guard), mHide(hideGuard) {}
  std::string_view system() const override { return "flank"; }
  PhaseInfo phase() const override { return {1, "strike", mStruck >= 0 ? Side::None : Side::One}; }
  void legalActions(std::vector<Action>& out) const override {
    out.clear();
    if (mStruck >= 0) return;
    for (int o = 0; o < 3; ++o) out.push_back(Action{.kind = ActionKind::EndTurn, .option = o});
  }
  using Game::legalActions;
  Verdict check(const Action& a) const override {
    return a.kind == ActionKind::EndTurn && a.option >= 0 && a.option <= 2 && mStruck < 0
               ? Verdict::ok()
               : Verdict::no("not now");
  }
  void apply(const Action& a, Dice&, EventSink&) override {
    if (a.option < 2) mStruck = a.option;
  }
  Result result() const override {
    Result r;
    r.over = mStruck >= 0;
    if (r.over) r.winner = mStruck != mGuard ? Side::One : Side::Two;
    return r;
  }
  std::uint64_t stateHash() const override {
    Hasher h;
    h.add(static_cast<std::uint64_t>(mStruck + 1));
    h.add(static_cast<std::uint64_t>(mGuard));
    return h.value();
  }
  std::unique_ptr<Game> clone() const override { return std::make_unique<FlankGame>(*this); }
  std::vector<UnitView> units() const override { return {}; }
  int largestDie() const override { return 6; }
  bool hidesFrom(Side viewer) const override { return mHide && viewer == Side::One; }
  std::unique_ptr<Game> asSeenBy(Side viewer, Rng& guess) const override {
    auto copy = std::make_unique<FlankGame>(*this);
    if (hidesFrom(viewer)) copy->mGuard = static_cast<int>(guess.below(2));
    return copy;
  }

 private:
  int mGuard;
  bool mHide;
  int mStruck = -1;
};

std::unique_ptr<ai::AiPlayer> genericHard(std::uint64_t seed) {
  return ai::sighted(std::make_unique<ai::LeveledAi>(
                         "hard", "generic-hard", ai::makeGenericPolicy(ai::weightsFor("")), seed),
                     seed);
}

TEST(LeveledAi, HardFindsTheOpenFlankItCanSee) {
  // The generic priors cannot tell the flanks apart (both end the turn); only the search can.
  for (int guard = 0; guard < 2; ++guard) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      FlankGame game(guard, false);
      const Action a = genericHard(seed)->choose(game);
      EXPECT_EQ(a.option, 1 - guard) << "guard " << guard << " seed " << seed;
    }
  }
}

TEST(LeveledAi, HardNeverReadsAHiddenOrder) {
  // Were it to read the guard it would strike the open flank every time, as above; guessing,
  // it can do no better than chance, and strikes the guarded flank about half the time.
  int open = 0, guarded = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    FlankGame game(0, true);
    const Action a = genericHard(seed)->choose(game);
    ASSERT_TRUE(game.check(a).legal);
    if (a.option == 1) ++open;
    if (a.option == 0) ++guarded;
  }
  EXPECT_GT(guarded, 5) << "it struck the open flank " << open
                        << " times in 40: it read the hidden guard";
}

TEST(LeveledAi, TheSameSeedAndPositionGiveTheSameChoice) {
  FlankGame game(1, true);
  const Action a = genericHard(7)->choose(game);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(genericHard(7)->choose(game), a);
}

TEST(LeveledAi, HardShowsTheAlternativesItWeighedTheChosenFirst) {
  FlankGame game(0, false);
  auto ai = genericHard(3);
  const Action a = ai->choose(game);
  const std::vector<ai::Alternative> alts = ai->lastAlternatives();
  ASSERT_GE(alts.size(), 2u);
  EXPECT_EQ(alts.front().action, a);
  int visits = 0;
  for (const ai::Alternative& alt : alts) visits += alt.visits;
  EXPECT_LE(visits, static_cast<int>(ai::weightsFor("").get("search.playouts")));
  EXPECT_GT(alts.front().value, alts.back().value) << "the open flank wins, the guarded one loses";
  EXPECT_GE(alts.front().visits, alts.back().visits);
}

TEST(LeveledAi, NormalAndEasyDoNotSearch) {
  for (const char* level : {"normal", "easy"}) {
    FlankGame game(0, false);
    ai::LeveledAi ai(level, level, ai::makeGenericPolicy(ai::weightsFor("")), 1);
    const Action a = ai.choose(game);
    EXPECT_TRUE(game.check(a).legal) << level;
    EXPECT_TRUE(ai.lastAlternatives().empty()) << level;
  }
}

TEST(LeveledAi, MeasurementLevelsAreAcceptedButNotOffered) {
  EXPECT_TRUE(ai::isAiLevel("legacy"));
  EXPECT_TRUE(ai::isAiLevel("generic-hard"));
  EXPECT_TRUE(ai::isAiLevel("generic-random"));
  EXPECT_FALSE(ai::isAiLevel("generic-legacy"));
  EXPECT_FALSE(ai::isAiLevel("generic-"));
  for (const std::string& l : ai::aiLevels()) {
    EXPECT_NE(l, "legacy");
    EXPECT_FALSE(l.starts_with("generic-"));
  }
}

// A weights file written for one test.
std::filesystem::path writeWeights(const std::string& name, const std::string& text) {
  const auto p = std::filesystem::temp_directory_path() / ("sandtable-weights-" + name + ".yaml");
  std::ofstream(p) << text;
  return p;
}

TEST(AiWeights, EveryShippedFileReads) {
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(test::configPath("ai"))) {
    if (entry.path().extension() != ".yaml") continue;
    SCOPED_TRACE(entry.path().string());
    EXPECT_NO_THROW(ai::readWeights(entry.path()));
    ++files;
  }
  EXPECT_GE(files, 1);
}

TEST(AiWeights, EveryShippedWeightSaysHowItWasSet) {
  const ai::Weights& w = ai::weightsFor("");
  ASSERT_FALSE(w.entries().empty());
  for (const ai::Weights::Entry& e : w.entries()) EXPECT_FALSE(e.how.empty()) << e.name;
  EXPECT_GT(w.get("search.playouts"), 0);
  EXPECT_THROW(w.get("no.such.weight"), std::out_of_range);
}

TEST(AiWeights, ABadFileIsRefusedWithItsPlace) {
  const auto noHow = writeWeights("nohow", "ai:\n  system: x\n  weights:\n    a: {value: 1}\n");
  try {
    ai::readWeights(noHow);
    FAIL() << "a weight without 'how' was read";
  } catch (const data::ConfigErrors& e) {
    EXPECT_NE(e.first().find(":4:"), std::string::npos) << e.first();
    EXPECT_NE(e.first().find("how"), std::string::npos) << e.first();
  }
  const auto notNumber =
      writeWeights("nan", "ai:\n  system: x\n  weights:\n    a: {value: lots, how: guessed}\n");
  EXPECT_THROW(ai::readWeights(notNumber), data::ConfigErrors);
  const auto good =
      writeWeights("good", "ai:\n  system: x\n  weights:\n    a: {value: 0.25, how: reasoned}\n");
  EXPECT_DOUBLE_EQ(ai::readWeights(good).get("a"), 0.25);
}

}  // namespace
}  // namespace sandtable::test
