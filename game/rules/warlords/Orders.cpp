// 2.2.1 / 2.2.2 What an activated unit does with its result: normal moves, wheels,
// stopping (and, for drilled troops, a wheel or formation change after it), formation
// changes (2.3.3), breaking off (2.4.8) and ending the activation, with what Broken,
// failed and moving units must do.
#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "BlockMath.h"
#include "Formation.h"
#include "WarlordsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::warlords {

namespace {
constexpr int kPavisesFlag = 10000;
}  // namespace

using namespace blockmath;

const char* WarlordsGame::checkOrderUnit(const Action& a, bool needSuccess) const {
  if (mPhase != Phase::Orders) return "that is done by the unit being activated, after its roll (2.2)";
  if (a.unit != mActive.unit) return "only the unit being activated may act now (2.2: one at a time)";
  if (needSuccess && !mActive.success) return "that needs a successful activation (2.2.2)";
  return nullptr;
}

const char* WarlordsGame::checkMove(const Action& a) const {
  if (const char* p = checkOrderUnit(a, false)) return p;
  if (a.target != kNoUnit || a.option != 0 || a.square || !a.point || !a.facing) {
    return "a move gives the unit's new front centre (point) and facing, nothing else";
  }
  if (*a.facing < 0 || *a.facing >= kFullTurn) return "facing must be in [0, 65536)";
  const UnitState& u = unit(a.unit);
  const bool broken = mActive.brokenChoice;
  if (!mActive.success) return "a failed activation allows no new move (2.2.1)";
  if (mActive.orderDone) return "the unit has already acted on this activation (2.2.2)";
  if (mActive.massedShot) return "a unit that shot massed stays stopped (2.5.1)";
  if (!broken && u.morale == Morale::Broken) return "a Broken unit only flees or stops (2.2.2)";
  if (!u.formed && !broken) return "an Unformed unit must change formation before it moves (2.3.2)";
  if (u.formation == FormationKind::Hedgehog) return "a Hedgehog may not move (2.3.1.4)";
  if (inContact(u)) return "a unit in contact may only break off (2.4.8)";
  return checkMoveGeometry(u, {*a.point, *a.facing}, broken);
}

void WarlordsGame::applyMove(const Action& a, EventSink& sink) {
  UnitState& u = mut(a.unit);
  const Pose from = u.pose;
  const Pose to{*a.point, *a.facing};
  if (u.formation == FormationKind::Shieldwall) {
    // 2.3.1.2: Shieldwalls are Slow; moving at normal speed leaves the Shieldwall.
    const bool alreadySlow = profile(u).slow || profile(u).armour <= tables().movement.slowArmour;
    const int slowSpans = moveSpans(u) - (alreadySlow ? 0 : tables().movement.slowPenalty);
    const Length cost = wheelCost(u, angleDifference(from.facing, to.facing)) + distance(wheeled(u, from, to.facing).front, to.front);
    if (cost > moveAllowanceSpans(u, slowSpans, from, to) + kTolerance) u.formation = FormationKind::Line;
  }
  recordPassage(u, from, to);
  moveUnitTo(u, to, EventKind::UnitMoved, sink,
             mActive.brokenChoice ? "stops fleeing to move on (2.2.2)" : "moves (2.4)");
  u.motion = Motion::Moving;
  mActive.moved = true;
  mActive.orderDone = true;
}

