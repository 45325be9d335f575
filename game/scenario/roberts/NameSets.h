// A list of names read into a set of flags ([shock, swift] -> an AttributeSet): each name one
// of an enumeration's, none twice. For the binder's `custom` fields of Robert's Rules' files.
#pragma once

#include <bitset>
#include <string>
#include <vector>

#include "scenario/YamlBind.h"

namespace sandtable::scenario::roberts {

template <class E, std::size_t N>
bool readNameSet(data::YamlReader& r, const YAML::Node& v, const std::vector<bind::Name<E>>& names,
                 const std::string& noun, std::bitset<N>& out) {
  if (!r.expectSequence(v, "a list of " + noun + "s")) return false;
  bool ok = true;
  for (const YAML::Node& item : v) {
    const auto s = r.scalar(item, "a " + noun);
    if (!s) {
      ok = false;
      continue;
    }
    const bind::Name<E>* found = nullptr;
    for (const bind::Name<E>& n : names) {
      if (n.name == *s) found = &n;
    }
    if (!found) {
      std::vector<std::string_view> spelled;
      for (const bind::Name<E>& n : names) spelled.push_back(n.name);
      r.error(item, "unknown " + noun + " '" + data::excerpt(*s) + "' (expected " +
                        bind::alternatives(spelled) + ")");
      ok = false;
      continue;
    }
    const auto i = static_cast<std::size_t>(found->value);
    if (out.test(i)) {
      r.error(item, "'" + std::string(found->name) + "' is listed twice");
      ok = false;
    }
    out.set(i);
  }
  return ok;
}

// A record's `custom` reader of such a list into `member`.
template <class T, class E, std::size_t N>
typename bind::Record<T>::Reader nameSet(std::bitset<N> T::*member,
                                         std::vector<bind::Name<E>> names, std::string noun) {
  return [member, names = std::move(names), noun = std::move(noun)](data::YamlReader& r,
                                                                    const YAML::Node& v, T& t) {
    readNameSet(r, v, names, noun, t.*member);
  };
}

}  // namespace sandtable::scenario::roberts
