#include "HostileCases.h"

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "CraftedImages.h"
#include "platform/DataPaths.h"

namespace sandtable::cli {

namespace fs = std::filesystem;

namespace {

using Args = std::vector<std::string>;

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + p.string());
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& bytes) {
  std::ofstream out(p, std::ios::binary);
  out << bytes;
  if (!out) throw std::runtime_error("cannot write " + p.string());
}

void fifo(const fs::path& p) {
  if (mkfifo(p.c_str(), 0600) != 0) throw std::runtime_error("cannot make a FIFO at " + p.string());
}

// The scenario every file case starts from: the smallest shipped scenario (so the cases that
// grow or copy it stay quick) whose battlefield is a file named on one line, with its name on
// a line of its own. Read from the data rather than named, so that the cases follow whatever
// the data ships.
struct BaseScenario {
  fs::path path;
  std::string text;
  std::string battlefieldFile;  // as the scenario writes it, e.g. battlefields/x.yaml
  std::string nameLine;         // `name: "..."`, without its indentation
  std::string tableLines;       // the battlefield file's scale and size lines
};

const BaseScenario& baseScenario() {
  static const BaseScenario base = [] {
    static const std::regex battlefieldLine(R"(\nbattlefield: \{file: ([^}\n]+)\}\n)");
    static const std::regex nameLine(R"(\n  (name: "[^"\n]*")\n)");
    static const std::regex scaleLine(R"(\n  scale: [^\n]*\n)");
    static const std::regex sizeLine(R"(\n  size: [^\n]*\n)");
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(platform::configDir() / "scenarios")) {
      if (entry.path().extension() == ".yaml") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
      const auto sa = fs::file_size(a), sb = fs::file_size(b);
      return sa != sb ? sa < sb : a < b;
    });
    for (const fs::path& file : files) {
      BaseScenario b;
      b.path = file;
      b.text = readText(file);
      std::smatch bf, name;
      if (!std::regex_search(b.text, bf, battlefieldLine) ||
          !std::regex_search(b.text, name, nameLine))
        continue;
      b.battlefieldFile = bf[1];
      b.nameLine = name[1];
      const std::string field = readText(platform::configDir() / b.battlefieldFile);
      std::smatch scale, size;
      if (!std::regex_search(field, scale, scaleLine) || !std::regex_search(field, size, sizeLine))
        continue;
      b.tableLines = scale.str().substr(1) + size.str().substr(1);
      return b;
    }
    throw std::runtime_error("no shipped scenario names its battlefield file on one line");
  }();
  return base;
}

const fs::path& baseScenarioPath() { return baseScenario().path; }

// The base scenario, its battlefield replaced by `battlefield` (YAML flow text).
std::string scenarioWith(const std::string& battlefield) {
  static const std::regex line(R"(\nbattlefield: [^\n]*\n)");
  return std::regex_replace(baseScenario().text, line, "\nbattlefield: " + battlefield + "\n",
                            std::regex_constants::format_first_only);
}

// The base scenario with its own battlefield file.
std::string baseScenarioText() {
  return scenarioWith("{file: " + baseScenario().battlefieldFile + "}");
}

// A battlefield file for the base scenario's table; `ground` is its relief or heightmap line(s).
std::string battlefieldWith(const std::string& ground) {
  return "battlefield:\n" + baseScenario().tableLines + ground;
}

std::string replaceFirst(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("the base scenario has no '" + from + "'");
  return text.replace(at, from.size(), to);
}

// A scenario beside a battlefield beside a heightmap holding `image`.
Args heightmapCase(const fs::path& dir, const std::string& image) {
  write(dir / "hm.png", image);
  write(dir / "bf.yaml", battlefieldWith("  heightmap: {file: hm.png, max_height_m: 10, min_height_m: 0}\n"));
  write(dir / "scenario.yaml", scenarioWith("{file: bf.yaml}"));
  return {"validate", (dir / "scenario.yaml").string()};
}

