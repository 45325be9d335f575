// What a ruleset reports while applying an action: events for the table to animate and
// the log to show, and a record of every die rolled with every modifier that applied.
// Text is built only when the sink asks for it, so AI rollouts and benchmarks pay nothing.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "EventRoles.h"
#include "Geometry.h"
#include "Units.h"

namespace sandtable::rules {

struct Modifier {
  std::string label;  // "SHAKEN", "downhill", ...
  int value = 0;
};

// One roll, as the player sees it in the dice log:
// "003 Attacking: melee attack by Legio IX (u0) on Arverni (u6): d6 = 3, +1 downhill = 4, needs CV 4+: hit"
struct RollRecord {
  std::string rule;     // seed file and section, e.g. "003 Attacking"
  std::string purpose;  // what the roll decides
  std::string dice;     // "d6", "higher of 2d6", "2d6"
  std::vector<int> faces;
  int base = 0;         // the value read from the faces before modifiers
  std::vector<Modifier> modifiers;
  int total = 0;
  std::string test;     // e.g. "needs CV 4+"; empty when the roll has no target
  std::string outcome;  // the result in words

  std::string text() const;
};

enum class EventKind : std::uint8_t {
  TurnBegan,
  InitiativeDecided,
  ActivationRolled,
  UnitActivated,
  UnitMoved,
  MoveBlocked,
  AttackMade,
  // UnitHit's value: the hits that landed (1 where a system's hit is always one).
  UnitHit,
  UnitShaken,
  UnitRetreated,
  UnitRouted,
  ArmyMoraleTested,
  TurnEnded,
  GameOver,
  DiceRolled,
  // Warlords (001)
  UnitCharged,        // a charge is declared (unit charges other)
  ContactMade,        // two units meet in contact (to: where the mover's front ended)
  UnitEvaded,
  UnitFled,
  ShotFired,          // value: hits
  MeleeFought,        // value: the unit's score
  CasualtiesTaken,    // value: casualty figures added
  StandsLost,         // value: stands removed
  MoraleChanged,      // value: the new morale state (ruleset's numbering); text names it
  FormationChanged,
  UnitHalted,
  UnitWheeled,
  FellBack,
  FollowedUp,
  ChampionAdded,
  PersonalityLost,    // text: killed, wounded, captured or escaped
  UnitWentBerserk,
  UnitDispersed,
  // War of the Roses (002 Event I)
  OrderGiven,         // a battle/wing's order is written or delivered (onlyFor its side)
  MessengerRode,      // a messenger is sent, caught or lost with his leader (to: where he is)
  LeaderRode,         // a leader leaves `other` to join `unit` (from, to: the two units' centres)
  Count_
};

// What the logs call a kind ("[shoot]") and the roles that say what sort of thing it is, from
// the one table of kinds (EventKinds.cpp). A kind outside the table has the name "?" and no role.
struct EventKindInfo {
  std::string_view name;
  EventRoles roles;
};
const EventKindInfo& eventInfo(EventKind k);
std::string_view eventKindName(EventKind k);
std::optional<EventKind> eventKindFromName(std::string_view name);

struct Event {
  EventKind kind = EventKind::DiceRolled;
  Side side = Side::None;
  UnitId unit = kNoUnit;
  UnitId other = kNoUnit;
  Point from;      // table positions, for the view to animate
  Point to;
  int value = 0;   // kind-specific number (turn, activations, ...)
  std::string text;             // in words; empty when the sink does not want text
  std::optional<RollRecord> roll;  // for DiceRolled
  // PersonalityLost: which personality, as its place in the scenario's list (the order the
  // scenario writes them), so that a narration cue knows him without reading the text.
  int personality = -1;
  // Who may see this event: both sides (None), or only one (an order a side writes, which the
  // other must not read in the log, the narration or a hot-seat screen).
  Side onlyFor = Side::None;

  // Whether the event's kind has this role.
  bool is(EventRole r) const { return eventInfo(kind).roles.has(r); }
};

// Whether `viewer` may see `e`; Side::None views as the neutral observer of a replay, who may
// see everything.
inline bool seenBy(const Event& e, Side viewer) {
  return e.onlyFor == Side::None || viewer == Side::None || e.onlyFor == viewer;
}

// A shot at range: an event of role Shot, or an attack the kind does not tell apart, made at
// range (role Attacked, value non-zero). A melee: role Melee, or such an attack hand to hand.
inline bool isShot(const Event& e) {
  return e.is(EventRole::Shot) || (e.is(EventRole::Attacked) && e.value != 0);
}
inline bool isMeleeBlow(const Event& e) {
  return e.is(EventRole::Melee) || (e.is(EventRole::Attacked) && e.value == 0);
}

class EventSink {
 public:
  virtual ~EventSink() = default;
  // False for sinks that discard text (AI rollouts, benchmarks): rulesets skip building it.
  virtual bool wantsText() const { return true; }
  virtual void emit(Event e) = 0;
};

class NullSink final : public EventSink {
 public:
  bool wantsText() const override { return false; }
  void emit(Event) override {}
};

class EventList final : public EventSink {
 public:
  void emit(Event e) override { events.push_back(std::move(e)); }
  std::vector<Event> events;
};

// Small helpers for event text: "3 units" / "1 unit" (an owner's name: rules::possessive).
std::string plural(int n, const std::string& noun);
// The same for a noun whose plural is not its singular and an s: "1 casualty" / "2 casualties".
std::string plural(int n, const std::string& one, const std::string& many);
// The text with a capital first letter: a card's value, a table's cell or a sentence of its
// own made of words the rules wrote for the middle of a line (a result's reason).
std::string capitalised(std::string text);
// The words of `text` in lines of at most `width` characters (a longer word has a line of its
// own). With `mayStartLine`, a word it refuses stays at the end of the line before, however long
// that makes it: Markdown would read "1066." at a line's start as a numbered list.
std::vector<std::string> wrapWords(const std::string& text, std::size_t width,
                                   const std::function<bool(const std::string&)>& mayStartLine = {});

// One line per event as the logs print it: "[kind] text". Events with no text (those
// only the table animates) give an empty string.
std::string formatEvent(const Event& e);

}  // namespace sandtable::rules
