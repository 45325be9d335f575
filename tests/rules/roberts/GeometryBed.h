// What Robert's Rules' table-geometry tests share: the 25mm bases of config/rulesets/
// roberts.yaml (every stand 60 mm wide; medium foot 30 mm deep, heavy mounted and skirmishers
// 40, light mounted 50), units as blocks on a flat 6' by 4' table, and the inch.
#pragma once

#include "core/Battlefield.h"
#include "rules/roberts/StandsOnTable.h"

namespace sandtable::test::roberts {

inline constexpr rules::Length kMm = rules::kMillimetre;
inline const rules::measured::Scale kInchScale{rules::kInch};
inline const rules::Rect kTable{{0, 0}, 0, 72 * rules::kInch, 48 * rules::kInch};

// A block of `stands` stands `files` wide of 60 mm by `depth`, its front centre at `front`.
inline rules::roberts::TableUnit block(rules::UnitId id, int side, int files, int stands,
                                       rules::Length depth, rules::Point front, rules::Angle facing,
                                       bool formed = true) {
  rules::roberts::TableUnit u;
  u.unit = id;
  u.side = side;
  u.formed = formed;
  u.stands = stands;
  u.shape = {files, (stands + files - 1) / files, 60 * kMm, depth};
  u.pose = {front, facing};
  return u;
}

// A flat table whose ground rises to `height` where y < `edge` (a hill behind a line).
class HillBehind final : public rules::Battlefield {
 public:
  HillBehind(rules::Length edge, rules::Length height) : mEdge(edge), mHeight(height) {}
  rules::Rect bounds() const override { return kTable; }
  rules::Length elevationAt(rules::Point p) const override { return p.y < mEdge ? mHeight : 0; }
  rules::TerrainKind terrainAt(rules::Point) const override { return rules::TerrainKind::Clear; }
  std::vector<rules::Crossing> crossings(rules::Point, rules::Point) const override { return {}; }
  rules::Sight lineOfSight(const rules::SightQuery&) const override { return {}; }

 private:
  rules::Length mEdge;
  rules::Length mHeight;
};

// A flat table whose ground is `kind` where y < `edge` (a marsh behind a line), and whose
// line of sight is blocked by woods everywhere when `woods` is set.
class GroundBehind final : public rules::Battlefield {
 public:
  GroundBehind(rules::Length edge, rules::TerrainKind kind, bool woods = false)
      : mEdge(edge), mKind(kind), mWoods(woods) {}
  rules::Rect bounds() const override { return kTable; }
  rules::Length elevationAt(rules::Point) const override { return 0; }
  rules::TerrainKind terrainAt(rules::Point p) const override {
    return p.y < mEdge ? mKind : rules::TerrainKind::Clear;
  }
  std::vector<rules::Crossing> crossings(rules::Point, rules::Point) const override { return {}; }
  rules::Sight lineOfSight(const rules::SightQuery& q) const override {
    if (mWoods) return {false, rules::SightBlock::Woods, q.from};
    return {};
  }

 private:
  rules::Length mEdge;
  rules::TerrainKind mKind;
  bool mWoods;
};

}  // namespace sandtable::test::roberts
