// Actions as YAML, one flow map each: {kind: move, unit: 3, square: [2, 4]}.
#pragma once

#include <optional>

#include "data/YamlReader.h"
#include "rules/core/Action.h"

namespace sandtable::scenario {

void emitAction(YAML::Emitter& out, const rules::Action& a);
// Reads the action fields of a map; keys other than the action's and `extraKeys` are errors.
std::optional<rules::Action> readAction(data::YamlReader& r, const YAML::Node& n,
                                        std::initializer_list<std::string_view> extraKeys = {});

}  // namespace sandtable::scenario
