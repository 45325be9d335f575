#include "AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace sandtable::platform {

void writeFileAtomically(const std::filesystem::path& target, std::string_view contents) {
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : ".";
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0) throw std::runtime_error(target.string() + ": cannot create a temporary file: " + std::strerror(errno));
  auto fail = [&](const char* what) {
    const std::string reason = std::strerror(errno);
    ::close(fd);
    ::unlink(tmpl.c_str());
    throw std::runtime_error(target.string() + ": " + what + ": " + reason);
  };
  const char* p = contents.data();
  std::size_t left = contents.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("write failed");
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) fail("fsync failed");
  ::fchmod(fd, 0644);
  if (::close(fd) != 0) {
    ::unlink(tmpl.c_str());
    throw std::runtime_error(target.string() + ": close failed");
  }
  if (::rename(tmpl.c_str(), target.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(tmpl.c_str());
    throw std::runtime_error(target.string() + ": rename failed: " + reason);
  }
}

}  // namespace sandtable::platform
