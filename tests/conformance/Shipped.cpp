#include "Shipped.h"

#include <algorithm>
#include <cctype>

#include "data/YamlReader.h"
#include "scenario/DataFiles.h"
#include "scenario/RulesetRegistry.h"
#include "support/TestPaths.h"

namespace sandtable::conformance {

std::vector<std::string> registeredSystems() {
  // The registry's own list: a system registered there is covered here with no edit.
  std::vector<std::string> ids;
  for (const scenario::RulesetEntry& e : scenario::rulesets()) ids.push_back(e.id);
  return ids;
}

std::vector<std::filesystem::path> shippedScenarioFiles() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(test::configPath("scenarios"))) {
    // A planned system's scenarios have no game to play yet: `validate` checks them
    // (ConfigFilesTest), and they join the suite when the system is registered.
    if (entry.is_regular_file() && entry.path().extension() == ".yaml" &&
        !scenario::isPlannedScenario(data::YamlReader::fromFile(entry.path()).root()))
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string testNameOf(const std::filesystem::path& scenarioFile) {
  std::string name = scenarioFile.stem().string();
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

}  // namespace sandtable::conformance