const char* WarlordsGame::checkWheel(const Action& a) const {
  if (const char* p = checkOrderUnit(a, true)) return p;
  if (a.target != kNoUnit || a.option != 0 || a.square || a.point || !a.facing) return "a wheel gives only the new facing";
  if (*a.facing < 0 || *a.facing >= kFullTurn) return "facing must be in [0, 65536)";
  const UnitState& u = unit(a.unit);
  const Angle turn = angleDifference(u.pose.facing, *a.facing);
  if (turn == 0) return "the unit already faces that way";
  if (mActive.massedShot) return "a unit that shot massed stays stopped (2.5.1)";
  if (mActive.brokenChoice) {
    // 2.2.2: a Broken unit that stops may wheel up to 180 degrees to face the nearest enemy.
    if (!mActive.brokenHalted || mActive.afterHaltUsed) return "a Broken unit wheels only as it stops fleeing (2.2.2)";
    const UnitState* e = nearestEnemy(u, false);
    if (!e || std::abs(angleDifference(*a.facing, bearing(u.pose.front, block(*e).centre))) > degrees(45)) {
      return "a Broken unit that stops may only wheel to face the nearest enemy (2.2.2)";
    }
    PathRules rules;
    rules.keepSpan = false;
    const std::vector<Length> noGaps(mUnits.size(), INT64_MAX);
    if (const char* why = poseProblem(u, brokenTurn(u, *a.facing), rules, noGaps, true)) return why;
    return nullptr;
  }
  const bool afterHalt = mActive.haltedBySuccess && profile(u).drilled() && !mActive.afterHaltUsed;
  if (mActive.orderDone && !afterHalt) return "the unit has already acted on this activation (2.2.2)";
  if (u.motion != Motion::Stopped) return "a moving unit wheels as part of its move, or stops first (2.2.2)";
  if (!u.formed) return "an Unformed unit must change formation first (2.3.2)";
  if (u.formation == FormationKind::Hedgehog) return "a Hedgehog may not move (2.3.1.4)";
  if (inContact(u)) return "a unit in contact may only break off (2.4.8)";
  const Pose to = wheeled(u, u.pose, *a.facing);
  if (wheelCost(u, turn) > moveAllowance(u, u.pose, to) + kTolerance) {
    return "the wheel is longer than the unit's move (2.4.3: wheeling uses up forward movement)";
  }
  PathRules rules;
  if (const char* why = pathProblem(u, pathPoses(u, u.pose, to), rules)) {
    return std::strcmp(why, "a unit that is not charging stops 1 span from the enemy; only a charge makes contact (2.4.1)") == 0
               ? "a wheeling unit must stop 1 span away from contact with the enemy (2.4.3)"
               : why;
  }
  return nullptr;
}

Pose WarlordsGame::brokenTurn(const UnitState& u, Angle facing) const {
  // A Broken unit turning to face the enemy (2.2.2) turns about its middle, not a corner.
  return measured::turnedAboutCentre(block(u), normalizeAngle(facing));
}

void WarlordsGame::applyWheel(const Action& a, EventSink& sink) {
  UnitState& u = mut(a.unit);
  const Pose to = mActive.brokenChoice ? brokenTurn(u, *a.facing) : wheeled(u, u.pose, *a.facing);
  if (mActive.orderDone) mActive.afterHaltUsed = true;
  moveUnitTo(u, to, EventKind::UnitWheeled, sink, "wheels to face " + std::to_string(toDegrees(*a.facing)) + " degrees (2.4.3)");
  mActive.orderDone = true;
}

Pose WarlordsGame::formationPose(const UnitState& u, FormationKind f, int ranks, Angle facing) const {
  // 2.3.3: the command stand stays in place and the ranks form up on it.
  const Length d = standDepth(u);
  const int n = u.standCount();
  const Point was = slots(u.formation, widths(u), span(), d).front().local;
  const Point now = slots(f, rankWidths(f, n, ranks), span(), d).front().local;
  return measured::poseKeeping(u.pose, was, now, facing);
}

