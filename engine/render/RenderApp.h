// The Ogre application shell every 3D program of Sandtable runs in: OgreBites on SDL2 with
// the OpenGL 3+ render system, the RTShaderSystem, one scene manager, a camera on a node,
// the overlay system with Dear ImGui, and our own resource locations. It also runs
// headless: an offscreen mode renders into a texture of any size for screenshots under
// Xvfb. Subclasses build their scene in createScene() and update it in updateFrame().
#pragma once

#include <OgreApplicationContext.h>
#include <OgreInput.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "ImGuiInput.h"
#include "InputQueue.h"
#include "XDisplayHold.h"

struct ImFont;

namespace Ogre {
class ImGuiOverlay;
class SceneManager;
class Camera;
class SceneNode;
class Viewport;
}  // namespace Ogre

namespace sandtable::render {

struct ResourceLocation {
  std::filesystem::path path;
  std::string group;  // Ogre resource group
};

struct RenderOptions {
  std::string appName = "sandtable";
  std::string title = "Sandtable";
  int width = 1280;
  int height = 720;
  // Offscreen: a hidden window and no input; frames are rendered into a texture of
  // width x height (screenshots). Otherwise a visible SDL window.
  bool offscreen = false;
  bool vsync = true;
  int antialias = 0;  // MSAA samples, 0 for none
  std::vector<ResourceLocation> resources;
  std::filesystem::path logFile;  // Ogre's log; empty for none
  bool logToConsole = false;
  // TrueType font for ImGui and the pixel sizes to load it at (several sizes, so UI
  // scaling picks a sharp one); empty: ImGui's built-in font.
  std::filesystem::path uiFont;
  std::vector<float> uiFontSizes{15.0f};
};

class RenderApp : public OgreBites::ApplicationContext, public OgreBites::InputListener {
 public:
  explicit RenderApp(RenderOptions options);
  ~RenderApp() override;

  // Creates the window, resources, scene manager, camera and ImGui; then createScene().
  void start();
  // Interactive loop until the window closes or quit() is called.
  void run();
  // Renders one frame (also offscreen); returns false once quit() was called.
  bool renderFrame();
  void quit();
  // Destroys the scene (destroyScene()) and Ogre, in the order Ogre needs.
  void stop();

  Ogre::SceneManager* sceneManager() const { return mSceneManager; }
  Ogre::Camera* camera() const { return mCamera; }
  Ogre::SceneNode* cameraNode() const { return mCameraNode; }
  Ogre::Viewport* viewport() const { return mViewport; }
  int viewWidth() const;
  int viewHeight() const;
  const RenderOptions& options() const { return mOptions; }
  // True on a software rasteriser (llvmpipe, softpipe, swrast): scenes choose cheaper looks.
  bool softwareRenderer() const;
  std::string rendererName() const;
  // Frame statistics of the last rendered frame: draw calls and triangles.
  std::size_t lastBatchCount() const;
  std::size_t lastTriangleCount() const;
  // The font loaded at the i-th size of RenderOptions::uiFontSizes (nullptr if none).
  ImFont* uiFont(std::size_t i) const;
  // Writes what the camera sees (with the overlays and ImGui) to a PNG.
  void writeScreenshot(const std::filesystem::path& png);

 protected:
  virtual void createScene() = 0;
  virtual void updateFrame(float seconds) = 0;  // ImGui widgets may be drawn here
  virtual void destroyScene() {}
  virtual void viewResized(int /*width*/, int /*height*/) {}
  // Work that must wait until no frame is being drawn (replacing what the frame reads): called
  // at the start of each frame, before any input or drawing.
  virtual void betweenFrames() {}
  // An input event as the window system delivers it (a script's, headless): queued, and seen by
  // ImGui and then this program's listener methods in the frames to come (InputQueue.h).
  void queueInput(const OgreBites::Event& event) { mInput.push(event); }
  bool inputPending() const { return !mInput.empty(); }
  // A fixed time per frame (scripted runs, the same on any machine); 0: the clock's.
  void setFixedFrameSeconds(float seconds) { mFixedFrameSeconds = seconds; }

  // OgreBites hooks
  void createRoot() override;
  bool oneTimeConfig() override;
  void locateResources() override;
  void setup() override;
  void shutdown() override;
  void pollEvents() override;
  bool frameStarted(const Ogre::FrameEvent& evt) override;
  void windowResized(Ogre::RenderWindow* rw) override;

 private:
  void createImGui();
  // The frame's input to ImGui, ImGui's new frame, then the input ImGui left to this program.
  void beginUiFrame(float seconds);

  RenderOptions mOptions;
  std::unique_ptr<XDisplayHold> mDisplayHold;  // open while Ogre runs (XDisplayHold.h says why)
  std::unique_ptr<Ogre::LogManager> mLogManager;
  Ogre::SceneManager* mSceneManager = nullptr;
  Ogre::Camera* mCamera = nullptr;
  Ogre::SceneNode* mCameraNode = nullptr;
  Ogre::Viewport* mViewport = nullptr;
  Ogre::ImGuiOverlay* mImGui = nullptr;
  std::vector<ImFont*> mFonts;
  InputQueue mInput;  // every event, from the window or a script, until its frame
  std::unique_ptr<ImGuiInput> mImGuiInput;
  float mFixedFrameSeconds = 0;
  Ogre::TexturePtr mOffscreen;  // the render texture in offscreen mode
  bool mQuit = false;
  bool mStarted = false;
};

}  // namespace sandtable::render
