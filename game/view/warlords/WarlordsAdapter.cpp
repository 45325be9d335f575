// Warlords' words on the table: the unit card, labels, marker tokens, the troops' art and
// a label for every action the rules can list. Everything is read from WarlordsGame's
// public queries or from the marker texts its units() reports.
#include "WarlordsAdapter.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace sandtable::view {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

namespace systems {

SystemView warlordsView() {
  return {"warlords",
          []() -> std::unique_ptr<RulesetAdapter> { return std::make_unique<WarlordsAdapter>(); }};
}

}  // namespace systems

std::string warlordsMarkerValue(const UnitView& u, std::string_view key) {
  for (const std::string& m : u.markers) {
    if (m.size() > key.size() + 1 && m.compare(0, key.size(), key) == 0 && m[key.size()] == ':')
      return m.substr(key.size() + 2);
  }
  return {};
}

namespace {

// Spans with one decimal: "2.5 spans".
std::string spans(const WarlordsGame& g, Length d) {
  const Length tenths = (d * 10 + g.span() / 2) / g.span();
  std::string s = std::to_string(tenths / 10);
  if (tenths % 10) s += "." + std::to_string(tenths % 10);
  return s + (tenths == 10 ? " span" : " spans");
}

std::string compass(Angle a) {
  static const char* names[] = {"north", "north-east", "east", "south-east",
                                "south", "south-west", "west", "north-west"};
  return names[static_cast<std::size_t>(((normalizeAngle(a) + kEighthTurn / 2) / kEighthTurn) % 8)];
}

std::string formationWords(FormationKind f) {
  switch (f) {
    case FormationKind::Line:
      return "line";
    case FormationKind::MarchColumn:
      return "march column";
    case FormationKind::Shieldwall:
      return "Shieldwall";
    case FormationKind::Wedge:
      return "Wedge";
    case FormationKind::Hedgehog:
      return "Hedgehog";
  }
  return "line";
}

std::string styleWords(int option) {
  switch (static_cast<ShotStyle>(option)) {
    case ShotStyle::Massed:
      return "massed";
    case ShotStyle::Skirmishing:
      return "skirmishing";
    case ShotStyle::Shower:
      return "shower";
    case ShotStyle::None:
      break;
  }
  return "shooting";
}

std::string missileWords(const UnitProfile& p) {
  std::string m;
  switch (p.missiles) {
    case MissileKind::None:
      return "";
    case MissileKind::Hand:
      m = "hand missiles";
      break;
    case MissileKind::Light:
      m = "light missiles";
      break;
    case MissileKind::Heavy:
      m = "heavy missiles";
      break;
  }
  if (p.longbow) m += " (longbows)";
  if (p.arbalest) m += " (arbalests)";
  std::string styles;
  for (auto [on, name] : {std::pair{p.massed, "massed"}, std::pair{p.shower, "shower"},
                          std::pair{p.skirmishing, "skirmishing"}}) {
    if (on) styles += (styles.empty() ? "" : ", ") + std::string(name);
  }
  return styles.empty() ? m : m + ": " + styles;
}

// The way unit `u` looks at enemy `e`'s middle from the middle of its front edge: the facing
// the rules give a wheel toward the nearest enemy (Candidates.cpp).
Angle facingToward(const WarlordsGame& g, const UnitState& u, const UnitState& e) {
  return normalizeAngle(bearing(u.pose.front, g.block(e).centre));
}

// The enemy a wheel to `facing` turns the unit to face (within a degree), if any.
UnitId enemyFaced(const WarlordsGame& g, const UnitState& u, Angle facing) {
  UnitId best = kNoUnit;
  Length nearest = 0;
  for (const UnitState& e : g.unitStates()) {
    if (e.side == u.side || !e.active()) continue;
    if (std::abs(angleDifference(facingToward(g, u, e), facing)) > kFullTurn / 360) continue;
    const Length d = g.gapBetween(u, e);
    if (best == kNoUnit || d < nearest) {
      best = e.id;
      nearest = d;
    }
  }
  return best;
}

}  // namespace

