// Limits before work: only regular files are read, within a size cap; heightmaps are PNGs
// measured before they are decoded; every count a file sets has a cap checked before the
// work; an error list stops after the first 50 (docs/limits.md).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <future>

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
  std::ofstream(file, std::ios::binary) << text;
}

std::string refusalOfFile(const std::filesystem::path& file) {
  return configRefusal([&] { data::YamlReader::fromFile(file); });
}

// A battlefield file of a flat table 24 x 16 inches with `extra` lines after its size.
std::string battlefieldText(const std::string& extra) {
  return "battlefield:\n  scale: {unit: inch, ground_m: 10}\n  size: [24, 16]\n" + extra;
}

// A polygon of `n` points on a circle: simple, so only its size can refuse it.
std::string circle(int n) {
  std::string s = "[";
  for (int i = 0; i < n; ++i) {
    const double a = 6.283185307179586 * i / n;
    s += (i ? ", [" : "[") + std::to_string(12 + 6 * std::cos(a)) + ", " + std::to_string(8 + 6 * std::sin(a)) + "]";
  }
  return s + "]";
}

}  // namespace

TEST(InputLimits, ADirectoryIsRefusedByName) {
  const auto dir = test::scratchDir("limits-dir");
  EXPECT_EQ(refusalOfFile(dir), dir.string() + ": not a regular file (a directory); only regular files are read");
}

TEST(InputLimits, AFifoIsRefusedWithoutWaitingForAWriter) {
  const auto fifo = test::scratchDir("limits-fifo") / "match.yaml";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  auto read = std::async(std::launch::async, [&] { return refusalOfFile(fifo); });
  if (read.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
    // Open and close a writer so that the blocked read ends and the test can report.
    ::close(::open(fifo.c_str(), O_WRONLY | O_NONBLOCK));
    const int fd = ::open(fifo.c_str(), O_WRONLY);
    ::close(fd);
    ADD_FAILURE() << "reading a FIFO waited for a writer";
  }
  EXPECT_EQ(read.get(), fifo.string() + ": not a regular file (a FIFO); only regular files are read");
}

TEST(InputLimits, ADeviceIsRefusedBeforeAnyByteIsRead) {
  // /dev/zero never ends: a read of it would not return.
  EXPECT_EQ(refusalOfFile("/dev/zero"), "/dev/zero: not a regular file (a device); only regular files are read");
}

TEST(InputLimits, AFileOverTheSizeCapIsRefusedBeforeItIsRead) {
  const auto file = test::scratchDir("limits-size") / "big.yaml";
  write(file, "scenario: {}\n");
  std::filesystem::resize_file(file, (512u << 10) + 1);  // sparse: nothing is written
  EXPECT_EQ(refusalOfFile(file), file.string() + ": the file is 524289 bytes; at most 512 KiB are read (docs/limits.md)");
}

TEST(InputLimits, APolygonOverThePointCapIsRefusedBeforeItsSimplicityIsChecked) {
  const auto dir = test::scratchDir("limits-polygon");
  write(dir / "ok.yaml", battlefieldText("  features:\n    - {type: woods_light, polygon: " + circle(1000) + "}\n"));
  EXPECT_EQ(configRefusal([&] { scenario::loadBattlefieldFile(dir / "ok.yaml"); }), "");
  write(dir / "big.yaml", battlefieldText("  features:\n    - {type: woods_light, polygon: " + circle(1001) + "}\n"));
  EXPECT_EQ(configRefusal([&] { scenario::loadBattlefieldFile(dir / "big.yaml"); }),
            (dir / "big.yaml").string() + ":5:36: the polygon has 1001 entries; at most 1000 (docs/limits.md)");
}

TEST(InputLimits, RollingHillsOverTheCapAreRefusedBeforeTheyAreRaised) {
  const auto file = test::scratchDir("limits-rolling") / "bf.yaml";
  write(file, battlefieldText("  relief:\n    rolling: {count: 100000, seed: 1, radius: [1, 2], height_m: [1, 2]}\n"));
  EXPECT_EQ(configRefusal([&] { scenario::loadBattlefieldFile(file); }),
            file.string() + ":5:22: 'count' must be between 0 and 1000, not 100000");
}

TEST(InputLimits, ScattersOverTheCapInAllAreRefusedBeforeAnythingIsPlaced) {
  const auto file = test::scratchDir("limits-scatter") / "bf.yaml";
  std::string scatters = "  scatter:\n";
  for (int i = 0; i < 2; ++i)
    scatters += "    - {type: building, count: 1500, seed: 1, width_m: [6, 9], depth_m: [6, 9], height_m: [5, 9]}\n";
  write(file, battlefieldText(scatters));
  EXPECT_EQ(configRefusal([&] { scenario::loadBattlefieldFile(file); }),
            file.string() + ":6:31: the scatters would place 3000 buildings; at most 2000 (docs/limits.md)");
}

TEST(InputLimits, AFineReliefOfManyShapesIsRefusedBeforeTheGroundIsRaised) {
  const auto file = test::scratchDir("limits-relief-work") / "bf.yaml";
  write(file, battlefieldText("  relief:\n    resolution_m: 0.3\n"
                          "    rolling: {count: 1000, seed: 1, radius: [1000, 2000], height_m: [1, 2]}\n"));
  EXPECT_EQ(configRefusal([&] { scenario::loadBattlefieldFile(file); }),
            file.string() + ":5:5: the relief is 427734 grid cells under shapes of 1000 points in all; their product "
                            "may be at most 200000000 (docs/limits.md): give a coarser 'resolution_m' or fewer shapes");
}

