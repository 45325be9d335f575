#include "ConfigError.h"

namespace sandtable::data {
namespace {
std::string joinErrors(const std::vector<ConfigError>& errors) {
  std::string s;
  for (const ConfigError& e : errors) {
    if (!s.empty()) s += '\n';
    s += e.str();
  }
  return s;
}
}  // namespace

std::string ConfigError::str() const {
  std::string s = file;
  if (line > 0) s += ":" + std::to_string(line) + ":" + std::to_string(column > 0 ? column : 1);
  return s + ": " + message;
}

ConfigErrors::ConfigErrors(std::vector<ConfigError> errors)
    : std::runtime_error(joinErrors(errors)), mErrors(std::move(errors)) {}

}  // namespace sandtable::data
