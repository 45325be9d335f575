#include "MeleeGeometry.h"

#include <algorithm>
#include <set>

#include "measured/Contact.h"

namespace sandtable::rules::roberts {

bool fights(const measured::EdgeContact& c) {
  return c.edgeA == Zone::Front || c.edgeB == Zone::Front;
}

MeleePair meleePairOf(const std::vector<TableStand>& as, std::size_t i,
                      const std::vector<TableStand>& bs, std::size_t j, Zone edgeA, Zone edgeB) {
  MeleePair p;
  p.a = static_cast<int>(i);
  p.b = static_cast<int>(j);
  p.columnA = as[i].column;
  p.columnB = bs[j].column;
  p.edgeA = edgeA;
  p.edgeB = edgeB;
  p.simultaneous = edgeA == Zone::Front && edgeB == Zone::Front;
  p.aCannotRetreat = edgeA != Zone::Front && edgeB == Zone::Front;
  p.bCannotRetreat = edgeB != Zone::Front && edgeA == Zone::Front;
  return p;
}

std::vector<MeleePair> meleePairs(const TableUnit& a, const TableUnit& b) {
  const std::vector<TableStand> as = standsOf(a);
  const std::vector<TableStand> bs = standsOf(b);
  std::vector<MeleePair> out;
  for (std::size_t i = 0; i < as.size(); ++i) {
    for (std::size_t j = 0; j < bs.size(); ++j) {
      const auto c = measured::contactOf(as[i].footprint, bs[j].footprint);
      if (c && fights(*c)) out.push_back(meleePairOf(as, i, bs, j, c->edgeA, c->edgeB));
    }
  }
  return out;
}

bool inContactWithEnemy(const TableStand& stand, const std::vector<TableStand>& stands) {
  return std::any_of(stands.begin(), stands.end(), [&](const TableStand& s) {
    return s.side != stand.side && measured::contactOf(stand.footprint, s.footprint).has_value();
  });
}

std::vector<int> columnsInMelee(const std::vector<MeleePair>& pairs, bool first) {
  std::set<int> cols;
  for (const MeleePair& p : pairs) cols.insert(first ? p.columnA : p.columnB);
  return {cols.begin(), cols.end()};
}

bool cannotRetreat(const std::vector<MeleePair>& pairs, int stand, bool first) {
  return std::any_of(pairs.begin(), pairs.end(), [&](const MeleePair& p) {
    return first ? (p.a == stand && p.aCannotRetreat) : (p.b == stand && p.bCannotRetreat);
  });
}

std::vector<bool> closeEnemies(const TableUnit& u, const std::vector<TableStand>& enemies) {
  std::vector<bool> out(static_cast<std::size_t>(std::max(1, u.shape.files)), false);
  const Length reach = u.shape.standDepth + measured::kTolerance;
  const std::vector<TableStand> stands = standsOf(u);
  for (const TableStand& s : stands) {
    const auto column = static_cast<std::size_t>(s.column);
    // The ground straight ahead of a front stand, a base depth deep and a hair narrower than
    // the file, so that the next file's enemies are not this one's.
    Rect band = s.footprint;
    band.width = std::max<Length>(1, s.footprint.width - 2 * measured::kTolerance);
    band.depth = reach;
    band.centre = frontCentreOf(s.footprint) + heading(s.footprint.facing, reach / 2);
    for (const TableStand& e : enemies) {
      if (out[column]) break;
      if (measured::contactOf(s.footprint, e.footprint) ||
          (s.rank == 0 && overlaps(band, e.footprint)))
        out[column] = true;
    }
  }
  return out;
}

std::vector<int> pursuitChain(int pursuer, const std::vector<bool>& closeEnemy) {
  std::vector<int> out{pursuer};
  const int n = static_cast<int>(closeEnemy.size());
  for (int step : {-1, 1}) {
    for (int c = pursuer + step; c >= 0 && c < n; c += step) {
      if (closeEnemy[static_cast<std::size_t>(c)]) break;
      out.push_back(c);
    }
  }
  std::sort(out.begin() + 1, out.end());
  return out;
}

}  // namespace sandtable::rules::roberts
