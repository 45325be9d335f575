// The table a Warlords scenario is played on: a measured battlefield (heightmap or relief,
// terrain features; inline or {file: ...}) whose scale gives the span and the ground
// scale, or an open flat table written {table_mm, span_mm, ground_m_per_span} for small
// fixtures and tests. Errors go to the reader as file:line:col.
#pragma once

#include <memory>
#include <optional>

#include "data/YamlReader.h"
#include "rules/core/Battlefield.h"

namespace sandtable::scenario {

struct WarlordsTable {
  std::shared_ptr<const rules::Battlefield> battlefield;
  rules::Length span = 0;          // one base width on the table (001 1.2)
  int groundMetresPerSpan = 0;     // how much ground a span stands for
};

// Reads the scenario's `battlefield:` section (the node may be undefined: that is an
// error at `root`). Returns nothing when it had errors.
std::optional<WarlordsTable> readWarlordsBattlefield(data::YamlReader& reader, const YAML::Node& root);

}  // namespace sandtable::scenario
