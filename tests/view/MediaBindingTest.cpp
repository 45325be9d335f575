// The art binding: every troop type of every shipped ruleset has its own look, every model
// and sound it names (and every model a battlefield may name for a building) is one the
// media generator makes, and its palettes keep the two sides apart for colour-blind players
// as well as everyone else.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <fstream>
#include <set>

#include "battlefield/TerrainSpec.h"
#include "data/ConfigError.h"
#include "support/TestPaths.h"
#include "view/MediaBinding.h"

namespace sandtable::view {
namespace {

MediaBinding shipped() { return MediaBinding::load(test::sourceRoot() / "media" / "binding.yaml"); }

TEST(MediaBinding, EveryMicroBattleTroopTypeHasItsOwnLook) {
  const MediaBinding b = shipped();
  const YAML::Node rules = YAML::LoadFile(test::configPath("rulesets/microbattle.yaml").string());
  int types = 0;
  for (const auto& period : rules["periods"]) {
    for (const auto& unit : period.second["units"]) {
      const std::string type = unit.first.as<std::string>();
      EXPECT_TRUE(b.bound("microbattle", type)) << type << " falls back to the default look";
      ++types;
    }
  }
  EXPECT_GE(types, 12);
  // Horse and musket cavalry are troopers, not ancient riders.
  EXPECT_EQ(b.troop("microbattle", "cavalry", "horse_and_musket").figure, "horse_trooper");
  EXPECT_EQ(b.troop("microbattle", "cavalry", "shock").figure, "horse_rider");
  EXPECT_EQ(b.troop("microbattle", "no_such_type").figure, b.troop("other", "x").figure)
      << "unknown types get the default";
}

// The stems of every model, texture and sound the media generator made for this build.
std::set<std::string> generated() {
  std::ifstream manifest(std::filesystem::path(SANDTABLE_GENERATED_MEDIA) / "manifest.txt");
  EXPECT_TRUE(manifest) << "the build generates media/manifest.txt (sandtable-media target)";
  std::set<std::string> made;
  for (std::string line; std::getline(manifest, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::string path = line.substr(0, line.find(' '));
    made.insert(path.substr(path.find('/') + 1, path.rfind('.') - path.find('/') - 1));
  }
  return made;
}

TEST(MediaBinding, EveryModelAndSoundItNamesIsGenerated) {
  const MediaBinding b = shipped();
  const std::set<std::string> made = generated();
  ASSERT_FALSE(made.empty());
  for (const std::string& m : b.modelNames()) EXPECT_TRUE(made.count(m)) << "model " << m;
  for (const std::string& s : b.soundNames()) EXPECT_TRUE(made.count(s)) << "sound " << s;
  EXPECT_GE(b.soundNames().size(), 8u);
}

TEST(MediaBinding, EveryModelABattlefieldMayNameForABuildingIsGenerated) {
  const std::set<std::string> made = generated();
  ASSERT_FALSE(battlefield::buildingModels().empty());
  for (const std::string& m : battlefield::buildingModels()) EXPECT_TRUE(made.count(m)) << m;
}

TEST(MediaBinding, MarkersAreReadAsTextWhateverTheirCase) {
  const MediaBinding b = shipped();
  EXPECT_EQ(b.marker("SHAKEN").model, "marker_shaken");
  EXPECT_EQ(b.marker("shaken").label, "Shaken");
  const MarkerLook unknown = b.marker("Bewildered");
  EXPECT_EQ(unknown.model, "marker_generic");
  EXPECT_EQ(unknown.label, "Bewildered") << "an unbound marker keeps its own words";
  // Deployed pavises stand before the front rank; tokens stay in the row behind.
  EXPECT_TRUE(b.marker("pavises").front);
  EXPECT_EQ(b.marker("pavises").model, "pavises");
  EXPECT_FALSE(b.marker("shaken").front);
}

// Simulated colour vision (Machado, Oliveira and Fernandes 2009, severity 1.0), on linear RGB.
struct Vision {
  const char* name;
  float m[3][3];
};
const Vision kVisions[] = {
    {"normal", {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
    {"protanopia",
     {{0.152286f, 1.052583f, -0.204868f},
      {0.114503f, 0.786281f, 0.099216f},
      {-0.003882f, -0.048116f, 1.051998f}}},
    {"deuteranopia",
     {{0.367322f, 0.860646f, -0.227968f},
      {0.280085f, 0.672501f, 0.047413f},
      {-0.011820f, 0.042940f, 0.968881f}}},
    {"tritanopia",
     {{1.255528f, -0.076749f, -0.178779f},
      {-0.078411f, 0.930809f, 0.147602f},
      {0.004733f, 0.691367f, 0.303900f}}},
};

float linear(float c) { return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f); }

TEST(MediaBinding, EveryPaletteKeepsTheSidesApartInEveryKindOfColourVision) {
  const MediaBinding b = shipped();
  ASSERT_GE(b.palettes().size(), 2u) << "a colour-blind safe default and an alternative";
  EXPECT_EQ(b.palettes().front().id, "colour_blind_safe");
  for (const Palette& p : b.palettes()) {
    for (const Vision& v : kVisions) {
      float seen[2][3];
      for (int s = 0; s < 2; ++s) {
        const Colour& c = p.sides[static_cast<std::size_t>(s)].primary;
        const float rgb[3] = {linear(c.r), linear(c.g), linear(c.b)};
        for (int i = 0; i < 3; ++i)
          seen[s][i] = v.m[i][0] * rgb[0] + v.m[i][1] * rgb[1] + v.m[i][2] * rgb[2];
      }
      // Distinct in lightness or in colour: the simulated colours are far apart.
      const float d = std::sqrt((seen[0][0] - seen[1][0]) * (seen[0][0] - seen[1][0]) +
                                (seen[0][1] - seen[1][1]) * (seen[0][1] - seen[1][1]) +
                                (seen[0][2] - seen[1][2]) * (seen[0][2] - seen[1][2]));
      EXPECT_GT(d, 0.25f) << p.id << " under " << v.name;
    }
  }
}

// Relative luminance of a colour (sRGB), as WCAG reckons contrast.
float luminance(const Colour& c) { return 0.2126f * linear(c.r) + 0.7152f * linear(c.g) + 0.0722f * linear(c.b); }

TEST(MediaBinding, TheHighContrastPaletteStandsOutFromTheGrass) {
  // The open ground's grass at its middle tone (tools/media's ground_grass texture).
  const Colour grass{0.36f, 0.50f, 0.20f};
  const MediaBinding b = shipped();
  const Palette& p = b.palette("high_contrast");
  ASSERT_EQ(p.id, "high_contrast");
  for (int s = 0; s < 2; ++s) {
    const float l = luminance(p.sides[static_cast<std::size_t>(s)].primary), g = luminance(grass);
    const float contrast = (std::max(l, g) + 0.05f) / (std::min(l, g) + 0.05f);
    EXPECT_GE(contrast, 3.0f) << "side " << s + 1 << " against the grass";
  }
}

TEST(MediaBinding, ABadBindingIsReportedWhereItIsWrong) {
  const auto dir = test::scratchDir("binding");
  const auto file = dir / "binding.yaml";
  std::ofstream(file)
      << "binding:\n  palettes:\n    p: {name: P, side1: {primary: \"#12345\", secondary: "
         "\"#ffffff\"}, side2: {primary: \"#000000\", secondary: \"#ffffff\"}}\n"
         "  troops:\n    default: {figure: foot_spear, files: 40}\n  markers:\n    default: "
         "{model: marker_generic}\n    pavises: {model: pavises, at: ahead}\n";
  try {
    MediaBinding::load(file);
    FAIL() << "accepted a bad binding";
  } catch (const data::ConfigErrors& e) {
    std::string all;
    for (const auto& err : e.errors()) all += err.str() + "\n";
    EXPECT_NE(all.find("binding.yaml:3:"), std::string::npos) << all;  // the bad colour
    EXPECT_NE(all.find("#RRGGBB"), std::string::npos) << all;
    EXPECT_NE(all.find("binding.yaml:5:"), std::string::npos) << all;  // files out of range
    EXPECT_NE(all.find("binding.yaml:8:"), std::string::npos) << all;  // a marker's 'at'
    EXPECT_NE(all.find("'front' or 'behind'"), std::string::npos) << all;
  }
}

TEST(MediaBinding, TheLabelsMarkersAreBadgesWithOneShapeForOneMeaning) {
  const MediaBinding b = shipped();
  // Every marker a label shows, of either shipped rule system, has a badge.
  for (const char* key : {"SHAKEN", "activated", "Worn", "Broken", "Berserk", "unformed", "champion", "casualty"}) {
    EXPECT_TRUE(b.marker(key).badge) << key;
  }
  // Morale a step down is one shape in both systems; a broken unit another; casualties count.
  EXPECT_EQ(b.marker("shaken").badge->shape, BadgeShape::Triangle);
  EXPECT_EQ(b.marker("worn").badge->shape, BadgeShape::Triangle);
  EXPECT_EQ(b.marker("broken").badge->shape, BadgeShape::Square);
  EXPECT_EQ(b.marker("champion").badge->shape, BadgeShape::Star);
  EXPECT_EQ(b.marker("activated").badge->shape, BadgeShape::Tick);
  EXPECT_EQ(b.marker("worn").badge->glyph, "!");
  // A marker no entry names still shows, as the default's badge.
  EXPECT_TRUE(b.marker("Bewildered").badge);
  // The legend: each meaning once, in the file's order, none without words.
  const std::vector<MarkerLook> legend = b.badgeLegend();
  ASSERT_GE(legend.size(), 10u);
  EXPECT_EQ(legend.front().label, "Shaken");
  std::set<std::string> labels;
  for (const MarkerLook& m : legend) {
    EXPECT_TRUE(m.badge);
    EXPECT_FALSE(m.label.empty());
    EXPECT_TRUE(labels.insert(m.label).second) << m.label << " twice";
  }
}

TEST(MediaBinding, ABadBadgeIsReportedWhereItIsWrong) {
  const auto dir = test::scratchDir("binding-badge");
  const auto file = dir / "binding.yaml";
  std::ofstream(file) << "binding:\n  palettes:\n    p: {name: P, side1: {primary: \"#102030\", secondary: "
                         "\"#ffffff\"}, side2: {primary: \"#000000\", secondary: \"#ffffff\"}}\n"
                         "  troops:\n    default: {figure: foot_spear}\n  markers:\n"
                         "    default: {model: marker_generic, badge: {shape: hexagon, colour: \"#999999\"}}\n"
                         "    shaken: {model: marker_shaken, badge: {shape: circle, colour: red}}\n"
                         "    worn: {model: marker_shaken, badge: {shape: circle, colour: \"#999999\", glyph: \"!!!\"}}\n";
  try {
    MediaBinding::load(file);
    FAIL() << "accepted a bad badge";
  } catch (const data::ConfigErrors& e) {
    std::string all;
    for (const auto& err : e.errors()) all += err.str() + "\n";
    EXPECT_NE(all.find("binding.yaml:7:"), std::string::npos) << all;
    EXPECT_NE(all.find("unknown badge shape 'hexagon'"), std::string::npos) << all;
    EXPECT_NE(all.find("binding.yaml:8:"), std::string::npos) << all;
    EXPECT_NE(all.find("#RRGGBB, not 'red'"), std::string::npos) << all;
    EXPECT_NE(all.find("binding.yaml:9:"), std::string::npos) << all;
    EXPECT_NE(all.find("one or two printable ASCII characters"), std::string::npos) << all;
  }
}

}  // namespace
}  // namespace sandtable::view
