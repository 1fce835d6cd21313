/** Name under which the fragment shader is stored in Babylon's shader store. */
export const LUT_SHADER = 'kfLut';

/**
 * Colour grading through a 16³ LUT laid out as a 256×16 strip (sdk/contract BuiltinLut): blue picks the 16×16 tile, red
 * the column in it, green the row from the top (the strip is loaded without flipping, so v = 0 is the top row). The two
 * tiles around blue are blended; `intensity` mixes the graded colour over the original.
 */
export const LUT_FRAGMENT = `
precision highp float;
varying vec2 vUV;
uniform sampler2D textureSampler;
uniform sampler2D lutSampler;
uniform float intensity;

vec3 tile(float blue, vec2 rg) {
  return texture2D(lutSampler, vec2((blue * 16.0 + rg.x * 15.0 + 0.5) / 256.0, (rg.y * 15.0 + 0.5) / 16.0)).rgb;
}

void main(void) {
  vec4 src = texture2D(textureSampler, vUV);
  vec3 c = clamp(src.rgb, 0.0, 1.0);
  float blue = c.b * 15.0;
  float b0 = floor(blue);
  float b1 = min(b0 + 1.0, 15.0);
  vec3 graded = mix(tile(b0, c.rg), tile(b1, c.rg), blue - b0);
  gl_FragColor = vec4(mix(src.rgb, graded, intensity), src.a);
}
`;
