#include "FieldWorks.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace sandtable::view {

std::vector<LineRun> runsAlong(const std::vector<WorldXZ>& line, std::optional<bool> faceLeft,
                               float runLength) {
  std::vector<LineRun> runs;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const WorldXZ a = line[i], b = line[i + 1];
    const float dx = b.x - a.x, dz = b.z - a.z;
    const float len = std::hypot(dx, dz);
    if (len < 1) continue;
    // The model runs along its +X. Turned by this yaw its +Z points to the right of the line
    // walked in table coordinates (the world's z is the table's y reversed).
    float yaw = std::atan2(-dz, dx);
    if (faceLeft && *faceLeft) yaw += std::numbers::pi_v<float>;
    const int count = std::max(1, static_cast<int>(std::round(len / runLength)));
    for (int r = 0; r < count; ++r) {
      const float t = (static_cast<float>(r) + 0.5f) / static_cast<float>(count);
      runs.push_back({a.x + dx * t, a.z + dz * t, yaw, len / static_cast<float>(count) / runLength});
    }
  }
  return runs;
}

namespace {

struct Along {
  std::vector<double> at;  // the distance along the line of each corner
  double length() const { return at.empty() ? 0 : at.back(); }
};

Along measure(const std::vector<rules::Point>& line) {
  Along a;
  double total = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (i > 0) total += rules::distance(line[i - 1], line[i]);
    a.at.push_back(total);
  }
  return a;
}

// How far along the line its point nearest to `p` lies.
double nearestAlong(const std::vector<rules::Point>& line, const Along& along, rules::Point p) {
  double best = 0, bestDistance = -1;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const double ax = static_cast<double>(line[i].x), ay = static_cast<double>(line[i].y);
    const double dx = static_cast<double>(line[i + 1].x) - ax, dy = static_cast<double>(line[i + 1].y) - ay;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((static_cast<double>(p.x) - ax) * dx + (static_cast<double>(p.y) - ay) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const double d = std::hypot(ax + t * dx - static_cast<double>(p.x), ay + t * dy - static_cast<double>(p.y));
    if (bestDistance < 0 || d < bestDistance) {
      bestDistance = d;
      best = along.at[i] + t * (along.at[i + 1] - along.at[i]);
    }
  }
  return best;
}

rules::Point pointAlong(const std::vector<rules::Point>& line, const Along& along, double s) {
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    if (s > along.at[i + 1] && i + 2 < line.size()) continue;
    const double len = along.at[i + 1] - along.at[i];
    const double t = len > 0 ? std::clamp((s - along.at[i]) / len, 0.0, 1.0) : 0;
    return {line[i].x + static_cast<rules::Length>(std::lround(t * static_cast<double>(line[i + 1].x - line[i].x))),
            line[i].y + static_cast<rules::Length>(std::lround(t * static_cast<double>(line[i + 1].y - line[i].y)))};
  }
  return line.front();
}

}  // namespace

std::vector<std::vector<rules::Point>> openGaps(const std::vector<rules::Point>& line,
                                                const std::vector<rules::Point>& gaps,
                                                rules::Length gapWidth) {
  if (line.size() < 2) return {};
  if (gaps.empty() || gapWidth <= 0) return {line};
  const Along along = measure(line);
  std::vector<std::pair<double, double>> cuts;
  const double half = static_cast<double>(gapWidth) / 2;
  for (const rules::Point& g : gaps) {
    const double s = nearestAlong(line, along, g);
    cuts.emplace_back(s - half, s + half);
  }
  std::sort(cuts.begin(), cuts.end());
  std::vector<std::vector<rules::Point>> pieces;
  double from = 0;
  auto keep = [&](double a, double b) {
    if (b - a < 1) return;  // less than a micrometre: nothing stands there
    std::vector<rules::Point> piece{pointAlong(line, along, a)};
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
      if (along.at[i] > a && along.at[i] < b) piece.push_back(line[i]);
    }
    piece.push_back(pointAlong(line, along, b));
    pieces.push_back(std::move(piece));
  };
  for (const auto& [a, b] : cuts) {
    if (a > from) keep(from, a);
    from = std::max(from, b);
  }
  if (from < along.length()) keep(from, along.length());
  return pieces;
}

}  // namespace sandtable::view
