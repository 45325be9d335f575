// The table's screenshots from this test run (made by the render.shot_* tests): not blank,
// the ground visible on the table, and both sides' stands where the camera projects them,
// in their side's colours.
#include <gtest/gtest.h>
#include <stb_image.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <vector>

namespace {

struct Picture {
  int w = 0, h = 0;
  std::vector<unsigned char> rgb;
  std::array<float, 3> at(int x, int y) const {
    x = std::clamp(x, 0, w - 1);
    y = std::clamp(y, 0, h - 1);
    const unsigned char* p = &rgb[static_cast<std::size_t>((y * w + x) * 3)];
    return {p[0] / 255.0f, p[1] / 255.0f, p[2] / 255.0f};
  }
};

Picture load(const std::string& name) {
  Picture p;
  const std::string path = std::string(SANDTABLE_SHOTS) + "/" + name;
  int n = 0;
  unsigned char* data = stbi_load(path.c_str(), &p.w, &p.h, &n, 3);
  if (!data) return p;
  p.rgb.assign(data, data + static_cast<std::size_t>(p.w * p.h * 3));
  stbi_image_free(data);
  return p;
}

nlohmann::json info(const std::string& name) {
  std::ifstream in(std::string(SANDTABLE_SHOTS) + "/" + name);
  return in ? nlohmann::json::parse(in) : nlohmann::json();
}

// Hue-like comparison that survives lighting: the colours' proportions, and some brightness.
bool looksLike(const std::array<float, 3>& px, const std::array<float, 3>& paint) {
  const float s = px[0] + px[1] + px[2], t = paint[0] + paint[1] + paint[2];
  if (s < 0.15f) return false;
  float d = 0;
  for (int i = 0; i < 3; ++i)
    d += std::fabs(px[static_cast<std::size_t>(i)] / s - paint[static_cast<std::size_t>(i)] / t);
  return d < 0.16f;
}

void checkStands(const Picture& pic, const nlohmann::json& j, double needShare) {
  const std::array<float, 3> side1 = j["side_colours"]["side1"], side2 = j["side_colours"]["side2"];
  int seen[2] = {0, 0}, total[2] = {0, 0}, confused = 0;
  for (const auto& s : j["stands"]) {
    if (!s["on_screen"].get<bool>()) continue;
    const int side = s["side"] == "side1" ? 0 : 1;
    const auto& mine = side == 0 ? side1 : side2;
    const auto& theirs = side == 0 ? side2 : side1;
    const int x = static_cast<int>(s["x"].get<double>()),
              y = static_cast<int>(s["y"].get<double>());
    const int r = std::max(4, static_cast<int>(s["half_width_px"].get<double>() * 0.9));
    int hits = 0, wrong = 0;
    for (int dy = -r; dy <= r; ++dy) {
      for (int dx = -r; dx <= r; ++dx) {
        const auto px = pic.at(x + dx, y + dy);
        hits += looksLike(px, mine) ? 1 : 0;
        wrong += looksLike(px, theirs) ? 1 : 0;
      }
    }
    ++total[side];
    seen[side] += hits >= 3 ? 1 : 0;
    confused += wrong > hits ? 1 : 0;
  }
  for (int side = 0; side < 2; ++side) {
    ASSERT_GT(total[side], 0) << "side " << side + 1 << " has stands on screen";
    EXPECT_GE(seen[side], static_cast<int>(std::ceil(needShare * total[side])))
        << "side " << side + 1 << ": " << seen[side] << " of " << total[side]
        << " stands show their colours where projected";
  }
  EXPECT_EQ(confused, 0) << "a stand showed the other side's colours";
}

TEST(Screenshot, TheOverviewShowsTheGroundAndBothArmies) {
  const Picture pic = load("overview.png");
  const nlohmann::json j = info("overview.json");
  ASSERT_FALSE(pic.rgb.empty()) << "render.shot_overview made overview.png";
  ASSERT_FALSE(j.is_null());
  EXPECT_EQ(pic.w, j["width"].get<int>());
  // Not blank: plenty of different colours and a real spread of brightness.
  double sum = 0, sum2 = 0;
  std::vector<bool> colours(1 << 15, false);
  int distinct = 0;
  for (int y = 0; y < pic.h; y += 2) {
    for (int x = 0; x < pic.w; x += 2) {
      const auto p = pic.at(x, y);
      const double l = 0.3 * p[0] + 0.59 * p[1] + 0.11 * p[2];
      sum += l;
      sum2 += l * l;
      const int key = (static_cast<int>(p[0] * 31) << 10) | (static_cast<int>(p[1] * 31) << 5) |
                      static_cast<int>(p[2] * 31);
      if (!colours[static_cast<std::size_t>(key)]) {
        colours[static_cast<std::size_t>(key)] = true;
        ++distinct;
      }
    }
  }
  const double n = (pic.w / 2.0) * (pic.h / 2.0);
  EXPECT_GT(std::sqrt(sum2 / n - (sum / n) * (sum / n)), 0.05);
  EXPECT_GT(distinct, 200);

  // The ground: inside the table's projected corners, mostly grass and earth colours.
  const auto corners = j["table_corners"];
  ASSERT_EQ(corners.size(), 4u);
  double cx = 0, cy = 0;
  for (const auto& c : corners) {
    cx += c[0].get<double>() / 4;
    cy += c[1].get<double>() / 4;
  }
  int ground = 0, samples = 0;
  for (const auto& c : corners) {
    for (int k = 1; k < 10; ++k) {
      // Points from the centre toward each corner, staying inside the table.
      const double t = k / 10.0 * 0.9;
      const auto p = pic.at(static_cast<int>(cx + (c[0].get<double>() - cx) * t),
                            static_cast<int>(cy + (c[1].get<double>() - cy) * t));
      ++samples;
      ground +=
          (p[1] >= p[2] && p[0] + p[1] + p[2] > 0.2f) ? 1 : 0;  // green or brown, not sky or shadow
    }
  }
  EXPECT_GE(ground, samples * 7 / 10) << "the table's ground is drawn";
  checkStands(pic, j, 0.8);
}

TEST(Screenshot, TheCloseUpShowsStandsInTheirSidesColours) {
  const Picture pic = load("closeup.png");
  const nlohmann::json j = info("closeup.json");
  ASSERT_FALSE(pic.rgb.empty());
  ASSERT_FALSE(j.is_null());
  int onScreen = 0;
  for (const auto& s : j["stands"]) onScreen += s["on_screen"].get<bool>() ? 1 : 0;
  EXPECT_GE(onScreen, 3);
  // Close up, stands are large: every one on screen shows its side's colour.
  const std::array<float, 3> side1 = j["side_colours"]["side1"];
  int matched = 0, checked = 0;
  for (const auto& s : j["stands"]) {
    if (!s["on_screen"].get<bool>() || s["side"] != "side1") continue;
    ++checked;
    int hits = 0;
    const int x = static_cast<int>(s["x"].get<double>()),
              y = static_cast<int>(s["y"].get<double>());
    for (int dy = -20; dy <= 20; ++dy) {
      for (int dx = -20; dx <= 20; ++dx) hits += looksLike(pic.at(x + dx, y + dy), side1) ? 1 : 0;
    }
    matched += hits > 20 ? 1 : 0;
  }
  EXPECT_GT(checked, 0);
  EXPECT_EQ(matched, checked);
}

TEST(Screenshot, TheOtherShotsWereMade) {
  for (const char* name : {"line_of_sight.png", "dice_log.png", "warlords_history.png"}) {
    const Picture pic = load(name);
    EXPECT_GT(pic.w, 0) << name;
  }
}

}  // namespace

