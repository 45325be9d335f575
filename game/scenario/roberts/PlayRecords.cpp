// The sequence of play and the Action Rolls as declarations (the binder does the walk).
#include "PlayRecords.h"

#include "NameSets.h"
#include "RobertsNames.h"

namespace sandtable::scenario::roberts {

using data::YamlReader;
using namespace rules::roberts;
using bind::Record;

namespace {

Record<PhaseRule> phaseRule() {
  Record<PhaseRule> r;
  r.enumeration("player", &PhaseRule::player, phasePlayerNames()).source();
  return r;
}

Record<ActionRule> actionRule() {
  using A = ActionRule;
  Record<A> r;
  r.text("name", &A::name)
      .custom("phases", nameSet(&A::phases, phaseNames(), "phase"))
      .boolean("either_player", &A::eitherPlayer, bind::kOptional)
      .custom("training", nameSet(&A::training, trainingNames(), "training level"))
      .optional()
      .custom("requires_any", nameSet(&A::requiresAny, attributeNames(), "attribute"))
      .optional()
      .custom("types", nameSet(&A::types, troopKindNames(), "troop type"))
      .optional()
      .boolean("requires_set_weapon", &A::requiresSetWeapon, bind::kOptional)
      .boolean("formed_only", &A::formedOnly, bind::kOptional)
      .custom("automatic_for", nameSet(&A::automaticFor, trainingNames(), "training level"))
      .optional()
      .custom("automatic_with", nameSet(&A::automaticWith, attributeNames(), "attribute"))
      .optional()
      .custom("automatic_formed_in", nameSet(&A::automaticFormedIn, phaseNames(), "phase"))
      .optional()
      .custom("automatic_unformed_in", nameSet(&A::automaticUnformedIn, phaseNames(), "phase"))
      .optional()
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, A& a) {
        if (a.phases.none())
          rd.error(YamlReader::child(n, "phases"), "an Action is allowed in at least one phase");
      });
  return r;
}

Record<ActionRollRule> actionRoll() {
  using R = ActionRollRule;
  constexpr int kMod = 6;
  Record<R> modifiers;
  modifiers.integer("elite", &R::elite, -kMod, kMod)
      .integer("swift", &R::swift, -kMod, kMod)
      .integer("militia", &R::militia, -kMod, kMod)
      .integer("demoralized", &R::demoralized, -kMod, kMod)
      .integer("disrupted", &R::disrupted, -kMod, kMod)
      .integer("captain", &R::captain, -kMod, kMod)
      .integer("general", &R::general, -kMod, kMod)
      .integer("mounted_pursuit", &R::mountedPursuit, -kMod, kMod)
      .integer("eager_countercharge_or_pursuit", &R::eagerChargeOrPursuit, -kMod, kMod);
  Record<R> r;
  r.integer("dice", &R::dice, 1, 4)
      .integer("sides", &R::sides, 2, 20)
      .integer("target", &R::target, 1, 80)
      .group("modifiers", std::move(modifiers))
      .source();
  return r;
}

Record<GeneralRule> general() {
  using G = GeneralRule;
  Record<G> r;
  r.number("range_inches", &G::rangeInches, 0, 100)
      .number("captain_relay_inches", &G::captainRelayInches, 0, 100)
      .number("captain_move_inches", &G::captainMoveInches, 0, 100)
      .integer("free_actions_per_phase", &G::freeActionsPerPhase, 0, 10)
      .custom("phases", nameSet(&G::phases, phaseNames(), "phase"))
      .boolean("formed_only", &G::formedOnly)
      .source();
  return r;
}

Record<TrainingMoves> trainingMoves() {
  Record<TrainingMoves> r;
  r.number("shift_inches", &TrainingMoves::shiftInches, 0, 24)
      .boolean("wheels", &TrainingMoves::wheels)
      .source();
  return r;
}

}  // namespace

void addPlaySections(Record<Tables>& tables) {
  Record<PlayTables> play;
  Record<Sequence> sequence;
  sequence.integer("half_turns_per_turn", &Sequence::halfTurnsPerTurn, 2, 2).source();
  play.record("sequence", &PlayTables::sequence, std::move(sequence))
      .table("phases", &PlayTables::phases, phaseNames(), &PhaseRule::phase, phaseRule(), "phase",
             "every phase of the half-turn has its player (000 Sequence of Play)")
      .record("action_rolls", &PlayTables::actionRoll, actionRoll())
      .table("actions", &PlayTables::actions, actionKindNames(), &ActionRule::kind, actionRule(),
             "action", "every Action of the text says when it may be attempted")
      .record("general", &PlayTables::general, general())
      .table("movement_by_training", &PlayTables::moves, trainingNames(), &TrainingMoves::training,
             trainingMoves(), "training level",
             "every training level says how it moves (000 Movement and Formations)");
  // The sections are top-level keys of the file that fill Tables::play: each field of the play
  // record becomes a field of the ruleset's, reading into that member.
  for (const Record<PlayTables>::Field& f : play.fields()) {
    tables
        .custom(f.key,
                [f](YamlReader& r, const YAML::Node& v, Tables& t) { f.read(f, r, v, t.play); })
        .section();
  }
}

}  // namespace sandtable::scenario::roberts
