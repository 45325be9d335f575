#include "Match.h"

#include "Wording.h"

namespace sandtable::rules {

namespace {

// The rules write a unit's or a side's name as its scenario gives it; every line a match passes
// on reads it as the sentence around it wants ("shoot at the two hundred spears").
class SentenceSink final : public EventSink {
 public:
  explicit SentenceSink(EventSink& next) : mNext(next) {}
  bool wantsText() const override { return mNext.wantsText(); }
  void emit(Event e) override {
    e.text = theWithinSentences(e.text);
    if (e.roll) {
      e.roll->purpose = theWithinSentences(e.roll->purpose);
      e.roll->test = theWithinSentences(e.roll->test);
      e.roll->outcome = theWithinSentences(e.roll->outcome);
      // A modifier's words follow its number: "+1 the King's presence".
      for (Modifier& m : e.roll->modifiers) {
        if (m.label.starts_with("The ")) m.label[0] = 't';
      }
    }
    mNext.emit(std::move(e));
  }

 private:
  EventSink& mNext;
};

}  // namespace

IllegalAction::IllegalAction(const Action& a, const std::string& why)
    : std::runtime_error("illegal action '" + toString(a) + "': " + why) {}

Match::Match(std::unique_ptr<Game> game, std::uint64_t seed, std::vector<int> forced)
    : mGame(std::move(game)), mDice(seed, std::move(forced)) {
  mInitialHash = hash();
}

std::uint64_t Match::hash() const {
  Hasher h;
  h.add(mGame->stateHash());
  mDice.hashInto(h);
  return h.value();
}

std::uint64_t Match::submit(const Action& a, EventSink& sink) {
  if (const Verdict v = mGame->check(a); !v) throw IllegalAction(a, v.why);
  const std::uint64_t before = mDice.rolled();
  if (sink.wantsText()) {
    SentenceSink worded(sink);
    mGame->apply(a, mDice, worded);
  } else {
    mGame->apply(a, mDice, sink);
  }
  mActions.push_back(a);
  mRolled.push_back(mDice.rolled() != before);
  mHashes.push_back(hash());
  return mHashes.back();
}

}  // namespace sandtable::rules
