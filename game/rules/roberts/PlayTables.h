// Robert's Rules' numbers for the sequence of play and the Action Rolls (000 Sequence of Play,
// Movement and Formations), as loaded from config/rulesets/roberts.yaml; part of Tables.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>

#include "Enums.h"

namespace sandtable::rules::roberts {

// 000 Sequence of Play: the five phases of a half-turn, in their order.
enum class Phase : std::uint8_t { Action, Reaction, Assault, Charge, Combat, Count_ };
inline constexpr std::size_t kPhaseCount = static_cast<std::size_t>(Phase::Count_);
using PhaseSet = std::bitset<kPhaseCount>;

// Whose phase it is: "one player is the Acting Player, and the other is the Reacting Player".
enum class PhasePlayer : std::uint8_t { Acting, Reacting, Count_ };

// The Actions of the text that a unit attempts (automatically or by an Action Roll).
enum class ActionKind : std::uint8_t {
  Movement,
  Stop,
  AboutFace,
  ChangeFace,
  Retrograde,
  ChangeFormation,
  MissileFire,
  Countercharge,
  Set,
  Countermand,
  Withdrawal,
  Pursuit,
  FallBack,  // a Vulnerable stand's retreat from a Push Back
  Count_
};
inline constexpr std::size_t kActionKindCount = static_cast<std::size_t>(ActionKind::Count_);
using TrainingSet = std::bitset<kTrainingCount>;

struct PhaseRule {
  Phase phase = Phase::Action;
  PhasePlayer player = PhasePlayer::Acting;
};

struct Sequence {
  int halfTurnsPerTurn = 2;
};

struct ActionRule {
  ActionKind kind = ActionKind::Movement;
  std::string name;  // "About Face"
  PhaseSet phases;   // the phases in which it may be attempted
  // Taken by whichever player the event calls on, not only the phase's player (a Withdrawal
  // when an enemy moves adjacent, a Pursuit or Fall Back in the Combat Phase).
  bool eitherPlayer = false;
  TrainingSet training;            // who may attempt it; none listed: every level
  AttributeSet requiresAny;        // none: no attribute needed
  TroopKindSet types;              // none listed: every troop type
  bool requiresSetWeapon = false;  // spears, pikes or polearms (Set)
  bool formedOnly = false;
  TrainingSet automaticFor;      // training levels that succeed without a roll
  AttributeSet automaticWith;    // attributes that make it automatic
  PhaseSet automaticFormedIn;    // phases in which Formed troops succeed without a roll
  PhaseSet automaticUnformedIn;  // the same for Unformed troops
};

// 000 Sequence of Play: the Action Roll and its modifiers.
struct ActionRollRule {
  int dice = 2;
  int sides = 6;
  int target = 8;  // "equals or beats the required threshold number (8)"
  int elite = 1;
  int swift = 1;
  int militia = -1;
  int demoralized = -1;
  int disrupted = -1;
  int captain = 1;
  int general = 1;  // a General attached to the unit: "the same effect as a Captain"
  int mountedPursuit = 1;
  int eagerChargeOrPursuit = 1;  // Eager: "a bonus when attempting to countercharge or pursue"
};

// 000 Captains and Generals, Sequence of Play: the General's free (automatic) action.
struct GeneralRule {
  double rangeInches = 6;
  double captainRelayInches = 6;  // a free Captain in command passes it on this far
  double captainMoveInches = 8;   // how far a free Captain rides in his side's Action Phase
  int freeActionsPerPhase = 1;
  PhaseSet phases;
  bool formedOnly = true;
};

// 000 Movement and Formations: how each training level may move.
struct TrainingMoves {
  Training training = Training::Regular;
  double shiftInches = 0;  // the most a Movement may shift sideways; 0: straight ahead only
  bool wheels = false;
};

struct PlayTables {
  Sequence sequence;
  std::array<PhaseRule, kPhaseCount> phases{};
  std::array<ActionRule, kActionKindCount> actions{};
  ActionRollRule actionRoll;
  GeneralRule general;
  std::array<TrainingMoves, kTrainingCount> moves{};

  const PhaseRule& phase(Phase p) const { return phases[static_cast<std::size_t>(p)]; }
  const ActionRule& action(ActionKind k) const { return actions[static_cast<std::size_t>(k)]; }
  const TrainingMoves& movesOf(Training t) const { return moves[static_cast<std::size_t>(t)]; }
};

}  // namespace sandtable::rules::roberts
