// Every control's reason comes from the builder (the outline's own words); this file only lays
// them out and names them for scripts ("builder-...").
#include "WotrArmyBuilder.h"

#include <algorithm>

#include "rules/core/Wording.h"
#include "rules/wotr/ArmyBuilder.h"
#include "scenario/wotr/WotrArmyWriter.h"
#include "scenario/wotr/WotrScenario.h"

namespace sandtable::view {

using namespace sandtable::rules::wotr;

namespace {

std::string n(std::size_t i) { return std::to_string(i); }

class WotrArmyBuilder final : public ArmyBuilderView {
 public:
  WotrArmyBuilder(std::shared_ptr<const Tables> tables, std::string sideName, Army offered,
                  int limit)
      : mTables(std::move(tables)),
        mSideName(std::move(sideName)),
        mOffered(offered),
        mB(*mTables, std::move(offered), limit) {
    freshDraft(Kind::Militia);
  }

  std::string title() const override { return mSideName + ": " + mB.army().name; }
  long long total() const override { return mB.total(); }
  int limit() const override { return mB.limit(); }
  std::string whyNotReady() const override { return mB.whyNotReady(); }
  void save(const std::filesystem::path& file) const override {
    scenario::saveWotrArmy(mB.army(), file);
  }

  std::vector<BuilderSection> sections() override {
    return {armySection(), wingSection(), draftSection(), costSection()};
  }

 private:
  const Tables& t() const { return *mTables; }

  void freshDraft(Kind kind) {
    const std::string wing = mDraft.wing.empty() && !mB.army().wings.empty()
                                 ? mB.army().wings.front().id
                                 : mDraft.wing;
    mDraft = mB.draft(kind, wing);
    mGroup = 0;
  }

  std::string wingName(const std::string& id) const {
    for (const Wing& w : mB.army().wings) {
      if (w.id == id) return w.name;
    }
    return "no battle/wing";
  }

  // "12 Full armour, Lance, Horse"
  std::string groupWords(const FigureGroup& g) const {
    std::string s = n(static_cast<std::size_t>(g.figures)) + " " + t().protection(g.protection).name;
    for (const std::string& id : g.weapons) {
      if (const Weapon* w = t().weapon(id)) s += ", " + w->name;
    }
    return s;
  }

  // "Knight, Chivalric: 12 Full armour, Lance, Horse; 4 bases"
  std::string unitWords(const UnitLine& u) const {
    std::string s = t().kind(u.kind).name + ", " + t().moraleClass(u.morale).name + ": ";
    for (std::size_t g = 0; g < u.groups.size(); ++g)
      s += (g == 0 ? "" : " + ") + groupWords(u.groups[g]);
    s += "; " + n(static_cast<std::size_t>(u.bases)) + (u.bases == 1 ? " base" : " bases");
    if (u.skirmish) s += "; skirmish";
    return s;
  }

  // A group's "- figure" and "+ figure" in the army.
  void figureControls(BuilderRow& r, int at, int g, const std::string& id) {
    const int figures = mB.army().units[static_cast<std::size_t>(at)]
                            .groups[static_cast<std::size_t>(g)]
                            .figures;
    for (const int step : {-1, 1}) {
      r.controls.push_back({step < 0 ? "- figure" : "+ figure",
                            mB.whyNotFigures(at, g, figures + step),
                            id + (step < 0 ? "-fewer-figures" : "-more-figures"), false,
                            [this, at, g, figures, step] { mB.setFigures(at, g, figures + step); }});
    }
  }

