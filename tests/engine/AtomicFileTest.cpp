// platform::writeFileAtomically: a save replaces the file whole, keeps the permissions it
// had, clears away the temporaries a killed save left behind (only stale ones, only ours),
// and refuses a target it cannot write where it is before writing anything.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <chrono>
#include <fstream>

#include "platform/AtomicFile.h"
#include "support/TestPaths.h"

using namespace sandtable;
namespace fs = std::filesystem;

namespace {

unsigned modeOf(const fs::path& p) {
  struct stat st {};
  EXPECT_EQ(::stat(p.c_str(), &st), 0) << p;
  return st.st_mode & 07777u;
}

void writeAged(const fs::path& p, std::chrono::seconds age) {
  std::ofstream(p) << "half a save";
  fs::last_write_time(p, fs::file_time_type::clock::now() - age);
}

}  // namespace

TEST(AtomicFile, ReplacesTheContents) {
  const fs::path file = test::scratchDir("atomic-contents") / "save.yaml";
  platform::writeFileAtomically(file, "first");
  platform::writeFileAtomically(file, "second");
  EXPECT_EQ(test::fileText(file), "second");
}

TEST(AtomicFile, AResavedPrivateFileStaysPrivate) {
  const fs::path file = test::scratchDir("atomic-mode") / "save.yaml";
  platform::writeFileAtomically(file, "first");
  EXPECT_EQ(modeOf(file), 0644u);  // a new file
  ASSERT_EQ(::chmod(file.c_str(), 0600), 0);
  platform::writeFileAtomically(file, "second");
  EXPECT_EQ(modeOf(file), 0600u);
  EXPECT_EQ(test::fileText(file), "second");
}

TEST(AtomicFile, StaleTemporariesOfTheTargetAreRemoved) {
  const fs::path dir = test::scratchDir("atomic-stale");
  const fs::path file = dir / "save.yaml";
  const auto old = std::chrono::minutes(3);  // a save takes milliseconds: this one was killed
  writeAged(dir / ".save.yaml.Ab12Cd", old);         // a killed save's: removed
  writeAged(dir / ".save.yaml.Xy34Zw", std::chrono::seconds(0));  // perhaps a save in progress: kept
  writeAged(dir / ".save.yaml.toolong7", old);       // not mkstemp's pattern: kept
  writeAged(dir / ".other.yaml.Ab12Cd", old);        // another file's: kept
  writeAged(dir / "save.yaml.Ab12Cd", old);          // not hidden: kept
  platform::writeFileAtomically(file, "saved");
  EXPECT_FALSE(fs::exists(dir / ".save.yaml.Ab12Cd"));
  EXPECT_TRUE(fs::exists(dir / ".save.yaml.Xy34Zw"));
  EXPECT_TRUE(fs::exists(dir / ".save.yaml.toolong7"));
  EXPECT_TRUE(fs::exists(dir / ".other.yaml.Ab12Cd"));
  EXPECT_TRUE(fs::exists(dir / "save.yaml.Ab12Cd"));
  EXPECT_EQ(test::fileText(file), "saved");
  // Nothing else of ours is left beside it.
  int hidden = 0;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().rfind(".save.yaml.", 0) == 0) ++hidden;
  EXPECT_EQ(hidden, 2);
}

TEST(AtomicFile, AMissingFolderOrAFolderTargetIsRefusedWithTheReason) {
  const fs::path dir = test::scratchDir("atomic-bad-target");
  try {
    platform::writeFileAtomically(dir / "no_such_folder" / "save.yaml", "x");
    FAIL() << "wrote into a missing folder";
  } catch (const std::runtime_error& e) {  // platform::BadWriteTarget: the CLI's exit 2
    EXPECT_NE(std::string(e.what()).find("no_such_folder does not exist"), std::string::npos) << e.what();
  }
  fs::create_directories(dir / "a_folder");
  try {
    platform::writeFileAtomically(dir / "a_folder", "x");
    FAIL() << "wrote over a folder";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("is a folder"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(fs::is_directory(dir / "a_folder"));
  EXPECT_TRUE(fs::is_empty(dir / "a_folder"));
}

