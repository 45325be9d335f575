// The shortcuts the Warlords rules take through the ground queries, on every shipped
// battlefield: mayFindTerrain says "no" only where no point of the footprint has one of the
// kinds asked for (the rules then skip their samples), gradientPermilleAt is slopeAt's
// gradient, and footprintElevation is the mean of nine points that isUphillOf always weighed.
#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

#include "rules/core/Rng.h"
#include "scenario/BattlefieldSection.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

std::vector<scenario::LoadedBattlefield> shippedBattlefields() {
  std::vector<scenario::LoadedBattlefield> out;
  for (const auto& entry : std::filesystem::directory_iterator(configPath("battlefields"))) {
    const std::string name = entry.path().filename().string();
    // los_reference is a 2000-object sight benchmark, not a place to stand stands.
    if (entry.path().extension() != ".yaml" || name == "feature_kinds.yaml" || name == "los_reference.yaml") continue;
    out.push_back(scenario::loadBattlefieldFile(entry.path()));
  }
  return out;
}

Length between(Rng& rng, Length lo, Length hi) {
  return lo + static_cast<Length>(rng.next() % static_cast<std::uint64_t>(hi - lo + 1));
}

Rect randomFootprint(Rng& rng, const Rect& table) {
  Rect r;
  r.centre = {between(rng, 0, table.width), between(rng, 0, table.depth)};
  r.facing = static_cast<Angle>(rng.below(static_cast<std::uint32_t>(kFullTurn)));
  r.width = between(rng, 1, 240 * kMillimetre);
  r.depth = between(rng, 1, 120 * kMillimetre);
  return r;
}

}  // namespace

TEST(GroundShortcuts, MayFindTerrainNeverMissesAKindUnderAFootprint) {
  Rng rng(3);
  int said = 0, saidNo = 0;
  for (const auto& loaded : shippedBattlefields()) {
    const Battlefield& bf = *loaded.battlefield;
    const Rect table = bf.bounds();
    for (int n = 0; n < 1500; ++n) {
      const Rect r = randomFootprint(rng, table);
      // The kinds found on a 9 x 9 grid over the footprint, edges and corners included.
      TerrainKindSet found = 0;
      for (int i = 0; i <= 8; ++i) {
        for (int j = 0; j <= 8; ++j) {
          found |= terrainKindBit(bf.terrainAt(toWorld(r, {(i - 4) * r.width / 8, (j - 4) * r.depth / 8})));
        }
      }
      for (std::size_t k = 1; k < kTerrainKindCount; ++k) {
        const TerrainKindSet one = terrainKindBit(static_cast<TerrainKind>(k));
        if (bf.mayFindTerrain(r, one)) {
          ++said;
        } else {
          ++saidNo;
          ASSERT_EQ(found & one, 0u) << terrainKindName(static_cast<TerrainKind>(k)) << " under footprint " << n;
        }
      }
      ASSERT_TRUE(bf.mayFindTerrain(r, terrainKindBit(TerrainKind::Clear)));  // clear ground is anywhere
    }
  }
  // Both answers were given often, so the test saw the shortcut taken and refused.
  EXPECT_GT(said, 1000);
  EXPECT_GT(saidNo, 10000);
}

TEST(GroundShortcuts, GradientAndFootprintElevationAreWhatTheyReplaced) {
  Rng rng(9);
  for (const auto& loaded : shippedBattlefields()) {
    const Battlefield& bf = *loaded.battlefield;
    const Rect table = bf.bounds();
    int uphill = 0;
    for (int n = 0; n < 3000; ++n) {
      const Point p{between(rng, 0, table.width), between(rng, 0, table.depth)};
      ASSERT_EQ(bf.gradientPermilleAt(p), bf.slopeAt(p).gradientPermille) << n;
      const Rect a = randomFootprint(rng, table);
      const Rect b = randomFootprint(rng, table);
      // The nine-point mean isUphillOf weighed before footprintElevation was asked for.
      auto mean = [&bf](const Rect& r) {
        Length sum = 0;
        for (int i = -1; i <= 1; ++i) {
          for (int j = -1; j <= 1; ++j) sum += bf.elevationAt(toWorld(r, {i * r.width / 3, j * r.depth / 3}));
        }
        return sum / 9;
      };
      ASSERT_EQ(bf.footprintElevation(a), mean(a)) << n;
      const Length margin = between(rng, 0, 5 * kMillimetre);
      ASSERT_EQ(bf.isUphillOf(a, b, margin), mean(a) > mean(b) + margin) << n;
      uphill += bf.isUphillOf(a, b, margin);
    }
    EXPECT_GT(uphill, 100);  // the ground is not level, so the comparison was not idle
  }
}

}  // namespace sandtable::test
