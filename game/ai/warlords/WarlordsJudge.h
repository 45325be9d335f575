// The Warlords AI's judgement of one position: what units are worth, what a melee between
// two of them is expected to bring, how good a place is for a unit to stand, and so what
// each candidate action is worth. One judge serves one decision; it caches the melee
// forecasts it works out, since every candidate move asks about the same pairs, and the
// activation modifiers and contacts of the game's units, which every candidate asks again.
// One class, its concerns in files of their own: the valuing of melees (JudgeOdds.cpp), of
// places to stand (JudgePlacement.cpp), of shots (JudgeShots.cpp), of charges
// (JudgeCharges.cpp) and of the answers to a charge (JudgeReactions.cpp); WarlordsJudge.cpp
// holds what units are worth, the shared caches and the score of each kind of action.
#pragma once

#include <array>
#include <limits>
#include <map>
#include <memory>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "JudgeWeights.h"
#include "WarlordsDefences.h"
#include "rules/warlords/Odds.h"
#include "rules/warlords/WarlordsGame.h"

namespace sandtable::ai::warlords {

// The rules' exact odds, which the judge weighs.
using rules::warlords::bestTwoOf;
using rules::warlords::forecastMelee;
using rules::warlords::MeleeForecast;
using rules::warlords::pActivation;
using rules::warlords::pRandomMoveReaches;

class Judge {
 public:
  // The judge of `game` by the AI's weights (config/ai/warlords.yaml).
  Judge(const rules::warlords::WarlordsGame& game, const Weights& weights);
  Judge(const rules::warlords::WarlordsGame& game, const JudgeWeights& weights);
  const JudgeWeights& weights() const { return wt; }

