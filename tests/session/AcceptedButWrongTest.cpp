// Input that used to be accepted and then played otherwise than it says: a second YAML
// document, a NUL in a name, a forced die no die has, forced dice a what-if would drop.
// Each is refused at its place.
#include <gtest/gtest.h>

#include <fstream>

#include "data/YamlReader.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

using namespace sandtable;
using test::configRefusal;

namespace {

std::filesystem::path written(const std::string& dirName, const std::string& file, const std::string& text) {
  const auto path = test::scratchDir(dirName) / file;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// A match of the default MicroBattle scenario with `forced` dice and no actions.
std::filesystem::path matchForcing(const std::string& dirName, const std::string& forced) {
  return written(dirName, "m.yaml",
                 "match:\n  scenario: config/scenarios/microbattle_meeting_engagement.yaml\n  seed: 4\n"
                 "  forced_dice: " + forced + "\nactions: []\n");
}

}  // namespace

TEST(AcceptedButWrong, ASecondYamlDocumentIsRefusedAtItsLine) {
  const auto file = written("wrong-documents", "s.yaml", "# a scenario\nscenario: {name: One}\n---\nscenario: {name: Two}\n");
  EXPECT_EQ(configRefusal([&] { data::YamlReader::fromFile(file); }),
            file.string() + ":3:1: a second YAML document (after '---'): a Sandtable file holds one document");
}

TEST(AcceptedButWrong, AnOpeningDocumentMarkerIsNoSecondDocument) {
  EXPECT_EQ(configRefusal([&] { data::YamlReader::fromString("---\nscenario: {name: One}\n", "s.yaml"); }), "");
}

TEST(AcceptedButWrong, ANulInAQuotedNameIsRefusedAtItsPlace) {
  data::YamlReader r = data::YamlReader::fromString("scenario:\n  name: \"Legio\\0IX\"\n", "s.yaml");
  EXPECT_FALSE(r.string(data::YamlReader::child(r.root(), "scenario"), "name", true));
  ASSERT_EQ(r.errors().size(), 1u);
  EXPECT_EQ(r.errors()[0].str(), "s.yaml:2:9: 'name' holds a NUL character (\\0) after 'Legio'");
}

TEST(AcceptedButWrong, ANulByteInTheFileIsRefusedAtItsPlace) {
  const char text[] = "scenario:\n  name: Le\0gio\n";
  EXPECT_EQ(configRefusal([&] { data::YamlReader::fromString(std::string(text, sizeof text - 1), "s.yaml"); }),
            "s.yaml:2:11: a NUL byte: a Sandtable file is text");
}

TEST(AcceptedButWrong, AForcedDieNoDieHasIsRefusedThoughNoActionRollsIt) {
  const auto file = matchForcing("wrong-forced", "[3, 7]");
  EXPECT_EQ(configRefusal([&] { scenario::loadMatchFile(file); }),
            file.string() + ":4:20: forced die #2 = 7: no die of microbattle has more than 6 faces");
}

TEST(AcceptedButWrong, AWhatIfRefusesToDropForcedDice) {
  const auto file = matchForcing("wrong-whatif", "[3, 5]");
  const scenario::LoadedMatch lm = scenario::loadMatchFile(file);
  EXPECT_EQ(configRefusal([&] { session::findPosition(lm, session::BranchPoint::atAction(0)); }),
            file.string() +
                ":4:17: 2 forced dice (from #1) not yet used after 0 recorded actions: the games played from there "
                "roll their own dice and would drop them; branch after the action that uses them, or remove them "
                "from 'forced_dice'");
}
