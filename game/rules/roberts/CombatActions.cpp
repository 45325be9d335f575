// 000 Melee Combat as the match plays it: one combat a Combat Phase action, in the order the
// Acting Player chooses. Two stands facing each other attack at once and only the higher roll
// counts; otherwise each stand that has not attacked this phase attacks, the Acting Player's
// first, and a stand killed before its turn loses its attack. A Push Back moves the loser's
// column back a base depth (a Vulnerable stand rolls to Fall Back, half as far on a failure; a
// stand attacked in flank or rear cannot retreat), then the winner may Pursue (Impetuous
// units must; automatic when the enemy could not retreat; the Acting Player decides with the
// combat's option, the Reacting Player by a FollowUp the match waits for): its column charges
// up to a base depth and, in contact, makes a Pursuit Attack. The attacker's situation comes
// from the table: its charge, Set, the ground (MeleeGround.h) and a supporting second rank.
//   A column that retreats or pursues goes alone (Columns.h), with the chain of neighbouring
// columns that follow a pursuit (docs/rules/roberts.md "Fighting on the table").
#include <algorithm>

#include "ActionRoll.h"
#include "Attempt.h"
#include "Columns.h"
#include "CombatOdds.h"
#include "CombatPhase.h"
#include "Combatants.h"
#include "Melee.h"
#include "MeleeGround.h"
#include "Pursuit.h"
#include "PushBack.h"
#include "Retreat.h"
#include "RobertsGame.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

namespace {

Pose shifted(const Pose& p, Length forward) {
  return {p.front + heading(p.facing, forward), p.facing};
}

}  // namespace

bool RobertsGame::blockFits(const UnitState& u, const Pose& p,
                            const std::vector<UnitId>& passable) const {
  for (const Rect& r : mTable.partsAt(u, p)) {
    if (!partFits(u, r, passable)) return false;
  }
  return true;
}

bool RobertsGame::partFits(const UnitState& u, const Rect& r,
                           const std::vector<UnitId>& passable) const {
  if (mTable.offTableOrImpassable(r)) return false;
  for (const UnitState& o : mTable.units()) {
    if (o.id == u.id || !o.active() ||
        std::find(passable.begin(), passable.end(), o.id) != passable.end())
      continue;
    const bool friends = mTable.sideOf(o.id) == mTable.sideOf(u.id);
    for (const Rect& ro : mTable.parts(o)) {
      if (friends ? overlaps(measured::shrunk(r), measured::shrunk(ro))
                  : measured::blocksOverlap(r, ro))
        return false;
    }
  }
  return true;
}

std::vector<Length> RobertsGame::shiftedColumns(const UnitState& u, const std::vector<int>& columns,
                                                Length forward) const {
  std::vector<Length> shifts = u.columnShift;
  shifts.resize(static_cast<std::size_t>(mTable.shapeAt(u, u.ranks).files), 0);
  for (int c : columns) shifts.at(static_cast<std::size_t>(c)) += forward;
  return shifts;
}

Length RobertsGame::columnsCanGo(const UnitState& u, const std::vector<int>& columns,
                                 Length forward) const {
  if (mTable.shapeAt(u, u.ranks).files <= 1 || columns.empty()) {
    for (int eighths = 8; eighths > 0; --eighths) {
      const Length d = forward / 8 * eighths;
      if (blockFits(u, {u.pose.front + heading(u.pose.facing, d), u.pose.facing})) return d;
    }
    return 0;
  }
  // The whole distance, or the most of it (by eighths) every column can go.
  for (int eighths = 8; eighths > 0; --eighths) {
    const Length d = forward / 8 * eighths;
    UnitState moved = u;
    moved.columnShift = shiftedColumns(u, columns, d);
    if (std::all_of(columns.begin(), columns.end(),
                    [&](int c) { return partFits(moved, mTable.columnRect(moved, c), {}); }))
      return d;
  }
  return 0;
}