std::vector<Action> WarlordsAdapter::moreOrders(const Game& game, UnitId unit) const {
  const WarlordsGame* g = wl(game);
  if (!g || unit < 0 || unit >= static_cast<UnitId>(g->unitStates().size())) return {};
  const UnitState& u = g->unit(unit);
  if (!u.active()) return {};
  std::vector<Action> out;
  auto wheel = [&](Angle facing) {
    Action w{ActionKind::Wheel, unit};
    w.facing = normalizeAngle(facing);
    out.push_back(w);
  };
  // Each enemy it could reach with a move and a charge, nearest first.
  std::vector<std::pair<Length, const UnitState*>> near;
  const Length reach = static_cast<Length>(g->moveSpans(u) + g->chargeSpans(u)) * g->span();
  for (const UnitState& e : g->unitStates()) {
    if (e.side == u.side || !e.active()) continue;
    if (const Length d = g->gapBetween(u, e); d <= reach) near.push_back({d, &e});
  }
  std::sort(near.begin(), near.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : a.second->id < b.second->id;
  });
  for (const auto& [d, e] : near) wheel(facingToward(*g, u, *e));
  wheel(u.pose.facing + kFullTurn / 4);
  wheel(u.pose.facing - kFullTurn / 4);
  return out;
}

std::string WarlordsAdapter::era(const Game&) const { return "medieval"; }

std::string WarlordsAdapter::attackVerb(const Game& g, const Action& a) const {
  if (a.kind == ActionKind::Shoot) return "Shoot at";
  (void)g;
  return "Charge";
}

std::vector<std::pair<std::string, std::string>> WarlordsAdapter::stats(
    const Game& game, const UnitView& unit) const {
  const WarlordsGame* g = wl(game);
  if (!g) return RulesetAdapter::stats(game, unit);
  const UnitState& u = g->unit(unit.id);
  const UnitProfile& p = g->profile(u);
  const TroopType& t = g->troop(u);
  std::vector<std::pair<std::string, std::string>> out;
  std::string groups;
  for (auto [on, name] : {std::pair{t.light, "Light"}, std::pair{t.heavy, "Heavy"},
                          std::pair{t.line, "Line"}, std::pair{t.horse, "Horse"}}) {
    if (on) groups += (groups.empty() ? "" : ", ") + std::string(name);
  }
  if (!t.horse) groups += groups.empty() ? "Foot" : ", Foot";
  out.push_back({"Troops", t.name + " (" + groups + ")"});
  out.push_back({"Training", p.drilled() ? "Drilled" : "Irregular"});
  out.push_back(
      {"Armour", signedWords(p.armourRating()) +
                     (p.largeShield ? " (" + signedWords(p.armour) + ", large shield)" : "")});
  std::string weapons = p.weapon == HandWeapon::Light   ? "light weapons"
                        : p.weapon == HandWeapon::Heavy ? "heavy weapons"
                                                        : "lances";
  if (const std::string m = missileWords(p); !m.empty()) weapons += "; " + m;
  out.push_back({"Weapons", weapons});
  std::string specials;
  for (auto [on, name] :
       {std::pair{p.fast, "Fast"}, std::pair{p.slow, "Slow"}, std::pair{p.veteran, "Veteran"},
        std::pair{p.elite, "Elite"}, std::pair{g->isImpetuous(u), "Impetuous"},
        std::pair{p.shieldwall, "Shieldwall"}, std::pair{p.pavisiers, "Pavisiers"},
        std::pair{p.wedge, "Wedge"}, std::pair{p.hedgehog, "Hedgehog"},
        std::pair{p.horseArchers, "Horse Archers"}}) {
    if (on) specials += (specials.empty() ? "" : ", ") + std::string(name);
  }
  out.push_back({"Specials", specials.empty() ? "none" : specials});
  out.push_back({"Move", std::to_string(g->moveSpans(u)) + " spans"});
  out.push_back({"Charge", std::to_string(g->chargeSpans(u)) + " spans"});
  std::string ranges;
  for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
    const bool has = s == ShotStyle::Massed ? p.massed : p.skirmishing;
    if (has && p.missiles != MissileKind::None)
      ranges += (ranges.empty() ? "" : ", ") + styleWords(static_cast<int>(s)) + " " +
                std::to_string(g->shootingRange(u, s)) + " spans";
  }
  if (!ranges.empty()) out.push_back({"Ranges", ranges});
  if (u.active())
    out.push_back({"Activation", "needs more than " + std::to_string(g->activationWidth(u))});
  return out;
}

