// The table's settings a player can change (palette, UI scale, sound, AI pace, terrain
// detail, height exaggeration, labels): shipped defaults in config/table.yaml, the player's own choices in
// $XDG_CONFIG_HOME/sandtable/table.yaml, written atomically when changed.
#pragma once

#include <filesystem>
#include <string>

namespace sandtable::view {

enum class TerrainDetail { Auto, Layered, Composite };

// The UI scale's range: small text on a large screen up to a projector at the back of a class.
inline constexpr float kMinUiScale = 0.75f;
inline constexpr float kMaxUiScale = 2.5f;

struct ViewSettings {
  std::string palette = "colour_blind_safe";
  float uiScale = 1.0f;
  bool sound = true;
  float volume = 0.8f;
  float aiSecondsPerAction = 0.9f;
  float animationSpeed = 1.0f;
  TerrainDetail terrainDetail = TerrainDetail::Auto;
  // The table's hills drawn this many times as high (1 to 3): looks only, never the rules'.
  float heightExaggeration = 1.0f;
  bool showLabels = true;
  int windowWidth = 1280;
  int windowHeight = 720;

  // Reads a settings file over these values; throws data::ConfigErrors on bad content.
  void readFile(const std::filesystem::path& file);
  std::string toYaml() const;
  friend bool operator==(const ViewSettings&, const ViewSettings&) = default;
};

// The player's settings file ($XDG_CONFIG_HOME/sandtable/table.yaml or ~/.config/...).
std::filesystem::path userSettingsPath();

// Shipped defaults, then the player's file if there is one. A broken player file is
// reported through `problem` and ignored rather than stopping the table.
ViewSettings loadViewSettings(const std::filesystem::path& shipped,
                              const std::filesystem::path& user, std::string* problem = nullptr);
void saveViewSettings(const ViewSettings& s, const std::filesystem::path& user);

const char* terrainDetailName(TerrainDetail d);

}  // namespace sandtable::view
