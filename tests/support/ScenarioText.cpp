#include "ScenarioText.h"

#include "data/ConfigError.h"
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

}  // namespace sandtable::test
