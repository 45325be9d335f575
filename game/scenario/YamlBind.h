// Declarative binding of YAML to C++ records: a rule system declares, field by field, the
// YAML key, the member it fills, its type and allowed range, whether it is required and a
// note (the rule it comes from), and the binder does the walk: it checks types, ranges and
// keys (unknown or repeated keys are errors), requires the `source` every section of a
// ruleset carries (where its numbers come from), and reports every error at its node as
// file:line:col through data::YamlReader. Binding is all or nothing: `bind` hands back a
// value only when the whole node read without error.
//
// A record's checks (rules that relate fields: "light or heavy, not both") run once its
// fields have read cleanly, so one wrong number does not cascade into a second error.
//
//   bind::Record<TroopType> troop;
//   troop.text("name", &TroopType::name)
//       .integer("move", &TroopType::move, 0, 20).note("2.4.2")
//       .boolean("light", &TroopType::light, bind::kOptional)
//       .source()
//       .check([](data::YamlReader& r, const YAML::Node& n, TroopType& t) { ... });
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "data/Excerpt.h"
#include "data/YamlReader.h"
#include "rules/core/Battlefield.h"
#include "rules/core/DieChart.h"

namespace sandtable::scenario::bind {

using data::YamlReader;

// A value of an enumeration as the YAML spells it.
template <class E>
struct Name {
  std::string_view name;
  E value;
};

// The battlefield's feature kinds by their YAML names ("woods_light", ...).
std::vector<Name<rules::TerrainKind>> terrainKindNames();
// "a, b or c".
std::string alternatives(const std::vector<std::string_view>& names);
// A whole node's value as a real number within [min, max] ("'x' must be a number" or
// "... between min and max" at the node otherwise).
std::optional<double> readNumber(YamlReader& r, const YAML::Node& n, std::string_view what,
                                 double min, double max);
// The `source` of a section: required and not empty.
void requireSource(YamlReader& r, const YAML::Node& section);
// Reads a chart's `columns` and `rows` into `chart`, each cell through `cell`.
template <class Cell>
void readChart(YamlReader& r, const YAML::Node& n, rules::DieChart<Cell>& chart,
               const std::function<std::optional<Cell>(YamlReader&, const YAML::Node&)>& cell);

// Whether a field must be given. An optional field left out keeps the record's default.
enum class Need { Required, Optional };
inline constexpr Need kOptional = Need::Optional;

template <class T>
class Record {
 public:
  using Reader = std::function<void(YamlReader&, const YAML::Node& value, T& out)>;
  struct Field;
  // How a field reads its value: the field (its key and note), the reader, the value node.
  using FieldReader =
      std::function<void(const Field&, YamlReader&, const YAML::Node& value, T& out)>;
  using Check = std::function<void(YamlReader&, const YAML::Node& node, T& out)>;

  struct Field {
    std::string key;
    bool required = true;
    bool section = false;  // a missing one is a "section" (a map of its own) rather than a "key"
    std::string note;      // the rule it comes from; shown in enumeration messages
    FieldReader read;
  };

