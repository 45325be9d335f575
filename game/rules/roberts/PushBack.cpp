#include "PushBack.h"

#include <algorithm>

#include "measured/ChargePath.h"
#include "measured/Displacement.h"
#include "measured/Ground.h"

namespace sandtable::rules::roberts {
namespace {

// A column as a block one file wide: its stands front first, and the pose of its front.
struct Column {
  std::vector<TableStand> stands;
  measured::BlockShape shape;
  measured::Pose pose;
};

Column columnBlock(const TableUnit& u, int column) {
  Column c;
  c.stands = columnOf(u, column);
  c.shape = {1, std::max(1, static_cast<int>(c.stands.size())), u.shape.standWidth,
             u.shape.standDepth};
  c.pose = {c.stands.empty() ? u.pose.front : frontCentreOf(c.stands.front().footprint),
            u.pose.facing};
  return c;
}

bool inColumn(const Column& c, const TableStand& s) {
  return std::any_of(c.stands.begin(), c.stands.end(), [&](const TableStand& t) {
    return t.unit == s.unit && t.footprint == s.footprint;
  });
}

}  // namespace

Length retreatDistance(Length baseDepth, const MeleeRule& rule, bool failedFallBack) {
  const Length whole = baseDepth * rule.retreatBaseDepths;
  if (!failedFallBack) return whole;
  return static_cast<Length>(static_cast<double>(whole) * rule.failedFallBackFraction + 0.5);
}

PushBack pushBackColumn(const TableUnit& u, int column, Length distance, const PushScene& scene) {
  return slideColumn(u, column, normalizeAngle(u.pose.facing + kHalfTurn), distance, scene);
}

PushBack slideColumn(const TableUnit& u, int column, Angle direction, Length distance,
                     const PushScene& scene) {
  const Column c = columnBlock(u, column);
  PushBack out;
  out.front = c.pose;
  if (c.stands.empty() || distance <= 0) return out;
  const Rect start = measured::blockRect(c.shape, c.pose);
  std::vector<measured::Obstacle> others;
  for (const TableStand& s : scene.stands) {
    if (inColumn(c, s)) continue;
    others.push_back(
        {s.unit, s.footprint, s.side == u.side, gapAtMost(start, s.footprint, measured::kTolerance)});
  }
  const Rect table = scene.battlefield ? scene.battlefield->bounds() : scene.table;
  const Angle back = direction;
  const Length step = std::max<Length>(kMillimetre, u.shape.standDepth / 4);
  const measured::Stop stop =
      measured::displace(c.shape, c.pose, back, distance, step, table, others,
                         measured::GroundOfKinds{scene.battlefield, scene.impassable},
                         [](const measured::Pose&) { return false; });
  out.moved = stop.at;
  out.front = {c.pose.front + heading(back, stop.at), c.pose.facing};
  if (!stop.blocked) return out;
  out.couldNotRetreat = true;
  out.unit = stop.unit;
  if (stop.unit != kNoUnit) {
    out.stoppedBy = PushStop::Unit;
  } else {
    // The first place it could not stand lies just beyond where it stopped.
    const measured::Pose beyond{out.front.front + heading(back, measured::kTolerance),
                                c.pose.facing};
    out.stoppedBy = measured::insideTable(table, measured::blockRect(c.shape, beyond))
                        ? PushStop::Ground
                        : PushStop::TableEdge;
  }
  return out;
}

PursuitAdvance pursueColumn(const TableUnit& u, int column, const Rect& enemy,
                            const PursuitRule& rule) {
  const Column c = columnBlock(u, column);
  const Length depth = u.shape.standDepth;
  const Length reach = depth * rule.advanceBaseDepths;
  const GapMemo gaps;
  PursuitAdvance out;
  const auto d = measured::distanceToContact(c.shape, c.pose, u.pose.facing, enemy,
                                             reach + measured::kTolerance,
                                             std::max<Length>(kMillimetre, depth / 4), gaps);
  out.contact = d.has_value();
  out.moved = d ? std::min(*d, reach) : reach;
  out.leftover = reach - out.moved;
  out.overrun = out.contact && static_cast<double>(out.leftover) >=
                                   rule.overrunLeftoverFraction * static_cast<double>(depth);
  out.front = {c.pose.front + heading(u.pose.facing, out.moved), u.pose.facing};
  return out;
}

}  // namespace sandtable::rules::roberts
