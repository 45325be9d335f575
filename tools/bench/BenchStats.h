// Timing helpers for the benchmarks: run a body several times, report the median, because
// the machines are shared and noisy.
#pragma once

#include <functional>
#include <vector>

namespace sandtable::bench {

// Seconds taken by each of `repetitions` runs of `body`.
std::vector<double> timeRuns(int repetitions, const std::function<void()>& body);
double median(std::vector<double> values);

}  // namespace sandtable::bench
