// The tunable numbers of the AI, as data: config/ai/<system>.yaml gives each weight its value
// and a note of how it was set. A system's file adds to and overrides config/ai/generic.yaml,
// the weights of the defaults every system shares (the search's budget among them).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::ai {

class Weights {
 public:
  struct Entry {
    std::string name;
    double value = 0;
    std::string how;   // how the value was set: measured (with the command), or reasoned
    std::string file;  // where it was read, for messages
  };

  // The weight's value; std::out_of_range naming the weight when no file gives it (a policy
  // asking for a weight its file lacks is a programming error, caught by the tests that play
  // every system).
  double get(std::string_view name) const;
  bool has(std::string_view name) const;
  // Adds or replaces a weight.
  void set(Entry e);
  const std::vector<Entry>& entries() const { return mEntries; }

 private:
  std::vector<Entry> mEntries;
};

// Reads one weights file ("ai:" with "system:" and "weights:", each weight a map of `value`
// and `how`); throws data::ConfigErrors (file:line:col) on a bad one.
Weights readWeights(const std::filesystem::path& file);

// The weights for a system's AI, read once per process and shared: generic.yaml, then
// <system>.yaml over it if there is one, then for `variant` "legacy" legacy/<system>.yaml over
// that. All under platform::configDir()/ai. Throws data::ConfigErrors on a bad file.
const Weights& weightsFor(std::string_view system, std::string_view variant = {});

}  // namespace sandtable::ai
