// The match: which Action of the text a unit action attempts, whether it may be attempted now
// (the ledger, the Action's own rules, the table's geometry), and applying it through an
// Action Roll, an automatic Action or a General's free Action.
#include "RobertsGame.h"

#include <algorithm>
#include <cstdlib>

#include "ActionRoll.h"
#include "CombatPhase.h"
#include "Names.h"
#include "Skirmishers.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

namespace {

using measured::kTolerance;

bool near(Angle a, Angle b) { return std::abs(angleDifference(a, b)) <= degrees(1); }

}  // namespace

RobertsGame::RobertsGame(std::shared_ptr<const Setup> setup)
    : mSetup(setup), mTable(setup), mPlay(*setup->tables, setup->deployment.firstActing) {
  std::vector<int> stands;
  for (const UnitState& u : mTable.units()) stands.push_back(u.stands);
  mBattle.reset(stands);
}

int RobertsGame::halfTurnCount() const {
  return (mPlay.clock.turn() - 1) * mTable.tables().play.sequence.halfTurnsPerTurn +
         mPlay.clock.halfTurn();
}

std::unique_ptr<RobertsGame> startGame(std::shared_ptr<const Tables> tables,
                                       std::shared_ptr<const Battlefield> battlefield,
                                       Deployment deployment) {
  return std::make_unique<RobertsGame>(
      Table::setUp(std::move(tables), std::move(battlefield), std::move(deployment)));
}

PhaseInfo RobertsGame::phase() const {
  PhaseInfo p;
  p.turn = mPlay.clock.turn();
  p.phase = phaseOfHalfTurn(mPlay.clock.phase(), mPlay.clock.halfTurn());
  p.sideToAct = mResult.over ? Side::None : sideToAct();
  return p;
}

int RobertsGame::largestDie() const {
  const Tables& t = mTable.tables();
  return std::max({t.play.actionRoll.sides, t.combat.missile.sides, t.combat.melee.sides,
                   t.combat.morale.sides});
}

std::uint64_t RobertsGame::stateHash() const {
  Hasher h;
  mPlay.hashInto(h);
  mTable.hashInto(h);
  mBattle.hashInto(h);
  h.add(mResult.over);
  h.add(static_cast<int>(mResult.winner));
  return h.value();
}

std::optional<ActionKind> RobertsGame::actionOf(const Action& a) const {
  switch (a.kind) {
    case rules::ActionKind::Move:
      return a.option % kGeneralsFreeAction == kRetrogradeOption ? ActionKind::Retrograde
                                                                 : ActionKind::Movement;
    case rules::ActionKind::Halt:
      return mPlay.clock.phase() == Phase::Charge ? ActionKind::Countermand : ActionKind::Stop;
    case rules::ActionKind::CounterCharge:
      return ActionKind::Countercharge;
    case rules::ActionKind::HoldGround:
      return ActionKind::Set;
    case rules::ActionKind::Shoot:
      return ActionKind::MissileFire;
    case rules::ActionKind::ChangeFormation:
      return ActionKind::ChangeFormation;
    case rules::ActionKind::Wheel: {
      if (!a.facing || a.unit < 0 || a.unit >= static_cast<UnitId>(mTable.units().size()))
        return ActionKind::ChangeFace;
      const Angle turn = angleDifference(mTable.unit(a.unit).pose.facing, *a.facing);
      return near(std::abs(turn), kHalfTurn) ? ActionKind::AboutFace : ActionKind::ChangeFace;
    }
    default:
      return std::nullopt;
  }
}

std::optional<GeneralHelp> RobertsGame::generalFor(const UnitState& u) const {
  std::optional<GeneralHelp> best;
  const Rect me = mTable.block(u);
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderSetup& ls = mSetup->leaders[i];
    const LeaderState& l = mTable.leaders()[i];
    if (l.removed || ls.rank != LeaderRank::General || ls.side != mTable.sideOf(u.id)) continue;
    if (l.attachedTo == kNoUnit || !mTable.unit(l.attachedTo).active()) continue;
    const int g = static_cast<int>(i);
    if (mPlay.ledger.freeActionsGiven(g) >= mTable.tables().play.general.freeActionsPerPhase)
      continue;
    const double inches = commandInches(ls.side, mTable.block(mTable.unit(l.attachedTo)), me);
    if (!best || inches < best->distanceInches) best = GeneralHelp{g, inches};
  }
  return best;
}