Length RobertsGame::slideColumns(UnitState& u, const std::vector<int>& columns, Length forward) {
  const int files = mTable.shapeAt(u, u.ranks).files;
  if (files <= 1 || columns.empty()) return slideBlock(u, forward);
  const Length d = columnsCanGo(u, columns, forward);
  if (d == 0) return 0;
  // Out of line, its stands keep the places they stand in.
  if (u.columnStands.empty()) u.columnStands = standsByColumn(mTable, u);
  u.columnShift = shiftedColumns(u, columns, d);
  dressIfInLine(u);
  // A column gone alone breaks the unit's march (it re-forms before it moves again).
  if (!u.columnShift.empty()) u.moving = false;
  return d;
}

void RobertsGame::loseStandsInPlace(UnitState& u, int lost) {
  std::vector<int>& c = u.columnStands;
  for (int k = 0; k < lost && !c.empty(); ++k) {
    // Off the back of the deepest column, the one nearest an end of the line first (the
    // right-hand end before the left), so the line does not break in the middle.
    const int deepest = *std::max_element(c.begin(), c.end());
    std::size_t pick = 0;
    std::size_t bestEnd = c.size();
    for (std::size_t i = 0; i < c.size(); ++i) {
      if (c[i] != deepest) continue;
      const std::size_t toEnd = std::min(i, c.size() - 1 - i);
      if (toEnd < bestEnd || (toEnd == bestEnd && i > pick)) {
        pick = i;
        bestEnd = toEnd;
      }
    }
    --c[pick];
    // A column gone from an end of the line: the line is a file narrower, and the block's frame,
    // centred on its files, moves half a file toward those left, so no stand moves.
    const Length half = mTable.setupOf(u.id).standWidth / 2;
    const Rect frame{u.pose.front, u.pose.facing, 0, 0};
    if (c.back() == 0) {
      c.pop_back();
      if (u.columnShift.size() > c.size()) u.columnShift.resize(c.size());
      u.pose.front = toWorld(frame, {-half, 0});
    } else if (c.front() == 0) {
      c.erase(c.begin());
      if (!u.columnShift.empty()) u.columnShift.erase(u.columnShift.begin());
      u.pose.front = toWorld(frame, {half, 0});
    }
  }
  if (c.empty()) return;
  u.ranks = *std::max_element(c.begin(), c.end());
  if (!u.columnShift.empty() && allInLine(u.columnShift)) dressIfInLine(u);
}

void RobertsGame::dressIfInLine(UnitState& u) {
  if (u.columnShift.empty() || !allInLine(u.columnShift)) return;
  u.pose.front = u.pose.front + heading(u.pose.facing, u.columnShift.front());
  u.columnShift.clear();
}

Length RobertsGame::slideBlock(UnitState& u, Length forward) {
  // The whole distance, or the most of it (by eighths) the block can go.
  for (int eighths = 8; eighths > 0; --eighths) {
    const Length d = forward / 8 * eighths;
    const Pose to = shifted(u.pose, d);
    if (blockFits(u, to)) {
      u.pose = to;
      return d;
    }
  }
  return 0;
}

Verdict RobertsGame::checkMelee(const Action& a) const {
  if (mPlay.clock.phase() != Phase::Combat)
    return Verdict::no("melee is fought in the Combat Phase (000 Melee Combat)");
  const auto n = static_cast<UnitId>(mTable.units().size());
  if (a.unit < 0 || a.unit >= n || a.target < 0 || a.target >= n)
    return Verdict::no("a combat names the Acting Player's unit and the enemy unit");
  if (mTable.sideOf(a.unit) != mPlay.clock.acting())
    return Verdict::no("the Acting Player chooses the order of the combats (000 Melee Combat)");
  if (mBattle.combatStep != 0)
    return Verdict::no("the combats are over: the Break Checks have been made");
  const int index = a.option % kPursueIfPushed;
  for (const Bout& b : pendingBouts(mTable, mBattle, mPlay.clock.acting())) {
    if (b.a == a.unit && b.b == a.target && b.index == index) return Verdict::ok();
  }
  return Verdict::no("no combat owed between those stands this phase");
}

