// What the table asks of a ruleset beyond the generic interface, read-only: how it asks
// for line of sight, where a unit's fire reaches, command radius, objectives, which era
// its troops come from, and how to name an attack. Each ruleset has one adapter; the
// generic one answers from rules::Game and rules::Battlefield alone, so a new ruleset is
// playable on the table before it has an adapter of its own. Adapters never change state.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ArmyBuilderView.h"
#include "FieldWorks.h"
#include "rules/core/Battlefield.h"
#include "rules/core/Game.h"
#include "session/OrderForecast.h"

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

// A shape a ruleset asks the table to draw on the ground (table coordinates): an area
// (filled polygon), an outline, or a path (a line with an arrowhead at its end). Roles
// choose the colour and pattern, so no meaning rests on colour alone.
enum class ShapeRole : std::uint8_t {
  ChargeReach,       // where a charge surely reaches
  ChargeReachMaybe,  // where it reaches with good dice
  SightWedge,        // what is within 45 degrees of the front (or any sight arc)
  RangeShort,        // the shorter of two shooting ranges (skirmishing)
  RangeLong,         // the longer (massed)
  ChargePath,        // a charge under way: from the charger to the target
  LineOfFire,        // the corridor a missile's line of fire needs clear, clear
  LineOfFireBlocked, // the same, blocked (dashed)
  MeleeColumn,       // a pair of stands in melee: from the selected unit's stand to its foe's
  MeleeColumnDone,   // the same, that pair's fight made this phase (dashed)
};

struct GroundShape {
  enum Kind : std::uint8_t { Area, Outline, Path } kind = Area;
  ShapeRole role = ShapeRole::ChargeReach;
  std::vector<rules::Point> points;
  std::string label;  // a word or two drawn at the shape's last point ("massed 8 spans")
};

// Where a shape's words may stand, as indices into its points, best first: a path's end and
// then back along it; an outline's or an area's middle point (the far edge of an arc) and then
// out from it both ways, as far as its ends (a ring: all the way round). Where the best is
// under a unit's name the words move along the shape.
std::vector<std::size_t> groundWordPoints(const GroundShape& shape);

// What a ruleset adds on the ground for the selected unit (and for the match as a whole,
// e.g. a charge under way), and which enemies the unit could attack from where it stands.
struct GroundMarks {
  std::vector<GroundShape> shapes;
  std::vector<rules::UnitId> reachable;       // sure to reach (ringed red)
  std::vector<rules::UnitId> reachableMaybe;  // with good dice (ringed orange)
};

// One marker on a unit's floating label: drawn as the badge of the art binding's marker
// `key` (media/binding.yaml), with `count` on it when above 0, and said in `words` when the
// label is hovered ("": the binding's label for the key).
struct LabelMark {
  std::string key;
  int count = 0;
  std::string words;
  friend bool operator==(const LabelMark&, const LabelMark&) = default;
};

// Where a drag across a measured table takes a unit.
struct DraggedMove {
  std::optional<rules::Action> action;  // the lawful Move, if there is one
  rules::Point centre;                  // where it leaves the unit's centre
  bool exact = false;                   // the very point dragged to
  std::string why;                      // why the dragged point itself is not lawful
};

// What an order is likely to bring, in words (session/OrderForecast.h): the table shows it
// beside the target and in the order's tooltip.
using session::OrderForecast;
using session::percentWords;
using session::signedWords;

using Objective = rules::ObjectiveView;

// The figure a pin stands for, drawn on the table at it: the art binding's troop type of the
// ruleset for its look (media/binding.yaml), at the size of one figure of the troops it rides
// among (`among`, a troop type whose stands are `width` by `depth`), facing where it rides or
// looks.
struct PinRider {
  std::string look;
  std::string among;
  rules::Length width = 0;
  rules::Length depth = 0;
  rules::Angle facing = 0;
};

// A thing of the match on the table that is no unit (War of the Roses' messengers riding,
// Robert's Rules' free Captains), drawn as its rider with a small flag in its side's colour
// and a few words beside it. One the person at the table may move (a Captain of his own)
// carries the ruleset's number for it, and is dragged (or clicked, then the ground clicked)
// where it goes.
struct TablePin {
  rules::Side side = rules::Side::None;
  rules::Point at;
  std::string label;
  int handle = -1;  // -1: not the viewer's to move; else RulesetAdapter::movePin's number
  std::optional<PinRider> rider;  // none: the flag alone

  bool movable() const { return handle >= 0; }
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
  // The standing orders of `viewer`'s own commands, in a line for the bar ("Vanguard: Attack;
  // Main: Engage"); "" where the ruleset has none. `game` is the match as `viewer` knows it
  // (PlayController::game()); never a word of the other side's orders.
  virtual std::string ordersLine(const rules::Game& game, rules::Side viewer) const {
    (void)game;
    (void)viewer;
    return {};
  }
  // What besides units `viewer` sees on the table (`game` as `viewer` knows it).
  virtual std::vector<TablePin> tablePins(const rules::Game& game, rules::Side viewer) const {
    (void)game;
    (void)viewer;
    return {};
  }
  // What the ruleset draws between the selected unit and the unit hovered (Robert's Rules:
  // the corridor of the line of fire from its nearest stand that could shoot, clear or
  // blocked, with why in its label); a label goes under the line of sight's verdict.
  virtual std::vector<GroundShape> hoverShapes(const rules::Game& game,
                                               const rules::UnitView& selected,
                                               const rules::UnitView& hovered) const {
    (void)game;
    (void)selected;
    (void)hovered;
    return {};
  }
  // The action that takes movable pin `pin` toward `to`, as near as the rules allow (a ride
  // longer than the rules' limit stops at it); nullopt where the pin cannot be moved at all.
  // The match still judges the action: the table says its refusal.
  virtual std::optional<rules::Action> movePin(const rules::Game& game, const TablePin& pin,
                                               rules::Point to) const {
    (void)game;
    (void)pin;
    (void)to;
    return std::nullopt;
  }
  // Eye height above the ground for the viewshed, in table units.
  virtual rules::Length eyeHeight() const { return 20 * rules::kMillimetre; }

