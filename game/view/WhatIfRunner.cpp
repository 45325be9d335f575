#include "WhatIfRunner.h"

#include <algorithm>

#include "data/ConfigError.h"
#include "rules/core/Rng.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"
#include "session/ParallelRuns.h"
#include "session/TurnEvents.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {
std::string thenOptions(const WhatIfRequest& request) {
  std::string out;
  if (request.instead) {
    for (const Action& a : request.then) out += " --then \"" + rules::toString(a) + "\"";
  }
  return out;
}
}  // namespace

std::string WhatIfTally::command() const {
  return "sandtable-cli whatif --match " + request.matchFile.string() +
         (request.eachTurn ? std::string(" --each-turn") : " --at-action " + std::to_string(request.action)) +
         (request.instead ? " --instead \"" + rules::toString(*request.instead) + "\"" : std::string()) +
         thenOptions(request) +
         " --games " + std::to_string(request.games) + " --seed " + std::to_string(request.seed) + " --side1 " +
         request.players[0].str() + " --side2 " + request.players[1].str();
}

int WhatIfTally::done() const {
  int n = 0;
  for (const PositionTally& p : positions) n += p.games.games();
  return n;
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
    // Loaded here, in this thread: its own scenario and battlefield; each further worker
    // loads its own on its first game (Branch.h: a battlefield answers one thread at a time).
    auto positionsIn = [&request](const scenario::LoadedMatch& lm) {
      if (request.eachTurn) return session::turnStarts(lm);
      std::vector<session::Position> one;
      one.push_back(session::findPosition(lm, session::BranchPoint::atAction(request.action)));
      return one;
    };
    const unsigned workers = request.workers > 0 ? request.workers : std::max(1u, session::workersFor(0) - 1);
    std::vector<std::vector<session::Position>> from(workers);
    const scenario::LoadedMatch lm = scenario::loadMatchFile(request.matchFile);
    from[0] = positionsIn(lm);
    const std::size_t n = from[0].size();
    const auto happened = request.eachTurn ? session::turningEvents(lm) : std::map<int, std::vector<std::string>>{};
    {
      std::lock_guard g(mLock);
      for (const session::Position& p : from[0]) {
        const auto it = happened.find(p.turn);
        mTally.positions.push_back({p.action, p.turn, {}, it == happened.end() ? std::vector<std::string>{} : it->second});
      }
    }
    // Game by game across the positions, not position by position: a chart of every turn
    // takes its whole shape within seconds and sharpens as the games come in. The tally is
    // a count, the same in whatever order the workers finish.
    const std::size_t count = n * static_cast<std::size_t>(std::max(0, request.games));
    session::runParallel(count, static_cast<unsigned>(from.size()), [&](unsigned worker, std::size_t job) {
      if (from[worker].empty()) from[worker] = positionsIn(scenario::loadMatchFile(request.matchFile));
      const std::size_t i = job % n;
      const std::uint64_t seed = deriveSeed(request.seed, static_cast<std::uint64_t>(job / n));
      const session::BranchOutcome out = session::playBranch(from[worker][i], seed, request.players, request.instead,
                                                                 request.instead ? request.then : std::vector<Action>{});
      std::lock_guard g(mLock);
      mTally.positions[i].games.add(out);
    }, &mCancel);
    finish({});
  } catch (const data::ConfigErrors& e) {
    finish(e.first());
  } catch (const std::exception& e) {
    finish(e.what());
  }
}

}  // namespace sandtable::view
