#include "WhatIfRunner.h"

#include "data/ConfigError.h"
#include "rules/core/Rng.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"

namespace sandtable::view {

using namespace sandtable::rules;

std::string WhatIfTally::command() const {
  return "sandtable-cli whatif --match " + request.matchFile.string() +
         (request.eachTurn ? std::string(" --each-turn") : " --at-action " + std::to_string(request.action)) +
         " --games " + std::to_string(request.games) + " --seed " + std::to_string(request.seed) + " --side1 " +
         request.players[0].str() + " --side2 " + request.players[1].str();
}

WhatIfRunner::~WhatIfRunner() { cancel(); }

void WhatIfRunner::start(const WhatIfRequest& request) {
  cancel();
  {
    std::lock_guard g(mLock);
    mTally = WhatIfTally{};
    mTally.request = request;
    mTally.running = true;
    mAsked = true;
  }
  mCancel = false;
  mWorker = std::thread([this, request] { run(request); });
}

void WhatIfRunner::cancel() {
  mCancel = true;
  if (mWorker.joinable()) mWorker.join();
  std::lock_guard g(mLock);
  mTally.running = false;
}

WhatIfTally WhatIfRunner::tally() const {
  std::lock_guard g(mLock);
  return mTally;
}

bool WhatIfRunner::running() const {
  std::lock_guard g(mLock);
  return mTally.running;
}

bool WhatIfRunner::asked() const {
  std::lock_guard g(mLock);
  return mAsked;
}

void WhatIfRunner::run(WhatIfRequest request) {
  auto finish = [this](std::string error) {
    std::lock_guard g(mLock);
    mTally.error = std::move(error);
    mTally.running = false;
  };
  try {
    // Loaded here, in this thread: its own scenario and battlefield.
    const scenario::LoadedMatch lm = scenario::loadMatchFile(request.matchFile);
    std::vector<session::Position> from;
    if (request.eachTurn) {
      from = session::turnStarts(lm);
    } else {
      from.push_back(session::findPosition(lm, session::BranchPoint::atAction(request.action)));
    }
    {
      std::lock_guard g(mLock);
      for (const session::Position& p : from) mTally.positions.push_back({p.action, p.turn, {}});
    }
    // Game by game across the positions, not position by position: a chart of every turn
    // takes its whole shape within seconds and sharpens as the games come in.
    for (int game = 0; game < request.games && !mCancel; ++game) {
      const std::uint64_t seed = deriveSeed(request.seed, static_cast<std::uint64_t>(game));
      for (std::size_t i = 0; i < from.size() && !mCancel; ++i) {
        const session::BranchOutcome out = session::playBranch(from[i], seed, request.players);
        std::lock_guard g(mLock);
        mTally.positions[i].games.add(out);
        ++mTally.done;
      }
    }
    finish({});
  } catch (const data::ConfigErrors& e) {
    finish(e.first());
  } catch (const std::exception& e) {
    finish(e.what());
  }
}

}  // namespace sandtable::view