AttemptRequest RobertsGame::requestOf(const Action& a) const {
  AttemptRequest q;
  q.roller = Roller{a.unit, RollerKind::Unit, 0};
  q.kind = actionOf(a).value_or(ActionKind::Movement);
  // A column apart from its main body makes its own Action Roll ("Stands which become
  // separated from the main body of their unit must make individual Action Rolls").
  if (const int c = rejoiningColumn(a); c >= 0) q.roller = Roller{a.unit, RollerKind::Column, c};
  // A Missile Fire Action by one column (option: column + 1) is that column's roll.
  if (q.kind == ActionKind::MissileFire && a.option % kGeneralsFreeAction > 0 &&
      a.option % kGeneralsFreeAction < kFireGroupOption)
    q.roller = Roller{a.unit, RollerKind::Column, a.option % kGeneralsFreeAction - 1};
  q.phasePlayer = mTable.sideOf(a.unit) == mPlay.clock.phasePlayer();
  if (mPlay.clock.phase() == Phase::Combat && a.unit >= 0 &&
      a.unit < static_cast<UnitId>(mTable.units().size()) &&
      mBattle.breakthrough[static_cast<std::size_t>(a.unit)]) {
    q.asIn = Phase::Action;  // "any of the Actions normally conducted in the Action Phase"
    q.phasePlayer = true;
  }
  if (a.option >= kGeneralsFreeAction) q.general = generalFor(mTable.unit(a.unit));
  return q;
}

Verdict RobertsGame::notThisSidesPhase() const {
  return Verdict::no("it is " + possessive(mTable.sideName(sideToAct())) + " " +
                     std::string(phaseName(mPlay.clock.phase())));
}

Verdict RobertsGame::check(const Action& a) const {
  if (mResult.over) return Verdict::no("the battle is over");
  if (a.kind == rules::ActionKind::FollowUp || mBattle.pendingPursuit.open())
    return checkFollowUp(a);
  if (a.kind == rules::ActionKind::EndTurn) {
    if (mPlay.clock.phase() == Phase::Combat && mBattle.combatStep == 0 &&
        !pendingBouts(mTable, mBattle, mPlay.clock.acting()).empty())
      return Verdict::no("every stand in contact with the enemy must attack (000 Melee Combat)");
    return eagerMustTry();
  }
  if (a.kind == rules::ActionKind::Charge) return checkDeclare(a);
  if (a.kind == rules::ActionKind::ResolveMelee) return checkMelee(a);
  if (a.kind == rules::ActionKind::MoveLeader) return checkCaptainRide(a);
  const std::optional<ActionKind> k = actionOf(a);
  if (!k) return Verdict::no("Robert's Rules has no " + std::string(actionKindName(a.kind)));
  if (a.unit < 0 || a.unit >= static_cast<UnitId>(mTable.units().size()))
    return Verdict::no("no such unit");
  const UnitState& u = mTable.unit(a.unit);
  if (u.hidden()) return checkEmerging(a, u);
  if (!u.active())
    return Verdict::no(subjectVerb(mTable.label(u.id), "is") + " no longer on the table");
  if (mTable.sideOf(u.id) != sideToAct()) return notThisSidesPhase();
  if (mPlay.clock.phase() == Phase::Combat && !mBattle.breakthrough[static_cast<std::size_t>(u.id)])
    return Verdict::no(
        "in the Combat Phase only a unit that made a Breakthrough takes Actions (000 Melee "
        "Combat)");
  const AttemptRequest q = requestOf(a);
  if (a.option >= kGeneralsFreeAction && !q.general)
    return Verdict::no("no General of the side has a free Action left this phase");
  if (Verdict v = checkAttempt(mTable.tables(), mPlay.ledger, mTable.actorOf(u), q); !v) return v;
  return checkGeometry(a, u, *k);
}

bool RobertsGame::inContactWithEnemy(const UnitState& u) const {
  return std::any_of(mTable.units().begin(), mTable.units().end(), [&](const UnitState& o) {
    return o.active() && mTable.sideOf(o.id) != mTable.sideOf(u.id) && mTable.inContact(u, o);
  });
}

