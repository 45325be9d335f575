#include "SavesList.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <sstream>

#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"
#include "platform/InputLimits.h"
#include "platform/RegularFile.h"

namespace sandtable::view {

namespace {

// A file's text, read as every data file is (a regular file within the size cap); "" otherwise.
std::string fileText(const std::filesystem::path& file) {
  return platform::readRegularFile(file, platform::limits::kMaxYamlFileBytes).bytes.value_or("");
}

// The scenario's name from its file's `scenario: name:` (read as YAML, not loaded).
std::string scenarioName(const YAML::Node& scenarioDoc) {
  const YAML::Node name = scenarioDoc["scenario"]["name"];
  return name.IsScalar() ? name.as<std::string>() : "";
}

// The scenario a match file names, found and confined as loadMatchFile finds it; its name, or
// its file's name when it cannot be read.
std::string namedScenario(const std::filesystem::path& match, const std::string& ref) {
  const platform::NamedFile named = platform::resolveNamedFile(match, ref, {platform::dataRoot()});
  try {
    const std::string name = named.ok() ? scenarioName(YAML::Load(fileText(named.path))) : "";
    if (!name.empty()) return name;
  } catch (const std::exception&) {
    // A scenario that is gone or unreadable: its file's name says enough for a list.
  }
  return std::filesystem::path(ref).stem().string();
}

// The entries of the top-level `actions:` list, one a line as match files write them.
std::size_t countActions(const std::string& text, std::size_t from) {
  std::size_t n = 0;
  std::istringstream lines(text.substr(from));
  std::string line;
  std::getline(lines, line);  // "actions:" itself
  while (std::getline(lines, line)) {
    if (line.rfind("  - ", 0) == 0 || line.rfind("- ", 0) == 0) ++n;
    else if (!line.empty() && line[0] != ' ' && line[0] != '#') break;  // the next section
  }
  return n;
}

}  // namespace

SaveEntry readSaveEntry(const std::filesystem::path& file) {
  SaveEntry e;
  e.file = file;
  std::error_code ec;
  e.modified = std::filesystem::last_write_time(file, ec);
  try {
    const std::string text = fileText(file);
    const std::size_t actions = text.find("\nactions:");
    const YAML::Node header = YAML::Load(text.substr(0, actions));
    const YAML::Node scenario = header["match"]["scenario"];
    if (scenario.IsScalar()) e.scenario = namedScenario(file, scenario.as<std::string>());
    else if (scenario.IsMap()) e.scenario = scenarioName(scenario);
    else e.problem = "not a match file";
    if (actions != std::string::npos) e.actions = countActions(text, actions + 1);
    if (const std::size_t result = text.find("\nresult:"); result != std::string::npos) {
      const YAML::Node r = YAML::Load(text.substr(result + 1))["result"];
      if (r["turns"].IsScalar()) e.turn = r["turns"].as<int>();
      const std::string winner = r["winner"].IsScalar() ? r["winner"].as<std::string>() : "";
      if (winner == "side1") e.outcome = "side 1 won";
      if (winner == "side2") e.outcome = "side 2 won";
      if (winner == "draw") e.outcome = "drawn";
    }
  } catch (const std::exception&) {
    e.problem = "not a match file";
  }
  return e;
}

std::string savedWhen(std::filesystem::file_time_type modified) {
  const auto sys = std::chrono::file_clock::to_sys(modified);
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::time_point_cast<std::chrono::seconds>(sys));
  std::tm local{};
  localtime_r(&t, &local);
  char text[32] = "";
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

std::filesystem::path inSavesFolder(const std::filesystem::path& typed, const std::filesystem::path& savesDir) {
  if (typed.empty() || typed.has_parent_path() || typed.is_absolute()) return typed;
  std::filesystem::path file = savesDir / typed;
  if (!typed.has_extension()) file += ".yaml";
  return file;
}

const std::vector<SaveEntry>& SavesList::list(const std::filesystem::path& dir) {
  std::vector<SaveEntry> now;
  std::map<std::filesystem::path, SaveEntry> kept;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(dir, ec)) {
    if (f.path().extension() != ".yaml" || !f.is_regular_file(ec)) continue;
    const auto modified = f.last_write_time(ec);
    const auto seen = mRead.find(f.path());
    if (seen != mRead.end() && seen->second.modified == modified) {
      kept.insert(*seen);
    } else {
      kept[f.path()] = readSaveEntry(f.path());
      ++mReads;
    }
    now.push_back(kept[f.path()]);
  }
  mRead = std::move(kept);
  std::sort(now.begin(), now.end(), [](const SaveEntry& a, const SaveEntry& b) {
    return a.modified != b.modified ? a.modified > b.modified : a.file < b.file;
  });
  mList = std::move(now);
  return mList;
}

}  // namespace sandtable::view