void RobertsGame::meleeCandidates(std::vector<Action>& out) const {
  if (const PendingPursuit& p = mBattle.pendingPursuit; p.open()) {
    Action f{rules::ActionKind::FollowUp, p.winner, p.loser};
    f.option = 1;
    out.push_back(f);
    f.option = 0;
    out.push_back(f);
    return;
  }
  breakthroughCandidates(out);
  if (mBattle.combatStep != 0) return;
  for (const Bout& b : pendingBouts(mTable, mBattle, mPlay.clock.acting())) {
    Action m{rules::ActionKind::ResolveMelee, b.a, b.b};
    m.option = b.index;
    out.push_back(m);
    m.option = b.index + kPursueIfPushed;
    out.push_back(m);
  }
}

bool RobertsGame::rankSupported(UnitId unit, int stand) const {
  const UnitState& u = mTable.unit(unit);
  const UnitSetup& us = mTable.setupOf(unit);
  const Weapon* w = mTable.tables().weapon(lineOf(mTable, unit).weapon);
  if (!us.formed || u.ranks < 2 || w == nullptr || !w->rankSupport) return false;
  const std::vector<TableStand> stands = standsOf(tableUnitOf(mTable, u));
  if (stand < 0 || stand >= static_cast<int>(stands.size())) return false;
  const TableStand& me = stands[static_cast<std::size_t>(stand)];
  if (me.rank != 0) return false;
  return std::any_of(stands.begin(), stands.end(),
                     [&](const TableStand& o) { return o.rank == 1 && o.column == me.column; });
}

MeleeSituation RobertsGame::situationOf(UnitId attacker, int stand, UnitId defender,
                                        int defenderStand) const {
  MeleeSituation s = groundAndSupport(attacker, stand, defender, defenderStand);
  const std::size_t i = static_cast<std::size_t>(attacker);
  const bool attackedBefore = mBattle.attacked(attacker, stand);
  const bool charged = mBattle.chargedWith(attacker, stand);
  s.charging = charged && !attackedBefore;
  s.afterFirstContact = !charged || attackedBefore;
  s.setAgainstCharge = mBattle.set[i] && mBattle.chargedWith(defender, defenderStand);
  return s;
}

MeleeSituation RobertsGame::groundAndSupport(UnitId attacker, int stand, UnitId defender,
                                             int defenderStand) const {
  MeleeSituation s;
  // Stand indices are standsOf's (rank by rank, each from the left), as the melee pairs'.
  const std::vector<TableStand> mine = standsOf(tableUnitOf(mTable, mTable.unit(attacker)));
  const std::vector<TableStand> theirs = standsOf(tableUnitOf(mTable, mTable.unit(defender)));
  if (stand >= 0 && stand < static_cast<int>(mine.size()) && defenderStand >= 0 &&
      defenderStand < static_cast<int>(theirs.size())) {
    const MeleeGround g =
        meleeGroundOf(mTable.tables().combat.meleeGround, *mSetup->battlefield,
                      mine[static_cast<std::size_t>(stand)].footprint,
                      theirs[static_cast<std::size_t>(defenderStand)].footprint,
                      mTable.inches(mTable.tables().combat.meleeGround.uphillMarginInches));
    s.uphill = g.uphill;
    s.shockTerrain = g.shockTerrain;
    s.terrain = g.terrain;
  }
  s.secondRankSupport = rankSupported(attacker, stand);
  return s;
}

void RobertsGame::emitRoll(UnitId unit, UnitId other, const RollRecord& r, EventSink& sink,
                           const std::string& who) {
  Event e{EventKind::DiceRolled, mTable.sideOf(unit), unit};
  e.other = other;
  e.value = r.total;
  e.roll = namedRoll(r, who.empty() ? mTable.label(unit) : who);
  if (sink.wantsText()) e.text = e.roll->text();
  sink.emit(std::move(e));
}

std::string RobertsGame::columnLabel(UnitId unit, int column) const {
  return "column " + std::to_string(column + 1) + " of " + mTable.label(unit);
}

std::string RobertsGame::columnName(UnitId unit, int column) const {
  const std::vector<TableStand> stands = standsOf(tableUnitOf(mTable, mTable.unit(unit)));
  const bool several = std::any_of(stands.begin(), stands.end(),
                                   [&](const TableStand& s) { return s.column != column; });
  return several ? columnLabel(unit, column) : mTable.label(unit);
}

std::string RobertsGame::onEnemy(UnitId unit, int stand, UnitId enemy, int enemyStand) const {
  return mTable.label(unit) + " stand " + std::to_string(stand + 1) + " on " + mTable.label(enemy) +
         " stand " + std::to_string(enemyStand + 1);
}

