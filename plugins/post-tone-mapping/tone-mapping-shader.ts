/** Name under which the fragment shader is stored in Babylon's shader store. */
export const TONE_MAPPING_SHADER = 'kfToneMapping';

/**
 * The six operators of spec 001 §9 in one shader (Babylon's post-processes have only some of them). The views are in
 * gamma space: the colour is made linear, exposed, mapped, and encoded again (Heji-Dawson includes the encoding).
 */
export const TONE_MAPPING_FRAGMENT = `
precision highp float;
varying vec2 vUV;
uniform sampler2D textureSampler;
uniform float exposure;
uniform float operatorId;

vec3 reinhard(vec3 c) { return c / (1.0 + c); }
vec3 hejiDawson(vec3 c) {
  vec3 x = max(vec3(0.0), c - 0.004);
  return (x * (6.2 * x + 0.5)) / (x * (6.2 * x + 1.7) + 0.06);
}
vec3 photographic(vec3 c) { return 1.0 - exp(-c); }
vec3 acesFilmic(vec3 c) {
  c *= 0.6;
  return clamp((c * (2.51 * c + 0.03)) / (c * (2.43 * c + 0.59) + 0.14), 0.0, 1.0);
}
vec3 agxContrast(vec3 x) {
  vec3 x2 = x * x;
  vec3 x4 = x2 * x2;
  return 15.5 * x4 * x2 - 40.14 * x4 * x + 31.96 * x4 - 6.868 * x2 * x + 0.4298 * x2 + 0.1191 * x - 0.00232;
}
vec3 agx(vec3 c) {
  mat3 inset = mat3(0.842479062253094, 0.0423282422610123, 0.0423756549057051,
                    0.0784335999999992, 0.878468636469772, 0.0784336,
                    0.0792237451477643, 0.0791661274605434, 0.879142973793104);
  mat3 outset = mat3(1.19687900512017, -0.0528968517574562, -0.0529716355144438,
                     -0.0980208811401368, 1.15190312990417, -0.0980434501171241,
                     -0.0990297440797205, -0.0989611768448433, 1.15107367264116);
  const float minEv = -12.47393;
  const float maxEv = 4.026069;
  c = inset * c;
  c = clamp(log2(max(c, vec3(1e-10))), minEv, maxEv);
  c = (c - minEv) / (maxEv - minEv);
  c = outset * agxContrast(c);
  return pow(max(vec3(0.0), c), vec3(2.2));
}
vec3 pbrNeutral(vec3 color) {
  const float startCompression = 0.76;
  const float desaturation = 0.15;
  float x = min(color.r, min(color.g, color.b));
  float offset = x < 0.08 ? x - 6.25 * x * x : 0.04;
  color -= offset;
  float peak = max(color.r, max(color.g, color.b));
  if (peak < startCompression) return color;
  float d = 1.0 - startCompression;
  float newPeak = 1.0 - d * d / (peak + d - startCompression);
  color *= newPeak / peak;
  float g = 1.0 - 1.0 / (desaturation * (peak - newPeak) + 1.0);
  return mix(color, vec3(newPeak), g);
}

void main(void) {
  vec4 src = texture2D(textureSampler, vUV);
  vec3 c = pow(max(src.rgb, vec3(0.0)), vec3(2.2)) * exposure;
  int op = int(operatorId + 0.5);
  if (op == 2) {
    gl_FragColor = vec4(hejiDawson(c), src.a);
    return;
  }
  vec3 o;
  if (op == 1) o = reinhard(c);
  else if (op == 3) o = photographic(c);
  else if (op == 4) o = acesFilmic(c);
  else if (op == 5) o = agx(c);
  else o = pbrNeutral(c);
  gl_FragColor = vec4(pow(clamp(o, 0.0, 1.0), vec3(1.0 / 2.2)), src.a);
}
`;
