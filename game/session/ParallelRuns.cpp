#include "ParallelRuns.h"

#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace sandtable::session {

unsigned hardwareThreads() {
  const unsigned threads = std::thread::hardware_concurrency();
  return threads > 0 ? threads : 1;
}

unsigned workersFor(unsigned jobs) {
  const unsigned threads = hardwareThreads();
  return jobs > 0 && jobs < threads ? jobs : threads;
}

void runParallel(std::size_t count, unsigned workers, const std::function<void(unsigned, std::size_t)>& job,
                 const std::atomic<bool>* stop) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr firstError;
  std::mutex errorLock;
  auto work = [&](unsigned worker) {
    for (;;) {
      if (failed || (stop && *stop)) return;
      const std::size_t index = next++;
      if (index >= count) return;
      try {
        job(worker, index);
      } catch (...) {
        std::lock_guard g(errorLock);
        if (!firstError) firstError = std::current_exception();
        failed = true;
        return;
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned w = 1; w < workers && w < count; ++w) threads.emplace_back(work, w);
  work(0);
  for (std::thread& t : threads) t.join();
  if (firstError) std::rethrow_exception(firstError);
}

}  // namespace sandtable::session
