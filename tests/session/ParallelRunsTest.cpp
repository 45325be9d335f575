// session::runParallel and runInOrder: every index run once whatever the number of workers,
// results reported in index order, a job's exception rethrown, a stop honoured.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "session/ParallelRuns.h"

using sandtable::session::runInOrder;
using sandtable::session::runParallel;
using sandtable::session::workersFor;

TEST(ParallelRuns, EveryIndexRunsOnceOnItsWorkers) {
  for (const unsigned workers : {1u, 2u, 5u}) {
    std::vector<std::atomic<int>> runs(200);
    std::mutex lock;
    std::set<unsigned> used;
    std::set<std::thread::id> threads;
    runParallel(runs.size(), workers, [&](unsigned worker, std::size_t i) {
      ++runs[i];
      std::lock_guard g(lock);
      used.insert(worker);
      threads.insert(std::this_thread::get_id());
    });
    for (std::size_t i = 0; i < runs.size(); ++i) EXPECT_EQ(runs[i], 1) << "index " << i << ", " << workers << " workers";
    for (const unsigned w : used) EXPECT_LT(w, workers);
    EXPECT_LE(threads.size(), workers);
    if (workers == 1) {
      EXPECT_EQ(*threads.begin(), std::this_thread::get_id()) << "one worker is the calling thread";
    }
  }
}

TEST(ParallelRuns, ResultsAreReportedInIndexOrder) {
  std::vector<std::size_t> seen;
  runInOrder<std::size_t>(
      300, 4,
      [](unsigned, std::size_t i) {
        // Later indices finish sooner now and then, so order must be restored.
        if (i % 7 == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
        return i * i;
      },
      [&](std::size_t i, std::size_t& square) {
        EXPECT_EQ(square, i * i);
        seen.push_back(i);
      });
  ASSERT_EQ(seen.size(), 300u);
  for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], i);
}

TEST(ParallelRuns, AJobsExceptionStopsTheRunAndIsRethrown) {
  std::atomic<int> ran{0};
  // The other jobs take a millisecond each, as games do: on a loaded machine the worker
  // holding job 5 may wait its turn for a while, and jobs that took no time at all could all
  // be run by the others before it throws (this test failed that way under load). Ten
  // thousand of them now take seconds, which the thrower never waits.
  EXPECT_THROW(runParallel(10000, 3,
                           [&](unsigned, std::size_t i) {
                             ++ran;
                             if (i == 5) throw std::runtime_error("game 5 failed");
                             std::this_thread::sleep_for(std::chrono::milliseconds(1));
                           }),
               std::runtime_error);
  EXPECT_LT(ran, 10000) << "the other workers stop taking jobs";
}

TEST(ParallelRuns, AStopEndsTheRunBetweenJobs) {
  std::atomic<bool> stop{false};
  std::atomic<int> ran{0};
  runParallel(
      10000, 2,
      [&](unsigned, std::size_t) {
        if (++ran == 20) stop = true;
      },
      &stop);
  EXPECT_GE(ran, 20);
  EXPECT_LT(ran, 10000);
}

TEST(ParallelRuns, ZeroJobsMeansOneWorkerPerCore) {
  EXPECT_EQ(workersFor(1), 1u);  // more than the hardware threads: ParallelRunsCapTest
  EXPECT_GE(workersFor(0), 1u);
  EXPECT_EQ(workersFor(0), std::max(1u, std::thread::hardware_concurrency()));
}
