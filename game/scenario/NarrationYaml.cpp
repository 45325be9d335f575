#include "NarrationYaml.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

#include "data/Excerpt.h"
#include "platform/InputLimits.h"

namespace sandtable::scenario {

using data::YamlReader;
using rules::Side;

namespace {

constexpr std::array<std::pair<CueTrigger, std::string_view>, 6> kTriggers{{
    {CueTrigger::Turn, "turn"},
    {CueTrigger::UnitBroken, "unit_broken"},
    {CueTrigger::UnitDispersed, "unit_dispersed"},
    {CueTrigger::UnitBerserk, "unit_berserk"},
    {CueTrigger::PersonalityLost, "personality_lost"},
    {CueTrigger::BattleOver, "battle_over"},
}};

std::string triggerList() {
  std::string s;
  for (const auto& [t, key] : kTriggers) s += (s.empty() ? "" : ", ") + std::string(key);
  return s;
}

bool triggerFromKey(const std::string& key, CueTrigger& out) {
  for (const auto& [t, k] : kTriggers) {
    if (k == key) {
      out = t;
      return true;
    }
  }
  return false;
}

// The `when:` map: exactly one trigger, with a value of the right shape.
std::optional<NarrationDraft> readWhen(YamlReader& r, const YAML::Node& when) {
  if (!r.expectMap(when, "'when'")) return std::nullopt;
  r.checkDuplicateKeys(when);
  if (when.size() == 0) {
    r.error(when, "'when' needs one trigger (" + triggerList() + ")");
    return std::nullopt;
  }
  if (when.size() > 1) {
    // Reported at the second: the first reads as meant, the rest are what to move elsewhere.
    auto second = std::next(when.begin());
    r.error(second->first, "'when' has " + std::to_string(when.size()) +
                               " triggers: a cue waits for one event (write a cue for each)");
    return std::nullopt;
  }
  const YAML::Node keyNode = when.begin()->first;
  const YAML::Node value = when.begin()->second;
  const std::string key = keyNode.IsScalar() ? keyNode.Scalar() : "";
  NarrationDraft d;
  if (!triggerFromKey(key, d.cue.trigger)) {
    r.error(keyNode, "unknown trigger '" + key + "' (expected one of: " + triggerList() + ")");
    return std::nullopt;
  }
  d.subject = value;
  const auto text = r.scalar(value, "'" + key + "'");
  if (!text) return std::nullopt;
  d.cue.subject = *text;
  switch (d.cue.trigger) {
    case CueTrigger::Turn: {
      // The range is the scenario's turn limit, known once the ruleset has read it.
      const auto turn = r.integerValue(value, "'turn'", 1, 100000);
      if (!turn) return std::nullopt;
      d.cue.turn = static_cast<int>(*turn);
      break;
    }
    case CueTrigger::BattleOver:
      if (*text == "side1")
        d.cue.winner = Side::One;
      else if (*text == "side2")
        d.cue.winner = Side::Two;
      else if (*text == "draw")
        d.cue.winner = Side::None;
      else if (*text == "any")
        d.cue.anyEnding = true;
      else {
        r.error(value, "'battle_over' must be side1, side2, draw or any, not '" + data::excerpt(*text) + "'");
        return std::nullopt;
      }
      break;
    default:
      if (blankText(*text)) {
        r.error(value, "'" + key + "' needs the name of a " +
                           (d.cue.trigger == CueTrigger::PersonalityLost ? "personality" : "unit"));
        return std::nullopt;
      }
      break;
  }
  return d;
}

std::string quotedList(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "'" : ", '") + n + "'";
  return s;
}

}  // namespace

bool blankText(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c) != 0; });
}

std::string_view cueTriggerKey(CueTrigger t) {
  // Not a scenario's trigger (kTriggers), so no scenario can write one: it is the match file's.
  if (t == CueTrigger::TeacherNote) return "note";
  for (const auto& [trigger, key] : kTriggers) {
    if (trigger == t) return key;
  }
  return "?";
}