  // --- Scalars -------------------------------------------------------------------------
  template <class I>
  Record& integer(std::string key, I T::*member, std::int64_t min, std::int64_t max,
                  Need need = Need::Required) {
    return add(
        std::move(key), false,
        [member, min, max](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          if (const auto n = r.integerValue(v, quoted(f.key), min, max))
            t.*member = static_cast<I>(*n);
        },
        need);
  }
  Record& number(std::string key, double T::*member, double min, double max,
                 Need need = Need::Required) {
    return add(
        std::move(key), false,
        [member, min, max](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          if (const auto n = readNumber(r, v, quoted(f.key), min, max)) t.*member = *n;
        },
        need);
  }
  Record& boolean(std::string key, bool T::*member, Need need = Need::Required) {
    return add(
        std::move(key), false,
        [member](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          const auto text = r.scalar(v, quoted(f.key));
          if (!text) return;
          if (*text == "true" || *text == "yes" || *text == "on")
            t.*member = true;
          else if (*text == "false" || *text == "no" || *text == "off")
            t.*member = false;
          else
            r.error(v,
                    quoted(f.key) + " must be true or false, not '" + data::excerpt(*text) + "'");
        },
        need);
  }
  Record& text(std::string key, std::string T::*member, Need need = Need::Required) {
    return add(
        std::move(key), false,
        [member](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          if (const auto s = r.scalar(v, quoted(f.key))) t.*member = *s;
        },
        need);
  }
  // One of named values: "'cover' must be none, light or heavy (note), not 'x'" otherwise.
  template <class E>
  Record& enumeration(std::string key, E T::*member, std::vector<Name<E>> names,
                      Need need = Need::Required) {
    return add(
        std::move(key), false,
        [member, names](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          const auto s = r.scalar(v, quoted(f.key));
          if (!s) return;
          for (const Name<E>& n : names) {
            if (*s == n.name) {
              t.*member = n.value;
              return;
            }
          }
          std::vector<std::string_view> spelled;
          for (const Name<E>& n : names) spelled.push_back(n.name);
          r.error(v, quoted(f.key) + " must be " + alternatives(spelled) +
                         (f.note.empty() ? "" : " (" + f.note + ")") + ", not '" +
                         data::excerpt(*s) + "'");
        },
        need);
  }
  // A scalar in a format of the system's own ("1-2"): `parse` fills the record and says
  // whether the text was well formed; otherwise "'key' must be <expected>, not 'x'".
  Record& parsed(std::string key, std::function<bool(const std::string&, T&)> parse,
                 std::string expected, Need need = Need::Required) {
    return add(
        std::move(key), false,
        [parse, expected](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          const auto s = r.scalar(v, quoted(f.key));
          if (s && !parse(*s, t))
            r.error(v,
                    quoted(f.key) + " must be " + expected + ", not '" + data::excerpt(*s) + "'");
        },
        need);
  }
  // A list of names, each setting a flag of one struct: [mounted, heavy].
  template <class F>
  Record& flags(std::string key, F T::*member, std::vector<Name<bool F::*>> names, std::string noun,
                Need need = Need::Required) {
    return add(
        std::move(key), false,
        [member, names, noun](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          if (!r.expectSequence(v, quoted(f.key))) return;
          for (const YAML::Node& item : v) {
            const auto s = r.scalar(item, "a " + noun);
            if (!s) continue;
            bool known = false;
            for (const auto& n : names) {
              if (*s == n.name) (t.*member).*(n.value) = known = true;
            }
            if (!known) {
              std::vector<std::string_view> spelled;
              for (const auto& n : names) spelled.push_back(n.name);
              r.error(item, "unknown " + noun + " '" + data::excerpt(*s) + "' (expected " +
                                alternatives(spelled) + ")");
            }
          }
        },
        need);
  }

