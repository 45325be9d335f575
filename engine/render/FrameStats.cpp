#include "FrameStats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace sandtable::render {

double FrameStats::mean() const {
  if (mSamples.empty()) return 0;
  return std::accumulate(mSamples.begin(), mSamples.end(), 0.0) /
         static_cast<double>(mSamples.size());
}

double FrameStats::percentile(double fraction) const {
  if (mSamples.empty()) return 0;
  std::vector<double> sorted = mSamples;
  std::sort(sorted.begin(), sorted.end());
  // Nearest rank: the smallest value with at least `fraction` of the samples at or below it.
  const auto rank =
      static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
  return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

double FrameStats::max() const {
  return mSamples.empty() ? 0 : *std::max_element(mSamples.begin(), mSamples.end());
}

}  // namespace sandtable::render
