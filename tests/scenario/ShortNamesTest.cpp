// A unit's short name (`short:`), the stand-in for its name on a floating label where the
// whole name does not fit: read by every rule system's loader and carried to the unit's view,
// refused at its place when empty or too long, and given to every shipped unit whose name is
// longer than a short name may be.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "data/YamlReader.h"
#include "scenario/DataFiles.h"
#include "scenario/Scenario.h"
#include "scenario/SidesYaml.h"
#include "support/ScenarioText.h"
#include "support/TestPaths.h"

using namespace sandtable;

namespace {

const char* kMicroBattle = R"(scenario:
  name: "Short names"
  ruleset: microbattle
  period: shock
battlefield:
  map:
    - "........"
    - "........"
    - "........"
    - "........"
    - "........"
    - "........"
sides:
  side1:
    name: A
    edge: south
    units:
      - {name: "Gyrth's housecarls", short: "Gyrth", type: heavy_infantry, at: [1, 0]}
  side2:
    name: B
    edge: north
    units:
      - {name: "Fyrd", type: warband, at: [1, 5]}
victory:
  turn_limit: 5
)";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

std::string fileText(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t letters(const std::string& text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

}  // namespace

TEST(ShortNames, AMicroBattleUnitCarriesItsShortNameToItsView) {
  const auto dir = test::scratchDir("short-names");
  std::ofstream(dir / "s.yaml") << kMicroBattle;
  const auto units = scenario::loadScenario(dir / "s.yaml").newGame()->units();
  ASSERT_EQ(units.size(), 2u);
  EXPECT_EQ(units[0].name, "Gyrth's housecarls");
  EXPECT_EQ(units[0].shortName, "Gyrth");
  EXPECT_EQ(units[1].shortName, "");  // none given: the labels use the name
}

TEST(ShortNames, AShortNameTooLongForALabelIsRefusedAtItsValueWithTheReason) {
  const auto errors = test::scenarioFileErrors(
      "t.yaml", replaced(kMicroBattle, "short: \"Gyrth\"", "short: \"Harold's housecarls\""));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, 18);
  EXPECT_EQ(errors[0].column, 45);  // the opening quote of the value
  EXPECT_NE(errors[0].message.find("'Harold's housecarls' has 19 letters; at most 14"), std::string::npos)
      << errors[0].message;
}

TEST(ShortNames, AnEmptyShortNameIsRefused) {
  const auto errors =
      test::scenarioFileErrors("t.yaml", replaced(kMicroBattle, "short: \"Gyrth\"", "short: \"\""));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("'short' is empty"), std::string::npos) << errors[0].message;
}

TEST(ShortNames, LettersAreCountedNotBytes) {
  // 14 letters, 15 bytes in UTF-8: it fits.
  EXPECT_TRUE(test::scenarioFileErrors("t.yaml", replaced(kMicroBattle, "short: \"Gyrth\"", "short: \"Chasseurs à ch\""))
                  .empty());
  EXPECT_FALSE(test::scenarioFileErrors("t.yaml", replaced(kMicroBattle, "short: \"Gyrth\"", "short: \"Chasseurs à che\""))
                   .empty());
}

TEST(ShortNames, AWarlordsUnitCarriesItsShortNameAndATooLongOneIsRefused) {
  const auto hastings = test::configPath("scenarios/warlords_hastings_1066.yaml");
  bool found = false;
  for (const rules::UnitView& u : scenario::loadScenario(hastings).newGame()->units()) {
    if (u.name != "Gyrth's housecarls") continue;
    found = true;
    EXPECT_EQ(u.shortName, "Gyrth");
  }
  EXPECT_TRUE(found);
  const auto errors = test::scenarioFileErrors(
      "h.yaml", replaced(fileText(hastings), "short: \"Gyrth\"", "short: \"Gyrth Godwinson's own\""));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find("has 21 letters"), std::string::npos) << errors[0].message;
  EXPECT_GT(errors[0].line, 0);
}

TEST(ShortNames, EveryShippedUnitWithANameLongerThanAShortNameHasOne) {
  int named = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::configPath("scenarios"))) {
    if (entry.path().extension() != ".yaml") continue;
    // A planned system's scenarios have no game to name their units yet; its own tests check
    // their short names (RobertsScenarioTest).
    if (scenario::isPlannedScenario(data::YamlReader::fromFile(entry.path()).root())) continue;
    SCOPED_TRACE(entry.path().filename().string());
    for (const rules::UnitView& u : scenario::loadScenario(entry.path()).newGame()->units()) {
      if (letters(u.name) <= scenario::kShortNameLetters) continue;
      EXPECT_FALSE(u.shortName.empty()) << u.name;
      EXPECT_LT(letters(u.shortName), letters(u.name)) << u.name;
      ++named;
    }
  }
  EXPECT_GT(named, 50);
}