std::vector<std::pair<std::string, std::string>> WarlordsAdapter::condition(
    const Game& game, const UnitView& unit) const {
  const WarlordsGame* g = wl(game);
  if (!g) return {};
  const UnitState& u = g->unit(unit.id);
  std::vector<std::pair<std::string, std::string>> out;
  std::string morale(moraleName(u.morale));
  if (u.morale == Morale::Worn) morale += " (may not charge; one step from Broken)";
  if (u.morale == Morale::Broken) morale += " (flees; may not charge)";
  if (u.morale == Morale::Berserk) morale += " (charges the nearest enemy)";
  out.push_back({"Morale", morale});
  const std::string casualties =
      std::to_string(u.casualties) + (u.casualties == 1 ? " figure" : " figures");
  if (!u.active()) {
    // Dispersed or fled off the table: no formation, motion or turn; the rules' stands marker
    // gives the stands it left with.
    out.push_back({"Casualties", casualties});
    out.push_back({"Stands", warlordsMarkerValue(unit, "stands")});
    return out;
  }
  std::string formation = u.formed ? "Formed, " : "Unformed, ";
  formation += formationWords(u.formation);
  if (!u.stands.empty()) {
    const std::vector<int> w = g->widths(u);
    formation += ", " + std::to_string(w.size()) + (w.size() == 1 ? " rank" : " ranks") + " of " +
                 std::to_string(g->frontWidth(u));
  }
  out.push_back({"Formation", formation});
  out.push_back({"Motion", capitalised(std::string(motionName(u.motion)))});
  out.push_back({"Champions", std::to_string(u.champions)});
  out.push_back({"Casualties", casualties});
  out.push_back({"Stands", warlordsMarkerValue(unit, "stands")});
  std::string turn = u.activated ? "activated" : "still to activate";
  if (g->active().unit == u.id && g->currentPhase() == Phase::Orders)
    turn = "activating: scored " + std::to_string(g->active().score) +
           (g->active().success ? " (success)" : " (failure)");
  out.push_back({"This turn", turn});
  if (u.pavisesDeployed) out.push_back({"Pavises", "deployed"});
  return out;
}

std::vector<std::string> WarlordsAdapter::rosterColumns() const {
  return {"Morale", "Formation", "Champions", "Casualties", "Stands"};
}

std::vector<std::string> WarlordsAdapter::rosterCells(const Game& game,
                                                      const UnitView& unit) const {
  const WarlordsGame* g = wl(game);
  if (!g) return RulesetAdapter::rosterCells(game, unit);
  const UnitState& u = g->unit(unit.id);
  // The card's rows in a few words each: the whole army is read down the columns. A unit gone
  // from the table has no formation, and the stands it left with.
  const std::string stands =
      std::to_string(u.standCount()) + " of " + std::to_string(u.initialStands);
  std::string formation = (u.formed ? "" : "Unformed ") + formationWords(u.formation);
  if (!u.stands.empty()) {
    const std::size_t ranks = g->widths(u).size();
    formation += ", " + std::to_string(ranks) + (ranks == 1 ? " rank" : " ranks");
  }
  return {std::string(moraleName(u.morale)), u.active() ? capitalised(formation) : "",
          std::to_string(u.champions), std::to_string(u.casualties),
          u.active() ? stands : "left with " + stands};
}

std::vector<std::string> WarlordsAdapter::people(const Game& game, const UnitView& unit) const {
  const WarlordsGame* g = wl(game);
  if (!g) return {};
  std::vector<std::string> out;
  for (const PersonalityState& ps : g->personalities()) {
    if (ps.unit != unit.id) continue;
    const PersonalitySetup& s = g->personalitySetup(ps);
    std::string line =
        s.name + ": charisma " + signedWords(s.charisma) + ", prowess " + signedWords(s.prowess);
    for (Trait t : s.traits) {
      std::string id(traitId(t));
      for (char& c : id) c = c == '_' ? ' ' : c;
      line += ", " + id;
    }
    line += ps.present() ? "" : " - " + std::string(fateName(ps.fate));
    out.push_back(line);
  }
  return out;
}

namespace {

// Warlords' words for the kernel's morale, as its art binding names the tokens (Worn, Broken,
// Berserk); "" for Ready and for a unit gone.
std::string_view warlordsMorale(Condition::Morale m) {
  switch (m) {
    case Condition::Morale::Wavering:
      return "Worn";
    case Condition::Morale::Broken:
      return "Broken";
    case Condition::Morale::Frenzied:
      return "Berserk";
    default:
      return "";
  }
}

}  // namespace

