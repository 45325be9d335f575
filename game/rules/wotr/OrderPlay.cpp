// Event I's orders in the match (002): the book of orders written before the battle, the
// messengers the C-in-C sends once it has begun, and each unit's moves judged by its
// battle/wing's order. The orders themselves (what each allows, how a messenger rides) are
// Orders.*; this file measures the table for them and keeps the book in the match's state.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "WotrGame.h"
#include "core/Wording.h"
#include "measured/Contact.h"
#include "measured/Wheel.h"

namespace sandtable::rules::wotr {

namespace {

// A turn must bring the front round by more than this to count as turning toward something.
constexpr Angle kTurnSlack = kFullTurn / 360;

// How far the unit's facing is from a bearing, either way.
Angle offBearing(Angle facing, Angle bearingTo) { return std::abs(angleDifference(facing, bearingTo)); }

const std::string& wingId(const Setup& s, Side side, int wing) {
  return s.deployment.sides[static_cast<std::size_t>(sideIndex(side))]
      .army.wings.at(static_cast<std::size_t>(wing))
      .id;
}

}  // namespace

OrderBook openingBook(const Setup& s) {
  OrderBook book;
  for (const Side side : {Side::One, Side::Two}) {
    const SideDeployment& sd = s.deployment.sides[static_cast<std::size_t>(sideIndex(side))];
    for (const Wing& w : sd.army.wings) {
      Order o = Order::Defend;
      for (const auto& [wing, order] : sd.openingOrders) {
        if (wing == w.id) o = order;
      }
      book.wings.push_back({{side, w.id}, o});
    }
  }
  if (book.wings.empty()) beginBattle(book);
  return book;
}

WingKey WotrGame::wingOf(UnitId id) const {
  const UnitSetup& u = mBattle.setupOf(id);
  if (u.wing < 0) return {};
  return {u.side, wingId(*mSetup, u.side, u.wing)};
}

std::optional<Order> WotrGame::orderOf(UnitId id) const {
  const WingKey k = wingOf(id);
  if (k.side == Side::None || !mOrders.find(k)) return std::nullopt;
  return mOrders.orderOf(k);
}

std::string WotrGame::orderShown(const WingKey& k) const {
  if (mViewer != Side::None && k.side != mViewer) return "order unknown";
  return mBattle.tables().order(mOrders.orderOf(k)).name;
}

std::string WotrGame::wingName(const WingKey& k) const {
  const Army& army = mSetup->deployment.sides[static_cast<std::size_t>(sideIndex(k.side))].army;
  for (const Wing& w : army.wings) {
    if (w.id == k.wing) return w.name.empty() ? w.id : w.name;
  }
  return k.wing;
}

std::string WotrGame::commanderName(Side side) const {
  std::string name = "The C-in-C";
  for (const LeaderSetup& l : mSetup->leaders) {
    if (l.side == side && l.wing == -1 && !l.name.empty()) name = l.name;
  }
  if (std::islower(static_cast<unsigned char>(name[0]))) {
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  }
  return name;
}

std::string WotrGame::sideName(Side side) const { return sideNameOf(mSetup->deployment, side); }

bool WotrGame::willNotEngage(const WingKey& k) const {
  if (k.side == Side::None) return false;
  const auto& deaf =
      mSetup->deployment.sides[static_cast<std::size_t>(sideIndex(k.side))].willNotEngage;
  return std::find(deaf.begin(), deaf.end(), k.wing) != deaf.end();
}

UnitId WotrGame::wingUnit(const WingKey& k) const {
  for (const LeaderSetup& l : mSetup->leaders) {
    if (l.side == k.side && l.wing >= 0 && wingId(*mSetup, l.side, l.wing) == k.wing)
      return l.startsWith;
  }
  return kNoUnit;
}

bool WotrGame::ledByCinC(const WingKey& k) const {
  std::optional<std::size_t> cInC, leader;
  for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
    const LeaderSetup& l = mSetup->leaders[i];
    if (l.side != k.side) continue;
    if (l.wing == -1) cInC = i;
    if (l.wing >= 0 && wingId(*mSetup, l.side, l.wing) == k.wing) leader = i;
  }
  return cInC && leader && mBattle.sameLeader(*cInC, *leader);
}

