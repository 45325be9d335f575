// Errors in data files, reported the way compilers do: "file:line:col: message", 1-based.
// Loaders collect every error they find and throw them together, so a person fixes a
// file in one pass.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace sandtable::data {

struct ConfigError {
  std::string file;
  int line = 0;    // 1-based; 0 when unknown
  int column = 0;  // 1-based; 0 when unknown
  std::string message;
  std::string str() const;
};

class ConfigErrors : public std::runtime_error {
 public:
  // Keeps the first platform::limits::kMaxErrorsListed errors and a last one counting the rest.
  explicit ConfigErrors(std::vector<ConfigError> errors);
  const std::vector<ConfigError>& errors() const { return mErrors; }
  // The first error, placed: the one line a panel or a toast has room for.
  std::string first() const { return mErrors.empty() ? std::string(what()) : mErrors.front().str(); }

 private:
  ConfigErrors(std::vector<ConfigError> shown, int);
  std::vector<ConfigError> mErrors;
};

}  // namespace sandtable::data
