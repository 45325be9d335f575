#include "Weights.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "data/Excerpt.h"
#include "data/YamlReader.h"
#include "platform/DataPaths.h"

namespace sandtable::ai {

double Weights::get(std::string_view name) const {
  for (const Entry& e : mEntries) {
    if (e.name == name) return e.value;
  }
  throw std::out_of_range("AI weight '" + std::string(name) +
                          "' is in no config/ai file read for this AI");
}

bool Weights::has(std::string_view name) const {
  for (const Entry& e : mEntries) {
    if (e.name == name) return true;
  }
  return false;
}

void Weights::set(Entry e) {
  for (Entry& have : mEntries) {
    if (have.name == e.name) {
      have = std::move(e);
      return;
    }
  }
  mEntries.push_back(std::move(e));
}

namespace {

// A weight's value: a finite number as the file writes it.
std::optional<double> number(data::YamlReader& r, const YAML::Node& n) {
  const std::optional<std::string> text = r.scalar(n, "a weight's value");
  if (!text) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  const double v = std::strtod(text->c_str(), &end);
  if (text->empty() || end != text->c_str() + text->size() || errno == ERANGE ||
      !std::isfinite(v)) {
    r.error(n, "a weight's value must be a number, not '" + data::excerpt(*text) + "'");
    return std::nullopt;
  }
  return v;
}

}  // namespace

Weights readWeights(const std::filesystem::path& file) {
  data::YamlReader r = data::YamlReader::fromFile(file);
  r.checkKeys(r.root(), {"ai"});
  const YAML::Node ai = data::YamlReader::child(r.root(), "ai");
  Weights out;
  if (!ai.IsDefined()) {
    r.error(r.root(), "an AI weights file starts with 'ai:'");
  } else if (r.expectMap(ai, "the 'ai' section")) {
    r.checkKeys(ai, {"system", "weights"});
    r.string(ai, "system", true);
    const YAML::Node weights = data::YamlReader::child(ai, "weights");
    if (!weights.IsDefined()) {
      r.error(ai, "missing 'weights' (a map of name: {value, how}; {} for none)");
    } else if (r.expectMap(weights, "'weights'") && r.checkCount(weights, 10000, "weights")) {
      r.checkDuplicateKeys(weights);
      for (auto it = weights.begin(); it != weights.end(); ++it) {
        const YAML::Node key = it->first;
        const YAML::Node entry = it->second;
        const std::optional<std::string> name = r.scalar(key, "a weight's name");
        if (!name || !r.expectMap(entry, "weight '" + data::excerpt(*name) + "'")) continue;
        r.checkKeys(entry, {"value", "how"});
        const YAML::Node value = data::YamlReader::child(entry, "value");
        std::optional<double> v;
        if (!value.IsDefined()) {
          r.error(entry, "weight '" + data::excerpt(*name) + "' has no 'value'");
        } else {
          v = number(r, value);
        }
        // Every number the AI plays by says how it was set, so that it can be set again.
        const std::optional<std::string> how = r.string(entry, "how", true);
        if (how && how->empty())
          r.error(data::YamlReader::child(entry, "how"), "'how' must say how the value was set");
        if (v && how) out.set({*name, *v, *how, r.where(value)});
      }
    }
  }
  r.throwIfErrors();
  return out;
}

const Weights& weightsFor(std::string_view system, std::string_view variant) {
  // Read once per process, shared by every AI (whatif's workers play on threads).
  static std::mutex guard;
  static std::map<std::string, std::unique_ptr<Weights>> cache;
  const std::string key = std::string(system) + "/" + std::string(variant);
  std::lock_guard<std::mutex> lock(guard);
  if (auto it = cache.find(key); it != cache.end()) return *it->second;
  const std::filesystem::path dir = platform::configDir() / "ai";
  auto w = std::make_unique<Weights>(readWeights(dir / "generic.yaml"));
  auto over = [&](const std::filesystem::path& file) {
    if (!std::filesystem::exists(file)) return;
    const Weights more = readWeights(file);
    for (const Weights::Entry& e : more.entries()) w->set(e);
  };
  if (!system.empty()) over(dir / (std::string(system) + ".yaml"));
  if (!variant.empty() && !system.empty())
    over(dir / std::string(variant) / (std::string(system) + ".yaml"));
  return *cache.emplace(key, std::move(w)).first->second;
}

}  // namespace sandtable::ai
