// Battlefield::standsAcross passes over stands far from a sight line before its exact test.
// That shortcut must change no answer: these tests hold it to the exact test alone (kept
// below as the reference) over many sight lines among stands placed at random, many of
// them grazing the line, with and without a clearance.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "rules/core/Battlefield.h"
#include "rules/core/Rng.h"

using namespace sandtable::rules;

namespace {

// The exact test as standsAcross made it for every stand before the shortcut.
Sight referenceStandsAcross(const SightQuery& q) {
  Sight best;
  std::int64_t bestAlong = -1;
  for (const StandPlacement& s : *q.stands) {
    if (std::find(q.ignoreUnits.begin(), q.ignoreUnits.end(), s.unit) != q.ignoreUnits.end()) continue;
    const auto c = corners(s.footprint);
    Length nearest = contains(s.footprint, q.from) || contains(s.footprint, q.to) ? 0 : INT64_MAX;
    for (std::size_t i = 0; i < 4 && nearest > 0; ++i) {
      if (segmentsIntersect(q.from, q.to, c[i], c[(i + 1) % 4])) nearest = 0;
    }
    for (std::size_t i = 0; i < 4 && nearest > 0; ++i) {
      nearest = std::min(nearest, distanceToSegment(c[i], q.from, q.to));
      nearest = std::min(nearest, distanceToSegment(q.from, c[i], c[(i + 1) % 4]));
      nearest = std::min(nearest, distanceToSegment(q.to, c[i], c[(i + 1) % 4]));
    }
    if (nearest > q.standClearance) continue;
    const std::int64_t along = distanceSquared(q.from, s.footprint.centre);
    if (bestAlong < 0 || along < bestAlong) {
      bestAlong = along;
      best = {false, SightBlock::Stand, s.footprint.centre};
    }
  }
  return best;
}

Length between(Rng& rng, Length lo, Length hi) {
  return lo + static_cast<Length>(rng.next() % static_cast<std::uint64_t>(hi - lo + 1));
}

}  // namespace

TEST(StandsAcrossShortcut, AnswersAsTheExactTestAlone) {
  const Length size = 1000 * kMillimetre;
  const FlatBattlefield table(Rect{{size / 2, size / 2}, 0, size, size});
  Rng rng(1415);
  int blocked = 0, clear = 0;
  for (int n = 0; n < 4000; ++n) {
    SightQuery q;
    q.from = {between(rng, 0, size), between(rng, 0, size)};
    q.to = rng.below(8) == 0 ? Point{q.from.x + between(rng, -3, 3), q.from.y + between(rng, -3, 3)}
                             : Point{between(rng, 0, size), between(rng, 0, size)};
    q.to = {std::clamp<Length>(q.to.x, 0, size), std::clamp<Length>(q.to.y, 0, size)};
    q.standClearance = rng.below(2) == 0 ? 0 : between(rng, 1, 13 * kMillimetre);
    std::vector<StandPlacement> stands;
    for (int k = 0; k < 12; ++k) {
      StandPlacement s;
      s.unit = k;
      s.footprint.width = between(rng, 1, 60 * kMillimetre);
      s.footprint.depth = between(rng, 1, 30 * kMillimetre);
      s.footprint.facing = static_cast<Angle>(rng.below(static_cast<std::uint32_t>(kFullTurn)));
      if (rng.below(3) != 0) {
        // Close beside the line, part of the way along it: off to one side by about the
        // footprint's reach (where the shortcut begins to pass over stands) or by anything
        // up to it (where the exact test decides).
        const Point along = q.from + Point{(q.to.x - q.from.x) * between(rng, 0, 8) / 8,
                                           (q.to.y - q.from.y) * between(rng, 0, 8) / 8};
        const Angle across = normalizeAngle(bearing(q.from, q.to) + kQuarterTurn);
        const Length reach = (s.footprint.width + s.footprint.depth) / 2 + q.standClearance;
        const Length off = rng.below(2) == 0 ? reach + between(rng, -40, 40) : between(rng, 0, reach + 40);
        s.footprint.centre = along + heading(across, rng.below(2) == 0 ? off : -off);
      } else {
        s.footprint.centre = {between(rng, 0, size), between(rng, 0, size)};
      }
      stands.push_back(s);
    }
    q.stands = &stands;
    if (rng.below(4) == 0) q.ignoreUnits = {static_cast<UnitId>(rng.below(12))};
    const Sight expected = referenceStandsAcross(q);
    const Sight got = table.lineOfSight(q);
    ASSERT_EQ(got.visible, expected.visible) << n;
    ASSERT_EQ(got.reason, expected.reason) << n;
    ASSERT_EQ(got.where, expected.where) << n;
    if (expected.visible) ++clear;
    else ++blocked;
  }
  // Both answers came up often, so the comparison exercised the shortcut and the exact test.
  EXPECT_GT(blocked, 500);
  EXPECT_GT(clear, 500);
}