std::vector<LabelMark> WarlordsAdapter::labelMarks(const UnitView& u) const {
  // Morale when not Ready, Unformed, the champions and the casualties as numbers, and
  // whether the unit has activated this turn: what a player scans a line of units for.
  using K = Counter::Kind;
  std::vector<LabelMark> out;
  if (const std::string morale(warlordsMorale(u.condition.morale)); !morale.empty())
    out.push_back({morale, 0, morale});  // the binding's keys match in any case
  if (u.condition.disordered) out.push_back({"unformed", 0, "Unformed"});
  if (const int c = u.count(K::Champions); c > 0)
    out.push_back({"champion", c, c == 1 ? "1 champion" : std::to_string(c) + " champions"});
  if (const int c = u.count(K::Casualties); c > 0)
    out.push_back({"casualty", c, rules::plural(c, "casualty", "casualties")});
  if (u.count(K::Activated) > 0) out.push_back({"activated", 0, "Activated this turn"});
  return out;
}

std::vector<std::string> WarlordsAdapter::tableMarkers(const UnitView& u) const {
  // Tokens beside the stands: morale (when not Ready), Unformed, one star per champion,
  // one red pip per casualty figure (up to six: the card has the number), a mounted leader
  // per personality still with the unit, and a ring once the unit has activated; and
  // deployed pavises, which the binding sets before the front rank.
  using K = Counter::Kind;
  std::vector<std::string> out;
  std::string morale(warlordsMorale(u.condition.morale));
  for (char& c : morale) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!morale.empty()) out.push_back(morale);
  if (u.condition.disordered) out.push_back("unformed");
  if (u.count(K::Defences) > 0) out.push_back("pavises");
  if (u.count(K::Activated) > 0) out.push_back("activated");
  for (int i = 0; i < u.count(K::Leaders); ++i) out.push_back("leader");
  for (int i = 0; i < u.count(K::Champions); ++i) out.push_back("champion");
  for (int i = 0; i < std::min(6, u.count(K::Casualties)); ++i) out.push_back("casualty");
  return out;
}

std::string WarlordsAdapter::distanceWords(const Game& game, Length d) const {
  const WarlordsGame* g = wl(game);
  if (!g) return RulesetAdapter::distanceWords(game, d);
  return spans(*g, d) + " (" + std::to_string(d / kMillimetre) + " mm)";
}

std::string WarlordsAdapter::artType(const Game& game, const UnitView& unit) const {
  const WarlordsGame* g = wl(game);
  if (!g || unit.id < 0 || unit.id >= static_cast<UnitId>(g->unitStates().size())) return unit.type;
  const UnitProfile& p = g->profile(g->unit(unit.id));
  const bool bows = p.missiles == MissileKind::Light || p.missiles == MissileKind::Heavy;
  switch (p.type) {
    case TroopKind::Cavalry:
      return p.weapon == HandWeapon::Lances ? "knights" : "cavalry";
    case TroopKind::HorseSkirmisher:
      return "horse_skirmisher";
    case TroopKind::FootSkirmisher:
      return bows ? "foot_skirmisher_bow" : "foot_skirmisher";
    case TroopKind::LooseFoot:
      return bows ? "loose_foot_bow" : "loose_foot";
    case TroopKind::CloseFoot:
      return bows && p.massed ? "close_foot_bow" : "close_foot";
    case TroopKind::Pike:
      return "pike";
    case TroopKind::Count_:
      break;
  }
  return unit.type;
}

