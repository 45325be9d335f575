// The automatic events of a turn (002): Event I's dice, Event II's fire with its morale tests
// at once, Event IV's melees, Event V's tests after them, Event VI's routers, rallies and
// pursuers, and the victory check at the turn's end.
#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

#include "Fire.h"
#include "Melee.h"
#include "Morale.h"
#include "Movement.h"
#include "Roll.h"
#include "Rout.h"
#include "WotrGame.h"
#include "core/Wording.h"
#include "measured/ChargePath.h"
#include "measured/Contact.h"
#include "measured/Displacement.h"

namespace sandtable::rules::wotr {

namespace {

// How much higher a block must stand to have the advantage of ground (reconstructed: a
// quarter inch, the rise that counts as climbing a hill).
constexpr Length kHigher = kInch / 4;

bool flank(Zone z) { return z == Zone::LeftFlank || z == Zone::RightFlank; }

}  // namespace

// --- Event I ---

void WotrGame::rollInitiative(Dice& dice, EventSink& sink) {
  // Each C-in-C's d6; a tie is rolled again (a cap keeps a forced list of ties from looping).
  const Deployment& d = mBattle.setup().deployment;
  std::array<std::vector<Modifier>, 2> values;
  if (d.optional.leaderInitiative) {
    for (std::size_t i = 0; i < 2; ++i)
      add(values[i], "the C-in-C's initiative", d.sides[i].initiative);
  }
  for (int tries = 0; tries < 100; ++tries) {
    RollRecord one =
        rollWith(dice, 1, 6, "002 Event I", "initiative of " + sideName(Side::One), values[0]);
    RollRecord two =
        rollWith(dice, 1, 6, "002 Event I", "initiative of " + sideName(Side::Two), values[1]);
    const bool tie = one.total == two.total;
    one.outcome = tie ? "tie: both roll again" : one.total > two.total ? "wins" : "loses";
    two.outcome = tie ? "tie: both roll again" : two.total > one.total ? "wins" : "loses";
    emitRoll(kNoUnit, kNoUnit, one, sink);
    emitRoll(kNoUnit, kNoUnit, two, sink);
    if (!tie) {
      mWinner = one.total > two.total ? Side::One : Side::Two;
      break;
    }
    mWinner = Side::One;
  }
  mStage = Stage::Choice;
  say(sink, EventKind::InitiativeDecided, kNoUnit, kNoUnit,
      subjectVerb(sideName(mWinner), "wins") + " the initiative and " +
          agreeing(sideName(mWinner), "chooses") + " when to move");
}

// --- Event II ---

UnitId WotrGame::fireTarget(UnitId id) const {
  const UnitState& u = mBattle.unit(id);
  const Profile& p = mBattle.profileOf(id);
  if (!u.ready() || !p.shootingWeapon || p.shooters == 0 || u.limbered || mBattle.lockedInMelee(id))
    return kNoUnit;
  if (const auto order = orderOf(id); order && !mayShoot(*order)) return kNoUnit;  // Retire
  const Angle arc = Battle::halfArc(mBattle.tables().fire.arcDegrees);
  const Rect from = mBattle.block(id);
  UnitId best = kNoUnit;
  Length bestGap = 0;
  for (const UnitState& o : mBattle.units()) {
    if (!o.active() || mBattle.sideOf(o.id) == mBattle.sideOf(id)) continue;
    const Rect r = mBattle.block(o.id);
    const Length g = gap(from, r);
    if (best != kNoUnit && g >= bestGap) continue;
    if (!inRange(p, Battle::inchesOf(g)) || !mBattle.inArcOf(from, r, arc)) continue;
    SightQuery q;
    q.from = frontCentre(from);
    q.fromEye = kInch / 2;
    q.to = r.centre;
    q.toEye = kInch / 2;
    if (!mBattle.battlefield().lineOfSight(q).visible) continue;
    best = o.id;
    bestGap = g;
  }
  return best;
}

void WotrGame::firePhase(Dice& dice, EventSink& sink) {
  // Fire is simultaneous: every firer's target and situation are taken as the event begins.
  struct Shot {
    UnitId firer, target;
    FireSituation s;
  };
  std::vector<Shot> shots;
  for (const UnitState& u : mBattle.units()) {
    const UnitId t = fireTarget(u.id);
    if (t == kNoUnit) continue;
    Shot shot{u.id, t, {}};
    shot.s.firerCasualties = u.lost;
    shot.s.distance = Battle::inchesOf(mBattle.gapBetween(u.id, t));
    shot.s.targetFourRanksDeep = fourOrMoreRanksDeep(mBattle.unit(t).ranks);
    shot.s.targetAvoidedLastTurn =
        mBattle.unit(t).avoidedTurn > 0 && mBattle.unit(t).avoidedTurn == mTurn - 1;
    // Pavises cover their own unit from fire at its front; woods are soft cover, buildings hard.
    const Profile& tp = mBattle.profileOf(t);
    const Rect tr = mBattle.block(t);
    if (tp.cover != Cover::None && zoneOf(tr, frontCentre(mBattle.block(u.id))) == Zone::Front)
      shot.s.cover = tp.cover;
    const TerrainKind ground = mBattle.battlefield().terrainAt(tr.centre);
    if (isBuiltUp(ground))
      shot.s.cover = std::max(shot.s.cover, Cover::Hard);
    else if (isWoods(ground))
      shot.s.cover = std::max(shot.s.cover, Cover::Soft);
    shots.push_back(shot);
  }
  const Tables& t = mBattle.tables();
  for (const Shot& shot : shots) {
    if (!mBattle.unit(shot.firer).active() || !mBattle.unit(shot.target).active()) continue;
    const FireResult r =
        resolveFire(t, mBattle.profileOf(shot.firer), mBattle.profileOf(shot.target), shot.s, dice);
    emitRoll(shot.firer, shot.target, r.roll, sink);
    mBattle.unit(shot.firer).fired = true;
    const int hits = std::min(r.casualties, mBattle.figuresLeft(shot.target));
    mBattle.unit(shot.target).lost += hits;
    say(sink, EventKind::ShotFired, shot.firer, shot.target,
        subjectVerb(mBattle.label(shot.firer), "shoots") + " at " + mBattle.label(shot.target) +
            ": " + plural(hits, "casualty", "casualties"),
        hits);
    // The target's loss told as melee's and rout's are: the battle's account of casualty
    // figures, the table's flash on the unit and the log count it the same way.
    if (hits > 0)
      say(sink, EventKind::CasualtiesTaken, shot.target, shot.firer,
          subjectVerb(mBattle.label(shot.target), "loses") + " " + plural(hits, "figure"), hits);
    if (mBattle.figuresLeft(shot.target) == 0) {
      removeUnit(shot.target, "every figure lost", sink);
      continue;
    }
    const UnitState& target = mBattle.unit(shot.target);
    if (hits > 0 && target.ready() && !target.fellBack)
      testUnit(shot.target, MoraleCause::Shooting, shot.firer,
               {MoraleTrigger::Kind::ShotAt, shot.firer}, dice, sink);
  }
}

void WotrGame::fallBack(UnitId id, UnitId from, EventSink& sink) {
  UnitState& u = mBattle.unit(id);
  u.fellBack = true;
  if (from != kNoUnit)
    turnToward(id, bearing(mBattle.block(id).centre, mBattle.block(from).centre));
  const measured::BlockShape shape = mBattle.shape(id);
  const Length half = Battle::inches(mBattle.rateOf(id)) / 2;
  const std::vector<measured::Obstacle> others = mBattle.obstaclesFor(id);
  const Angle back = normalizeAngle(u.pose.facing + kHalfTurn);
  const measured::Stop stop = measured::displace(
      shape, u.pose, back, half, Battle::sweepStep(shape), mBattle.battlefield().bounds(), others,
      [](const Rect&) { return false; }, [](const Pose&) { return false; });
  Event e;
  e.kind = EventKind::FellBack;
  e.side = mBattle.sideOf(id);
  e.unit = id;
  e.other = from;
  e.from = u.pose.front;
  u.pose.front = u.pose.front + heading(back, clearDistance(id, back, stop.at));
  e.to = u.pose.front;
  if (sink.wantsText())
    e.text = subjectVerb(mBattle.label(id), "falls back") +
             " half a move facing the enemy (002 Event V)";
  sink.emit(std::move(e));
}

// --- Morale (Event V) ---

MoraleSituation WotrGame::moraleSituation(UnitId id, MoraleCause cause) const {
  const Tables& t = mBattle.tables();
  const UnitState& u = mBattle.unit(id);
  const Profile& p = mBattle.profileOf(id);
  MoraleSituation s;
  s.cause = cause;
  s.initialFigures = mBattle.setupOf(id).figures;
  s.lost = u.lost;
  s.leaderCommanding = mBattle.leaderWith(id, mTurn) >= 0;
  s.lostMeleeThisTurn = u.lostMelee;
  s.lostLeaderThisTurn = u.lostLeader;
  const Length see = Battle::inches(t.moraleRules.seeRadius);
  for (const UnitState& o : mBattle.units()) {
    if (o.id == id || o.mode != Mode::Routed || mBattle.sideOf(o.id) != mBattle.sideOf(id))
      continue;
    if (!measured::closerThan(see, mBattle.gapBetween(id, o.id)) &&
        shakenByRout(t, p, mBattle.profileOf(o.id),
                     mBattle.setupOf(o.id).wing == mBattle.setupOf(id).wing, perBattleMorale()))
      ++s.friendsInRout;
  }
  s.previouslyRouted = mSetup->deployment.optional.previouslyRouted && u.everRouted;
  const Rect me = mBattle.block(id);
  for (UnitId e : mBattle.enemiesInContact(id)) {
    if (!mBattle.unit(e).ready()) continue;
    if (const auto c = measured::contactOf(me, mBattle.block(e))) {
      s.attackedInFlank = s.attackedInFlank || flank(c->edgeA);
      s.attackedInRear = s.attackedInRear || c->edgeA == Zone::Rear;
    }
  }
  return s;
}

std::string WotrGame::triggerText(const MoraleTrigger& why) const {
  using K = MoraleTrigger::Kind;
  const std::string other = why.other != kNoUnit ? mBattle.label(why.other) : std::string();
  const std::string leader =
      why.leader >= 0 ? mSetup->leaders[static_cast<std::size_t>(why.leader)].name : std::string();
  switch (why.kind) {
    case K::ShotAt:
      return "shot at by " + other;
    case K::LostMelee:
      return "having lost the melee with " + other;
    case K::WonMelee:
      return "having won the melee with " + other;
    case K::DrewMelee:
      return "after a drawn melee with " + other;
    case K::FriendRouted:
      return "seeing " + other + " rout";
    case K::LeaderKilled:
      return "seeing " + leader + " killed";
    case K::LeaderIncapacitated:
      return "seeing " + leader + " incapacitated";
  }
  return {};
}

MoraleOutcome WotrGame::testUnit(UnitId id, MoraleCause cause, UnitId enemy,
                                 const MoraleTrigger& why, Dice& dice, EventSink& sink) {
  UnitState& u = mBattle.unit(id);
  const MoraleResult r =
      testMorale(mBattle.tables(), mBattle.profileOf(id), moraleSituation(id, cause), dice);
  emitRoll(id, enemy, r.roll, sink, kNoUnit, sink.wantsText() ? triggerText(why) : std::string());
  switch (r.outcome) {
    case MoraleOutcome::Passed:
      break;
    case MoraleOutcome::Furious:
      u.furious = true;
      say(sink, EventKind::UnitWentBerserk, id, enemy,
          subjectVerb(mBattle.label(id), "goes") +
              " FURIOUS and must charge the closest enemy (002 Event V)");
      break;
    case MoraleOutcome::FallBack:
      fallBack(id, enemy, sink);
      break;
    case MoraleOutcome::Rout:
      rout(id, enemy, dice, sink);
      break;
  }
  return r.outcome;
}

void WotrGame::rout(UnitId id, UnitId from, Dice& dice, EventSink& sink) {
  UnitState& u = mBattle.unit(id);
  u.mode = Mode::Routed;
  u.routedTurn = mTurn;
  u.everRouted = true;
  u.furious = false;
  u.pursuing = kNoUnit;
  if (from != kNoUnit)
    turnToward(id, bearing(mBattle.block(from).centre, mBattle.block(id).centre));
  say(sink, EventKind::UnitRouted, id, from,
      subjectVerb(mBattle.label(id), "routs") + " (002 Event V)");
  const Profile router = mBattle.profileOf(id);
  shakeFriends(mBattle.sideOf(id), mBattle.block(id), &router, mBattle.setupOf(id).wing, id,
               {MoraleTrigger::Kind::FriendRouted, id}, dice, sink);
}

void WotrGame::shakeFriends(Side side, const Rect& where, const Profile* router, int wing,
                            UnitId skip, const MoraleTrigger& why, Dice& dice, EventSink& sink) {
  const Tables& t = mBattle.tables();
  const Length see = Battle::inches(t.moraleRules.seeRadius);
  for (const UnitState& o : mBattle.units()) {
    if (o.id == skip || mBattle.sideOf(o.id) != side) continue;
    if (!mBattle.unit(o.id).ready()) continue;
    if (measured::closerThan(see, gap(mBattle.block(o.id), where))) continue;
    // Per-battle morale: a rout or a leader's hit in another battle does not shake it; the
    // C-in-C (wing -1) is every battle's leader.
    const bool sameBattle = wing < 0 || mBattle.setupOf(o.id).wing == wing;
    if (router && !shakenByRout(t, mBattle.profileOf(o.id), *router, sameBattle, perBattleMorale()))
      continue;
    if (!router && perBattleMorale() && !sameBattle) continue;
    testUnit(o.id, MoraleCause::LeaderHitOrRout, kNoUnit, why, dice, sink);
  }
}

void WotrGame::removeUnit(UnitId id, const std::string& why, EventSink& sink) {
  UnitState& u = mBattle.unit(id);
  if (u.mode == Mode::Removed) return;
  u.mode = Mode::Removed;
  u.furious = false;
  u.pursuing = kNoUnit;
  for (const UnitState& o : mBattle.units()) {
    if (o.pursuing == id) mBattle.unit(o.id).pursuing = kNoUnit;
  }
  // A leader riding with it leaves with it: out of the battle, not killed (the army breaks at a
  // C-in-C's death, which this is not), so the log says where he went.
  std::string leaders;
  for (std::size_t i = 0; i < mBattle.leaders().size(); ++i) {
    const LeaderState& l = mBattle.leaders()[i];
    if (l.with != id || l.killed || mBattle.leaderListedBefore(i)) continue;
    leaders += "; " + asSubject(mSetup->leaders[i].name) + " leaves with " +
               itOrThem(mBattle.label(id)) + ", out of the battle";
  }
  say(sink, EventKind::UnitDispersed, id, kNoUnit,
      subjectVerb(mBattle.label(id), "leaves") + " the field: " + why + leaders);
}

Length WotrGame::clearDistance(UnitId id, Angle direction, Length reached) const {
  // The kernel's displacement keeps friends apart by a looser clearance than the table's own
  // check of overlap; step back along the way until the block stands clear of every unit.
  const UnitState& u = mBattle.unit(id);
  const Length step = std::max<Length>(measured::kTolerance, Battle::sweepStep(mBattle.shape(id)) / 4);
  for (Length d = reached; d > 0; d -= step) {
    const Pose p{u.pose.front + heading(direction, d), u.pose.facing};
    if (mBattle.blockFits(id, mBattle.blockAt(id, p))) return d;
  }
  return 0;
}

void WotrGame::turnToward(UnitId id, Angle direction) {
  UnitState& u = mBattle.unit(id);
  const Rect r = mBattle.block(id);
  // Straight toward it if there is room, else the nearest quarter turn that has room.
  std::vector<Angle> tries{normalizeAngle(direction)};
  std::vector<Angle> quarters;
  for (int q = 0; q < 4; ++q) quarters.push_back(normalizeAngle(u.pose.facing + q * kQuarterTurn));
  std::sort(quarters.begin(), quarters.end(), [&](Angle a, Angle b) {
    return std::abs(angleDifference(a, direction)) < std::abs(angleDifference(b, direction));
  });
  tries.insert(tries.end(), quarters.begin(), quarters.end());
  for (Angle f : tries) {
    if (f == u.pose.facing) return;
    const Pose p = measured::turnedAboutCentre(r, f);
    if (mBattle.blockFits(id, mBattle.blockAt(id, p))) {
      u.pose = p;
      return;
    }
  }
}

// --- Event IV ---

MeleeSide WotrGame::meleeSideOf(UnitId self, UnitId other) const {
  const UnitState& u = mBattle.unit(self);
  MeleeSide s;
  s.unit = &mBattle.profileOf(self);
  s.initialFigures = mBattle.setupOf(self).figures;
  s.lost = u.lost;
  // The melees it fights, and whether any of them is on its flank or rear.
  int melees = 0;
  for (UnitId e : mBattle.enemiesInContact(self)) {
    if (!mBattle.unit(e).ready()) continue;
    ++melees;
    const auto c = measured::contactOf(mBattle.block(self), mBattle.block(e));
    if (c && c->edgeA != Zone::Front) s.fightingInFlankOrRear = true;
  }
  s.fightingTwoMelees = melees >= 2;
  s.charging = u.charged;
  s.interpenetrated = u.interpenetrated;
  s.firstMelee = !u.fought;
  s.furious = u.furious;
  s.leaderCommanding = mBattle.leaderWith(self, mTurn) >= 0;
  const Rect me = mBattle.block(self), them = mBattle.block(other);
  const auto c = measured::contactOf(me, them);
  const Zone mine = c ? c->edgeA : Zone::Front, theirs = c ? c->edgeB : Zone::Front;
  s.attackingFlank = flank(theirs);
  s.attackingRear = theirs == Zone::Rear;
  s.attackedInFlankOrRearNotFrontal = mine != Zone::Front;
  if (mine == Zone::Front) s.pikeRanksThirdFourth = pikeRanksThirdFourth(u.ranks);
  s.advantageOfGround = mBattle.battlefield().isUphillOf(me, them, kHigher);
  s.chargingUphill = u.charged && mBattle.battlefield().isUphillOf(them, me, kHigher);
  s.firedThisMove = u.fired;
  s.previouslyRouted = mSetup->deployment.optional.previouslyRouted && u.everRouted;
  return s;
}

void WotrGame::meleePhase(Dice& dice, EventSink& sink) {
  const Tables& t = mBattle.tables();
  struct Pair {
    UnitId a, b;
    MeleeResult r;
  };
  std::vector<Pair> pairs;
  const std::size_t n = mBattle.units().size();
  for (const UnitState& u : mBattle.units()) {
    if (!u.ready()) continue;
    for (UnitId e : mBattle.enemiesInContact(u.id)) {
      if (mBattle.unit(e).ready() && u.id < e) pairs.push_back({u.id, e, {}});
    }
  }
  if (pairs.empty()) return;
  // Every melee is rolled with the units as they stood when the event began; the casualties
  // fall together.
  std::vector<int> inflicted(n, 0);
  for (Pair& p : pairs) {
    const MeleeSide a = meleeSideOf(p.a, p.b), b = meleeSideOf(p.b, p.a);
    p.r = resolveMelee(t, a, b, dice);
    emitRoll(p.a, p.b, p.r.first.roll, sink);
    emitRoll(p.b, p.a, p.r.second.roll, sink);
    inflicted[static_cast<std::size_t>(p.b)] += p.r.first.inflicted;
    inflicted[static_cast<std::size_t>(p.a)] += p.r.second.inflicted;
  }
  for (Pair& p : pairs) {
    say(sink, EventKind::MeleeFought, p.a, p.b,
        mBattle.label(p.a) + " and " + mBattle.label(p.b) + " fight: " +
            std::to_string(p.r.first.inflicted) + " to " + std::to_string(p.r.second.inflicted) +
            (p.r.outcome == MeleeOutcome::Draw ? ", a draw" : ""));
    for (UnitId id : {p.a, p.b}) {
      UnitState& u = mBattle.unit(id);
      u.fought = true;
      u.furious = false;  // it has closed to melee
    }
    if (p.r.outcome == MeleeOutcome::FirstWins) mBattle.unit(p.b).lostMelee = true;
    if (p.r.outcome == MeleeOutcome::SecondWins) mBattle.unit(p.a).lostMelee = true;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (inflicted[i] == 0) continue;
    const UnitId id = static_cast<UnitId>(i);
    const int hits = std::min(inflicted[i], mBattle.figuresLeft(id));
    mBattle.unit(id).lost += hits;
    say(sink, EventKind::CasualtiesTaken, id, kNoUnit,
        subjectVerb(mBattle.label(id), "loses") + " " + plural(hits, "figure"), hits);
  }
  // Melee Results: a leader commanding a unit that lost 2 or more figures in a melee is at risk.
  for (const Pair& p : pairs) {
    for (const auto& [self, other, lost] :
         {std::tuple{p.a, p.b, p.r.second.inflicted}, std::tuple{p.b, p.a, p.r.first.inflicted}}) {
      const int leader = mBattle.leaderWith(self, mTurn);
      if (leader < 0 || !leaderAtRisk(t, lost)) continue;
      const LeaderRiskResult r = rollLeaderRisk(t, dice);
      emitRoll(other, self, r.roll, sink, self);  // the enemy's die, for self's leader
      if (r.fate == LeaderFate::Unharmed) continue;
      const std::string name = mSetup->leaders[static_cast<std::size_t>(leader)].name;
      // One man may hold two commands (a C-in-C who leads his own battle): what befalls him
      // befalls both.
      auto eachCommand = [&](auto&& befall) {
        for (std::size_t j = 0; j < mSetup->leaders.size(); ++j) {
          if (mBattle.sameLeader(static_cast<std::size_t>(leader), j)) befall(mBattle.leaders()[j]);
        }
      };
      if (r.fate == LeaderFate::Killed) {
        eachCommand([](LeaderState& l) { l.killed = true; });
        mBattle.unit(self).lostLeader = true;
        Event e;
        e.kind = EventKind::PersonalityLost;
        e.side = mBattle.sideOf(self);
        e.unit = self;
        e.personality = leader;
        if (sink.wantsText()) e.text = asSubject(name) + " is killed (002 Melee Results)";
        sink.emit(std::move(e));
      } else {
        eachCommand([&](LeaderState& l) {
          l.incapacitatedThrough = mTurn + t.leaders.incapacitatedMoves;
        });
        say(sink, EventKind::PersonalityLost, self, other,
            asSubject(name) + " is incapacitated for a move (002 Melee Results)");
      }
      const MoraleTrigger hit{r.fate == LeaderFate::Killed
                                  ? MoraleTrigger::Kind::LeaderKilled
                                  : MoraleTrigger::Kind::LeaderIncapacitated,
                              kNoUnit, leader};
      shakeFriends(mBattle.sideOf(self), mBattle.block(self), nullptr,
                   mSetup->leaders[static_cast<std::size_t>(leader)].wing, kNoUnit, hit, dice,
                   sink);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const UnitId id = static_cast<UnitId>(i);
    if (mBattle.unit(id).active() && mBattle.figuresLeft(id) == 0)
      removeUnit(id, "every figure lost", sink);
  }
  // Event V after the melees: the losers first, the winners only if the losers pass, both on a
  // draw. A unit in several melees tests once, against the highest kind of enemy it fights.
  std::vector<bool> tested(n, false);
  // A unit already routed or gone (at a test for a leader's hit or a friend's rout) has not
  // passed: its winner does not test.
  auto test = [&](UnitId id, const MoraleTrigger& why) {
    if (!mBattle.unit(id).ready()) return false;
    if (tested[static_cast<std::size_t>(id)]) return true;
    tested[static_cast<std::size_t>(id)] = true;
    std::vector<Profile> enemies;
    for (UnitId e : mBattle.enemiesInContact(id)) enemies.push_back(mBattle.profileOf(e));
    if (enemies.empty()) return true;
    const UnitId near = mBattle.enemiesInContact(id).front();
    return testUnit(id, strongestCause(enemies), near, why, dice, sink) != MoraleOutcome::Rout;
  };
  for (const Pair& p : pairs) {
    const MeleeTestOrder order = meleeTestOrder(p.r.outcome);
    const UnitId first = order.first == 0 ? p.a : p.b, second = order.first == 0 ? p.b : p.a;
    using K = MoraleTrigger::Kind;
    const bool draw = p.r.outcome == MeleeOutcome::Draw;
    const bool passed = test(first, {draw ? K::DrewMelee : K::LostMelee, second});
    if (!order.secondOnlyIfFirstPasses || passed)
      test(second, {draw ? K::DrewMelee : K::WonMelee, first});
    // The winner pursues a loser that routs: it must if chivalric, fanatic or cavalry.
    for (const auto& [winner, loser] : {std::pair{p.a, p.b}, std::pair{p.b, p.a}}) {
      UnitState& w = mBattle.unit(winner);
      if (mBattle.unit(loser).mode != Mode::Routed || !w.ready() || w.pursuing != kNoUnit) continue;
      const Profile& wp = mBattle.profileOf(winner);
      const bool must = wp.cavalry() || t.moraleClass(wp.morale).firstMelee;
      if (mBattle.lockedInMelee(winner)) continue;
      if (!must) {
        mPursuits.push_back({winner, loser});
        continue;
      }
      w.pursuing = loser;
      say(sink, EventKind::FollowedUp, winner, loser,
          subjectVerb(mBattle.label(winner), "pursues") + " " + mBattle.label(loser));
    }
  }
}

// --- Event VI ---

void WotrGame::rallyAndRout(Dice& dice, EventSink& sink) {
  const Tables& t = mBattle.tables();
  // Hits: 2 (cavalry 1), 4 (2) when attacked or pursued.
  for (const UnitState& cu : mBattle.units()) {
    const UnitId id = cu.id;
    if (mBattle.unit(id).mode != Mode::Routed) continue;
    bool attacked = false;
    for (UnitId e : mBattle.enemiesInContact(id)) {
      const UnitState& eu = mBattle.unit(e);
      attacked = attacked || (eu.ready() && (eu.pursuing == id || eu.charged));
    }
    const int hits =
        std::min(routerHits(t, mBattle.profileOf(id), attacked), mBattle.figuresLeft(id));
    mBattle.unit(id).lost += hits;
    say(sink, EventKind::CasualtiesTaken, id, kNoUnit,
        subjectVerb(mBattle.label(id), "loses") + " " + plural(hits, "figure") + " in rout" +
            (attacked ? " (attacked)" : ""),
        hits);
    if (mBattle.figuresLeft(id) == 0) removeUnit(id, "every figure lost", sink);
  }
  // Rallies: a router of an earlier turn, by its leader or by the die.
  for (const UnitState& cu : mBattle.units()) {
    const UnitId id = cu.id;
    const UnitState& u = mBattle.unit(id);
    if (u.mode != Mode::Routed || u.routedTurn >= mTurn) continue;
    const int leader = mBattle.leaderWith(id, mTurn);
    RallyResult r = leader >= 0
                        ? rallyByLeader()
                        : rallyWithoutLeader(t, mBattle.profileOf(id),
                                             mSetup->deployment.optional.rallyModifiers, dice);
    if (r.roll) emitRoll(id, kNoUnit, *r.roll, sink);
    if (r.outcome == RallyOutcome::Rallied) {
      mBattle.unit(id).mode = Mode::Ready;
      // A rally without a die says whose presence made it, or the log reads as if one were missed.
      const std::string by =
          leader >= 0 ? " to " + mSetup->leaders[static_cast<std::size_t>(leader)].name : "";
      say(sink, EventKind::MoraleChanged, id, kNoUnit,
          subjectVerb(mBattle.label(id), "rallies") + by + " (002 Event VI)");
      UnitId near = kNoUnit;
      Length best = 0;
      for (const UnitState& o : mBattle.units()) {
        if (!o.active() || mBattle.sideOf(o.id) == mBattle.sideOf(id)) continue;
        const Length g = mBattle.gapBetween(id, o.id);
        if (near == kNoUnit || g < best) near = o.id, best = g;
      }
      if (near != kNoUnit)
        turnToward(id, bearing(mBattle.block(id).centre, mBattle.block(near).centre));
    } else if (r.outcome == RallyOutcome::Removed) {
      removeUnit(id, "the rally failed (002 Event VI)", sink);
    }
  }
  // Routers with 75% lost leave the field; the others run a full move for home.
  for (const UnitState& cu : mBattle.units()) {
    const UnitId id = cu.id;
    if (mBattle.unit(id).mode != Mode::Routed) continue;
    if (leavesField(t, mBattle.setupOf(id).figures, mBattle.unit(id).lost)) {
      removeUnit(id, "75% or more of the figures lost in rout (002 Event VI)", sink);
      continue;
    }
    const Angle home = mSetup->homeward[static_cast<std::size_t>(sideIndex(mBattle.sideOf(id)))];
    turnToward(id, home);
    UnitState& u = mBattle.unit(id);
    const measured::BlockShape shape = mBattle.shape(id);
    const std::vector<measured::Obstacle> others = mBattle.obstaclesFor(id);
    const Length full = Battle::inches(mBattle.rateOf(id));
    // Routers ignore the ground's penalties.
    const measured::Stop stop = measured::displace(
        shape, u.pose, home, full, Battle::sweepStep(shape), mBattle.battlefield().bounds(), others,
        [](const Rect&) { return false; }, [](const Pose&) { return false; });
    Event e;
    e.kind = EventKind::UnitFled;
    e.side = mBattle.sideOf(id);
    e.unit = id;
    e.from = u.pose.front;
    u.pose.front = u.pose.front + heading(home, clearDistance(id, home, stop.at));
    e.to = u.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(mBattle.label(id), "runs") + " for " + itsOrTheir(mBattle.label(id)) +
               " baseline";
    sink.emit(std::move(e));
    if (stop.blocked && stop.unit == kNoUnit)
      removeUnit(id, "driven off the table at the baseline (002 Event VI)", sink);
  }
  // Pursuers follow; one that cannot close with its router rallies.
  for (const UnitState& cu : mBattle.units()) {
    const UnitId id = cu.id;
    const UnitId target = mBattle.unit(id).pursuing;
    if (target == kNoUnit || !mBattle.unit(id).ready()) continue;
    if (mBattle.unit(target).mode != Mode::Routed) {
      mBattle.unit(id).pursuing = kNoUnit;
      continue;
    }
    turnToward(id, bearing(mBattle.block(id).centre, mBattle.block(target).centre));
    UnitState& u = mBattle.unit(id);
    const Length full = Battle::inches(mBattle.rateOf(id));
    const measured::ChargePlanGeometry plan = mBattle.planCharge(id, target, kEighthTurn, full);
    using P = measured::ChargePlanGeometry::Problem;
    const Pose follow = plan.problem == P::None
                            ? squaredUp(id, plan.contact, mBattle.block(target), plan.targetEdge)
                            : u.pose;
    if (plan.problem == P::None && mBattle.blockFits(id, mBattle.blockAt(id, follow))) {
      Event e;
      e.kind = EventKind::FollowedUp;
      e.side = mBattle.sideOf(id);
      e.unit = id;
      e.other = target;
      e.from = u.pose.front;
      u.pose = follow;
      e.to = u.pose.front;
      if (sink.wantsText())
        e.text = subjectVerb(mBattle.label(id), "follows") + " " + mBattle.label(target);
      sink.emit(std::move(e));
    } else if (plan.problem != P::InContact) {
      u.pursuing = kNoUnit;
      say(sink, EventKind::UnitHalted, id, target,
          subjectVerb(mBattle.label(id), "loses") + " contact and " +
              agreeing(mBattle.label(id), "rallies") + " (002 Event VI)");
    }
  }
}

// --- The turn ---

void WotrGame::closeTurn(Dice& dice, EventSink& sink) {
  meleePhase(dice, sink);
  // A winner whose loser has since left the field, or who has since routed, has no choice.
  std::erase_if(mPursuits, [&](const PursuitChoice& c) {
    return !mBattle.unit(c.winner).ready() || mBattle.unit(c.loser).mode != Mode::Routed;
  });
  if (!mPursuits.empty()) {
    mStage = Stage::Pursuit;
    return;
  }
  finishTurn(dice, sink);
}

Verdict WotrGame::checkPursuit(const Action& a) const {
  if (mStage != Stage::Pursuit || mPursuits.empty())
    return Verdict::no("002 Event V: a winner chooses to pursue after the melees");
  const PursuitChoice& c = mPursuits.front();
  if (a.unit != c.winner || a.target != c.loser)
    return Verdict::no("002 Event V: " + subjectVerb(mBattle.label(c.winner), "chooses") +
                       " whether to pursue " + mBattle.label(c.loser));
  return a.option == 0 || a.option == 1
             ? Verdict::ok()
             : Verdict::no("002 Event V: pursue (option 1) or hold (option 0)");
}

void WotrGame::applyPursuit(const Action& a, Dice& dice, EventSink& sink) {
  mPursuits.erase(mPursuits.begin());
  if (a.option == 1) {
    mBattle.unit(a.unit).pursuing = a.target;
    say(sink, EventKind::FollowedUp, a.unit, a.target,
        subjectVerb(mBattle.label(a.unit), "pursues") + " " + mBattle.label(a.target));
  } else {
    say(sink, EventKind::UnitHalted, a.unit, a.target,
        subjectVerb(mBattle.label(a.unit), "holds") + " " + itsOrTheir(mBattle.label(a.unit)) +
            " ground and lets " + mBattle.label(a.target) + " go");
  }
  if (mPursuits.empty()) finishTurn(dice, sink);
}

void WotrGame::finishTurn(Dice& dice, EventSink& sink) {
  rallyAndRout(dice, sink);
  updateResult(sink);
  if (mStage == Stage::Over) return;
  if (mTurn >= mSetup->deployment.victory.turnLimit) {
    const Side w = mSetup->deployment.victory.atTurnLimit;
    mResult = {
        true, w, Ending::TurnLimit,
        theWithinSentences("turn limit: " +
                           (w == Side::None ? std::string("a draw")
                                            : subjectVerb(sideName(w), "holds") + " the field"))};
    mStage = Stage::Over;
    announceResult(sink);
    return;
  }
  ++mTurn;
  beginTurn(sink);
}

void WotrGame::beginTurn(EventSink& sink) {
  for (const UnitState& cu : mBattle.units()) {
    UnitState& u = mBattle.unit(cu.id);
    u.fired = u.fellBack = u.charged = u.moved = u.noCharge = u.interpenetrated = false;
    u.used = 0;
    u.lostMelee = u.lostLeader = false;
  }
  mStage = Stage::Initiative;
  mWinner = Side::None;
  mMover = 0;
  say(sink, EventKind::TurnBegan, kNoUnit, kNoUnit, "turn " + std::to_string(mTurn), mTurn);
}

void WotrGame::updateResult(EventSink& sink) {
  if (mResult.over) return;
  std::array<bool, 2> broken{};
  std::array<std::string, 2> why;
  for (int side = 0; side < 2; ++side) {
    const Side s = side == 0 ? Side::One : Side::Two;
    for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
      const LeaderSetup& l = mSetup->leaders[i];
      if (l.side != s || !mBattle.leaders()[i].killed) continue;
      const auto& decisive = mSetup->deployment.victory.decisiveLeaders;
      if (l.wing == -1) {
        broken[static_cast<std::size_t>(side)] = true;
        why[static_cast<std::size_t>(side)] = "its C-in-C is killed";
      } else if (std::find(decisive.begin(), decisive.end(), l.listedAs) != decisive.end()) {
        // The scenario's decisive leader (Bosworth: Richard, Henry): his army breaks with him.
        broken[static_cast<std::size_t>(side)] = true;
        why[static_cast<std::size_t>(side)] = asSubject(l.name) + " is killed";
      }
    }
    int gone = 0;
    for (const UnitState& u : mBattle.units()) {
      if (mBattle.sideOf(u.id) != s) continue;
      gone += u.mode == Mode::Ready ? u.lost : mBattle.setupOf(u.id).figures;
    }
    const int start = mSetup->startFigures[static_cast<std::size_t>(side)];
    if (start > 0 && gone * 100 > start * mSetup->deployment.victory.breakPercent) {
      broken[static_cast<std::size_t>(side)] = true;
      if (why[static_cast<std::size_t>(side)].empty())
        why[static_cast<std::size_t>(side)] =
            std::to_string(gone) + " of its " + std::to_string(start) + " figures routed or lost";
    }
  }
  if (!broken[0] && !broken[1]) return;
  mResult.over = true;
  mResult.ending = Ending::ArmyBroken;
  if (broken[0] && broken[1]) {
    mResult.winner = Side::None;
    mResult.reason = "both armies break: a draw";
  } else {
    const int loser = broken[0] ? 0 : 1;
    mResult.winner = loser == 0 ? Side::Two : Side::One;
    mResult.reason = theWithinSentences(possessive(sideName(loser == 0 ? Side::One : Side::Two)) +
                                        " army breaks: " + why[static_cast<std::size_t>(loser)]);
  }
  mStage = Stage::Over;
  announceResult(sink);
}

}  // namespace sandtable::rules::wotr