// A scenario whose battlefield file is `target` (a path written as is).
Args battlefieldFileCase(const fs::path& dir, const std::string& target) {
  write(dir / "scenario.yaml", scenarioWith("{file: " + target + "}"));
  return {"validate", (dir / "scenario.yaml").string()};
}

Args scenarioTextCase(const fs::path& dir, const std::string& text) {
  write(dir / "scenario.yaml", text);
  return {"validate", (dir / "scenario.yaml").string()};
}

const Args kQuickBattle{"battle", "--side1", "ai:random", "--side2", "ai:random"};

Args plus(Args a, const Args& more) {
  a.insert(a.end(), more.begin(), more.end());
  return a;
}

HostileExpect refused() { return {.refused = true}; }
HostileExpect refusedQuiet() { return {.refused = true, .mustNotPrint = kSecretMarker}; }
HostileExpect accepted() { return {.accepted = true}; }
HostileExpect either() { return {}; }

std::vector<HostileCase> pathCases() {
  return {
      {"paths.battlefield_absolute", "a battlefield file: naming an absolute path outside the data",
       [](const fs::path& d, const fs::path& out) { return battlefieldFileCase(d, (out / "secret.yaml").string()); },
       refusedQuiet()},
      {"paths.battlefield_dotdot", "a battlefield file: climbing out with ../",
       [](const fs::path& d, const fs::path& out) {
         return battlefieldFileCase(d, "../" + out.filename().string() + "/secret.yaml");
       },
       refusedQuiet()},
      {"paths.battlefield_symlink", "a battlefield file: that is a symlink to a file outside the data",
       [](const fs::path& d, const fs::path& out) {
         fs::create_symlink(out / "secret.yaml", d / "bf.yaml");
         return battlefieldFileCase(d, "bf.yaml");
       },
       refusedQuiet()},
      {"paths.battlefield_dev_zero", "a battlefield file: naming /dev/zero",
       [](const fs::path& d, const fs::path&) { return battlefieldFileCase(d, "/dev/zero"); }, refused()},
      {"paths.battlefield_fifo", "a battlefield file: that is a FIFO nobody writes",
       [](const fs::path& d, const fs::path&) {
         fifo(d / "bf.yaml");
         return battlefieldFileCase(d, "bf.yaml");
       },
       refused()},
      {"paths.heightmap_dev_zero", "a heightmap naming /dev/zero",
       [](const fs::path& d, const fs::path&) {
         write(d / "bf.yaml", battlefieldWith("  heightmap: {file: /dev/zero, max_height_m: 10, min_height_m: 0}\n"));
         return battlefieldFileCase(d, "bf.yaml");
       },
       refused()},
      {"paths.heightmap_fifo", "a heightmap that is a FIFO nobody writes",
       [](const fs::path& d, const fs::path&) {
         fifo(d / "hm.png");
         write(d / "bf.yaml", battlefieldWith("  heightmap: {file: hm.png, max_height_m: 10, min_height_m: 0}\n"));
         return battlefieldFileCase(d, "bf.yaml");
       },
       refused()},
      {"paths.heightmap_outside", "a heightmap naming a file outside the data",
       [](const fs::path& d, const fs::path& out) {
         write(d / "bf.yaml", battlefieldWith("  heightmap: {file: " + (out / "secret.yaml").string() +
                                              ", max_height_m: 10, min_height_m: 0}\n"));
         return battlefieldFileCase(d, "bf.yaml");
       },
       refusedQuiet()},
      {"paths.validate_dev_zero", "`validate /dev/zero`",
       [](const fs::path&, const fs::path&) { return Args{"validate", "/dev/zero"}; }, refused()},
      {"paths.validate_fifo", "`validate` on a FIFO nobody writes",
       [](const fs::path& d, const fs::path&) {
         fifo(d / "scenario.yaml");
         return Args{"validate", (d / "scenario.yaml").string()};
       },
       refused()},
      {"paths.army_cost_dev_zero", "`army-cost /dev/zero`",
       [](const fs::path&, const fs::path&) { return Args{"army-cost", "/dev/zero"}; }, refused()},
      {"paths.army_cost_fifo", "`army-cost` on a FIFO nobody writes",
       [](const fs::path& d, const fs::path&) {
         fifo(d / "army.yaml");
         return Args{"army-cost", (d / "army.yaml").string()};
       },
       refused()},
      {"paths.validate_directory", "`validate` on a folder",
       [](const fs::path& d, const fs::path&) { return Args{"validate", d.string()}; }, refused()},
      {"paths.validate_symlink_loop", "`validate` on a symlink that points at itself",
       [](const fs::path& d, const fs::path&) {
         fs::create_symlink(d / "loop.yaml", d / "loop.yaml");
         return Args{"validate", (d / "loop.yaml").string()};
       },
       refused()},
      {"paths.battle_scenario_dev_zero", "`battle --scenario /dev/zero`",
       [](const fs::path&, const fs::path&) { return plus(kQuickBattle, {"--scenario", "/dev/zero"}); }, refused()},
      {"paths.replay_fifo", "`replay` of a FIFO nobody writes",
       [](const fs::path& d, const fs::path&) {
         fifo(d / "match.yaml");
         return Args{"replay", (d / "match.yaml").string()};
       },
       refused()},
      {"paths.whatif_match_dev_zero", "`whatif --match /dev/zero`",
       [](const fs::path&, const fs::path&) {
         return Args{"whatif", "--match", "/dev/zero", "--games", "1", "--no-progress"};
       },
       refused()},
      {"paths.save_into_missing_folder", "`battle --save` into a folder that does not exist",
       [](const fs::path& d, const fs::path&) { return plus(kQuickBattle, {"--save", (d / "no" / "m.yaml").string()}); },
       refused()},
      {"paths.save_onto_directory", "`battle --save` onto a folder",
       [](const fs::path& d, const fs::path&) { return plus(kQuickBattle, {"--save", d.string()}); }, refused()},
  };
}

