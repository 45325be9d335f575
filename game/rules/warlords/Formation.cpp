#include "Formation.h"

#include <algorithm>
#include <cstdlib>

#include "measured/Block.h"

namespace sandtable::rules::warlords {

int naturalRanks(FormationKind f, int stands, int requestedRanks) {
  stands = std::max(stands, 1);
  switch (f) {
    case FormationKind::MarchColumn: return stands;
    case FormationKind::Wedge: {
      int ranks = 0;
      int used = 0;
      while (used < stands) {
        ++ranks;
        used += ranks;
      }
      return ranks;
    }
    case FormationKind::Shieldwall: return std::clamp(requestedRanks, 1, std::min(2, stands));
    case FormationKind::Line:
    case FormationKind::Hedgehog: return std::clamp(requestedRanks, 1, stands);
  }
  return 1;
}

bool validRanks(FormationKind f, int stands, int ranks) {
  if (stands < 1 || ranks < 1 || ranks > stands) return false;
  switch (f) {
    case FormationKind::MarchColumn: return ranks == stands;
    case FormationKind::Wedge: return stands >= 3 && ranks == naturalRanks(f, stands, ranks);  // 2.3.1.3
    case FormationKind::Shieldwall: return ranks <= 2;                                          // 2.3.1.2
    case FormationKind::Hedgehog: return ranks >= std::min(2, stands);                          // a square or oblong
    case FormationKind::Line: return true;  // ranks as equal as possible always fill
  }
  return false;
}

std::vector<int> rankWidths(FormationKind f, int stands, int ranks) {
  stands = std::max(stands, 1);
  std::vector<int> w;
  if (f == FormationKind::MarchColumn) return std::vector<int>(static_cast<std::size_t>(stands), 1);
  if (f == FormationKind::Wedge) {
    int left = stands;
    for (int r = 1; left > 0; ++r) {
      w.push_back(std::min(r, left));
      left -= w.back();
    }
    return w;
  }
  // As equal as possible, the front ranks taking the odd stands (2.3.1, 2.3.1.2).
  return measured::evenRanks(stands, ranks);
}

bool isFullRank(FormationKind f, const std::vector<int>& widths, std::size_t rank) {
  if (rank >= widths.size()) return false;
  if (f == FormationKind::Wedge) {
    // Every rank of a wedge is wider than the one before; a leftover last rank counts only
    // if it is at least as wide as the rank in front of it (2.3.1.3).
    if (rank + 1 < widths.size() || rank == 0) return true;
    return widths[rank] >= widths[rank - 1];
  }
  return widths[rank] >= widths.front() - 1;
}

int fullRanks(FormationKind f, const std::vector<int>& widths) {
  int n = 0;
  for (std::size_t r = 0; r < widths.size(); ++r) n += isFullRank(f, widths, r) ? 1 : 0;
  return n;
}

int widestFullRank(FormationKind f, const std::vector<int>& widths) {
  int best = 1;
  for (std::size_t r = 0; r < widths.size(); ++r) {
    if (isFullRank(f, widths, r)) best = std::max(best, widths[r]);
  }
  return best;
}

std::vector<Slot> slots(FormationKind f, const std::vector<int>& widths, Length span, Length standDepth) {
  std::vector<Slot> out;
  const int ranks = static_cast<int>(widths.size());
  const int widest = widths.empty() ? 1 : *std::max_element(widths.begin(), widths.end());
  // Centre-out, rank by rank, so the command stand stands in the middle of the front.
  for (const measured::StandSlot& place : measured::standSlots(widths, span, standDepth)) {
    Slot s;
    s.rank = place.rank;
    s.file = place.file;
    s.local = place.local;
    if (f == FormationKind::Hedgehog) {
      // 2.3.1.4: every stand faces outward: the front forward, the rear back, the ends of
      // the inner ranks to their side.
      const int r = s.rank;
      const int w = widths[static_cast<std::size_t>(r)];
      const int k = s.file;
      if (r == ranks - 1 && ranks > 1)
        s.turn = kHalfTurn;
      else if (r > 0 && w == widest && k == 0)
        s.turn = -kQuarterTurn;
      else if (r > 0 && w == widest && k == w - 1)
        s.turn = kQuarterTurn;
    }
    out.push_back(s);
  }
  return out;
}

}  // namespace sandtable::rules::warlords
