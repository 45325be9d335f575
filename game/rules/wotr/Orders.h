// Event I, orders and messengers (002): each battle/wing holds one of four orders (Attack,
// Engage, Defend, Retire), written before the battle and changed afterwards only by a
// messenger riding from the C-in-C to the wing's leader; a messenger can be caught, and the
// order he carries is then lost. Orders are hidden from the other side.
//
// A pure module over values: the book of orders and messengers, what an order lets a unit do
// with a proposed move (the table measures the move and asks), and the book as one side knows
// it. The match keeps an OrderBook in its state and calls these; nothing here knows the match.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "Tables.h"
#include "core/Geometry.h"
#include "core/Hash.h"
#include "core/Rng.h"
#include "core/Units.h"

namespace sandtable::rules::wotr {

std::string_view orderId(Order o);  // "attack", as the files spell it
std::optional<Order> orderFromId(std::string_view id);

// A battle/wing of one side, by its id in the side's army file (`wings:`).
struct WingKey {
  Side side = Side::None;
  std::string wing;
  friend bool operator==(const WingKey&, const WingKey&) = default;
};

struct WingOrder {
  WingKey key;
  Order order = Order::Defend;
  int inPersonTurn = 0;  // the turn its C-in-C last gave it an order in person; 0: never
};

// A rider carrying a new order from the C-in-C to a wing's leader.
struct Messenger {
  WingKey to;
  Order order = Order::Defend;  // the order he carries
  Point at;                     // where he is now
  int moves = 0;                // moves ridden so far
};

// The orders of both sides and the messengers under way: a value the match copies with its
// state and feeds to its hash (hashInto).
struct OrderBook {
  std::vector<WingOrder> wings;  // every battle/wing of both sides, in the order added
  std::vector<Messenger> messengers;
  bool battleBegun = false;  // from then on an order changes only by messenger

