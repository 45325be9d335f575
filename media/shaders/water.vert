#version 150
// Water: a translucent surface whose colour deepens at grazing angles and which picks up
// a soft glint of the sun.
in vec4 vertex;
in vec4 colour;
uniform mat4 worldViewProj;
uniform mat4 world;
uniform vec4 cameraPos;
uniform vec4 sunDir;
out vec4 vColour;

void main() {
  gl_Position = worldViewProj * vertex;
  vec3 wp = (world * vertex).xyz;
  vec3 toEye = normalize(cameraPos.xyz - wp);
  vec3 h = normalize(toEye - sunDir.xyz);
  float glint = pow(max(h.y, 0.0), 60.0);
  float fresnel = 1.0 - max(toEye.y, 0.0);
  vec3 c = mix(colour.rgb, vec3(0.75, 0.85, 0.92), 0.35 * fresnel) + vec3(glint * 0.6);
  vColour = vec4(c, mix(colour.a, 0.95, fresnel * 0.5));
}