std::optional<Point> WotrGame::commanderAt(Side side) const {
  for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
    const LeaderSetup& l = mSetup->leaders[i];
    if (l.side != side || l.wing != -1) continue;
    if (!mBattle.leaderActive(static_cast<int>(i), mTurn)) return std::nullopt;
    return mBattle.block(mBattle.leaders()[i].with).centre;
  }
  return std::nullopt;
}

Length WotrGame::baselineGap(Side side, const Rect& r) const {
  // The table is square to the compass and each side's baseline is the edge it stands
  // nearest (Battle::setUp): measure along whichever axis that edge lies across.
  const Rect table = mBattle.battlefield().bounds();
  const Point h = heading(mSetup->homeward[static_cast<std::size_t>(sideIndex(side))], kInch);
  if (std::llabs(h.y) >= std::llabs(h.x))
    return std::max<Length>(0, h.y > 0 ? table.centre.y + table.depth / 2 - r.centre.y
                                       : r.centre.y - (table.centre.y - table.depth / 2));
  return std::max<Length>(0, h.x > 0 ? table.centre.x + table.width / 2 - r.centre.x
                                     : r.centre.x - (table.centre.x - table.width / 2));
}

WotrGame::OrderSituation WotrGame::orderSituation(UnitId id) const {
  OrderSituation s;
  s.order = orderOf(id);
  if (!s.order) return s;
  const Side side = mBattle.sideOf(id);
  const UnitState& u = mBattle.unit(id);
  const Profile& p = mBattle.profileOf(id);
  s.block = mBattle.block(id);
  ProposedMove& m = s.base;
  Length nearest = -1;
  for (const UnitState& o : mBattle.units()) {
    if (!o.active() || mBattle.sideOf(o.id) == side) continue;
    const Rect r = mBattle.block(o.id);
    s.enemies.push_back(r);
    const Length g = gap(s.block, r);
    if (nearest < 0 || g < nearest) nearest = g, s.nearestEnemy = r.centre;
  }
  m.allowance = Battle::inchesOf(allowance(id));
  m.enemyBefore = Battle::inchesOf(std::max<Length>(0, nearest));
  m.baselineBefore = Battle::inchesOf(baselineGap(side, s.block));
  m.shootingRange = p.shootingWeapon && p.shooters > 0 ? p.shootingWeapon->shooting.range : 0;
  m.cavalry = p.cavalry();
  m.inCommand = inCommand(id);
  // A charged unit is locked in melee and does not move again, so no move of this match
  // answers a charge: `countercharge` stays false. Only Attack asks whether the unit can
  // charge, and only Defend's cavalry whether an enemy has closed: the charges are planned
  // for those alone.
  const bool asks = *s.order == Order::Attack || (*s.order == Order::Defend && m.cavalry);
  if (asks && m.inCommand && !u.noCharge) {
    for (const UnitState& o : mBattle.units()) {
      if (!o.active() || mBattle.sideOf(o.id) == side) continue;
      if (!checkChargePath(Action{ActionKind::Charge, id, o.id})) continue;
      m.canCharge = true;
      if (o.moved || o.charged) m.enemyClosed = true;
    }
  }
  return s;
}