const char* WarlordsGame::formationProblem(const UnitState& u, int option, std::optional<Angle> facing) const {
  const bool pavises = option >= kPavisesFlag;
  const int code = option % kPavisesFlag;
  const FormationKind f = formationOfCode(code);
  const int ranks = ranksOfCode(code);
  const UnitProfile& p = profile(u);
  const TroopType& t = troop(u);
  if (code < 0 || static_cast<int>(f) > static_cast<int>(FormationKind::Hedgehog)) return "no such formation";
  if (pavises && (!p.pavisiers || u.pavisesLost)) return "only pavisiers with their pavises may deploy them (3.3.3.4)";
  if (f == FormationKind::Shieldwall && (!p.shieldwall || t.kind != TroopKind::CloseFoot)) {
    return "only Close Foot allowed Shieldwall may form one (2.3.1.2)";
  }
  if (f == FormationKind::Wedge && (!p.wedge || t.kind != TroopKind::CloseFoot)) return "only Close Foot allowed Wedge may form one (2.3.1.3)";
  if (f == FormationKind::Hedgehog && (!p.hedgehog || !p.drilled() || t.kind != TroopKind::Pike)) {
    return "only drilled Pike with the Hedgehog ability may form a Hedgehog (2.3.1.4)";
  }
  if (!validRanks(f, u.standCount(), ranks)) {
    return f == FormationKind::Wedge ? "a Wedge needs at least 3 stands, in ranks 1, 2, 3... (2.3.1.3)"
           : f == FormationKind::Shieldwall ? "a Shieldwall stands in one or two ranks (2.3.1.2)"
                                            : "that many ranks is not possible with the unit's stands";
  }
  if (facing) {
    if (*facing < 0 || *facing >= kFullTurn) return "facing must be in [0, 65536)";
    if (*facing == u.pose.facing) return "give a facing only when it changes";
    // 2.3.3 grants a new facing to drilled Pike alone; other drilled units wheel, which
    // 2.2.2 lets them do instead of a formation change, "but not both".
    if (!p.drilled() || t.kind != TroopKind::Pike) {
      return "only drilled Pike may face a new direction in a formation change; other units wheel (2.3.3)";
    }
  }
  const bool same = f == u.formation && ranks == u.ranks && !facing;
  if (same && u.formed && !pavises) return "the unit is already in that formation";
  if (!p.drilled() && !same) {
    // 2.3.3: irregulars move only enough stands to create or remove one rank or one file.
    auto lineLike = [](FormationKind k) {
      return k == FormationKind::Line || k == FormationKind::Shieldwall || k == FormationKind::MarchColumn;
    };
    const std::vector<int> w0 = widths(u);
    const std::vector<int> w1 = rankWidths(f, u.standCount(), ranks);
    const int dRanks = std::abs(static_cast<int>(w1.size()) - static_cast<int>(w0.size()));
    const int dFiles = std::abs(w1.front() - w0.front());
    bool ok = lineLike(u.formation) && lineLike(f) && (dRanks <= 1 || dFiles <= 1);
    // Reconstructed: forming or leaving Wedge is the one drill such irregulars have.
    ok = ok || ((f == FormationKind::Wedge) != (u.formation == FormationKind::Wedge) &&
                (lineLike(f) || lineLike(u.formation)));
    if (!ok) return "irregular units may only create or remove one rank or one file in a formation change (2.3.3)";
  }
  const Pose to = formationPose(u, f, ranks, facing.value_or(u.pose.facing));
  const Rect nb = blockAt(u, to, f, ranks, u.standCount());
  for (const Point& c : corners(nb)) {
    if (!contains(mSetup->battlefield->bounds(), c)) return "the new formation would not fit on the table";
  }
  // 2.3.3: no stand may end closer than 1 span to an enemy (a stand already that close may
  // stay where it is, as when a unit in contact dresses its ranks).
  const std::vector<Rect> was = standRectsAt(u, u.pose, u.formation, u.ranks);
  const std::vector<Rect> now = standRectsAt(u, to, f, ranks);
  const Rect inner = shrunk(nb);  // touching another unit is not standing in it
  for (const UnitState& o : mUnits) {
    if (!o.active() || o.id == u.id) continue;
    const Rect ob = block(o);
    if (o.side == u.side) {
      if (overlaps(inner, shrunk(ob))) return "the new formation would overlap a friendly unit";
      continue;
    }
    if (gapOf(nb, ob) >= span()) continue;
    if (blocksOverlap(nb, ob)) return "the new formation would stand in an enemy unit";
    for (std::size_t i = 0; i < now.size() && i < was.size(); ++i) {
      if (gapOf(now[i], ob) + kTolerance < std::min(span(), gapOf(was[i], ob))) {
        return "a formation change may not put a stand closer than 1 span to an enemy (2.3.3)";
      }
    }
  }
  if (impassableUnder(nb)) return "the new formation would stand on impassable ground";
  return nullptr;
}

