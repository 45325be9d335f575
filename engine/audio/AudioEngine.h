// Positional sound through OpenAL Soft: named mono buffers played from points in the
// world, heard from a listener that follows the camera. Without an audio device the
// engine stays silent: every call is accepted and does nothing, and the log says so once.
// A loopback engine renders into memory instead of a device, for tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace sandtable::audio {

struct Vec3 {
  float x = 0, y = 0, z = 0;
};

struct AudioOptions {
  bool enabled = true;
  float volume = 1.0f;
  int maxVoices = 24;  // sounds playing at once; the oldest is cut when more start
  // Distances in world units: full volume within `referenceDistance`, halving with each
  // doubling beyond it (inverse distance, clamped), silent past `maxDistance`.
  float referenceDistance = 400.0f;
  float maxDistance = 20000.0f;
};

class AudioEngine {
 public:
  using Log = std::function<void(const std::string&)>;

  // Opens the default device; silent when there is none or `options.enabled` is false.
  explicit AudioEngine(AudioOptions options = {}, Log log = {});
  // Renders to memory at `frequency` Hz, stereo 16-bit (ALC_SOFT_loopback); silent if the
  // OpenAL library lacks the extension.
  static std::unique_ptr<AudioEngine> loopback(int frequency, AudioOptions options = {},
                                               Log log = {});
  ~AudioEngine();
  AudioEngine(const AudioEngine&) = delete;
  AudioEngine& operator=(const AudioEngine&) = delete;

  bool available() const { return mContext != nullptr; }
  const std::string& deviceName() const { return mDeviceName; }

  // Loads a sound file under a name (mixed down to mono); false (and a log line) on failure.
  bool load(const std::string& name, const std::filesystem::path& file);
  bool has(const std::string& name) const { return mBuffers.count(name) != 0; }

  // Plays a loaded sound from a point in the world; false if silent or unknown.
  bool play(const std::string& name, Vec3 at, float gain = 1.0f, float pitch = 1.0f);
  // Plays a sound at the listener (interface sounds, dice).
  bool playFlat(const std::string& name, float gain = 1.0f, float pitch = 1.0f);
  void setListener(Vec3 position, Vec3 forward, Vec3 up);
  void setVolume(float volume);
  float volume() const { return mOptions.volume; }
  // Frees voices whose sound has finished; call once a frame.
  void update();
  std::size_t voicesPlaying() const;

  // Loopback engines only: renders `frames` stereo frames into `out` (2 * frames samples).
  void render(std::int16_t* out, int frames);

 private:
  AudioEngine(AudioOptions options, Log log, bool loopbackMode, int frequency);
  bool start(const std::string& name, Vec3 at, bool relative, float gain, float pitch);
  void say(const std::string& line);

  AudioOptions mOptions;
  Log mLog;
  void* mDevice = nullptr;   // ALCdevice*, opaque here so callers need no OpenAL headers
  void* mContext = nullptr;  // ALCcontext*
  std::string mDeviceName;
  std::map<std::string, unsigned> mBuffers;
  std::vector<unsigned> mVoices;  // OpenAL sources, oldest first
  bool mLoopback = false;
};

}  // namespace sandtable::audio
