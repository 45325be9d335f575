#include "BenchStats.h"

#include <algorithm>
#include <chrono>

namespace sandtable::bench {

std::vector<double> timeRuns(int repetitions, const std::function<void()>& body) {
  std::vector<double> out;
  for (int i = 0; i < repetitions; ++i) {
    const auto start = std::chrono::steady_clock::now();
    body();
    out.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return out;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace sandtable::bench
