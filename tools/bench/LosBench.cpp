// `sandtable-bench los`: line-of-sight queries per second on the reference battlefield
// (513 x 513 heightmap at 1 m, rolling hills, 2,000 trees and buildings), through
// Sandtable's query and through a plain one-rayTest-per-query baseline, on the same
// random lines (50-400 m, eyes 1.7 m up), checking that every answer agrees.
#include <algorithm>
#include <cmath>
#include <ctime>
#include <iomanip>
#include <iostream>

#include "BenchStats.h"
#include "Benches.h"
#include "CliCommon.h"
#include "battlefield/BulletBattlefield.h"
#include "battlefield/Relief.h"
#include "platform/DataPaths.h"
#include "rules/core/Rng.h"
#include "scenario/BattlefieldSection.h"

namespace sandtable::bench {

namespace {

using rules::Point;

struct LosOptions {
  std::string battlefield;
  int queries = 100000;
  int repetitions = 5;
  std::uint64_t seed = 1;
  double eyeM = 1.7;
  double minM = 50, maxM = 400;
};

double threadSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// Seconds of this thread's processor time (what one core spent) and of the clock.
struct Timing {
  double cpu = 0;
  double wall = 0;
};
template <class Body>
Timing timed(Body&& body) {
  const double c0 = threadSeconds();
  const std::vector<double> wall = timeRuns(1, body);
  return {threadSeconds() - c0, wall.front()};
}

// Places where a plain ray would start inside a tree or a building (with a metre to
// spare): the baseline has no notion of "seeing out of a building", so queries avoid them.
class Obstacles {
 public:
  explicit Obstacles(const battlefield::TerrainSpec& t)
      : mSpec(t), mBin(std::max<rules::Length>(1, t.scale.toTable(16.0))) {
    mCols = static_cast<int>(t.width / mBin) + 1;
    mRows = static_cast<int>(t.depth / mBin) + 1;
    mBins.resize(static_cast<std::size_t>(mCols * mRows));
    const rules::Length spare = t.scale.toTable(1.0);
    for (std::size_t i = 0; i < t.trees.size(); ++i)
      add(t.trees[i].at, t.trees[i].radius + spare, static_cast<int>(i));
    for (std::size_t i = 0; i < t.buildings.size(); ++i) {
      const auto& f = t.buildings[i].footprint;
      add(f.centre, (f.width + f.depth) / 2 + spare, -1 - static_cast<int>(i));
    }
  }
  bool clear(Point p) const {
    const rules::Length spare = mSpec.scale.toTable(1.0);
    for (int id : mBins[static_cast<std::size_t>(bin(p))]) {
      if (id >= 0) {
        if (rules::distance(p, mSpec.trees[static_cast<std::size_t>(id)].at) <=
            mSpec.trees[static_cast<std::size_t>(id)].radius + spare)
          return false;
      } else {
        rules::Rect f = mSpec.buildings[static_cast<std::size_t>(-1 - id)].footprint;
        f.width += 2 * spare;
        f.depth += 2 * spare;
        if (rules::contains(f, p)) return false;
      }
    }
    return true;
  }

