#include "BrokenGames.h"

#include <functional>
#include <type_traits>
#include <utility>

#include "rules/core/Hash.h"

namespace sandtable::conformance::broken {

using namespace sandtable::rules;

namespace {

// A real game behind every hook; each broken game overrides the hook it breaks.
class Wrapped : public Game {
 public:
  explicit Wrapped(std::shared_ptr<Game> inner) : mInner(std::move(inner)) {}
  std::string_view system() const override { return mInner->system(); }
  PhaseInfo phase() const override { return mInner->phase(); }
  void legalActions(std::vector<Action>& out) const override { mInner->legalActions(out); }
  using Game::legalActions;
  Verdict check(const Action& a) const override { return mInner->check(a); }
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    mInner->apply(a, dice, sink);
  }
  Result result() const override { return mInner->result(); }
  std::uint64_t stateHash() const override { return mInner->stateHash(); }
  std::vector<UnitView> units() const override { return mInner->units(); }
  int largestDie() const override { return mInner->largestDie(); }
  std::string invariantProblem() const override { return mInner->invariantProblem(); }

 protected:
  // The inner game's hash with something of the wrapper's own in it.
  std::uint64_t hashWith(std::uint64_t extra) const {
    Hasher h;
    h.add(mInner->stateHash());
    h.add(extra);
    return h.value();
  }
  std::shared_ptr<Game> mInner;
};

// A wrapper whose copy copies its own members and deep-copies the real game, as a correct
// clone() would; the games that break clone() override it again.
template <class Self>
class WrappedAs : public Wrapped {
 public:
  using Wrapped::Wrapped;
  std::unique_ptr<Game> clone() const override {
    auto copy = std::make_unique<Self>(static_cast<const Self&>(*this));
    copy->mInner = mInner->clone();
    return copy;
  }
};

class CheckRollsADie final : public WrappedAs<CheckRollsADie> {
 public:
  CheckRollsADie(std::shared_ptr<Game> inner, Dice& dice)
      : WrappedAs(std::move(inner)), mDice(&dice) {}
  Verdict check(const Action& a) const override {
    mDice->roll(6);
    return mInner->check(a);
  }

 private:
  Dice* mDice;
};

class CheckChangesState final : public WrappedAs<CheckChangesState> {
 public:
  using WrappedAs::WrappedAs;
  Verdict check(const Action& a) const override {
    ++mChecks;
    return mInner->check(a);
  }
  std::uint64_t stateHash() const override { return hashWith(mChecks); }

 private:
  mutable std::uint64_t mChecks = 0;
};

class CheckMarksTheGameOnce final : public WrappedAs<CheckMarksTheGameOnce> {
 public:
  using WrappedAs::WrappedAs;
  Verdict check(const Action& a) const override {
    mAsked = true;
    return mInner->check(a);
  }
  std::uint64_t stateHash() const override { return hashWith(mAsked ? 1 : 0); }

 private:
  mutable bool mAsked = false;
};

class CloneSharesState final : public Wrapped {
 public:
  using Wrapped::Wrapped;
  std::unique_ptr<Game> clone() const override {
    return std::make_unique<CloneSharesState>(mInner);
  }
};

class CloneLosesState final : public Wrapped {
 public:
  using Wrapped::Wrapped;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    mInner->apply(a, dice, sink);
    ++mApplied;
  }
  std::uint64_t stateHash() const override { return hashWith(mApplied); }
  std::unique_ptr<Game> clone() const override {
    return std::make_unique<CloneLosesState>(mInner->clone());
  }

 private:
  std::uint64_t mApplied = 0;
};

class OffersWhatCheckRefuses final : public WrappedAs<OffersWhatCheckRefuses> {
 public:
  using WrappedAs::WrappedAs;
  Verdict check(const Action& a) const override {
    const std::vector<Action> offered = mInner->legalActions();
    if (!offered.empty() && a == offered.back())
      return Verdict::no("a rule legalActions() does not know");
    return mInner->check(a);
  }
};

class LegalActionsRollDice final : public WrappedAs<LegalActionsRollDice> {
 public:
  LegalActionsRollDice(std::shared_ptr<Game> inner, Dice& dice)
      : WrappedAs(std::move(inner)), mDice(&dice) {}
  void legalActions(std::vector<Action>& out) const override {
    mInner->legalActions(out);
    if (out.size() > 1)
      std::swap(out.front(),
                out[static_cast<std::size_t>(mDice->roll(static_cast<int>(out.size())) - 1)]);
  }
  using Game::legalActions;

