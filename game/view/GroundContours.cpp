// How the table shows its relief on the colour map: hill shading everywhere and contour
// lines on a measured table.
//
// Contour lines on a measured table. Heights are drawn true to scale, so Senlac ridge, 22 m
// high with a south face a little steeper than 1 in 10, rises 49 mm of table over several
// spans: the sun's shading of so gentle a slope is all but lost from the overview camera,
// yet the rules turn on it (uphill opponent, 3.2.1 slopes). A line every few millimetres of
// height, as stepped hill boards are cut, shows where the ground rises and how steeply
// (lines close together).
#include <algorithm>
#include <cmath>

#include "GroundSampling.h"

namespace sandtable::view::ground {

namespace {

// How much steeper than true the shading reads a slope, as a relief map's shading does: at
// the battlefield's own scale Senlac's 1 in 10 turns its face only 6 degrees from the sun.
constexpr float kShadeRelief = 3.5f;
// The darkest and brightest a slope is shaded, so that contours and what stands on it still
// read.
constexpr float kDarkest = 0.62f, kBrightest = 1.2f;

}  // namespace

std::vector<float> hillShadeMap(const std::vector<float>& heights, int n, float step,
                                const GroundOptions& o) {
  std::vector<float> shade(heights.size(), 1.0f);
  if (o.hillShade <= 0 || n < 2) return shade;
  // Toward the sun, and how brightly the sun lights level ground.
  float lx = -o.sunX, ly = -o.sunY, lz = -o.sunZ;
  const float len = std::sqrt(lx * lx + ly * ly + lz * lz);
  lx /= len;
  ly /= len;
  lz /= len;
  auto h = [&](int i, int j) {
    return heights[static_cast<std::size_t>(std::clamp(j, 0, n - 1) * n + std::clamp(i, 0, n - 1))];
  };
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) {
      const float gx = (h(i + 1, j) - h(i - 1, j)) / (2 * step) * kShadeRelief;
      const float gz = (h(i, j + 1) - h(i, j - 1)) / (2 * step) * kShadeRelief;
      const float lit = (-gx * lx + ly - gz * lz) / std::sqrt(gx * gx + 1 + gz * gz);
      // Brighter where the ground turns to the sun, darker where it turns away: the hill
      // reads as a hill, not a smudge. (A GPU's colour map holds no more than full
      // brightness, so there the lit faces stay as level ground is and its lightmap lights
      // them; the baked ground of a software renderer keeps both.)
      const float k = 1.0f + o.hillShade * 1.6f * (lit - ly);
      shade[static_cast<std::size_t>(j * n + i)] = std::clamp(k, kDarkest, kBrightest);
    }
  }
  return shade;
}

float contourShade(const GroundModel& g, WorldXZ c, float texel, float interval) {
  const float h = g.heightAt(c.x, c.z);
  const float level = std::round(h / interval) * interval;
  // The datum is not drawn: flat ground at base height would be all line.
  if (std::fabs(level) < interval * 0.5f) return 1.0f;
  const float gx = (g.heightAt(c.x + texel, c.z) - g.heightAt(c.x - texel, c.z)) / (2 * texel);
  const float gz = (g.heightAt(c.x, c.z + texel) - g.heightAt(c.x, c.z - texel)) / (2 * texel);
  const float slope = std::sqrt(gx * gx + gz * gz);
  if (slope < 0.004f) return 1.0f;  // a level top: no line runs across it
  // How far across the ground the contour lies from this texel, and a line about two
  // texels wide with soft edges.
  const float across = std::fabs(h - level) / slope;
  const float half = texel * 1.25f;
  if (across >= half) return 1.0f;
  return 1.0f - 0.35f * (1.0f - across / half);
}

}  // namespace sandtable::view::ground