// Points on a circle: a simple polygon of `n` corners around the table's centre.
std::string bigPolygon(int n) {
  std::ostringstream s;
  s.precision(6);
  s << std::fixed << "[";
  for (int i = 0; i < n; ++i) {
    const double a = 2 * M_PI * i / n;
    s << (i ? ", " : "") << "[" << 20 + 10 * std::cos(a) << ", " << 14 + 10 * std::sin(a) << "]";
  }
  return s.str() + "]";
}

std::vector<HostileCase> sizeCases() {
  return {
      {"sizes.polygon_100000_points", "a wood whose polygon has 100,000 corners",
       [](const fs::path& d, const fs::path&) {
         write(d / "bf.yaml", battlefieldWith("  features:\n    - {type: woods_light, polygon: " + bigPolygon(100000) + "}\n"));
         return battlefieldFileCase(d, "bf.yaml");
       },
       either()},
      {"sizes.rolling_100000_hills", "a relief of 100,000 rolling hills",
       [](const fs::path& d, const fs::path&) {
         write(d / "bf.yaml", battlefieldWith("  relief:\n    base_m: 0\n    rolling: {count: 100000, seed: 7, "
                                              "radius: [30, 90], height_m: [2, 8]}\n"));
         return battlefieldFileCase(d, "bf.yaml");
       },
       either()},
      {"sizes.scatter_1000000_trees", "a scatter of a million trees",
       [](const fs::path& d, const fs::path&) {
         write(d / "bf.yaml", battlefieldWith("  scatter:\n    - {type: tree, count: 1000000, seed: 3, radius_m: [1.5, 3], "
                                              "height_m: [8, 14]}\n"));
         return battlefieldFileCase(d, "bf.yaml");
       },
       either()},
      {"sizes.5000_bad_units", "5,000 units of a profile nobody defined: the errors must stop early",
       [](const fs::path& d, const fs::path&) {
         std::string units = "    units:\n";
         for (int i = 0; i < 5000; ++i) {
           units += "      - {name: \"U" + std::to_string(i) +
                    "\", profile: nosuch, stands: 4, at: [8, 6], facing: 0, formation: line, ranks: 1, contingent: baron}\n";
         }
         return scenarioTextCase(d, replaceFirst(baseScenarioText(), "    units:\n", units));
       },
       {.refused = true, .maxLines = 200}},
      {"sizes.100000_unknown_keys", "100,000 unknown keys in the scenario section: the errors must stop early",
       [](const fs::path& d, const fs::path&) {
         std::string keys;
         for (int i = 0; i < 100000; ++i) keys += "  k" + std::to_string(i) + ": 1\n";
         return scenarioTextCase(d, replaceFirst(baseScenarioText(), "  " + baseScenario().nameLine + "\n",
                                                 "  " + baseScenario().nameLine + "\n" + keys));
       },
       {.refused = true, .maxLines = 200}},
      {"sizes.nesting_100000_deep", "a name that is a list nested 100,000 deep",
       [](const fs::path& d, const fs::path&) {
         return scenarioTextCase(d, replaceFirst(baseScenarioText(), baseScenario().nameLine,
                                                 "name: " + std::string(100000, '[') + std::string(100000, ']')));
       },
       refused()},
      {"sizes.name_of_1_mb", "a scenario name of 1 MB",
       [](const fs::path& d, const fs::path&) {
         return scenarioTextCase(d, replaceFirst(baseScenarioText(), baseScenario().nameLine,
                                                 "name: \"" + std::string(1 << 20, 'x') + "\""));
       },
       either()},
  };
}

