#include "Replay.h"

#include <algorithm>

#include "MatchSession.h"
#include "data/YamlReader.h"
#include "rules/core/Hash.h"
#include "rules/core/Match.h"

namespace sandtable::session {

using namespace sandtable::rules;

std::size_t firstPositionOfTurn(const std::vector<int>& turnAfter, int turn) {
  // Turns only ever go up, so the positions are sorted by turn.
  return static_cast<std::size_t>(std::lower_bound(turnAfter.begin(), turnAfter.end(), turn) - turnAfter.begin());
}

std::string ReplayReport::unverifiedReason() const {
  if (!ok || actionsWithoutHash == 0) return "";
  const std::size_t total = hashesChecked + actionsWithoutHash;
  const std::string which =
      actionsWithoutHash == total
          ? "the file records no state hash for " + std::string(total == 1 ? "its action" : "any of its " + std::to_string(total) + " actions")
          : std::to_string(actionsWithoutHash) + " of its " + std::to_string(total) + " actions record no state hash";
  return which + ", so a changed action would not be noticed";
}

ReplayReport replayMatch(const scenario::LoadedMatch& lm, EventSink& sink, const ReplayStep& before) {
  ReplayReport rep;
  const scenario::MatchRecord& rec = lm.record;
  // The match is bad input: say where, as a file:line:col error (the table and the CLI refuse
  // it as they refuse any other bad file).
  auto refuse = [&](const YAML::Mark& m, std::string message) {
    rep.ok = false;
    rep.error = data::errorAt(lm.file, m, std::move(message));
  };
  Match match(lm.scenario.newGame(), rec.seed, rec.forcedDice);
  rep.turnAfter.push_back(match.game().phase().turn);
  auto finish = [&]() -> ReplayReport {
    rep.finalHash = match.hash();
    rep.result = match.game().result();
    rep.turns = match.game().phase().turn;
    rep.finalState = match.game().clone();
    return std::move(rep);
  };
  if (rec.initialHash && *rec.initialHash != match.initialHash()) {
    refuse(rec.initialHashMark, "the starting position differs from the one recorded (initial_hash " +
                                    hashToString(*rec.initialHash) + ", now " + hashToString(match.initialHash()) +
                                    "): the scenario or the ruleset has changed");
    return finish();
  }
  for (std::size_t i = 0; i < rec.actions.size(); ++i) {
    const scenario::RecordedAction& ra = rec.actions[i];
    const std::string where = "action " + std::to_string(i + 1) + " (" + toString(ra.action) + ")";
    if (match.over()) {
      refuse(ra.mark, where + " comes after the end of the battle");
      return finish();
    }
    if (const Verdict v = match.check(ra.action); !v) {
      refuse(ra.mark, where + " is not legal here: " + v.why);
      return finish();
    }
    if (before) before(i, ra.action, match.game());
    try {
      match.submit(ra.action, sink);
    } catch (const ForcedDieError& e) {
      const YAML::Mark m = e.index < rec.forcedMarks.size() ? rec.forcedMarks[e.index] : ra.mark;
      refuse(m, std::string(e.what()) + " (needed by " + where + ")");
      return finish();
    }
    rep.applied = i + 1;
    rep.turnAfter.push_back(match.game().phase().turn);
    if (!ra.hash) {
      ++rep.actionsWithoutHash;
    } else if (*ra.hash != match.hashes().back()) {
      refuse(ra.mark, where + ": state hash " + hashToString(match.hashes().back()) + " differs from the recorded " +
                          hashToString(*ra.hash) + " (the first action whose hash differs)");
      return finish();
    } else {
      ++rep.hashesChecked;
    }
  }
  if (rec.result) {
    const Result r = match.game().result();
    const std::string winner = winnerKey(r);
    if (rec.result->finalHash != match.hash() || rec.result->winner != winner ||
        rec.result->turns != match.game().phase().turn) {
      refuse(rec.resultMark, "the recorded result (winner " + rec.result->winner + ", turns " +
                                 std::to_string(rec.result->turns) + ", hash " + hashToString(rec.result->finalHash) +
                                 ") differs from the replay (winner " + (winner.empty() ? "none yet" : winner) +
                                 ", turns " + std::to_string(match.game().phase().turn) + ", hash " +
                                 hashToString(match.hash()) + ")");
    }
  }
  return finish();
}

}  // namespace sandtable::session
