#include "DesktopOpen.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <sstream>
#include <thread>

extern char** environ;

namespace sandtable::view {

std::filesystem::path findXdgOpen() {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::filesystem::path candidate = std::filesystem::path(dir.empty() ? "." : dir) / "xdg-open";
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return {};
}

std::string openWithDesktop(const std::filesystem::path& path) {
  const std::filesystem::path opener = findXdgOpen();
  if (opener.empty()) return "there is no xdg-open on this system (Debian's xdg-utils)";
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  for (int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO})
    posix_spawn_file_actions_addopen(&files, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  // Its own session: the browser it starts outlives the table and takes no signal meant for it.
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
  std::string program = opener.string(), argument = path.string();
  char* argv[] = {program.data(), argument.data(), nullptr};
  pid_t pid = 0;
  const int error = posix_spawn(&pid, program.c_str(), &files, &attributes, argv, environ);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attributes);
  if (error != 0) return "xdg-open could not start: " + std::string(std::strerror(error));
  // Reaped when it ends (xdg-open hands the path on and ends), so that it leaves no zombie.
  std::thread([pid] { ::waitpid(pid, nullptr, 0); }).detach();
  return "";
}

}  // namespace sandtable::view
