// GapMemo stands in for gap() wherever the Warlords rules and AI ask for the gap between two
// blocks: it must give back exactly what gap() gives, for pairs asked again, for pairs that
// take over each other's slot, and in a copy (which starts empty).
#include <gtest/gtest.h>

#include <vector>

#include "rules/core/GapMemo.h"
#include "rules/core/Rng.h"

using namespace sandtable::rules;

namespace {

Length between(Rng& rng, Length lo, Length hi) {
  return lo + static_cast<Length>(rng.next() % static_cast<std::uint64_t>(hi - lo + 1));
}

Rect randomBlock(Rng& rng) {
  Rect r;
  r.centre = {between(rng, 0, 1200 * kMillimetre), between(rng, 0, 800 * kMillimetre)};
  r.facing = static_cast<Angle>(rng.below(static_cast<std::uint32_t>(kFullTurn)));
  r.width = between(rng, 40 * kMillimetre, 200 * kMillimetre);
  r.depth = between(rng, 20 * kMillimetre, 80 * kMillimetre);
  return r;
}

}  // namespace

TEST(GapMemo, GivesWhatGapGivesForNewAndRepeatedPairs) {
  Rng rng(4);
  // Fewer blocks than pairs asked, so most asks repeat one asked before, and more pairs than
  // the memo has slots, so pairs also push each other out.
  std::vector<Rect> blocks;
  for (int i = 0; i < 120; ++i) blocks.push_back(randomBlock(rng));
  GapMemo memo;
  int zero = 0, apart = 0;
  for (int n = 0; n < 60000; ++n) {
    const Rect& a = blocks[rng.below(static_cast<std::uint32_t>(blocks.size()))];
    Rect b = blocks[rng.below(static_cast<std::uint32_t>(blocks.size()))];
    if (rng.below(4) == 0) b.centre.x += between(rng, -2, 2);  // a near neighbour of a pair asked before
    const Length want = gap(a, b);
    ASSERT_EQ(memo.gap(a, b), want) << n;
    want == 0 ? ++zero : ++apart;
  }
  EXPECT_GT(zero, 100);
  EXPECT_GT(apart, 10000);
}

TEST(GapMemo, ACopyStartsEmptyAndAnswersAlike) {
  Rng rng(5);
  GapMemo memo;
  std::vector<std::pair<Rect, Rect>> pairs;
  for (int i = 0; i < 500; ++i) {
    pairs.emplace_back(randomBlock(rng), randomBlock(rng));
    memo.gap(pairs.back().first, pairs.back().second);
  }
  const GapMemo copy = memo;
  GapMemo assigned;
  assigned = memo;
  for (const auto& [a, b] : pairs) {
    ASSERT_EQ(copy.gap(a, b), gap(a, b));
    ASSERT_EQ(assigned.gap(a, b), gap(a, b));
    ASSERT_EQ(memo.gap(a, b), gap(a, b));
  }
}
