#include "AudioEngine.h"

#include <AL/al.h>
#include <AL/alc.h>
#include <AL/alext.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "SoundFile.h"

namespace sandtable::audio {

namespace {

// ALSA and OpenAL print their complaints about a missing sound card straight to stderr;
// the table says "no audio device" once itself, so they are kept quiet while it looks.
class QuietStderr {
 public:
  QuietStderr() {
    std::fflush(stderr);
    mSaved = dup(2);
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, 2);
      close(null);
    }
  }
  ~QuietStderr() {
    std::fflush(stderr);
    if (mSaved >= 0) {
      dup2(mSaved, 2);
      close(mSaved);
    }
  }

 private:
  int mSaved = -1;
};

ALCdevice* device(void* d) { return static_cast<ALCdevice*>(d); }
ALCcontext* context(void* c) { return static_cast<ALCcontext*>(c); }
}  // namespace

AudioEngine::AudioEngine(AudioOptions options, Log log)
    : AudioEngine(std::move(options), std::move(log), false, 0) {}

std::unique_ptr<AudioEngine> AudioEngine::loopback(int frequency, AudioOptions options, Log log) {
  return std::unique_ptr<AudioEngine>(
      new AudioEngine(std::move(options), std::move(log), true, frequency));
}

AudioEngine::AudioEngine(AudioOptions options, Log log, bool loopbackMode, int frequency)
    : mOptions(std::move(options)), mLog(std::move(log)), mLoopback(loopbackMode) {
  if (!mOptions.enabled) {
    say("sound is off (settings): the table runs silently");
    return;
  }
  ALCdevice* dev = nullptr;
  std::vector<ALCint> attributes;
  if (loopbackMode) {
    auto open = reinterpret_cast<LPALCLOOPBACKOPENDEVICESOFT>(
        alcGetProcAddress(nullptr, "alcLoopbackOpenDeviceSOFT"));
    if (open) dev = open(nullptr);
    attributes = {ALC_FORMAT_CHANNELS_SOFT,
                  ALC_STEREO_SOFT,
                  ALC_FORMAT_TYPE_SOFT,
                  ALC_SHORT_SOFT,
                  ALC_FREQUENCY,
                  frequency,
                  0};
  } else {
    QuietStderr quiet;
    dev = alcOpenDevice(nullptr);
  }
  if (!dev) {
    say("no audio device: the table runs silently");
    return;
  }
  ALCcontext* ctx = alcCreateContext(dev, attributes.empty() ? nullptr : attributes.data());
  if (!ctx || !alcMakeContextCurrent(ctx)) {
    if (ctx) alcDestroyContext(ctx);
    alcCloseDevice(dev);
    say("the audio device would not start: the table runs silently");
    return;
  }
  mDevice = dev;
  mContext = ctx;
  const ALCchar* name = alcGetString(dev, ALC_DEVICE_SPECIFIER);
  mDeviceName = loopbackMode ? "loopback" : (name ? name : "default");
  alDistanceModel(AL_INVERSE_DISTANCE_CLAMPED);
  alListenerf(AL_GAIN, mOptions.volume);
  say("sound through OpenAL: " + mDeviceName);
}

AudioEngine::~AudioEngine() {
  if (!mContext) return;
  for (unsigned v : mVoices) {
    alSourceStop(v);
    alDeleteSources(1, &v);
  }
  for (auto& [name, buffer] : mBuffers) alDeleteBuffers(1, &buffer);
  alcMakeContextCurrent(nullptr);
  alcDestroyContext(context(mContext));
  alcCloseDevice(device(mDevice));
}

void AudioEngine::say(const std::string& line) {
  if (mLog) mLog(line);
}

