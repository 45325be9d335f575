// Editing a shipped file's text in a test: one passage replaced, the line of a passage. The
// tests of a file's errors change one passage of the real file and expect the error there.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace sandtable::test {

// `text` with its first `from` replaced by `to`; a test fails when `from` is not there.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// The 1-based line of the first occurrence of `what`.
inline int lineOf(const std::string& text, const std::string& what) {
  const auto at = text.find(what);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

}  // namespace sandtable::test
