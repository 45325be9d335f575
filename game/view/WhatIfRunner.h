// "How does it tend to end from here?" and "how did the odds move?", asked at the table of a
// studied battle: games played on by the AI from a position of the recording, or from the
// start of each of its turns, in a background thread so the table keeps drawing, and tallied
// as they finish. The thread loads the match file afresh: a battlefield (and its Bullet
// world) is never shared between the table and the worker. The games are exactly those of
// `sandtable-cli whatif --match FILE --at-action N --seed S` (or `--each-turn`), so a teacher
// can give the class the command that reproduces the figures.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "session/Branch.h"
#include "session/PlayerSpec.h"

namespace sandtable::view {

struct WhatIfRequest {
  std::filesystem::path matchFile;
  std::size_t action = 0;  // branch after this many recorded actions
  std::array<session::PlayerSpec, 2> players;
  int games = 50;          // from each position
  std::uint64_t seed = 1;  // game g plays with deriveSeed(seed, g), as whatif does
  bool eachTurn = false;   // from the start of every recorded turn instead of from `action`
  // Taken first in every game, instead of what the recording did there (whatif --instead),
  // then the orders of `then` while the rules allow them (whatif --then: the activated unit's
  // charge); with the table's words for the plan and for the recorded action (empty when it
  // is that one), for the panel.
  std::optional<rules::Action> instead;
  std::vector<rules::Action> then;
  std::string insteadLabel, recordedLabel;
  // Games played at once, each on its own thread and load of the match (0: one per core but
  // one, which the table keeps for drawing). The tally is the same whatever the number.
  unsigned workers = 0;
};

// The games from one position.
struct PositionTally {
  std::size_t action = 0;  // recorded actions before it
  int turn = 0;
  session::BranchTally games;
  // From every turn's start: what turned the battle in this turn, as recorded (TurnEvents.h).
  std::vector<std::string> happened;
};

struct WhatIfTally {
  WhatIfRequest request;
  // One position, or the start of each turn, once the worker has found them.
  std::vector<PositionTally> positions;
  bool running = false;
  std::string error;  // why it could not run (a placed message for a bad file)

  // Games asked for over all positions (0 until the positions are found).
  int total() const { return request.games * static_cast<int>(positions.size()); }
  // Games finished so far, over all positions.
  int done() const;
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