OrderVerdict WotrGame::judgeUnder(const OrderSituation& s, UnitId id, const Action& a) const {
  if (!s.order) return {};
  const Side side = mBattle.sideOf(id);
  const UnitState& u = mBattle.unit(id);
  ProposedMove m = s.base;
  if (a.kind == ActionKind::Charge) {
    m.charges = true;
    m.moved = m.allowance;  // a charge moves; the orders ask only whether it may charge
    m.enemyAfter = 0;
    if (a.target >= 0 && static_cast<std::size_t>(a.target) < mBattle.units().size()) {
      const Point toTarget = mBattle.block(a.target).centre - s.block.centre;
      m.freesWayOut =
          dot(toTarget, heading(mSetup->homeward[static_cast<std::size_t>(sideIndex(side))],
                                kInch)) > 0;
    }
    return judgeMove(mBattle.tables(), *s.order, m);
  }
  Pose to = u.pose;
  if (a.kind == ActionKind::Move && a.point && a.facing) {
    const Angle turn = angleDifference(u.pose.facing, *a.facing);
    const Pose wheeledTo =
        turn == 0 ? u.pose : measured::wheeled(u.pose, mBattle.shape(id).width(), *a.facing);
    to = {*a.point, *a.facing};
    m.moved = Battle::inchesOf(distance(wheeledTo.front, *a.point));
    // "Fast" and "half speed" are measured against what the ground lets the unit cover: a
    // move into rough ground or over a hedge is asked for half of that, not of its open-ground
    // rate; a river crossing is the whole move, however short.
    const GroundCost g = groundCost(id, u.pose, to);
    m.allowance = g.water ? m.moved : Battle::inchesOf(allowanceOver(id, g));
  } else if (a.kind == ActionKind::Wheel && a.facing) {
    to = measured::turnedAboutCentre(s.block, *a.facing);
  }
  const Rect end = mBattle.blockAt(id, to);
  m.displaced = Battle::inchesOf(distance(s.block.centre, end.centre));
  Length nearest = -1;
  for (const Rect& e : s.enemies) {
    const Length g = gap(end, e);
    if (nearest < 0 || g < nearest) nearest = g;
  }
  m.enemyAfter = Battle::inchesOf(std::max<Length>(0, nearest));
  m.baselineAfter = Battle::inchesOf(baselineGap(side, end));
  if (m.moved <= 0.01) {
    const Angle goal = *s.order == Order::Retire
                           ? mSetup->homeward[static_cast<std::size_t>(sideIndex(side))]
                           : bearing(s.block.centre, s.nearestEnemy);
    m.turnsToward = !s.enemies.empty() &&
                    offBearing(to.facing, goal) + kTurnSlack < offBearing(u.pose.facing, goal);
  }
  return judgeMove(mBattle.tables(), *s.order, m);
}

OrderVerdict WotrGame::orderVerdict(const Action& a) const {
  return judgeUnder(orderSituation(a.unit), a.unit, a);
}

OrderVerdict WotrGame::mayStand(UnitId id) const { return standUnder(orderSituation(id)); }

OrderVerdict WotrGame::standUnder(const OrderSituation& s) const {
  if (!s.order) return {};
  ProposedMove m = s.base;
  m.enemyAfter = m.enemyBefore;
  m.baselineAfter = m.baselineBefore;
  return judgeMove(mBattle.tables(), *s.order, m);
}

bool WotrGame::owesMove(UnitId id, const OrderSituation& s, const std::vector<Action>& moves) const {
  // A unit owes a move when its order will not let it stand and it has a move or a charge its
  // order allows; a turn in place alone pays nothing, and one with nowhere to go owes nothing.
  const Point front = mBattle.unit(id).pose.front;
  const bool canGo = std::any_of(moves.begin(), moves.end(), [&](const Action& a) {
    return a.unit == id && (a.kind == ActionKind::Charge ||
                            (a.kind == ActionKind::Move && a.point && !(*a.point == front)));
  });
  return canGo && !standUnder(s).permitted;
}

UnitId WotrGame::unitOwingAMove(Side side) const {
  std::vector<Action> moves;
  for (const UnitState& u : mBattle.units()) {
    if (mBattle.sideOf(u.id) != side || !mayMove(u.id) || !orderOf(u.id)) continue;
    moves.clear();
    const OrderSituation s = orderSituation(u.id);
    unitCandidates(u.id, s, moves);
    if (owesMove(u.id, s, moves)) return u.id;
  }
  return kNoUnit;
}

void WotrGame::finishWritingOrders(EventSink& sink) {
  const Side side = phase().sideToAct;
  Event e;
  e.kind = EventKind::OrderGiven;
  e.side = side;
  if (sink.wantsText()) e.text = possessive(sideName(side)) + " orders are written";
  sink.emit(std::move(e));
  if (mMover == 0) {
    mMover = 1;
    return;
  }
  beginBattle(mOrders);
  mMover = 0;
  mStage = Stage::Initiative;
}

void WotrGame::orderCandidates(std::vector<Action>& out) const {
  if (mStage != Stage::Orders && mStage != Stage::Movement) return;
  const Side side = phase().sideToAct;
  for (const WingOrder& w : mOrders.wings) {
    if (w.key.side != side) continue;
    const UnitId unit = wingUnit(w.key);
    if (unit == kNoUnit) continue;
    for (std::size_t o = 0; o < kOrderCount; ++o) {
      Action a{ActionKind::IssueOrder, unit};
      a.option = static_cast<int>(o);
      if (checkIssueOrder(a)) out.push_back(a);
    }
  }
}