RollRecord RobertsGame::namedRoll(RollRecord r, const std::string& who) const {
  r.purpose += " of " + who;
  return r;
}

void RobertsGame::melee(const Action& a, Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  const std::vector<MeleePair> pairs = pairsBetween(mTable, a.unit, a.target);
  const MeleePair p = pairs.at(static_cast<std::size_t>(a.option % kPursueIfPushed));
  const bool pursue = a.option >= kPursueIfPushed;
  const UnitId A = a.unit;
  const UnitId B = a.target;
  const bool aFree = !mBattle.attacked(A, p.a);
  const bool bFree = !mBattle.attacked(B, p.b);
  auto fighter = [&](UnitId u, int s) { return fighterOfStand(mTable, mTable.unit(u), s); };
  auto mark = [&](UnitId u, int s) {
    auto& f = mBattle.attackedThisPhase.at(static_cast<std::size_t>(u));
    if (s >= 0 && s < static_cast<int>(f.size())) f[static_cast<std::size_t>(s)] = true;
  };
  auto fought = [&](UnitId w, UnitId l, int total) {
    Event e{EventKind::MeleeFought, mTable.sideOf(A), A};
    e.other = B;
    e.from = mTable.unit(A).pose.front;
    e.to = mTable.unit(B).pose.front;
    e.value = total;
    if (sink.wantsText())
      e.text =
          mTable.label(A) + " and " + mTable.label(B) + " fight (stand " + std::to_string(p.a + 1) +
          " against stand " + std::to_string(p.b + 1) + "): " +
          (w == kNoUnit ? std::string("neither prevails")
                        : subjectVerb(mTable.label(w), "prevails") + " over " + mTable.label(l));
    sink.emit(std::move(e));
  };
  if (aFree && bFree && p.simultaneous) {
    const MeleeSituation sa = situationOf(A, p.a, B, p.b);
    const MeleeSituation sb = situationOf(B, p.b, A, p.a);
    const Simultaneous r = rollSimultaneous(t, fighter(A, p.a), sa, fighter(B, p.b), sb, dice);
    mark(A, p.a);
    mark(B, p.b);
    emitRoll(A, B, r.first, sink, onEnemy(A, p.a, B, p.b));
    emitRoll(B, A, r.second, sink, onEnemy(B, p.b, A, p.a));
    if (r.counts == Counts::First) {
      fought(A, B, r.first.total);
      meleeOutcome(A, p.a, B, p.b, r.result, pursue, dice, sink);
    } else if (r.counts == Counts::Second) {
      fought(B, A, r.second.total);
      meleeOutcome(B, p.b, A, p.a, r.result, false, dice, sink);
    } else {
      fought(kNoUnit, kNoUnit, r.first.total);
    }
    return;
  }
  // One way: the Acting Player's stand first, then the enemy's if it still stands.
  if (aFree) {
    const MeleeSituation s = situationOf(A, p.a, B, p.b);
    const RollRecord r = rollMeleeAttack(t, fighter(A, p.a), fighter(B, p.b), s, dice);
    mark(A, p.a);
    emitRoll(A, B, r, sink, onEnemy(A, p.a, B, p.b));
    const MeleeResult res = meleeResultOf(t, r.total);
    fought(res.pushBack || res.hits > 0 ? A : kNoUnit, B, r.total);
    meleeOutcome(A, p.a, B, p.b, res, pursue, dice, sink);
  }
  const UnitState& ub = mTable.unit(B);
  if (bFree && ub.active() && p.b < ub.stands && mTable.unit(A).active() &&
      p.a < mTable.unit(A).stands) {
    const MeleeSituation s = situationOf(B, p.b, A, p.a);
    const RollRecord r = rollMeleeAttack(t, fighter(B, p.b), fighter(A, p.a), s, dice);
    mark(B, p.b);
    emitRoll(B, A, r, sink, onEnemy(B, p.b, A, p.a));
    const MeleeResult res = meleeResultOf(t, r.total);
    fought(res.pushBack || res.hits > 0 ? B : kNoUnit, A, r.total);
    meleeOutcome(B, p.b, A, p.a, res, false, dice, sink);
  } else if (bFree) {
    mark(B, p.b);  // killed or driven off before its turn: the attack is lost
  }
}

