#include "Columns.h"

#include <algorithm>
#include <cstdlib>

namespace sandtable::rules::roberts {

bool holdTogether(const ColumnExtent& a, const ColumnExtent& b) {
  // Each column reaches from its front (its shift) back by its depth.
  const Length front = std::min(a.shift, b.shift);
  const Length rear = std::max(a.shift - a.depth, b.shift - b.depth);
  return front - rear > measured::kTolerance;
}

std::vector<bool> apartFromMainBody(const std::vector<ColumnExtent>& columns,
                                    const std::vector<int>& stands) {
  const std::size_t n = columns.size();
  // The bodies: runs of neighbouring columns with stands that hold together.
  struct Body {
    std::size_t first = 0, last = 0;
    int stands = 0;
    bool holdsItsPlace = false;
  };
  std::vector<Body> bodies;
  for (std::size_t c = 0; c < n; ++c) {
    const int s = c < stands.size() ? stands[c] : 0;
    if (s <= 0) continue;
    const bool joins =
        !bodies.empty() && bodies.back().last + 1 == c && holdTogether(columns[c - 1], columns[c]);
    if (!joins) bodies.push_back({c, c, 0, false});
    Body& b = bodies.back();
    b.last = c;
    b.stands += s;
    b.holdsItsPlace = b.holdsItsPlace || std::abs(columns[c].shift) <= measured::kTolerance;
  }
  std::vector<bool> apart(n, true);
  if (bodies.empty()) return std::vector<bool>(n, false);
  const Body* main = &bodies.front();
  for (const Body& b : bodies) {
    if (b.stands > main->stands ||
        (b.stands == main->stands && b.holdsItsPlace && !main->holdsItsPlace))
      main = &b;
  }
  for (std::size_t c = main->first; c <= main->last; ++c) apart[c] = false;
  for (std::size_t c = 0; c < n; ++c) {
    if (c >= stands.size() || stands[c] <= 0) apart[c] = false;
  }
  return apart;
}

Length mainBodyLine(const std::vector<ColumnExtent>& columns, const std::vector<int>& stands) {
  const std::vector<bool> apart = apartFromMainBody(columns, stands);
  Length best = 0;
  int bestStands = -1;
  for (std::size_t c = 0; c < columns.size(); ++c) {
    if (apart[c] || c >= stands.size() || stands[c] <= 0) continue;
    const Length shift = columns[c].shift;
    int count = 0;
    for (std::size_t d = 0; d < columns.size(); ++d) {
      if (!apart[d] && d < stands.size() && columns[d].shift == shift) count += stands[d];
    }
    const bool better =
        count > bestStands ||
        (count == bestStands &&
         (std::abs(shift) < std::abs(best) || (std::abs(shift) == std::abs(best) && shift > best)));
    if (better) {
      best = shift;
      bestStands = count;
    }
  }
  return best;
}

bool allInLine(const std::vector<Length>& shifts) {
  return std::all_of(shifts.begin(), shifts.end(), [&](Length s) { return s == shifts.front(); });
}

}  // namespace sandtable::rules::roberts
