// Many independent games played on several threads at once: what-if runs, the odds chart.
// Each worker must play on its own copy of the scenario (its own loaded battlefield: a
// Bullet world answers one thread at a time, Branch.h); the caller prepares one per worker
// and `job` is told which worker it runs on. Indices are handed out in increasing order, so
// with one worker the jobs run in order on the calling thread; results must be kept by index
// (and reported in index order) for a run to read the same whatever the number of workers.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

namespace sandtable::session {

// The hardware threads the machine has (at least 1).
unsigned hardwareThreads();

// How many workers a run asked for `jobs` gets: `jobs`, but never more than the machine's
// hardware threads (each worker holds a battlefield of its own: more would only take memory,
// and `--jobs 2000` would run out of it), or when it is 0 one for each hardware thread.
unsigned workersFor(unsigned jobs);

// Calls job(worker, index) for every index in [0, count), each exactly once, on `workers`
// threads (worker 0 is the calling thread). Stops handing out indices once `stop` is set
// (the jobs already begun finish). The first exception a job throws stops the run and is
// rethrown here once every worker has finished.
void runParallel(std::size_t count, unsigned workers, const std::function<void(unsigned worker, std::size_t index)>& job,
                 const std::atomic<bool>* stop = nullptr);

// runParallel for jobs with a result: play(worker, index) computes each, and report(index,
// result) is given them one at a time in index order as soon as all before are in, so what
// a run prints and tallies does not depend on the number of workers.
template <class Result>
void runInOrder(std::size_t count, unsigned workers, const std::function<Result(unsigned, std::size_t)>& play,
                const std::function<void(std::size_t, Result&)>& report) {
  std::vector<std::optional<Result>> finished(count);
  std::mutex lock;
  std::size_t next = 0;
  runParallel(count, workers, [&](unsigned worker, std::size_t index) {
    Result r = play(worker, index);
    std::lock_guard g(lock);
    finished[index] = std::move(r);
    for (; next < count && finished[next]; ++next) {
      report(next, *finished[next]);
      finished[next].reset();
    }
  });
}

}  // namespace sandtable::session