void RobertsGame::meleeOutcome(UnitId w, int ws, UnitId l, int ls, const MeleeResult& r,
                               bool pursue, Dice& dice, EventSink& sink) {
  if (r.hits > 0) landHits(l, r.hits, w, dice, sink);
  if (!r.pushBack || !mTable.unit(l).active() || ls >= mTable.unit(l).stands) return;
  const bool couldNotRetreat = pushBack(w, ws, l, ls, dice, sink);
  if (!mTable.unit(w).active() || ws >= mTable.unit(w).stands) return;
  const Fighter fw = fighterOfStand(mTable, mTable.unit(w), ws);
  if (fw.has(Attribute::Impetuous)) {  // "Impetuous units must attempt to Pursue"
    pursuit(w, ws, l, ls, couldNotRetreat, dice, sink);
    return;
  }
  if (mTable.sideOf(w) == mPlay.clock.acting()) {
    if (pursue) pursuit(w, ws, l, ls, couldNotRetreat, dice, sink);
    return;
  }
  // The Reacting Player's stand won: he decides now, before any other combat (a FollowUp).
  const AttemptRequest q = pursuitRequest(w, ws, couldNotRetreat);
  if (!checkAttempt(mTable.tables(), mPlay.ledger, mTable.actorOf(mTable.unit(w)), q)) return;
  mBattle.pendingPursuit = PendingPursuit{w, ws, l, ls, couldNotRetreat};
}

AttemptRequest RobertsGame::pursuitRequest(UnitId w, int ws, bool couldNotRetreat) const {
  const TableUnit tu = tableUnitOf(mTable, mTable.unit(w));
  AttemptRequest q;
  q.roller = Roller{w, RollerKind::Column, standsOf(tu).at(static_cast<std::size_t>(ws)).column};
  q.kind = ActionKind::Pursuit;
  q.phasePlayer = mTable.sideOf(w) == mPlay.clock.phasePlayer();
  q.enemyCouldNotRetreat = couldNotRetreat;
  return q;
}

Verdict RobertsGame::checkFollowUp(const Action& a) const {
  const PendingPursuit& p = mBattle.pendingPursuit;
  if (!p.open()) return Verdict::no("no Push Back waits for a decision to Pursue");
  if (a.unit != p.winner || a.target != p.loser || (a.option != 0 && a.option != 1))
    return Verdict::no(subjectVerb(mTable.label(p.winner), "decides") + " whether to Pursue " +
                       mTable.label(p.loser) + " (option 1) or not (option 0)");
  return Verdict::ok();
}

void RobertsGame::followUp(const Action& a, Dice& dice, EventSink& sink) {
  const PendingPursuit p = mBattle.pendingPursuit;
  mBattle.pendingPursuit = {};
  if (a.option == 1)
    pursuit(p.winner, p.winnerStand, p.loser, p.loserStand, p.couldNotRetreat, dice, sink);
}

RobertsGame::PursuitPlan RobertsGame::pursuitPlan(UnitId w, int column, UnitId l, int ls) const {
  const UnitState& u = mTable.unit(w);
  const TableUnit tu = tableUnitOf(mTable, u);
  const std::vector<TableStand> es = standsOf(tableUnitOf(mTable, mTable.unit(l)));
  PursuitPlan plan;
  if (ls < 0 || ls >= static_cast<int>(es.size())) return plan;
  plan.advance = pursueColumn(tu, column, es[static_cast<std::size_t>(ls)].footprint,
                              mTable.tables().combat.pursuit);
  // 'Adjacent columns with no close enemies may also pursue, and in a chain reaction effect,
  // columns adjacent to those columns can similarly advance': they keep up with the pursuer.
  std::vector<TableStand> enemies;
  for (const TableStand& s : standsOnTable(mTable))
    if (s.side != tu.side) enemies.push_back(s);
  plan.chain = pursuitChain(column, closeEnemies(tu, enemies));
  plan.goes = plan.advance.moved > 0 ? columnsCanGo(u, plan.chain, plan.advance.moved) : 0;
  return plan;
}

