#include "TerrainBake.h"

#include <OgreResourceGroupManager.h>

#include <algorithm>
#include <cmath>

namespace sandtable::render {

namespace {

struct Rgb {
  float r = 0, g = 0, b = 0;
};

// A layer texture as floats, sampled with wrapping and bilinear filtering.
class Tile {
 public:
  explicit Tile(const std::string& name) {
    Ogre::Image img;
    img.load(name, Ogre::RGN_DEFAULT);
    mW = static_cast<int>(img.getWidth());
    mH = static_cast<int>(img.getHeight());
    mTexels.resize(static_cast<std::size_t>(mW * mH));
    for (int y = 0; y < mH; ++y) {
      for (int x = 0; x < mW; ++x) {
        const Ogre::ColourValue c =
            img.getColourAt(static_cast<std::size_t>(x), static_cast<std::size_t>(y), 0);
        mTexels[static_cast<std::size_t>(y * mW + x)] = {c.r, c.g, c.b};
      }
    }
  }
  Rgb at(float u, float v) const {
    const float x = u * static_cast<float>(mW) - 0.5f, y = v * static_cast<float>(mH) - 0.5f;
    const int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
    const float fx = x - static_cast<float>(x0), fy = y - static_cast<float>(y0);
    auto t = [&](int xx, int yy) {
      xx = ((xx % mW) + mW) % mW;
      yy = ((yy % mH) + mH) % mH;
      return mTexels[static_cast<std::size_t>(yy * mW + xx)];
    };
    const Rgb a = t(x0, y0), b = t(x0 + 1, y0), c = t(x0, y0 + 1), d = t(x0 + 1, y0 + 1);
    auto lerp = [](const Rgb& p, const Rgb& q, float k) {
      return Rgb{p.r + (q.r - p.r) * k, p.g + (q.g - p.g) * k, p.b + (q.b - p.b) * k};
    };
    return lerp(lerp(a, b, fx), lerp(c, d, fx), fy);
  }

