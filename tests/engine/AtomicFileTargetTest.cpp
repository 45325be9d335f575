// platform::removeStaleTemporariesIn and BadWriteTarget: a folder only Sandtable writes into
// is cleared of every stale temporary a killed save left (and nothing else), and a target
// that cannot be written where it is, is refused as the CLI's bad input.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>

#include "platform/AtomicFile.h"
#include "support/TestPaths.h"

using namespace sandtable;
namespace fs = std::filesystem;

namespace {

void writeAged(const fs::path& p, std::chrono::seconds age) {
  std::ofstream(p) << "half a save";
  fs::last_write_time(p, fs::file_time_type::clock::now() - age);
}

}  // namespace

TEST(AtomicFile, AFolderOfOurOwnIsClearedOfEveryStaleTemporary) {
  const fs::path dir = test::scratchDir("atomic-stale-folder");
  const auto old = std::chrono::seconds(platform::kStaleTemporarySeconds * 3);
  writeAged(dir / ".autosave.yaml.Ab12Cd", old);
  writeAged(dir / ".hastings.yaml.q9W8e7", old);
  writeAged(dir / ".fresh.yaml.Ab12Cd", std::chrono::seconds(0));
  writeAged(dir / ".config", old);
  writeAged(dir / "hastings.yaml", old);
  EXPECT_EQ(platform::removeStaleTemporariesIn(dir), 2);
  EXPECT_FALSE(fs::exists(dir / ".autosave.yaml.Ab12Cd"));
  EXPECT_FALSE(fs::exists(dir / ".hastings.yaml.q9W8e7"));
  EXPECT_TRUE(fs::exists(dir / ".fresh.yaml.Ab12Cd"));
  EXPECT_TRUE(fs::exists(dir / ".config"));
  EXPECT_TRUE(fs::exists(dir / "hastings.yaml"));
}

TEST(AtomicFile, AnUnwritableTargetIsABadWriteTarget) {
  const fs::path dir = test::scratchDir("atomic-bad-target-kind");
  EXPECT_THROW(platform::writeFileAtomically(dir / "missing" / "save.yaml", "x"), platform::BadWriteTarget);
  EXPECT_THROW(platform::checkWriteTarget(dir), platform::BadWriteTarget);
  EXPECT_NO_THROW(platform::checkWriteTarget(dir / "save.yaml"));
}
