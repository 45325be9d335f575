#include "HillShade.h"

#include <stb_image_write.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace sandtable::session {

namespace {

using Rgb = std::array<double, 3>;

// The low ground's tint and the high ground's (a pale meadow green to a dry, sunlit tan).
constexpr Rgb kLow{0.80, 0.86, 0.70};
constexpr Rgb kHigh{0.90, 0.84, 0.68};
// The light: from the north-west (x east, y north), 45 degrees above the horizon.
constexpr double kLightX = -0.5, kLightY = 0.5, kLightZ = 0.70710678;
// The slope (rise over run) that a battle's steepest ground is shaded as, and the most its
// slopes are exaggerated to get there.
constexpr double kShownSlope = 0.35;
constexpr double kMostExaggeration = 8.0;

struct Sample {
  double height = 0;
  double dzdx = 0, dzdy = 0;
};

// How much slopes are exaggerated: the steep end of the ground's slopes (the 95th percentile,
// so that a few steep cells do not flatten the rest) shaded as kShownSlope.
double exaggerationFor(const std::vector<Sample>& samples) {
  std::vector<double> slopes;
  slopes.reserve(samples.size());
  for (const Sample& s : samples) slopes.push_back(std::hypot(s.dzdx, s.dzdy));
  if (slopes.empty()) return 1.0;
  const std::size_t at = slopes.size() * 95 / 100;
  std::nth_element(slopes.begin(), slopes.begin() + static_cast<std::ptrdiff_t>(at), slopes.end());
  const double steep = slopes[at];
  if (steep <= 1e-6) return 1.0;
  return std::clamp(kShownSlope / steep, 1.0, kMostExaggeration);
}

}  // namespace

GroundPicture shadeGround(const battlefield::TerrainSpec& spec, int width, bool contours) {
  GroundPicture p;
  p.width = std::max(1, width);
  const double aspect = spec.width > 0 ? static_cast<double>(spec.depth) / static_cast<double>(spec.width) : 1.0;
  p.height = std::max(1, static_cast<int>(std::lround(p.width * aspect)));
  const std::size_t count = static_cast<std::size_t>(p.width) * static_cast<std::size_t>(p.height);
  std::vector<Sample> samples(count);
  const battlefield::HeightGrid& ground = spec.ground;
  const double widthM = spec.scale.toMetres(spec.width), depthM = spec.scale.toMetres(spec.depth);
  if (!ground.empty()) {
    for (int row = 0; row < p.height; ++row) {
      for (int col = 0; col < p.width; ++col) {
        const double x = (col + 0.5) / p.width * widthM;
        const double y = (1.0 - (row + 0.5) / p.height) * depthM;
        Sample& s = samples[static_cast<std::size_t>(row) * static_cast<std::size_t>(p.width) +
                            static_cast<std::size_t>(col)];
        s.height = ground.heightAt(x, y);
        ground.gradientAt(x, y, s.dzdx, s.dzdy);
      }
    }
  }
  const double exaggeration = exaggerationFor(samples);
  double low = 0, high = 0;
  if (!ground.empty()) {
    low = ground.minHeight();
    high = ground.maxHeight();
  }
  // A contour every 10 mm of table height, as the 3D table draws them.
  const double contour = spec.scale.toMetres(10 * rules::kMillimetre);
  const double flatLight = kLightZ;
  const double metresPerPixel = widthM / p.width;
  p.rgb.resize(count * 3);
  for (int row = 0; row < p.height; ++row) {
    for (int col = 0; col < p.width; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * static_cast<std::size_t>(p.width) +
                            static_cast<std::size_t>(col);
      const Sample& s = samples[i];
      const double nx = -s.dzdx * exaggeration, ny = -s.dzdy * exaggeration;
      const double light = (nx * kLightX + ny * kLightY + kLightZ) / std::sqrt(nx * nx + ny * ny + 1.0);
      // Flat ground keeps its tint; a slope to the light brightens it, one away darkens it.
      // (Within bounds: a steep step of a gridded table's hill is not drawn black.)
      double shade = std::clamp(1.0 + 0.9 * (std::max(0.0, light) - flatLight), 0.6, 1.3);
      const double t = high > low ? (s.height - low) / (high - low) : 0.0;
      // A contour line about a pixel wide, its edges softened: how far the pixel is from the
      // nearest contour's height, in pixels across the slope.
      const double rise = std::hypot(s.dzdx, s.dzdy) * metresPerPixel;
      // The datum is not drawn (flat ground at base height would be all line), as on the table.
      const double level = std::round(s.height / contour) * contour;
      if (contours && contour > 0 && std::abs(level) >= contour / 2 && rise > 1e-9) {
        const double off = std::abs(s.height - level) / rise;
        shade *= 1.0 - 0.22 * std::clamp(1.1 - off, 0.0, 1.0);
      }
      for (std::size_t c = 0; c < 3; ++c) {
        const double tint = kLow[c] + (kHigh[c] - kLow[c]) * t;
        p.rgb[i * 3 + c] = static_cast<std::uint8_t>(std::lround(std::clamp(tint * shade, 0.0, 1.0) * 255.0));
      }
    }
  }
  return p;
}

std::vector<std::uint8_t> encodePng(const GroundPicture& picture) {
  std::vector<std::uint8_t> bytes;
  auto append = [](void* context, void* data, int size) {
    auto* out = static_cast<std::vector<std::uint8_t>*>(context);
    const auto* from = static_cast<const std::uint8_t*>(data);
    out->insert(out->end(), from, from + size);
  };
  stbi_write_png_to_func(append, &bytes, picture.width, picture.height, 3, picture.rgb.data(), picture.width * 3);
  return bytes;
}

}  // namespace sandtable::session
