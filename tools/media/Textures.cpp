// Procedural ground textures from Perlin noise (stb_perlin, wrapped so every texture
// tiles), painted to read as a model-railway style terrain board at tabletop distance.
#include "Textures.h"

#include <stb_image_write.h>
#include <stb_perlin.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <stdexcept>

namespace sandtable::media {
namespace {

constexpr int kSize = 256;
using Rgb = std::array<float, 3>;

Rgb mix(Rgb a, Rgb b, float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  return {a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t};
}

// Fractal noise in [-1, 1] (roughly) that tiles every `period` pixels.
float fbm(float x, float y, int period, int octaves, int seed) {
  float sum = 0, amp = 0.5f, freq = 1;
  for (int o = 0; o < octaves; ++o) {
    const int wrap = static_cast<int>(static_cast<float>(period) * freq / 32.0f);
    sum += amp * stb_perlin_noise3_wrap_nonpow2(x * freq / 32.0f, y * freq / 32.0f,
                                                static_cast<float>(seed) * 7.1f, wrap, wrap, 0,
                                                static_cast<unsigned char>(seed));
    amp *= 0.5f;
    freq *= 2;
  }
  return sum * 1.6f;
}

// Deterministic per-pixel speckle in [0, 1).
float hash01(int x, int y, int seed) {
  std::uint32_t h = static_cast<std::uint32_t>(x) * 374761393u +
                    static_cast<std::uint32_t>(y) * 668265263u +
                    static_cast<std::uint32_t>(seed) * 2246822519u;
  h = (h ^ (h >> 13)) * 1274126177u;
  return static_cast<float>((h ^ (h >> 16)) & 0xffffff) / 16777216.0f;
}

using Painter = std::function<Rgb(int x, int y)>;

Rgb grass(int x, int y) {
  const float n = fbm(static_cast<float>(x), static_cast<float>(y), kSize, 4, 1);
  const float s = hash01(x, y, 11);
  Rgb c = mix({0.30f, 0.45f, 0.18f}, {0.42f, 0.55f, 0.22f}, 0.5f + n);
  if (s > 0.93f) c = mix(c, {0.55f, 0.62f, 0.30f}, 0.6f);
  if (s < 0.05f) c = mix(c, {0.20f, 0.32f, 0.12f}, 0.6f);
  return c;
}

Rgb earth(int x, int y) {
  const float n = fbm(static_cast<float>(x), static_cast<float>(y), kSize, 4, 2);
  const float s = hash01(x, y, 12);
  Rgb c = mix({0.40f, 0.30f, 0.19f}, {0.52f, 0.40f, 0.26f}, 0.5f + n);
  if (s > 0.95f) c = mix(c, {0.62f, 0.56f, 0.48f}, 0.7f);
  return c;
}

Rgb riverbed(int x, int y) {
  const float n = fbm(static_cast<float>(x), static_cast<float>(y), kSize, 4, 4);
  const float s = hash01(x / 4, y / 4, 14);  // 4-texel pebbles: 256 is a whole number of them
  Rgb c = mix({0.30f, 0.28f, 0.22f}, {0.42f, 0.38f, 0.30f}, 0.5f + n);
  if (s > 0.8f) c = mix(c, {0.55f, 0.52f, 0.46f}, 0.6f);  // pebbles
  return c;
}

Rgb woodsFloor(int x, int y) {
  const float n = fbm(static_cast<float>(x), static_cast<float>(y), kSize, 4, 5);
  const float s = hash01(x / 2, y / 2, 15);
  Rgb c = mix({0.22f, 0.22f, 0.12f}, {0.34f, 0.28f, 0.15f}, 0.5f + n);
  if (s > 0.75f) c = mix(c, {0.45f, 0.30f, 0.12f}, 0.5f);  // fallen leaves
  if (s < 0.10f) c = mix(c, {0.20f, 0.30f, 0.12f}, 0.6f);  // moss
  return c;
}

Rgb fields(int x, int y) {
  // Crop rows: 16 stripes across the tile, alternate strips ripening differently.
  const float n = fbm(static_cast<float>(x), static_cast<float>(y), kSize, 3, 6);
  const float row = std::fmod(static_cast<float>(y), 16.0f) / 16.0f;
  const bool strip = (y / 128) % 2 == 0;
  const Rgb crop = strip ? Rgb{0.74f, 0.64f, 0.30f} : Rgb{0.55f, 0.60f, 0.25f};
  const Rgb furrow{0.42f, 0.34f, 0.20f};
  Rgb c = mix(crop, furrow, row < 0.25f ? 0.8f : 0.0f);
  return mix(c, {0.80f, 0.72f, 0.40f}, 0.2f * (0.5f + n));
}

struct Named {
  const char* name;
  const char* what;
  Painter paint;
};

const std::vector<Named>& painters() {
  static const std::vector<Named> all = {
      {"ground_grass", "grass, the open ground", grass},
      {"ground_earth", "bare earth: slopes, banks, trampled ground", earth},
      {"ground_riverbed", "river bed under the water", riverbed},
      {"ground_woods", "woods floor: leaf litter and moss", woodsFloor},
      {"ground_fields", "fields: crop rows in strips", fields},
  };
  return all;
}

void writePng(const std::filesystem::path& path, int w, int h,
              const std::vector<unsigned char>& rgba) {
  std::filesystem::create_directories(path.parent_path());
  const auto tmp = path.string() + ".tmp.png";
  if (!stbi_write_png(tmp.c_str(), w, h, 4, rgba.data(), w * 4))
    throw std::runtime_error("cannot write " + tmp);
  std::filesystem::rename(tmp, path);
}

unsigned char byte(float v) {
  return static_cast<unsigned char>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f);
}

}  // namespace

