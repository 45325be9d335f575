// Warlords' forecast of a charge, a shot, a charged unit's answer or the next melee, in words: the numbers of
// the normal AI's own reckoning (ai::warlords::forecastCharge and forecastAnswers,
// WarlordsGame::shotOdds), so a player sees what the rules give a charge before making it,
// with every modifier named as the dice log names it.
#include <cmath>
#include <cstdio>

#include "WarlordsForecastWords.h"
#include "ai/warlords/WarlordsForecast.h"

namespace sandtable::session {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

namespace {

std::string oneDecimal(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// "3 dice, +2 (charging +1, champion +1)"
std::string sideWords(const WarlordsGame::MeleeOdds& o, int groundThere) {
  std::string s = std::to_string(o.dice) + " dice";
  std::string parts;
  for (const Modifier& m : o.extraDice)
    parts += (parts.empty() ? "" : ", ") + m.label + " " + signedWords(m.value) + (m.value == 1 || m.value == -1 ? " die" : " dice");
  for (const Modifier& m : o.modifiers) parts += (parts.empty() ? "" : ", ") + m.label + " " + signedWords(m.value);
  if (groundThere != 0) parts += (parts.empty() ? "" : ", ") + std::string("the ground where they meet ") + signedWords(groundThere);
  s += ", " + signedWords(o.modifierTotal() + groundThere);
  if (!parts.empty()) s += " (" + parts + ")";
  return s;
}

// The outcomes of one melee round from `me`'s side, and the casualty figures to expect.
void roundLines(const std::string& me, const std::string& them, const rules::warlords::MeleeForecast& r,
                std::vector<std::string>& lines) {
  const double drawn = std::max(0.0, 1.0 - r.pWin - r.pLose);
  lines.push_back("  " + me + " win " + percentWords(r.pWin) + " (" + them + " fall back; 2 spans " +
                  percentWords(r.pTheyTwice) + ", broken " + percentWords(r.pTheyBreak) + "), lose " +
                  percentWords(r.pLose) + " (broken " + percentWords(r.pIBreak) + "), drawn " + percentWords(drawn) +
                  ".");
  lines.push_back("  Casualty figures expected: " + them + " " + oneDecimal(r.casDealt) + ", " + me + " " +
                  oneDecimal(r.casTaken) + " (2.6.1 C).");
}

// The personalities with either unit, whom the red and yellow dice may find in the melee.
void personalitiesAtRisk(const WarlordsGame& g, UnitId a, UnitId b, std::vector<std::string>& lines) {
  std::string people;
  for (const PersonalityState& ps : g.personalities()) {
    if (ps.present() && (ps.unit == a || ps.unit == b)) people += (people.empty() ? "" : ", ") + g.personalitySetup(ps).name;
  }
  if (!people.empty())
    lines.push_back("In the fight: " + people + ". Casualties caused with doubles may strike a personality down "
                    "(3.1.3.1).");
}

std::optional<OrderForecast> chargeForecast(const WarlordsGame& g, const Action& a) {
  const ai::warlords::ChargeForecast f = ai::warlords::forecastCharge(g, a.unit, a.target);
  if (f.problem) return std::nullopt;
  const std::string me = warlordsUnitName(g, a.unit);
  const std::string them = warlordsUnitName(g, a.target);
  const rules::warlords::MeleeForecast& r = f.round;
  const bool supporting = f.supports != kNoUnit;
  // The unit of the charger's side that fights the round: the charger, or the friend whose
  // melee it would join as a supporting unit (2.6).
  const std::string fighter = supporting ? warlordsUnitName(g, f.supports) : me;
  OrderForecast out;
  if (supporting) {
    out.summary = "reaches " + percentWords(f.pReach) + "; joins " + fighter + " in melee: first round won " +
                  percentWords(r.pWin) + " (" + percentWords(f.unsupported.pWin) + " without it), lost " +
                  percentWords(r.pLose) + " (" + percentWords(f.unsupported.pLose) + ")";
  } else {
    out.summary = "reaches " + percentWords(f.pReach) + "; first round won " + percentWords(r.pWin) + ", lost " +
                  percentWords(r.pLose);
  }
  out.details.push_back("Reaches " + them + " " + percentWords(f.pReach) +
                        ": the charge move is a random move, longer with sixes and shorter with ones (2.4.9). It "
                        "strikes their " + zoneName(f.edge) + ".");
  if (f.crossesStakes)
    out.details.push_back("It crosses stakes from their sharp side: a second activation to go on, and their attack "
                          "as a rank of Pike (3.3.3.3).");
  if (supporting) {
    out.details.push_back("The first melee round, if it strikes home: " + fighter + " already fight " + them +
                          " with more of their front, so they stay the opponents and " + me +
                          " join them as a supporting unit, rolling no dice of their own (2.6):");
  } else {
    out.details.push_back("The first melee round, if it strikes home" +
                          std::string(f.joinsMelee ? " (its front contact is the greatest, so it fights them and the "
                                                     "friends already there support it, 2.6)"
                                                   : "") +
                          ":");
  }
  out.details.push_back("  " + fighter + ": " + sideWords(f.mine, f.myGroundThere) + ".");
  out.details.push_back("  " + them + ": " + sideWords(f.theirs, f.theirGroundThere) + ".");
  roundLines(fighter, them, r, out.details);
  if (supporting)
    out.details.push_back("  Without " + me + ": " + fighter + " win " + percentWords(f.unsupported.pWin) + ", lose " +
                          percentWords(f.unsupported.pLose) + ".");
  personalitiesAtRisk(g, supporting ? f.supports : a.unit, a.target, out.details);
  if (f.targetMayEvade)
    out.details.push_back(them + " may evade (2.4.7): if they try, they get away " + percentWords(f.pEvade) + ".");
  if (f.targetMayCounterCharge)
    out.details.push_back(them + " may counter-charge (2.4.4.2): the two then meet halfway, both charging.");
  return out;
}

std::optional<OrderForecast> shotForecast(const WarlordsGame& g, const Action& a) {
  const ShotOdds o = g.shotOdds(g.unit(a.unit), g.unit(a.target), static_cast<ShotStyle>(a.option));
  const ShotTerms& k = o.terms;
  const std::string them = warlordsUnitName(g, a.target);
  OrderForecast out;
  out.summary = oneDecimal(o.expectedCasualties) + " casualty figures expected; halts " + percentWords(o.pHalt);
  std::string how = std::to_string(k.dice) + (k.dice == 1 ? " die" : " dice") + " hitting on " +
                    std::to_string(k.hitOn) + "+";
  if (k.armour != 0)
    how += ", " + signedWords(k.armour) + (!k.piercing         ? " for their armour"
                                           : k.armour > 0 ? " for no armour (longbow or arbalest: armour ignored)"
                                                          : " for shields (longbow or arbalest)");
  if (k.multiplier != 1) how += ", doubled against horse";
  if (k.divisor != 1) how += ", halved against skirmishers";
  out.details.push_back("Shooting (2.5.3): " + how + ": " + oneDecimal(o.expectedHits) + " hits expected.");
  out.details.push_back("Casualties: a figure for every " + std::to_string(k.standsShotAt) +
                        (k.standsShotAt == 1 ? " hit" : " hits") + " (the stands shot at" +
                        (k.cover == Cover::Heavy ? ", in heavy cover" : k.cover == Cover::Light ? ", in light cover" : "") +
                        "): at least one " + percentWords(o.pCasualty) + ", " + oneDecimal(o.expectedCasualties) +
                        " expected.");
  out.details.push_back("More hits than their width (" + std::to_string(k.width) + ") halt " + them + " (2.5.3 C1): " +
                        percentWords(o.pHalt) + ".");
  if (o.pPersonalityDice > 0)
    out.details.push_back("The red dice are rolled for the personalities with them (3.1.3.3): " +
                          percentWords(o.pPersonalityDice) + ".");
  if (const auto& pc = g.pendingCharge(); pc && pc->charger == a.target)
    out.details.push_back("Shooting at a charger needs an activation first (2.5.4).");
  return out;
}

// The answer `a` of a charged unit to the charge waiting on it: holding, counter-charging or
// evading, from the charged unit's side.
std::optional<OrderForecast> answerForecast(const WarlordsGame& g, const Action& a) {
  const ai::warlords::AnswerForecast f = ai::warlords::forecastAnswers(g, a.unit);
  if (f.problem) return std::nullopt;
  const UnitId chargerId = g.pendingCharge()->charger;
  const std::string me = warlordsUnitName(g, a.unit);
  const std::string them = warlordsUnitName(g, chargerId);
  OrderForecast out;
  auto holding = [&](const std::string& intro) {
    out.details.push_back(intro + them + " strike home " + percentWords(f.pReach) +
                          ": their charge move is a random move (2.4.9). They strike " + me + "'s " + zoneName(f.edge) +
                          ".");
    if (f.crossesStakes)
      out.details.push_back("They come through stakes from their sharp side: a second activation to go on, and the "
                            "stakes' attack as a rank of Pike (3.3.3.3).");
    out.details.push_back("The first melee round, " + them + " charging:");
    out.details.push_back("  " + me + ": " + sideWords(f.mine, f.myGroundThere) + ".");
    out.details.push_back("  " + them + ": " + sideWords(f.theirs, f.theirGroundThere) + ".");
    roundLines(me, them, f.hold, out.details);
  };
  switch (a.kind) {
    case ActionKind::HoldGround:
      out.summary = "they strike home " + percentWords(f.pReach) + "; first round won " + percentWords(f.hold.pWin) +
                    ", lost " + percentWords(f.hold.pLose);
      holding("Standing: ");
      break;
    case ActionKind::CounterCharge:
      if (!f.mayCounterCharge) return std::nullopt;
      out.summary = "goes " + percentWords(f.pGoes) + "; the meeting round won " + percentWords(f.meeting.pWin) +
                    ", lost " + percentWords(f.meeting.pLose);
      out.details.push_back("It goes only on a passed activation (2.4.4.2): " + percentWords(f.pGoes) +
                            ". The two meet halfway, both charging" +
                            std::string(g.unit(a.unit).formation == FormationKind::Shieldwall
                                            ? ", and a Shieldwall that goes out is a Line (2.3.1.2)"
                                            : "") +
                            ":");
      out.details.push_back("  " + me + ": " + sideWords(f.meetingMine, f.myGroundMeeting) + ".");
      out.details.push_back("  " + them + ": " + sideWords(f.meetingTheirs, f.theirGroundMeeting) + ".");
      roundLines(me, them, f.meeting, out.details);
      holding("Failing the activation, it stands where it is: ");
      break;
    case ActionKind::Evade:
      if (!f.mayEvade) return std::nullopt;
      out.summary = "gets away " + percentWords(f.pEvade) + "; caught all the same " + percentWords(f.pCaught);
      out.details.push_back(
          "It gets away on " +
          std::string(f.pEvade >= 1.0 ? "no roll: drilled or veteran skirmishers evade at once (2.4.7)"
                                      : "a passed activation, easier for every span between them (2.4.7): " +
                                            percentWords(f.pEvade)) +
          ". Failing, it flees instead (2.2.1).");
      out.details.push_back(them + " come on after it: their charge still reaches it " + percentWords(f.pCaught) +
                            (f.caughtInRear ? ", striking its rear" : ", and skirmishers turn to face them again") +
                            ".");
      break;
    default: return std::nullopt;
  }
  personalitiesAtRisk(g, a.unit, chargerId, out.details);
  return out;
}

// The next melee of the melee phase, as the rules will fight it (no choice, but its odds are
// what a player presses on to and what a teacher asks of a recording).
std::optional<OrderForecast> meleeRoundForecast(const WarlordsGame& g) {
  const ai::warlords::MeleeRoundForecast f = ai::warlords::forecastNextMelee(g);
  if (f.problem) return std::nullopt;
  const std::string a = warlordsUnitName(g, f.pair.a);
  const std::string b = warlordsUnitName(g, f.pair.b);
  OrderForecast out;
  // The order's label names the two ("Fight the next melee: A against B"); the summary says
  // whose odds these are.
  out.summary = a + " win " + percentWords(f.round.pWin) + ", lose " + percentWords(f.round.pLose);
  out.details.push_back("The melee round (2.6.1), the two opponents' dice with their supporting units' help:");
  out.details.push_back("  " + a + ": " + sideWords(f.a, 0) + ".");
  out.details.push_back("  " + b + ": " + sideWords(f.b, 0) + ".");
  roundLines(a, b, f.round, out.details);
  personalitiesAtRisk(g, f.pair.a, f.pair.b, out.details);
  return out;
}

}  // namespace

std::string warlordsUnitName(const rules::warlords::WarlordsGame& g, rules::UnitId id) {
  if (id < 0 || id >= static_cast<rules::UnitId>(g.unitStates().size())) return "unit " + std::to_string(id);
  const std::string& n = g.setup().units[static_cast<std::size_t>(id)].name;
  return n.empty() ? g.troop(g.unit(id)).name : n;
}

std::optional<OrderForecast> warlordsForecast(const Game& game, const Action& a) {
  const auto* g = dynamic_cast<const WarlordsGame*>(&game);
  const bool answer =
      a.kind == ActionKind::HoldGround || a.kind == ActionKind::CounterCharge || a.kind == ActionKind::Evade;
  // The kind first: a replay asks of every action, and checking a move's path is not cheap.
  if (!g || (a.kind != ActionKind::Charge && a.kind != ActionKind::Shoot && a.kind != ActionKind::ResolveMelee &&
             !answer) ||
      !g->check(a))
    return std::nullopt;
  if (a.kind == ActionKind::ResolveMelee) return meleeRoundForecast(*g);
  if (a.kind == ActionKind::Charge) return chargeForecast(*g, a);
  if (a.kind == ActionKind::Shoot) return shotForecast(*g, a);
  return answerForecast(*g, a);
}

}  // namespace sandtable::session
