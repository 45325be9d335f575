// Every control's reason comes from the builder (the army rules' own words); this file only
// lays them out and names them for scripts ("builder-...").
#include "RobertsArmyBuilder.h"

#include <algorithm>

#include "rules/core/Wording.h"
#include "rules/roberts/ArmyBuilder.h"
#include "rules/roberts/Cost.h"
#include "rules/roberts/Names.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/roberts/RobertsArmyWriter.h"
#include "scenario/roberts/RobertsData.h"
#include "scenario/roberts/RobertsScenario.h"

namespace sandtable::view {

using namespace sandtable::rules::roberts;

namespace {

std::string n(int i) { return std::to_string(i); }

class RobertsArmyBuilder final : public ArmyBuilderView {
 public:
  RobertsArmyBuilder(std::shared_ptr<const Tables> tables, std::string sideName, Army offered,
                     int limit)
      : mTables(std::move(tables)),
        mSideName(std::move(sideName)),
        mOffered(offered),
        mB(*mTables, std::move(offered), limit) {
    mDraft = mB.draft(TroopKind::HeavyFoot);
  }

  std::string title() const override { return mSideName + ": " + mB.army().name; }
  long long total() const override { return mB.total(); }
  int limit() const override { return mB.limit(); }
  std::string whyNotReady() const override { return mB.whyNotReady(); }
  void save(const std::filesystem::path& file) const override {
    scenario::saveRobertsArmy(mB.army(), file);
  }

  std::vector<BuilderSection> sections() override {
    return {armySection(), leaderSection(), draftSection(), costSection()};
  }

 private:
  const Tables& t() const { return *mTables; }

  // "9 stands of Heavy Foot: spear, shield; Militia, Swift and Impetuous"
  std::string kitWords(const UnitLine& u) const {
    std::string s = (u.formed ? n(u.stands) + (u.stands == 1 ? " stand of " : " stands of ")
                              : std::string("Unformed ")) +
                    t().troop(u.type).name + ": ";
    if (const Weapon* w = t().weapon(u.weapon)) s += w->name;
    if (const MissileWeapon* m = t().missile(u.missile)) s += ", " + m->name;
    if (const Armour* a = t().armourOf(u.armour)) s += ", " + a->name;
    if (u.attributes.any()) s += "; " + attributeNames(u.attributes);
    return s;
  }

  BuilderSection armySection() {
    BuilderSection s;
    s.title = "The army";
    const ArmyCost cost = costOf(t(), mB.army());
    for (std::size_t i = 0; i < mB.army().units.size(); ++i) {
      const int at = static_cast<int>(i);
      const UnitLine& u = mB.army().units[i];
      BuilderRow r;
      r.text = (u.count > 1 ? n(u.count) + " x " : "") + u.name + " (" + kitWords(u) + ")";
      r.amount = std::to_string(cost.units[i].lineCost);
      const std::string id = "builder-line-" + n(at);
      if (u.formed) {
        r.controls.push_back({"- stand", mB.whyNotStands(at, u.stands - 1), id + "-fewer-stands",
                              false, [this, at, u] { mB.setStands(at, u.stands - 1); }});
        r.controls.push_back({"+ stand", mB.whyNotStands(at, u.stands + 1), id + "-more-stands",
                              false, [this, at, u] { mB.setStands(at, u.stands + 1); }});
      }
      r.controls.push_back({"- unit", mB.whyNotCount(at, u.count - 1), id + "-fewer-units", false,
                            [this, at, u] { mB.setCount(at, u.count - 1); }});
      r.controls.push_back({"+ unit", mB.whyNotCount(at, u.count + 1), id + "-more-units", false,
                            [this, at, u] { mB.setCount(at, u.count + 1); }});
      r.controls.push_back(
          {"Remove", "", id + "-remove", false, [this, at] { mB.removeUnit(at); }});
      s.rows.push_back(std::move(r));
    }
    for (std::size_t i = 0; i < mB.army().leaders.size(); ++i) {
      const int at = static_cast<int>(i);
      const LeaderLine& l = mB.army().leaders[i];
      std::string with = "roaming free";
      for (const UnitLine& u : mB.army().units) {
        if (!l.with.empty() && u.id == l.with) with = rules::theWithinSentences("with " + u.name);
      }
      BuilderRow r;
      r.text = (l.rank == LeaderRank::General ? "General" : "Captain") +
               (l.name.empty() || l.name == "General" || l.name == "Captain" ? "" : " " + l.name) +
               " (" + with + ")";
      r.amount = std::to_string(leaderCost(t(), l.rank));
      r.controls.push_back({"Remove", "", "builder-leader-" + n(at) + "-remove", false,
                            [this, at] { mB.removeLeader(at); }});
      s.rows.push_back(std::move(r));
    }
    if (s.rows.empty()) s.note = "Nothing bought yet: draw up a unit below and add it.";
    s.buttons.push_back({"Start from nothing", "", "builder-clear", false, [this] {
                           while (!mB.army().leaders.empty()) mB.removeLeader(0);
                           while (!mB.army().units.empty()) mB.removeUnit(0);
                         }});
    s.buttons.push_back({"The army offered", "", "builder-offered", false,
                         [this] { mB = ArmyBuilder(t(), mOffered, mB.limit()); }});
    return s;
  }