  BuilderSection armySection() {
    BuilderSection s;
    s.title = "The army";
    const Army& army = mB.army();
    for (std::size_t i = 0; i < army.units.size(); ++i) {
      const int at = static_cast<int>(i);
      const UnitLine& u = army.units[i];
      const std::string id = "builder-line-" + n(i);
      BuilderRow r;
      r.text =
          rules::theWithinSentences(u.name + " - " + unitWords(u) + "; in " + wingName(u.wing));
      r.amount = std::to_string(unitCost(t(), u));
      if (u.groups.size() == 1) figureControls(r, at, 0, id);
      // To the next battle/wing in the army's order, round to the first.
      if (army.wings.size() > 1) {
        std::size_t w = 0;
        while (w < army.wings.size() && army.wings[w].id != u.wing) ++w;
        const Wing& next = army.wings[(w + 1) % army.wings.size()];
        r.controls.push_back({rules::theWithinSentences("To " + next.name),
                              mB.whyNotWing(at, next.id), id + "-next-wing", false,
                              [this, at, wing = next.id] { mB.setWing(at, wing); }});
      }
      r.controls.push_back(
          {"Remove", "", id + "-remove", false, [this, at] { mB.removeUnit(at); }});
      s.rows.push_back(std::move(r));
      if (u.groups.size() > 1) {
        for (std::size_t g = 0; g < u.groups.size(); ++g) {
          BuilderRow gr;
          gr.indent = 1;
          gr.text = groupWords(u.groups[g]);
          gr.amount = std::to_string(groupCost(t(), u, u.groups[g]));
          figureControls(gr, at, static_cast<int>(g), id + "-group-" + n(g));
          s.rows.push_back(std::move(gr));
        }
      }
    }
    if (s.rows.empty()) s.note = "Nothing bought yet: draw up a unit below and add it.";
    s.buttons.push_back({"Start from nothing", "", "builder-clear", false, [this] {
                           mB.removeAllUnits();
                           mGroup = 0;
                         }});
    s.buttons.push_back({"The army offered", "", "builder-offered", false, [this] {
                           mB = ArmyBuilder(t(), mOffered, mB.limit());
                           mDraft.wing.clear();
                           freshDraft(mDraft.kind);
                         }});
    return s;
  }

  BuilderSection wingSection() {
    BuilderSection s;
    s.title = "Battles/wings";
    const Army& army = mB.army();
    for (std::size_t w = 0; w < army.wings.size(); ++w) {
      const Wing& wing = army.wings[w];
      const auto units = std::count_if(army.units.begin(), army.units.end(),
                                       [&](const UnitLine& u) { return u.wing == wing.id; });
      BuilderRow r;
      r.text = rules::theWithinSentences(wing.name + ", under " + wing.leader + ": " +
                                         rules::plural(static_cast<int>(units), "unit"));
      const int at = static_cast<int>(w);
      r.controls.push_back({"Remove", mB.whyNotRemoveWing(at), "builder-wing-" + n(w) + "-remove",
                            false, [this, at] { mB.removeWing(at); }});
      s.rows.push_back(std::move(r));
    }
    s.buttons.push_back({"Add a battle/wing", mB.whyNotAddWing(), "builder-add-wing", false,
                         [this] { mB.addWing(); }});
    // The outline's army wings name theirs "The C-in-C".
    const std::string who = army.commander.empty() || army.commander == "The C-in-C"
                                ? std::string("The C-in-C")
                                : army.commander + ", the C-in-C,";
    s.note = who + " commands from the unit in the middle of the line; the outline gives "
                   "leaders no points.";
    return s;
  }

