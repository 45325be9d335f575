// 000 Skirmishers hidden within a Formed host: 'Each Formed stand can "hide" one Skirmisher
// stand within it. The hidden skirmishing stands travel within the host unit automatically as
// it moves, and are immune to all combat results'; Charging: 'Skirmishing stands "hidden"
// within a stand can use a Countercharge Action in order to emerge and form a skirmish line.'
//
// A hidden skirmisher has no place of its own (UnitState::host): nothing on the table meets it
// and the enemy does not know it is there (asSeenBy takes it off the enemy's copy). When its
// host is charged it may attempt the Countercharge (its own Action Roll; the Shock-or-Eager
// rule is the Countercharge's, not the emerging skirmisher's). Passed, the enemy sees it and
// it screens the host: the charge runs into it at the host's front, losing the skirmishers'
// penalty for it (ChargeGeometry.h ChargeScene::screen), which may stop the charge short, and
// it attempts its Withdrawal: passed, it falls back through its host to its place behind it;
// failed, it is lost. A screen no charge runs into forms its line before the host as the Charge
// Phase ends. Once out of its host it is an ordinary skirmisher. Its host leaving the table
// (destroyed or routed) brings it out where the host stood, or it is lost. See
// docs/rules/roberts.md "Hidden skirmishers".
#include "Attempt.h"
#include "Names.h"
#include "RobertsGame.h"
#include "Skirmishers.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

bool RobertsGame::hidesFrom(Side viewer) const {
  for (const UnitState& u : mTable.units()) {
    if (u.hidden() && !u.seen && mTable.sideOf(u.id) != viewer) return true;
  }
  return false;
}

std::unique_ptr<Game> RobertsGame::asSeenBy(Side viewer, Rng& /*guess*/) const {
  auto copy = std::make_unique<RobertsGame>(*this);
  // The viewer knows nothing of them: they are off its table, and no victory points of its.
  for (const UnitState& h : mTable.units()) {
    if (!h.hidden() || h.seen || mTable.sideOf(h.id) == viewer) continue;
    UnitState& u = copy->mTable.unit(h.id);
    u.host = kNoUnit;
    u.removed = true;
    u.unknown = true;
  }
  return copy;
}

Verdict RobertsGame::checkEmerging(const Action& a, const UnitState& u) const {
  if (a.kind != rules::ActionKind::CounterCharge) {
    const std::string who = mTable.label(u.id);
    return Verdict::no(subjectVerb(who, "is") + " hidden within " + itsOrTheir(who) +
                       " host: " + itsOrTheir(who) + " one Action is the Countercharge by which " +
                       itOrThey(who) + " " + agreeing(who, "emerges") + " (000 Charging)");
  }
  if (mTable.sideOf(u.id) != sideToAct()) return notThisSidesPhase();
  if (u.seen) return Verdict::no(subjectVerb(mTable.label(u.id), "has") + " emerged already");
  const auto n = static_cast<UnitId>(mTable.units().size());
  if (a.target < 0 || a.target >= n ||
      mBattle.chargeAt[static_cast<std::size_t>(a.target)] != u.host)
    return Verdict::no(
        "a hidden skirmisher emerges against a charge declared on its host (000 Charging)");
  return checkAttempt(mTable.tables(), mPlay.ledger, mTable.actorOf(u), requestOf(a));
}

void RobertsGame::emergingCandidates(std::vector<Action>& out) const {
  for (const UnitState& u : mTable.units()) {
    if (!u.hidden() || u.seen || mTable.sideOf(u.id) != mPlay.clock.phasePlayer()) continue;
    for (std::size_t c = 0; c < mBattle.chargeAt.size(); ++c) {
      if (mBattle.chargeAt[c] == u.host)
        pushIfLegal({rules::ActionKind::CounterCharge, u.id, static_cast<UnitId>(c)}, out);
    }
  }
}

void RobertsGame::reveal(const Action& a, EventSink& sink) {
  UnitState& u = mTable.unit(a.unit);
  u.seen = true;
  Event e{EventKind::UnitActivated, mTable.sideOf(u.id), u.id};
  e.other = a.target;
  e.from = e.to = mTable.unit(u.host).pose.front;
  if (sink.wantsText())
    e.text = subjectVerb(mTable.label(u.id), "emerges") + " from " + mTable.label(u.host) +
             " to screen " + itOrThem(mTable.label(u.host)) + " against " + mTable.label(a.target) +
             "'s charge (000 Charging)";
  sink.emit(std::move(e));
}

std::vector<UnitId> RobertsGame::screenOf(UnitId host) const {
  std::vector<UnitId> out;
  for (const UnitState& u : mTable.units()) {
    if (u.hidden() && u.seen && u.host == host) out.push_back(u.id);
  }
  return out;
}

bool RobertsGame::comeOut(UnitId s, EmergeAt where, EventSink& sink, const std::string& why) {
  UnitState& u = mTable.unit(s);
  const UnitState& host = mTable.unit(u.host);
  const Pose at =
      emergedPose(mTable, host, hiddenSlot(mTable, s), mTable.setupOf(s).standDepth, where);
  const UnitId hostId = u.host;
  const Pose was = u.pose;
  u.pose = at;
  u.host = kNoUnit;
  if (mTable.offTableOrImpassable(mTable.block(u)) || !mTable.overlapProblem().empty()) {
    u.pose = was;
    u.host = hostId;
    return false;
  }
  u.seen = false;  // out of its host it is an ordinary skirmisher
  u.moving = false;
  Event e{EventKind::UnitMoved, mTable.sideOf(s), s};
  e.other = hostId;
  e.from = host.pose.front;
  e.to = u.pose.front;
  if (sink.wantsText())
    e.text = mTable.label(s) + " " + agreeing(mTable.label(s), why) + " (000 Skirmishers)";
  sink.emit(std::move(e));
  return true;
}

void RobertsGame::screenWithdraws(UnitId host, UnitId charger, const std::vector<UnitId>& screen,
                                  Dice& dice, EventSink& sink) {
  for (UnitId s : screen) {
    if (!mTable.unit(s).hidden()) continue;
    if (!withdrawalRoll(s, charger, dice, sink)) continue;
    if (!comeOut(s, EmergeAt::Behind, sink,
                 "withdraws through " + mTable.label(host) + " before " + mTable.label(charger)))
      loseSkirmisher(s, charger, "cannot get clear behind " + mTable.label(host), sink);
  }
}

void RobertsGame::screensComeOut(EventSink& sink) {
  for (const UnitState& u : mTable.units()) {
    if (!u.hidden() || !u.seen) continue;
    const std::string host = mTable.label(u.host);
    if (!comeOut(u.id, EmergeAt::Before, sink, "forms a skirmish line before " + host))
      comeOut(u.id, EmergeAt::Behind, sink, "forms a skirmish line behind " + host);
  }
}

void RobertsGame::releaseFromFallenHosts(EventSink& sink) {
  for (const UnitState& u : mTable.units()) {
    if (!u.hidden() || !mTable.unit(u.host).removed) continue;
    const UnitId host = u.host;
    // Where the host stood is clear now: the skirmisher takes its slot's place there.
    if (!comeOut(u.id, EmergeAt::Where, sink, "is left where " + mTable.label(host) + " stood")) {
      UnitState& s = mTable.unit(u.id);
      s.host = kNoUnit;
      loseSkirmisher(u.id, host,
                     "has nowhere to go as " + subjectVerb(mTable.label(host), "leaves"), sink);
    }
  }
}

}  // namespace sandtable::rules::roberts
