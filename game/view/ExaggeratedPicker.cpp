#include "ExaggeratedPicker.h"

namespace sandtable::view {

Pick ExaggeratedPicker::pick(V3 origin, V3 direction) const {
  // The same ray parameter reaches the same point in both worlds, so the stand's distance
  // along the ray (in lengths of `direction`) carries over unchanged.
  Pick p = mInner->pick({origin.x, origin.y / mK, origin.z},
                        {direction.x, direction.y / mK, direction.z});
  if (p.ground) p.ground->y *= mK;
  return p;
}

StandBoxes ExaggeratedPicker::unexaggerated(StandBoxes drawn, float k) {
  return [drawn = std::move(drawn), k] {
    auto boxes = drawn();
    for (auto& [unit, box] : boxes) {
      box.centre.y /= k;
      box.height /= k;
    }
    return boxes;
  };
}

}  // namespace sandtable::view
