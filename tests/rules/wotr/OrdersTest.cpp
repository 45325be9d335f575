// What each order lets a unit of the wing do (002 Event I), as judged on a proposed move, and
// the 12" command radius (002 Event III); the orders' numbers as the file gives them.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Orders.h"

using namespace sandtable;
using namespace sandtable::test::wotr;

namespace {

// A foot unit of 8" 16" from the nearest enemy and 20" from its baseline, in command.
ProposedMove foot() {
  ProposedMove m;
  m.allowance = 8;
  m.enemyBefore = m.enemyAfter = 16;
  m.baselineBefore = m.baselineAfter = 20;
  return m;
}

// It walks `in` inches straight at the enemy (negative: straight away, toward its baseline).
ProposedMove advancing(ProposedMove m, double in) {
  m.moved = std::abs(in);
  m.enemyAfter = m.enemyBefore - in;
  m.baselineAfter = m.baselineBefore + in;
  return m;
}

ProposedMove charging(ProposedMove m) {
  m.moved = m.enemyBefore;
  m.enemyAfter = 0;
  m.charges = true;
  return m;
}

bool permitted(Order o, const ProposedMove& m) { return judgeMove(tables(), o, m).permitted; }

}  // namespace

TEST(WotrOrders, TheFileGivesEachOrdersNumbers) {
  const Tables& t = tables();
  EXPECT_EQ(t.order(Order::Attack).name, "Attack");
  EXPECT_DOUBLE_EQ(t.order(Order::Attack).advance, 0.5);
  EXPECT_DOUBLE_EQ(t.order(Order::Engage).advance, 0.5);
  EXPECT_DOUBLE_EQ(t.order(Order::Engage).standOff, 24);
  EXPECT_DOUBLE_EQ(t.order(Order::Retire).retreat, 0.5);
  EXPECT_EQ(t.order(Order::Retire).guessWeight, 1);
  EXPECT_DOUBLE_EQ(t.messengers.catchDistance, 2);
  EXPECT_DOUBLE_EQ(t.leaders.messengerSpeed, 12);
  EXPECT_EQ(orderFromId("engage"), Order::Engage);
  EXPECT_EQ(orderId(Order::Retire), "retire");
  EXPECT_FALSE(orderFromId("charge").has_value());
}

// ATTACK = "Move fast to close melee with enemies. Shooters can stop to fire at when in range."
TEST(WotrOrders, AttackClosesByHalfAMoveAndChargesWhenItCan) {
  EXPECT_TRUE(permitted(Order::Attack, advancing(foot(), 8)));
  EXPECT_TRUE(permitted(Order::Attack, advancing(foot(), 4)));
  const OrderVerdict slow = judgeMove(tables(), Order::Attack, advancing(foot(), 3.9));
  EXPECT_FALSE(slow.permitted);
  EXPECT_EQ(slow.reason.rfind("Attack: it must close on the nearest enemy", 0), 0u) << slow.reason;
  EXPECT_FALSE(permitted(Order::Attack, foot()));                 // standing
  EXPECT_FALSE(permitted(Order::Attack, advancing(foot(), -4)));  // going back

  ProposedMove reach = foot();
  reach.enemyBefore = reach.enemyAfter = 6;
  reach.canCharge = true;
  EXPECT_TRUE(permitted(Order::Attack, charging(reach)));
  EXPECT_FALSE(permitted(Order::Attack, advancing(reach, 4)));  // closing but not charging
  // Close to the enemy, half a move is more than the way left: closing it all is the duty.
  ProposedMove close = foot();
  close.enemyBefore = close.enemyAfter = 3;
  EXPECT_FALSE(permitted(Order::Attack, advancing(close, 2)));
}

TEST(WotrOrders, AttackShootersInRangeMayStandAndShoot) {
  ProposedMove bows = foot();
  bows.shootingRange = 24;
  EXPECT_TRUE(permitted(Order::Attack, bows));  // 16" off: stands and shoots
  bows.canCharge = true;
  bows.enemyBefore = bows.enemyAfter = 6;
  EXPECT_TRUE(permitted(Order::Attack, bows));
  EXPECT_FALSE(permitted(Order::Attack, advancing(bows, 2)));  // moving, it must charge
  ProposedMove far = foot();
  far.shootingRange = 10;  // handguns, out of range: they must advance
  EXPECT_FALSE(permitted(Order::Attack, far));
  EXPECT_TRUE(mayShoot(Order::Attack));
}