std::vector<TextureRecipe> textureRecipes() {
  std::vector<TextureRecipe> r;
  for (const Named& n : painters()) r.push_back({n.name, n.what});
  r.push_back({"sky", "sky gradient for the sky dome"});
  return r;
}

void writeTexture(const std::filesystem::path& dir, const std::string& name) {
  const auto path = dir / (name + ".png");
  if (name == "sky") {
    // Ogre's sky dome runs its texture from overhead (v = 0) down to the horizon (v = 1) and
    // clamps below it: deep blue overhead, haze low down, and a far-off meadow at the horizon
    // and under it, which is what shows round the table when the camera looks past its edge.
    const int w = 16, h = 256;
    std::vector<unsigned char> px(static_cast<std::size_t>(w * h * 4));
    for (int y = 0; y < h; ++y) {
      const float t = static_cast<float>(y) / static_cast<float>(h - 1);
      Rgb c;
      if (t < 0.8f) {
        c = mix({0.30f, 0.48f, 0.78f}, {0.80f, 0.85f, 0.90f}, std::pow(t / 0.8f, 1.6f));
      } else {
        c = mix({0.80f, 0.85f, 0.90f}, {0.22f, 0.30f, 0.15f}, std::min(1.0f, (t - 0.8f) / 0.08f));
      }
      for (int x = 0; x < w; ++x) {
        unsigned char* p = &px[static_cast<std::size_t>((y * w + x) * 4)];
        p[0] = byte(c[0]);
        p[1] = byte(c[1]);
        p[2] = byte(c[2]);
        p[3] = 255;
      }
    }
    writePng(path, w, h, px);
    return;
  }
  for (const Named& n : painters()) {
    if (name != n.name) continue;
    std::vector<unsigned char> px(static_cast<std::size_t>(kSize * kSize * 4));
    for (int y = 0; y < kSize; ++y) {
      for (int x = 0; x < kSize; ++x) {
        const Rgb c = n.paint(x, y);
        unsigned char* p = &px[static_cast<std::size_t>((y * kSize + x) * 4)];
        p[0] = byte(c[0]);
        p[1] = byte(c[1]);
        p[2] = byte(c[2]);
        p[3] = 0;  // no specular: the terrain's alpha channel is its shininess
      }
    }
    writePng(path, kSize, kSize, px);
    return;
  }
  throw std::runtime_error("no texture named '" + name + "'");
}

}  // namespace sandtable::media