  // The unit being drawn up: each of its choices greyed with the rule that closes it.
  BuilderSection draftSection() {
    BuilderSection s;
    s.title = "Add a unit";
    const TroopKind type = mDraft.type;
    const auto carries = [&](const auto& e) {
      return e.types.test(static_cast<std::size_t>(type));
    };
    BuilderList types{"Troop type", "builder-type", {}};
    for (std::size_t k = 0; k < kTroopKindCount; ++k) {
      const TroopKind kind = TroopKind(k);
      types.items.push_back({t().troop(kind).name, "", "builder-type-" + n(static_cast<int>(k)),
                             kind == type, [this, kind] { mDraft = mB.draft(kind); }});
    }
    s.lists.push_back(std::move(types));
    const auto kitList = [&](const std::string& label, const std::string& key, auto& entries,
                             std::string UnitLine::*member, ArmyField part, bool noneToo) {
      BuilderList l{label, "builder-" + key, {}};
      if (noneToo)
        l.items.push_back({"none", "", "builder-" + key + "-none", (mDraft.*member).empty(),
                           [this, member] { mDraft.*member = ""; }});
      int i = 0;
      for (const auto& e : entries) {
        UnitLine c = mDraft;
        c.*member = e.id;
        std::string why = carries(e) ? "" : mB.whyNotPart(c, part);
        const std::string id = e.id;
        l.items.push_back({e.name, std::move(why), "builder-" + key + "-" + n(i++),
                           mDraft.*member == e.id, [this, member, id] { mDraft.*member = id; }});
      }
      s.lists.push_back(std::move(l));
    };
    kitList("Weapon", "weapon", t().weapons, &UnitLine::weapon, ArmyField::Weapon, false);
    kitList("Missile weapon", "missile", t().missiles, &UnitLine::missile, ArmyField::Missile,
            true);
    kitList("Armour", "armour", t().armour, &UnitLine::armour, ArmyField::Armour, false);
    BuilderList formation{"Formation", "builder-formation", {}};
    for (const bool formed : {true, false}) {
      UnitLine c = mDraft;
      c.formed = formed;
      if (!formed) c.stands = 1;
      formation.items.push_back(
          {formed ? "Formed" : "Unformed (one stand)", mB.whyNotPart(c, ArmyField::Formation),
           std::string("builder-formation-") + (formed ? "formed" : "unformed"),
           mDraft.formed == formed, [this, c] { mDraft = c; }});
    }
    s.lists.push_back(std::move(formation));
    for (std::size_t a = 0; a < kAttributeCount; ++a) {
      UnitLine c = mDraft;
      c.attributes.flip(a);
      const bool on = mDraft.attributes.test(a);
      s.toggles.push_back({std::string(attributeName(Attribute(a))),
                           on ? "" : mB.whyNotPart(c, ArmyField::Attributes),
                           "builder-attribute-" + std::string(attributeId(Attribute(a))), on,
                           [this, a] { mDraft.attributes.flip(a); }});
    }
    BuilderRow size;
    const UnitCost cost = costOf(t(), mDraft);
    size.text = kitWords(mDraft);
    size.amount = std::to_string(cost.unitCost);
    if (mDraft.formed) {
      for (const int step : {-1, 1}) {
        UnitLine c = mDraft;
        c.stands += step;
        std::string why = c.stands < 1 ? "a unit has at least one stand (000 Forming Units)"
                                       : mB.whyNotPart(c, ArmyField::Stands);
        size.controls.push_back(
            {step < 0 ? "- stand" : "+ stand", std::move(why),
             step < 0 ? "builder-draft-fewer-stands" : "builder-draft-more-stands", false,
             [this, c] { mDraft = c; }});
      }
    }
    s.rows.push_back(std::move(size));
    s.note = "A stand of these costs " + pointsText(cost.standHundredths) + " points.";
    s.buttons.push_back({"Add this unit", mB.whyNot(mDraft), "builder-add", false, [this] {
                           if (mB.addUnit(mDraft).empty()) mDraft = mB.draft(mDraft.type);
                         }});
    return s;
  }

