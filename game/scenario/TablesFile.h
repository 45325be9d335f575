// A ruleset's tables file (config/rulesets/<id>.yaml), read the way every ruleset reads
// it: parsed once per file and shared by every scenario and game that plays it (the
// tables never change while the program runs), or parsed only to be checked. Each
// ruleset supplies its own parse function; errors are thrown as data::ConfigErrors.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "data/YamlReader.h"

namespace sandtable::scenario {

template <class Tables>
using ParseTables = std::shared_ptr<Tables> (*)(data::YamlReader&);

template <class Tables>
std::shared_ptr<const Tables> loadTablesOnce(const std::filesystem::path& file, ParseTables<Tables> parse) {
  // One cache per ruleset's tables type; keyed by the canonical path so that two
  // spellings of one file share it.
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Tables>> cache;
  const std::string key = std::filesystem::weakly_canonical(file).string();
  std::lock_guard lock(mutex);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  data::YamlReader reader = data::YamlReader::fromFile(file);
  std::shared_ptr<const Tables> tables = parse(reader);
  reader.throwIfErrors();
  cache[key] = tables;
  return tables;
}

template <class Tables>
void checkTablesFile(const std::filesystem::path& file, ParseTables<Tables> parse) {
  data::YamlReader reader = data::YamlReader::fromFile(file);
  parse(reader);
  reader.throwIfErrors();
}

}  // namespace sandtable::scenario
