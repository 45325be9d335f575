#include "ReportFiles.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "platform/AtomicFile.h"

namespace sandtable::session {

std::string fileSlug(const std::string& name) {
  std::string slug;
  bool gap = false;
  for (char c : name) {
    const auto ch = static_cast<unsigned char>(c);
    if (ch < 128 && std::isalnum(ch)) {
      if (gap && !slug.empty()) slug += '-';
      slug += static_cast<char>(std::tolower(ch));
      gap = false;
    } else {
      gap = true;
    }
  }
  return slug.empty() ? "battle" : slug;
}

std::filesystem::path writeNewFile(const std::filesystem::path& dir, const std::string& stem, const std::string& ext,
                                   std::string_view contents) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir.string() + ": cannot make the folder: " + ec.message());
  // The whole file first, under a hidden name of its own; then a hard link gives it its name,
  // which fails rather than replace a file that has that name.
  // (Those a kill left behind go first, as writeFileAtomically's own do.)
  platform::removeStaleTemporaries(dir / stem);
  std::string temp = (dir / ("." + stem + ".XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) throw std::runtime_error(dir.string() + ": cannot create a file: " + std::strerror(errno));
  // A report is a file to share (writeFileAtomically keeps the mode of the file it replaces).
  ::fchmod(fd, 0644);
  ::close(fd);
  try {
    platform::writeFileAtomically(temp, contents);
  } catch (...) {
    ::unlink(temp.c_str());
    throw;
  }
  for (int n = 1;; ++n) {
    const std::filesystem::path target = dir / (stem + (n == 1 ? "" : "-" + std::to_string(n)) + ext);
    if (::link(temp.c_str(), target.c_str()) == 0) {
      ::unlink(temp.c_str());
      return target;
    }
    int error = errno;
    // A file system without hard links (a FAT memory stick): the name checked, then renamed to.
    const bool noLinks = error == EPERM || error == EOPNOTSUPP;
    if (noLinks && !std::filesystem::exists(target, ec)) {
      if (::rename(temp.c_str(), target.c_str()) == 0) return target;
      error = errno;
    } else if (noLinks) {
      error = EEXIST;  // taken: the next name
    }
    if (error != EEXIST || n >= 10000) {
      const std::string reason = std::strerror(error);
      ::unlink(temp.c_str());
      throw std::runtime_error(target.string() + ": cannot write: " + reason);
    }
  }
}

}  // namespace sandtable::session
