// Reading a scenario's `narration:` list (the format is documented in docs/scenarios.md). It
// is read in two passes: its shape before the ruleset builds the scenario, so that a bad cue is
// reported with every other problem of the file, and its names and turns afterwards, against
// the units, personalities and turn limit the ruleset read.
#pragma once

#include <vector>

#include "NarrationCues.h"
#include "Scenario.h"
#include "data/YamlReader.h"

namespace sandtable::scenario {

// A cue whose shape is right and whose subject is still to be found in the scenario.
struct NarrationDraft {
  NarrationCue cue;
  YAML::Node subject;  // the trigger's value, where an unknown name or turn is reported
};

// The `narration:` section of a scenario's root (none: no cues). Reports each problem of shape
// (a cue that is not a map, unknown keys, a trigger with no key or two, empty text, a
// battle_over that is not side1, side2, draw or any) at its place.
std::vector<NarrationDraft> readNarration(data::YamlReader& r, const YAML::Node& root);

// The cues with their units and personalities found and their turns checked against the
// scenario's turn limit; each name that is not the scenario's is reported at its place.
std::vector<NarrationCue> resolveNarration(data::YamlReader& r,
                                           const std::vector<NarrationDraft>& drafts,
                                           const LoadedScenario& scenario);
// The same against units already in hand (only their ids and names are read): a reader that
// knows its units before any game is built.
std::vector<NarrationCue> resolveNarration(data::YamlReader& r,
                                           const std::vector<NarrationDraft>& drafts,
                                           const ScenarioInfo& info,
                                           const std::vector<rules::UnitView>& units);

}  // namespace sandtable::scenario
