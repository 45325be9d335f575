#include "YamlReader.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>

#include "Excerpt.h"
#include "platform/InputLimits.h"
#include "platform/RegularFile.h"

namespace sandtable::data {

ConfigError errorAt(const std::string& file, const YAML::Mark& m, std::string message) {
  ConfigError e;
  e.file = file;
  if (!m.is_null() && m.line >= 0) {
    e.line = m.line + 1;
    e.column = m.column + 1;
  }
  e.message = std::move(message);
  return e;
}

namespace {

std::string describe(const YAML::Node& n) {
  switch (n.Type()) {
    case YAML::NodeType::Map: return "a map";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Null: return "nothing";
    case YAML::NodeType::Scalar: return "'" + excerpt(n.Scalar()) + "'";
    default: return "an undefined value";
  }
}

// The place of byte `offset` of `text`, for a fault found in the raw text.
YAML::Mark markAt(const std::string& text, std::size_t offset) {
  YAML::Mark m;
  m.pos = static_cast<int>(offset);
  const std::size_t lineStart = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  m.line = static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
  m.column = static_cast<int>(offset - (lineStart == std::string::npos || offset == 0 ? 0 : lineStart + 1));
  return m;
}

// Where the second document begins: the first "---" line after the first document's content
// (a "---" before any content opens the first document); the second document's first node
// when no such line is found.
YAML::Mark secondDocumentMark(const std::string& text, const YAML::Node& second) {
  bool content = false;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line(text.data() + at, end - at);
    const bool marker = line.substr(0, 3) == "---" && (line.size() == 3 || std::isspace(static_cast<unsigned char>(line[3])));
    if (marker && content) return markAt(text, at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (!marker && first != std::string_view::npos && line[first] != '#' && line[first] != '%') content = true;
    at = end + 1;
  }
  return YamlReader::markOf(second);
}

}  // namespace

YamlReader YamlReader::fromFile(const std::filesystem::path& path) {
  platform::FileRead read = platform::readRegularFile(path, platform::limits::kMaxYamlFileBytes);
  if (!read.bytes) throw ConfigErrors({ConfigError{path.string(), 0, 0, read.problem}});
  return fromString(std::move(*read.bytes), path.string());
}

YamlReader YamlReader::fromString(std::string text, std::string name) {
  // No text file holds a NUL byte; refused at its place rather than left to the parser.
  if (const std::size_t nul = text.find('\0'); nul != std::string::npos)
    throw ConfigErrors({errorAt(name, markAt(text, nul), "a NUL byte: a Sandtable file is text")});
  try {
    std::vector<YAML::Node> documents = YAML::LoadAll(text);
    if (documents.size() > 1) {
      throw ConfigErrors({errorAt(name, secondDocumentMark(text, documents[1]),
                                  "a second YAML document (after '---'): a Sandtable file holds one document")});
    }
    YAML::Node root = documents.empty() ? YAML::Node() : documents.front();
    return YamlReader(root, std::move(name));
  } catch (const YAML::Exception& ex) {
    throw ConfigErrors({errorAt(name, ex.mark, ex.msg)});
  }
}

YAML::Mark YamlReader::markOf(const YAML::Node& n) {
  if (!n.IsDefined()) return YAML::Mark::null_mark();
  try {
    return n.Mark();
  } catch (const YAML::Exception&) {
    return YAML::Mark::null_mark();
  }
}

void YamlReader::error(const YAML::Node& n, std::string message) {
  // The root of an empty file has no mark; the fault is the whole file, reported at its start
  // (a message must always say file:line:col).
  const YAML::Mark m = markOf(n);
  const bool emptyFile = m.is_null() && mRoot.IsNull() && n.IsDefined() && n.IsNull();
  error(emptyFile ? YAML::Mark() : m, std::move(message));
}

void YamlReader::error(const YAML::Mark& m, std::string message) { mErrors.push_back(errorAt(mFile, m, std::move(message))); }

void YamlReader::throwIfErrors() const {
  if (!mErrors.empty()) throw ConfigErrors(mErrors);
}

void YamlReader::absorb(const std::vector<ConfigError>& errors) {
  mErrors.insert(mErrors.end(), errors.begin(), errors.end());
}

std::string YamlReader::where(const YAML::Node& n) const { return errorAt(mFile, markOf(n), "").str(); }

bool YamlReader::expectMap(const YAML::Node& n, std::string_view what) {
  if (n.IsMap()) return true;
  error(n, std::string(what) + " must be a map of keys and values, not " + describe(n));
  return false;
}

bool YamlReader::expectSequence(const YAML::Node& n, std::string_view what) {
  if (n.IsSequence()) return true;
  error(n, std::string(what) + " must be a list, not " + describe(n));
  return false;
}

YAML::Node YamlReader::child(const YAML::Node& map, std::string_view key) {
  if (!map.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
  for (auto it = map.begin(); it != map.end(); ++it) {
    if (it->first.IsScalar() && it->first.Scalar() == key) return it->second;
  }
  return YAML::Node(YAML::NodeType::Undefined);
}

void YamlReader::checkDuplicateKeys(const YAML::Node& map) {
  if (!map.IsMap()) return;
  std::set<std::string> seen;
  for (auto it = map.begin(); it != map.end(); ++it) {
    if (!it->first.IsScalar()) {
      error(it->first, "keys must be plain names");
      continue;
    }
    if (!seen.insert(it->first.Scalar()).second) error(it->first, "duplicate key '" + excerpt(it->first.Scalar()) + "'");
  }
}

void YamlReader::checkKeys(const YAML::Node& map, std::initializer_list<std::string_view> allowed) {
  checkKeys(map, std::vector<std::string>(allowed.begin(), allowed.end()));
}

void YamlReader::checkKeys(const YAML::Node& map, const std::vector<std::string>& allowed) {
  if (!map.IsMap()) return;
  checkDuplicateKeys(map);
  for (auto it = map.begin(); it != map.end(); ++it) {
    if (!it->first.IsScalar()) continue;
    const std::string k = it->first.Scalar();
    bool known = false;
    for (const std::string& a : allowed) known = known || a == k;
    if (!known) {
      std::string list;
      for (const std::string& a : allowed) list += (list.empty() ? "" : ", ") + a;
      error(it->first, "unknown key '" + excerpt(k) + "' (expected one of: " + list + ")");
    }
  }
}

std::optional<std::string> YamlReader::scalar(const YAML::Node& n, std::string_view what) {
  if (!n.IsScalar()) {
    error(n, std::string(what) + " must be a single value, not " + describe(n));
    return std::nullopt;
  }
  // A NUL hides the rest of a name from every C string that carries it (window titles, logs).
  if (const std::size_t nul = n.Scalar().find('\0'); nul != std::string::npos) {
    error(n, std::string(what) + " holds a NUL character (\\0) after '" + excerpt(n.Scalar().substr(0, nul)) + "'");
    return std::nullopt;
  }
  return n.Scalar();
}

bool YamlReader::checkCount(const YAML::Node& list, std::size_t max, std::string_view what) {
  if (!list.IsSequence() && !list.IsMap()) return true;
  if (list.size() <= max) return true;
  error(list, std::string(what) + " has " + std::to_string(list.size()) + " entries; at most " + std::to_string(max) +
                  " (docs/limits.md)");
  return false;
}

std::optional<std::int64_t> YamlReader::integerValue(const YAML::Node& n, std::string_view what, std::int64_t min,
                                                     std::int64_t max) {
  const auto text = scalar(n, what);
  if (!text) return std::nullopt;
  std::int64_t v = 0;
  const char* first = text->data();
  const char* last = first + text->size();
  if (first != last && *first == '+') ++first;
  auto [ptr, ec] = std::from_chars(first, last, v);
  if (ec != std::errc() || ptr != last) {
    error(n, std::string(what) + " must be a whole number, not '" + excerpt(*text) + "'");
    return std::nullopt;
  }
  if (v < min || v > max) {
    error(n, std::string(what) + " must be between " + std::to_string(min) + " and " + std::to_string(max) +
                 ", not " + std::to_string(v));
    return std::nullopt;
  }
  return v;
}

std::optional<std::string> YamlReader::string(const YAML::Node& map, std::string_view key, bool required) {
  const YAML::Node n = child(map, key);
  if (!n.IsDefined()) {
    if (required) error(map, "missing required key '" + std::string(key) + "'");
    return std::nullopt;
  }
  return scalar(n, "'" + std::string(key) + "'");
}

std::optional<std::int64_t> YamlReader::integer(const YAML::Node& map, std::string_view key, bool required,
                                                std::int64_t min, std::int64_t max) {
  const YAML::Node n = child(map, key);
  if (!n.IsDefined()) {
    if (required) error(map, "missing required key '" + std::string(key) + "'");
    return std::nullopt;
  }
  return integerValue(n, "'" + std::string(key) + "'", min, max);
}

std::optional<bool> YamlReader::boolean(const YAML::Node& map, std::string_view key, bool required) {
  const YAML::Node n = child(map, key);
  if (!n.IsDefined()) {
    if (required) error(map, "missing required key '" + std::string(key) + "'");
    return std::nullopt;
  }
  const auto text = scalar(n, "'" + std::string(key) + "'");
  if (!text) return std::nullopt;
  if (*text == "true" || *text == "yes" || *text == "on") return true;
  if (*text == "false" || *text == "no" || *text == "off") return false;
  error(n, "'" + std::string(key) + "' must be true or false, not '" + excerpt(*text) + "'");
  return std::nullopt;
}

}  // namespace sandtable::data