  // --- Structure -----------------------------------------------------------------------
  // A map of its own read into a member.
  template <class S>
  Record& record(std::string key, S T::*member, Record<S> sub) {
    return add(
        std::move(key), true,
        [member, sub = std::move(sub)](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
          sub.readInto(r, v, quoted(f.key), t.*member);
        });
  }
  // A map of its own whose fields are this record's: a section of a flat struct.
  Record& group(std::string key, Record<T> sub) {
    return add(std::move(key), true,
               [sub = std::move(sub)](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
                 sub.readInto(r, v, quoted(f.key), t);
               });
  }
  // A list of records.
  template <class E>
  Record& list(std::string key, std::vector<E> T::*member, Record<E> element, std::string noun) {
    return add(std::move(key), false,
               [member, element = std::move(element), noun](const Field& f, YamlReader& r,
                                                            const YAML::Node& v, T& t) {
                 if (!r.expectSequence(v, quoted(f.key))) return;
                 for (const YAML::Node& item : v) {
                   E e{};
                   element.readInto(r, item, "a " + noun, e);
                   (t.*member).push_back(std::move(e));
                 }
               });
  }
  // A map of records keyed by free ids, kept in the file's order; each id is also written to
  // `id` of its record.
  template <class E>
  Record& entries(std::string key, std::vector<E> T::*member, std::string E::*id, Record<E> element,
                  std::string noun) {
    return add(std::move(key), true, [=](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
      forEachEntry(r, v, f.key,
                   [&](const std::string& name, const YAML::Node&, const YAML::Node& value) {
                     E e{};
                     e.*id = name;
                     element.readInto(r, value, noun + " '" + data::excerpt(name) + "'", e);
                     (t.*member).push_back(std::move(e));
                   });
    });
  }
  // The same, into a map by id.
  template <class E>
  Record& entries(std::string key, std::map<std::string, E> T::*member, std::string E::*id,
                  Record<E> element, std::string noun) {
    return add(std::move(key), true, [=](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
      forEachEntry(r, v, f.key,
                   [&](const std::string& name, const YAML::Node&, const YAML::Node& value) {
                     E e{};
                     e.*id = name;
                     element.readInto(r, value, noun + " '" + data::excerpt(name) + "'", e);
                     (t.*member).emplace(name, std::move(e));
                   });
    });
  }
  // A map with an entry for every value of an enumeration, into an array indexed by it:
  // an unknown name and a missing one are errors (`missingNote` says why each is needed).
  // `kind`, when given, receives the entry's value.
  template <class K, class E, std::size_t N>
  Record& table(std::string key, std::array<E, N> T::*member, std::vector<Name<K>> names,
                K E::*kind, Record<E> element, std::string noun, std::string missingNote = {}) {
    return add(std::move(key), true, [=](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
      std::array<bool, N> seen{};
      forEachEntry(
          r, v, f.key,
          [&](const std::string& name, const YAML::Node& keyNode, const YAML::Node& value) {
            const Name<K>* found = nullptr;
            for (const Name<K>& n : names) {
              if (n.name == name) found = &n;
            }
            if (!found) {
              std::vector<std::string_view> spelled;
              for (const Name<K>& n : names) spelled.push_back(n.name);
              r.error(keyNode, "unknown " + noun + " '" + data::excerpt(name) + "' (expected " +
                                   alternatives(spelled) + ")");
              return;
            }
            const auto i = static_cast<std::size_t>(found->value);
            E& e = (t.*member)[i];
            if (kind) e.*kind = found->value;
            seen[i] = true;
            element.readInto(r, value, noun + " '" + data::excerpt(name) + "'", e);
          });
      if (!v.IsMap()) return;
      for (const Name<K>& n : names) {
        if (!seen[static_cast<std::size_t>(n.value)]) {
          r.error(v, quoted(f.key) + " has no entry for " + noun + " '" + std::string(n.name) +
                         "'" + (missingNote.empty() ? "" : ": " + missingNote));
        }
      }
    });
  }
  // A die-roll chart: {columns: [...], rows: {"2-4": [cell, ...], ...}, source}; cells
  // are codes (strings).
  Record& chart(std::string key, rules::DieChart<std::string> T::*member) {
    return add(std::move(key), true,
               [member](const Field& f, YamlReader& r, const YAML::Node& v, T& t) {
                 readChart<std::string>(r, v, t.*member, [](YamlReader& rr, const YAML::Node& c) {
                   return rr.scalar(c, "a cell");
                 });
               });
  }
  // A chart whose cells are records.
  template <class Cell>
  Record& chart(std::string key, rules::DieChart<Cell> T::*member, Record<Cell> cell) {
    return add(
        std::move(key), true,
        [member, cell = std::move(cell)](const Field&, YamlReader& r, const YAML::Node& v, T& t) {
          readChart<Cell>(r, v, t.*member,
                          [&cell](YamlReader& rr, const YAML::Node& c) -> std::optional<Cell> {
                            Cell out{};
                            return cell.readInto(rr, c, "a cell", out) ? std::optional<Cell>(out)
                                                                       : std::nullopt;
                          });
        });
  }
  // Anything else: `read` gets the value node (present) and the record.
  Record& custom(std::string key, Reader read) {
    return add(std::move(key), false,
               [read = std::move(read)](const Field&, YamlReader& r, const YAML::Node& v, T& t) {
                 read(r, v, t);
               });
  }

  // --- Modifiers of the field declared last --------------------------------------------
  // It may be left out (the record keeps its default): for structure fields; scalars take
  // kOptional.
  Record& optional() {
    mFields.back().required = false;
    return *this;
  }
  // A missing one is reported as a missing section (custom fields that read a map).
  Record& section() {
    mFields.back().section = true;
    return *this;
  }
  Record& note(std::string text) {
    mFields.back().note = std::move(text);
    return *this;
  }

  // --- The record itself ---------------------------------------------------------------
  // The record says where its numbers come from: a `source` key, required and not empty.
  Record& source() {
    mSource = true;
    mKeys.push_back("source");
    return *this;
  }
  Record& check(Check c) {
    mChecks.push_back(std::move(c));
    return *this;
  }

  // Reads `node` (a map) into `out`; `what` names it in messages ("'activation'"). True
  // when it read without error. Fields the node leaves out keep `out`'s values.
  bool readInto(YamlReader& r, const YAML::Node& node, const std::string& what, T& out) const {
    const std::size_t before = r.errors().size();
    if (!r.expectMap(node, what)) return false;
    r.checkKeys(node, mKeys);
    if (mSource) requireSource(r, node);
    for (const Field& f : mFields) {
      const YAML::Node v = YamlReader::child(node, f.key);
      if (!v.IsDefined()) {
        if (f.required)
          r.error(node, std::string("missing required ") + (f.section ? "section" : "key") + " '" +
                            f.key + "'");
        continue;
      }
      f.read(f, r, v, out);
    }
    if (r.errors().size() != before) return false;
    for (const Check& c : mChecks) c(r, node, out);
    return r.errors().size() == before;
  }