Verdict WotrGame::checkIssueOrder(const Action& a) const {
  if (mStage != Stage::Orders && mStage != Stage::Movement)
    return Verdict::no(
        "002 Event I: orders are written before the battle and sent in the movement event");
  if (a.unit < 0 || static_cast<std::size_t>(a.unit) >= mBattle.units().size())
    return Verdict::no("no such unit");
  const Side side = phase().sideToAct;
  if (mBattle.sideOf(a.unit) != side) return Verdict::no("not this side's battle/wing");
  if (a.option < 0 || a.option >= static_cast<int>(kOrderCount))
    return Verdict::no("002 Event I: the orders are Attack, Engage, Defend and Retire (0 to 3)");
  const WingKey k = wingOf(a.unit);
  if (k.side == Side::None || !mOrders.find(k))
    return Verdict::no("the unit belongs to no battle/wing");
  const auto order = static_cast<Order>(a.option);
  if (mOrders.orderOf(k) == order)
    return Verdict::no("'" + wingName(k) + "' already holds that order");
  OrderBook trial = mOrders;
  if (mStage == Stage::Orders) {
    if (willNotEngage(k))
      return Verdict::no("'" + wingName(k) +
                         "' keeps the order this battle's history gives it (will not engage)");
    if (std::string why = writeOpeningOrder(trial, k, order); !why.empty())
      return Verdict::no("002 Event I: " + why);
    return Verdict::ok();
  }
  if (ledByCinC(k)) {
    if (std::string why = orderInPerson(trial, k, order, commanderAt(side).has_value(), mTurn);
        !why.empty())
      return Verdict::no("002 Event I: " + why);
    return Verdict::ok();
  }
  // Both sides saw the leader fall, so the C-in-C knows there is no one to carry the order to;
  // the battle/wing keeps its last order. (A leader who falls while the messenger rides still
  // loses the order with him: rideMessengers.)
  if (wingLeaderFallen(k))
    return Verdict::no("002 Event I: " + wingName(k) +
                       "'s leader is no longer on the field to receive a messenger");
  const std::string why = sendMessenger(trial, k, order, commanderAt(side));
  if (!why.empty()) return Verdict::no("002 Event I: " + why);
  return Verdict::ok();
}

void WotrGame::applyIssueOrder(const Action& a, EventSink& sink) {
  const Side side = mBattle.sideOf(a.unit);
  const WingKey k = wingOf(a.unit);
  const auto order = static_cast<Order>(a.option);
  const std::string& orderName = mBattle.tables().order(order).name;
  Event e;
  e.side = side;
  e.unit = a.unit;
  if (mStage == Stage::Orders) {
    writeOpeningOrder(mOrders, k, order);
    e.kind = EventKind::OrderGiven;
    e.onlyFor = side;
    // Worded so that a battle named in the plural ("Sir William Stanley's men") reads right.
    if (sink.wantsText()) e.text = "Orders for " + wingName(k) + ": " + orderName;
    sink.emit(std::move(e));
    return;
  }
  if (ledByCinC(k)) {
    // In person: only his own side hears it, and its units' moves from now on go by it.
    orderInPerson(mOrders, k, order, true, mTurn);
    e.kind = EventKind::OrderGiven;
    e.onlyFor = side;
    if (sink.wantsText()) {
      e.text = commanderName(side) + ", leading " + wingName(k) + " himself, gives it the order " +
               orderName;
    }
    sink.emit(std::move(e));
    return;
  }
  const Point from = *commanderAt(side);
  sendMessenger(mOrders, k, order, from);
  e.kind = EventKind::MessengerRode;
  e.to = from;
  if (sink.wantsText()) e.text = commanderName(side) + " sends a messenger to " + wingName(k);
  Event paper = e;
  sink.emit(std::move(e));
  paper.kind = EventKind::OrderGiven;
  paper.onlyFor = side;
  if (sink.wantsText()) paper.text = "The messenger to " + wingName(k) + " carries " + orderName;
  sink.emit(std::move(paper));
}

