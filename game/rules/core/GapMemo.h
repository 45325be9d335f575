// A memo of gap() between two rectangles. The rules and the AI ask for the gap between the
// same two blocks again and again: for every candidate action of a decision, and for every
// decision while the units stand where they stood (in AI-vs-AI play five asks in six are
// asked before). gap() is exact integer geometry, so what the memo gives back is what gap()
// would have given: it saves time and changes no answer.
#pragma once

#include <cstddef>
#include <memory>

#include "Geometry.h"

namespace sandtable::rules {

class GapMemo {
 public:
  GapMemo() = default;
  // A copy starts empty: a copied game (a lookahead, a supposed formation) lives briefly, and
  // copying the memo would cost more than it saves. Assignment keeps what this one holds,
  // which stays right whatever game it serves.
  GapMemo(const GapMemo&) {}
  GapMemo& operator=(const GapMemo&) { return *this; }

  // gap(a, b), remembered.
  Length gap(const Rect& a, const Rect& b) const;

 private:
  struct Entry {
    Rect a;
    Rect b;
    Length gap = -1;  // -1: empty
  };
  // Direct-mapped: each pair has one slot, and a newer pair takes it over.
  static constexpr std::size_t kSlots = 2048;
  mutable std::unique_ptr<Entry[]> mEntries;  // allocated on first use
};

}  // namespace sandtable::rules
