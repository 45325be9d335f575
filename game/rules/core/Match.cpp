#include "Match.h"

namespace sandtable::rules {

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
  mGame->apply(a, mDice, sink);
  mActions.push_back(a);
  mRolled.push_back(mDice.rolled() != before);
  mHashes.push_back(hash());
  return mHashes.back();
}

}  // namespace sandtable::rules