TEST(InputLimits, UnitsOverTheCapAreRefusedBeforeEachIsRead) {
  std::string units;
  for (int i = 0; i < 201; ++i) units += "      - {type: heavy_infantry, at: [1, 0]}\n";
  const std::string text = "scenario: {name: Crowd, ruleset: microbattle, period: shock}\n"
                           "battlefield:\n  map: ['........', '........', '........', '........', '........', '........']\n"
                           "sides:\n  side1:\n    name: A\n    edge: south\n    units:\n" + units +
                           "  side2:\n    name: B\n    edge: north\n    units:\n      - {type: warband, at: [1, 5]}\n"
                           "victory:\n  turn_limit: 5\n";
  const auto file = test::scratchDir("limits-units") / "crowd.yaml";
  write(file, text);
  EXPECT_EQ(configRefusal([&] { scenario::loadScenario(file); }),
            file.string() + ":9:7: 'units' has 201 entries; at most 200 (docs/limits.md)");
}

TEST(InputLimits, ActionsOverTheCapAreRefusedBeforeTheyAreRead) {
  std::string text = "match:\n  scenario: config/scenarios/microbattle_meeting_engagement.yaml\n  seed: 4\nactions:\n";
  for (int i = 0; i < 5001; ++i) text += "  - {kind: end_turn}\n";
  const auto file = test::scratchDir("limits-actions") / "long.yaml";
  write(file, text);
  EXPECT_EQ(configRefusal([&] { scenario::loadMatchFile(file); }),
            file.string() + ":5:3: 'actions' has 5001 entries; at most 5000 (docs/limits.md)");
}

TEST(InputLimits, AnErrorListStopsAfterFiftyWithACountOfTheRest) {
  std::string text = "scenario: {name: Keys, ruleset: microbattle}\n";
  for (int i = 0; i < 120; ++i) text += "unknown_" + std::to_string(i) + ": 1\n";
  try {
    data::YamlReader r = data::YamlReader::fromString(text, "keys.yaml");
    r.checkKeys(r.root(), {"scenario"});
    r.throwIfErrors();
    FAIL() << "no errors";
  } catch (const data::ConfigErrors& e) {
    ASSERT_EQ(e.errors().size(), 51u);
    EXPECT_EQ(e.errors()[49].str().substr(0, 27), "keys.yaml:51:1: unknown key");
    EXPECT_EQ(e.errors()[50].str(), "keys.yaml:52:1: and 70 more errors from here on (only the first 50 are listed)");
  }
}

// Heightmaps: PNG only, measured from the header before decoding.
namespace {

void putBigEndian(std::string& s, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) s += static_cast<char>((v >> shift) & 0xff);
}

// The start of a PNG that says it is `w` x `h` pixels of 8-bit grey, and then no pictures.
std::string pngHeaderOnly(std::uint32_t w, std::uint32_t h) {
  std::string s("\x89PNG\r\n\x1a\n", 8);
  putBigEndian(s, 13);
  s += "IHDR";
  putBigEndian(s, w);
  putBigEndian(s, h);
  s += std::string("\x08\x00\x00\x00\x00", 5);  // 8 bits, grey, deflate, no filter, no interlace
  putBigEndian(s, 0);                             // CRC (stb does not check it)
  putBigEndian(s, 0);
  s += "IEND";
  putBigEndian(s, 0);
  return s;
}

// A 2 x 2 24-bit BMP: a picture stb can decode, in a format heightmaps do not accept.
std::string tinyBmp() {
  std::string s = "BM";
  auto le32 = [&](std::uint32_t v) { for (int i = 0; i < 4; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff); };
  auto le16 = [&](std::uint16_t v) { s += static_cast<char>(v & 0xff); s += static_cast<char>(v >> 8); };
  le32(54 + 16); le32(0); le32(54);
  le32(40); le32(2); le32(2); le16(1); le16(24); le32(0); le32(16); le32(2835); le32(2835); le32(0); le32(0);
  for (int row = 0; row < 2; ++row) s += std::string("\x80\x80\x80\xff\xff\xff\x00\x00", 8);  // 2 pixels + padding
  return s;
}

std::string heightmapBattlefield(const std::string& image) {
  return battlefieldText("  heightmap: {file: " + image + ", max_height_m: 30}\n");
}

}  // namespace

TEST(InputLimits, AHeightmapIsMeasuredBeforeItIsDecoded) {
  const auto dir = test::scratchDir("limits-png");
  write(dir / "huge.png", pngHeaderOnly(30000, 30000));
  write(dir / "bf.yaml", heightmapBattlefield("huge.png"));
  EXPECT_EQ(configRefusal([&] { scenario::loadBattlefieldFile(dir / "bf.yaml"); }),
            (dir / "bf.yaml").string() +
                ":4:21: the heightmap must be between 2 x 2 and 4097 x 4097 pixels, not 30000 x 30000");
}

TEST(InputLimits, AHeightmapIsAPngAndNothingElse) {
  const auto dir = test::scratchDir("limits-bmp");
  write(dir / "ground.bmp", tinyBmp());
  write(dir / "bf.yaml", heightmapBattlefield("ground.bmp"));
  const std::string refusal = configRefusal([&] { scenario::loadBattlefieldFile(dir / "bf.yaml"); });
  EXPECT_NE(refusal.find(":4:21: the heightmap '"), std::string::npos) << refusal;
  EXPECT_NE(refusal.find("ground.bmp' is not a PNG image"), std::string::npos) << refusal;
}