bool AudioEngine::load(const std::string& name, const std::filesystem::path& file) {
  if (!mContext) return false;
  MonoSound sound;
  try {
    sound = readMono(file);
  } catch (const SoundFileError& e) {
    say(e.what());
    return false;
  }
  ALuint buffer = 0;
  alGenBuffers(1, &buffer);
  alBufferData(buffer, AL_FORMAT_MONO16, sound.samples.data(),
               static_cast<ALsizei>(sound.samples.size() * sizeof(std::int16_t)), sound.sampleRate);
  if (alGetError() != AL_NO_ERROR) {
    alDeleteBuffers(1, &buffer);
    say(file.string() + ": OpenAL would not take the sound");
    return false;
  }
  if (auto it = mBuffers.find(name); it != mBuffers.end()) alDeleteBuffers(1, &it->second);
  mBuffers[name] = buffer;
  return true;
}

bool AudioEngine::start(const std::string& name, Vec3 at, bool relative, float gain, float pitch) {
  if (!mContext) return false;
  const auto it = mBuffers.find(name);
  if (it == mBuffers.end()) return false;
  update();
  ALuint voice = 0;
  if (static_cast<int>(mVoices.size()) >= mOptions.maxVoices) {
    // Cut the oldest sound rather than drop the newest: the newest is what just happened.
    voice = mVoices.front();
    mVoices.erase(mVoices.begin());
    alSourceStop(voice);
  } else {
    alGenSources(1, &voice);
  }
  alSourcei(voice, AL_BUFFER, static_cast<ALint>(it->second));
  alSourcei(voice, AL_SOURCE_RELATIVE, relative ? AL_TRUE : AL_FALSE);
  alSource3f(voice, AL_POSITION, at.x, at.y, at.z);
  alSourcef(voice, AL_GAIN, gain);
  alSourcef(voice, AL_PITCH, pitch);
  alSourcef(voice, AL_REFERENCE_DISTANCE, mOptions.referenceDistance);
  alSourcef(voice, AL_MAX_DISTANCE, mOptions.maxDistance);
  alSourcef(voice, AL_ROLLOFF_FACTOR, relative ? 0.0f : 1.0f);
  alSourcePlay(voice);
  mVoices.push_back(voice);
  return alGetError() == AL_NO_ERROR;
}

bool AudioEngine::play(const std::string& name, Vec3 at, float gain, float pitch) {
  return start(name, at, false, gain, pitch);
}

bool AudioEngine::playFlat(const std::string& name, float gain, float pitch) {
  return start(name, {}, true, gain, pitch);
}

void AudioEngine::setListener(Vec3 position, Vec3 forward, Vec3 up) {
  if (!mContext) return;
  alListener3f(AL_POSITION, position.x, position.y, position.z);
  const ALfloat orientation[6] = {forward.x, forward.y, forward.z, up.x, up.y, up.z};
  alListenerfv(AL_ORIENTATION, orientation);
}

void AudioEngine::setVolume(float volume) {
  mOptions.volume = std::clamp(volume, 0.0f, 1.0f);
  if (mContext) alListenerf(AL_GAIN, mOptions.volume);
}

void AudioEngine::update() {
  if (!mContext) return;
  for (auto it = mVoices.begin(); it != mVoices.end();) {
    ALint state = 0;
    alGetSourcei(*it, AL_SOURCE_STATE, &state);
    if (state == AL_STOPPED) {
      ALuint v = *it;
      alDeleteSources(1, &v);
      it = mVoices.erase(it);
    } else {
      ++it;
    }
  }
}

std::size_t AudioEngine::voicesPlaying() const {
  if (!mContext) return 0;
  std::size_t n = 0;
  for (unsigned v : mVoices) {
    ALint state = 0;
    alGetSourcei(v, AL_SOURCE_STATE, &state);
    n += state == AL_PLAYING ? 1 : 0;
  }
  return n;
}

void AudioEngine::render(std::int16_t* out, int frames) {
  if (!mContext || !mLoopback) {
    std::fill(out, out + 2 * frames, std::int16_t{0});
    return;
  }
  auto renderSamples = reinterpret_cast<LPALCRENDERSAMPLESSOFT>(
      alcGetProcAddress(device(mDevice), "alcRenderSamplesSOFT"));
  if (renderSamples) renderSamples(device(mDevice), out, frames);
}

}  // namespace sandtable::audio
