#include "ConfigError.h"

#include "platform/InputLimits.h"

namespace sandtable::data {
namespace {
// The first errors and a line that counts the rest: 20,000 bad units are fixed from the first
// few, not read through.
std::vector<ConfigError> capped(std::vector<ConfigError> errors) {
  constexpr std::size_t kShown = platform::limits::kMaxErrorsListed;
  if (errors.size() <= kShown) return errors;
  const std::size_t rest = errors.size() - kShown;
  // Placed at the first error not listed: where to look once the listed ones are fixed.
  const ConfigError& next = errors[kShown];
  ConfigError more{next.file, next.line, next.column,
                   "and " + std::to_string(rest) + " more error" + (rest == 1 ? "" : "s") +
                       " from here on (only the first " + std::to_string(kShown) + " are listed)"};
  errors.resize(kShown);
  errors.push_back(std::move(more));
  return errors;
}

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
    : ConfigErrors(capped(std::move(errors)), 0) {}

ConfigErrors::ConfigErrors(std::vector<ConfigError> shown, int)
    : std::runtime_error(joinErrors(shown)), mErrors(std::move(shown)) {}

}  // namespace sandtable::data
