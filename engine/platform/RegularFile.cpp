#include "RegularFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace sandtable::platform {

namespace {

std::string kindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not an ordinary file";
}

// Closes the descriptor however the read ends.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string describeBytes(std::uintmax_t bytes) {
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

FileRead readRegularFile(const std::filesystem::path& file, std::uintmax_t maxBytes) {
  FileRead out;
  // Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
  const Descriptor d{::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (d.fd < 0) {
    out.problem = std::string("cannot open the file: ") + std::strerror(errno);
    return out;
  }
  struct stat st {};
  if (::fstat(d.fd, &st) != 0) {
    out.problem = std::string("cannot read the file: ") + std::strerror(errno);
    return out;
  }
  if (!S_ISREG(st.st_mode)) {
    out.problem = "not a regular file (" + kindOf(st.st_mode) + "); only regular files are read";
    return out;
  }
  const auto tooBig = [&](std::uintmax_t size) {
    return "the file is " + std::to_string(size) + " bytes; at most " + describeBytes(maxBytes) +
           " are read (docs/limits.md)";
  };
  if (static_cast<std::uintmax_t>(st.st_size) > maxBytes) {
    out.problem = tooBig(static_cast<std::uintmax_t>(st.st_size));
    return out;
  }
  // Read to the end, but never past the cap: the file may grow while it is read.
  std::string bytes;
  bytes.resize(static_cast<std::size_t>(st.st_size) + 1);
  std::size_t have = 0;
  for (;;) {
    if (have == bytes.size()) {
      if (bytes.size() > maxBytes) {
        out.problem = tooBig(bytes.size());
        return out;
      }
      bytes.resize(std::min<std::uintmax_t>(bytes.size() * 2, maxBytes + 1));
    }
    const ssize_t n = ::read(d.fd, bytes.data() + have, bytes.size() - have);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      out.problem = std::string("cannot read the file: ") + std::strerror(errno);
      return out;
    }
    if (n == 0) break;
    have += static_cast<std::size_t>(n);
  }
  if (have > maxBytes) {
    out.problem = tooBig(have);
    return out;
  }
  bytes.resize(have);
  out.bytes = std::move(bytes);
  return out;
}

}  // namespace sandtable::platform