 private:
  Dice* mDice;
};

class ApplyRollsItsOwnDice final : public WrappedAs<ApplyRollsItsOwnDice> {
 public:
  using WrappedAs::WrappedAs;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    mInner->apply(a, dice, sink);
    static std::uint64_t draws = 0;  // a stream no match records
    mLuck = ++draws;
  }
  std::uint64_t stateHash() const override { return hashWith(mLuck); }

 private:
  std::uint64_t mLuck = 0;
};

class ApplyDependsOnText final : public WrappedAs<ApplyDependsOnText> {
 public:
  using WrappedAs::WrappedAs;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    mInner->apply(a, dice, sink);
    if (!sink.wantsText()) ++mSilent;
  }
  std::uint64_t stateHash() const override { return hashWith(mSilent); }

 private:
  std::uint64_t mSilent = 0;
};

class EmitsAnEventWithoutARole final : public WrappedAs<EmitsAnEventWithoutARole> {
 public:
  using WrappedAs::WrappedAs;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    mInner->apply(a, dice, sink);
    Event e;
    e.kind = EventKind::Count_;
    sink.emit(e);
  }
};

class EventNamesAStranger final : public WrappedAs<EventNamesAStranger> {
 public:
  using WrappedAs::WrappedAs;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    mInner->apply(a, dice, sink);
    Event e;
    e.kind = EventKind::UnitMoved;
    e.unit = 987654;
    sink.emit(e);
  }
};

// Passes a game's events on, each first rewritten by `edit`, which may drop it (returns false).
class RewritingSink final : public EventSink {
 public:
  RewritingSink(EventSink& next, std::function<bool(Event&)> edit)
      : mNext(next), mEdit(std::move(edit)) {}
  bool wantsText() const override { return mNext.wantsText(); }
  void emit(Event e) override {
    if (mEdit(e)) mNext.emit(std::move(e));
  }

 private:
  EventSink& mNext;
  std::function<bool(Event&)> mEdit;
};

class HitsCountNothing final : public WrappedAs<HitsCountNothing> {
 public:
  using WrappedAs::WrappedAs;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    RewritingSink rewriting(sink, [](Event& e) {
      if (e.is(EventRole::Hit)) e.value = 0;
      return true;
    });
    mInner->apply(a, dice, rewriting);
  }
};

class GameOverOnTheWrongSide final : public WrappedAs<GameOverOnTheWrongSide> {
 public:
  using WrappedAs::WrappedAs;
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    RewritingSink rewriting(sink, [](Event& e) {
      if (e.kind == EventKind::GameOver) e.side = e.side == Side::Two ? Side::One : Side::Two;
      return true;
    });
    mInner->apply(a, dice, rewriting);
  }
};

class UnitsShareAnId final : public WrappedAs<UnitsShareAnId> {
 public:
  using WrappedAs::WrappedAs;
  std::vector<UnitView> units() const override {
    std::vector<UnitView> us = mInner->units();
    if (us.size() > 1) us[1].id = us[0].id;
    return us;
  }
};

class PhaseNamedAsAnId final : public WrappedAs<PhaseNamedAsAnId> {
 public:
  using WrappedAs::WrappedAs;
  PhaseInfo phase() const override {
    PhaseInfo p = mInner->phase();
    p.phase = "follow_up";
    return p;
  }
};

class UnitsMarkTheGameOnce final : public WrappedAs<UnitsMarkTheGameOnce> {
 public:
  using WrappedAs::WrappedAs;
  std::vector<UnitView> units() const override {
    mShown = true;
    return mInner->units();
  }
  std::uint64_t stateHash() const override { return hashWith(mShown ? 1 : 0); }

 private:
  mutable bool mShown = false;
};

class NeverEnds final : public WrappedAs<NeverEnds> {
 public:
  using WrappedAs::WrappedAs;
  Result result() const override { return {}; }
  // Nor does it announce an end: the end it never reaches is for legalActions() to show.
  void apply(const Action& a, Dice& dice, EventSink& sink) override {
    RewritingSink rewriting(sink, [](const Event& e) { return e.kind != EventKind::GameOver; });
    mInner->apply(a, dice, rewriting);
  }
};

class OddsRollADie final : public WrappedAs<OddsRollADie> {
 public:
  OddsRollADie(std::shared_ptr<Game> inner, Dice& dice)
      : WrappedAs(std::move(inner)), mDice(&dice) {}
  std::optional<ActionOdds> odds(const Action& a) const override {
    ActionOdds o;
    o.success = mDice->roll(6) / 6.0;  // a "forecast" by trying it
    o.outcomes.push_back({"it works", o.success});
    return mInner->check(a) ? std::optional<ActionOdds>(o) : std::nullopt;
  }

