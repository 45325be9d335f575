#include "HostileFuzz.h"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <set>
#include <sstream>

#include "BoundedRun.h"
#include "CliCommon.h"
#include "HostileCases.h"

namespace sandtable::cli {

namespace fs = std::filesystem;

namespace {

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

// A short excerpt of what a child printed, with every control character shown as \xNN.
std::string excerpt(const std::string& text, std::size_t max = 300) {
  std::string out;
  for (const char c : text.substr(0, max)) {
    const auto u = static_cast<unsigned char>(c);
    if (u == '\n') {
      out += " | ";
    } else if (u < 0x20 || u == 0x7F) {
      std::ostringstream hex;
      hex << "\\x" << std::hex << std::setw(2) << std::setfill('0') << static_cast<int>(u);
      out += hex.str();
    } else {
      out += c;
    }
  }
  return text.size() > max ? out + "..." : out;
}

std::string quoteCommand(const std::vector<std::string>& args) {
  std::string out = "sandtable-cli";
  for (const std::string& a : args) out += " " + (a.size() > 80 ? a.substr(0, 60) + "...(" + std::to_string(a.size()) + " chars)" : a);
  return out;
}

// What was wrong with a run, or "" when nothing was.
std::string judge(const RunResult& r, const HostileExpect& e, const RunBounds& b) {
  const bool sanitizer = r.output.find("AddressSanitizer") != std::string::npos ||
                         r.output.find("runtime error:") != std::string::npos ||
                         r.output.find("LeakSanitizer") != std::string::npos;
  if (r.timedOut) return "still running after " + std::to_string(b.seconds) + " s (killed)";
  if (r.signal) return std::string("ended by signal ") + std::to_string(r.signal) + " (" + strsignal(r.signal) + ")";
  if (sanitizer) return "a sanitizer report";
  if (r.exitCode == 127 && r.output.empty()) return "could not be started";
  if (r.exitCode != 0 && r.exitCode != 2) {
    return "exit " + std::to_string(r.exitCode) + " (only 0, accepted, or 2, bad input, are right)";
  }
  if (e.refused && r.exitCode != 2) return "accepted (exit 0); it must be refused as bad input (exit 2)";
  if (e.accepted && r.exitCode != 0) return "refused (exit 2); this case is good input and must be accepted";
  if (!e.mustNotPrint.empty() && r.output.find(e.mustNotPrint) != std::string::npos) {
    return "quoted the text of a file outside the data it may read";
  }
  if (e.maxLines > 0) {
    const auto lines = std::count(r.output.begin(), r.output.end(), '\n');
    if (lines > e.maxLines || r.outputCut) {
      return "printed " + (r.outputCut ? std::string("more than the ") + std::to_string(b.outputKb) + " KB kept"
                                       : std::to_string(lines) + " lines") +
             " (at most " + std::to_string(e.maxLines) + ")";
    }
  }
  if (e.plainText) {
    for (const char c : r.output) {
      const auto u = static_cast<unsigned char>(c);
      if ((u < 0x20 && u != '\n' && u != '\t') || u == 0x7F) {
        std::ostringstream hex;
        hex << std::hex << std::setw(2) << std::setfill('0') << static_cast<int>(u);
        return "printed a raw control character (0x" + hex.str() + ")";
      }
    }
  }
  return "";
}

}  // namespace

int runHostileFuzz(const HostileOptions& o) {
  for (const std::string& c : o.classes) {
    if (c != "all" && !contains(hostileClasses(), c)) {
      std::cerr << "error: --hostile: unknown class '" << c << "' (all, paths, sizes, encodings, images or arguments)\n";
      return kExitBadInput;
    }
  }
  if (o.seconds < 1 || o.seconds > 3600) {
    std::cerr << "error: --time-limit must be 1 to 3600 seconds\n";
    return kExitBadInput;
  }
  if (o.memoryMb < 0 || o.memoryMb > 1 << 20) {
    std::cerr << "error: --memory-limit must be 0 (none) to 1048576 MB\n";
    return kExitBadInput;
  }
  std::vector<HostileCase> cases = hostileCases(o.classes);
  std::set<std::string> known;
  for (const HostileCase& c : hostileCases({"all"})) known.insert(c.name);
  for (const std::vector<std::string>* names : {&o.only, &o.skip}) {
    for (const std::string& n : *names) {
      if (!known.count(n)) {
        std::cerr << "error: no hostile case is called '" << n << "' (`fuzz --hostile all --list` lists them)\n";
        return kExitBadInput;
      }
    }
  }
  std::erase_if(cases, [&](const HostileCase& c) {
    return (!o.only.empty() && !contains(o.only, c.name)) || contains(o.skip, c.name);
  });
  if (o.list) {
    for (const HostileCase& c : cases) std::cout << c.name << ": " << c.about << "\n";
    return kExitOk;
  }

  const RunBounds bounds{o.seconds, o.memoryMb, 256};
  const fs::path root = fs::temp_directory_path() / ("sandtable-hostile-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "outside");
  {
    std::ofstream secret(root / "outside" / "secret.yaml");
    secret << kSecretMarker << "_root: \"x:0:0:root:/root:/bin/sh\"\n" << kSecretMarker << "_daemon: 1\n";
  }
  std::cout << cases.size() << " hostile cases, each within " << o.seconds << " s"
            << (o.memoryMb > 0 && memoryBoundApplies() ? " and " + std::to_string(o.memoryMb) + " MB" : "")
            << (o.memoryMb > 0 && !memoryBoundApplies() ? " (no memory bound under AddressSanitizer)" : "") << std::endl;
  int failures = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const HostileCase& c = cases[i];
    const fs::path dir = root / ("case-" + std::to_string(i + 1));
    fs::create_directories(dir);
    std::vector<std::string> args;
    try {
      args = c.prepare(dir, root / "outside");
    } catch (const std::exception& e) {
      std::cout << "FAIL " << c.name << ": could not prepare the case: " << e.what() << std::endl;
      ++failures;
      continue;
    }
    std::vector<std::string> argv{selfExecutable().string()};
    argv.insert(argv.end(), args.begin(), args.end());
    const RunResult r = runBounded(argv, bounds, dir);
    const std::string problem = judge(r, c.expect, bounds);
    std::ostringstream took;
    took << std::fixed << std::setprecision(2) << r.seconds << " s";
    if (problem.empty()) {
      std::cout << "ok   " << c.name << " (exit " << r.exitCode << ", " << took.str() << ")" << std::endl;
      fs::remove_all(dir);
      continue;
    }
    ++failures;
    std::cout << "FAIL " << c.name << " (" << c.about << "): " << problem << ", after " << took.str() << "\n"
              << "     " << quoteCommand(args) << "  [files kept in " << dir.string() << "]\n"
              << "     printed: " << excerpt(r.output) << std::endl;
  }
  if (failures == 0) fs::remove_all(root);
  std::cout << cases.size() << " hostile cases, " << failures << (failures == 1 ? " failure" : " failures") << std::endl;
  return failures == 0 ? kExitOk : kExitFailure;
}

}  // namespace sandtable::cli
