#include "ChargeGeometry.h"

#include <algorithm>

#include "FireGeometry.h"

namespace sandtable::rules::roberts {
namespace {

// Far enough to cross any table: the band straight ahead of a charger reaches this far.
constexpr Length kAhead = 1000 * kInch;

// The step a charge is tried at before it is narrowed to the micrometre.
Length stepOf(const measured::BlockShape& s) {
  return std::max<Length>(kMillimetre, s.standDepth / 4);
}

// How far inside the charger's front the struck edge is judged from.
Length behindOf(const measured::BlockShape& s) { return std::max<Length>(1, s.standDepth / 2); }

}  // namespace

bool faces(const TableUnit& charger, const Rect& r, Angle oblique) {
  const Rect block = measured::blockRect(charger.shape, charger.pose);
  const Angle facing = charger.pose.facing;
  Rect band;
  band.facing = facing;
  band.width = block.width;
  band.depth = kAhead;
  band.centre = charger.pose.front + heading(facing, kAhead / 2);
  if (overlaps(band, r)) return true;
  const auto [left, right] = measured::edgeOf(block, Zone::Front);
  return rectInArc(left, facing, oblique, r) || rectInArc(right, facing, oblique, r);
}

ChargeDeclaration mayDeclareCharge(const TableUnit& charger, const TableUnit& enemy,
                                   const ChargeRule& rule) {
  const Rect block = measured::blockRect(charger.shape, charger.pose);
  const Length reach = charger.shape.standDepth + measured::kTolerance;
  const Angle oblique = degrees(rule.obliqueDegrees);
  ChargeDeclaration best;
  const std::vector<TableStand> stands = standsOf(enemy);
  for (std::size_t i = 0; i < stands.size(); ++i) {
    const Length g = gap(block, stands[i].footprint);
    if (g > reach) continue;
    const bool faced = faces(charger, stands[i].footprint, oblique);
    if (!faced) {
      if (best.problem == ChargeDeclaration::Problem::TooFar) {
        best.problem = ChargeDeclaration::Problem::NotFacing;
        best.stand = static_cast<int>(i);
        best.gap = g;
      }
      continue;
    }
    if (best.problem != ChargeDeclaration::Problem::None || g < best.gap) {
      best = {ChargeDeclaration::Problem::None, static_cast<int>(i), g};
    }
  }
  return best;
}

SkirmishersInPath skirmishersInPath(const measured::BlockShape& shape, const measured::Pose& start,
                                    Angle dir, Length limit, Length penalty,
                                    const std::vector<Rect>& skirmishers) {
  const GapMemo gaps;
  std::vector<std::pair<Length, int>> met;
  for (std::size_t i = 0; i < skirmishers.size(); ++i) {
    const auto d =
        measured::distanceToContact(shape, start, dir, skirmishers[i], limit, stepOf(shape), gaps);
    if (d) met.emplace_back(*d, static_cast<int>(i));
  }
  std::sort(met.begin(), met.end());
  SkirmishersInPath out;
  out.reach = limit;
  for (const auto& [at, i] : met) {
    if (at > out.reach) break;  // the charge has stopped short of it
    out.stands.push_back(i);
    const Length cost = std::min(penalty, out.reach);
    out.lost += cost;
    out.reach -= cost;
  }
  return out;
}

ChargeMove planCharge(const TableUnit& charger, const TableUnit& target, const ChargeScene& scene,
                      const ChargeRule& rule, const measured::Scale& inch) {
  const GapMemo gaps;
  const Length limit = charger.shape.standDepth + measured::kTolerance;
  std::vector<Rect> friends;
  for (const Rect& f : scene.friends) friends.push_back(measured::shrunk(f));
  ChargeMove m;
  const Rect targetBlock = measured::blockRect(target.shape, target.pose);
  auto path = [&](Angle oblique) {
    return measured::planChargePath(charger.shape, charger.pose, targetBlock, oblique, limit,
                                    stepOf(charger.shape), behindOf(charger.shape), scene.table,
                                    friends, scene.enemies, gaps);
  };
  m.path = path(degrees(rule.obliqueDegrees));
  // A charge aimed obliquely at the nearest part of its target may slide into the friends
  // beside it; straight ahead, as a player moves a charger first, it may still strike home.
  using Problem = measured::ChargePlanGeometry::Problem;
  if (m.path.problem == Problem::Blocked || m.path.problem == Problem::Missed) {
    const measured::ChargePlanGeometry straight = path(0);
    if (straight.problem == Problem::None) m.path = straight;
  }
  const Length penalty =
      static_cast<Length>(rule.skirmisherPenaltyInches * static_cast<double>(inch.unit) + 0.5);
  const Angle dir = m.path.problem == measured::ChargePlanGeometry::Problem::InContact
                        ? charger.pose.facing
                        : m.path.direction;
  m.skirmishers =
      skirmishersInPath(charger.shape, charger.pose, dir, limit, penalty, scene.skirmishers);
  // The screen stands at the target's front: the charge meets it last, if it gets that far,
  // and each of its stands costs the penalty.
  const bool wouldArrive =
      m.path.problem == Problem::InContact ||
      (m.path.problem == Problem::None && m.path.distance <= m.skirmishers.reach);
  for (int k = 0; wouldArrive && k < scene.screen; ++k) {
    const Length cost = std::min(penalty, m.skirmishers.reach);
    m.skirmishers.lost += cost;
    m.skirmishers.reach -= cost;
    ++m.skirmishers.screened;
  }
  m.reaches = (m.path.problem == Problem::None && m.path.distance <= m.skirmishers.reach) ||
              m.path.problem == Problem::InContact;
  return m;
}

Meeting meetHalfway(const TableUnit& charger, const TableUnit& countercharger,
                    const ChargeRule& rule) {
  const GapMemo gaps;
  const Angle oblique = degrees(rule.obliqueDegrees);
  const Length depthA = charger.shape.standDepth;
  const Length depthB = countercharger.shape.standDepth;
  Meeting out;
  out.charger = charger.pose;
  out.countercharger = countercharger.pose;
  const Rect b = measured::blockRect(countercharger.shape, countercharger.pose);
  const Angle dirA = measured::chargeDirection(charger.pose, b, oblique);
  const auto apart = measured::distanceToContact(charger.shape, charger.pose, dirA, b,
                                                 depthA + depthB + measured::kTolerance,
                                                 stepOf(charger.shape), gaps);
  if (!apart) return out;
  const Length moveA = std::min(*apart / 2, depthA);
  out.charger = {charger.pose.front + heading(dirA, moveA), charger.pose.facing};
  const Rect a = measured::blockRect(charger.shape, out.charger);
  const Angle dirB = measured::chargeDirection(countercharger.pose, a, oblique);
  const auto rest = measured::distanceToContact(countercharger.shape, countercharger.pose, dirB, a,
                                                depthB + measured::kTolerance,
                                                stepOf(countercharger.shape), gaps);
  if (!rest) return out;
  out.countercharger = {countercharger.pose.front + heading(dirB, *rest),
                        countercharger.pose.facing};
  const auto contact =
      measured::contactOf(a, measured::blockRect(countercharger.shape, out.countercharger));
  if (!contact) return out;
  out.met = true;
  out.chargerEdge = contact->edgeA;
  out.counterchargerEdge = contact->edgeB;
  return out;
}

}  // namespace sandtable::rules::roberts
