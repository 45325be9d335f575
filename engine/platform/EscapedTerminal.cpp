#include "EscapedTerminal.h"

#include <iostream>
#include <mutex>
#include <streambuf>
#include <string>

#include "VisibleText.h"

namespace sandtable::platform {

namespace {

// Passes what is written through visibleText to `target` as it comes; only the start of a
// UTF-8 character whose other bytes have not come yet is held back.
class EscapingBuf final : public std::streambuf {
 public:
  explicit EscapingBuf(std::streambuf* target) : mTarget(target) {}
  ~EscapingBuf() override { finish(); }

  // Whatever is still held back (a character never completed), escaped, then the target's flush.
  void finish() {
    std::lock_guard g(mLock);
    if (!mHeld.empty()) put(visibleText(mHeld));
    mHeld.clear();
    mTarget->pubsync();
  }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }

  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::lock_guard g(mLock);
    mHeld.append(s, static_cast<std::size_t>(n));
    const std::size_t ready = mHeld.size() - incompleteUtf8Tail(mHeld);
    if (ready > 0) {
      put(visibleText(std::string_view(mHeld).substr(0, ready)));
      mHeld.erase(0, ready);
    }
    return n;
  }

  int sync() override {
    std::lock_guard g(mLock);
    return mTarget->pubsync();
  }

 private:
  void put(const std::string& text) { mTarget->sputn(text.data(), static_cast<std::streamsize>(text.size())); }

  std::streambuf* mTarget;
  std::string mHeld;
  std::mutex mLock;  // the workers of a parallel run may print
};

std::ostream* gRawErr = nullptr;

}  // namespace

struct EscapedTerminal::Impl {
  std::streambuf* out = std::cout.rdbuf();
  std::streambuf* err = std::cerr.rdbuf();
  std::streambuf* log = std::clog.rdbuf();
  EscapingBuf escapedOut{out}, escapedErr{err}, escapedLog{log};
  std::ostream rawErr{err};
};

EscapedTerminal::EscapedTerminal() : mImpl(std::make_unique<Impl>()) {
  std::cout.rdbuf(&mImpl->escapedOut);
  std::cerr.rdbuf(&mImpl->escapedErr);
  std::clog.rdbuf(&mImpl->escapedLog);
  gRawErr = &mImpl->rawErr;
}

EscapedTerminal::~EscapedTerminal() {
  std::cout.flush();
  std::cerr.flush();
  std::clog.flush();
  mImpl->escapedOut.finish();
  mImpl->escapedErr.finish();
  mImpl->escapedLog.finish();
  std::cout.rdbuf(mImpl->out);
  std::cerr.rdbuf(mImpl->err);
  std::clog.rdbuf(mImpl->log);
  gRawErr = nullptr;
}

std::ostream& EscapedTerminal::rawErr() { return gRawErr ? *gRawErr : std::cerr; }

}  // namespace sandtable::platform