Verdict RobertsGame::checkGeometry(const Action& a, const UnitState& u, ActionKind k) const {
  if (!u.columnShift.empty() && rejoiningColumn(a) < 0 &&
      (k == ActionKind::Movement || k == ActionKind::Retrograde || k == ActionKind::AboutFace ||
       k == ActionKind::ChangeFace || k == ActionKind::Countercharge))
    return Verdict::no(kOutOfLine);
  switch (k) {
    case ActionKind::Movement:
    case ActionKind::Retrograde: {
      if (const int c = rejoiningColumn(a); c >= 0) return checkRejoin(u, c);
      if (!a.point) return Verdict::no("a Movement needs a point to march to");
      if (u.movedThisPhase)
        return Verdict::no("a unit takes one Movement Action a phase (docs/rules/roberts.md)");
      const Pose to{*a.point, normalizeAngle(a.facing.value_or(u.pose.facing))};
      const MovePlan plan = planMove(mTable, u, to, k == ActionKind::Retrograde);
      if (!plan.verdict) return plan.verdict;
      if (plan.end == u.pose) {
        if (plan.stop.cause == StopCause::None) return Verdict::no("the march goes nowhere");
        return Verdict::no("the unit cannot go that way at all: it is " +
                           stopWords(mTable, plan.stop));
      }
      return Verdict::ok();
    }
    case ActionKind::AboutFace:
    case ActionKind::ChangeFace: {
      if (!a.facing) return Verdict::no("a change of facing needs the new facing");
      const Angle turn = std::abs(angleDifference(u.pose.facing, *a.facing));
      if (k == ActionKind::ChangeFace && !near(turn, kQuarterTurn))
        return Verdict::no(
            "a Change Face turns the unit 90 degrees to right or left, an About Face to the "
            "rear (000 Movement and Formations)");
      // A second About Face only undoes the first, and for a Swift unit, which needs no roll
      // for it, it would never end the phase (docs/rules/roberts.md).
      if (k == ActionKind::AboutFace && u.facedAboutThisPhase)
        return Verdict::no("a unit faces about once a phase (docs/rules/roberts.md)");
      return checkStandAt(mTable, u, turnedAbout(mTable, u, *a.facing), u.ranks);
    }
    case ActionKind::ChangeFormation: {
      const int ranks = a.option % kGeneralsFreeAction;
      if (ranks < 1 || ranks > u.stands)
        return Verdict::no("its " + std::to_string(u.stands) + " stands make 1 to " +
                           std::to_string(u.stands) + " ranks");
      // Out of line, it re-forms on its main body, in its ranks or others, once out of contact.
      if (ranks == u.ranks && u.columnShift.empty() && u.columnStands.empty())
        return Verdict::no("the unit stands in " + std::to_string(ranks) + " ranks already");
      if (!u.columnShift.empty() && inContactWithEnemy(u))
        return Verdict::no(
            "in contact with the enemy its columns fight where they stand: it re-forms once out "
            "of contact (docs/rules/roberts.md)");
      const std::vector<bool> apart = mTable.columnsApart(u);
      if (ranks != u.ranks && std::find(apart.begin(), apart.end(), true) != apart.end())
        return Verdict::no(
            "a column stands apart from its main body: the unit re-forms in its ranks, and takes "
            "a new formation once the column has rejoined it (docs/rules/roberts.md)");
      const UnitState d = mTable.dressed(u, ranks);
      return checkStandAt(mTable, d, d.pose, ranks);
    }
    case ActionKind::MissileFire:
      return checkFire(a);
    case ActionKind::Countercharge:
    case ActionKind::Set:
    case ActionKind::Countermand:
      return checkChargeAction(a, k);
    default:
      return Verdict::ok();
  }
}

void RobertsGame::apply(const Action& a, Dice& dice, EventSink& sink) {
  if (mResult.over) return;
  applyAction(a, dice, sink);
  releaseFromFallenHosts(sink);
  if (mResult.over) return;
  freeCaptainsOverrun(dice, sink);
  updateResult(false, sink);
}

void RobertsGame::applyAction(const Action& a, Dice& dice, EventSink& sink) {
  if (a.kind == rules::ActionKind::EndTurn) {
    if (mPlay.clock.phase() == Phase::Combat && !combatsEnd(dice, sink)) {
      updateResult(false, sink);
      return;
    }
    endPhase(dice, sink);
    updateResult(false, sink);
    return;
  }
  if (a.kind == rules::ActionKind::Charge) {
    declare(a, sink);
    return;
  }
  if (a.kind == rules::ActionKind::MoveLeader) {
    rideCaptain(a, sink);
    return;
  }
  if (a.kind == rules::ActionKind::ResolveMelee) {
    melee(a, dice, sink);
    updateResult(false, sink);
    return;
  }
  if (a.kind == rules::ActionKind::FollowUp) {
    followUp(a, dice, sink);
    updateResult(false, sink);
    return;
  }
  const ActionKind k = *actionOf(a);
  UnitState& u = mTable.unit(a.unit);
  const Side side = mTable.sideOf(u.id);
  const AttemptRequest q = requestOf(a);
  const Tables& t = mTable.tables();
  const Attempt at = attempt(t, mPlay.ledger, mTable.actorOf(u), q, dice);
  const std::string action = t.play.action(k).name;
  if (at.roll) {
    // A column rolling on its own (stepping into its place, firing by column) is named, so the
    // log says which of the unit's rolls this was.
    const bool column = q.roller.kind == RollerKind::Column;
    emitRoll(u.id, a.target, *at.roll, sink,
             column ? columnLabel(u.id, q.roller.index) : std::string());
  } else {
    Event e{EventKind::UnitActivated, side, u.id};
    if (sink.wantsText()) e.text = mTable.label(u.id) + ": " + action + ", " + at.why;
    sink.emit(std::move(e));
  }
  if (at.success) {
    perform(a, k, dice, sink);
  } else if (k == ActionKind::Stop) {
    // "we roll a 5 -- not enough, and our Spearmen march to the full extent of their ability"
    marchOn(u, dice, sink,
            "the Stop failed, so the march goes its full extent (000 Sequence of Play)");
  }
  updateResult(false, sink);
}