std::vector<HostileCase> encodingCases() {
  const auto named = [](const std::string& name) {
    return [name](const fs::path& d, const fs::path&) {
      return scenarioTextCase(d, replaceFirst(baseScenarioText(), baseScenario().nameLine, "name: " + name));
    };
  };
  return {
      {"encodings.utf8_bom", "a scenario that starts with a UTF-8 byte order mark",
       [](const fs::path& d, const fs::path&) {
         return scenarioTextCase(d, "\xEF\xBB\xBF" + baseScenarioText());
       },
       accepted()},
      {"encodings.base_scenario", "the unchanged base scenario (must be accepted)",
       [](const fs::path& d, const fs::path&) {
         return scenarioTextCase(d, baseScenarioText());
       },
       accepted()},
      {"encodings.utf16", "a scenario in UTF-16 with its byte order mark",
       [](const fs::path& d, const fs::path&) {
         const std::string text = baseScenarioText();
         std::string wide = "\xFF\xFE";
         for (const char c : text) wide += std::string{c, '\0'};
         return scenarioTextCase(d, wide);
       },
       either()},
      {"encodings.nul_byte_in_name", "a NUL byte inside a quoted name", named(std::string("\"Wend\0Brook\"", 12)),
       refused()},
      {"encodings.nul_escape_in_name", "a \\0 escape inside a quoted name", named("\"Wend\\0Brook\""), refused()},
      {"encodings.invalid_utf8_in_name", "bytes that are not UTF-8 inside a name", named("\"Wend \xFF\xFE\xC3 Brook\""),
       {.plainText = true}},
      {"encodings.terminal_escapes_in_name", "ANSI escapes and a carriage return in the name",
       named("\"\\e[2J\\e[31mWend\\rBrook\\x07\""), {.plainText = true}},
  };
}

