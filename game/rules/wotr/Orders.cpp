// Event I's orders and messengers (Orders.h); the numbers are config/rulesets/wotr.yaml's
// `orders`, `messengers` and `leaders.messenger_speed`.
#include "Orders.h"

#include <algorithm>
#include <cmath>

namespace sandtable::rules::wotr {

namespace {

// Measuring slack, in inches: the table measures in micrometres and a proposed move's
// distances arrive converted, so equal lengths may differ in the last digits.
constexpr double kSlack = 0.01;

// Where along a path a messenger's catch is looked for: this many equal steps.
constexpr int kPathSamples = 100;

Length inches(double in) { return static_cast<Length>(std::llround(in * kInch)); }

// The distance from p to the rectangle (0 inside it).
Length distanceToRect(Point p, const Rect& r) {
  if (contains(r, p)) return 0;
  const auto c = corners(r);
  Length best = distanceToSegment(p, c[0], c[1]);
  for (std::size_t i = 1; i < 4; ++i)
    best = std::min(best, distanceToSegment(p, c[i], c[(i + 1) % 4]));
  return best;
}

// The least distance from the path ab to the rectangle.
Length pathToRect(Point a, Point b, const Rect& r) {
  if (contains(r, a) || contains(r, b)) return 0;
  const auto c = corners(r);
  Length best = std::min(distanceToRect(a, r), distanceToRect(b, r));
  for (std::size_t i = 0; i < 4; ++i) {
    if (segmentsIntersect(a, b, c[i], c[(i + 1) % 4])) return 0;
    best = std::min(best, distanceToSegment(c[i], a, b));
  }
  return best;
}

Length nearestEnemy(Point p, std::span<const Rect> enemies) {
  Length best = -1;
  for (const Rect& e : enemies) {
    const Length d = distanceToRect(p, e);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

// The point `step` along the way from a to b (b itself when step reaches it).
Point along(Point a, Point b, Length step) {
  const Length whole = distance(a, b);
  if (whole <= step || whole == 0) return b;
  return {a.x + (b.x - a.x) * step / whole, a.y + (b.y - a.y) * step / whole};
}

// Where on the path ab a rider is first within `reach` of an enemy; none if never.
std::optional<Point> caughtOnPath(Point a, Point b, std::span<const Rect> enemies, Length reach) {
  bool near = false;
  for (const Rect& e : enemies) near = near || pathToRect(a, b, e) <= reach;
  if (!near) return std::nullopt;
  // The first sample within reach; a path that only grazes the reach between two samples is
  // caught at its closest sample.
  Point closest = a;
  Length closestGap = -1;
  for (int i = 0; i <= kPathSamples; ++i) {
    const Point p = {a.x + (b.x - a.x) * i / kPathSamples, a.y + (b.y - a.y) * i / kPathSamples};
    const Length gap = nearestEnemy(p, enemies);
    if (gap <= reach) return p;
    if (closestGap < 0 || gap < closestGap) closestGap = gap, closest = p;
  }
  return closest;
}

const WingLeader* leaderOf(std::span<const WingLeader> leaders, const WingKey& k) {
  for (const WingLeader& l : leaders) {
    if (l.wing == k) return &l;
  }
  return nullptr;
}

OrderVerdict refuse(const Tables& t, Order o, std::string why) {
  return {false, t.order(o).name + ": " + std::move(why)};
}

// Defend (and an Engage unit that has reached its range): hold the ground.
OrderVerdict judgeHold(const Tables& t, Order o, const ProposedMove& m, bool cavalryMayCharge) {
  if (m.charges) {
    if (m.countercharge) return {};
    if (cavalryMayCharge && m.cavalry && m.enemyClosed) return {};
    return refuse(t, o,
                  cavalryMayCharge
                      ? "it holds its ground; only cavalry charge an enemy closing within reach, "
                        "others only countercharge (002 Event I)"
                      : "it may not charge, only countercharge a unit charging it (002 Event I)");
  }
  if (cavalryMayCharge && m.cavalry && m.enemyClosed && m.inCommand)
    return refuse(t, o, "its cavalry must charge the enemy closing within its reach (002 Event I)");
  // A wheel swings the block about a front corner: it walks, however short the move after it.
  if (m.moved > kSlack || m.displaced > kSlack)
    return refuse(t, o, "it holds its ground; it may only turn in place (002 Event I)");
  return {};
}

OrderVerdict judgeAttack(const Tables& t, const ProposedMove& m) {
  if (m.charges || !m.inCommand) return {};
  const bool shootsFromHere =
      m.shootingRange > 0 && m.enemyBefore <= m.shootingRange + kSlack && m.moved <= kSlack;
  if (shootsFromHere) return {};  // "Shooters can stop to fire at when in range."
  if (m.canCharge)
    return refuse(t, Order::Attack, "it must charge the enemy it can reach (002 Event I)");
  if (m.moved <= kSlack && m.turnsToward) return {};
  const double need = std::min(t.order(Order::Attack).advance * m.allowance, m.enemyBefore);
  if (m.enemyBefore - m.enemyAfter < need - kSlack)
    return refuse(t, Order::Attack,
                  "it must close on the nearest enemy by at least half its move (002 Event I: "
                  "'Move fast to close melee')");
  return {};
}

OrderVerdict judgeEngage(const Tables& t, const ProposedMove& m) {
  const OrderRule& r = t.order(Order::Engage);
  const double standOff = m.shootingRange > 0 ? m.shootingRange : r.standOff;
  if (m.enemyBefore <= standOff + kSlack) return judgeHold(t, Order::Engage, m, false);
  if (m.charges && !m.countercharge)
    return refuse(t, Order::Engage,
                  "it may not charge, only countercharge a unit charging it (002 Event I)");
  if (!m.inCommand || m.charges) return {};
  if (m.moved <= kSlack && m.turnsToward) return {};
  const double need = std::min(r.advance * m.allowance, m.enemyBefore - standOff);
  if (m.enemyBefore - m.enemyAfter < need - kSlack)
    return refuse(t, Order::Engage,
                  "it must move at least half speed toward the enemy until in range (002 Event I)");
  return {};
}

OrderVerdict judgeRetire(const Tables& t, const ProposedMove& m) {
  if (m.charges) {
    if (m.freesWayOut) return {};
    return refuse(t, Order::Retire,
                  "it may not charge or countercharge unless to free its way out (002 Event I)");
  }
  if (m.enemyAfter < m.enemyBefore - kSlack)
    return refuse(t, Order::Retire, "it may not move nearer the enemy (002 Event I)");
  if (!m.inCommand) return {};
  if (m.moved <= kSlack && m.turnsToward) return {};
  const double need = std::min(t.order(Order::Retire).retreat * m.allowance, m.baselineBefore);
  if (m.baselineBefore - m.baselineAfter < need - kSlack)
    return refuse(t, Order::Retire,
                  "it must move at least half its move toward its own baseline (002 Event I)");
  return {};
}

Order drawGuess(const Tables& t, Rng& guess) {
  std::uint32_t total = 0;
  for (const OrderRule& r : t.orders) total += static_cast<std::uint32_t>(r.guessWeight);
  std::uint32_t x = guess.below(total);
  for (std::size_t i = 0; i < kOrderCount; ++i) {
    const auto w = static_cast<std::uint32_t>(t.orders[i].guessWeight);
    if (x < w) return static_cast<Order>(i);
    x -= w;
  }
  return Order::Defend;
}

bool sees(Side viewer, Side owner) { return viewer == Side::None || viewer == owner; }

}  // namespace

std::string_view orderId(Order o) { return kOrderIds[static_cast<std::size_t>(o)]; }

std::optional<Order> orderFromId(std::string_view id) {
  for (std::size_t i = 0; i < kOrderCount; ++i) {
    if (kOrderIds[i] == id) return static_cast<Order>(i);
  }
  return std::nullopt;
}

const WingOrder* OrderBook::find(const WingKey& k) const {
  for (const WingOrder& w : wings) {
    if (w.key == k) return &w;
  }
  return nullptr;
}

Order OrderBook::orderOf(const WingKey& k) const {
  const WingOrder* w = find(k);
  return w ? w->order : Order::Defend;
}

const Messenger* OrderBook::messengerTo(const WingKey& k) const {
  for (const Messenger& m : messengers) {
    if (m.to == k) return &m;
  }
  return nullptr;
}

OrderBook openBook(const std::vector<WingKey>& wings, Order opening) {
  OrderBook book;
  for (const WingKey& k : wings) book.wings.push_back({k, opening});
  return book;
}

std::string writeOpeningOrder(OrderBook& book, const WingKey& wing, Order order) {
  if (book.battleBegun)
    return "the battle has begun: an order changes only by messenger from the C-in-C (002 Event I)";
  for (WingOrder& w : book.wings) {
    if (w.key == wing) {
      w.order = order;
      return {};
    }
  }
  return "no battle/wing '" + wing.wing + "' of that side";
}

void beginBattle(OrderBook& book) { book.battleBegun = true; }

std::string sendMessenger(OrderBook& book, const WingKey& wing, Order order,
                          std::optional<Point> cInC) {
  if (!book.battleBegun) return "before the battle the orders are written, not sent";
  if (!cInC) return "no C-in-C to send a messenger";
  const WingOrder* w = book.find(wing);
  if (!w) return "no battle/wing '" + wing.wing + "' of that side";
  if (book.messengerTo(wing)) return "a messenger already rides to '" + wing.wing + "'";
  if (w->order == order) return "'" + wing.wing + "' already holds that order";
  book.messengers.push_back({wing, order, *cInC, 0});
  return {};
}

std::string orderInPerson(OrderBook& book, const WingKey& wing, Order order, bool cInCAble,
                          int turn) {
  if (!book.battleBegun) return "before the battle the orders are written, not given";
  if (!cInCAble) return "no C-in-C to give the order";
  for (WingOrder& w : book.wings) {
    if (w.key != wing) continue;
    if (w.order == order) return "'" + wing.wing + "' already holds that order";
    if (w.inPersonTurn == turn) return "the C-in-C gives '" + wing.wing + "' one order a move";
    w.order = order;
    w.inPersonTurn = turn;
    return {};
  }
  return "no battle/wing '" + wing.wing + "' of that side";
}

std::vector<MessengerNews> rideMessengers(OrderBook& book, const Tables& t, Side side,
                                          std::span<const WingLeader> leaders,
                                          std::span<const Rect> enemies) {
  std::vector<MessengerNews> news;
  const Length speed = inches(t.leaders.messengerSpeed);
  const Length reach = inches(t.messengers.catchDistance);
  std::vector<Messenger> still;
  for (Messenger& m : book.messengers) {
    if (m.to.side != side) {
      still.push_back(m);
      continue;
    }
    const WingLeader* l = leaderOf(leaders, m.to);
    if (!l || l->state == WingLeaderState::Killed) {
      news.push_back({m.to, m.order, MessengerFate::LostWithLeader, m.at, m.moves});
      continue;
    }
    const Point end = l->state == WingLeaderState::Able ? along(m.at, l->at, speed) : m.at;
    if (l->state == WingLeaderState::Able) ++m.moves;
    // No ride, no capture: a C-in-C who stands with the wing's leader gives the order by word
    // of mouth, however near the enemy.
    const bool byWord = l->state == WingLeaderState::Able && m.at == l->at;
    if (const auto caught = byWord ? std::nullopt : caughtOnPath(m.at, end, enemies, reach)) {
      news.push_back({m.to, m.order, MessengerFate::Caught, *caught, m.moves});
      continue;
    }
    m.at = end;
    if (l->state == WingLeaderState::Able && end == l->at) {
      for (WingOrder& w : book.wings) {
        if (w.key == m.to) w.order = m.order;
      }
      news.push_back({m.to, m.order, MessengerFate::Delivered, end, m.moves});
      continue;
    }
    still.push_back(m);
  }
  book.messengers = std::move(still);
  return news;
}

bool roadWatched(const Tables& t, Point from, Point to, std::span<const Rect> enemies) {
  if (from == to) return false;
  return caughtOnPath(from, to, enemies, inches(t.messengers.catchDistance)).has_value();
}

std::vector<MessengerNews> catchMessengers(OrderBook& book, const Tables& t, Side side,
                                           std::span<const Rect> enemies) {
  std::vector<MessengerNews> news;
  const Length reach = inches(t.messengers.catchDistance);
  std::erase_if(book.messengers, [&](const Messenger& m) {
    if (m.to.side != side) return false;
    const Length gap = nearestEnemy(m.at, enemies);
    if (gap < 0 || gap > reach) return false;
    news.push_back({m.to, m.order, MessengerFate::Caught, m.at, m.moves});
    return true;
  });
  return news;
}

OrderVerdict judgeMove(const Tables& t, Order order, const ProposedMove& m) {
  if (!m.inCommand) {
    if (m.charges)
      return {false, "out of its leader's command radius a unit may not charge (002 Event III)"};
    if (m.enemyAfter < m.enemyBefore - kSlack)
      return {false,
              "out of its leader's command radius a unit may not move toward the enemy (002 "
              "Event III)"};
  }
  switch (order) {
    case Order::Attack:
      return judgeAttack(t, m);
    case Order::Engage:
      return judgeEngage(t, m);
    case Order::Defend:
      return judgeHold(t, Order::Defend, m, true);
    case Order::Retire:
      return judgeRetire(t, m);
    case Order::Count_:
      break;
  }
  return {};
}

bool mayShoot(Order order) { return order != Order::Retire; }

OrderBook asKnownBy(const OrderBook& book, const Tables& t, Side viewer, Rng& guess) {
  OrderBook known = book;
  if (viewer == Side::None) return known;
  for (WingOrder& w : known.wings) {
    if (w.key.side != viewer) {
      w.order = drawGuess(t, guess);
      w.inPersonTurn = 0;  // the other side does not hear him give it
    }
  }
  for (Messenger& m : known.messengers) {
    if (m.to.side != viewer) m.order = drawGuess(t, guess);
  }
  return known;
}

bool hidesFrom(const OrderBook& book, Side viewer) {
  if (viewer == Side::None) return false;
  for (const WingOrder& w : book.wings) {
    if (w.key.side != viewer) return true;
  }
  for (const Messenger& m : book.messengers) {
    if (m.to.side != viewer) return true;
  }
  return false;
}

std::string orderText(const OrderBook& book, const Tables& t, Side viewer, const WingKey& wing) {
  if (!sees(viewer, wing.side)) return "order unknown";
  return t.order(book.orderOf(wing)).name;
}

std::vector<std::string> messengerLines(const OrderBook& book, const Tables& t, Side viewer) {
  std::vector<std::string> lines;
  for (const Messenger& m : book.messengers) {
    if (sees(viewer, m.to.side))
      lines.push_back("A messenger rides to " + m.to.wing + " with " + t.order(m.order).name);
    else
      lines.push_back("A messenger rides to " + m.to.wing + ", order unknown");
  }
  return lines;
}

void hashInto(Hasher& h, const OrderBook& book) {
  h.add(book.battleBegun);
  h.add(static_cast<std::uint64_t>(book.wings.size()));
  for (const WingOrder& w : book.wings) {
    h.add(static_cast<int>(w.key.side));
    h.add(std::string_view(w.key.wing));
    h.add(static_cast<int>(w.order));
    h.add(w.inPersonTurn);
  }
  h.add(static_cast<std::uint64_t>(book.messengers.size()));
  for (const Messenger& m : book.messengers) {
    h.add(static_cast<int>(m.to.side));
    h.add(std::string_view(m.to.wing));
    h.add(static_cast<int>(m.order));
    h.add(m.at.x);
    h.add(m.at.y);
    h.add(m.moves);
  }
}

}  // namespace sandtable::rules::wotr
