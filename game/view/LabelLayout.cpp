#include "LabelLayout.h"

#include <algorithm>
#include <numeric>

namespace sandtable::view {

namespace {
bool overlap(const LabelBox& a, const LabelBox& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
}  // namespace

void separateLabels(std::vector<LabelBox>& boxes) {
  std::vector<std::size_t> order(boxes.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return boxes[a].y1 > boxes[b].y1; });
  std::vector<std::size_t> placed;
  for (std::size_t i : order) {
    LabelBox& box = boxes[i];
    // Each lift clears one placed box; a box can be lifted past each at most once.
    for (std::size_t tries = 0; tries <= placed.size(); ++tries) {
      const auto hit = std::find_if(placed.begin(), placed.end(), [&](std::size_t p) { return overlap(box, boxes[p]); });
      if (hit == placed.end()) break;
      const float lift = box.y1 - boxes[*hit].y0 + 1.0f;
      box.y0 -= lift;
      box.y1 -= lift;
    }
    placed.push_back(i);
  }
}

}  // namespace sandtable::view
