#include "AtomicFile.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <string>

namespace sandtable::platform {

namespace {

std::filesystem::path folderOf(const std::filesystem::path& target) {
  return target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
}

// mkstemp's "XXXXXX" as it fills it: six letters or digits.
bool isTemporaryName(const std::string& name, const std::string& prefix) {
  if (name.size() != prefix.size() + 6 || name.compare(0, prefix.size(), prefix) != 0) return false;
  for (std::size_t i = prefix.size(); i < name.size(); ++i)
    if (!std::isalnum(static_cast<unsigned char>(name[i]))) return false;
  return true;
}

// The folder's entry for the rename reaches the disk too; a file system that cannot sync a
// folder (EINVAL) has nothing more to flush.
void syncFolder(const std::filesystem::path& target, const std::filesystem::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error(target.string() + ": written, but its folder cannot be opened to sync it: " +
                                       std::strerror(errno));
  if (::fsync(fd) != 0 && errno != EINVAL) {
    const std::string reason = std::strerror(errno);
    ::close(fd);
    throw std::runtime_error(target.string() + ": written, but its folder could not be synced: " + reason);
  }
  ::close(fd);
}

// Removes the regular files in `dir` whose names `matches`, owned by this user and untouched
// for kStaleTemporarySeconds.
template <class Matches>
int removeStale(const std::filesystem::path& dir, const Matches& matches) {
  DIR* d = ::opendir(dir.c_str());
  if (!d) return 0;
  int removed = 0;
  const std::time_t now = std::time(nullptr);
  while (const dirent* e = ::readdir(d)) {
    const std::string name = e->d_name;
    if (!matches(name)) continue;
    const std::filesystem::path file = dir / name;
    struct stat st {};
    if (::lstat(file.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid()) continue;
    if (now - st.st_mtime < kStaleTemporarySeconds) continue;
    if (::unlink(file.c_str()) == 0) ++removed;
  }
  ::closedir(d);
  return removed;
}

}  // namespace

void checkWriteTarget(const std::filesystem::path& target) {
  const std::filesystem::path dir = folderOf(target);
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) {
    throw BadWriteTarget(target.string() + ": cannot write here: the folder " + dir.string() +
                         (errno == ENOENT ? " does not exist" : std::string(" cannot be read: ") + std::strerror(errno)));
  }
  if (!S_ISDIR(st.st_mode)) throw BadWriteTarget(target.string() + ": cannot write here: " + dir.string() + " is not a folder");
  if (::stat(target.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
    throw BadWriteTarget(target.string() + ": is a folder; name a file to write");
  if (::access(dir.c_str(), W_OK | X_OK) != 0)
    throw BadWriteTarget(target.string() + ": cannot write into the folder " + dir.string() + ": " + std::strerror(errno));
}

int removeStaleTemporaries(const std::filesystem::path& target) {
  const std::string prefix = "." + target.filename().string() + ".";
  return removeStale(folderOf(target), [&](const std::string& name) { return isTemporaryName(name, prefix); });
}

int removeStaleTemporariesIn(const std::filesystem::path& dir) {
  return removeStale(dir, [](const std::string& name) {
    // ".NAME.XXXXXX" for any NAME: the hidden dot, a name, a dot, mkstemp's six characters.
    const std::size_t dot = name.size() >= 9 ? name.size() - 7 : 0;
    return dot > 1 && name[0] == '.' && name[dot] == '.' && isTemporaryName(name, name.substr(0, dot + 1));
  });
}

void writeFileAtomically(const std::filesystem::path& target, std::string_view contents) {
  checkWriteTarget(target);
  removeStaleTemporaries(target);
  const std::filesystem::path dir = folderOf(target);
  // A file that is there keeps its permissions: re-saving must not make a private file public.
  mode_t mode = 0644;
  if (struct stat st {}; ::stat(target.c_str(), &st) == 0 && S_ISREG(st.st_mode)) mode = st.st_mode & 07777;
  std::string tmpl = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(tmpl.data());
  if (fd < 0) {
    const int err = errno;
    const std::string message = target.string() + ": cannot create a temporary file: " + std::strerror(err);
    if (err == EACCES || err == EROFS || err == ENOENT || err == ENOTDIR) throw BadWriteTarget(message);
    throw std::runtime_error(message);
  }
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
  if (::fchmod(fd, mode) != 0) fail("cannot set its permissions");
  if (::fsync(fd) != 0) fail("fsync failed");
  if (::close(fd) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(tmpl.c_str());
    throw std::runtime_error(target.string() + ": close failed: " + reason);
  }
  if (::rename(tmpl.c_str(), target.c_str()) != 0) {
    const int err = errno;
    ::unlink(tmpl.c_str());
    const std::string message = target.string() + ": rename failed: " + std::strerror(err);
    if (err == EISDIR) throw BadWriteTarget(message);
    throw std::runtime_error(message);
  }
  syncFolder(target, dir);
}

}  // namespace sandtable::platform