std::vector<WingLeader> WotrGame::wingLeaders(Side side) const {
  std::vector<WingLeader> leaders;
  for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
    const LeaderSetup& l = mSetup->leaders[i];
    if (l.side != side || l.wing < 0) continue;
    const wotr::LeaderState& st = mBattle.leaders()[i];
    WingLeader w{{side, wingId(*mSetup, side, l.wing)}, {}, WingLeaderState::Able};
    if (st.killed || st.with == kNoUnit || !mBattle.unit(st.with).active()) {
      w.state = WingLeaderState::Killed;
    } else {
      w.at = mBattle.block(st.with).centre;
      if (st.incapacitatedThrough >= mTurn) w.state = WingLeaderState::Incapacitated;
    }
    leaders.push_back(w);
  }
  return leaders;
}

bool WotrGame::wingLeaderFallen(const WingKey& k) const {
  for (const WingLeader& l : wingLeaders(k.side)) {
    if (l.wing == k) return l.state == WingLeaderState::Killed;
  }
  return false;
}

bool WotrGame::messengerRoadWatched(const WingKey& k) const {
  const std::optional<Point> from = commanderAt(k.side);
  if (!from || ledByCinC(k)) return false;
  for (const WingLeader& l : wingLeaders(k.side)) {
    if (l.wing == k && l.state != WingLeaderState::Killed)
      return roadWatched(mBattle.tables(), *from, l.at, footprintsOf(opponent(k.side)));
  }
  return false;
}

std::vector<Rect> WotrGame::footprintsOf(Side side) const {
  std::vector<Rect> out;
  for (const UnitState& u : mBattle.units()) {
    if (u.active() && mBattle.sideOf(u.id) == side) out.push_back(mBattle.block(u.id));
  }
  return out;
}

void WotrGame::messengersRide(Side side, EventSink& sink) {
  if (mOrders.messengers.empty()) return;
  const std::vector<WingLeader> leaders = wingLeaders(side);
  std::vector<WingOrder> before = mOrders.wings;
  std::vector<MessengerNews> news =
      wotr::rideMessengers(mOrders, mBattle.tables(), side, leaders, footprintsOf(opponent(side)));
  // A leader who will not engage hears the order and keeps his own.
  for (std::size_t i = 0; i < mOrders.wings.size(); ++i) {
    if (willNotEngage(mOrders.wings[i].key)) mOrders.wings[i].order = before[i].order;
  }
  const std::vector<MessengerNews> caught =
      catchMessengers(mOrders, mBattle.tables(), opponent(side), footprintsOf(side));
  news.insert(news.end(), caught.begin(), caught.end());
  tellMessengerNews(news, sink);
}

void WotrGame::tellMessengerNews(const std::vector<MessengerNews>& news, EventSink& sink) {
  for (const MessengerNews& n : news) {
    Event e;
    e.kind = EventKind::MessengerRode;
    e.side = n.to.side;
    e.unit = wingUnit(n.to);
    e.to = n.at;
    const std::string wing = wingName(n.to);
    const std::string& orderName = mBattle.tables().order(n.order).name;
    switch (n.fate) {
      case MessengerFate::Delivered: {
        if (sink.wantsText()) e.text = "The messenger reaches " + wing;
        Event paper = e;
        sink.emit(std::move(e));
        paper.kind = EventKind::OrderGiven;
        paper.onlyFor = n.to.side;
        if (sink.wantsText())
          paper.text = willNotEngage(n.to)
                           ? "The order " + orderName + " reaches " + wing +
                                 " and is not obeyed: the order " +
                                 mBattle.tables().order(mOrders.orderOf(n.to)).name + " stands"
                           : "New orders for " + wing + ": " + orderName;
        sink.emit(std::move(paper));
        break;
      }
      case MessengerFate::Caught:
        if (sink.wantsText())
          e.text = "The messenger riding to " + wing + " is caught by the enemy; his order is lost";
        sink.emit(std::move(e));
        break;
      case MessengerFate::LostWithLeader:
        if (sink.wantsText())
          e.text = "The messenger riding to " + wing + " turns back: " + itsOrTheir(wing) +
                   " leader is no longer on the field";
        sink.emit(std::move(e));
        break;
    }
  }
}

std::unique_ptr<Game> WotrGame::asSeenBy(Side viewer, Rng& guess) const {
  auto copy = std::make_unique<WotrGame>(*this);
  copy->mOrders = asKnownBy(mOrders, mBattle.tables(), viewer, guess);
  copy->mViewer = viewer;
  return copy;
}

}  // namespace sandtable::rules::wotr
