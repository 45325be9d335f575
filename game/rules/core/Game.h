// The ruleset interface: one match of one rule system, as a state machine over phases.
// The table, the AI, replays and the tests all drive a game only through this.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Action.h"
#include "Dice.h"
#include "Event.h"
#include "Odds.h"
#include "Result.h"
#include "Rng.h"
#include "Units.h"

namespace sandtable::rules {

struct PhaseInfo {
  int turn = 1;
  // In words, as the bar shows it: "initiative", "activation", "follow up", ...
  std::string_view phase;
  Side sideToAct = Side::None;
};

// A place the scenario's victory counts (MicroBattle's objective squares), as the maps show it.
struct ObjectiveView {
  std::string name;
  Point at;
};

class Game {
 public:
  virtual ~Game() = default;

  virtual std::string_view system() const = 0;  // "microbattle", "warlords", ...
  virtual PhaseInfo phase() const = 0;

  // The legal actions for the side to act, in a fixed order. For measured tables this is a
  // set of representative candidates; check() is the authority on any other action.
  virtual void legalActions(std::vector<Action>& out) const = 0;
  std::vector<Action> legalActions() const {
    std::vector<Action> out;
    legalActions(out);
    return out;
  }

  // Whether `a` may be taken now, and the rule that forbids it if not.
  virtual Verdict check(const Action& a) const = 0;

  // Applies a legal action (the caller has checked it), rolling through `dice` and
  // reporting to `sink`.
  virtual void apply(const Action& a, Dice& dice, EventSink& sink) = 0;

  virtual Result result() const = 0;

  // Hash of the whole rules state (units, phase, turn, ...), not including the dice.
  virtual std::uint64_t stateHash() const = 0;

  // A deep copy for lookahead; the copy shares immutable ruleset data.
  virtual std::unique_ptr<Game> clone() const = 0;

  // What the table, the CLI and tests show of the units.
  virtual std::vector<UnitView> units() const = 0;
  // One unit as units() shows it; nullopt for an id the match does not have. A lookahead that
  // follows one unit asks this; a system whose units() is costly answers it alone.
  virtual std::optional<UnitView> unitView(UnitId id) const {
    for (UnitView& v : units()) {
      if (v.id == id) return std::move(v);
    }
    return std::nullopt;
  }

  // The most faces any die the rule system rolls has: a forced die above it can never be a
  // roll, and a match file that forces one is refused when it is read.
  virtual int largestDie() const = 0;

  // What the rule system's own invariants say of the position (units standing inside
  // enemies, say), in words that name the units; "" when all hold. `sandtable-cli soak`
  // asks after every action; a system with nothing to check keeps this default.
  virtual std::string invariantProblem() const { return {}; }

  // The places the scenario's victory counts, for the table's and the report's maps; none by
  // default.
  virtual std::vector<ObjectiveView> objectives() const { return {}; }

  // The unit action `a` is aimed at, for words about it: its target, or for a charged unit's
  // answer that names none (Warlords' hold ground), the charger; kNoUnit when none.
  virtual UnitId aimedAt(const Action& a) const { return a.target; }

  // What action `a` is likely to bring before its dice, as the rules reckon it (Odds.h);
  // nullopt for an action that rolls nothing, or that check() refuses now. Like check(), it
  // rolls no dice and changes nothing.
  virtual std::optional<ActionOdds> odds(const Action& /*a*/) const { return std::nullopt; }

  // Hidden information: what one side may know of the other's (orders written before the
  // battle, orders carried by messenger). A system that hides nothing keeps both defaults.
  //
  // Whether anything of the present state is hidden from `viewer`.
  virtual bool hidesFrom(Side /*viewer*/) const { return false; }
  // The match as `viewer` knows it: everything hidden from it replaced by a guess drawn from
  // `guess` (one determinisation for a search, say), nothing else changed. The viewer's own
  // legal actions must be the same in the copy as in the match, so that an action chosen on
  // the copy is legal in the match. The AI is handed this copy, never the match itself
  // (ai::makeAi); the table shows a side only this copy's units.
  virtual std::unique_ptr<Game> asSeenBy(Side /*viewer*/, Rng& /*guess*/) const { return clone(); }
};

}  // namespace sandtable::rules
