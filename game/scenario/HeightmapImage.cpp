// Heightmaps from PNG images (8- or 16-bit grayscale; colour images are read as their
// brightness), decoded with stb_image.
#include <stb/stb_image.h>

#include <memory>

#include "TerrainYaml.h"

namespace sandtable::scenario::terrain {

std::optional<battlefield::HeightGrid> readHeightmapImage(TerrainReader& t,
                                                          const std::filesystem::path& file,
                                                          const YAML::Node& at, double lowM,
                                                          double highM) {
  int w = 0, h = 0, channels = 0;
  std::unique_ptr<stbi_us, void (*)(void*)> pixels(
      stbi_load_16(file.string().c_str(), &w, &h, &channels, 1), stbi_image_free);
  if (!pixels) {
    t.r.error(at, "cannot read the heightmap '" + file.string() +
                      "': " + (stbi_failure_reason() ? stbi_failure_reason() : "unknown error"));
    return std::nullopt;
  }
  if (w < 2 || h < 2 || w > 4097 || h > 4097) {
    t.r.error(at, "the heightmap must be between 2 x 2 and 4097 x 4097 pixels, not " +
                      std::to_string(w) + " x " + std::to_string(h));
    return std::nullopt;
  }
  // stb gives 8-bit images scaled to 16 bits; the image's top row is the north edge.
  std::vector<float> heights(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  for (int row = 0; row < h; ++row) {
    const stbi_us* src =
        pixels.get() + static_cast<std::size_t>(h - 1 - row) * static_cast<std::size_t>(w);
    for (int col = 0; col < w; ++col) {
      heights[static_cast<std::size_t>(row) * static_cast<std::size_t>(w) +
              static_cast<std::size_t>(col)] =
          static_cast<float>(lowM + (highM - lowM) * static_cast<double>(src[col]) / 65535.0);
    }
  }
  const double worldW = t.scale.toMetres(t.width), worldD = t.scale.toMetres(t.depth);
  return battlefield::HeightGrid(w, h, worldW / (w - 1), worldD / (h - 1), std::move(heights));
}

}  // namespace sandtable::scenario::terrain
