#include "Conformance.h"

#include <algorithm>
#include <set>

#include "rules/core/Hash.h"

namespace sandtable::conformance {

using namespace sandtable::rules;

namespace {

// What a call could leave behind: the game's state and the dice's place.
struct Footprint {
  std::uint64_t state = 0;
  std::uint64_t dice = 0;
  std::uint64_t rolled = 0;
};

Footprint footprintOf(const Game& g, const Dice& d) {
  return {g.stateHash(), diceHash(d), d.rolled()};
}

// "rolled 2 dice", "changed the state", ... for a call that should have left no trace.
void compareFootprints(const Footprint& before, const Footprint& after, const std::string& call,
                       Problems& out) {
  if (after.rolled != before.rolled) {
    const std::uint64_t n = after.rolled - before.rolled;
    out.push_back(call + " rolled " + std::to_string(n) + (n == 1 ? " die" : " dice") +
                  " (only apply() may roll)");
  } else if (after.dice != before.dice) {
    out.push_back(call + " moved the dice's sequence (only apply() may)");
  }
  if (after.state != before.state) out.push_back(call + " changed the game's state hash");
}

bool validSide(Side s) { return s == Side::One || s == Side::Two; }

std::string unitLabel(const UnitView& u) {
  return "unit " + std::to_string(u.id) + " (" + u.name + ")";
}

}  // namespace

std::uint64_t diceHash(const Dice& dice) {
  Hasher h;
  dice.hashInto(h);
  return h.value();
}

std::uint64_t matchHash(const Game& game, const Dice& dice) {
  Hasher h;
  h.add(game.stateHash());
  dice.hashInto(h);
  return h.value();
}

Problems checkChangesNothing(const Game& game, const Dice& dice, const Action& a) {
  Problems out;
  const std::string call = "check(" + toString(a) + ")";
  const Footprint before = footprintOf(game, dice);
  const std::unique_ptr<Game> copyBefore = game.clone();
  const Verdict first = game.check(a);
  compareFootprints(before, footprintOf(game, dice), call, out);
  if (copyBefore->stateHash() != before.state)
    out.push_back(call + " changed a copy made before it");
  if (game.clone()->stateHash() != before.state)
    out.push_back(call + " left the game copying to another state");
  const Verdict second = game.check(a);
  if (second.legal != first.legal || second.why != first.why) {
    out.push_back(call + " answered differently when asked again: '" +
                  (first.legal ? "legal" : first.why) + "', then '" +
                  (second.legal ? "legal" : second.why) + "'");
  }
  return out;
}

Problems offeredActionsProblems(const Game& game, const Dice& dice) {
  Problems out;
  const std::vector<Action> offered = game.legalActions();
  if (game.legalActions() != offered)
    out.push_back("legalActions() offered another list when asked again");
  const bool over = game.result().over;
  if (!over && offered.empty())
    out.push_back("legalActions() offers nothing while the game is not over");
  if (over && !offered.empty()) {
    out.push_back("legalActions() offers " + toString(offered.front()) + " after the game is over");
  }
  std::set<std::string> seen;
  for (const Action& a : offered) {
    if (!seen.insert(toString(a)).second)
      out.push_back("legalActions() offers " + toString(a) + " twice");
    // Watched from its first call: a change a check() makes once and then repeats alike
    // (spending a unit's moves, say) shows only there.
    for (std::string& p : checkChangesNothing(game, dice, a)) out.push_back(std::move(p));
    if (const Verdict v = game.check(a); !v) {
      out.push_back("legalActions() offers " + toString(a) + " and check() refuses it: " + v.why);
    }
  }
  return out;
}

Problems readersProblems(const Game& game, const Dice& dice) {
  Problems out;
  auto probe = [&](const std::string& call, const auto& read) {
    const Footprint before = footprintOf(game, dice);
    read();
    compareFootprints(before, footprintOf(game, dice), call, out);
  };
  probe("phase()", [&] { (void)game.phase(); });
  probe("result()", [&] { (void)game.result(); });
  probe("units()", [&] { (void)game.units(); });
  probe("legalActions()", [&] { (void)game.legalActions(); });
  probe("clone()", [&] { (void)game.clone(); });
  probe("largestDie()", [&] { (void)game.largestDie(); });
  probe("invariantProblem()", [&] { (void)game.invariantProblem(); });
  probe("system()", [&] { (void)game.system(); });
  if (game.stateHash() != game.stateHash())
    out.push_back("stateHash() gave two values for one state");
  return out;
}

Problems cloneProblems(const Game& game, const Dice& dice) {
  Problems out;
  const Footprint before = footprintOf(game, dice);
  const std::unique_ptr<Game> copy = game.clone();
  if (copy->stateHash() != before.state) {
    out.push_back("clone() has another state hash");
    return out;  // the rest compares the copy with the original
  }
  if (copy->system() != game.system()) out.push_back("clone() is of another rule system");
  const std::vector<Action> offered = game.legalActions();
  if (copy->legalActions() != offered)
    out.push_back("clone() offers other actions than the original");
  if (offered.empty()) return out;

  // Apply one offered action to the copy with a copy of the dice: the original and a copy
  // made beforehand stay as they were. The middle of the list, not always the first (often
  // "end the turn"), so that moves and attacks are tried.
  const Action a = offered[offered.size() / 2];
  const std::unique_ptr<Game> twin = game.clone();
  Dice dice1 = dice, dice2 = dice;
  NullSink quiet;
  copy->apply(a, dice1, quiet);
  compareFootprints(before, footprintOf(game, dice), "apply(" + toString(a) + ") to a copy", out);
  if (twin->stateHash() != before.state) {
    out.push_back("apply(" + toString(a) + ") to a copy changed another copy of the same position");
  }
  twin->apply(a, dice2, quiet);
  if (twin->stateHash() != copy->stateHash() || diceHash(dice1) != diceHash(dice2)) {
    out.push_back("apply(" + toString(a) + ") reached two states from one position and equal dice");
  }
  if (copy->clone()->stateHash() != copy->stateHash()) {
    out.push_back("clone() of a copy after apply(" + toString(a) + ") has another state hash");
  }
  return out;
}

Problems oddsProblems(const Game& game, const Dice& dice) {
  Problems out;
  const auto isChance = [](double p) { return p >= 0.0 && p <= 1.0 + 1e-9; };
  for (const Action& a : game.legalActions()) {
    const Footprint before = footprintOf(game, dice);
    const std::optional<ActionOdds> o = game.odds(a);
    const std::string call = "odds(" + toString(a) + ")";
    compareFootprints(before, footprintOf(game, dice), call, out);
    if (!o) continue;
    if (!isChance(o->success) || !isChance(o->targetBreaks) || !isChance(o->actorBreaks))
      out.push_back(call + " gives a chance outside 0..1");
    if (o->lossesDealt < 0 || o->lossesTaken < 0) out.push_back(call + " expects losses below 0");
    if (o->outcomes.empty()) out.push_back(call + " names no outcome");
    for (const OutcomeChance& c : o->outcomes) {
      if (!isChance(c.chance) || c.outcome.empty())
        out.push_back(call + " gives '" + c.outcome + "' a chance outside 0..1 or no words");
    }
  }
  return out;
}

Problems hiddenInformationProblems(const Game& game, const Dice& dice) {
  Problems out;
  const Footprint before = footprintOf(game, dice);
  const std::vector<Action> offered = game.legalActions();
  const Side toAct = game.phase().sideToAct;
  for (const Side viewer : {Side::One, Side::Two}) {
    const std::string who(sideKey(viewer));
    Rng guess(deriveSeed(before.state, static_cast<std::uint64_t>(viewer)));
    const bool hides = game.hidesFrom(viewer);
    const std::unique_ptr<Game> seen = game.asSeenBy(viewer, guess);
    compareFootprints(before, footprintOf(game, dice), "asSeenBy(" + who + ")", out);
    if (seen->system() != game.system())
      out.push_back("asSeenBy(" + who + ") is of another rule system");
    if (!hides && seen->stateHash() != before.state) {
      out.push_back("asSeenBy(" + who + ") differs from the match, though hidesFrom(" + who +
                    ") says nothing is hidden");
    }
    if (viewer == toAct && seen->legalActions() != offered) {
      out.push_back("asSeenBy(" + who + ") offers " + who + " other actions than the match");
    }
  }
  return out;
}

Problems unitViewProblems(const Game& game) {
  Problems out;
  const std::vector<UnitView> units = game.units();
  std::set<UnitId> ids;
  bool sides[2] = {false, false};
  for (const UnitView& u : units) {
    const std::string who = unitLabel(u);
    if (u.id == kNoUnit) out.push_back(who + " has no id");
    if (!ids.insert(u.id).second) out.push_back(who + " shares its id with another unit");
    if (!validSide(u.side)) {
      out.push_back(who + " is on no side");
    } else {
      sides[sideIndex(u.side)] = true;
    }
    if (u.name.empty()) out.push_back(who + " has no name");
    if (u.type.empty() || u.typeName.empty())
      out.push_back(who + " has no troop type or no name for it");
    if (u.strength < 0) out.push_back(who + " has a strength below 0");
    if (u.status != UnitStatus::Active && u.status != UnitStatus::Routed &&
        u.status != UnitStatus::Removed) {
      out.push_back(who + " has no known status");
    }
    if (u.status == UnitStatus::Active) {
      if (u.stands.empty()) out.push_back(who + " is active with no stands");
      for (const Stand& s : u.stands) {
        if (s.footprint.width <= 0 || s.footprint.depth <= 0) {
          out.push_back(who + " has a stand of no size");
          break;
        }
      }
    }
  }
  if (!sides[0] || !sides[1]) out.push_back("a side has no units at all");
  return out;
}

Problems phaseProblems(const Game& game) {
  Problems out;
  const Result r = game.result();
  if (r.over) {
    if (r.ending == Ending::None) out.push_back("the game is over with no ending");
    if (r.reason.empty()) out.push_back("the game is over with no reason given");
    if (r.winner != Side::None && !validSide(r.winner)) out.push_back("the game is won by no side");
    return out;
  }
  if (r.ending != Ending::None) out.push_back("the game has an ending but is not over");
  const PhaseInfo p = game.phase();
  if (!validSide(p.sideToAct)) out.push_back("no side is to act in a game still running");
  if (p.phase.empty()) out.push_back("the phase has no name");
  // The bar shows it as it is: "follow up", not an identifier.
  if (p.phase.find('_') != std::string_view::npos)
    out.push_back("the phase '" + std::string(p.phase) + "' is not in words (the bar shows it)");
  if (p.turn < 1) out.push_back("the turn is " + std::to_string(p.turn));
  return out;
}

std::string eventKindProblem(EventKind kind) {
  // The table's sound and animation, the narration and the report read an event's roles, never
  // its kind: a kind without a role is one they cannot hear, show or count.
  if (eventInfo(kind).roles.empty())
    return "event kind " + std::to_string(static_cast<int>(kind)) + " (" +
           std::string(eventKindName(kind)) + ") has no role";
  return {};
}

Problems eventProblems(const std::vector<Event>& events, const std::vector<UnitView>& before,
                       const std::vector<UnitView>& after) {
  Problems out;
  std::set<UnitId> known;
  for (const UnitView& u : before) known.insert(u.id);
  for (const UnitView& u : after) known.insert(u.id);
  for (const Event& e : events) {
    if (std::string p = eventKindProblem(e.kind); !p.empty()) {
      out.push_back(std::move(p));
      continue;
    }
    const std::string what = "a [" + std::string(eventKindName(e.kind)) + "] event";
    if (e.side != Side::None && !validSide(e.side)) out.push_back(what + " names no valid side");
    if (e.unit != kNoUnit && !known.count(e.unit))
      out.push_back(what + " names unit " + std::to_string(e.unit) +
                    ", which the game does not show");
    if (e.other != kNoUnit && !known.count(e.other))
      out.push_back(what + " names unit " + std::to_string(e.other) +
                    ", which the game does not show");
    // The battle's account adds them up: a loss counted as none would vanish from the report.
    for (EventRole counted : {EventRole::Hit, EventRole::Casualties, EventRole::StandsLost}) {
      if (e.is(counted) && e.value < 1)
        out.push_back(what + " counts " + std::to_string(e.value) + " lost");
    }
    if (e.is(EventRole::Dice) != e.roll.has_value()) {
      out.push_back(what + (e.roll ? " carries a die record" : " carries no die record"));
    }
  }
  return out;
}

Problems endingEventProblems(const std::vector<Event>& events, const Result& result) {
  Problems out;
  const auto endings = std::count_if(events.begin(), events.end(),
                                     [](const Event& e) { return e.kind == EventKind::GameOver; });
  if (!result.over) {
    if (endings > 0) out.push_back("a [game_over] event, though the game goes on");
    return out;
  }
  if (endings != 1) {
    out.push_back("the action that ended the game emitted " + std::to_string(endings) +
                  " [game_over] events, not one");
    return out;
  }
  const auto e = std::find_if(events.begin(), events.end(),
                              [](const Event& ev) { return ev.kind == EventKind::GameOver; });
  if (e->side != result.winner)
    out.push_back("the [game_over] event names side " + std::to_string(static_cast<int>(e->side)) +
                  ", the result's winner is side " +
                  std::to_string(static_cast<int>(result.winner)));
  return out;
}

Problems cheapPositionProblems(const Game& game) {
  Problems out = phaseProblems(game);
  for (std::string& p : unitViewProblems(game)) out.push_back(std::move(p));
  if (std::string p = game.invariantProblem(); !p.empty())
    out.push_back("the system's own invariants: " + p);
  return out;
}

Problems hookProblems(const Game& game, const Dice& dice) {
  Problems out;
  for (Problems part :
       {readersProblems(game, dice), offeredActionsProblems(game, dice), cloneProblems(game, dice),
        oddsProblems(game, dice), hiddenInformationProblems(game, dice)}) {
    for (std::string& p : part) out.push_back(std::move(p));
  }
  return out;
}

Problems positionProblems(const Game& game, const Dice& dice) {
  Problems out = cheapPositionProblems(game);
  for (std::string& p : hookProblems(game, dice)) out.push_back(std::move(p));
  return out;
}

Problems applyChecked(Game& game, Dice& dice, const Action& a, EventList& events,
                      std::uint64_t& hashAfter) {
  hashAfter = matchHash(game, dice);
  if (const Verdict v = game.check(a); !v)
    return {toString(a) + " was chosen and check() refuses it: " + v.why};
  const std::vector<UnitView> before = game.units();
  game.apply(a, dice, events);
  hashAfter = matchHash(game, dice);
  Problems out = eventProblems(events.events, before, game.units());
  for (std::string& p : endingEventProblems(events.events, game.result()))
    out.push_back(std::move(p));
  for (std::string& p : cheapPositionProblems(game)) out.push_back(std::move(p));
  return out;
}

}  // namespace sandtable::conformance