  BuilderSection leaderSection() {
    BuilderSection s;
    s.title = "Leaders";
    const int lines = static_cast<int>(mB.army().units.size());
    // The line chosen, or the last while the army has fewer lines (the choice is kept).
    const int attach = std::min(mAttach, lines - 1);
    BuilderList where{"Attached to", "builder-attach", {}};
    for (int i = 0; i < lines; ++i) {
      where.items.push_back({mB.army().units[static_cast<std::size_t>(i)].name, "",
                             "builder-attach-" + n(i), attach == i, [this, i] { mAttach = i; }});
    }
    where.items.push_back({"roaming free (Captains only)", "", "builder-attach-free", attach < 0,
                           [this] { mAttach = -1; }});
    s.lists.push_back(std::move(where));
    for (const LeaderRank rank : {LeaderRank::General, LeaderRank::Captain}) {
      const bool general = rank == LeaderRank::General;
      s.buttons.push_back({std::string(general ? "Add a General (" : "Add a Captain (") +
                               n(leaderCost(t(), rank)) + ")",
                           mB.whyNotLeader(rank, attach),
                           general ? "builder-add-general" : "builder-add-captain", false,
                           [this, rank, attach] { mB.addLeader(rank, attach); }});
    }
    return s;
  }

  BuilderSection costSection() const {
    BuilderSection s;
    s.title = "Cost line by line";
    s.startsOpen = false;
    if (!mB.whyNotReady().empty() && !mB.army().units.empty()) {
      s.note = "The breakdown follows once the army keeps the rules.";
      return s;
    }
    for (const BreakdownLine& l : mB.breakdown())
      s.rows.push_back({l.label, l.amount, l.indent, {}});
    return s;
  }

  std::shared_ptr<const Tables> mTables;
  std::string mSideName;
  Army mOffered;
  ArmyBuilder mB;
  UnitLine mDraft;
  int mAttach = 0;  // the line a leader to be added is attached to; -1: free
};

}  // namespace

std::unique_ptr<ArmyBuilderView> makeRobertsArmyBuilder(const std::filesystem::path& scenario,
                                                        rules::Side side) {
  const scenario::RobertsScenario s = scenario::loadRobertsScenario(scenario);
  if (s.pointsLimit <= 0) return nullptr;
  const std::size_t i = side == rules::Side::Two ? 1 : 0;
  return std::make_unique<RobertsArmyBuilder>(
      scenario::loadRobertsTables(scenario::rulesetFile("roberts")), s.deployment.sides[i].name,
      s.deployment.sides[i].army, s.pointsLimit);
}

}  // namespace sandtable::view
