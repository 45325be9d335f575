// A charge's odds (Game::odds): the melee it brings, as Event IV would fight it if it were
// fought now, and the morale tests that follow it (002 Event IV and V). The other moves of the
// turn are not known yet, so the odds are the charge's own: what a player weighs before
// ordering it. Exact: every way the melee dice can fall is played through resolveMelee with
// forced dice, and every face of each morale test through testMorale, so the odds are the
// rules' own arithmetic, not a copy of it.
#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "WotrGame.h"

namespace sandtable::rules::wotr {

namespace {

constexpr int kFaces = 6;  // the outline's dice are all d6

// Calls `each` with every way `count` d6 can fall, in order.
template <class Each>
void everyFall(int count, Each&& each) {
  std::vector<int> faces(static_cast<std::size_t>(count), 1);
  while (true) {
    each(faces);
    std::size_t i = 0;
    while (i < faces.size() && faces[i] == kFaces) faces[i++] = 1;
    if (i == faces.size()) return;
    ++faces[i];
  }
}

}  // namespace

std::optional<ActionOdds> WotrGame::odds(const Action& a) const {
  if (a.kind != ActionKind::Charge || !check(a)) return std::nullopt;
  WotrGame after(*this);
  NullSink quiet;
  after.applyCharge(a, quiet);
  const Battle& b = after.mBattle;
  const Tables& t = b.tables();
  ActionOdds o;
  if (!b.unit(a.target).active()) {  // guns taken on contact
    o.success = o.targetBreaks = 1;
    o.outcomes.push_back({"the guns are taken", 1});
    return o;
  }
  if (!b.inContact(a.unit, a.target)) {  // skirmishers avoided it
    o.outcomes.push_back({"the skirmishers avoid the charge", 1});
    return o;
  }
  const MeleeSide us = after.meleeSideOf(a.unit, a.target);
  const MeleeSide them = after.meleeSideOf(a.target, a.unit);
  // The chance that a unit routs in its test after the melee, having lost `extra` figures more
  // in it and lost (or not) the melee; remembered, as few results repeat.
  std::map<std::tuple<UnitId, int, bool>, double> routChance;
  auto routs = [&](UnitId id, UnitId enemy, int extra, bool lostMelee) {
    auto [it, fresh] = routChance.try_emplace(std::make_tuple(id, extra, lostMelee), 0.0);
    if (!fresh) return it->second;
    MoraleSituation s = after.moraleSituation(id, strongestCause({b.profileOf(enemy)}));
    s.lost = std::min(s.initialFigures, s.lost + extra);
    s.lostMeleeThisTurn = lostMelee;
    int routed = 0;
    for (int face = 1; face <= kFaces; ++face) {
      Dice die(0, {face});
      routed += testMorale(t, b.profileOf(id), s, die).outcome == MoraleOutcome::Rout ? 1 : 0;
    }
    it->second = static_cast<double>(routed) / kFaces;
    return it->second;
  };
  const int dice = meleeDice(t, us) + meleeDice(t, them);
  const double each = 1.0 / std::pow(kFaces, dice);
  double win = 0, draw = 0, lose = 0;
  everyFall(dice, [&](const std::vector<int>& faces) {
    Dice forced(0, faces);
    const MeleeResult r = resolveMelee(t, us, them, forced);
    o.lossesDealt += each * r.first.inflicted;
    o.lossesTaken += each * r.second.inflicted;
    const bool weWin = r.outcome == MeleeOutcome::FirstWins;
    const bool theyWin = r.outcome == MeleeOutcome::SecondWins;
    (weWin ? win : theyWin ? lose : draw) += each;
    // The loser tests first, the winner only if the loser passes; on a draw both test.
    const double ourRout = routs(a.unit, a.target, r.second.inflicted, theyWin);
    const double theirRout = routs(a.target, a.unit, r.first.inflicted, weWin);
    const MeleeTestOrder order = meleeTestOrder(r.outcome);
    const double firstRout = order.first == 0 ? ourRout : theirRout;
    const double secondRout = order.first == 0 ? theirRout : ourRout;
    const double secondTests = order.secondOnlyIfFirstPasses ? 1 - firstRout : 1;
    const double usRouted = order.first == 0 ? firstRout : secondTests * secondRout;
    const double themRouted = order.first == 0 ? secondTests * secondRout : firstRout;
    o.targetBreaks += each * themRouted;
    o.actorBreaks += each * usRouted;
  });
  o.success = win;
  o.outcomes = {{"the charger wins the melee", win},
                {"a draw", draw},
                {"the charger loses the melee", lose},
                {"the target routs", o.targetBreaks},
                {"the charger routs", o.actorBreaks}};
  return o;
}

}  // namespace sandtable::rules::wotr