  // What the unit is worth to its side now: 0 once Broken or gone.
  double worth(const rules::warlords::UnitState& u) const;
  // How many of the scenario's decisive personalities (whose loss loses the battle) are with `u`.
  int decisiveIn(const rules::warlords::UnitState& u) const;
  // The same counting the wounded ones too: gone from the fight, but captured, and the battle
  // lost, if `u` breaks (3.1.3.1).
  int decisiveBoundTo(const rules::warlords::UnitState& u) const;
  // The unit's worth before its morale and casualties are counted.
  double baseWorth(const rules::warlords::UnitState& u) const;
  // P(one activation of `u`, with `casualties` and `champions`, scores no more than its
  // casualties and so costs a morale step, 2.2.1).
  double moraleLossChance(const rules::warlords::UnitState& u, int casualties, int champions) const;
  // The share of the unit's worth that this risk costs over the next few activations.
  double moraleRisk(const rules::warlords::UnitState& u, int casualties, int champions) const;
  // What one more casualty figure costs the unit.
  double casualtyCost(const rules::warlords::UnitState& u) const;
  // Net value, for the attacker's side, of a melee round of `a` against `d` struck on the
  // defender's `edge` (`charging`: the attacker charged; `both`: the defender met it).
  double exchange(const rules::warlords::UnitState& a, const rules::warlords::UnitState& d,
                  rules::Zone edge, bool charging, bool both = false);
  // The same with an explicit supposition (or none), not cached.
  double exchangeWith(const rules::warlords::UnitState& a, const rules::warlords::UnitState& d,
                      const rules::warlords::WarlordsGame::Supposed* s);
  // exchange() with the two blocks standing at `ar` and `dr` instead of where they are now:
  // the ground modifiers of 2.6 (an uphill opponent, own armour on rough ground, 3.2.1)
  // are those of the place where the melee would be fought.
  double exchangeAt(const rules::warlords::UnitState& a, const rules::Rect& ar,
                    const rules::warlords::UnitState& d, const rules::Rect& dr, rules::Zone edge,
                    bool charging, bool both = false);
  // Where a block of `mover` stands when its front touches `target`'s `edge`.
  rules::Rect contactRect(const rules::Rect& target, rules::Zone edge,
                          const rules::Rect& mover) const;
  // The ground modifiers `me` fights with standing at `mine` against an enemy at `theirs`.
  int groundModifier(const rules::warlords::UnitState& me, const rules::Rect& mine,
                     const rules::Rect& theirs) const;
  // How fighting with `a` at `ar` and `d` at `dr` changes each side's ground modifiers from
  // those of where the two stand now (the rules judge a melee's ground where they stand).
  struct GroundChange {
    int a = 0;
    int d = 0;
  };
  GroundChange groundChange(const rules::warlords::UnitState& a, const rules::Rect& ar,
                            const rules::warlords::UnitState& d, const rules::Rect& dr) const;
  // P(the charge's random move, 2.4.9, covers the distance to its target).
  double reachChance(const rules::warlords::ChargePlan& plan) const;
  // P(a pending charge made by `plan` strikes home: its random move, 2.4.9, covers the
  // distance and `extraSpans` more, the ground a unit that evades puts between them).
  double chargerReaches(const rules::warlords::ChargePlan& plan, double extraSpans = 0) const;
  // Where unit `t` counter-charging the charge `plan` of `c` meets it, halfway (2.4.4.2, as
  // ChargeMove.cpp moves them): its block gone out toward the charger, and the charger's
  // block against its front.
  struct Meeting {
    rules::Rect target;
    rules::Rect charger;
  };
  Meeting meetingPlace(const rules::warlords::UnitState& c, const rules::warlords::UnitState& t,
                       const rules::warlords::ChargePlan& plan) const;
  // P(charged unit `t` gets away if it evades a charge from `needSpans` away, 2.4.7).
  double evadeChance(const rules::warlords::UnitState& t, double needSpans) const;
  // Whether friends of `u` (not `u` itself) already fight `e`.
  bool friendsFight(const rules::warlords::UnitState& u, const rules::warlords::UnitState& e) const;
  // 2.6: the friend of `c` that would still fight `t` once `c`'s charge had struck its `edge`,
  // the charge joining its melee as a supporting unit; kNoUnit where `c` would fight `t`
  // itself (no friend fights it, or `c`'s front contact would be the greatest).
  rules::UnitId meleeJoined(const rules::warlords::UnitState& c,
                            const rules::warlords::UnitState& t, rules::Zone edge) const;
  // The value, for its side, of `u` striking enemy `e` on `edge` in a charge: a melee of its
  // own, or the help it gives the friends already fighting `e` (flank and rear attacks).
  double strike(const rules::warlords::UnitState& u, const rules::warlords::UnitState& e,
                rules::Zone edge);
  // The same with `u` striking from `from` (its block where it would stand in contact).
  double strikeFrom(const rules::warlords::UnitState& u, const rules::Rect& from,
                    const rules::warlords::UnitState& e, rules::Zone edge);
  // The value of unit `u` standing at `p` (its threats, its chances, its line). `going`: as a
  // place to go to (a move), where a side that has still to win the battle counts the enemy
  // charges that would strike a flank or the rear, or that field defences blunt, and a charge on
  // its front only by what it clearly outweighs the unit's own charge on that enemy.
  double placement(const rules::warlords::UnitState& u, const rules::warlords::Pose& p,
                   bool going = false);
  // A shot's expected value (casualties and the chance of halting the target), from the mean
  // hits: quick enough for every place a unit might stand (placement).
  double shotValue(const rules::warlords::UnitState& s, const rules::warlords::UnitState& t,
                   rules::warlords::ShotStyle style) const;
  // The same from the rules' exact odds (WarlordsGame::shotOdds, the numbers the table shows),
  // for a shot order itself.
  double exactShotValue(const rules::warlords::UnitState& s, const rules::warlords::UnitState& t,
                        rules::warlords::ShotStyle style) const;
  double activationChance(const rules::warlords::UnitState& u, bool charging, int extra = 0) const;
  // Whether a move to `to` goes faster than a Shieldwall may and so leaves it (2.3.1.2).
  bool moveLeavesShieldwall(const rules::warlords::UnitState& u,
                            const rules::warlords::Pose& to) const;
  // A copy of the game with `u` in Line in its ranks: a Shieldwall as it will be after a move
  // at its normal speed or a counter-charge (2.3.1.2), made once a decision.
  const rules::warlords::WarlordsGame& asLine(const rules::warlords::UnitState& u);
  // The score of one candidate action.
  double score(const rules::Action& a);
  // How pressed `side` is by the day, 0 to 1: nothing unless the turn limit, as things stand,
  // gives the battle to the enemy; then the turns its units need to close with the enemy (on
  // the mean) and to break it (judge.urgent_fight_turns) against the turns left.
  double urgency(rules::Side side) const;