const char* WarlordsGame::checkFormation(const Action& a) const {
  if (const char* p = checkOrderUnit(a, true)) return p;
  if (a.target != kNoUnit || a.square || a.point) return "a formation change gives the formation (option) and, for drilled units, a facing";
  const UnitState& u = unit(a.unit);
  if (mActive.brokenChoice || u.morale == Morale::Broken) return "a Broken unit does not change formation (2.2.2)";
  const bool afterHalt = mActive.haltedBySuccess && profile(u).drilled() && !mActive.afterHaltUsed;
  if (mActive.orderDone && !afterHalt) return "the unit has already acted on this activation (2.2.2)";
  if (u.motion != Motion::Stopped) return "a unit changes formation only while stopped (2.3.3)";
  return formationProblem(u, a.option, a.facing);
}

void WarlordsGame::applyFormation(const Action& a, EventSink& sink) {
  UnitState& u = mut(a.unit);
  if (mActive.orderDone) mActive.afterHaltUsed = true;
  mActive.orderDone = true;
  PendingFormation f{u.id, a.option % kPavisesFlag, a.facing, a.option >= kPavisesFlag};
  if (anyInterruptCharger(u)) {
    // 2.3.3: an enemy within charge distance may use its activation to charge now.
    mFormation = f;
    mPhase = Phase::Interrupt;
    mToAct = opponent(u.side);
    Event e{EventKind::FormationChanged, u.side, u.id};
    e.from = e.to = u.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(label(u.id), "begins") +
               " a formation change within the enemy's charge distance (2.3.3)";
    sink.emit(std::move(e));
    return;
  }
  completeFormation(u, f, sink);
}

void WarlordsGame::completeFormation(UnitState& u, const PendingFormation& f, EventSink& sink) {
  const FormationKind kind = formationOfCode(f.code);
  const int ranks = ranksOfCode(f.code);
  const Pose to = formationPose(u, kind, ranks, f.facing.value_or(u.pose.facing));
  const bool moved = !(to == u.pose) && u.pavisesDeployed && !f.pavises;
  u.pose = to;
  u.formation = kind;
  u.ranks = ranks;
  u.formed = true;
  u.motion = Motion::Stopped;
  if (f.pavises) {
    u.pavisesDeployed = !u.pavisesDeployed;
  } else if (moved) {
    u.pavisesDeployed = false;
    u.pavisesLost = true;
  }
  Event e{EventKind::FormationChanged, u.side, u.id};
  e.from = e.to = u.pose.front;
  e.value = f.code;
  if (sink.wantsText()) {
    e.text = subjectVerb(label(u.id), "forms") + " " + std::string(formationId(kind)) + " in " +
             std::to_string(widths(u).size()) + (widths(u).size() == 1 ? " rank" : " ranks");
    if (f.pavises) e.text += u.pavisesDeployed ? ", pavises deployed" : ", pavises taken up";
    e.text += " (2.3.3)";
  }
  sink.emit(std::move(e));
}

std::unique_ptr<WarlordsGame> WarlordsGame::supposeFormation(UnitId id, int option, std::optional<Angle> facing) const {
  auto copy = std::make_unique<WarlordsGame>(*this);
  UnitState& u = copy->mut(id);
  const int code = option % kPavisesFlag;
  const FormationKind f = formationOfCode(code);
  const int ranks = ranksOfCode(code);
  u.pose = formationPose(u, f, ranks, facing.value_or(u.pose.facing));
  u.formation = f;
  u.ranks = ranks;
  u.formed = true;
  if (option >= kPavisesFlag) u.pavisesDeployed = !u.pavisesDeployed;
  return copy;
}

const char* WarlordsGame::breakOffProblem(const UnitState& u) const {
  // 2.4.8: who may break off.
  const std::vector<Contact> contacts = contactsOf(u);
  if (contacts.empty()) return "the unit is not in contact with an enemy";
  const TroopType& t = troop(u);
  bool slower = t.skirmisher || t.kind == TroopKind::Cavalry;
  bool wornOpponents = u.morale == Morale::Ready;
  for (const Contact& c : contacts) {
    const UnitState& e = unit(c.b);
    slower = slower && moveSpans(e) < moveSpans(u);
    wornOpponents = wornOpponents && (e.morale == Morale::Worn || e.morale == Morale::Broken) && moveSpans(e) >= moveSpans(u);
  }
  bool supportingOnly = true;
  for (const MeleePair& m : meleePairs()) supportingOnly = supportingOnly && m.a != u.id && m.b != u.id;
  if (!slower && !wornOpponents && !supportingOnly) {
    return "only Skirmishers and Cavalry from slower troops, a Ready unit from a Worn or Broken opponent as fast, or a "
           "supporting unit may break off (2.4.8)";
  }
  return nullptr;
}