 private:
  int mW = 1, mH = 1;
  std::vector<Rgb> mTexels;
};

// Bilinear lookup in a square map of floats (row 0 at -Z) at a position in [0, 1).
float mapAt(const std::vector<float>& map, int size, float u, float v) {
  const float x =
      std::clamp(u * static_cast<float>(size) - 0.5f, 0.0f, static_cast<float>(size - 1));
  const float y =
      std::clamp(v * static_cast<float>(size) - 0.5f, 0.0f, static_cast<float>(size - 1));
  const int x0 = std::min(static_cast<int>(x), size - 2),
            y0 = std::min(static_cast<int>(y), size - 2);
  const float fx = x - static_cast<float>(x0), fy = y - static_cast<float>(y0);
  auto m = [&](int xx, int yy) { return map[static_cast<std::size_t>(yy * size + xx)]; };
  return (m(x0, y0) * (1 - fx) + m(x0 + 1, y0) * fx) * (1 - fy) +
         (m(x0, y0 + 1) * (1 - fx) + m(x0 + 1, y0 + 1) * fx) * fy;
}

}  // namespace

Ogre::Image bakeTerrain(const TerrainSpec& spec, int size) {
  std::vector<Tile> tiles;
  for (const TerrainLayer& l : spec.layers) tiles.emplace_back(l.texture);

  // Light per heightfield vertex: the sun on the slope, and whether the ground between the
  // vertex and the sun rises above the ray toward it (the hills' own shadows).
  const int n = spec.vertices;
  const float step = spec.worldSize / static_cast<float>(n - 1);
  const Ogre::Vector3 toSun = -spec.sunDirection.normalisedCopy();
  auto h = [&](int x, int y) {
    return spec
        .heights[static_cast<std::size_t>(std::clamp(y, 0, n - 1) * n + std::clamp(x, 0, n - 1))];
  };
  std::vector<float> light[3];
  for (auto& l : light) l.resize(static_cast<std::size_t>(n * n));
  const float horizontal = std::sqrt(toSun.x * toSun.x + toSun.z * toSun.z);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      // Rows run toward +Z, columns toward +X.
      const Ogre::Vector3 normal =
          Ogre::Vector3(h(x - 1, y) - h(x + 1, y), 2 * step, h(x, y - 1) - h(x, y + 1))
              .normalisedCopy();
      float sun = std::max(0.0f, normal.dotProduct(toSun));
      if (horizontal > 1e-4f) {
        const float dx = toSun.x / horizontal, dz = toSun.z / horizontal,
                    rise = toSun.y / horizontal;
        for (int k = 1; k < 48; ++k) {
          const float d = static_cast<float>(k) * step;
          const float px = static_cast<float>(x) + dx * static_cast<float>(k),
                      pz = static_cast<float>(y) + dz * static_cast<float>(k);
          if (px < 0 || pz < 0 || px > static_cast<float>(n - 1) || pz > static_cast<float>(n - 1))
            break;
          if (h(static_cast<int>(std::lround(px)), static_cast<int>(std::lround(pz))) >
              h(x, y) + rise * d + 0.3f) {
            sun *= 0.35f;
            break;
          }
        }
      }
      const std::size_t i = static_cast<std::size_t>(y * n + x);
      light[0][i] = spec.ambient.r + spec.sunColour.r * sun;
      light[1][i] = spec.ambient.g + spec.sunColour.g * sun;
      light[2][i] = spec.ambient.b + spec.sunColour.b * sun;
    }
  }
  std::vector<float> colour[3];
  if (spec.colourMapSize > 0) {
    for (auto& c : colour) c.resize(spec.colourMap.size());
    for (std::size_t i = 0; i < spec.colourMap.size(); ++i) {
      colour[0][i] = spec.colourMap[i].r;
      colour[1][i] = spec.colourMap[i].g;
      colour[2][i] = spec.colourMap[i].b;
    }
  }

  Ogre::Image out(Ogre::PF_BYTE_RGB, static_cast<Ogre::uint32>(size),
                  static_cast<Ogre::uint32>(size));
  unsigned char* px = out.getData();
  const float texel = spec.worldSize / static_cast<float>(size);
  for (int y = 0; y < size; ++y) {
    const float v = (static_cast<float>(y) + 0.5f) / static_cast<float>(size);
    for (int x = 0; x < size; ++x) {
      const float u = (static_cast<float>(x) + 0.5f) / static_cast<float>(size);
      const float wx = u * spec.worldSize, wz = v * spec.worldSize;  // from the -X, -Z corner
      Rgb c = tiles[0].at(wx / spec.layers[0].worldSize, wz / spec.layers[0].worldSize);
      for (std::size_t l = 1; l < tiles.size() && l - 1 < spec.blends.size(); ++l) {
        const float w = mapAt(spec.blends[l - 1], spec.blendSize, u, v);
        if (w <= 0.002f) continue;
        const Rgb t = tiles[l].at(wx / spec.layers[l].worldSize, wz / spec.layers[l].worldSize);
        c = {c.r + (t.r - c.r) * w, c.g + (t.g - c.g) * w, c.b + (t.b - c.b) * w};
      }
      float k[3] = {1, 1, 1};
      if (spec.colourMapSize > 0) {
        for (int ch = 0; ch < 3; ++ch) k[ch] = mapAt(colour[ch], spec.colourMapSize, u, v);
      }
      // The heightfield's vertices sit on the edges, not in texel centres.
      const float hu = std::clamp(u * spec.worldSize / (spec.worldSize - texel), 0.0f, 1.0f);
      const float hv = std::clamp(v * spec.worldSize / (spec.worldSize - texel), 0.0f, 1.0f);
      const float lx = hu * static_cast<float>(n - 1), ly = hv * static_cast<float>(n - 1);
      const int x0 = std::min(static_cast<int>(lx), n - 2),
                y0 = std::min(static_cast<int>(ly), n - 2);
      const float fx = lx - static_cast<float>(x0), fy = ly - static_cast<float>(y0);
      float lit[3];
      for (int ch = 0; ch < 3; ++ch) {
        auto L = [&](int xx, int yy) { return light[ch][static_cast<std::size_t>(yy * n + xx)]; };
        lit[ch] = (L(x0, y0) * (1 - fx) + L(x0 + 1, y0) * fx) * (1 - fy) +
                  (L(x0, y0 + 1) * (1 - fx) + L(x0 + 1, y0 + 1) * fx) * fy;
      }
      unsigned char* p = px + (static_cast<std::size_t>(y) * static_cast<std::size_t>(size) +
                               static_cast<std::size_t>(x)) *
                                  3;
      const float rgb[3] = {c.r * k[0] * lit[0], c.g * k[1] * lit[1], c.b * k[2] * lit[2]};
      for (int ch = 0; ch < 3; ++ch)
        p[ch] = static_cast<unsigned char>(std::clamp(rgb[ch], 0.0f, 1.0f) * 255.0f + 0.5f);
    }
  }
  return out;
}

}  // namespace sandtable::render
