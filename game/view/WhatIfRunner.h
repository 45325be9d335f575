// "How does it tend to end from here?" asked at the table of a studied battle: games played
// on from a position of the recording by the AI, in a background thread so the table keeps
// drawing, and tallied as they finish. The thread loads the match file afresh: a battlefield
// (and its Bullet world) is never shared between the table and the worker. The games are
// exactly those of `sandtable-cli whatif --match FILE --at-action N --seed S`, so a teacher
// can give the class the command that reproduces the figures.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "rules/core/Result.h"
#include "session/PlayerSpec.h"

namespace sandtable::view {

struct WhatIfRequest {
  std::filesystem::path matchFile;
  std::size_t action = 0;  // branch after this many recorded actions
  std::array<session::PlayerSpec, 2> players;
  int games = 50;
  std::uint64_t seed = 1;  // game g plays with deriveSeed(seed, g), as whatif does
};

struct WhatIfTally {
  WhatIfRequest request;
  int turn = 0;      // the turn at the branch point, once found
  int done = 0;      // games finished so far
  std::array<int, 3> won{};  // side 1, side 2, drawn (or unfinished)
  std::map<rules::Ending, int> endings[3];  // what decided them, by the same three
  long turnsPlayed = 0;   // summed final turn numbers, for the mean length
  bool running = false;
  std::string error;  // why it could not run (a placed message for a bad file)

  // The CLI command that plays the same games.
  std::string command() const;
};

class WhatIfRunner {
 public:
  WhatIfRunner() = default;
  WhatIfRunner(const WhatIfRunner&) = delete;
  WhatIfRunner& operator=(const WhatIfRunner&) = delete;
  ~WhatIfRunner();

  // Starts a run, stopping any run in progress first.
  void start(const WhatIfRequest& request);
  // Stops the run after the game in progress; the tally keeps what finished.
  void cancel();
  // A snapshot of the tally so far (safe to call every frame).
  WhatIfTally tally() const;
  bool running() const;
  bool asked() const;  // a run has been started since construction

 private:
  void run(WhatIfRequest request);

  mutable std::mutex mLock;
  WhatIfTally mTally;
  bool mAsked = false;
  std::atomic<bool> mCancel{false};
  std::thread mWorker;
};

}  // namespace sandtable::view