std::vector<HostileCase> imageCases() {
  return {
      {"images.small_png", "a good 4 x 4 grayscale PNG (must be accepted: the base the others spoil)",
       [](const fs::path& d, const fs::path&) { return heightmapCase(d, smallPng(4, 4, 128)); }, accepted()},
      {"images.small_compressed_png", "a good 300 x 300 PNG made as the bomb is (must be accepted)",
       [](const fs::path& d, const fs::path&) { return heightmapCase(d, pngBomb(300, 300)); }, accepted()},
      {"images.bmp_named_png", "a BMP under a .png name",
       [](const fs::path& d, const fs::path&) { return heightmapCase(d, smallBmp()); }, refused()},
      {"images.jpeg_named_png", "a JPEG's first bytes under a .png name",
       [](const fs::path& d, const fs::path&) {
         return heightmapCase(d, std::string("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00", 11) + std::string(64, '\0'));
       },
       refused()},
      {"images.truncated_png", "a PNG cut off in its image data",
       [](const fs::path& d, const fs::path&) {
         const std::string png = smallPng(64, 64, 90);
         return heightmapCase(d, png.substr(0, png.size() / 2));
       },
       refused()},
      {"images.empty", "an empty heightmap file",
       [](const fs::path& d, const fs::path&) { return heightmapCase(d, ""); }, refused()},
      {"images.header_claims_30000", "a PNG whose header claims 30000 x 30000 pixels",
       [](const fs::path& d, const fs::path&) { return heightmapCase(d, pngClaiming(30000, 30000)); }, refused()},
      {"images.bomb_20000", "a valid 20000 x 20000 PNG of 2.5 MB that inflates to 400 MB",
       [](const fs::path& d, const fs::path&) { return heightmapCase(d, pngBomb(20000, 20000)); }, refused()},
  };
}

std::vector<HostileCase> argumentCases() {
  const auto args = [](Args a) { return [a](const fs::path&, const fs::path&) { return a; }; };
  return {
      {"arguments.seed_minus_1", "`battle --seed -1`", args(plus(kQuickBattle, {"--seed", "-1"})), refused()},
      {"arguments.seed_2_to_the_64", "`battle --seed 18446744073709551616` (2^64)",
       args(plus(kQuickBattle, {"--seed", "18446744073709551616"})), refused()},
      {"arguments.seed_text", "`battle --seed abc`", args(plus(kQuickBattle, {"--seed", "abc"})), refused()},
      {"arguments.jobs_100000", "`whatif --games 64 --jobs 100000`",
       args({"whatif", "--games", "64", "--jobs", "100000", "--no-progress", "--side1", "ai:random", "--side2", "ai:random"}),
       either()},
      {"arguments.games_negative", "`whatif --games -3`",
       args({"whatif", "--games", "-3", "--no-progress"}), refused()},
      {"arguments.unknown_option", "`battle --frobnicate`", args(plus(kQuickBattle, {"--frobnicate"})), refused()},
      {"arguments.path_of_64_kb", "`validate` of a 64 KB path",
       args({"validate", std::string(65536, 'a') + ".yaml"}), refused()},
      {"arguments.fuzz_cases_0", "`fuzz --cases 0`",
       [](const fs::path&, const fs::path&) {
         return Args{"fuzz", "--cases", "0", baseScenarioPath().string()};
       },
       refused()},
  };
}

}  // namespace

const std::vector<std::string>& hostileClasses() {
  static const std::vector<std::string> classes{"paths", "sizes", "encodings", "images", "arguments"};
  return classes;
}

std::vector<HostileCase> hostileCases(const std::vector<std::string>& classes) {
  const auto wanted = [&](const std::string& c) {
    for (const std::string& k : classes) {
      if (k == c || k == "all") return true;
    }
    return false;
  };
  std::vector<HostileCase> out;
  const auto add = [&](const std::string& c, std::vector<HostileCase> cases) {
    if (wanted(c)) out.insert(out.end(), cases.begin(), cases.end());
  };
  add("paths", pathCases());
  add("sizes", sizeCases());
  add("encodings", encodingCases());
  add("images", imageCases());
  add("arguments", argumentCases());
  return out;
}

}  // namespace sandtable::cli
