#include "RenderApp.h"

#include <Ogre.h>
#include <OgreImGuiOverlay.h>
#include <OgreOverlayManager.h>
#include <OgreOverlaySystem.h>
#include <OgreRTShaderSystem.h>
#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "platform/DisplayCheck.h"

namespace sandtable::render {

namespace {
const char* kGlRenderSystem = "OpenGL 3+ Rendering Subsystem";

// Ogre's GL 3+ render system opens the X display when its plugin loads and, with none,
// stops on an assertion deep inside Ogre: a machine without a screen gets a sentence instead.
// Asked first without connecting (platform/DisplayCheck.h says why); where that cannot tell,
// a connection held open while Ogre runs (XDisplayHold.h).
std::unique_ptr<XDisplayHold> requireDisplay() {
  const char* display = std::getenv("DISPLAY");
  if (const auto problem = platform::xDisplayProblem(display)) throw std::runtime_error(*problem);
  return std::make_unique<XDisplayHold>(display);
}
}  // namespace

RenderApp::RenderApp(RenderOptions options)
    : OgreBites::ApplicationContext(options.appName), mOptions(std::move(options)) {}

RenderApp::~RenderApp() { stop(); }

void RenderApp::createRoot() {
  mDisplayHold = requireDisplay();
  // Our own log first, so that Root neither writes ~/.cache/<app>/ogre.log nor floods
  // the console; then only the plugins we use (no plugins.cfg).
  mLogManager = std::make_unique<Ogre::LogManager>();
  const bool toFile = !mOptions.logFile.empty();
  mLogManager->createLog(toFile ? mOptions.logFile.string() : "sandtable-ogre.log", true,
                         mOptions.logToConsole, !toFile);
  mRoot = new Ogre::Root("", "", "");
  mRoot->loadPlugin(OGRE_PLUGIN_DIR "/RenderSystem_GL3Plus");
  mRoot->loadPlugin(OGRE_PLUGIN_DIR "/Codec_STBI");
  mOverlaySystem = new Ogre::OverlaySystem();
}

bool RenderApp::oneTimeConfig() {
  Ogre::RenderSystem* rs = mRoot->getRenderSystemByName(kGlRenderSystem);
  if (!rs) return false;
  mRoot->setRenderSystem(rs);
  rs->setConfigOption("Full Screen", "No");
  rs->setConfigOption("VSync", mOptions.vsync && !mOptions.offscreen ? "Yes" : "No");
  rs->setConfigOption("FSAA", std::to_string(mOptions.antialias));
  const int w = mOptions.offscreen ? 64 : mOptions.width;
  const int h = mOptions.offscreen ? 64 : mOptions.height;
  rs->setConfigOption("Video Mode", std::to_string(w) + " x " + std::to_string(h));
  return true;
}

void RenderApp::locateResources() {
  auto& rgm = Ogre::ResourceGroupManager::getSingleton();
  for (const ResourceLocation& r : mOptions.resources) {
    rgm.addResourceLocation(r.path.string(), "FileSystem",
                            r.group.empty() ? Ogre::RGN_DEFAULT : r.group);
  }
  // What Ogre's components need from the SDK media Debian ships (RTSS and Terrain shaders).
  const std::string media = OGRE_MEDIA_DIR;
  rgm.addResourceLocation(media + "/RTShaderLib/materials", "FileSystem", Ogre::RGN_INTERNAL);
  rgm.addResourceLocation(media + "/RTShaderLib/GLSL", "FileSystem", Ogre::RGN_INTERNAL);
  rgm.addResourceLocation(media + "/Terrain", "FileSystem", Ogre::RGN_INTERNAL);
  rgm.addResourceLocation(media + "/ShadowVolume", "FileSystem", Ogre::RGN_INTERNAL);
}

void RenderApp::setup() {
  mRoot->initialise(false);
  if (mOptions.offscreen) {
    // A plain GLX window, hidden: no SDL, no input, and the frames go to a texture.
    ApplicationContextBase::createWindow(mOptions.title, 64, 64, {{"hidden", "true"}});
  } else {
    Ogre::NameValuePairList misc;
    createWindow(mOptions.title, static_cast<Ogre::uint32>(mOptions.width),
                 static_cast<Ogre::uint32>(mOptions.height), misc);
  }
  locateResources();
  initialiseRTShaderSystem();
  // ImGui's context (and our fonts) must exist before resources load the overlay system's parts.
  createImGui();
  loadResources();
  mRoot->addFrameListener(this);

  mSceneManager = mRoot->createSceneManager();
  Ogre::RTShader::ShaderGenerator::getSingletonPtr()->addSceneManager(mSceneManager);
  mSceneManager->addRenderQueueListener(mOverlaySystem);

  mCamera = mSceneManager->createCamera("TableCamera");
  mCamera->setAutoAspectRatio(true);
  mCameraNode = mSceneManager->getRootSceneNode()->createChildSceneNode("TableCameraNode");
  mCameraNode->attachObject(mCamera);
  mCameraNode->setFixedYawAxis(true);  // the horizon stays level whichever way the camera turns

  if (mOptions.offscreen) {
    mOffscreen = Ogre::TextureManager::getSingleton().createManual(
        "SandtableOffscreen", Ogre::RGN_INTERNAL, Ogre::TEX_TYPE_2D,
        static_cast<Ogre::uint>(mOptions.width), static_cast<Ogre::uint>(mOptions.height), 0,
        Ogre::PF_BYTE_RGB, Ogre::TU_RENDERTARGET, nullptr, false,
        static_cast<Ogre::uint>(mOptions.antialias));
    Ogre::RenderTarget* rt = mOffscreen->getBuffer()->getRenderTarget();
    mViewport = rt->addViewport(mCamera);
  } else {
    mViewport = getRenderWindow()->addViewport(mCamera);
    addInputListener(&mInput);
  }
  mViewport->setOverlaysEnabled(true);
  mViewport->setBackgroundColour(Ogre::ColourValue(0.78f, 0.83f, 0.88f));
}

namespace {

// ImGui keeps copied text to itself unless told otherwise (Bites does not): hand it to SDL's
// clipboard, the desktop's, so a command copied from a panel can be pasted into a terminal.
// Offscreen (screenshots, scripts) there is no SDL window, and the text stays in the table.
std::string& heldClipboard() {
  static std::string held;  // ImGui reads the text before it asks again
  return held;
}

void connectSystemClipboard(ImGuiIO& io) {
  io.SetClipboardTextFn = [](void*, const char* text) {
    heldClipboard() = text ? text : "";
    if (SDL_WasInit(SDL_INIT_VIDEO)) SDL_SetClipboardText(heldClipboard().c_str());
  };
  io.GetClipboardTextFn = [](void*) -> const char* {
    if (SDL_WasInit(SDL_INIT_VIDEO)) {
      char* text = SDL_GetClipboardText();
      heldClipboard() = text ? text : "";
      SDL_free(text);
    }
    return heldClipboard().c_str();
  };
}

}  // namespace

void RenderApp::createImGui() {
  mImGui = new Ogre::ImGuiOverlay();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // window layout is ours to decide, not a file in the working directory
  if (!mOptions.uiFont.empty()) {
    std::error_code ec;
    if (std::filesystem::exists(mOptions.uiFont, ec)) {
      for (float size : mOptions.uiFontSizes) {
        mFonts.push_back(io.Fonts->AddFontFromFileTTF(mOptions.uiFont.string().c_str(), size));
      }
    } else {
      Ogre::LogManager::getSingleton().logWarning("UI font not found: " + mOptions.uiFont.string() +
                                                  "; using ImGui's own");
    }
  }
  connectSystemClipboard(io);
  mImGui->setZOrder(300);
  mImGui->show();
  Ogre::OverlayManager::getSingleton().addOverlay(mImGui);  // the manager owns it from here
  mImGuiInput = std::make_unique<ImGuiInput>();
}

ImFont* RenderApp::uiFont(std::size_t i) const { return i < mFonts.size() ? mFonts[i] : nullptr; }

void RenderApp::start() {
  if (mStarted) return;
  initApp();
  if (!mRoot || !mSceneManager)
    throw std::runtime_error("the OpenGL 3+ render system could not be started");
  mStarted = true;
  createScene();
}

bool RenderApp::frameStarted(const Ogre::FrameEvent& evt) {
  pollEvents();  // the window's events join the queue
  // ImGui renders inside the overlay's draw; a frame in which Ogre drew no overlay (nothing
  // on screen yet, a minimised window) must still be closed before the next one opens.
  if (ImGuiContext* g = ImGui::GetCurrentContext();
      g && g->FrameCount > 0 && g->FrameCountEnded < g->FrameCount) {
    ImGui::EndFrame();
  }
  betweenFrames();
  beginUiFrame(evt.timeSinceLastFrame);
  updateFrame(evt.timeSinceLastFrame);
  return !mQuit;
}

void RenderApp::beginUiFrame(float seconds) {
  const std::vector<QueuedInput> frame = mInput.takeFrame();
  mImGuiInput->apply(frame);
  // What Ogre's ImGuiOverlay::NewFrame does, with the frame's time ours to set (a fixed step in
  // scripted runs: a double click or a tooltip's delay is then the same on any machine) and the
  // viewport's size known from the first frame.
  ImGuiIO& io = ImGui::GetIO();
  io.DeltaTime = std::max(1e-4f, mFixedFrameSeconds > 0 ? mFixedFrameSeconds : seconds);
  io.DisplaySize = ImVec2(static_cast<float>(viewWidth()), static_cast<float>(viewHeight()));
  ImGui::NewFrame();
  mImGuiInput->deliver(frame, *this);
}

bool RenderApp::renderFrame() {
  if (mQuit || !mRoot) return false;
  mRoot->renderOneFrame();
  return !mQuit;
}

void RenderApp::run() {
  // Closing the window (SDL_QUIT) queues the end of rendering; so does quit().
  while (!mQuit && !mRoot->endRenderingQueued() && renderFrame()) {
    if (getRenderWindow() && getRenderWindow()->isClosed()) break;
  }
}

void RenderApp::quit() {
  mQuit = true;
  if (mRoot) mRoot->queueEndRendering();
}

void RenderApp::pollEvents() {
  if (mOptions.offscreen) return;  // no SDL in offscreen mode
  OgreBites::ApplicationContext::pollEvents();
}

void RenderApp::windowResized(Ogre::RenderWindow* rw) {
  if (mCamera)
    mCamera->setAspectRatio(static_cast<Ogre::Real>(rw->getWidth()) /
                            static_cast<Ogre::Real>(rw->getHeight()));
  viewResized(static_cast<int>(rw->getWidth()), static_cast<int>(rw->getHeight()));
}

int RenderApp::viewWidth() const {
  return mViewport ? mViewport->getActualWidth() : mOptions.width;
}
int RenderApp::viewHeight() const {
  return mViewport ? mViewport->getActualHeight() : mOptions.height;
}

std::string RenderApp::rendererName() const {
  if (!mRoot || !mRoot->getRenderSystem()) return "";
  return mRoot->getRenderSystem()->getCapabilities()->getDeviceName();
}

bool RenderApp::softwareRenderer() const {
  std::string name = rendererName();
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return name.find("llvmpipe") != std::string::npos || name.find("softpipe") != std::string::npos ||
         name.find("swrast") != std::string::npos || name.find("software") != std::string::npos;
}

std::size_t RenderApp::lastBatchCount() const {
  if (!mViewport) return 0;
  return mViewport->getTarget()->getStatistics().batchCount;
}

std::size_t RenderApp::lastTriangleCount() const {
  if (!mViewport) return 0;
  return mViewport->getTarget()->getStatistics().triangleCount;
}

void RenderApp::writeScreenshot(const std::filesystem::path& png) {
  if (!png.parent_path().empty()) std::filesystem::create_directories(png.parent_path());
  mViewport->getTarget()->writeContentsToFile(png.string());
}

void RenderApp::shutdown() {
  if (mStarted) destroyScene();
  mStarted = false;
  if (mSceneManager && mRoot) {
    if (auto* sg = Ogre::RTShader::ShaderGenerator::getSingletonPtr())
      sg->removeSceneManager(mSceneManager);
    mSceneManager->removeRenderQueueListener(mOverlaySystem);
    mRoot->destroySceneManager(mSceneManager);
    mSceneManager = nullptr;
  }
  if (mOffscreen) {
    Ogre::TextureManager::getSingleton().remove(mOffscreen);
    mOffscreen.reset();
  }
  if (!mOptions.offscreen) removeInputListener(&mInput);
  OgreBites::ApplicationContext::shutdown();
}

void RenderApp::stop() {
  if (!mRoot) return;
  closeApp();
  mImGuiInput.reset();
  mLogManager.reset();
  mDisplayHold.reset();
}

}  // namespace sandtable::render
