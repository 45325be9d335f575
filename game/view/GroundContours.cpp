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