  // A label for an action as the ruleset speaks ("Form Shieldwall"); nullopt: the
  // generic label (ActionMenu's describe).
  virtual std::optional<std::string> describe(const rules::Game& game,
                                              const rules::Action& a) const;
  // What the lawful attack `a` is likely to bring (nullopt: the ruleset has no forecast for it).
  // Default: the session's forecast, the system's own words or else the rules' odds.
  virtual std::optional<OrderForecast> forecast(const rules::Game& game, const rules::Action& a) const;
  // The unit's condition for its card, row by row ("Morale", "Worn"); empty: the card shows
  // the generic condition and every marker in words.
  virtual std::vector<std::pair<std::string, std::string>> condition(
      const rules::Game& game, const rules::UnitView& unit) const;
  // The army roster's columns after each unit's name, and one unit's cells in them (as
  // many as the columns). Default: one "Condition" column, the unit's state and markers.
  virtual std::vector<std::string> rosterColumns() const;
  virtual std::vector<std::string> rosterCells(const rules::Game& game,
                                               const rules::UnitView& unit) const;
  // Field works the scenario built on the table (Warlords' stakes), for the table to draw.
  virtual std::vector<FieldWork> fieldWorks(const rules::Game& game) const;
  // Why the selected unit has no order to give now, in a sentence for its Orders panel.
  // Default: an enemy unit says it is the enemy's; one's own that it has acted this turn (the
  // kernel's Activated counter), or else that it cannot act now.
  virtual std::string idleWords(const rules::Game& game, const rules::UnitView& unit) const;
  // The personalities with the unit, one line each, with their fate.
  virtual std::vector<std::string> people(const rules::Game& game,
                                          const rules::UnitView& unit) const;
  // The badges beside a unit's name in its floating label (default: one for each marker).
  virtual std::vector<LabelMark> labelMarks(const rules::UnitView& unit) const;
  // The marker tokens drawn beside the unit's stands (keys of the art binding's markers).
  virtual std::vector<std::string> tableMarkers(const rules::UnitView& unit) const;
  // The troop look the art binding should use for a unit (default: its type).
  virtual std::string artType(const rules::Game& game, const rules::UnitView& unit) const;
  // A distance on the table as the ruleset measures it ("3.5 spans (140 mm)"); default mm.
  virtual std::string distanceWords(const rules::Game& game, rules::Length d) const;
  // Shapes on the ground for the selected unit (may be null) and for the match.
  virtual GroundMarks groundMarks(const rules::Game& game, const rules::UnitView* selected) const;
  // On a measured table: a lawful Move that brings the unit's centre to `centre` (facing
  // kept), or as near to it as the rules allow (action empty, with the rules' reason, when
  // there is none). nullopt: the ruleset leaves drags to the movement envelope (the generic
  // adapter and grids).
  virtual std::optional<DraggedMove> moveToward(const rules::Game& game, rules::UnitId unit,
                                                rules::Point centre) const;
  // Orders the unit may be given now besides the representative ones the rules list (Warlords:
  // a wheel to face each enemy within reach); the menu keeps those check() accepts.
  virtual std::vector<rules::Action> moreOrders(const rules::Game& game, rules::UnitId unit) const;
  // How many more units the side to act may activate this turn, where the ruleset counts
  // activations for the side as a whole (MicroBattle's roll); nullopt: it does not.
  virtual std::optional<int> activationsLeft(const rules::Game& game) const;
  // On a measured table, a drag with Shift held: a lawful Wheel that turns the unit to face
  // `toward`, or as far round as the rules allow (`centre` is where the wheel leaves the
  // unit's centre). nullopt: the ruleset has no free wheels.
  virtual std::optional<DraggedMove> wheelToward(const rules::Game& game, rules::UnitId unit,
                                                 rules::Point toward) const;
  // Before a points battle (a scenario with a points limit): the builder in which a person
  // buys `side`'s army, starting from the army the scenario offers; null for a rule system
  // without one (the scenario's armies are played).
  virtual std::unique_ptr<ArmyBuilderView> armyBuilder(const std::filesystem::path& scenario,
                                                       rules::Side side) const {
    (void)scenario;
    (void)side;
    return nullptr;
  }
};

// The adapter of a rule system by id; the generic one for a system without its own.
std::unique_ptr<RulesetAdapter> makeRulesetAdapter(std::string_view ruleset);

// What the table asks of each rule system: its registry is built from the rule systems the build
// registers (SANDTABLE_RULE_SYSTEMS, top-level CMakeLists.txt); each system's folder here defines
// `systems::<id>View()`.
struct SystemView {
  std::string id;  // the rule system's id, as a scenario's `ruleset` names it
  std::unique_ptr<RulesetAdapter> (*makeAdapter)() = nullptr;
};

namespace systems {
#define SANDTABLE_RULE_SYSTEM(id) SystemView id##View();
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
}  // namespace systems

// The text with a capital first letter (rules/core/Event.h: the battle report capitalises the
// result's reason as the game-over panel does).
using rules::capitalised;

// The card's lines for a unit whose ruleset gives no condition rows: its state word, and the
// kernel's status (routed, removed) only where that word does not already say it.
std::vector<std::string> genericConditionLines(const rules::UnitView& unit);


// Centre of a unit on the table: its square's centre on a grid, else its stands' mean.
rules::Point unitCentre(const rules::UnitView& u);

}  // namespace sandtable::view