MeleeSituation RobertsGame::pursuitSituation(UnitId w, int ws, UnitId l, int ls,
                                             bool overrun) const {
  // "the same as per the last combat, except that the Charge Bonus no longer applies"
  MeleeSituation s = situationOf(w, ws, l, ls);
  s.charging = false;
  s.afterFirstContact = true;
  s.setAgainstCharge = false;
  s.overrun = overrun;
  return s;
}

std::optional<ActionOdds> RobertsGame::followUpOdds(const Action& a) const {
  if (!checkFollowUp(a) || a.option != 1) return std::nullopt;
  const PendingPursuit& p = mBattle.pendingPursuit;
  const Tables& t = mTable.tables();
  const UnitState& u = mTable.unit(p.winner);
  const AttemptRequest q = pursuitRequest(p.winner, p.winnerStand, p.couldNotRetreat);
  ActionOdds out = oddsOf(t, mPlay.ledger, mTable.actorOf(u), q);
  const UnitState& enemy = mTable.unit(p.loser);
  if (p.loserStand >= enemy.stands) return out;
  // Where the advance would end, as pursuit() moves it.
  const PursuitPlan plan = pursuitPlan(p.winner, q.roller.index, p.loser, p.loserStand);
  const PursuitAdvance& adv = plan.advance;
  if (!plan.attacks()) {
    out.outcomes.push_back({"the column's advance falls short of the enemy", out.success});
    return out;
  }
  const MeleeSituation s =
      pursuitSituation(p.winner, p.winnerStand, p.loser, p.loserStand, adv.overrun);
  const int modifier = totalOf(meleeModifiers(t, fighterOfStand(mTable, u, p.winnerStand),
                                              fighterOfStand(mTable, enemy, p.loserStand), s));
  const std::array<double, 4> hits = pursuitOdds(t, modifier);
  for (std::size_t h = 1; h < hits.size(); ++h) {
    const double chance = out.success * hits[h];
    out.lossesDealt += chance * static_cast<double>(h);
    out.outcomes.push_back({"the Pursuit Attack scores " + std::to_string(h) +
                                (h == 1 ? " hit" : " hits") + (adv.overrun ? " (Overrun)" : ""),
                            chance});
  }
  return out;
}

bool RobertsGame::pushBack(UnitId w, int ws, UnitId l, int ls, Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  UnitState& u = mTable.unit(l);
  const TableUnit tu = tableUnitOf(mTable, u);
  const std::vector<TableStand> stands = standsOf(tu);
  const int column = stands.at(static_cast<std::size_t>(ls)).column;
  // Flank or rear: the loser is the first unit of pairs between it and the winner.
  const std::vector<MeleePair> pairs = pairsBetween(mTable, l, w);
  const bool flankOrRear = cannotRetreat(pairs, ls, true);
  (void)ws;
  const Fighter f = fighterOfStand(mTable, u, ls);
  const RetreatNeed need = retreatNeedOf(t, f, flankOrRear, mBattle.chargedWith(l, ls));
  std::optional<bool> fellBack;
  if (need.canRetreat && need.mustRollFallBack) {
    AttemptRequest q;
    q.roller = Roller{l, RollerKind::Column, column};
    q.kind = ActionKind::FallBack;
    q.phasePlayer = mTable.sideOf(l) == mPlay.clock.phasePlayer();
    const Actor actor = mTable.actorOf(u);
    if (checkAttempt(t, mPlay.ledger, actor, q)) {
      const Attempt at = attempt(t, mPlay.ledger, actor, q, dice);
      if (at.roll) emitRoll(l, w, *at.roll, sink, columnName(l, column));
      fellBack = at.success;
    } else {
      fellBack = false;
    }
  }
  const double depths = retreatDepths(t, need, fellBack);
  const Length want = static_cast<Length>(depths * static_cast<double>(tu.shape.standDepth));
  Length moved = 0;
  bool blocked = !need.canRetreat;
  if (want > 0) {
    PushScene scene;
    scene.battlefield = mSetup->battlefield.get();
    scene.table = mSetup->battlefield->bounds();
    scene.impassable = t.movement.impassable;
    scene.stands = standsOnTable(mTable);
    const PushBack pb = pushBackColumn(tu, column, want, scene);
    const Point from = mTable.columnFront(u, column);
    moved = slideColumns(u, {column}, -pb.moved);
    blocked = blocked || pb.couldNotRetreat || -moved < pb.moved - measured::kTolerance;
    Event e{EventKind::UnitRetreated, mTable.sideOf(l), l};
    e.other = w;
    e.from = from;
    e.to = mTable.columnFront(u, column);
    // Hemmed in, a column gives no ground at all: said so, rather than "Pushed Back 0.00".
    const bool noGround = mTable.inchesOf(-moved) < 0.01;
    if (sink.wantsText())
      e.text = subjectVerb(mTable.label(l), "is") + " Pushed Back " +
               (noGround ? "but " + agreeing(mTable.label(l), "has") + " no room to give ground"
                         : std::to_string(mTable.inchesOf(-moved)).substr(0, 4) + "\"") +
               (fellBack && !*fellBack ? " (half: the Fall Back failed)" : "") +
               (blocked && !noGround ? ", and could not retreat the whole distance" : "");
    sink.emit(std::move(e));
  } else {
    Event e{EventKind::MoveBlocked, mTable.sideOf(l), l};
    e.other = w;
    e.from = e.to = u.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(mTable.label(l), "is") + " Pushed Back but cannot retreat: " + need.why;
    sink.emit(std::move(e));
  }
  return blocked;
}

