// The checks read roberts.yaml's `actions` and `movement_by_training`; each refusal names the
// rule in the text's words.
#include "ActionRules.h"

#include <sstream>

#include "Names.h"

namespace sandtable::rules::roberts {

namespace {

std::string phasesOf(const PhaseSet& phases) {
  std::string out;
  std::size_t left = phases.count();
  for (std::size_t i = 0; i < kPhaseCount; ++i) {
    if (!phases.test(i)) continue;
    --left;
    if (!out.empty()) out += left == 0 ? " or " : ", ";
    out += phaseName(static_cast<Phase>(i));
  }
  return out;
}

std::string trainingsOf(const TrainingSet& set) {
  std::string out;
  for (std::size_t i = 0; i < kTrainingCount; ++i) {
    if (!set.test(i)) continue;
    if (!out.empty()) out += " and ";
    out += trainingName(static_cast<Training>(i));
  }
  return out;
}

std::string inches(double v) {
  std::ostringstream s;
  s << v << '"';
  return s.str();
}

}  // namespace

Verdict mayAttempt(const Tables& t, Phase phase, bool phasePlayer, const Actor& a, ActionKind k) {
  const ActionRule& r = t.play.action(k);
  if (!r.phases.test(static_cast<std::size_t>(phase)))
    return Verdict::no(r.name + " is attempted in the " + phasesOf(r.phases) + " (000)");
  if (!phasePlayer && !r.eitherPlayer)
    return Verdict::no("the " + std::string(phaseName(phase)) + " is the " +
                       std::string(phasePlayerId(t.play.phase(phase).player)) +
                       " player's (000 Sequence of Play)");
  if (r.training.any() && !r.training.test(static_cast<std::size_t>(a.training())))
    return Verdict::no("only " + trainingsOf(r.training) + " units may attempt " + r.name +
                       ", not " + std::string(trainingName(a.training())) + " ones (000)");
  if (r.types.any() && !r.types.test(static_cast<std::size_t>(a.type)))
    return Verdict::no(r.name + " is not for " + t.troop(a.type).name + " (000)");
  // 'Skirmishing stands "hidden" within a stand can use a Countercharge Action in order to
  // emerge' (000 Charging): the Countercharge's Shock-or-Eager rule is not theirs.
  const bool emerging = k == ActionKind::Countercharge && a.hidden;
  if (r.requiresAny.any() && (r.requiresAny & a.attributes).none() && !emerging)
    return Verdict::no("only " + attributeNames(r.requiresAny) + " units may attempt " + r.name +
                       " (000)");
  if (r.requiresSetWeapon && !a.maySet)
    return Verdict::no(r.name + " is for units with spears, pikes or polearms (000 Charging)");
  if (r.formedOnly && !a.formed) return Verdict::no(r.name + " is for Formed units (000)");
  if (k == ActionKind::Stop && !a.moving)
    return Verdict::no("Stop ends a Movement Action, and the unit is not moving (000)");
  return Verdict::ok();
}

Verdict mayMoveBy(const Tables& t, const Actor& a, Manner manner, double shiftInches) {
  const TrainingMoves& m = t.play.movesOf(a.training());
  const std::string who = std::string(trainingName(a.training())) + " units";
  switch (manner) {
    case Manner::StraightAhead:
      return Verdict::ok();
    case Manner::Shift:
      if (m.shiftInches <= 0)
        return Verdict::no(who + " must move straight ahead (000 Movement and Formations)");
      if (shiftInches > m.shiftInches)
        return Verdict::no(who + " shift at most " + inches(m.shiftInches) +
                           " in a Movement (000 Movement and Formations)");
      return Verdict::ok();
    case Manner::Wheel:
      if (!m.wheels)
        return Verdict::no(who +
                           " may not wheel: only Elite stands wheel (000 Movement and "
                           "Formations)");
      return Verdict::ok();
  }
  return Verdict::ok();
}

}  // namespace sandtable::rules::roberts
