// A value from a file, as a message may quote it: at most a short excerpt, with control
// characters, quotes and backslashes escaped, so that a hostile value can neither flood a
// terminal nor drive it (ANSI escapes, a right-to-left override) through an error message.
#pragma once

#include <string>
#include <string_view>

namespace sandtable::data {

// The first characters of `value` (platform::limits::kMaxQuotedChars), escaped, with "..."
// when cut; without the quotes around it.
std::string excerpt(std::string_view value);

}  // namespace sandtable::data
