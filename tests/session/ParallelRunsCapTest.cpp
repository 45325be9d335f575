// session::workersFor: a run never gets more workers than the machine has hardware threads
// (each holds a battlefield of its own, so `--jobs 2000` would only run out of memory).
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "session/ParallelRuns.h"

using namespace sandtable::session;

TEST(ParallelRuns, WorkersAreCappedAtTheHardwareThreads) {
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  ASSERT_GE(threads, 1u);
  EXPECT_EQ(workersFor(0), threads);
  EXPECT_EQ(workersFor(1), 1u);
  EXPECT_EQ(workersFor(threads), threads);
  EXPECT_EQ(workersFor(threads + 1), threads);
  EXPECT_EQ(workersFor(2000), threads);
}
