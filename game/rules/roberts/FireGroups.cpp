#include "FireGroups.h"

#include <algorithm>

#include "measured/Contact.h"

namespace sandtable::rules::roberts {
namespace {

bool near(const Rect& a, const Rect& b, Length spacing) {
  return gapAtMost(a, b, spacing + measured::kTolerance);
}

}  // namespace

std::vector<std::vector<int>> spacingGroups(const std::vector<Rect>& stands, Length spacing) {
  const int n = static_cast<int>(stands.size());
  std::vector<int> group(static_cast<std::size_t>(n), -1);
  std::vector<std::vector<int>> out;
  for (int start = 0; start < n; ++start) {
    if (group[static_cast<std::size_t>(start)] >= 0) continue;
    const int id = static_cast<int>(out.size());
    out.push_back({});
    std::vector<int> todo{start};
    group[static_cast<std::size_t>(start)] = id;
    while (!todo.empty()) {
      const int i = todo.back();
      todo.pop_back();
      out.back().push_back(i);
      for (int j = 0; j < n; ++j) {
        if (group[static_cast<std::size_t>(j)] >= 0) continue;
        if (!near(stands[static_cast<std::size_t>(i)], stands[static_cast<std::size_t>(j)],
                  spacing))
          continue;
        group[static_cast<std::size_t>(j)] = id;
        todo.push_back(j);
      }
    }
    std::sort(out.back().begin(), out.back().end());
  }
  return out;
}

FireGroupProblem checkFireGroup(const std::vector<FireGroupMember>& members,
                                const MissileRule& rule, const measured::Scale& inch) {
  if (members.empty()) return FireGroupProblem::Empty;
  if (static_cast<int>(members.size()) > rule.fireGroupMax) return FireGroupProblem::TooMany;
  for (const FireGroupMember& m : members) {
    if (m.target != members.front().target) return FireGroupProblem::SplitTarget;
  }
  std::vector<Rect> stands;
  for (const FireGroupMember& m : members) stands.push_back(m.stand);
  const Length spacing =
      static_cast<Length>(rule.fireGroupSpacingInches * static_cast<double>(inch.unit) + 0.5);
  if (spacingGroups(stands, spacing).size() != 1) return FireGroupProblem::Apart;
  return FireGroupProblem::None;
}

}  // namespace sandtable::rules::roberts
