// What the fighting phases keep between actions, beside the table: which stands have made
// their one Missile Fire Action this phase, and when each unit last fired (slow weapons fire
// every other half-turn); the charges, melee attacks and Break Checks of the phase; a Push Back
// waiting for the Reacting Player's decision to Pursue; Breakthroughs and where the Combat
// Phase stands. Copied with the match and hashed with it.
#pragma once

#include <vector>

#include "core/Hash.h"
#include "core/Units.h"

namespace sandtable::rules::roberts {

inline constexpr int kNeverFired = -1000;

// A Push Back the Reacting Player's stand scored, waiting for that player to decide whether
// to Pursue ('The decision to Pursue must be made immediately, before other combats are
// resolved').
struct PendingPursuit {
  UnitId winner = kNoUnit;
  int winnerStand = 0;
  UnitId loser = kNoUnit;
  int loserStand = 0;
  bool couldNotRetreat = false;

  bool open() const { return winner != kNoUnit; }
};

struct BattleState {
  std::vector<std::vector<bool>> firedThisPhase;     // by unit, by stand
  std::vector<int> lastFiredHalfTurn;                // by unit; kNeverFired
  std::vector<int> standsLostThisPhase;              // by unit, for the Break Checks
  std::vector<std::vector<bool>> attackedThisPhase;  // by unit, by stand: its melee attack
  std::vector<bool> charged;  // by unit: its charge made contact this half-turn
  // By unit, by stand: its column stayed behind as the unit charged (its Reluctant front stand
  // failed the Morale Check to lead): it does not fight as a charger (docs/rules/roberts.md
  // "Part of a unit charging").
  std::vector<std::vector<bool>> heldBack;
  std::vector<bool> set;              // by unit: Set against a charge this half-turn
  std::vector<UnitId> chargeAt;       // by unit: the charge it declared (or countercharges)
  std::vector<bool> countercharging;  // by unit: its Countercharge succeeded
  std::vector<bool> breakChecked;     // by unit: its one Break Check this phase
  PendingPursuit pendingPursuit;
  // By unit: it was in contact with an enemy unit removed from play this Combat Phase and may
  // make Action Phase Actions now (000 Melee Combat, Breakthroughs).
  std::vector<bool> breakthrough;
  // Where the Combat Phase stands: 0 its combats, 1 (after the Break Checks) the Acting
  // Player's Breakthroughs, 2 the Reacting Player's.
  int combatStep = 0;

  // Sizes the records for `units` units of `stands` stands each (as they stand now).
  void reset(const std::vector<int>& stands) {
    firedThisPhase.clear();
    for (int s : stands) firedThisPhase.emplace_back(static_cast<std::size_t>(s), false);
    lastFiredHalfTurn.assign(stands.size(), kNeverFired);
    standsLostThisPhase.assign(stands.size(), 0);
    attackedThisPhase = firedThisPhase;
    charged.assign(stands.size(), false);
    heldBack.assign(stands.size(), {});
    set.assign(stands.size(), false);
    chargeAt.assign(stands.size(), kNoUnit);
    countercharging.assign(stands.size(), false);
    breakChecked.assign(stands.size(), false);
    pendingPursuit = {};
    breakthrough.assign(stands.size(), false);
    combatStep = 0;
  }
  // A new half-turn: charges, countercharges and Set Actions are the last half-turn's.
  void beginHalfTurn() {
    charged.assign(charged.size(), false);
    heldBack.assign(heldBack.size(), {});
    set.assign(set.size(), false);
    chargeAt.assign(chargeAt.size(), kNoUnit);
    countercharging.assign(countercharging.size(), false);
  }
  void beginPhase() {
    for (auto& f : firedThisPhase) f.assign(f.size(), false);
    standsLostThisPhase.assign(standsLostThisPhase.size(), 0);
    for (auto& a : attackedThisPhase) a.assign(a.size(), false);
    breakChecked.assign(breakChecked.size(), false);
    pendingPursuit = {};
    breakthrough.assign(breakthrough.size(), false);
    combatStep = 0;
  }
  // Whether stand `stand` of `u` charged this half-turn: its unit's charge made contact and its
  // column went with it.
  bool chargedWith(UnitId u, int stand) const {
    return charged.at(static_cast<std::size_t>(u)) && !flag(heldBack, u, stand);
  }
  bool fired(UnitId u, int stand) const { return flag(firedThisPhase, u, stand); }
  bool attacked(UnitId u, int stand) const { return flag(attackedThisPhase, u, stand); }
  static bool flag(const std::vector<std::vector<bool>>& v, UnitId u, int stand) {
    const auto& f = v.at(static_cast<std::size_t>(u));
    return stand >= 0 && stand < static_cast<int>(f.size()) && f[static_cast<std::size_t>(stand)];
  }
  // A unit lost stands from the back of its block.
  void standsLeft(UnitId u, int stands) {
    firedThisPhase.at(static_cast<std::size_t>(u)).resize(static_cast<std::size_t>(stands));
    attackedThisPhase.at(static_cast<std::size_t>(u)).resize(static_cast<std::size_t>(stands));
  }
  void hashInto(Hasher& h) const {
    for (const auto& f : firedThisPhase)
      for (bool b : f) h.add(b);
    for (int t : lastFiredHalfTurn) h.add(t);
    for (int n : standsLostThisPhase) h.add(n);
    for (const auto& f : attackedThisPhase)
      for (bool b : f) h.add(b);
    for (std::size_t i = 0; i < charged.size(); ++i) {
      h.add(static_cast<bool>(charged[i]));
      h.add(static_cast<bool>(set[i]));
      h.add(static_cast<int>(chargeAt[i]));
      h.add(static_cast<bool>(countercharging[i]));
      h.add(static_cast<bool>(breakChecked[i]));
      h.add(static_cast<bool>(breakthrough[i]));
    }
    // Only a half-turn with columns held back hashes them (other positions' hashes stay).
    for (std::size_t i = 0; i < heldBack.size(); ++i) {
      if (heldBack[i].empty()) continue;
      h.add(static_cast<int>(i));
      for (bool b : heldBack[i]) h.add(b);
    }
    h.add(static_cast<int>(pendingPursuit.winner));
    h.add(pendingPursuit.winnerStand);
    h.add(static_cast<int>(pendingPursuit.loser));
    h.add(pendingPursuit.loserStand);
    h.add(pendingPursuit.couldNotRetreat);
    h.add(combatStep);
  }
};

}  // namespace sandtable::rules::roberts