const char* WarlordsGame::checkBreakOff(const Action& a) const {
  if (const char* p = checkOrderUnit(a, true)) return p;
  if (a.target != kNoUnit || a.square || a.point) return "break_off gives the distance in spans (option) and a facing for skirmishers turning about";
  const UnitState& u = unit(a.unit);
  if (mActive.orderDone) return "the unit has already acted on this activation (2.2.2)";
  if (u.morale == Morale::Broken || u.morale == Morale::Berserk) return "Broken and Berserk units do not break off";
  if (const char* p = breakOffProblem(u)) return p;
  const int move = moveSpans(u);
  const int minSpans = tables().movement.breakOffMinSpans;
  if (troop(u).skirmisher) {
    if (a.option < minSpans || a.option > move) return "Skirmishers break off at least one span and up to a full move (2.4.8)";
    if (a.facing && *a.facing != normalizeAngle(u.pose.facing + kHalfTurn)) return "Skirmishers may only face the same or the opposite way (2.4.8)";
  } else if (profile(u).drilled() || profile(u).veteran) {
    if (a.facing) return "only Skirmishers may turn about as they break off (2.4.8)";
    if (a.option < minSpans || a.option > std::max(minSpans, move / 2)) {
      return "drilled and Veteran units break off at least one span and up to half a move (2.4.8)";
    }
  } else if (a.option != 0 || a.facing) {
    return "other units break off with a random move at half their move (option 0) (2.4.8)";
  }
  if (a.option > 0) {
    const Length need = a.option * span();
    if (clearAdvance(u, u.pose.facing + kHalfTurn, need, false) + kTolerance < need) return "the way back is blocked";
  }
  return nullptr;
}

void WarlordsGame::applyBreakOff(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  mActive.orderDone = true;
  const Angle back = normalizeAngle(u.pose.facing + kHalfTurn);
  Length d = a.option * span();
  if (a.option == 0) {
    const int dice_ = std::max(tables().movement.breakOffMinSpans, moveSpans(u) / 2);
    d = randomMove(u, dice_, dice, sink, "001 2.4.8 Breaking off", "breaking off");
  }
  d = std::min(d, clearAdvance(u, back, d, false));
  Pose to{u.pose.front + heading(back, d), u.pose.facing};
  if (a.facing) {
    // About-face: each stand turns in place, so the rear edge becomes the front.
    to = {to.front - heading(u.pose.facing, block(u).depth), *a.facing};
  }
  moveUnitTo(u, to, EventKind::UnitMoved, sink, "breaks off from the melee (2.4.8)");
  u.motion = Motion::Stopped;
  if (a.option == 0) u.formed = false;
}

const char* WarlordsGame::checkEnd(const Action& a) const {
  if (mPhase != Phase::Orders) return "end_activation ends the activation of the unit being activated";
  if (a.unit != mActive.unit) return "only the unit being activated may end its activation";
  if (a.target != kNoUnit || a.option != 0 || a.square || a.point || a.facing) return "end_activation takes only the unit";
  return nullptr;
}

void WarlordsGame::applyEnd(const Action& a, Dice& dice, EventSink& sink) {
  UnitState& u = mut(a.unit);
  if (mActive.aggressiveCharge) {
    applyFailure(u, dice, sink);  // no charge after all: the failure stands
    if (mPhase == Phase::Orders) return;
    return;
  }
  if (!mActive.success) {
    continueMove(u, sink);  // 2.2.1: moving units continue moving
    mActive.moved = true;
  } else if (mActive.brokenChoice) {
    if (!mActive.orderDone && u.motion == Motion::Fleeing) flee(u, nearestEnemy(u, false), dice, sink);
    else if (!mActive.orderDone && u.motion == Motion::Moving) continueMove(u, sink);
  } else if (!mActive.orderDone && u.motion == Motion::Moving) {
    continueMove(u, sink);  // 2.4.1: a moving unit moves every time it activates
    mActive.moved = true;
  }
  finishActivation(sink);
}

}  // namespace sandtable::rules::warlords
