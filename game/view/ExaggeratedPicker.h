// Picking on a table whose hills are drawn higher than the battlefield has them (Settings >
// Exaggerate heights). The rules' Bullet world keeps the battlefield's own heights; the
// drawn world is the same with every height multiplied by k. That is a linear map, so the
// cursor's ray through the drawn world, its heights divided by k, is a ray through the rules'
// world that meets the same ground at the same point along it: the picked point, raised
// again by k, lies on the drawn ground, and a stand is picked where it is drawn.
#pragma once

#include <memory>

#include "Picker.h"

namespace sandtable::view {

class ExaggeratedPicker final : public Picker {
 public:
  // `rulesPicker` picks in the rules' heights (a BulletPicker given unexaggerated() boxes).
  ExaggeratedPicker(std::unique_ptr<Picker> rulesPicker, float k)
      : mInner(std::move(rulesPicker)), mK(k) {}
  Pick pick(V3 origin, V3 direction) const override;

  // The stands as drawn on the exaggerated ground, brought into the rules' heights.
  static StandBoxes unexaggerated(StandBoxes drawn, float k);

 private:
  std::unique_ptr<Picker> mInner;
  float mK;
};

}  // namespace sandtable::view
