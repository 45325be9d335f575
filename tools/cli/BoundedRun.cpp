#include "BoundedRun.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace sandtable::cli {

bool memoryBoundApplies() {
#if defined(__SANITIZE_ADDRESS__)
  return false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return false;
#else
  return true;
#endif
#else
  return true;
#endif
}

std::filesystem::path selfExecutable() { return std::filesystem::read_symlink("/proc/self/exe"); }

namespace {

// In the child, between fork and exec: only async-signal-safe calls.
[[noreturn]] void execBounded(const std::vector<char*>& args, const std::vector<char*>& env, const RunBounds& b,
                               int outFd, const char* dir) {
  setpgid(0, 0);  // its own group, so that a kill reaches anything it starts
  const int in = open("/dev/null", O_RDONLY);
  if (in < 0 || dup2(in, 0) < 0 || dup2(outFd, 1) < 0 || dup2(outFd, 2) < 0 || chdir(dir) != 0) _exit(127);
  if (b.memoryMb > 0 && memoryBoundApplies()) {
    const rlim_t bytes = static_cast<rlim_t>(b.memoryMb) * 1024 * 1024;
    const rlimit as{bytes, bytes};
    setrlimit(RLIMIT_AS, &as);
  }
  // What it may write to disk (a save, a log) stays small too.
  const rlimit fsize{64u << 20, 64u << 20};
  setrlimit(RLIMIT_FSIZE, &fsize);
  execve(args[0], args.data(), env.data());
  _exit(127);
}

}  // namespace

RunResult runBounded(const std::vector<std::string>& argv, const RunBounds& bounds,
                     const std::filesystem::path& workDir) {
  if (argv.empty()) throw std::invalid_argument("runBounded: no command");
  const std::filesystem::path outPath = workDir / ".bounded-run-output";
  const int outFd = open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (outFd < 0) throw std::runtime_error("cannot write " + outPath.string());
  std::vector<std::string> copy = argv;
  std::vector<char*> args;
  for (std::string& a : copy) args.push_back(a.data());
  args.push_back(nullptr);
  const std::string dir = workDir.string();
  // A sanitized child writes its reports into its folder, where the caller reads them: a
  // report is the case's outcome, not the whole test run's. Without an address-space limit
  // there, AddressSanitizer's own RSS limit bounds its memory.
  std::vector<std::string> envCopy;
  const std::string reports = (workDir / "sanitizer").string();
  bool asan = false, ubsan = false;
  for (char** e = environ; *e; ++e) {
    std::string v(*e);
    if (v.rfind("ASAN_OPTIONS=", 0) == 0) {
      v += ":log_path=" + reports + ":hard_rss_limit_mb=" + std::to_string(bounds.memoryMb > 0 ? bounds.memoryMb * 2 : 4096);
      asan = true;
    } else if (v.rfind("UBSAN_OPTIONS=", 0) == 0) {
      v += ":log_path=" + reports;
      ubsan = true;
    }
    envCopy.push_back(v);
  }
  if (!memoryBoundApplies() && !asan) {
    envCopy.push_back("ASAN_OPTIONS=log_path=" + reports + ":hard_rss_limit_mb=" +
                      std::to_string(bounds.memoryMb > 0 ? bounds.memoryMb * 2 : 4096));
  }
  if (!memoryBoundApplies() && !ubsan) envCopy.push_back("UBSAN_OPTIONS=log_path=" + reports);
  std::vector<char*> env;
  for (std::string& v : envCopy) env.push_back(v.data());
  env.push_back(nullptr);

  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) {
    close(outFd);
    throw std::runtime_error("fork failed");
  }
  if (pid == 0) execBounded(args, env, bounds, outFd, dir.c_str());
  close(outFd);
  setpgid(pid, pid);  // also here, so that the group exists before any kill below

  RunResult r;
  const auto deadline = start + std::chrono::seconds(bounds.seconds);
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      r.timedOut = true;
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (WIFEXITED(status)) r.exitCode = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  kill(-pid, SIGKILL);  // anything the child left running in its group

  std::ifstream in(outPath, std::ios::binary);
  const std::size_t keep = static_cast<std::size_t>(bounds.outputKb) * 1024;
  r.output.resize(keep);
  in.read(r.output.data(), static_cast<std::streamsize>(keep));
  r.output.resize(static_cast<std::size_t>(in.gcount()));
  r.outputCut = in.peek() != std::char_traits<char>::eof();
  in.close();
  std::error_code ec;
  std::filesystem::remove(outPath, ec);
  for (const auto& entry : std::filesystem::directory_iterator(workDir, ec)) {
    if (entry.path().filename().string().rfind("sanitizer.", 0) != 0) continue;
    std::ifstream report(entry.path());
    std::stringstream text;
    text << report.rdbuf();
    r.output += "\n" + text.str();
  }
  return r;
}

}  // namespace sandtable::cli