  const WingOrder* find(const WingKey& k) const;
  // The wing's order; Defend for a wing the book does not hold.
  Order orderOf(const WingKey& k) const;
  const Messenger* messengerTo(const WingKey& k) const;
};

// A book for these wings, each holding `opening` until its side writes another.
OrderBook openBook(const std::vector<WingKey>& wings, Order opening = Order::Defend);

// Before the battle: writes a wing's opening order. Returns "" or why it is refused (the
// battle has begun, a wing the book does not hold).
std::string writeOpeningOrder(OrderBook& book, const WingKey& wing, Order order);
// The battle begins: the opening orders stand, and change only by messenger.
void beginBattle(OrderBook& book);

// After the battle has begun: the C-in-C, standing at `cInC` (none when he is killed or
// incapacitated), sends a messenger to a wing with a new order. Returns "" or why it is
// refused: the battle has not begun (write the order instead), no C-in-C to send one, a wing
// the book does not hold, the wing already holds that order, or a messenger already rides to
// the wing (one at a time, config/rulesets/wotr.yaml messengers).
// After the battle has begun: a C-in-C who leads `wing` himself gives it a new order in
// person, at once, with no rider to send or catch, once a move (`turn`), as he rides once a
// move. Refused as a messenger would be: the battle has not begun, no C-in-C able to give it,
// a wing the book does not hold, the order it holds; and a second order in the same move.
std::string orderInPerson(OrderBook& book, const WingKey& wing, Order order, bool cInCAble,
                          int turn);

std::string sendMessenger(OrderBook& book, const WingKey& wing, Order order,
                          std::optional<Point> cInC);

// Where a wing's leader stands when his side's messengers ride, as the table gives it.
enum class WingLeaderState : std::uint8_t { Able, Incapacitated, Killed };
struct WingLeader {
  WingKey wing;
  Point at;
  WingLeaderState state = WingLeaderState::Able;
};

// What became of a messenger.
enum class MessengerFate : std::uint8_t { Delivered, Caught, LostWithLeader };
struct MessengerNews {
  WingKey to;
  Order order = Order::Defend;
  MessengerFate fate = MessengerFate::Delivered;
  Point at;       // where it happened
  int moves = 0;  // moves he had ridden
};

// `side`'s move: each of its messengers rides up to the messenger speed straight toward his
// wing's leader. He is caught where his path first comes within the catch distance of an
// enemy unit (`enemies`: the footprints of `side`'s enemies); he delivers the order when he
// reaches the leader (the wing's order changes at once); he is lost when his leader is killed,
// and waits where he is while his leader is incapacitated. A wing whose leader the table does
// not give is treated as one whose leader is killed. Returns what happened, in book order.
std::vector<MessengerNews> rideMessengers(OrderBook& book, const Tables& t, Side side,
                                          std::span<const WingLeader> leaders,
                                          std::span<const Rect> enemies);
// Whether a messenger riding from `from` to `to` would come within the catch distance of an
// enemy unit (`enemies`) were they to stand as they are; never when he has no road to ride.
bool roadWatched(const Tables& t, Point from, Point to, std::span<const Rect> enemies);
// After the enemy of `side` has moved: `side`'s messengers now within the catch distance of
// an enemy unit are caught where they stand.
std::vector<MessengerNews> catchMessengers(OrderBook& book, const Tables& t, Side side,
                                           std::span<const Rect> enemies);

// ---- What an order lets a unit do ---------------------------------------------------------

// A move the player or the AI proposes for one unit of a wing, as the table measures it.
// Distances are inches. The order binds only the unit's own movement: morale's moves
// (FURIOUS charges, falling back, rout, pursuit) are not asked about.
struct ProposedMove {
  double allowance = 0;  // inches the unit may move this turn (its rate less terrain)
  double moved = 0;      // inches it moves (0 for turning or changing face in place)
  double displaced = 0;  // inches its centre goes, a wheel's swing included (0 turning in place)
  double enemyBefore = 0, enemyAfter = 0;        // to the nearest enemy, before and after
  double baselineBefore = 0, baselineAfter = 0;  // to its own baseline, before and after
  double shootingRange = 0;  // its shooters' range; 0 for a unit without shooters
  bool cavalry = false;
  bool charges = false;        // the move is a charge into contact
  bool countercharge = false;  // ... answering an enemy's charge on this unit
  bool freesWayOut = false;    // ... at an enemy standing between the unit and its baseline
  bool canCharge = false;      // an enemy is within its charge reach and arc at the start
  bool enemyClosed = false;    // an enemy has moved to within its charge reach this turn
  bool inCommand = true;       // within its wing leader's command radius at the start
  // A turn in place (moved 0) that brings its front round toward the nearest enemy (Attack,
  // Engage) or toward its own baseline (Retire): the order's way, though it closes nothing.
  bool turnsToward = false;
};

struct OrderVerdict {
  bool permitted = true;
  std::string reason;  // why not, naming the order and the outline's words; "" when permitted
};

// Whether the wing's order lets the unit make the move. Out of its leader's command radius a
// unit may neither charge nor move toward the enemy (002 Event III), and the order's duty to
// move lapses (it may regain the radius or stand); the order's prohibitions still hold.
OrderVerdict judgeMove(const Tables& t, Order order, const ProposedMove& m);

// Whether a unit under the order may shoot in Event II (all but Retire; a unit that shoots
// may not move in Event III, which is how Attack's shooters "stop to fire").
bool mayShoot(Order order);

// ---- Hidden orders ------------------------------------------------------------------------

// The book as `viewer` knows it: its own wings' orders and messengers exact; each enemy wing's
// order and each enemy messenger's order replaced by a guess drawn from `guess`, weighted by
// the orders' guess_weight. The enemy's messengers stay where they ride (a rider on the table
// is seen; the paper he carries is not). The guess draws the same numbers whatever the enemy's
// real orders are (one draw per enemy wing, then per enemy messenger, in book order), so the
// view never reads them: equal seeds give equal views of different real orders.
OrderBook asKnownBy(const OrderBook& book, const Tables& t, Side viewer, Rng& guess);
// Whether the book hides anything from `viewer`: the other side has a wing or a messenger.
bool hidesFrom(const OrderBook& book, Side viewer);

// What the table shows `viewer` of a wing's order: the order's name for its own wings,
// "order unknown" for the enemy's.
std::string orderText(const OrderBook& book, const Tables& t, Side viewer, const WingKey& wing);
// One line for each messenger `viewer` sees: "A messenger rides to <wing> with Attack" for its
// own, "A messenger rides to <wing>, order unknown" for the enemy's (wing ids; the table names
// the wings).
std::vector<std::string> messengerLines(const OrderBook& book, const Tables& t, Side viewer);

// The whole book into the match's state hash.
void hashInto(Hasher& h, const OrderBook& book);

}  // namespace sandtable::rules::wotr
