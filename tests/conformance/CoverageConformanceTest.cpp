// What the conformance suite covers, checked rather than assumed: every registered rule
// system ships a scenario (so the scenario tests play it), every shipped scenario loads and
// is of a registered system, and every system has every AI level the tests play.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "Shipped.h"
#include "ai/AiPlayer.h"
#include "scenario/Scenario.h"

namespace sandtable::conformance {
namespace {

TEST(ConformanceCoverage, EveryShippedScenarioLoadsAndIsOfARegisteredSystem) {
  const std::vector<std::string> systems = registeredSystems();
  const std::vector<std::filesystem::path> files = shippedScenarioFiles();
  ASSERT_FALSE(files.empty());
  for (const std::filesystem::path& f : files) {
    try {
      const std::string system = scenario::loadScenario(f).info.ruleset;
      EXPECT_NE(std::find(systems.begin(), systems.end(), system), systems.end())
          << f << ": " << system;
    } catch (const std::exception& e) {
      ADD_FAILURE() << f << " does not load: " << e.what();
    }
  }
}

TEST(ConformanceCoverage, EveryRegisteredSystemShipsAScenario) {
  std::map<std::string, int> scenarios;
  for (const std::filesystem::path& f : shippedScenarioFiles()) {
    try {
      ++scenarios[scenario::loadScenario(f).info.ruleset];
    } catch (const std::exception&) {
      // EveryShippedScenarioLoadsAndIsOfARegisteredSystem names it.
    }
  }
  const std::vector<std::string> systems = registeredSystems();
  EXPECT_GE(systems.size(), 2u);
  for (const std::string& s : systems)
    EXPECT_GE(scenarios[s], 1) << s << " ships no scenario, so no conformance test plays it";
}

TEST(ConformanceCoverage, EverySystemHasEveryAiLevel) {
  for (const std::string& s : registeredSystems()) {
    for (const std::string& level : ai::aiLevels()) {
      EXPECT_NO_THROW(ai::makeAi(level, s, 1)) << s << " at " << level;
    }
  }
}

}  // namespace
}  // namespace sandtable::conformance