// ENGAGE = "Move at least half speed toward enemies to shoot at range, then defend."
TEST(WotrOrders, EngageAdvancesAtHalfSpeedUntilInRangeThenDefends) {
  ProposedMove bows = foot();
  bows.enemyBefore = bows.enemyAfter = 36;
  bows.shootingRange = 24;
  EXPECT_TRUE(permitted(Order::Engage, advancing(bows, 4)));
  EXPECT_FALSE(permitted(Order::Engage, advancing(bows, 3)));
  EXPECT_FALSE(permitted(Order::Engage, bows));
  // 26" off: only 2" are needed to reach range.
  ProposedMove near = bows;
  near.enemyBefore = near.enemyAfter = 26;
  EXPECT_TRUE(permitted(Order::Engage, advancing(near, 2)));
  // In range it holds: standing and shooting, not walking on.
  bows.enemyBefore = bows.enemyAfter = 20;
  EXPECT_TRUE(permitted(Order::Engage, bows));
  EXPECT_FALSE(permitted(Order::Engage, advancing(bows, 4)));
  EXPECT_TRUE(mayShoot(Order::Engage));
  // A unit without shooters stops at 24" (stand_off).
  ProposedMove bills = foot();
  bills.enemyBefore = bills.enemyAfter = 30;
  EXPECT_TRUE(permitted(Order::Engage, advancing(bills, 6)));
  EXPECT_FALSE(permitted(Order::Engage, advancing(bills, 2)));
  bills.enemyBefore = bills.enemyAfter = 24;
  EXPECT_TRUE(permitted(Order::Engage, bills));
}

TEST(WotrOrders, EngageMayNotChargeButCountercharges) {
  ProposedMove m = foot();
  m.enemyBefore = m.enemyAfter = 6;
  m.canCharge = true;
  const OrderVerdict v = judgeMove(tables(), Order::Engage, charging(m));
  EXPECT_FALSE(v.permitted);
  EXPECT_EQ(v.reason,
            "Engage: it may not charge, only countercharge a unit charging it (002 Event I)");
  ProposedMove counter = charging(m);
  counter.countercharge = true;
  EXPECT_TRUE(permitted(Order::Engage, counter));
  // Engage cavalry do not charge an enemy closing on them: only Defend's cavalry do.
  ProposedMove horse = charging(m);
  horse.cavalry = true;
  horse.enemyClosed = true;
  EXPECT_FALSE(permitted(Order::Engage, horse));
}

// DEFEND = "Hold ground and charge (for cavalry) all enemies closing at charge range,
// countercharge for others".
TEST(WotrOrders, DefendHoldsItsGround) {
  EXPECT_TRUE(permitted(Order::Defend, foot()));
  ProposedMove turning = foot();
  turning.moved = 0;  // a change of face in place
  EXPECT_TRUE(permitted(Order::Defend, turning));
  ProposedMove wheeling = turning;
  wheeling.displaced = 1.5;  // a wheel with no straight move after it still walks the block
  EXPECT_FALSE(permitted(Order::Defend, wheeling));
  EXPECT_FALSE(permitted(Order::Defend, advancing(foot(), 2)));
  EXPECT_FALSE(permitted(Order::Defend, advancing(foot(), -2)));
  EXPECT_TRUE(mayShoot(Order::Defend));
}

TEST(WotrOrders, DefendCavalryChargeEnemiesClosingOthersOnlyCountercharge) {
  ProposedMove m = foot();
  m.enemyBefore = m.enemyAfter = 6;
  m.canCharge = true;
  EXPECT_FALSE(permitted(Order::Defend, charging(m)));  // foot: not unless charged
  ProposedMove counter = charging(m);
  counter.countercharge = true;
  EXPECT_TRUE(permitted(Order::Defend, counter));

  ProposedMove horse = m;
  horse.cavalry = true;
  horse.allowance = 10;
  EXPECT_FALSE(permitted(Order::Defend, charging(horse)));  // the enemy has not closed
  EXPECT_TRUE(permitted(Order::Defend, horse));
  horse.enemyClosed = true;
  EXPECT_TRUE(permitted(Order::Defend, charging(horse)));
  const OrderVerdict stands = judgeMove(tables(), Order::Defend, horse);
  EXPECT_FALSE(stands.permitted);  // it must charge the enemy closing within reach
  EXPECT_EQ(stands.reason,
            "Defend: its cavalry must charge the enemy closing within its reach (002 Event I)");
}

