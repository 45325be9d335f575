#version 150
// FADE multiplies the alpha by a per-entity custom parameter: stands leaving the table.
in vec4 vColour;
#ifdef FADE
uniform float fade;
#endif
out vec4 fragColour;

void main() {
  fragColour = vColour;
#ifdef FADE
  fragColour.a *= fade;
#endif
}