 private:
  Dice* mDice;
};

class SeenCopyDiffers final : public WrappedAs<SeenCopyDiffers> {
 public:
  using WrappedAs::WrappedAs;
  std::unique_ptr<Game> asSeenBy(Side, Rng&) const override {
    auto copy = std::make_unique<SeenCopyDiffers>(mInner->clone());
    copy->mSeen = true;
    return copy;
  }
  std::uint64_t stateHash() const override { return hashWith(mSeen ? 1 : 0); }

 private:
  bool mSeen = false;
};

class SeenCopyOffersLess final : public WrappedAs<SeenCopyOffersLess> {
 public:
  using WrappedAs::WrappedAs;
  bool hidesFrom(Side) const override { return true; }
  std::unique_ptr<Game> asSeenBy(Side, Rng&) const override {
    auto copy = std::make_unique<SeenCopyOffersLess>(mInner->clone());
    copy->mSeen = true;
    return copy;
  }
  void legalActions(std::vector<Action>& out) const override {
    mInner->legalActions(out);
    if (mSeen && out.size() > 1) out.pop_back();
  }
  using Game::legalActions;

 private:
  bool mSeen = false;
};

// A factory of `Broken` games over the real ones; `Broken` takes the dice when it keeps them.
template <class Broken>
GameFactory over(GameFactory real) {
  return [real = std::move(real)](Dice& dice) -> std::unique_ptr<Game> {
    std::shared_ptr<Game> inner = real(dice);
    if constexpr (std::is_constructible_v<Broken, std::shared_ptr<Game>, Dice&>) {
      return std::make_unique<Broken>(std::move(inner), dice);
    } else {
      return std::make_unique<Broken>(std::move(inner));
    }
  };
}

}  // namespace

GameFactory checkRollsADie(GameFactory real) { return over<CheckRollsADie>(std::move(real)); }
GameFactory checkChangesState(GameFactory real) { return over<CheckChangesState>(std::move(real)); }
GameFactory checkMarksTheGameOnce(GameFactory real) {
  return over<CheckMarksTheGameOnce>(std::move(real));
}
GameFactory oddsRollADie(GameFactory real) { return over<OddsRollADie>(std::move(real)); }
GameFactory seenCopyDiffers(GameFactory real) { return over<SeenCopyDiffers>(std::move(real)); }
GameFactory seenCopyOffersLess(GameFactory real) {
  return over<SeenCopyOffersLess>(std::move(real));
}
GameFactory cloneSharesState(GameFactory real) { return over<CloneSharesState>(std::move(real)); }
GameFactory cloneLosesState(GameFactory real) { return over<CloneLosesState>(std::move(real)); }
GameFactory offersWhatCheckRefuses(GameFactory real) {
  return over<OffersWhatCheckRefuses>(std::move(real));
}
GameFactory legalActionsRollDice(GameFactory real) {
  return over<LegalActionsRollDice>(std::move(real));
}
GameFactory applyRollsItsOwnDice(GameFactory real) {
  return over<ApplyRollsItsOwnDice>(std::move(real));
}
GameFactory applyDependsOnText(GameFactory real) {
  return over<ApplyDependsOnText>(std::move(real));
}
GameFactory emitsAnEventWithoutARole(GameFactory real) {
  return over<EmitsAnEventWithoutARole>(std::move(real));
}
GameFactory eventNamesAStranger(GameFactory real) {
  return over<EventNamesAStranger>(std::move(real));
}
GameFactory gameOverOnTheWrongSide(GameFactory real) {
  return over<GameOverOnTheWrongSide>(std::move(real));
}
GameFactory unitsMarkTheGameOnce(GameFactory real) {
  return over<UnitsMarkTheGameOnce>(std::move(real));
}
GameFactory unitsShareAnId(GameFactory real) { return over<UnitsShareAnId>(std::move(real)); }
GameFactory hitsCountNothing(GameFactory real) { return over<HitsCountNothing>(std::move(real)); }
GameFactory phaseNamedAsAnId(GameFactory real) { return over<PhaseNamedAsAnId>(std::move(real)); }
GameFactory neverEnds(GameFactory real) { return over<NeverEnds>(std::move(real)); }

}  // namespace sandtable::conformance::broken
