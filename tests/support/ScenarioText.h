// Loading a scenario written inline in a test: every error the loader reports, one per line
// as `file:line:col: message`, or "" when it loads.
#pragma once

#include <string>

namespace sandtable::test {

std::string scenarioErrors(const std::string& yaml, const std::string& file = "test.yaml");

}  // namespace sandtable::test