  // All or nothing: the value, or nothing when anything in the node was wrong.
  std::optional<T> bind(YamlReader& r, const YAML::Node& node, const std::string& what) const {
    T out{};
    if (!readInto(r, node, what, out)) return std::nullopt;
    return out;
  }

  const std::vector<Field>& fields() const { return mFields; }

 private:
  static std::string quoted(std::string_view key) { return "'" + std::string(key) + "'"; }

  Record& add(std::string key, bool section, FieldReader read, Need need = Need::Required) {
    mKeys.push_back(key);
    mFields.push_back(Field{std::move(key), need == Need::Required, section, {}, std::move(read)});
    return *this;
  }

  // Each entry of a map keyed by plain names (repeated keys reported).
  template <class Fn>
  static void forEachEntry(YamlReader& r, const YAML::Node& v, const std::string& key, Fn fn) {
    if (!r.expectMap(v, quoted(key))) return;
    r.checkDuplicateKeys(v);
    for (auto it = v.begin(); it != v.end(); ++it) {
      const YAML::Node name(it->first);  // copies: the iterator's proxy dies with the line
      const YAML::Node value(it->second);
      if (!name.IsScalar()) continue;  // reported by checkDuplicateKeys
      fn(name.Scalar(), name, value);
    }
  }

  std::vector<Field> mFields;
  std::vector<std::string> mKeys;
  std::vector<Check> mChecks;
  bool mSource = false;
};

template <class Cell>
void readChart(YamlReader& r, const YAML::Node& n, rules::DieChart<Cell>& chart,
               const std::function<std::optional<Cell>(YamlReader&, const YAML::Node&)>& cell) {
  const std::size_t before = r.errors().size();
  if (!r.expectMap(n, "a chart")) return;
  r.checkKeys(n, {"columns", "rows", "source"});
  requireSource(r, n);
  const YAML::Node columns = YamlReader::child(n, "columns");
  const YAML::Node rows = YamlReader::child(n, "rows");
  if (!columns.IsDefined())
    r.error(n, "missing required key 'columns' (the chart's column names, in order)");
  if (!rows.IsDefined())
    r.error(n, "missing required key 'rows' (\"band\": [a cell a column], ascending)");
  if (!columns.IsDefined() || !rows.IsDefined()) return;
  if (!r.expectSequence(columns, "'columns'")) return;
  std::vector<std::string> names;
  for (const YAML::Node& c : columns) {
    const auto s = r.scalar(c, "a column's name");
    if (!s) return;
    names.push_back(*s);
  }
  if (const std::string problem = chart.setColumns(std::move(names)); !problem.empty()) {
    r.error(columns, problem);
    return;
  }
  if (!r.expectMap(rows, "'rows'")) return;
  r.checkDuplicateKeys(rows);
  for (auto it = rows.begin(); it != rows.end(); ++it) {
    // Copies of the handles: `it->first` and `it->second` live in a proxy that dies with the
    // expression, so a loop over `it->second` itself would read a dead node.
    const YAML::Node key(it->first);
    const YAML::Node row(it->second);
    const auto bandText = r.scalar(key, "a row's band");
    if (!bandText) continue;
    const auto band = rules::parseRollBand(*bandText);
    if (!band) {
      r.error(
          key,
          "a row's band must be a total (7), a range (2-4), a total or more (12+) or a total or "
          "less (1-), not '" +
              data::excerpt(*bandText) + "'");
      continue;
    }
    if (!r.expectSequence(row, "the row '" + data::excerpt(*bandText) + "'")) continue;
    std::vector<Cell> cells;
    bool ok = true;
    for (const YAML::Node& c : row) {
      auto v = cell(r, c);
      if (!v)
        ok = false;
      else
        cells.push_back(std::move(*v));
    }
    if (!ok) continue;
    if (const std::string problem = chart.addRow(*band, std::move(cells)); !problem.empty())
      r.error(key, problem);
  }
  if (chart.empty() && r.errors().size() == before) r.error(rows, "a chart needs at least one row");
}

// A ruleset file's `ruleset:` section ({id, name, source}), whose id must be `id`: the
// reader of a `custom` field of a system's tables.
template <class T>
typename Record<T>::Reader rulesetHeader(std::string id) {
  return [id](YamlReader& r, const YAML::Node& v, T&) {
    struct Header {
      std::string id, name;
    };
    Record<Header> header;
    header.text("id", &Header::id).text("name", &Header::name).source();
    const auto h = header.bind(r, v, "'ruleset'");
    if (h && h->id != id) {
      r.error(YamlReader::child(v, "id"),
              "this file is for ruleset '" + data::excerpt(h->id) + "', not " + id);
    }
  };
}

}  // namespace sandtable::scenario::bind
