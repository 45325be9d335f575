#include "ViewSettings.h"

#include <cstdlib>
#include <sstream>

#include "data/YamlReader.h"
#include "platform/AtomicFile.h"

namespace sandtable::view {

const char* terrainDetailName(TerrainDetail d) {
  switch (d) {
    case TerrainDetail::Auto:
      return "auto";
    case TerrainDetail::Layered:
      return "layered";
    case TerrainDetail::Composite:
      return "composite";
  }
  return "auto";
}

namespace {

std::optional<float> readFloat(data::YamlReader& r, const YAML::Node& map, std::string_view key,
                               float lo, float hi) {
  const YAML::Node n = data::YamlReader::child(map, key);
  if (!n) return std::nullopt;
  try {
    const float v = n.as<float>();
    if (v >= lo && v <= hi) return v;
    r.error(n, "'" + std::string(key) + "' must be between " + std::to_string(lo) + " and " +
                   std::to_string(hi));
  } catch (const YAML::Exception&) {
    r.error(n, "'" + std::string(key) + "' must be a number");
  }
  return std::nullopt;
}

}  // namespace

void ViewSettings::readFile(const std::filesystem::path& file) {
  data::YamlReader r = data::YamlReader::fromFile(file);
  const YAML::Node t = data::YamlReader::child(r.root(), "table");
  r.checkKeys(r.root(), {"table"});
  if (!t) {
    r.error(r.root(), "expected a top-level 'table' section");
    r.throwIfErrors();
  }
  r.checkKeys(t,
              {"palette", "ui_scale", "sound", "volume", "ai_seconds_per_action", "animation_speed",
               "terrain_detail", "height_exaggeration", "show_labels", "window_width", "window_height"});
  if (auto v = r.string(t, "palette", false)) palette = *v;
  if (auto v = readFloat(r, t, "ui_scale", kMinUiScale, kMaxUiScale)) uiScale = *v;
  if (auto v = r.boolean(t, "sound", false)) sound = *v;
  if (auto v = readFloat(r, t, "volume", 0.0f, 1.0f)) volume = *v;
  if (auto v = readFloat(r, t, "ai_seconds_per_action", 0.0f, 10.0f)) aiSecondsPerAction = *v;
  if (auto v = readFloat(r, t, "animation_speed", 0.25f, 4.0f)) animationSpeed = *v;
  if (auto v = r.string(t, "terrain_detail", false)) {
    if (*v == "auto")
      terrainDetail = TerrainDetail::Auto;
    else if (*v == "layered")
      terrainDetail = TerrainDetail::Layered;
    else if (*v == "composite")
      terrainDetail = TerrainDetail::Composite;
    else
      r.error(data::YamlReader::child(t, "terrain_detail"),
              "terrain_detail is auto, layered or composite");
  }
  if (auto v = readFloat(r, t, "height_exaggeration", 1.0f, 3.0f)) heightExaggeration = *v;
  if (auto v = r.boolean(t, "show_labels", false)) showLabels = *v;
  if (auto v = r.integer(t, "window_width", false, 320, 16384)) windowWidth = static_cast<int>(*v);
  if (auto v = r.integer(t, "window_height", false, 240, 16384))
    windowHeight = static_cast<int>(*v);
  r.throwIfErrors();
}

std::string ViewSettings::toYaml() const {
  std::ostringstream out;
  out << "# Sandtable 3D table: your settings (written by the Settings panel).\n";
  out << "table:\n";
  out << "  palette: " << palette << "\n";
  out << "  ui_scale: " << uiScale << "\n";
  out << "  sound: " << (sound ? "true" : "false") << "\n";
  out << "  volume: " << volume << "\n";
  out << "  ai_seconds_per_action: " << aiSecondsPerAction << "\n";
  out << "  animation_speed: " << animationSpeed << "\n";
  out << "  terrain_detail: " << terrainDetailName(terrainDetail) << "\n";
  out << "  height_exaggeration: " << heightExaggeration << "\n";
  out << "  show_labels: " << (showLabels ? "true" : "false") << "\n";
  out << "  window_width: " << windowWidth << "\n";
  out << "  window_height: " << windowHeight << "\n";
  return out.str();
}

std::filesystem::path userSettingsPath() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "sandtable" / "table.yaml";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "sandtable" / "table.yaml";
  return "sandtable-table.yaml";
}

ViewSettings loadViewSettings(const std::filesystem::path& shipped,
                              const std::filesystem::path& user, std::string* problem) {
  ViewSettings s;
  std::error_code ec;
  if (std::filesystem::exists(shipped, ec)) s.readFile(shipped);
  if (!user.empty() && std::filesystem::exists(user, ec)) {
    ViewSettings mine = s;
    try {
      mine.readFile(user);
      s = mine;
    } catch (const data::ConfigErrors& e) {
      if (problem) {
        *problem = "your settings were not used: ";
        for (const auto& err : e.errors()) *problem += err.str() + "; ";
      }
    }
  }
  return s;
}

void saveViewSettings(const ViewSettings& s, const std::filesystem::path& user) {
  if (!user.parent_path().empty()) std::filesystem::create_directories(user.parent_path());
  platform::writeFileAtomically(user, s.toYaml());
}

}  // namespace sandtable::view
