#include "Hash.h"

#include <charconv>

namespace sandtable::rules {

std::string hashToString(std::uint64_t h) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s = "0x";
  for (int i = 15; i >= 0; --i) s.push_back(kDigits[(h >> (4 * i)) & 0xF]);
  return s;
}

bool hashFromString(std::string_view text, std::uint64_t& out) {
  if (text.size() != 18 || text[0] != '0' || (text[1] != 'x' && text[1] != 'X')) return false;
  const char* first = text.data() + 2;
  const char* last = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(first, last, out, 16);
  return ec == std::errc() && ptr == last;
}

}  // namespace sandtable::rules
