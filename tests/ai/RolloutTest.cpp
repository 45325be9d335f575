// The lookahead's choice among candidates (game/ai/Rollout.*): the mean of its rollouts plus
// the policy's own score, and the confidence it needs before it overrules the policy.
#include <gtest/gtest.h>

#include "ai/Rollout.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

// A one-move game: the side to act picks option k, and the position it reaches is worth
// `mean[k]` plus `spread[k]` times a die centred on zero (the rollout's luck).
class OneMoveGame final : public Game {
 public:
  OneMoveGame(std::vector<double> mean, std::vector<double> spread) : mMean(std::move(mean)), mSpread(std::move(spread)) {}
  std::string_view system() const override { return "one-move"; }
  int largestDie() const override { return 6; }
  PhaseInfo phase() const override { return {1, "actions", Side::One}; }
  void legalActions(std::vector<Action>& out) const override {
    out.clear();
    for (std::size_t k = 0; k < mMean.size(); ++k) out.push_back(option(static_cast<int>(k)));
  }
  Verdict check(const Action&) const override { return Verdict::ok(); }
  void apply(const Action& a, Dice& dice, EventSink&) override {
    const auto k = static_cast<std::size_t>(a.option);
    mValue = mMean[k] + mSpread[k] * (dice.roll(6) - 3.5);
    mOver = true;
  }
  Result result() const override { return {mOver, Side::None, mOver ? Ending::TurnLimit : Ending::None, ""}; }
  std::uint64_t stateHash() const override { return 0; }
  std::unique_ptr<Game> clone() const override { return std::make_unique<OneMoveGame>(*this); }
  std::vector<UnitView> units() const override { return {}; }

  static Action option(int k) {
    Action a{ActionKind::Pass};
    a.option = k;
    return a;
  }
  double value() const { return mValue; }

 private:
  std::vector<double> mMean, mSpread;
  double mValue = 0;
  bool mOver = false;
};

int choose(const OneMoveGame& g, double confidence, std::uint64_t seed) {
  // The policy ranks option 0 first, as normal would, and scores both alike.
  const std::vector<ai::RankedAction> ranked{{OneMoveGame::option(0), 1.0}, {OneMoveGame::option(1), 1.0}};
  ai::RolloutPolicy policy = [](const Game&) { return OneMoveGame::option(0); };
  ai::PositionScore score = [](const Game& gm, Side) { return static_cast<const OneMoveGame&>(gm).value(); };
  ai::RolloutSettings s;
  s.candidates = 2;
  s.rollouts = 6;
  s.horizon = 0;
  s.commonDice = true;
  s.confidence = confidence;
  Rng rng(seed);
  return ai::chooseByRollouts(g, ranked, policy, score, rng, s).option;
}

TEST(Rollouts, ANarrowLeadBuriedInNoiseDoesNotOverruleThePolicy) {
  // Option 1 is a gamble a tenth of a point better on average, its luck swinging by three
  // points a pip; option 0 is certain. Without a confidence the best mean of six rollouts
  // takes the gamble whenever its dice ran well; two standard errors keep the policy's move
  // but for the odd run of six high dice, whose spread is small as well.
  const OneMoveGame g({0.0, 0.1}, {0.0, 3.0});
  int gambles = 0, gamblesSure = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    gambles += choose(g, 0.0, seed);
    gamblesSure += choose(g, 2.0, seed);
  }
  EXPECT_GT(gambles, 12) << "the gamble's better half of the dice";
  EXPECT_LT(gamblesSure * 3, gambles) << gamblesSure << " sure against " << gambles;
}

TEST(Rollouts, AClearLeadOverrulesThePolicyEvenWhenConfidenceIsAsked) {
  // The same luck for both (common dice) and a steady lead of half a point: the paired
  // differences have no spread, so the lead is clear however sure the lookahead must be.
  const OneMoveGame g({0.0, 0.5}, {2.0, 2.0});
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    EXPECT_EQ(choose(g, 0.0, seed), 1);
    EXPECT_EQ(choose(g, 3.0, seed), 1);
  }
}

}  // namespace
}  // namespace sandtable::test
