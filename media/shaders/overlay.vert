#version 150
// Unlit vertex colours with alpha: overlays drawn on the ground and water surfaces.
in vec4 vertex;
in vec4 colour;
uniform mat4 worldViewProj;
out vec4 vColour;

void main() {
  gl_Position = worldViewProj * vertex;
  vColour = colour;
}