std::vector<NarrationDraft> readNarration(YamlReader& r, const YAML::Node& root) {
  std::vector<NarrationDraft> out;
  const YAML::Node list = YamlReader::child(root, "narration");
  if (!list.IsDefined() || list.IsNull()) return out;
  if (!r.expectSequence(list, "'narration'") || !r.checkCount(list, platform::limits::kMaxNarrationCues, "'narration'"))
    return out;
  for (const YAML::Node& n : list) {
    if (!r.expectMap(n, "a narration cue")) continue;
    r.checkKeys(n, {"when", "text", "source"});
    const YAML::Node when = YamlReader::child(n, "when");
    std::optional<NarrationDraft> d;
    if (!when.IsDefined())
      r.error(n,
              "missing required key 'when' (the event the cue waits for: " + triggerList() + ")");
    else
      d = readWhen(r, when);
    const auto text = r.string(n, "text", true);
    if (text && blankText(*text))
      r.error(YamlReader::child(n, "text"), "'text' is empty: a cue needs something to read out");
    const auto source = r.string(n, "source", false);
    if (!d || !text) continue;
    d->cue.text = *text;
    d->cue.source = source.value_or("");
    out.push_back(std::move(*d));
  }
  return out;
}

std::vector<NarrationCue> resolveNarration(YamlReader& r, const std::vector<NarrationDraft>& drafts,
                                           const LoadedScenario& scenario) {
  if (drafts.empty()) return {};
  // The units as the game names them: a fresh game at the starting position, the only
  // authority on which units a scenario has (rulesets may name unnamed units themselves).
  return resolveNarration(r, drafts, scenario.info, scenario.newGame()->units());
}

std::vector<NarrationCue> resolveNarration(YamlReader& r, const std::vector<NarrationDraft>& drafts,
                                           const ScenarioInfo& info,
                                           const std::vector<rules::UnitView>& units) {
  std::vector<NarrationCue> out;
  std::vector<std::string> unitNames;
  for (const rules::UnitView& u : units) unitNames.push_back(u.name);
  for (const NarrationDraft& d : drafts) {
    NarrationCue cue = d.cue;
    bool ok = true;
    switch (cue.trigger) {
      case CueTrigger::Turn:
        if (info.turnLimit > 0 && cue.turn > info.turnLimit) {
          r.error(d.subject, "'turn' must be between 1 and the scenario's turn limit, " +
                                 std::to_string(info.turnLimit) + ", not " +
                                 std::to_string(cue.turn));
          ok = false;
        }
        break;
      case CueTrigger::UnitBroken:
      case CueTrigger::UnitDispersed:
      case CueTrigger::UnitBerserk: {
        std::vector<rules::UnitId> found;
        for (const rules::UnitView& u : units) {
          if (u.name == cue.subject) found.push_back(u.id);
        }
        if (found.empty()) {
          r.error(d.subject, "no unit is called '" + cue.subject +
                                 "' (the units: " + quotedList(unitNames) + ")");
          ok = false;
        } else if (found.size() > 1) {
          r.error(d.subject, std::to_string(found.size()) + " units are called '" + cue.subject +
                                 "': give the one the cue means a name of its own");
          ok = false;
        } else {
          cue.unit = found.front();
        }
        break;
      }
      case CueTrigger::PersonalityLost: {
        const auto it =
            std::find(info.personalities.begin(), info.personalities.end(), cue.subject);
        if (it == info.personalities.end()) {
          r.error(d.subject, "no personality is called '" + cue.subject + "' (" +
                                 (info.personalities.empty()
                                      ? "this scenario has none"
                                      : "the personalities: " + quotedList(info.personalities)) +
                                 ")");
          ok = false;
        } else {
          cue.personality = static_cast<int>(it - info.personalities.begin());
        }
        break;
      }
      case CueTrigger::BattleOver:
      case CueTrigger::TeacherNote:  // never read from a scenario (kTriggers has no key for it)
        break;
    }
    if (ok) out.push_back(std::move(cue));
  }
  return out;
}

}  // namespace sandtable::scenario
