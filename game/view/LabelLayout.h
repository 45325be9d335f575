// Keeping the floating labels over units readable: where two would overlap on the screen,
// the one farther back (higher on the screen) is lifted clear of the nearer one.
#pragma once

#include <vector>

namespace sandtable::view {

struct LabelBox {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // screen rectangle, y down
};

// Places the boxes nearest the viewer first (lowest on the screen) and lifts each later one
// straight up until it overlaps none already placed. Boxes keep their widths and heights.
void separateLabels(std::vector<LabelBox>& boxes);

}  // namespace sandtable::view