std::optional<std::string> WarlordsAdapter::describe(const Game& game, const Action& a) const {
  const WarlordsGame* g = wl(game);
  if (!g) return std::nullopt;
  const bool hasUnit = a.unit >= 0 && a.unit < static_cast<UnitId>(g->unitStates().size());
  const std::string who = hasUnit ? warlordsUnitName(*g, a.unit) : "";
  const std::string target = warlordsUnitName(*g, a.target);
  switch (a.kind) {
    case ActionKind::RollInitiative:
      return "Roll for initiative";
    case ActionKind::ActivateUnit:
      if (!hasUnit) break;
      return "Activate " + who + " (needs more than " +
             std::to_string(g->activationWidth(g->unit(a.unit))) + ")";
    case ActionKind::Charge: {
      std::string s = g->currentPhase() == Phase::Interrupt ? "Charge " + target + " as it re-forms"
                                                            : "Charge " + target;
      // How far, and whether the charge move alone gets there or the dice must help (2.4.4.1).
      if (hasUnit && a.target >= 0 && a.target < static_cast<UnitId>(g->unitStates().size())) {
        const ChargePlan plan = g->planCharge(g->unit(a.unit), g->unit(a.target));
        if (!plan.problem)
          s += " (" + spans(*g, plan.distance) +
               (plan.distance <= plan.allowance ? ")" : ", needs good dice)");
      }
      return s;
    }
    case ActionKind::CounterCharge:
      return "Counter-charge " + target;
    case ActionKind::Evade:
      return "Evade " + target;
    case ActionKind::Shoot:
      return "Shoot at " + target + " (" + styleWords(a.option) + ")";
    case ActionKind::Wheel: {
      if (!hasUnit || !a.facing) break;
      const Angle turn = angleDifference(g->unit(a.unit).pose.facing, *a.facing);
      const int deg = static_cast<int>(
          (std::abs(static_cast<long long>(turn)) * 360 + kFullTurn / 2) / kFullTurn);
      const UnitId faced = enemyFaced(*g, g->unit(a.unit), *a.facing);
      return "Wheel " + std::to_string(deg) + "\u00b0 " + (turn >= 0 ? "right" : "left") +
             " (to face " + (faced != kNoUnit ? warlordsUnitName(*g, faced) : compass(*a.facing)) +
             ")";
    }
    case ActionKind::ChangeFormation: {
      if (!hasUnit) break;
      const UnitState& u = g->unit(a.unit);
      const bool pavises = a.option >= 10000;  // Candidates.cpp's pavise flag
      if (pavises) return u.pavisesDeployed ? "Pick up the pavises" : "Deploy the pavises";
      const FormationKind f = formationOfCode(a.option);
      const int ranks = ranksOfCode(a.option);
      std::string s;
      if (f == u.formation && ranks == u.ranks && !u.formed && !a.facing)
        s = "Dress ranks (become Formed)";
      else if (f == FormationKind::Line)
        s = "Form line, " + std::to_string(ranks) + (ranks == 1 ? " rank" : " ranks");
      else if (f == FormationKind::Shieldwall)
        s = "Form Shieldwall, " + std::to_string(ranks) + (ranks == 1 ? " rank" : " ranks");
      else
        s = "Form " + formationWords(f);
      if (a.facing) s += ", facing " + compass(*a.facing);
      return s;
    }
    case ActionKind::Halt:
      return a.facing ? "Halt, wheeling to face " + compass(*a.facing) : "Halt";
    case ActionKind::AddChampion:
      if (!hasUnit) break;
      return "Add a champion (" + std::to_string(g->unit(a.unit).champions) + " now)";
    case ActionKind::HoldGround:
      return "Hold ground against the charge";
    case ActionKind::Pass:
      switch (g->currentPhase()) {
        case Phase::SupportFire:
          return "No (more) shooting at the charger";
        case Phase::Interrupt:
          return "Let it re-form (no charge)";
        case Phase::Cunning:
          return "Keep the deployment";
        default:
          return "Pass";
      }
    case ActionKind::FollowUp:
      if (g->pendingFollowUp())
        return a.option ? "Follow up " + warlordsUnitName(*g, g->pendingFollowUp()->loser)
                        : "Stay (do not follow up)";
      return a.option ? "Follow up" : "Stay";
    case ActionKind::ResolveMelee:
      if (const std::optional<MeleePair> next = g->nextMelee())
        return "Fight the next melee: " + warlordsUnitName(*g, next->a) + " against " +
               warlordsUnitName(*g, next->b);
      return "Fight the next melee";
    case ActionKind::SwapUnits:
      return "Swap " + who + " with " + target;
    case ActionKind::BreakOff:
      if (a.option == 0) return "Break off (turn about)";
      return "Break off " + std::to_string(a.option) + (a.option == 1 ? " span" : " spans");
    case ActionKind::Move: {
      if (!hasUnit || !a.point) break;
      const UnitState& u = g->unit(a.unit);
      const Length d = distance(u.pose.front, *a.point);
      std::string s = d > 0
                          ? "Move " + spans(*g, d) + " " + compass(bearing(u.pose.front, *a.point))
                          : "Stay in place";
      if (a.facing && *a.facing != u.pose.facing)
        s += (d > 0 ? ", wheeling to face " : ", wheel to face ") + compass(*a.facing);
      return s;
    }
    case ActionKind::EndActivation:
      if (hasUnit && g->active().unit == a.unit && !g->active().success &&
          !g->active().aggressiveCharge)
        return "Accept the failed activation";
      return "End this unit's activation";
    case ActionKind::EndTurn:
      return "End turn";
    case ActionKind::RollActivation:
    case ActionKind::Attack:
    case ActionKind::IssueOrder:  // War of the Roses' alone
    case ActionKind::MoveLeader:
    case ActionKind::Count_:
      break;
  }
  return std::nullopt;
}

}  // namespace sandtable::view
