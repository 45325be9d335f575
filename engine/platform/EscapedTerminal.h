// A command-line program's output with text from data files in it (unit names, notes,
// narration, quoted values in errors): while an EscapedTerminal lives, everything written to
// std::cout, std::cerr and std::clog passes through visibleText, so that no file can send the
// terminal control sequences or reorder what it shows.
#pragma once

#include <iosfwd>
#include <memory>

namespace sandtable::platform {

class EscapedTerminal {
 public:
  EscapedTerminal();   // puts the escaping in front of std::cout, std::cerr and std::clog
  ~EscapedTerminal();  // writes out what is held back, and takes it away again
  EscapedTerminal(const EscapedTerminal&) = delete;
  EscapedTerminal& operator=(const EscapedTerminal&) = delete;

  // Standard error as it is, for the program's own control characters: a progress bar's
  // carriage return that redraws its line. std::cerr when no EscapedTerminal lives.
  static std::ostream& rawErr();

 private:
  struct Impl;
  std::unique_ptr<Impl> mImpl;
};

}  // namespace sandtable::platform
