// Loading a scenario written inline in a test: every error the loader reports, one per line
// as `file:line:col: message`, or "" when it loads.
#pragma once

#include <string>
#include <vector>

#include "data/ConfigError.h"

namespace sandtable::test {

std::string scenarioErrors(const std::string& yaml, const std::string& file = "test.yaml");

// The same, through the file a player would load: `yaml` written to a scratch file called
// `file` and loaded from there (scenario::loadScenario); every error as the loader reports
// it, none when it loads.
std::vector<data::ConfigError> scenarioFileErrors(const std::string& file, const std::string& yaml);

}  // namespace sandtable::test
