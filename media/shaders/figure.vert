#version 150
// Painted miniatures and scenery: vertex colours lit per vertex by the sun and a sky
// hemisphere (flat-shaded low-poly meshes gain nothing from per-pixel light, and software
// renderers save a lot). INSTANCED reads the world matrix rows from TEXCOORD1-3, as Ogre's
// HWInstancingBasic supplies them.
in vec4 vertex;
in vec3 normal;
in vec4 colour;
#ifdef INSTANCED
in vec4 uv1;
in vec4 uv2;
in vec4 uv3;
uniform mat4 viewProj;
#else
uniform mat4 worldViewProj;
uniform mat4 world;
#endif
uniform vec4 sunDir;     // the way the light travels, world space
uniform vec4 sunColour;
uniform vec4 ambient;
out vec4 vColour;

void main() {
#ifdef INSTANCED
  vec3 wp = vec3(dot(uv1, vertex), dot(uv2, vertex), dot(uv3, vertex));
  gl_Position = viewProj * vec4(wp, 1.0);
  vec3 n = normalize(vec3(dot(uv1.xyz, normal), dot(uv2.xyz, normal), dot(uv3.xyz, normal)));
#else
  gl_Position = worldViewProj * vertex;
  vec3 n = normalize(mat3(world) * normal);
#endif
  float sun = max(dot(n, -sunDir.xyz), 0.0);
  float sky = 0.7 + 0.3 * n.y;  // faces turned up see more sky
  vColour = vec4(colour.rgb * (ambient.rgb * sky + sunColour.rgb * sun), colour.a);
}