namespace {

// A battle's opening shot `shot` (render.shot_<shot> wrote <shot>.png and .json):
// at least `least` stands of each side on screen, each where the picture shows it.
void expectBothArmiesShown(const std::string& shot, std::array<int, 2> least) {
  const Picture pic = load(shot + ".png");
  const nlohmann::json j = info(shot + ".json");
  ASSERT_FALSE(pic.rgb.empty()) << "render.shot_" << shot << " made " << shot << ".png";
  ASSERT_FALSE(j.is_null());
  EXPECT_EQ(pic.w, j["width"].get<int>());
  int onScreen[2] = {0, 0};
  for (const auto& s : j["stands"])
    onScreen[s["side"] == "side1" ? 0 : 1] += s["on_screen"].get<bool>() ? 1 : 0;
  EXPECT_GE(onScreen[0], least[0]) << "side 1's stands";
  EXPECT_GE(onScreen[1], least[1]) << "side 2's stands";
  checkStands(pic, j, 0.7);
}

TEST(Screenshot, WarlordsHastingsShowsBothArmiesOnTheMeasuredTable) {
  expectBothArmiesShown("warlords_hastings", {20, 20});  // the English, the Normans
}

TEST(Screenshot, WarlordsAgincourtShowsBothArmiesBetweenTheWoods) {
  expectBothArmiesShown("warlords_agincourt", {20, 40});  // of the English 34, the French 68
}

TEST(Screenshot, WarlordsCrecyShowsBothArmiesAboutTheRidge) {
  expectBothArmiesShown("warlords_crecy", {20, 25});  // of the English 36, the French 46
}

TEST(Screenshot, WarlordsBannockburnShowsBothArmiesOnTheCarse) {
  expectBothArmiesShown("warlords_bannockburn", {35, 25});  // of the Scots 47, the English 32
}

TEST(Screenshot, WarlordsStamfordBridgeShowsBothArmiesAboveTheDerwent) {
  expectBothArmiesShown("warlords_stamford_bridge", {30, 30});  // of the English 39, the Norwegians 39
}

TEST(Screenshot, MicroBattleHastingsShowsBothArmies) {
  expectBothArmiesShown("microbattle_hastings", {7, 8});  // a stand a unit: every one of both armies
}

TEST(Screenshot, WarlordsCloseUpShowsTheSelectedUnitAndItsNeighbours) {
  const Picture pic = load("warlords_closeup.png");
  const nlohmann::json j = info("warlords_closeup.json");
  ASSERT_FALSE(pic.rgb.empty());
  ASSERT_FALSE(j.is_null());
  int onScreen = 0;
  for (const auto& s : j["stands"]) onScreen += s["on_screen"].get<bool>() ? 1 : 0;
  EXPECT_GE(onScreen, 3);
}

}  // namespace

