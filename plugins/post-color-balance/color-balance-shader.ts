/** Name under which the fragment shader is stored in Babylon's shader store. */
export const COLOR_BALANCE_SHADER = 'kfColorBalance';

/**
 * Lift, gain and offset per channel (shadows raised by lift, highlights scaled by gain, everything moved by offset),
 * then a hue rotation and a saturation change around the luma, then a tint.
 */
export const COLOR_BALANCE_FRAGMENT = `
precision highp float;
varying vec2 vUV;
uniform sampler2D textureSampler;
uniform vec3 lift;
uniform vec3 gain;
uniform vec3 offset;
uniform vec3 tint;
uniform float hue;
uniform float saturation;

vec3 rotateHue(vec3 c, float angle) {
  const vec3 k = vec3(0.57735);
  float cosA = cos(angle);
  return c * cosA + cross(k, c) * sin(angle) + k * dot(k, c) * (1.0 - cosA);
}

void main(void) {
  vec4 src = texture2D(textureSampler, vUV);
  vec3 c = src.rgb * gain + lift * (1.0 - src.rgb) + offset;
  c = rotateHue(c, hue);
  float luma = dot(c, vec3(0.2126, 0.7152, 0.0722));
  c = mix(vec3(luma), c, saturation) * tint;
  gl_FragColor = vec4(clamp(c, 0.0, 1.0), src.a);
}
`;