 private:
  // What `casualties` figures, `hits` hits and a halt at `pHalt` are worth against `t`.
  double shotWorth(const rules::warlords::UnitState& t, double casualties, double hits,
                   double pHalt) const;
  double chargeScore(const rules::warlords::UnitState& c, const rules::warlords::UnitState& t);
  double moveScore(const rules::warlords::UnitState& u, const rules::warlords::Pose& to,
                   bool leavesShieldwall = false);
  double formationScore(const rules::warlords::UnitState& u, const rules::Action& a);
  double reactionScore(const rules::Action& a);
  double activationPriority(const rules::warlords::UnitState& u);
  // What enemy `e` (its block `eb`, `gapSpans` away) could do to `u` standing at `me` by
  // charging it next turn, weighted as placement() weighs it (0 where it cannot charge it);
  // `defences`: through the field defences its charge would cross (3.3.3); `going`: as
  // placement() weighs a place to go to.
  double chargeThreat(const rules::warlords::UnitState& e, const rules::Rect& eb,
                      const rules::warlords::UnitState& u, const rules::Rect& me, double gapSpans,
                      bool defences, bool going);
  // What `u` standing at `me` could win by charging enemy `e` (its block `eb`) next turn, as
  // chargeThreat() weighs the enemy's charge the other way.
  double ourChargeOn(const rules::warlords::UnitState& e, const rules::Rect& eb,
                     const rules::warlords::UnitState& u, const rules::Rect& me, double gapSpans);
  // How much less the enemy's charges threaten `u` standing at `me` for the field defences
  // they would have to cross: what a unit gives up by leaving them.
  double shelter(const rules::warlords::UnitState& u, const rules::Rect& me);
  // shelter() where `u` stands now, worked out once a decision: each of its charges and
  // answers to a charge sets it against where the unit would go.
  double shelterNow(const rules::warlords::UnitState& u);
  // `value`, the worth to charger `c` of the melee its charge brings, once it has crossed
  // `d`: nothing if they stop it; past stakes, only if it passes the activation to go on,
  // and less what their attack costs it (3.3.3.3).
  double throughDefences(const rules::warlords::UnitState& c, const DefencesOnCharge& d,
                         double value) const;
  bool mayChargeSoon(const rules::warlords::UnitState& u) const;
  int decisiveWith(const rules::warlords::UnitState& u, bool woundedToo) const;
  // What a shot of `e` at `u` in `style` risks of the battle through the red dice (3.1.3.3)
  // finding a decisive personality with `u`, remembered for the game's own units.
  double leaderShotRisk(const rules::warlords::UnitState& e, const rules::warlords::UnitState& u,
                        rules::warlords::ShotStyle style);
  bool cavalryThreat(const rules::warlords::UnitState& u) const;
  double pull(rules::Side side) const;  // how hard units are drawn toward the enemy

  // Both sides' dice, modifiers and widths for a melee (as WarlordsGame::meleeOddsWith).
  struct Odds {
    int aDice = 2, aMod = 0, aWidth = 1, dDice = 2, dMod = 0, dWidth = 1;
  };
  Odds oddsWith(const rules::warlords::UnitState& a, const rules::warlords::UnitState& d,
                const rules::warlords::WarlordsGame::Supposed* s) const;
  const Odds& odds(const rules::warlords::UnitState& a, const rules::warlords::UnitState& d,
                   rules::Zone edge, bool charging, bool both);
  double valueOf(const rules::warlords::UnitState& a, const rules::warlords::UnitState& d,
                 const Odds& o) const;
  bool rough(const rules::Rect& r) const;
  bool uphillOf(const rules::Rect& a, const rules::Rect& b) const;
  // The ground's height under a footprint as the battlefield weighs it for "uphill"
  // (Battlefield::footprintElevation), remembered: the same blocks are weighed against each
  // other for every candidate.
  rules::Length elevationUnder(const rules::Rect& r) const;
  // g.activationModifier(u, false, 0, charging, nullptr) and g.inContact(u), remembered for
  // the game's own units.
  int activationModifier(const rules::warlords::UnitState& u, bool charging) const;
  bool inContact(const rules::warlords::UnitState& u) const;
  // Whether `u` may declare a charge now (Ready or Berserk, formed, free of contact).
  bool canCharge(const rules::warlords::UnitState& u) const;

  const rules::warlords::WarlordsGame& g;
  JudgeWeights wt;
  rules::Side mLimitWinner = rules::Side::None;        // who the turn limit favours as things stand
  mutable std::array<double, 2> mUrgency{-1.0, -1.0};  // urgency() by side; -1 until asked
  std::map<std::tuple<int, int, int>, Odds> mOdds;
  std::map<std::tuple<int, int, int, int>, double> mExchange;
  std::map<int, double> mPlacementNow;
  std::map<int, double> mGoingFromNow;  // placement(u, u.pose, true): where a move starts from
  std::map<std::tuple<int, int, int>, double> mLeaderShotRisk;
  std::map<int, double> mShelterNow;
  std::map<int, std::unique_ptr<rules::warlords::WarlordsGame>>
      mAsLine;  // units as a Line, for moves leaving a Shieldwall
  // activationModifier() by unit id and charging (2 * id + charging); kUnknown until asked.
  // It asks for line of sight (an expert tactician's) and is asked for the same few units by
  // every candidate; the game cannot change while the judge lives, so these stay right.
  static constexpr int kUnknown = std::numeric_limits<int>::min();
  mutable std::vector<int> mActivationMod;
  mutable std::vector<signed char> mInContact;  // inContact() by unit id: -1 until asked, 0 or 1
  struct RectHash {
    std::size_t operator()(const rules::Rect& r) const;
  };
  mutable std::unordered_map<rules::Rect, rules::Length, RectHash> mElevations;
  rules::TerrainKindSet mRoughKinds = 0;  // kinds of ground rough() looks for
};

}  // namespace sandtable::ai::warlords
