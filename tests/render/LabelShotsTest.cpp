// The floating labels over units in the table's screenshots (made by the render.label_*
// tests), read from their shot info and checked on the pictures: every label says its unit's
// whole name or its short name, never a name cut short nor markers in words; no label covers
// another; each is drawn where the shot info says (light type on a dark box), its badges in
// their colours, unless a panel or a tooltip is over it; at UI scale 1.0 and 2.0. A label
// folded to a tab in a crowd says no name: its side's colour in a small square.
#include <gtest/gtest.h>
#include <stb_image.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
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

struct Rect {
  float x0, y0, x1, y1;
};
Rect rectOf(const nlohmann::json& r) { return {r[0].get<float>(), r[1].get<float>(), r[2].get<float>(), r[3].get<float>()}; }
bool overlap(const Rect& a, const Rect& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

float luminance(const std::array<float, 3>& p) { return 0.3f * p[0] + 0.59f * p[1] + 0.11f * p[2]; }

// Pixels inside the rectangle (a pixel in from its edges) that look like `colour`.
int pixelsLike(const Picture& pic, const Rect& r, const std::array<float, 3>& colour) {
  int n = 0;
  for (int y = static_cast<int>(r.y0) + 1; y < static_cast<int>(r.y1) - 1; ++y) {
    for (int x = static_cast<int>(r.x0) + 1; x < static_cast<int>(r.x1) - 1; ++x) {
      const auto p = pic.at(x, y);
      float d = 0;
      for (int i = 0; i < 3; ++i) d += std::fabs(p[static_cast<std::size_t>(i)] - colour[static_cast<std::size_t>(i)]);
      n += d < 0.25f ? 1 : 0;
    }
  }
  return n;
}

// Checks every label of the shot; returns how many badges they carry.
int expectReadableLabels(const std::string& shot, std::size_t least, double scale) {
  const Picture pic = load(shot + ".png");
  const nlohmann::json j = info(shot + ".json");
  EXPECT_FALSE(pic.rgb.empty()) << "render.label_... made " << shot << ".png";
  EXPECT_FALSE(j.is_null());
  if (pic.rgb.empty() || j.is_null() || !j.contains("labels")) {
    ADD_FAILURE() << shot << ".json lists no labels";
    return 0;
  }
  EXPECT_DOUBLE_EQ(j["ui_scale"].get<double>(), scale);
  const auto& labels = j["labels"];
  EXPECT_GE(labels.size(), least) << shot;
  std::vector<Rect> windows;  // panels and tooltips, drawn over the labels
  for (const auto& w : j["windows"]) windows.push_back(rectOf(w["rect"]));
  std::vector<Rect> rects;
  int badges = 0;
  for (const auto& l : labels) {
    const std::string text = l["text"], name = l["name"], shortName = l["short_name"];
    SCOPED_TRACE(shot + ": '" + text + "' (" + name + ")");
    if (l.value("tab", false)) {
      // Folded in a crowd: a small square in its side's colour on a dark rim, no name.
      const Rect r = rectOf(l["rect"]);
      rects.push_back(r);
      EXPECT_EQ(text, "");
      EXPECT_NEAR(r.x1 - r.x0, r.y1 - r.y0, 0.5f);
      EXPECT_GE(r.x1 - r.x0, 7.0 * scale) << "big enough to see and to hover";
      EXPECT_LT(r.x1 - r.x0, 14.0 * scale);
      if (std::any_of(windows.begin(), windows.end(), [&](const Rect& w) { return overlap(w, r); }))
        continue;
      const auto middle =
          pic.at(static_cast<int>((r.x0 + r.x1) / 2), static_cast<int>((r.y0 + r.y1) / 2));
      EXPECT_GT(luminance(middle), 0.22f) << "the side's colour, not the dark rim";
      continue;
    }
    // The whole name or the scenario's short name: never cut, never markers in words.
    EXPECT_TRUE(text == name || (!shortName.empty() && text == shortName));
    EXPECT_EQ(text.find(".."), std::string::npos);
    EXPECT_EQ(text.find('['), std::string::npos);
    EXPECT_EQ(text.find("\u00b7"), std::string::npos);
    const Rect r = rectOf(l["rect"]);
    rects.push_back(r);
    EXPECT_GE(r.x0, 0);
    EXPECT_GE(r.y0, 0);
    EXPECT_LE(r.x1, static_cast<float>(pic.w));
    EXPECT_LE(r.y1, static_cast<float>(pic.h));
    EXPECT_GE(r.y1 - r.y0, 14.0 * scale) << "type large enough to read at this scale";
    for (const auto& b : l["badges"]) {
      ++badges;
      const Rect br = rectOf(b["rect"]);
      EXPECT_TRUE(br.x0 >= r.x0 && br.x1 <= r.x1 + 0.5f && br.y0 >= r.y0 && br.y1 <= r.y1 + 0.5f) << b["key"];
      EXPECT_FALSE(b["words"].get<std::string>().empty());
    }
    // The picture where no panel or tooltip is over the label.
    if (std::any_of(windows.begin(), windows.end(), [&](const Rect& w) { return overlap(w, r); })) continue;
    // Drawn there: light letters on a dark box.
    int dark = 0, light = 0;
    for (int y = static_cast<int>(r.y0) + 2; y < static_cast<int>(r.y1) - 2; ++y) {
      for (int x = static_cast<int>(r.x0) + 2; x < static_cast<int>(r.x1) - 2; ++x) {
        const float lum = luminance(pic.at(x, y));
        dark += lum < 0.22f ? 1 : 0;
        light += lum > 0.75f ? 1 : 0;
      }
    }
    EXPECT_GT(dark, (r.x1 - r.x0) * (r.y1 - r.y0) * 0.25f);
    EXPECT_GT(light, 10 * scale);
    // Each badge drawn in its own colour.
    for (const auto& b : l["badges"]) {
      const std::array<float, 3> colour = b["colour"];
      EXPECT_GE(pixelsLike(pic, rectOf(b["rect"]), colour), 6) << b["key"] << " drawn in its colour";
    }
  }
  for (std::size_t a = 0; a < rects.size(); ++a) {
    for (std::size_t b = a + 1; b < rects.size(); ++b) {
      EXPECT_FALSE(overlap(rects[a], rects[b]))
          << shot << ": '" << labels[a]["text"] << "' and '" << labels[b]["text"] << "' overlap";
    }
  }
  return badges;
}

TEST(Labels, HastingsFromTheNormansEdgeShowsEveryNameWhole) {
  expectReadableLabels("labels_warlords_hastings", 15, 1.0);
}

TEST(Labels, HastingsAtUiScaleTwoStaysReadable) {
  expectReadableLabels("labels_warlords_hastings_2x", 15, 2.0);
}

TEST(Labels, HastingsInBattleShowsItsMarkersAsBadgesAndTheHoveredUnitsInWords) {
  const int badges = expectReadableLabels("labels_warlords_hastings_battle", 10, 1.0);
  EXPECT_GT(badges, 0) << "after 90 actions some unit has casualties, champions or a morale marker";
  // The hovered unit's tooltip: its whole name first, then each of its badges in words.
  const nlohmann::json j = info("labels_warlords_hastings_battle.json");
  ASSERT_FALSE(j.is_null());
  const auto tooltip = j["tooltip"].get<std::vector<std::string>>();
  ASSERT_FALSE(tooltip.empty()) << "--hover shows the unit's tooltip";
  bool found = false;
  for (const auto& l : j["labels"]) {
    if (l["name"] != tooltip.front()) continue;
    found = true;
    for (const auto& b : l["badges"])
      EXPECT_NE(std::find(tooltip.begin(), tooltip.end(), b["words"].get<std::string>()), tooltip.end()) << b["words"];
  }
  EXPECT_TRUE(found) << tooltip.front();
}

// Crowded: a projector's 1280x720 at UI scale 2.0, the unit card open over the table's left.
// The labels with no free place for their names fold to tabs rather than cover each other.
TEST(Labels, RobertsHastingsWithTheUnitCardAtUiScaleTwo) {
  expectReadableLabels("labels_roberts_hastings_2x", 20, 2.0);
  const nlohmann::json j = info("labels_roberts_hastings_2x.json");
  ASSERT_FALSE(j.is_null());
  int tabs = 0, named = 0;
  for (const auto& l : j["labels"]) (l.value("tab", false) ? tabs : named) += 1;
  EXPECT_GT(tabs, 0) << "the crowd is beyond the room the card leaves";
  EXPECT_GT(named, tabs) << "most names still shown";
}

TEST(Labels, WotrTewkesburyWithTheUnitCardAtUiScaleTwo) {
  expectReadableLabels("labels_wotr_tewkesbury_2x", 15, 2.0);
}

TEST(Labels, TheWarlordsMeetingEngagementInBattle) {
  EXPECT_GT(expectReadableLabels("labels_warlords_meeting", 10, 1.0), 0);
}

TEST(Labels, TheMicroBattleMeetingEngagementInBattle) {
  // Turn 5: the Scouts, the Senones and the first cohorts are SHAKEN (a badge, not "[Shaken]").
  EXPECT_GE(expectReadableLabels("labels_microbattle_meeting", 8, 1.0), 3);
}

TEST(Labels, TheMicroBattleMeetingEngagementAtUiScaleTwo) {
  EXPECT_GE(expectReadableLabels("labels_microbattle_meeting_2x", 8, 2.0), 3);
}

}  // namespace
