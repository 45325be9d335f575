// Paths stay where they belong: a file a data file names is read only from the data folders
// or from beside or below the naming file; anything else is refused by its path, and its
// content is never quoted. Messages quote a short, escaped excerpt of a value.
#include <gtest/gtest.h>

#include <fstream>

#include "data/YamlReader.h"
#include "scenario/BattlefieldSection.h"
#include "scenario/MatchFile.h"
#include "scenario/Scenario.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

using namespace sandtable;
using test::configRefusal;

namespace {

void write(const std::filesystem::path& file, const std::string& text) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << text;
}

// A battlefield file whose keys are secrets: what a hostile path would make an error quote.
const char* kSecret = "battlefield:\n  secret_password_hunter2: 1\n";
const char* kGoodBattlefield = "battlefield:\n  scale: {unit: inch, ground_m: 10}\n  size: [24, 16]\n";

// A scenario that names its battlefield `file`, checked as `validate` checks it.
std::string refusalNaming(const std::filesystem::path& scenarioFile, const std::string& file) {
  write(scenarioFile, "battlefield: {file: '" + file + "'}\n");
  return configRefusal([&] {
    data::YamlReader r = data::YamlReader::fromFile(scenarioFile);
    scenario::readBattlefieldSection(r, data::YamlReader::child(r.root(), "battlefield"));
    r.throwIfErrors();
  });
}

void expectRefusedWithoutContent(const std::string& refusal) {
  EXPECT_NE(refusal.find("leads outside the data folders"), std::string::npos) << refusal;
  EXPECT_EQ(refusal.find("hunter2"), std::string::npos) << refusal;
}

}  // namespace

TEST(NamedPaths, AFileBesideOrBelowTheNamingFileIsRead) {
  const auto dir = test::scratchDir("paths-beside");
  write(dir / "fields" / "bf.yaml", kGoodBattlefield);
  EXPECT_EQ(refusalNaming(dir / "s.yaml", "fields/bf.yaml"), "");
}

TEST(NamedPaths, AnAbsolutePathOutsideIsRefusedByItsPath) {
  const auto dir = test::scratchDir("paths-absolute");
  write(dir / "elsewhere" / "secret.yaml", kSecret);
  const std::string refusal = refusalNaming(dir / "inside" / "s.yaml", (dir / "elsewhere" / "secret.yaml").string());
  expectRefusedWithoutContent(refusal);
  EXPECT_NE(refusal.find((dir / "elsewhere" / "secret.yaml").string()), std::string::npos) << refusal;
}

TEST(NamedPaths, ADotDotEscapeIsRefused) {
  const auto dir = test::scratchDir("paths-dotdot");
  write(dir / "elsewhere" / "secret.yaml", kSecret);
  expectRefusedWithoutContent(refusalNaming(dir / "inside" / "s.yaml", "../elsewhere/secret.yaml"));
}

TEST(NamedPaths, ASymlinkLeadingOutsideIsRefused) {
  const auto dir = test::scratchDir("paths-symlink");
  write(dir / "elsewhere" / "secret.yaml", kSecret);
  std::filesystem::create_directories(dir / "inside");
  std::filesystem::create_symlink(dir / "elsewhere" / "secret.yaml", dir / "inside" / "bf.yaml");
  expectRefusedWithoutContent(refusalNaming(dir / "inside" / "s.yaml", "bf.yaml"));
}

TEST(NamedPaths, AMatchNamingAScenarioOutsideIsRefused) {
  const auto dir = test::scratchDir("paths-match");
  write(dir / "elsewhere" / "secret.yaml", kSecret);
  write(dir / "inside" / "m.yaml", "match:\n  scenario: ../elsewhere/secret.yaml\n  seed: 1\nactions: []\n");
  const std::string refusal = configRefusal([&] { scenario::loadMatchFile(dir / "inside" / "m.yaml"); });
  EXPECT_EQ(refusal.rfind((dir / "inside" / "m.yaml").string() + ":2:13: the scenario file '../elsewhere/secret.yaml': ", 0),
            0u)
      << refusal;
  expectRefusedWithoutContent(refusal);
}

TEST(NamedPaths, AHeightmapSymlinkedOutsideIsRefused) {
  const auto dir = test::scratchDir("paths-heightmap");
  write(dir / "elsewhere" / "ground.png", "not even a picture");
  std::filesystem::create_directories(dir / "inside");
  std::filesystem::create_symlink(dir / "elsewhere" / "ground.png", dir / "inside" / "ground.png");
  write(dir / "inside" / "bf.yaml", std::string(kGoodBattlefield) + "  heightmap: {file: ground.png, max_height_m: 30}\n");
  const std::string refusal = configRefusal([&] { scenario::loadBattlefieldFile(dir / "inside" / "bf.yaml"); });
  EXPECT_NE(refusal.find(":4:21: the heightmap 'ground.png': leads outside the data folders"), std::string::npos)
      << refusal;
}

TEST(NamedPaths, AMessageQuotesAShortEscapedExcerpt) {
  data::YamlReader r = data::YamlReader::fromString("\"" + std::string("\\e[2J\\u202e") + std::string(300, 'k') +
                                                        "\": 1\n",
                                                    "keys.yaml");
  r.checkKeys(r.root(), {"scenario"});
  ASSERT_EQ(r.errors().size(), 1u);
  EXPECT_EQ(r.errors()[0].message,
            "unknown key '\\x1b[2J\\xe2\\x80\\xae" + std::string(35, 'k') + "...' (expected one of: scenario)");
}