 private:
  int bin(Point p) const {
    const int c = std::clamp(static_cast<int>(p.x / mBin), 0, mCols - 1);
    const int r = std::clamp(static_cast<int>(p.y / mBin), 0, mRows - 1);
    return r * mCols + c;
  }
  void add(Point at, rules::Length reach, int id) {
    const int c0 = std::clamp(static_cast<int>((at.x - reach) / mBin), 0, mCols - 1);
    const int c1 = std::clamp(static_cast<int>((at.x + reach) / mBin), 0, mCols - 1);
    const int r0 = std::clamp(static_cast<int>((at.y - reach) / mBin), 0, mRows - 1);
    const int r1 = std::clamp(static_cast<int>((at.y + reach) / mBin), 0, mRows - 1);
    for (int r = r0; r <= r1; ++r) {
      for (int c = c0; c <= c1; ++c) mBins[static_cast<std::size_t>(r * mCols + c)].push_back(id);
    }
  }
  const battlefield::TerrainSpec& mSpec;
  rules::Length mBin;
  int mCols = 0, mRows = 0;
  std::vector<std::vector<int>> mBins;
};

int runLos(const LosOptions& o) {
  const std::string file =
      o.battlefield.empty()
          ? (platform::configDir() / "battlefields" / "los_reference.yaml").string()
          : o.battlefield;
  const scenario::LoadedBattlefield loaded = scenario::loadBattlefieldFile(file);
  const auto& bf = static_cast<const battlefield::BulletBattlefield&>(*loaded.battlefield);
  const battlefield::TerrainSpec& t = *loaded.terrain;
  const battlefield::GroundScale& s = t.scale;

  // Random lines between open places, 50-400 m apart.
  rules::Rng rng(o.seed);
  const Obstacles obstacles(t);
  std::vector<rules::SightQuery> queries;
  const rules::Length eye = s.toTable(o.eyeM);
  const double w = static_cast<double>(t.width), d = static_cast<double>(t.depth);
  while (static_cast<int>(queries.size()) < o.queries) {
    const Point a{std::llround(battlefield::uniformDouble(rng, 0, w)),
                  std::llround(battlefield::uniformDouble(rng, 0, d))};
    const double angle = battlefield::uniformDouble(rng, 0, 6.283185307179586);
    const double len =
        static_cast<double>(s.toTable(battlefield::uniformDouble(rng, o.minM, o.maxM)));
    const Point b{a.x + std::llround(len * std::cos(angle)),
                  a.y + std::llround(len * std::sin(angle))};
    if (b.x < 0 || b.y < 0 || b.x > t.width || b.y > t.depth || !obstacles.clear(a) ||
        !obstacles.clear(b))
      continue;
    rules::SightQuery q;
    q.from = a;
    q.to = b;
    q.fromEye = eye;
    q.toEye = eye;
    queries.push_back(q);
  }

  std::vector<rules::Sight> ours(queries.size()), plain(queries.size());
  std::vector<double> oursCpu, oursWall, plainCpu, plainWall;
  long deferred = 0;
  // Interleaved, so that a busy machine slows both alike.
  for (int rep = 0; rep < o.repetitions; ++rep) {
    Timing a = timed([&] {
      battlefield::SightPath path;
      for (std::size_t i = 0; i < queries.size(); ++i) {
        ours[i] = bf.lineOfSight(queries[i], path);
        if (rep == 0 && path == battlefield::SightPath::Bullet) ++deferred;
      }
    });
    Timing b = timed([&] {
      for (std::size_t i = 0; i < queries.size(); ++i)
        plain[i] = bf.plainRaySight(queries[i].from, eye, queries[i].to, eye);
    });
    oursCpu.push_back(a.cpu), oursWall.push_back(a.wall), plainCpu.push_back(b.cpu),
        plainWall.push_back(b.wall);
  }

  long disagreements = 0, visible = 0;
  std::array<long, 6> reasons{};
  double worstWhereM = 0;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    if (ours[i].visible != plain[i].visible || ours[i].reason != plain[i].reason)
      ++disagreements;
    else if (!ours[i].visible)
      worstWhereM =
          std::max(worstWhereM, s.toMetres(rules::distance(ours[i].where, plain[i].where)));
    visible += ours[i].visible ? 1 : 0;
    ++reasons[static_cast<std::size_t>(ours[i].reason)];
  }
  const double n = static_cast<double>(queries.size());
  const double oursRate = n / median(oursCpu), plainRate = n / median(plainCpu);
  std::cout << std::fixed << std::setprecision(0);
  std::cout << "los: " << (t.name.empty() ? file : t.name) << ": " << t.ground.cols() << " x "
            << t.ground.rows() << " heightmap at " << std::setprecision(2) << t.ground.spacingX()
            << " m, " << t.trees.size() << " trees, " << t.buildings.size() << " buildings\n";
  std::cout << std::setprecision(0) << "  " << queries.size() << " random lines of " << o.minM
            << "-" << o.maxM << " m, eyes " << std::setprecision(1) << o.eyeM << " m up, "
            << o.repetitions << " runs each, one core (median processor time)\n";
  std::cout << std::setprecision(0);
  std::cout << "  sandtable: " << oursRate << " queries/s   (wall clock " << n / median(oursWall)
            << ")\n";
  std::cout << "  baseline : " << plainRate
            << " queries/s   (one Bullet rayTest per query; wall clock " << n / median(plainWall)
            << ")\n";
  std::cout << std::setprecision(1) << "  ratio    : " << oursRate / plainRate << " x\n";
  std::cout << "  disagreements: " << disagreements << " of " << queries.size()
            << " (visible and reason)";
  std::cout << std::setprecision(3) << "; blocked points within " << worstWhereM
            << " m of Bullet's\n";
  std::cout << std::setprecision(1) << "  answers: " << 100.0 * visible / n << " % visible, "
            << 100.0 * reasons[1] / n << " % ground, " << 100.0 * reasons[2] / n << " % trees, "
            << 100.0 * reasons[3] / n << " % buildings; " << std::setprecision(2)
            << 100.0 * static_cast<double>(deferred) / n << " % needed Bullet's own ray\n";
  return disagreements == 0 ? cli::kExitOk : cli::kExitFailure;
}

}  // namespace

void addLosBench(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<LosOptions>();
  CLI::App* cmd = app.add_subcommand(
      "los", "Line-of-sight queries per second against a plain one-rayTest baseline.");
  cmd->add_option("--battlefield", o->battlefield,
                  "Battlefield file (default: config/battlefields/los_reference.yaml)");
  cmd->add_option("--queries", o->queries, "Sight lines per run")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--runs", o->repetitions, "Runs; medians are reported")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--seed", o->seed, "Seed of the random lines")->capture_default_str();
  cmd->add_option("--eye", o->eyeM, "Eye height, metres")->capture_default_str();
  cmd->callback([o, &exitCode] { exitCode = cli::guarded([&] { return runLos(*o); }); });
}

}  // namespace sandtable::bench