namespace {

// The mean brightness of the picture round a point (5 x 5 pixels).
float brightnessAround(const Picture& pic, float x, float y) {
  float sum = 0;
  for (int dy = -2; dy <= 2; ++dy) {
    for (int dx = -2; dx <= 2; ++dx) {
      const auto p = pic.at(static_cast<int>(x) + dx, static_cast<int>(y) + dy);
      sum += 0.3f * p[0] + 0.59f * p[1] + 0.11f * p[2];
    }
  }
  return sum / 25;
}

// How many colours (RGB in quarters) cover at least 4 % of a stand's pixels: a brick shows
// its side's colour and its shade, figures show coats, faces, helmets, shields and legs.
int colourBandsOfStand(const Picture& pic, const nlohmann::json& s) {
  const int x = static_cast<int>(s["x"].get<double>()), y = static_cast<int>(s["y"].get<double>());
  const int r = std::max(4, static_cast<int>(s["half_width_px"].get<double>() * 0.9));
  std::map<int, int> bins;
  int n = 0;
  for (int dy = -r / 2; dy <= r / 2; ++dy) {
    for (int dx = -r; dx <= r; ++dx) {
      const auto p = pic.at(x + dx, y + dy);
      ++bins[(static_cast<int>(p[0] * 4) << 6) | (static_cast<int>(p[1] * 4) << 3) | static_cast<int>(p[2] * 4)];
      ++n;
    }
  }
  int bands = 0;
  for (const auto& [bin, count] : bins) bands += count * 25 >= n ? 1 : 0;
  return bands;
}

TEST(Screenshot, AtOverviewZoomWarlordsStandsShowTheirFiguresNotBricks) {
  // Hastings from the Normans' edge: every stand is a few dozen pixels wide, drawn with its
  // far mesh. Its figures' paints show as several colours, where a brick showed two or three.
  const Picture pic = load("warlords_hastings.png");
  const nlohmann::json j = info("warlords_hastings.json");
  ASSERT_FALSE(pic.rgb.empty());
  ASSERT_FALSE(j.is_null());
  int stands = 0, banded = 0, bands = 0;
  for (const auto& s : j["stands"]) {
    if (!s["on_screen"].get<bool>()) continue;
    ASSERT_LT(s["half_width_px"].get<double>(), 22.0) << "the overview draws far meshes";
    const int b = colourBandsOfStand(pic, s);
    ++stands;
    bands += b;
    banded += b >= 4 ? 1 : 0;
  }
  ASSERT_GE(stands, 60);
  EXPECT_GE(banded * 10, stands * 9) << banded << " of " << stands << " stands show four colours or more";
  EXPECT_GE(bands, stands * 5) << "on average five colours a stand";
}

TEST(Screenshot, SenlacRidgeIsShadedWhereItFacesAwayFromTheSun) {
  // Points of the ground lattice on the ridge's south face (rising northward steeper than 1 in
  // 12) against points on level ground (the valley floor and the crest), clear of the stands,
  // the road and the brooks (12 to 18 and 22 to 28 spans from the west edge).
  const Picture pic = load("warlords_hastings.png");
  const nlohmann::json j = info("warlords_hastings.json");
  ASSERT_FALSE(pic.rgb.empty());
  ASSERT_FALSE(j.is_null());
  const int columns = j["ground"]["columns"], rows = j["ground"]["rows"];
  const auto& points = j["ground"]["points"];
  auto at = [&](int c, int r) -> const nlohmann::json& { return points[static_cast<std::size_t>(r * columns + c)]; };
  double face = 0, level = 0;
  int faces = 0, levels = 0;
  for (int r = 1; r + 1 < rows; ++r) {
    for (int c = 1; c + 1 < columns; ++c) {
      const auto& p = at(c, r);
      if (!p["on_screen"].get<bool>()) continue;
      const double span = p["table_mm"][0].get<double>() / 40;
      if (!((span >= 12 && span <= 18) || (span >= 22 && span <= 28))) continue;
      const float x = p["x"], y = p["y"];
      bool nearStand = false;
      for (const auto& s : j["stands"]) {
        const double hw = s["half_width_px"];
        nearStand |= std::fabs(x - s["x"].get<double>()) < hw + 12 && std::fabs(y - s["y"].get<double>()) < hw + 20;
      }
      if (nearStand) continue;
      auto rise = [&](const nlohmann::json& a, const nlohmann::json& b, int axis) {
        return (b["rules_height"].get<double>() - a["rules_height"].get<double>()) /
               (b["table_mm"][axis].get<double>() - a["table_mm"][axis].get<double>());
      };
      const double north = rise(at(c, r - 1), at(c, r + 1), 1), east = rise(at(c - 1, r), at(c + 1, r), 0);
      const float b = brightnessAround(pic, x, y);
      if (north > 0.08) {
        face += b;
        ++faces;
      } else if (std::fabs(north) < 0.015 && std::fabs(east) < 0.015) {
        level += b;
        ++levels;
      }
    }
  }
  ASSERT_GE(faces, 20);
  ASSERT_GE(levels, 20);
  face /= faces;
  level /= levels;
  // The sun alone leaves the face within a few per cent of level ground (true heights, 1 in
  // 10); the hill shading makes it a shade a class sees.
  EXPECT_LT(face, 0.85 * level) << "face " << face << ", level ground " << level;
}

TEST(Screenshot, ALoadedMatchDressesTheGroundAsANewOneDoes) {
  // Hastings new (render.shot_warlords_hastings) and loaded from a match saved before its
  // first action (render.shot_scatter_loaded): the same trees, rocks and reeds, and the same
  // picture, region by region.
  const Picture fresh = load("warlords_hastings.png"), loaded = load("scatter_loaded.png");
  const nlohmann::json a = info("warlords_hastings.json"), b = info("scatter_loaded.json");
  ASSERT_FALSE(fresh.rgb.empty());
  ASSERT_FALSE(loaded.rgb.empty());
  ASSERT_FALSE(a.is_null());
  ASSERT_FALSE(b.is_null());
  EXPECT_EQ(a["decorations"], b["decorations"]);
  ASSERT_EQ(fresh.w, loaded.w);
  ASSERT_EQ(fresh.h, loaded.h);
  // 32 x 18 regions below the top bar: each region's mean colour within a hair.
  constexpr int kCols = 32, kRows = 18;
  const int top = fresh.h / 10, rw = fresh.w / kCols, rh = (fresh.h - top) / kRows;
  int differing = 0;
  for (int ry = 0; ry < kRows; ++ry) {
    for (int rx = 0; rx < kCols; ++rx) {
      std::array<double, 3> ma{}, mb{};
      for (int y = top + ry * rh; y < top + (ry + 1) * rh; ++y) {
        for (int x = rx * rw; x < (rx + 1) * rw; ++x) {
          const auto pa = fresh.at(x, y), pb = loaded.at(x, y);
          for (std::size_t ch = 0; ch < 3; ++ch) {
            ma[ch] += pa[ch];
            mb[ch] += pb[ch];
          }
        }
      }
      double d = 0;
      for (std::size_t ch = 0; ch < 3; ++ch) d += std::fabs(ma[ch] - mb[ch]) / (rw * rh);
      differing += d > 0.01 ? 1 : 0;
    }
  }
  EXPECT_EQ(differing, 0) << differing << " of " << kCols * kRows << " regions differ";
}

}  // namespace
