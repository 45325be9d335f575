// Reading YAML with positions: yaml-cpp has no schema, its marks are 0-based, it gives
// no file name, and it accepts duplicate keys silently. A YamlReader remembers the file,
// checks keys (unknown or repeated) and ranges, and collects ConfigErrors at the exact
// node that is wrong.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ConfigError.h"

namespace sandtable::data {

class YamlReader {
 public:
  // Parses a file; a missing file, one that is not a regular file or is over the size cap
  // (platform/InputLimits.h), a NUL byte, a second document or a syntax error becomes a
  // ConfigErrors throw.
  static YamlReader fromFile(const std::filesystem::path& path);
  static YamlReader fromString(std::string text, std::string name);
  // A second reader over a document another reader holds (`root` and its `file`), whose errors
  // are kept apart from the first's: a part read early and reported together with the rest.
  static YamlReader over(YAML::Node root, std::string file) { return YamlReader(std::move(root), std::move(file)); }

  const YAML::Node& root() const { return mRoot; }
  const std::string& file() const { return mFile; }

  // Records an error at a node (or at the node's parent when the node is missing).
  void error(const YAML::Node& at, std::string message);
  void error(const YAML::Mark& at, std::string message);
  bool ok() const { return mErrors.empty(); }
  const std::vector<ConfigError>& errors() const { return mErrors; }
  // Throws everything collected so far, if anything.
  void throwIfErrors() const;
  // Adds errors found elsewhere (a nested file) to this reader's list.
  void absorb(const std::vector<ConfigError>& errors);

  bool expectMap(const YAML::Node& n, std::string_view what);
  bool expectSequence(const YAML::Node& n, std::string_view what);
  // Reports keys that are not in `allowed` and keys that appear twice.
  void checkKeys(const YAML::Node& map, std::initializer_list<std::string_view> allowed);
  void checkKeys(const YAML::Node& map, const std::vector<std::string>& allowed);
  // Reports keys that appear twice (for maps whose keys are free-form ids).
  void checkDuplicateKeys(const YAML::Node& map);
  // Reports a list (or map) longer than `max` (a cap of platform/InputLimits.h), before
  // anything reads its entries; true when within the cap.
  bool checkCount(const YAML::Node& list, std::size_t max, std::string_view what);

  // Child lookup that never invents nodes; an invalid Node when absent.
  static YAML::Node child(const YAML::Node& map, std::string_view key);

  // Typed reads. `required` ones report a missing key at the map; all report a value of
  // the wrong type or out of range at the value.
  std::optional<std::string> string(const YAML::Node& map, std::string_view key, bool required);
  std::optional<std::int64_t> integer(const YAML::Node& map, std::string_view key, bool required,
                                      std::int64_t min, std::int64_t max);
  std::optional<bool> boolean(const YAML::Node& map, std::string_view key, bool required);
  // Values of nodes already in hand.
  std::optional<std::string> scalar(const YAML::Node& n, std::string_view what);
  std::optional<std::int64_t> integerValue(const YAML::Node& n, std::string_view what, std::int64_t min,
                                           std::int64_t max);

  // Where a node is, as "file:line:col".
  std::string where(const YAML::Node& n) const;
  // The mark of a node, or an empty mark when the node is not valid.
  static YAML::Mark markOf(const YAML::Node& n);

 private:
  YamlReader(YAML::Node root, std::string file) : mRoot(std::move(root)), mFile(std::move(file)) {}
  YAML::Node mRoot;
  std::string mFile;
  std::vector<ConfigError> mErrors;
};

// An error at a YAML mark of `file` (1-based line and column; none for a null mark): for
// problems found after reading, such as a replay that differs at a recorded action.
ConfigError errorAt(const std::string& file, const YAML::Mark& m, std::string message);

}  // namespace sandtable::data
