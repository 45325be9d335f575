#include "LabelBadges.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace sandtable::view {

namespace {

constexpr float kPi = 3.14159265f;

ImU32 fill(const Colour& c, float alpha = 1.0f) {
  auto byte = [](float v) { return static_cast<int>(std::clamp(v, 0.0f, 1.0f) * 255.0f + 0.5f); };
  return IM_COL32(byte(c.r), byte(c.g), byte(c.b), byte(alpha));
}

// A sign drawn on the colour: dark on light colours, white on dark ones.
ImU32 ink(const Colour& c) {
  return 0.3f * c.r + 0.59f * c.g + 0.11f * c.b > 0.55f ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255);
}

const ImU32 kOutline = IM_COL32(0, 0, 0, 150);

// Shapes roomy enough to hold a number; on the others it stands beside the shape.
bool holdsCount(BadgeShape s) {
  return s == BadgeShape::Circle || s == BadgeShape::Square || s == BadgeShape::Shield;
}

float textWidth(const std::string& text, float size) {
  return ImGui::GetFont()->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str()).x;
}

// The number of a counting badge inside its shape, in a slightly smaller type.
float countSize(float size) { return size * 0.8f; }

// A sign on a badge: twice, a pixel apart, for strokes thick enough to read at a small size.
void centredText(ImDrawList& draw, float cx, float cy, float size, ImU32 colour, const std::string& text) {
  const ImVec2 t = ImGui::GetFont()->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
  const ImVec2 at(std::round(cx - t.x / 2 - 0.5f), std::round(cy - t.y / 2));
  draw.AddText(ImGui::GetFont(), size, at, colour, text.c_str());
  draw.AddText(ImGui::GetFont(), size, ImVec2(at.x + 1, at.y), colour, text.c_str());
}

void polygon(ImDrawList& draw, const std::vector<ImVec2>& points, ImU32 colour) {
  draw.AddConvexPolyFilled(points.data(), static_cast<int>(points.size()), colour);
  draw.AddPolyline(points.data(), static_cast<int>(points.size()), kOutline, ImDrawFlags_Closed, 1.0f);
}

}  // namespace

float badgeWidth(const BadgeLook& look, int count, float size) {
  if (count <= 0) return size;
  const std::string n = std::to_string(count);
  if (holdsCount(look.shape)) return std::max(size, textWidth(n, countSize(size)) + size * 0.45f);
  return size + 1.0f + textWidth(n, size);
}

void drawBadge(ImDrawList& draw, float x, float y, float s, const BadgeLook& look, int count) {
  const ImU32 colour = fill(look.colour);
  const float w = holdsCount(look.shape) ? badgeWidth(look, count, s) : s;
  const float cx = x + w / 2, cy = y + s / 2;
  float signY = cy;  // where the sign's middle goes
  switch (look.shape) {
    case BadgeShape::Circle:
      if (w > s) {  // a number too wide for a disc: a capsule
        draw.AddRectFilled(ImVec2(x, y + 0.04f * s), ImVec2(x + w, y + 0.96f * s), colour, 0.46f * s);
        draw.AddRect(ImVec2(x, y + 0.04f * s), ImVec2(x + w, y + 0.96f * s), kOutline, 0.46f * s);
      } else {
        draw.AddCircleFilled(ImVec2(cx, cy), 0.47f * s, colour, 24);
        draw.AddCircle(ImVec2(cx, cy), 0.47f * s, kOutline, 24, 1.0f);
      }
      break;
    case BadgeShape::Square:
      draw.AddRectFilled(ImVec2(x + 0.06f * s, y + 0.06f * s), ImVec2(x + w - 0.06f * s, y + 0.94f * s), colour,
                         0.12f * s);
      draw.AddRect(ImVec2(x + 0.06f * s, y + 0.06f * s), ImVec2(x + w - 0.06f * s, y + 0.94f * s), kOutline, 0.12f * s);
      break;
    case BadgeShape::Diamond:
      polygon(draw, {{cx, y}, {x + s, cy}, {cx, y + s}, {x, cy}}, colour);
      break;
    case BadgeShape::Triangle:
      polygon(draw, {{cx, y + 0.02f * s}, {x + s * 1.02f, y + 0.95f * s}, {x - s * 0.02f, y + 0.95f * s}}, colour);
      signY = y + 0.64f * s;  // lower, where the triangle is wide
      break;
    case BadgeShape::Shield:
      polygon(draw,
              {{x + 0.08f * s, y + 0.04f * s}, {x + w - 0.08f * s, y + 0.04f * s}, {x + w - 0.08f * s, y + 0.52f * s},
               {cx, y + 0.98f * s}, {x + 0.08f * s, y + 0.52f * s}},
              colour);
      signY = y + 0.42f * s;
      break;
    case BadgeShape::Star: {
      // Concave: a fan of triangles from the middle, then the outline.
      std::vector<ImVec2> points;
      for (int i = 0; i < 10; ++i) {
        const float r = (i % 2 == 0 ? 0.54f : 0.23f) * s, a = -kPi / 2 + static_cast<float>(i) * kPi / 5;
        points.push_back(ImVec2(cx + r * std::cos(a), cy + 0.04f * s + r * std::sin(a)));
      }
      for (int i = 0; i < 10; ++i) draw.AddTriangleFilled(ImVec2(cx, cy + 0.04f * s), points[i], points[(i + 1) % 10], colour);
      draw.AddPolyline(points.data(), 10, kOutline, ImDrawFlags_Closed, 1.0f);
      break;
    }
    case BadgeShape::Tick: {
      const ImVec2 tick[3] = {{x + 0.14f * s, y + 0.52f * s}, {x + 0.4f * s, y + 0.8f * s}, {x + 0.88f * s, y + 0.18f * s}};
      draw.AddPolyline(tick, 3, kOutline, ImDrawFlags_None, std::max(3.5f, 0.26f * s));
      draw.AddPolyline(tick, 3, colour, ImDrawFlags_None, std::max(2.0f, 0.16f * s));
      break;
    }
    case BadgeShape::Ring:
      draw.AddCircle(ImVec2(cx, cy), 0.38f * s, kOutline, 24, std::max(2.5f, 0.22f * s));
      draw.AddCircle(ImVec2(cx, cy), 0.38f * s, colour, 24, std::max(1.5f, 0.14f * s));
      break;
  }
  if (count > 0 && holdsCount(look.shape)) {
    centredText(draw, cx, signY, countSize(s), ink(look.colour), std::to_string(count));
  } else if (count > 0) {
    const std::string n = std::to_string(count);
    draw.AddText(ImGui::GetFont(), s, ImVec2(x + s + 1.0f, y), colour, n.c_str());
  } else if (!look.glyph.empty()) {
    const float size = look.glyph.size() > 1 ? 0.66f * s : 0.84f * s;
    centredText(draw, cx, signY, size, ink(look.colour), look.glyph);
  }
}

void drawBadgeLegend(const MediaBinding& binding) {
  const std::vector<MarkerLook> legend = binding.badgeLegend();
  if (legend.empty()) return;
  const float s = ImGui::GetFontSize();
  if (!ImGui::BeginTable("badge-legend", 4)) return;
  for (const MarkerLook& m : legend) {
    ImGui::TableNextColumn();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    drawBadge(*ImGui::GetWindowDrawList(), at.x, at.y, s, *m.badge, 0);
    ImGui::Dummy(ImVec2(s, s));
    ImGui::SameLine();
    ImGui::TextUnformatted(m.label.c_str());
  }
  ImGui::EndTable();
}

}  // namespace sandtable::view
