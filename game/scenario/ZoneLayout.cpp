// The frame, and the inches and degrees of a placement written back.
#include "ZoneLayout.h"

#include <cmath>
#include <cstdlib>
#include <string>

#include "data/ConfigError.h"

namespace sandtable::scenario {

using namespace sandtable::rules;

namespace {

// Inches with the three decimals the readers take (MeasuredReader::length).
std::string inchesText(Length l) {
  const long long thousandths = std::llround(static_cast<double>(l) * 1000.0 / kInch);
  const long long whole = std::llabs(thousandths) / 1000, frac = std::llabs(thousandths) % 1000;
  std::string f = std::to_string(frac);
  f = std::string(3 - f.size(), '0') + f;
  while (!f.empty() && f.back() == '0') f.pop_back();
  return (thousandths < 0 ? "-" : "") + std::to_string(whole) + (f.empty() ? "" : "." + f);
}

}  // namespace

Rect facingFrame(const Rect& zone, Point toward) {
  const Length dx = toward.x - zone.centre.x, dy = toward.y - zone.centre.y;
  Angle facing = 0;
  if (std::llabs(dy) >= std::llabs(dx))
    facing = dy >= 0 ? Angle(0) : kHalfTurn;
  else
    facing = dx >= 0 ? kQuarterTurn : Angle(kHalfTurn + kQuarterTurn);
  const bool across = facing == 0 || facing == kHalfTurn;
  return Rect{zone.centre, facing, across ? zone.width : zone.depth,
              across ? zone.depth : zone.width};
}

void checkDepth(const Rect& frame, Length margin, Length front, Length rowGap) {
  if (front + rowGap >= -frame.depth / 2 + margin) return;
  throw AutoDeployError("the army needs " +
                        std::to_string((frame.depth / 2 - margin - front - rowGap) / kInch) +
                        " inches of depth and its deployment zone gives " +
                        std::to_string((frame.depth - 2 * margin) / kInch));
}

const Rect& boughtArmyZone(const std::filesystem::path& army, int pointsLimit,
                           const std::optional<Rect>& zone, const std::string& side,
                           const std::string& scenarioFile) {
  if (pointsLimit <= 0)
    throw data::ConfigErrors({{army.string(), 0, 0,
                               "the scenario is not a points battle (no points_limit): its "
                               "armies are its own"}});
  if (!zone)
    throw data::ConfigErrors(
        {{scenarioFile, 0, 0,
          "the scenario gives " + side + " no deployment zone to place a bought army in"}});
  return *zone;
}

YAML::Node inchesPointNode(Point p) {
  YAML::Node n;
  n.SetStyle(YAML::EmitterStyle::Flow);
  n.push_back(inchesText(p.x));
  n.push_back(inchesText(p.y));
  return n;
}

int facingDegrees(Angle a) {
  return static_cast<int>(std::lround(static_cast<double>(a) * 360.0 / 65536.0)) % 360;
}

}  // namespace sandtable::scenario
