// The names of how a match ended: the keys `whatif --json` tallies by, so each must be its own.
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>

#include "rules/core/Result.h"

using namespace sandtable::rules;

TEST(Ending, EveryEndingHasItsOwnKey) {
  constexpr std::array kFinished{Ending::ArmyBroken, Ending::ArmyDestroyed, Ending::ArmyRetreated, Ending::LeaderLost,
                                 Ending::TurnLimit};
  std::set<std::string> keys;
  for (const Ending e : kFinished) {
    const std::string key(endingName(e));
    EXPECT_NE(key, endingName(Ending::None)) << "a finished match's ending must not read as none";
    EXPECT_EQ(key.find(' '), std::string::npos) << key << ": JSON keys are written with underscores";
    EXPECT_TRUE(keys.insert(key).second) << key << " names two endings";
  }
  EXPECT_EQ(keys.size(), kFinished.size());
  EXPECT_EQ(endingName(Ending::TurnLimit), "turn_limit");
}

TEST(Ending, AMatchNotOverHasNoEnding) {
  const Result r;
  EXPECT_FALSE(r.over);
  EXPECT_EQ(r.ending, Ending::None);
}