// RETIRE = "Move towards own baseline without engage any enemy. They can't charge or
// countercharge unless to free their way out."
TEST(WotrOrders, RetireGoesTowardItsBaselineAndEngagesNoEnemy) {
  EXPECT_TRUE(permitted(Order::Retire, advancing(foot(), -8)));
  EXPECT_TRUE(permitted(Order::Retire, advancing(foot(), -4)));
  EXPECT_FALSE(permitted(Order::Retire, advancing(foot(), -3)));
  EXPECT_FALSE(permitted(Order::Retire, foot()));
  EXPECT_FALSE(permitted(Order::Retire, advancing(foot(), 2)));
  // Sideways along the baseline: no nearer the enemy, but not toward the baseline either.
  ProposedMove sideways = foot();
  sideways.moved = 8;
  EXPECT_FALSE(permitted(Order::Retire, sideways));
  // On its baseline it may stand.
  ProposedMove home = foot();
  home.baselineBefore = home.baselineAfter = 0;
  EXPECT_TRUE(permitted(Order::Retire, home));
  EXPECT_FALSE(mayShoot(Order::Retire));
}

TEST(WotrOrders, RetireChargesOnlyToFreeItsWayOut) {
  ProposedMove m = foot();
  m.enemyBefore = m.enemyAfter = 5;
  m.canCharge = true;
  ProposedMove counter = charging(m);
  counter.countercharge = true;
  EXPECT_FALSE(permitted(Order::Retire, charging(m)));
  EXPECT_FALSE(permitted(Order::Retire, counter));
  ProposedMove out = charging(m);
  out.freesWayOut = true;
  EXPECT_TRUE(permitted(Order::Retire, out));
}

// 002 Event III: "all units in the battle/wing/clan must be in that radius to move freely,
// otherwise can't charge or move toward enemy unless for morale causes."
TEST(WotrOrders, OutOfCommandNoChargeNoAdvanceAndTheDutyToMoveLapses) {
  ProposedMove m = foot();
  m.inCommand = false;
  const OrderVerdict v = judgeMove(tables(), Order::Attack, advancing(m, 8));
  EXPECT_FALSE(v.permitted);
  EXPECT_EQ(v.reason,
            "out of its leader's command radius a unit may not move toward the enemy (002 Event "
            "III)");
  EXPECT_TRUE(permitted(Order::Attack, m));  // it may stand
  ProposedMove sideways = m;
  sideways.moved = 6;  // back toward its leader
  EXPECT_TRUE(permitted(Order::Attack, sideways));
  EXPECT_TRUE(permitted(Order::Engage, m));
  EXPECT_TRUE(permitted(Order::Retire, m));
  m.enemyBefore = m.enemyAfter = 4;
  m.canCharge = true;
  ProposedMove counter = charging(m);
  counter.countercharge = true;
  for (Order o : {Order::Attack, Order::Engage, Order::Defend, Order::Retire}) {
    EXPECT_FALSE(permitted(o, charging(m))) << orderId(o);
    EXPECT_FALSE(permitted(o, counter)) << orderId(o);
  }
  // Its prohibitions hold: Defend still holds its ground, Retire still keeps off the enemy.
  ProposedMove back = advancing(foot(), -2);
  back.inCommand = false;
  EXPECT_FALSE(permitted(Order::Defend, back));
  EXPECT_TRUE(permitted(Order::Retire, back));
}

TEST(WotrOrders, TheFileRefusesAnUnknownOrderAndAMissingOne) {
  const std::string text = replaced(shippedRulesetText(), "  retire:\n    name: \"Retire\"",
                                    "  withdraw:\n    name: \"Retire\"");
  bool unknown = false, missing = false;
  for (const data::ConfigError& e : rulesetErrorsOf(text)) {
    unknown |= e.message.find("unknown order 'withdraw'") != std::string::npos &&
               e.line == lineOf(text, "  withdraw:");
    missing |= e.message.find("no entry for order 'retire'") != std::string::npos;
  }
  EXPECT_TRUE(unknown);
  EXPECT_TRUE(missing);
  const std::string far =
      replaced(shippedRulesetText(), "  catch_distance: 2", "  catch_distance: -1");
  const auto errors = rulesetErrorsOf(far);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, lineOf(far, "  catch_distance: -1"));
}
