// The exact dice arithmetic every system's odds are built from (rules/core/DiceOdds.h),
// checked against counting every way the dice can fall.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <numeric>

#include "rules/core/DiceOdds.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

// Calls `each` with every way `n` dice of `sides` faces can fall.
void everyFall(int n, int sides, const std::function<void(const std::vector<int>&)>& each) {
  std::vector<int> faces(static_cast<std::size_t>(n), 1);
  while (true) {
    each(faces);
    int i = 0;
    while (i < n && faces[static_cast<std::size_t>(i)] == sides)
      faces[static_cast<std::size_t>(i++)] = 1;
    if (i == n) return;
    ++faces[static_cast<std::size_t>(i)];
  }
}

TEST(DiceOdds, SumsOfDiceCountEveryWay) {
  for (const auto& [n, sides] :
       {std::pair{1, 6}, std::pair{2, 6}, std::pair{3, 6}, std::pair{2, 10}}) {
    const odds::DiceWays d = odds::sumOf(n, sides);
    std::vector<std::uint64_t> counted(static_cast<std::size_t>(n * sides + 1), 0);
    std::uint64_t all = 0;
    everyFall(n, sides, [&](const std::vector<int>& f) {
      ++counted[static_cast<std::size_t>(std::accumulate(f.begin(), f.end(), 0))];
      ++all;
    });
    EXPECT_EQ(d.ways, counted) << n << "d" << sides;
    EXPECT_EQ(d.total, all);
  }
  const odds::DiceWays twoD6 = odds::sumOf(2, 6);
  EXPECT_EQ(twoD6.ways[7], 6u);
  EXPECT_EQ(twoD6.atLeast(8), 15u) << "8 or more on 2d6: 15 ways of 36";
  EXPECT_EQ(twoD6.atMost(4), 6u);
  EXPECT_EQ(twoD6.atMost(1), 0u);
  EXPECT_EQ(twoD6.atLeast(13), 0u);
  EXPECT_EQ(twoD6.atLeast(-3), 36u);
}

TEST(DiceOdds, TheTwoHighestOfSeveralD6) {
  for (int n = 2; n <= 5; ++n) {
    std::vector<double> counted(13, 0.0);
    int all = 0;
    everyFall(n, 6, [&](std::vector<int> f) {
      std::sort(f.begin(), f.end(), std::greater<int>());
      counted[static_cast<std::size_t>(f[0] + f[1])] += 1;
      ++all;
    });
    const auto& p = odds::bestTwoOfD6(n);
    for (int s = 0; s <= 12; ++s)
      EXPECT_NEAR(p[static_cast<std::size_t>(s)], counted[static_cast<std::size_t>(s)] / all, 1e-12)
          << n << " dice, " << s;
  }
  EXPECT_EQ(&odds::bestTwoOfD6(40), &odds::bestTwoOfD6(12)) << "capped at 12 dice";
}

TEST(DiceOdds, SuccessesAmongSeveralTries) {
  const std::vector<double> three = odds::successes(3, 0.5);
  ASSERT_EQ(three.size(), 4u);
  EXPECT_DOUBLE_EQ(three[0], 0.125);
  EXPECT_DOUBLE_EQ(three[1], 0.375);
  EXPECT_DOUBLE_EQ(three[2], 0.375);
  EXPECT_DOUBLE_EQ(three[3], 0.125);
  // Four d6 hitting on 5+: the count of 5s and 6s in every fall.
  std::vector<double> counted(5, 0.0);
  everyFall(4, 6, [&](const std::vector<int>& f) {
    counted[static_cast<std::size_t>(
        std::count_if(f.begin(), f.end(), [](int x) { return x >= 5; }))] += 1;
  });
  const std::vector<double> four = odds::successes(4, 2.0 / 6.0);
  for (std::size_t r = 0; r < counted.size(); ++r)
    EXPECT_NEAR(four[r], counted[r] / 1296.0, 1e-12) << r;
  EXPECT_EQ(odds::successes(0, 0.3), std::vector<double>{1.0});
}

TEST(DiceOdds, FacesThatReachATarget) {
  EXPECT_EQ(odds::facesReaching(6, 0, 4), 3) << "4, 5 and 6";
  EXPECT_EQ(odds::facesReaching(6, 1, 4), 4) << "+1: 3 and up";
  EXPECT_EQ(odds::facesReaching(6, -3, 4), 0) << "needs a 7";
  EXPECT_EQ(odds::facesReaching(6, 5, 4), 6) << "cannot miss";
  EXPECT_EQ(odds::facesReaching(20, 0, 11), 10);
  EXPECT_DOUBLE_EQ(odds::choose(5, 2), 10.0);
}

}  // namespace
}  // namespace sandtable::test
