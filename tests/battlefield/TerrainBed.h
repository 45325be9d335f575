// Small hand-made battlefields for the battlefield tests, built in code: a table measured
// in spans (40 mm of table, 20 m of ground), the ground from a function of world metres,
// and features placed in spans.
#pragma once

#include <functional>
#include <memory>

#include "battlefield/BulletBattlefield.h"

namespace sandtable::test {

struct TerrainBed {
  battlefield::TerrainSpec spec;
  double cellM = 2.0;  // ground grid spacing

  TerrainBed(double widthSpans, double depthSpans) {
    spec.scale = {"span", 40.0, 20.0};
    spec.width = span(widthSpans);
    spec.depth = span(depthSpans);
    flat(0.0);
  }

  static rules::Length span(double s) {
    return static_cast<rules::Length>(std::llround(s * 40000.0));
  }
  static rules::Point at(double x, double y) { return {span(x), span(y)}; }
  // A height above the ground in table micrometres from metres (1 span = 20 m).
  static rules::Length metres(double m) {
    return static_cast<rules::Length>(std::llround(m * 2000.0));
  }

  void flat(double h) {
    ground([h](double, double) { return h; });
  }
  // Heights from a function of world metres (x east, y north).
  void ground(const std::function<double(double, double)>& f) {
    const double w = spec.scale.toMetres(spec.width);
    const double d = spec.scale.toMetres(spec.depth);
    const int cols = static_cast<int>(std::lround(w / cellM)) + 1;
    const int rows = static_cast<int>(std::lround(d / cellM)) + 1;
    std::vector<float> h(static_cast<std::size_t>(cols * rows));
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c)
        h[static_cast<std::size_t>(r * cols + c)] =
            static_cast<float>(f(c * w / (cols - 1), r * d / (rows - 1)));
    }
    spec.ground = battlefield::HeightGrid(cols, rows, w / (cols - 1), d / (rows - 1), std::move(h));
  }

  battlefield::AreaFeature& area(rules::TerrainKind kind,
                                 std::vector<std::pair<double, double>> corners, double heightM,
                                 battlefield::SightEffect sight) {
    battlefield::AreaFeature a;
    a.kind = kind;
    for (auto [x, y] : corners) a.polygon.push_back(at(x, y));
    a.heightM = heightM;
    a.sight = sight;
    spec.areas.push_back(a);
    return spec.areas.back();
  }
  battlefield::LineFeature& line(rules::TerrainKind kind,
                                 std::vector<std::pair<double, double>> points, double widthSpans,
                                 double heightM, battlefield::SightEffect sight) {
    battlefield::LineFeature l;
    l.kind = kind;
    for (auto [x, y] : points) l.line.push_back(at(x, y));
    l.width = span(widthSpans);
    l.heightM = heightM;
    l.sight = sight;
    spec.lines.push_back(l);
    return spec.lines.back();
  }
  void tree(double x, double y, double radiusSpans, double heightM) {
    spec.trees.push_back({at(x, y), span(radiusSpans), heightM});
  }
  void building(double x, double y, double wSpans, double dSpans, int facingDeg, double heightM) {
    spec.buildings.push_back(
        {rules::Rect{at(x, y), rules::degrees(facingDeg), span(wSpans), span(dSpans)}, heightM,
         rules::TerrainKind::TownMedium});
  }

  std::shared_ptr<battlefield::BulletBattlefield> build() const {
    return std::make_shared<battlefield::BulletBattlefield>(
        std::make_shared<battlefield::TerrainSpec>(spec));
  }
};

// A sight query between two points in spans at eye heights in metres.
inline rules::SightQuery sight(rules::Point from, rules::Point to, double eyeM = 1.7) {
  rules::SightQuery q;
  q.from = from;
  q.to = to;
  q.fromEye = TerrainBed::metres(eyeM);
  q.toEye = TerrainBed::metres(eyeM);
  return q;
}

}  // namespace sandtable::test