void RobertsGame::pursuit(UnitId w, int ws, UnitId l, int ls, bool couldNotRetreat, Dice& dice,
                          EventSink& sink) {
  const Tables& t = mTable.tables();
  UnitState& u = mTable.unit(w);
  if (!u.active() || ws >= u.stands || !mTable.unit(l).active()) return;
  const AttemptRequest q = pursuitRequest(w, ws, couldNotRetreat);
  const int column = q.roller.index;
  const Actor actor = mTable.actorOf(u);
  if (!checkAttempt(t, mPlay.ledger, actor, q)) return;
  const Attempt at = attempt(t, mPlay.ledger, actor, q, dice);
  if (at.roll) {
    emitRoll(w, l, *at.roll, sink, columnName(w, column));
  } else {
    Event e{EventKind::UnitActivated, mTable.sideOf(w), w};
    if (sink.wantsText()) e.text = capitalised(columnName(w, column)) + ": Pursuit, " + at.why;
    sink.emit(std::move(e));
  }
  if (!at.success) return;
  const UnitState& enemy = mTable.unit(l);
  if (ls >= enemy.stands) return;
  const PursuitPlan plan = pursuitPlan(w, column, l, ls);
  const PursuitAdvance& adv = plan.advance;
  const Point from = mTable.columnFront(u, column);
  const Length moved = plan.goes > 0 ? slideColumns(u, plan.chain, plan.goes) : 0;
  Event e{EventKind::FollowedUp, mTable.sideOf(w), w};
  e.other = l;
  e.from = from;
  e.to = mTable.columnFront(u, column);
  if (sink.wantsText())
    e.text = subjectVerb(mTable.label(w), "pursues") +
             (adv.overrun ? " and " + agreeing(mTable.label(w), "overruns") : "");
  sink.emit(std::move(e));
  if (!plan.attacks() || moved + measured::kTolerance < adv.moved) return;
  const PursuitAttack pa =
      rollPursuitAttack(t, fighterOfStand(mTable, u, ws), fighterOfStand(mTable, enemy, ls),
                        pursuitSituation(w, ws, l, ls, adv.overrun), dice);
  emitRoll(w, l, pa.roll, sink, onEnemy(w, ws, l, ls));
  Event m{EventKind::MeleeFought, mTable.sideOf(w), w};
  m.other = l;
  m.from = u.pose.front;
  m.to = enemy.pose.front;
  m.value = pa.roll.total;
  if (sink.wantsText())
    m.text = "Pursuit Attack by " + mTable.label(w) + " on " + mTable.label(l) + ": " +
             std::to_string(pa.hits) + (pa.hits == 1 ? " hit" : " hits");
  sink.emit(std::move(m));
  if (pa.hits > 0) landHits(l, pa.hits, w, dice, sink);
}

}  // namespace sandtable::rules::roberts