  // The unit being drawn up: each of its choices greyed with the rule that closes it.
  BuilderSection draftSection() {
    BuilderSection s;
    s.title = "Add a unit";
    // A battle removed since the draft chose it: the first.
    if (std::none_of(mB.army().wings.begin(), mB.army().wings.end(),
                     [&](const Wing& w) { return w.id == mDraft.wing; }))
      mDraft.wing = mB.army().wings.empty() ? "" : mB.army().wings.front().id;
    mGroup = std::min(mGroup, mDraft.groups.size() - 1);
    FigureGroup& group = mDraft.groups[mGroup];

    BuilderList kinds{"Kind", "builder-kind", {}};
    for (std::size_t k = 0; k < kKindCount; ++k) {
      kinds.items.push_back({t().kinds[k].name, "", "builder-kind-" + n(k),
                             mDraft.kind == Kind(k), [this, k] { mDraft.kind = Kind(k); }});
    }
    s.lists.push_back(std::move(kinds));
    BuilderList morale{"Morale", "builder-morale", {}};
    for (std::size_t m = 0; m < kMoraleClassCount; ++m) {
      morale.items.push_back({t().moraleClasses[m].name, "", "builder-morale-" + n(m),
                              mDraft.morale == MoraleClass(m),
                              [this, m] { mDraft.morale = MoraleClass(m); }});
    }
    s.lists.push_back(std::move(morale));
    BuilderList wings{"Battle/wing", "builder-wing", {}};
    for (std::size_t w = 0; w < mB.army().wings.size(); ++w) {
      const Wing& wing = mB.army().wings[w];
      wings.items.push_back({wing.name, "", "builder-wing-" + n(w), mDraft.wing == wing.id,
                             [this, id = wing.id] { mDraft.wing = id; }});
    }
    s.lists.push_back(std::move(wings));
    if (mDraft.groups.size() > 1) {
      BuilderList groups{"Group of figures", "builder-group", {}};
      for (std::size_t g = 0; g < mDraft.groups.size(); ++g) {
        groups.items.push_back({"Group " + n(g + 1) + ": " + groupWords(mDraft.groups[g]), "",
                                "builder-group-" + n(g), g == mGroup, [this, g] { mGroup = g; }});
      }
      s.lists.push_back(std::move(groups));
    }
    BuilderList protection{"Protection", "builder-protection", {}};
    for (std::size_t p = 0; p < kProtectionCount; ++p) {
      protection.items.push_back({t().protections[p].name, "", "builder-protection-" + n(p),
                                  group.protection == Protection(p), [this, p] {
                                    mDraft.groups[mGroup].protection = Protection(p);
                                  }});
    }
    s.lists.push_back(std::move(protection));

    // Weapons of the group: a horse or a gun changes what the unit is, and its figures follow.
    for (const Weapon& w : t().weapons) {
      const auto& ws = group.weapons;
      const bool on = std::find(ws.begin(), ws.end(), w.id) != ws.end();
      UnitLine c = mDraft;
      auto& cw = c.groups[mGroup].weapons;
      if (on)
        cw.erase(std::find(cw.begin(), cw.end(), w.id));
      else
        cw.push_back(w.id);
      c = fitted(t(), c);
      s.toggles.push_back({w.name + " (+" + std::to_string(w.cost) + ")", mB.whyNotUnit(c),
                           "builder-weapon-" + w.id, on, [this, c] { mDraft = c; }});
    }
    s.toggles.push_back({"Skirmish troops", "", "builder-skirmish", mDraft.skirmish,
                         [this] { mDraft.skirmish = !mDraft.skirmish; }});

    BuilderRow size;
    size.text = unitWords(mDraft);
    size.amount = std::to_string(unitCost(t(), mDraft));
    for (const int step : {-1, 1}) {
      UnitLine c = mDraft;
      c.groups[mGroup].figures += step;
      c.bases = basesFor(t(), c);
      std::string why = c.groups[mGroup].figures < 1
                            ? "each group of a unit has at least one figure; remove the group"
                            : mB.whyNotUnit(c);
      size.controls.push_back(
          {step < 0 ? "- figure" : "+ figure", std::move(why),
           step < 0 ? "builder-draft-fewer-figures" : "builder-draft-more-figures", false,
           [this, c] { mDraft = c; }});
    }
    s.rows.push_back(std::move(size));

    s.buttons.push_back({"Add this unit", mB.whyNot(mDraft), "builder-add", false, [this] {
                           if (mB.addUnit(mDraft).empty()) freshDraft(mDraft.kind);
                         }});
    UnitLine more = mDraft;
    more.groups.push_back({1, group.protection, {}});
    more = fitted(t(), more);
    s.buttons.push_back({"Add a group of other weapons", mB.whyNotUnit(more), "builder-add-group",
                         false, [this, more] {
                           mDraft = more;
                           mGroup = mDraft.groups.size() - 1;
                         }});
    if (mDraft.groups.size() > 1) {
      s.buttons.push_back({"Remove this group", "", "builder-remove-group", false, [this] {
                             mDraft.groups.erase(mDraft.groups.begin() +
                                                 static_cast<std::ptrdiff_t>(mGroup));
                             mDraft = fitted(t(), mDraft);
                             mGroup = 0;
                           }});
    }
    s.note = "All figures in the unit must be of the same kind and morale (002 Making an Army): "
             "a group of other weapons shares them. A figure of this group costs " +
             std::to_string(figureCost(t(), mDraft.kind, mDraft.morale, group.protection,
                                       group.weapons)) +
             " points.";
    return s;
  }

  BuilderSection costSection() const {
    BuilderSection s;
    s.title = "Cost line by line";
    s.startsOpen = false;
    for (const CostLine& l : mB.breakdown()) s.rows.push_back({l.label, l.amount, l.indent, {}});
    return s;
  }

  std::shared_ptr<const Tables> mTables;
  std::string mSideName;
  Army mOffered;
  ArmyBuilder mB;
  UnitLine mDraft;
  std::size_t mGroup = 0;  // the draft's group whose protection and weapons are being chosen
};

}  // namespace

std::unique_ptr<ArmyBuilderView> makeWotrArmyBuilder(const std::filesystem::path& scenario,
                                                     rules::Side side) {
  const scenario::WotrScenario s = scenario::loadWotrScenario(scenario);
  if (s.pointsLimit <= 0) return nullptr;
  const std::size_t i = side == rules::Side::Two ? 1 : 0;
  return std::make_unique<WotrArmyBuilder>(s.tables, s.deployment.sides[i].name,
                                           s.deployment.sides[i].army, s.pointsLimit);
}

}  // namespace sandtable::view
