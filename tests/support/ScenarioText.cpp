#include "ScenarioText.h"

#include <fstream>

#include "TestPaths.h"
#include "data/YamlReader.h"
#include "scenario/Scenario.h"

namespace sandtable::test {

std::string scenarioErrors(const std::string& yaml, const std::string& file) {
  try {
    data::YamlReader r = data::YamlReader::fromString(yaml, file);
    scenario::loadScenarioNode(r, r.root());
  } catch (const data::ConfigErrors& e) {
    std::string all;
    for (const data::ConfigError& c : e.errors()) all += c.str() + "\n";
    return all;
  }
  return "";
}

std::vector<data::ConfigError> scenarioFileErrors(const std::string& file,
                                                  const std::string& yaml) {
  const auto path = scratchDir("scenario-file") / file;
  std::ofstream(path) << yaml;
  try {
    scenario::loadScenario(path);
  } catch (const data::ConfigErrors& e) {
    return e.errors();
  }
  return {};
}

}  // namespace sandtable::test
