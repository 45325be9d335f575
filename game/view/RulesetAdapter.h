// What the table asks of a ruleset beyond the generic interface, read-only: how it asks
// for line of sight, where a unit's fire reaches, command radius, objectives, which era
// its troops come from, and how to name an attack. Each ruleset has one adapter; the
// generic one answers from rules::Game and rules::Battlefield alone, so a new ruleset is
// playable on the table before it has an adapter of its own. Adapters never change state.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/Battlefield.h"
#include "rules/core/Game.h"

namespace sandtable::view {

// Where a unit could fire now: grid squares, or a sector on a measured table.
struct FireArc {
  std::vector<rules::Square> squares;
  std::optional<rules::Point> origin;  // sector apex (a measured table)
  rules::Angle facing = 0;
  rules::Angle halfWidth = 0;
  rules::Length range = 0;
  bool empty() const { return squares.empty() && !origin; }
};

struct Objective {
  std::string name;
  rules::Point at;
};

class RulesetAdapter {
 public:
  virtual ~RulesetAdapter() = default;

  // The sight query the ruleset itself would make from one unit to another.
  virtual rules::SightQuery sightQuery(const rules::Game& game, const rules::UnitView& from,
                                       const rules::UnitView& to) const;
  // Where the unit's missiles reach from where it stands (empty for close-combat troops).
  virtual FireArc fireArc(const rules::Game& game, const rules::UnitView& unit) const;
  // The unit's command radius, for rulesets with leaders.
  virtual std::optional<rules::Length> commandRadius(const rules::Game& game,
                                                     const rules::UnitView& unit) const;
  virtual std::vector<Objective> objectives(const rules::Game& game) const;
  // The era of the troops in play ("shock", "horse_and_musket"), for the art binding.
  virtual std::string era(const rules::Game& game) const;
  // A button label for an attack: "Charge", "Shoot at", "Attack".
  virtual std::string attackVerb(const rules::Game& game, const rules::Action& attack) const;
  // The unit's characteristics for its card, as the ruleset names them ("Move", "1-2").
  virtual std::vector<std::pair<std::string, std::string>> stats(const rules::Game& game,
                                                                 const rules::UnitView& unit) const;
  // Whether a side's orders stay hidden from the other until committed (hot-seat hides them).
  virtual bool hidesOrders() const { return false; }
  // Eye height above the ground for the viewshed, in table units.
  virtual rules::Length eyeHeight() const { return 20 * rules::kMillimetre; }
};

std::unique_ptr<RulesetAdapter> makeRulesetAdapter(std::string_view ruleset);

// Centre of a unit on the table: its square's centre on a grid, else its stands' mean.
rules::Point unitCentre(const rules::UnitView& u);

}  // namespace sandtable::view
