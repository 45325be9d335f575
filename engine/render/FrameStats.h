// Frame times for the headless benchmark: the mean and the 95th percentile of a run.
#pragma once

#include <vector>

namespace sandtable::render {

class FrameStats {
 public:
  void add(double milliseconds) { mSamples.push_back(milliseconds); }
  std::size_t count() const { return mSamples.size(); }
  double mean() const;
  // The value at or below which `fraction` of the frames fall (nearest rank).
  double percentile(double fraction) const;
  double max() const;

 private:
  std::vector<double> mSamples;
};

}  // namespace sandtable::render
