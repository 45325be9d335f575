// Heightmaps from PNG images (8- or 16-bit grayscale; colour images are read as their
// brightness), decoded with stb_image.
#include <stb/stb_image.h>

#include <memory>

#include "TerrainYaml.h"
#include "platform/InputLimits.h"
#include "platform/RegularFile.h"

namespace sandtable::scenario::terrain {

namespace {

bool isPng(const std::string& bytes) {
  static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (bytes.size() < sizeof kSignature) return false;
  for (std::size_t i = 0; i < sizeof kSignature; ++i) {
    if (static_cast<unsigned char>(bytes[i]) != kSignature[i]) return false;
  }
  return true;
}

}  // namespace

std::optional<battlefield::HeightGrid> readHeightmapImage(TerrainReader& t,
                                                          const std::filesystem::path& file,
                                                          const YAML::Node& at, double lowM,
                                                          double highM) {
  namespace limits = platform::limits;
  const std::string name = "the heightmap '" + file.string() + "'";
  // Read once, within the size cap, then measured from its header before anything is decoded:
  // a small file can claim a picture of gigabytes.
  const platform::FileRead read = platform::readRegularFile(file, limits::kMaxHeightmapFileBytes);
  if (!read.bytes) {
    t.r.error(at, "cannot read " + name + ": " + read.problem);
    return std::nullopt;
  }
  const std::string& bytes = *read.bytes;
  if (!isPng(bytes)) {
    t.r.error(at, name + " is not a PNG image (heightmaps are PNG, docs/battlefield.md)");
    return std::nullopt;
  }
  const auto* data = reinterpret_cast<const stbi_uc*>(bytes.data());
  const int size = static_cast<int>(bytes.size());
  int w = 0, h = 0, channels = 0;
  if (!stbi_info_from_memory(data, size, &w, &h, &channels)) {
    t.r.error(at, "cannot read " + name + ": " + (stbi_failure_reason() ? stbi_failure_reason() : "unknown error"));
    return std::nullopt;
  }
  if (w < limits::kMinHeightmapPixels || h < limits::kMinHeightmapPixels || w > limits::kMaxHeightmapPixels ||
      h > limits::kMaxHeightmapPixels) {
    t.r.error(at, "the heightmap must be between " + std::to_string(limits::kMinHeightmapPixels) + " x " +
                      std::to_string(limits::kMinHeightmapPixels) + " and " +
                      std::to_string(limits::kMaxHeightmapPixels) + " x " +
                      std::to_string(limits::kMaxHeightmapPixels) + " pixels, not " + std::to_string(w) + " x " +
                      std::to_string(h));
    return std::nullopt;
  }
  std::unique_ptr<stbi_us, void (*)(void*)> pixels(stbi_load_16_from_memory(data, size, &w, &h, &channels, 1),
                                                   stbi_image_free);
  if (!pixels) {
    t.r.error(at, "cannot read " + name + ": " + (stbi_failure_reason() ? stbi_failure_reason() : "unknown error"));
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
