// MicroBattle's forecast of an attack order, in words: the hit from the rules' own odds (every
// modifier named, as the dice log names them), the target's Def roll, and for a melee attack the
// counterattack a miss brings (MicroBattleGame::attackForecast).
#include "MicroBattleForecastWords.h"

#include "rules/core/Wording.h"
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::session {

using namespace sandtable::rules;
using microbattle::AttackForecast;
using microbattle::AttackOdds;
using microbattle::MicroBattleGame;

namespace {

// "needs CV 4+ on a d6 (charging +1, SHAKEN -1): hits 50 %", modifiers named as the dice log
// names them.
std::string rollWords(const AttackOdds& o, double pHit) {
  std::string mods;
  auto add = [&mods](const std::string& label, int value) {
    mods += (mods.empty() ? "" : ", ") + label + " " + signedWords(value);
  };
  int sum = 0;
  for (const Modifier& m : o.factors) {
    add(m.label, m.value);
    sum += m.value;
  }
  if (sum != o.advantage) add("net advantage capped at", o.advantage);
  if (o.shaken != 0) add("SHAKEN", o.shaken);
  return "needs CV " + std::to_string(o.cv) + "+ on a d6" + (mods.empty() ? "" : " (" + mods + ")") + ": hits " +
         percentWords(pHit);
}

}  // namespace

std::optional<OrderForecast> microBattleForecast(const Game& game, const Action& a) {
  const auto* g = dynamic_cast<const MicroBattleGame*>(&game);
  if (!g || a.kind != ActionKind::Attack || !g->check(a)) return std::nullopt;
  const AttackForecast f = g->attackForecast(a);
  const std::string target = g->name(a.target);
  const std::string attacker = g->name(a.unit);
  const std::string fail = rules::agreeing(target, f.targetRoutsOnFailure ? "routs" : "is SHAKEN");
  OrderForecast out;
  out.summary = "hits " + percentWords(f.pHit) + "; " + target + " " + fail + " " + percentWords(f.pTargetFails);
  if (f.counter) out.summary += "; struck back " + percentWords(f.pCounterHits);
  out.details.push_back(std::string(f.attack.melee ? (f.attack.charging ? "Charge" : "Melee attack") : "Shot") + ": " +
                        rollWords(f.attack, f.pHit) + ".");
  out.details.push_back(
      "A hit: " + rules::subjectVerb(target, "rolls") + " " + rules::itsOrTheir(target) + " Def " +
      std::to_string(g->unit(a.target).type->def) + "+; failing, " + rules::itOrThey(target) + " " +
      fail + ": " + percentWords(f.pTargetFails) + " in all" +
      (f.pTargetRetreats > 0 ? " (retreating too: " + percentWords(f.pTargetRetreats) + ")" : "") +
      ".");
  if (f.counter) {
    const double pMiss = 1.0 - f.pHit;
    out.details.push_back("A miss (" + percentWords(pMiss) +
                          "): " + rules::subjectVerb(target, "counterattacks") + ", " +
                          rollWords(*f.counter, pMiss > 0 ? f.pCounterHits / pMiss : 0.0) + ".");
    out.details.push_back(
        "So " + rules::subjectVerb(attacker, "is") + " struck back " +
        percentWords(f.pCounterHits) + " and " +
        rules::agreeing(attacker, f.attackerRoutsOnFailure ? "routs" : "is SHAKEN") + " " +
        percentWords(f.pAttackerFails) + " in all.");
  }
  return out;
}

}  // namespace sandtable::session
