// The hidden-information hook seen from the AI: a side's AI chooses on the match as that side
// knows it (rules::Game::asSeenBy), never on the match itself, so no level can read what the
// other side keeps hidden (War of the Roses' and Republique's orders). A toy game of written
// orders stands in for such a system: each side writes an order the other may not read.
#include <gtest/gtest.h>

#include <array>
#include <set>

#include "ai/AiPlayer.h"
#include "rules/core/Hash.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

// Two sides take turns passing; each holds a written order (0..3 when guessed, anything when
// written) that only it may read. Ten passes end the game.
class WrittenOrdersGame final : public Game {
 public:
  WrittenOrdersGame(int orderOne, int orderTwo) : mOrders{orderOne, orderTwo} {}
  std::string_view system() const override { return "written-orders"; }
  PhaseInfo phase() const override {
    return {1 + mPasses / 2, "orders", mPasses >= 10 ? Side::None : toAct()};
  }
  void legalActions(std::vector<Action>& out) const override {
    out.clear();
    if (mPasses < 10) out.push_back(Action{.kind = ActionKind::EndTurn});
  }
  using Game::legalActions;
  Verdict check(const Action& a) const override {
    return a.kind == ActionKind::EndTurn && mPasses < 10 ? Verdict::ok() : Verdict::no("not now");
  }
  void apply(const Action&, Dice&, EventSink&) override { ++mPasses; }
  Result result() const override {
    Result r;
    r.over = mPasses >= 10;
    return r;
  }
  std::uint64_t stateHash() const override {
    Hasher h;
    h.add(static_cast<std::uint64_t>(mPasses));
    for (const int o : mOrders) h.add(static_cast<std::uint64_t>(o));
    return h.value();
  }
  std::unique_ptr<Game> clone() const override {
    return std::make_unique<WrittenOrdersGame>(*this);
  }
  std::vector<UnitView> units() const override { return {}; }
  int largestDie() const override { return 6; }

  bool hidesFrom(Side viewer) const override { return viewer == Side::One || viewer == Side::Two; }
  std::unique_ptr<Game> asSeenBy(Side viewer, Rng& guess) const override {
    auto copy = std::make_unique<WrittenOrdersGame>(*this);
    const int hidden = sideIndex(opponent(viewer));
    copy->mOrders[static_cast<std::size_t>(hidden)] = static_cast<int>(guess.below(4));
    return copy;
  }

  int order(Side s) const { return mOrders[static_cast<std::size_t>(sideIndex(s))]; }

 private:
  Side toAct() const { return mPasses % 2 == 0 ? Side::One : Side::Two; }
  int mPasses = 0;
  std::array<int, 2> mOrders;
};

// An AI that writes down the orders it was shown and passes.
class OrderReader final : public ai::AiPlayer {
 public:
  explicit OrderReader(std::vector<std::array<int, 2>>& seen) : mSeen(&seen) {}
  Action choose(const Game& game) override {
    const auto& g = dynamic_cast<const WrittenOrdersGame&>(game);
    mSeen->push_back({g.order(Side::One), g.order(Side::Two)});
    return g.legalActions().front();
  }
  std::string_view level() const override { return "reader"; }

 private:
  std::vector<std::array<int, 2>>* mSeen;
};

TEST(HiddenInformationAi, AnAiIsShownItsOwnOrdersAndOnlyGuessesAtTheOthers) {
  constexpr int kSecret = 77;  // no guess (0..3) can come to it
  WrittenOrdersGame game(5, kSecret);
  std::vector<std::array<int, 2>> seen;
  auto ai = ai::sighted(std::make_unique<OrderReader>(seen), 1);
  NullSink quiet;
  Dice dice(1);
  std::set<int> guesses;
  while (!game.result().over) {
    const bool sideOne = game.phase().sideToAct == Side::One;
    const Action a = sideOne ? ai->choose(game) : game.legalActions().front();
    game.apply(a, dice, quiet);
    if (!sideOne) continue;
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.back()[0], 5) << "side one's own order is its to read";
    EXPECT_NE(seen.back()[1], kSecret) << "side one read side two's order";
    guesses.insert(seen.back()[1]);
  }
  EXPECT_EQ(seen.size(), 5u);
  EXPECT_GT(guesses.size(), 1u) << "a fresh guess at every choice";
}

TEST(HiddenInformationAi, EveryLevelThatPlaysAnyGameIsSighted) {
  // random and scripted play any rule system: built by makeAi, they too must go through the
  // seen copy. The guess stream is the AI's own, so two AIs of one seed guess alike and the
  // match's dice are never touched.
  for (const std::string level : {"random", "scripted"}) {
    WrittenOrdersGame game(1, 2);
    auto ai = ai::makeAi(level, game.system(), 3);
    Dice dice(9);
    const std::uint64_t rolledBefore = dice.rolled();
    const Action a = ai->choose(game);
    EXPECT_TRUE(game.check(a).legal) << level;
    EXPECT_EQ(dice.rolled(), rolledBefore) << level;
  }
}

TEST(HiddenInformationAi, AGameThatHidesNothingIsHandedToTheAiItself) {
  // No copy, no guess: an AI of a system without hidden information plays exactly as it
  // would unsighted (the golden games hold this too).
  class Open final : public Game {
   public:
    std::string_view system() const override { return "open"; }
    PhaseInfo phase() const override { return {1, "orders", Side::One}; }
    void legalActions(std::vector<Action>& out) const override {
      out = {Action{.kind = ActionKind::EndTurn}};
    }
    using Game::legalActions;
    Verdict check(const Action&) const override { return Verdict::ok(); }
    void apply(const Action&, Dice&, EventSink&) override {}
    Result result() const override { return {}; }
    std::uint64_t stateHash() const override { return 1; }
    std::unique_ptr<Game> clone() const override {
      ADD_FAILURE() << "a game that hides nothing was copied for the AI";
      return std::make_unique<Open>(*this);
    }
    std::vector<UnitView> units() const override { return {}; }
    int largestDie() const override { return 6; }
  };
  class Identity final : public ai::AiPlayer {
   public:
    explicit Identity(const Game*& seen) : mSeen(&seen) {}
    Action choose(const Game& game) override {
      *mSeen = &game;
      return game.legalActions().front();
    }
    std::string_view level() const override { return "identity"; }

   private:
    const Game** mSeen;
  };
  Open game;
  const Game* seen = nullptr;
  auto ai = ai::sighted(std::make_unique<Identity>(seen), 1);
  (void)ai->choose(game);
  EXPECT_EQ(seen, &game);
}

}  // namespace
}  // namespace sandtable::test
