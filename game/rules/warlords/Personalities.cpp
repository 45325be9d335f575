// 3.1.3 Loss of personalities: the red and yellow dice in melee and shooting, stands lost
// in melee, wounded leaders captured when their unit breaks, and the special traits that
// change a fate (Fanatical bodyguard, Slippery, Vendetta).
#include <algorithm>

#include "Formation.h"
#include "WarlordsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::warlords {

void WarlordsGame::personalityLossCheck(UnitState& u, const std::vector<int>& hitStands, UnitId enemy, Dice& dice,
                                        EventSink& sink, const char* rule, int red, int yellow) {
  // 3.1.3.1: the yellow die picks him, counting from the rightmost personality leftward
  // among those in the stands the enemy hit; the red die matching the yellow kills him,
  // any other red wounds him.
  const std::vector<Slot> ss = slots(u.formation, widths(u), span(), standDepth(u));
  struct Candidate {
    PersonalityState* p;
    Length x;
    int rank;
  };
  std::vector<Candidate> hit;
  for (PersonalityState& p : mPersonalities) {
    if (!p.present() || p.unit != u.id) continue;
    if (std::find(hitStands.begin(), hitStands.end(), p.stand) == hitStands.end()) continue;
    const auto it = std::find(u.stands.begin(), u.stands.end(), p.stand);
    const std::size_t slot = static_cast<std::size_t>(it - u.stands.begin());
    hit.push_back({&p, slot < ss.size() ? ss[slot].local.x : 0, slot < ss.size() ? ss[slot].rank : 0});
  }
  std::stable_sort(hit.begin(), hit.end(), [](const Candidate& a, const Candidate& b) {
    if (a.x != b.x) return a.x > b.x;  // rightmost first
    return a.rank < b.rank;
  });
  const bool chosen = yellow >= 1 && yellow <= static_cast<int>(hit.size());
  if (sink.wantsText()) {
    RollRecord rec;
    rec.rule = rule;
    rec.purpose = "fate of a personality with " + label(u.id);
    rec.dice = "red and yellow";
    rec.faces = {red, yellow};
    rec.base = rec.total = yellow;
    rec.test = plural(static_cast<int>(hit.size()), "personality", "personalities") + " in the stands hit";
    rec.outcome = !chosen ? "the yellow die finds no one"
                          : personalitySetup(*hit[static_cast<std::size_t>(yellow - 1)].p).name +
                                (red == yellow ? " is killed" : " is wounded");
    Event e{EventKind::DiceRolled, u.side, u.id, enemy};
    e.roll = rec;
    sink.emit(std::move(e));
  }
  if (!chosen) return;
  personalityGone(*hit[static_cast<std::size_t>(yellow - 1)].p, red == yellow ? Fate::Killed : Fate::Wounded, enemy, dice,
                  sink, rule);
}

void WarlordsGame::personalityStandLost(UnitState& u, int standId, Dice& dice, EventSink& sink) {
  // 3.1.3.2: a red die greater than his prowess captures him; double his prowess kills him.
  for (PersonalityState& p : mPersonalities) {
    if (!p.present() || p.unit != u.id || p.stand != standId) continue;
    const PersonalitySetup& ps = personalitySetup(p);
    const int red = dice.roll(6);
    Fate fate = Fate::Present;
    if (red == tables().personalities.killMultiple * ps.prowess) fate = Fate::Killed;
    else if (red > ps.prowess) fate = Fate::Captured;
    if (sink.wantsText()) {
      RollRecord rec;
      rec.rule = "001 3.1.3.2 Stand loss";
      rec.purpose = ps.name + "'s stand is lost";
      rec.dice = "red d6";
      rec.faces = {red};
      rec.base = rec.total = red;
      rec.test = "more than his prowess " + std::to_string(ps.prowess) + " captures, double it kills";
      rec.outcome = fate == Fate::Killed ? "killed" : fate == Fate::Captured ? "captured" : "he gets away to another stand";
      Event e{EventKind::DiceRolled, u.side, u.id};
      e.roll = rec;
      sink.emit(std::move(e));
    }
    if (fate == Fate::Present) {
      p.stand = u.stands.empty() ? 0 : u.stands.front();
      continue;
    }
    personalityGone(p, fate, kNoUnit, dice, sink, "001 3.1.3.2 Stand loss");
  }
}

void WarlordsGame::personalityGone(PersonalityState& p, Fate fate, UnitId enemy, Dice& dice, EventSink& sink,
                                   const char* rule) {
  const PersonalitySetup& ps = personalitySetup(p);
  const bool melee = std::string_view(rule).find("3.1.3.1") != std::string_view::npos ||
                     std::string_view(rule).find("3.1.3.2") != std::string_view::npos;
  std::string note;
  if (ps.has(Trait::FanaticalBodyguard) && melee) {
    // He cannot be killed or captured in melee.
    if (fate == Fate::Captured) return;
    if (fate == Fate::Killed) {
      fate = Fate::Wounded;
      note = " (his fanatical bodyguard saves his life)";
    }
  }
  if (fate == Fate::Captured && enemy != kNoUnit) {
    // Vendetta: captured fighting the unit of the man who holds the grudge: killed instead.
    for (const PersonalityState& q : mPersonalities) {
      const PersonalitySetup& qs = personalitySetup(q);
      if (q.present() && q.unit == enemy && qs.has(Trait::Vendetta) && qs.vendetta == ps.name) {
        fate = Fate::Killed;
        note = " (" + qs.name + "'s vendetta)";
      }
    }
  }
  if (ps.has(Trait::Slippery)) {
    // Unless 2d6 show doubles and beat the stands left in his unit, he gets away.
    const int a = dice.roll(6);
    const int b = dice.roll(6);
    const int stands = unit(p.unit).standCount();
    if (!(a == b && a + b > stands)) {
      fate = Fate::Escaped;
      note = " (Slippery: he slips away, but is gone from the battle)";
    }
  }
  p.fate = fate;
  for (std::size_t i = 0; i < mSetup->victory.decisivePersonalities.size(); ++i) {
    if (mSetup->victory.decisivePersonalities[i] == ps.name && (fate == Fate::Killed || fate == Fate::Captured)) {
      mDecisiveLoss[static_cast<std::size_t>(sideIndex(ps.side))] = true;
    }
  }
  Event e{EventKind::PersonalityLost, ps.side, p.unit, enemy};
  e.value = static_cast<int>(fate);
  e.personality = p.setup;
  if (sink.wantsText())
    e.text = asSubject(ps.name) + " is " + std::string(fateName(fate)) + note + " (" + rule + ")";
  sink.emit(std::move(e));
}

void WarlordsGame::unitBrokeWithPersonalities(UnitState& u, EventSink& sink) {
  // 3.1.3.1: if the unit breaks, its wounded personalities are captured too.
  for (PersonalityState& p : mPersonalities) {
    if (p.unit != u.id || p.fate != Fate::Wounded) continue;
    const PersonalitySetup& ps = personalitySetup(p);
    if (ps.has(Trait::FanaticalBodyguard)) continue;
    p.fate = Fate::Captured;
    for (const std::string& name : mSetup->victory.decisivePersonalities) {
      if (name == ps.name) mDecisiveLoss[static_cast<std::size_t>(sideIndex(ps.side))] = true;
    }
    Event e{EventKind::PersonalityLost, ps.side, u.id};
    e.value = static_cast<int>(Fate::Captured);
    e.personality = p.setup;
    if (sink.wantsText()) e.text = ps.name + ", wounded, is captured as his unit breaks (3.1.3.1)";
    sink.emit(std::move(e));
  }
}

}  // namespace sandtable::rules::warlords
