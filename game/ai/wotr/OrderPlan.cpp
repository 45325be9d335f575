#include "OrderPlan.h"

namespace sandtable::ai::wotr {

using rules::Side;
using rules::wotr::Order;
using rules::wotr::WingKey;
using rules::wotr::WotrGame;

Order wantedOrder(const WotrGame& view, Side side, const WingKey& wing) {
  const Side holder = view.battle().setup().deployment.victory.atTurnLimit;
  if (holder == side) return Order::Defend;
  if (holder == rules::opponent(side)) return Order::Attack;
  // An even fight: a wing most of whose figures shoot engages, to shoot before it closes; the
  // rest attack. A draw at the turn limit is no one's win, so from the battle's second half
  // every wing attacks: an Engage wing in range only stands and shoots, and two such wings
  // facing each other would stand till the limit.
  const int limit = view.battle().setup().deployment.victory.turnLimit;
  if (limit > 0 && 2 * view.turn() > limit) return Order::Attack;
  // Nor, once the battle has begun, is a wing attacking called back to stand off when its foot
  // have fallen and its archers are now the most of it.
  if (view.stage() != rules::wotr::Stage::Orders && view.orders().orderOf(wing) == Order::Attack)
    return Order::Attack;
  int figures = 0, shooters = 0;
  for (const rules::wotr::UnitState& u : view.battle().units()) {
    if (!u.active() || !(view.wingOf(u.id) == wing)) continue;
    figures += view.battle().figuresLeft(u.id);
    shooters += view.battle().profileOf(u.id).shooters;
  }
  return 2 * shooters > figures ? Order::Engage : Order::Attack;
}

std::optional<rules::Action> nextOrder(const WotrGame& view) {
  const Side side = view.phase().sideToAct;
  for (const rules::wotr::WingOrder& w : view.orders().wings) {
    if (w.key.side != side) continue;
    if (view.willNotEngage(w.key)) continue;  // deaf to orders
    const Order want = wantedOrder(view, side, w.key);
    const rules::wotr::Messenger* riding = view.orders().messengerTo(w.key);
    if (w.order == want || (riding && riding->order == want)) continue;
    // A rider the enemy would catch loses the order: wait for an open road.
    if (view.messengerRoadWatched(w.key)) continue;
    rules::Action a{rules::ActionKind::IssueOrder, view.wingUnit(w.key)};
    a.option = static_cast<int>(want);
    if (view.check(a)) return a;
  }
  return std::nullopt;
}

}  // namespace sandtable::ai::wotr