void RobertsGame::perform(const Action& a, ActionKind k, Dice& dice, EventSink& sink) {
  UnitState& u = mTable.unit(a.unit);
  const Side side = mTable.sideOf(u.id);
  switch (k) {
    case ActionKind::Movement:
    case ActionKind::Retrograde:
      if (const int c = rejoiningColumn(a); c >= 0) {
        rejoin(u, c, sink);
        return;
      }
      move(u, {*a.point, normalizeAngle(a.facing.value_or(u.pose.facing))},
           k == ActionKind::Retrograde, dice, sink);
      return;
    case ActionKind::Stop: {
      u.moving = false;
      Event e{EventKind::UnitHalted, side, u.id};
      e.from = e.to = u.pose.front;
      if (sink.wantsText()) e.text = mTable.label(u.id) + " Stops (000 Movement and Formations)";
      sink.emit(std::move(e));
      return;
    }
    case ActionKind::AboutFace:
    case ActionKind::ChangeFace: {
      const Pose to = turnedAbout(mTable, u, *a.facing);
      if (k == ActionKind::AboutFace) u.facedAboutThisPhase = true;
      Event e{EventKind::UnitWheeled, side, u.id};
      e.from = u.pose.front;
      e.to = to.front;
      u.pose = to;
      if (sink.wantsText())
        e.text = subjectVerb(mTable.label(u.id),
                             k == ActionKind::AboutFace ? "faces about" : "changes face");
      sink.emit(std::move(e));
      return;
    }
    case ActionKind::ChangeFormation: {
      const Point from = u.pose.front;
      const UnitState d = mTable.dressed(u, a.option % kGeneralsFreeAction);
      u.ranks = d.ranks;
      u.pose = d.pose;
      u.columnShift = d.columnShift;
      u.columnStands = d.columnStands;
      Event e{EventKind::FormationChanged, side, u.id};
      e.from = from;
      e.to = u.pose.front;
      e.value = u.ranks;
      if (sink.wantsText())
        e.text = subjectVerb(mTable.label(u.id), "forms") + " in " + std::to_string(u.ranks) +
                 (u.ranks == 1 ? " rank" : " ranks");
      sink.emit(std::move(e));
      return;
    }
    case ActionKind::MissileFire:
      fire(a, dice, sink);
      updateResult(false, sink);
      return;
    case ActionKind::Countercharge:
    case ActionKind::Set:
    case ActionKind::Countermand:
      performChargeAction(a, k, sink);
      return;
    default:
      return;
  }
}

std::optional<ActionOdds> RobertsGame::odds(const Action& a) const {
  if (a.kind == rules::ActionKind::FollowUp) return followUpOdds(a);
  if (!check(a)) return std::nullopt;
  if (a.kind == rules::ActionKind::Charge) return chargeOdds(a.unit, a.target, false, std::nullopt);
  const std::optional<ActionKind> k = actionOf(a);
  if (!k) return std::nullopt;
  const AttemptRequest q = requestOf(a);
  const UnitState& u = mTable.unit(a.unit);
  const Actor actor = mTable.actorOf(u);
  const Tables& t = mTable.tables();
  std::optional<ActionOdds> roll;
  if (!q.general && automaticBecause(t, actor, *k, mPlay.clock.phase()).empty())
    roll = oddsOf(t, mPlay.ledger, actor, q);
  // A Countercharge rolls, then clashes; a hidden skirmisher's only emerges to screen its host.
  if (*k == ActionKind::Countercharge && !u.hidden())
    return chargeOdds(a.unit, a.target, true, roll);
  if (*k == ActionKind::MissileFire) return fireOdds(a, roll);
  return roll;
}

long long RobertsGame::victoryHundredths(Side side) const {
  long long points = 0;
  for (const UnitState& u : mTable.units()) {
    const UnitSetup& s = mTable.setupOf(u.id);
    if (s.side == side || u.unknown) continue;  // unknown: not the viewer's to count
    points += u.removed ? static_cast<long long>(s.unitCost) * 100
                        : static_cast<long long>(s.startStands - u.stands) * s.standHundredths;
  }
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderSetup& l = mSetup->leaders[i];
    if (l.side != side && mTable.leaders()[i].removed)
      points += static_cast<long long>(l.cost) * 100;
  }
  return points;
}

}  // namespace sandtable::rules::roberts
